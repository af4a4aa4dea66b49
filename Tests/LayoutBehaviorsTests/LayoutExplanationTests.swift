import Testing

@testable import LayoutBehaviors

/// `LayoutEngine.explain(_:_:)`: known answers worked by hand, and the shares adding up to the
/// value on random layouts.
@Suite struct LayoutExplanationTests {
  /// The contributions as `(name, rate, share)`, rounded to 1e-9 so that exact answers compare.
  static func parts(_ why: LayoutExplanation) -> [String] {
    why.contributions.map {
      "\($0.constraint.displayName) rate \(round($0.rate)) share \(round($0.share))"
    }
  }

  static func round(_ value: Double) -> Double { (value * 1e9).rounded() / 1e9 + 0.0 }

  /// A card inset 16 from the root's sides, 44 tall at the safe area's top.
  static func insetCard(direction: LayoutDirection = .leftToRight) -> (LayoutEngine, View) {
    let engine = makePhoneEngine(direction: direction)
    let card = addView("card", to: engine.root)
    let root = engine.root
    let leading = card.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16)
    leading.identifier = "card-leading"
    let trailing = card.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -16)
    trailing.identifier = "card-trailing"
    LayoutConstraint.activate([
      leading, trailing, card.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor),
      card.heightAnchor.constraint(equalToConstant: 44),
    ])
    return (engine, card)
  }

  // Worked by hand: width = root.width − 16 − 16 = 375 − 32 = 343. Raising card-leading's
  // constant moves the left edge right (rate −1); raising card-trailing's moves the right edge
  // right (rate +1, share +1 × −16).
  @Test func widthBetweenTwoInsets() {
    let (engine, card) = Self.insetCard()
    let why = engine.explain(card.widthAnchor)
    #expect(why.value == 343)
    #expect(
      Self.parts(why) == [
        "root-width rate 1.0 share 375.0", "card-leading rate -1.0 share -16.0",
        "card-trailing rate 1.0 share -16.0",
      ])
    #expect(why.givenUp.isEmpty)
  }

  // right = minX + width: minX = root.minX + 16 (root-left +1, card-leading +1), width as above;
  // card-leading's rates cancel (+1 − 1), so it is left out. 0 + 375 − 16 = 359.
  @Test func derivedRightEdgeMergesRates() {
    let (engine, card) = Self.insetCard()
    let why = engine.explain(card, .right)
    #expect(why.value == 359)
    #expect(
      Self.parts(why) == [
        "root-left rate 1.0 share 0.0", "root-width rate 1.0 share 375.0",
        "card-trailing rate 1.0 share -16.0",
      ])
    // centerX = minX + width / 2 = 16 + 171.5: root-left 1, root-width 1/2, card-leading
    // 1 − 1/2, card-trailing 1/2.
    let center = engine.explain(card.centerXAnchor)
    #expect(center.value == 187.5)
    #expect(
      Self.parts(center) == [
        "root-left rate 1.0 share 0.0", "root-width rate 0.5 share 187.5",
        "card-leading rate 0.5 share 8.0", "card-trailing rate 0.5 share -8.0",
      ])
  }

  // Right to left: leading is the right edge, 16 left of the root's right edge: 375 − 16 = 359;
  // raising card-leading's constant moves it further left (rate −1).
  @Test func leadingInARightToLeftLayout() {
    let (engine, card) = Self.insetCard(direction: .rightToLeft)
    let why = engine.explain(card.leadingAnchor)
    #expect(why.value == 359)
    #expect(
      Self.parts(why) == [
        "root-left rate 1.0 share 0.0", "root-width rate 1.0 share 375.0",
        "card-leading rate -1.0 share -16.0",
      ])
    let trailing = engine.explain(card.trailingAnchor)
    #expect(trailing.value == 16)
    #expect(
      Self.parts(trailing) == [
        "root-left rate 1.0 share 0.0", "card-trailing rate -1.0 share 16.0",
      ])
  }

  // The positions come from the safe area's guide: top = root.minY + 47.
  @Test func topThroughTheSafeArea() {
    let (engine, card) = Self.insetCard()
    let why = engine.explain(card.topAnchor)
    #expect(why.value == 47)
    #expect(
      Self.parts(why) == [
        "root-top rate 1.0 share 0.0", "root.safeArea-top rate 1.0 share 47.0",
        "card.top == root.safeArea.top rate 1.0 share 0.0",
      ])
  }

  // width <= 300 wins over width == 500 @250 (violation 200, cost 100 × 200 = 20,000) and
  // width == 450 @300 (violation 150, cost 10^2.4 × 150 ≈ 37,679); the two width == 400 @250
  // (violation 100, cost 10,000 each) tie and keep activation order. A given-up constraint of
  // an unrelated view is left out.
  @Test func givenUpConstraintsRankedByStrengthTimesViolation() {
    let engine = makePhoneEngine()
    let card = addView("card", to: engine.root)
    let other = addView("other", to: engine.root)
    let cap = card.widthAnchor.constraint(lessThanOrEqualToConstant: 300)
    cap.identifier = "cap"
    func width(_ constant: Double, _ priority: LayoutPriority, _ name: String) -> LayoutConstraint {
      let constraint = card.widthAnchor.constraint(equalToConstant: constant)
      constraint.priority = priority
      constraint.identifier = name
      return constraint
    }
    let unrelated = other.widthAnchor.constraint(lessThanOrEqualToConstant: 10)
    let unrelatedWish = other.widthAnchor.constraint(equalToConstant: 20)
    unrelatedWish.priority = 250
    LayoutConstraint.activate([
      cap, width(500, 250, "wish-500"), width(400, 250, "wish-400-a"), width(450, 300, "wish-450"),
      width(400, 250, "wish-400-b"), unrelated, unrelatedWish,
    ])
    let why = engine.explain(card.widthAnchor)
    #expect(why.value == 300)
    #expect(Self.parts(why) == ["cap rate 1.0 share 300.0"])
    #expect(
      why.givenUp.map(\.constraint.displayName) == [
        "wish-450", "wish-500", "wish-400-a", "wish-400-b",
      ])
    #expect(why.givenUp.map { Self.round($0.violation) } == [150, 200, 100, 100])
    #expect(modelClose(why.givenUp[0].cost, LayoutPriority.strengthBase(300) * 150))
    #expect(why.givenUp[1].cost == 20_000)
  }

  // An intrinsic width of 120 alone: the hugging (<= 120) and compression (>= 120) constraints
  // both hold, and one of them fixes the width.
  @Test func intrinsicSizeDeterminesTheWidth() {
    let engine = makePhoneEngine()
    let label = addView("label", to: engine.root)
    label.intrinsicContentSize = IntrinsicContentSize(width: 120, height: 20)
    LayoutConstraint.activate([
      label.leadingAnchor.constraint(equalTo: engine.root.leadingAnchor, constant: 8),
      label.topAnchor.constraint(equalTo: engine.root.topAnchor),
    ])
    let why = engine.explain(label.widthAnchor)
    #expect(why.value == 120)
    #expect(why.contributions.count == 1)
    let part = why.contributions[0]
    #expect([.contentHugging, .compressionResistance].contains(part.constraint.origin))
    #expect(part.rate == 1 && part.share == 120)
    #expect(why.givenUp.isEmpty)
  }

  // Squeezed: trailing <= root.trailing − 300 leaves 375 − 300 − 8 = 67 points; compression
  // resistance (750) gives up 120 − 67 = 53.
  @Test func squeezedIntrinsicSizeGivesUpCompressionResistance() {
    let engine = makePhoneEngine()
    let label = addView("label", to: engine.root)
    label.intrinsicContentSize = IntrinsicContentSize(width: 120, height: 20)
    let squeeze = label.trailingAnchor.constraint(
      lessThanOrEqualTo: engine.root.trailingAnchor, constant: -300)
    squeeze.identifier = "squeeze"
    let leading = label.leadingAnchor.constraint(
      equalTo: engine.root.leadingAnchor, constant: 8)
    leading.identifier = "leading"
    LayoutConstraint.activate([leading, squeeze])
    let why = engine.explain(label.widthAnchor)
    #expect(why.value == 67)
    #expect(
      Self.parts(why) == [
        "root-width rate 1.0 share 375.0", "leading rate -1.0 share -8.0",
        "squeeze rate 1.0 share -300.0",
      ])
    #expect(why.givenUp.count == 1)
    #expect(why.givenUp.first?.constraint.origin == .compressionResistance)
    #expect(why.givenUp.first.map { Self.round($0.violation) } == 53)
    #expect(why.givenUp.first.map { modelClose($0.cost, 1e6 * 53) } == true)
  }

  // A free value (nothing fixes the height) is 0 with no contributions.
  @Test func freeValueHasNoContributions() {
    let engine = makePhoneEngine()
    let loose = addView("loose", to: engine.root)
    loose.leadingAnchor.constraint(equalTo: engine.root.leadingAnchor).isActive = true
    let why = engine.explain(loose.heightAnchor)
    #expect(why.value == 0)
    #expect(why.contributions.isEmpty)
  }

  // For random layouts (the generator of RandomizedLayoutTests), every attribute of every view
  // and guide: the shares add up to the value within 1e-9 of the shares' magnitude, and no
  // rate is zero.
  @Test func sharesAddUpToTheValue() {
    for seed in UInt64(1)...60 {
      let spec = RandomizedLayoutTests.generate(seed: seed)
      let built = RandomizedLayoutTests.build(spec)
      var items: [LayoutItem] = [built.engine.root]
      for view in built.views { items.append(view) }
      for item in items {
        for attribute in LayoutAttribute.allCases {
          let why = built.engine.explain(item, attribute)
          let sum = why.contributions.reduce(0) { $0 + $1.share }
          let scale = why.contributions.reduce(max(1, abs(why.value))) { $0 + abs($1.share) }
          #expect(
            abs(sum - why.value) <= 1e-9 * scale,
            "seed \(seed): \(item.identifier).\(attribute) = \(why.value), shares add to \(sum)")
          #expect(why.contributions.allSatisfy { $0.rate != 0 }, "seed \(seed)")
        }
      }
    }
  }
}
