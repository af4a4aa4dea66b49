import Testing

@testable import LayoutBehaviors

/// Percent guidelines and centering bias (issue 11, item 6), as ConstraintLayout's guidelines
/// and bias.
@Suite struct GuidelineAndBiasTests {
  /// An engine 400 × 300 with a card at (20, 10), 200 × 100, and the card.
  static func cardEngine(direction: LayoutDirection = .leftToRight) -> (LayoutEngine, View) {
    let engine = LayoutEngine(size: Size(width: 400, height: 300), layoutDirection: direction)
    let card = addView("card", to: engine.root)
    LayoutConstraint.activate([
      card.leftAnchor.constraint(equalTo: engine.root.leftAnchor, constant: 20),
      card.topAnchor.constraint(equalTo: engine.root.topAnchor, constant: 10),
      card.widthAnchor.constraint(equalToConstant: 200),
      card.heightAnchor.constraint(equalToConstant: 100),
    ])
    return (engine, card)
  }

  @Test func aVerticalGuidelineIsAtAFractionOfTheWidth() {
    let (engine, card) = Self.cardEngine()
    let split = card.addGuideline(.vertical, at: 0.3, identifier: "split")
    // The line (the guide's trailing edge) is at 20 + 0.3 × 200 = 80 in the root; the guide
    // spans the card from its leading edge: (20, 10, 60, 100).
    expectRect(split.frameInRoot, 20, 10, 60, 100)
    expectRect(split.layoutFrame, 0, 0, 60, 100)
    #expect(split.owningView === card)
    #expect(
      engine.constraints(involving: split).map { $0.identifier ?? "" } == [
        "guideline(split).start", "guideline(split).position", "guideline(split).top",
        "guideline(split).height",
      ])
    #expect(engine.ambiguities().isEmpty)
  }

  @Test func aHorizontalGuidelineIsAtAFractionOfTheHeightAndFollowsItsOwner() {
    let (engine, card) = Self.cardEngine()
    let band = card.addGuideline(.horizontal, at: 0.75)
    #expect(band.identifier == "card.guideline0")
    // The line (the guide's bottom edge) is at 10 + 0.75 × 100 = 85.
    expectRect(band.frameInRoot, 20, 10, 200, 75)
    // The card grows to 300 × 200: the line moves to 10 + 0.75 × 200 = 160.
    engine.constraints(involving: card).filter {
      $0.firstAttribute == .height && $0.secondItem == nil
    }
    .forEach { $0.constant = 200 }
    expectRect(band.frameInRoot, 20, 10, 200, 150)
  }

  @Test func fractionsZeroAndOneAreTheEdges() {
    let (engine, card) = Self.cardEngine()
    defer { withExtendedLifetime(engine) {} }
    // 0: the line is the leading edge, 20; 1: the trailing edge, 220.
    #expect(card.addGuideline(.vertical, at: 0).frameInRoot.maxX == 20)
    #expect(card.addGuideline(.vertical, at: 1).frameInRoot.maxX == 220)
  }

  @Test func underRightToLeftTheFractionCountsFromTheLeadingEdge() {
    let (engine, card) = Self.cardEngine(direction: .rightToLeft)
    defer { withExtendedLifetime(engine) {} }
    let split = card.addGuideline(.vertical, at: 0.3, identifier: "split")
    // The leading edge is the right one, 220; the line, the guide's trailing (left) edge, is
    // 0.3 × 200 = 60 to its left: 160. The guide is (160, 10, 60, 100).
    expectRect(split.frameInRoot, 160, 10, 60, 100)
  }

  @Test func aHorizontalBiasPlacesTheViewInTheFreeSpace() {
    let (engine, card) = Self.cardEngine()
    let button = addView("button", to: card)
    LayoutConstraint.activate([
      button.widthAnchor.constraint(equalToConstant: 50),
      button.heightAnchor.constraint(equalToConstant: 20),
      button.topAnchor.constraint(equalTo: card.topAnchor),
    ])
    let placement = button.centerBetween(
      leading: card.leadingAnchor, trailing: card.trailingAnchor, bias: 0.3)
    // x = 20 + 0.3 × (200 − 50) = 65 in the root, 45 in the card. The spacers are 45 and 105.
    expectRect(button.frameInRoot, 65, 10, 50, 20)
    expectRect(button.frame, 45, 0, 50, 20)
    expectNumber(placement.startSpacer.frameInRoot.width, 45)
    expectNumber(placement.endSpacer.frameInRoot.width, 105)
    #expect(placement.startSpacer.owningView === card)
    #expect(
      placement.constraints.map { $0.identifier ?? "" } == [
        "bias(button).horizontal.start", "bias(button).horizontal.startEdge",
        "bias(button).horizontal.endEdge", "bias(button).horizontal.end",
        "bias(button).horizontal.ratio", "bias(button).horizontal.startSpacer.top",
        "bias(button).horizontal.startSpacer.height", "bias(button).horizontal.endSpacer.top",
        "bias(button).horizontal.endSpacer.height",
      ])
    #expect(placement.constraints.allSatisfy { $0.isActive && !$0.isBroken })
    #expect(engine.ambiguities().isEmpty)
  }

  @Test func biasZeroAndOneAreAgainstTheAnchorsExactly() {
    for (bias, x) in [(0.0, 20.0), (1.0, 170.0), (0.5, 95.0)] {
      let (engine, card) = Self.cardEngine()
      defer { withExtendedLifetime(engine) {} }
      let button = addView("button", to: card)
      LayoutConstraint.activate([
        button.widthAnchor.constraint(equalToConstant: 50),
        button.heightAnchor.constraint(equalToConstant: 20),
        button.topAnchor.constraint(equalTo: card.topAnchor),
      ])
      button.centerBetween(leading: card.leadingAnchor, trailing: card.trailingAnchor, bias: bias)
      // 20 + bias × 150: 20, 170, and the center 95.
      #expect(button.frameInRoot.x == x, "bias \(bias)")
    }
  }

  @Test func aVerticalBiasAndAWideViewThatOverflows() {
    let (engine, card) = Self.cardEngine()
    defer { withExtendedLifetime(engine) {} }
    let badge = addView("badge", to: card)
    LayoutConstraint.activate([
      badge.widthAnchor.constraint(equalToConstant: 20),
      badge.heightAnchor.constraint(equalToConstant: 140),
      badge.leadingAnchor.constraint(equalTo: card.leadingAnchor),
    ])
    badge.centerBetween(top: card.topAnchor, bottom: card.bottomAnchor, bias: 0.25)
    // The free space is 100 − 140 = −40: y = 10 + 0.25 × (−40) = 0, and the badge overflows
    // 10 above the card and 30 below, as ConstraintLayout does.
    expectRect(badge.frameInRoot, 20, 0, 20, 140)
  }

  @Test func underRightToLeftTheBiasCountsFromTheLeadingEdge() {
    let (engine, card) = Self.cardEngine(direction: .rightToLeft)
    defer { withExtendedLifetime(engine) {} }
    let button = addView("button", to: card)
    LayoutConstraint.activate([
      button.widthAnchor.constraint(equalToConstant: 50),
      button.heightAnchor.constraint(equalToConstant: 20),
      button.topAnchor.constraint(equalTo: card.topAnchor),
    ])
    button.centerBetween(leading: card.leadingAnchor, trailing: card.trailingAnchor, bias: 0.3)
    // From the right edge, 220: the button's right edge is at 220 − 0.3 × 150 = 175, so its
    // left edge is at 125.
    expectRect(button.frameInRoot, 125, 10, 50, 20)
    // With left and right anchors the bias counts from the left whatever the direction:
    // 20 + 0.3 × 150 = 65.
    let (otherEngine, other) = Self.cardEngine(direction: .rightToLeft)
    defer { withExtendedLifetime(otherEngine) {} }
    let chip = addView("chip", to: other)
    LayoutConstraint.activate([
      chip.widthAnchor.constraint(equalToConstant: 50),
      chip.heightAnchor.constraint(equalToConstant: 20),
      chip.topAnchor.constraint(equalTo: other.topAnchor),
    ])
    chip.centerBetween(leading: other.leftAnchor, trailing: other.rightAnchor, bias: 0.3)
    expectRect(chip.frameInRoot, 65, 10, 50, 20)
  }

  @Test func aConflictNamesTheGeneratedConstraints() {
    let (engine, card) = Self.cardEngine()
    let button = addView("button", to: card)
    LayoutConstraint.activate([
      button.widthAnchor.constraint(equalToConstant: 50),
      button.heightAnchor.constraint(equalToConstant: 20),
      button.topAnchor.constraint(equalTo: card.topAnchor),
    ])
    button.centerBetween(leading: card.leadingAnchor, trailing: card.trailingAnchor, bias: 0.3)
    let pin = button.leadingAnchor.constraint(equalTo: card.leadingAnchor)
    pin.identifier = "pin"
    pin.isActive = true
    #expect(pin.isBroken)
    let description = engine.diagnostics.last.map { "\($0)" } ?? ""
    #expect(description.contains("bias(button).horizontal.ratio"), "\(description)")
  }

  // MARK: - Randomized

  /// Random fractions, biases and sizes (seeded): the guideline is at `leading + f × width` and
  /// the view at `start + b × (end − start − size)`, in both directions.
  @Test func randomGuidelinesAndBiasesFollowTheFormulas() {
    for seed in UInt64(1)...100 {
      var random = SplitMix64(seed: seed)
      let direction: LayoutDirection = random.next() % 2 == 0 ? .leftToRight : .rightToLeft
      let engine = LayoutEngine(size: Size(width: 500, height: 500), layoutDirection: direction)
      let box = addView("box", to: engine.root)
      let x = random.double(in: -50...150)
      let width = random.double(in: 0...300)
      let y = random.double(in: -50...150)
      let height = random.double(in: 0...300)
      LayoutConstraint.activate([
        box.leftAnchor.constraint(equalTo: engine.root.leftAnchor, constant: x),
        box.widthAnchor.constraint(equalToConstant: width),
        box.topAnchor.constraint(equalTo: engine.root.topAnchor, constant: y),
        box.heightAnchor.constraint(equalToConstant: height),
      ])
      let fraction = random.double(in: 0...1)
      let vertical = box.addGuideline(.vertical, at: fraction).frameInRoot
      let horizontal = box.addGuideline(.horizontal, at: fraction).frameInRoot
      let line = direction == .leftToRight ? vertical.maxX : vertical.minX
      let expectedLine =
        direction == .leftToRight ? x + fraction * width : x + width - fraction * width
      expectNumber(line, expectedLine, "seed \(seed): vertical guideline")
      expectNumber(horizontal.maxY, y + fraction * height, "seed \(seed): horizontal guideline")

      let item = addView("item", to: box)
      let size = random.double(in: 0...400)
      let bias = random.double(in: 0...1)
      LayoutConstraint.activate([
        item.widthAnchor.constraint(equalToConstant: size),
        item.heightAnchor.constraint(equalToConstant: size),
      ])
      item.centerBetween(leading: box.leadingAnchor, trailing: box.trailingAnchor, bias: bias)
      item.centerBetween(top: box.topAnchor, bottom: box.bottomAnchor, bias: bias)
      let frame = item.frameInRoot
      let offset = bias * (width - size)
      let expectedX = direction == .leftToRight ? x + offset : x + width - offset - size
      expectNumber(frame.x, expectedX, "seed \(seed): horizontal bias \(bias)")
      expectNumber(frame.y, y + bias * (height - size), "seed \(seed): vertical bias \(bias)")
      #expect(engine.brokenConstraints.isEmpty, "seed \(seed)")
    }
  }
}
