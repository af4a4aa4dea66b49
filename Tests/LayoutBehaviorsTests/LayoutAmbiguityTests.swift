import ConstraintSolver
import Testing

@testable import LayoutBehaviors

/// `LayoutEngine.ambiguities()`: attributes the constraints do not determine, by name, with the
/// sentence and fix a diagnostic prints.
@Suite struct LayoutAmbiguityTests {
  /// `'a' width` and so on, with the rates.
  func moves(_ ambiguity: LayoutAmbiguity) -> [String] {
    ambiguity.moves.map { "\($0.item.identifier).\($0.attribute.rawValue) \($0.rate)" }
  }

  /// A navbar pinned to the safe area's top, a content view below it down to the root's
  /// bottom, neither with a height: the navbar's height and the content's top and height move
  /// together (the content's bottom stays at 812).
  @Test func aNavbarWithoutAHeight() {
    let engine = makePhoneEngine()
    let navbar = addView("navbar", to: engine.root)
    let content = addView("content", to: engine.root)
    let root = engine.root
    LayoutConstraint.activate([
      navbar.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      navbar.trailingAnchor.constraint(equalTo: root.trailingAnchor),
      navbar.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor),
      content.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      content.trailingAnchor.constraint(equalTo: root.trailingAnchor),
      content.topAnchor.constraint(equalTo: navbar.bottomAnchor),
      content.bottomAnchor.constraint(equalTo: root.bottomAnchor),
    ])
    let ambiguities = engine.ambiguities()
    #expect(ambiguities.count == 1)
    guard let ambiguity = ambiguities.first else { return }
    let rates = ambiguity.moves.map { $0.rate }
    #expect(
      ambiguity.moves.map { "\($0.item.identifier).\($0.attribute.rawValue)" } == [
        "navbar.height", "content.top", "content.height",
      ])
    #expect(rates.count == 3 && rates[0] == rates[1] && rates[2] == -rates[0] && rates[0] != 0)
    #expect(ambiguity.tiedConstraints.isEmpty)
    #expect(
      ambiguity.message
        == "'navbar' height, 'content' top and height are not determined by the constraints: "
        + "they can change together.")
    #expect(
      ambiguity.fix
        == "Give 'navbar' a height: a height constraint, a bottom edge or an intrinsic height.")

    // A height for the navbar determines everything.
    navbar.heightAnchor.constraint(equalToConstant: 44).isActive = true
    #expect(engine.ambiguities().isEmpty)
    expectRect(content.frame, 0, 91, 375, 721)
  }

  /// Two labels of intrinsic width 100 side by side across 375 points, both with the default
  /// horizontal hugging priority 250: one of them must stretch by 175, and neither hugging
  /// constraint outranks the other. A higher priority for one ends the tie.
  @Test func twoLabelsWithTheSameHuggingPriorityTie() {
    let engine = makePhoneEngine()
    let root = engine.root
    let first = addView("first", to: root)
    let second = addView("second", to: root)
    for label in [first, second] {
      label.intrinsicContentSize = IntrinsicContentSize(width: 100, height: 20)
      label.topAnchor.constraint(equalTo: root.topAnchor).isActive = true
    }
    LayoutConstraint.activate([
      first.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      second.leadingAnchor.constraint(equalTo: first.trailingAnchor),
      second.trailingAnchor.constraint(equalTo: root.trailingAnchor),
    ])
    let ambiguities = engine.ambiguities()
    #expect(ambiguities.count == 1)
    guard let ambiguity = ambiguities.first else { return }
    #expect(
      ambiguity.moves.map { "\($0.item.identifier).\($0.attribute.rawValue)" } == [
        "first.width", "second.left", "second.width",
      ])
    #expect(
      ambiguity.tiedConstraints.map { $0.description } == [
        "first.width <= 100 @250", "second.width <= 100 @250",
      ])
    #expect(
      ambiguity.message
        == "'first' width, 'second' left and width are not determined: 'first-hugging-width' "
        + "and 'second-hugging-width' pull against each other with the same priority, and "
        + "every position between them is as good.")
    #expect(
      ambiguity.fix
        == "Give 'first' or 'second' a higher horizontal content hugging priority than the other.")

    second.setContentHuggingPriority(251, for: .horizontal)
    #expect(engine.ambiguities().isEmpty)
    expectRect(first.frame, 0, 0, 275, 20)
  }

  /// Two weak user constraints that disagree about a width: a tie named by their identifiers.
  /// A view with no constraint at all is free in all four attributes.
  @Test func userConstraintsThatDisagreeAndAViewWithoutConstraints() {
    let engine = makePhoneEngine()
    let root = engine.root
    let box = addView("box", to: root)
    let narrow = box.widthAnchor.constraint(equalToConstant: 100)
    narrow.identifier = "narrow"
    narrow.priority = .defaultLow
    let wide = box.widthAnchor.constraint(equalToConstant: 200)
    wide.identifier = "wide"
    wide.priority = .defaultLow
    LayoutConstraint.activate([
      box.leftAnchor.constraint(equalTo: root.leftAnchor),
      box.topAnchor.constraint(equalTo: root.topAnchor),
      box.heightAnchor.constraint(equalToConstant: 50),
      narrow, wide,
    ])
    let loose = addView("loose", to: root)
    let ambiguities = engine.ambiguities()
    #expect(ambiguities.count == 5)
    guard ambiguities.count == 5 else { return }
    #expect(moves(ambiguities[0]).count == 1)
    #expect(ambiguities[0].moves[0].item === box)
    #expect(ambiguities[0].tiedConstraints.map { $0.identifier } == ["narrow", "wide"])
    #expect(ambiguities[0].fix == "Give 'narrow' or 'wide' a higher priority than the other.")
    #expect(
      ambiguities[1...].map { moves($0) } == [
        ["loose.left 1.0"], ["loose.top 1.0"], ["loose.width 1.0"], ["loose.height 1.0"],
      ])
    #expect(ambiguities[1].fix.hasPrefix("Place 'loose' horizontally"))
    #expect(ambiguities[3].message == "'loose' width is not determined by the constraints.")
    #expect(
      ambiguities[3].fix
        == "Give 'loose' a width: a width constraint, a trailing edge or an intrinsic width.")
    #expect(loose.frame == Rect(x: 0, y: 0, width: 0, height: 0))

    // A huge id is cut at 60 characters in the sentence and the fix, as in every message.
    addView(String(repeating: "x", count: 10_000), to: root)
    let huge = engine.ambiguities()[5]
    let cut = "'" + String(repeating: "x", count: 60) + "…'"
    #expect(huge.message == "\(cut) left is not determined by the constraints.")
    #expect(huge.fix.hasPrefix("Place \(cut) horizontally"))
  }

  /// A fully constrained form is determined.
  @Test func aDeterminedLayoutReportsNothing() {
    let engine = makePhoneEngine()
    let root = engine.root
    let card = addView("card", to: root)
    let title = addView("title", to: card)
    title.intrinsicContentSize = IntrinsicContentSize(width: 120, height: 21)
    LayoutConstraint.activate([
      card.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
      card.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor),
      card.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor, constant: 16),
      card.bottomAnchor.constraint(equalTo: title.bottomAnchor, constant: 16),
      title.leadingAnchor.constraint(equalTo: card.layoutMarginsGuide.leadingAnchor),
      title.topAnchor.constraint(equalTo: card.topAnchor, constant: 16),
    ])
    #expect(engine.ambiguities().isEmpty)
  }
}

/// Random layouts determinate by construction: each view's left, top, width and height is pinned
/// by one required constraint, to the root or to an earlier view (`left == other.right + c`,
/// `width == m · other.width`). Nothing is ambiguous; deactivating one pin makes ambiguous
/// exactly the attribute it pinned and the attributes pinned to it, directly or through others.
@Suite struct LayoutAmbiguityPropertyTests {
  /// An attribute of a view: view index × 4 + 0 left, 1 top, 2 width, 3 height.
  typealias Node = Int

  @Test(arguments: 0..<40) func removingAPinFreesWhatItDetermined(seed: UInt64) {
    var random = SplitMix64(seed: seed &* 0x5851_F42D_4C95_7F2D &+ 11)
    let engine = makePhoneEngine()
    let root = engine.root
    let count = Int.random(in: 1...8, using: &random)
    var views: [View] = []
    var pins: [LayoutConstraint] = []
    var dependsOn: [[Node]] = []
    for index in 0..<count {
      let view = addView("v\(index)", to: root)
      let other =
        index > 0 && Bool.random(using: &random) ? Int.random(in: 0..<index, using: &random) : nil
      let c = Double(Int.random(in: 0...40, using: &random))
      if let other {
        pins.append(view.leftAnchor.constraint(equalTo: views[other].rightAnchor, constant: c))
        dependsOn.append([other * 4, other * 4 + 2])
      } else {
        pins.append(view.leftAnchor.constraint(equalTo: root.leftAnchor, constant: c))
        dependsOn.append([])
      }
      let above =
        index > 0 && Bool.random(using: &random) ? Int.random(in: 0..<index, using: &random) : nil
      if let above {
        pins.append(view.topAnchor.constraint(equalTo: views[above].bottomAnchor, constant: c))
        dependsOn.append([above * 4 + 1, above * 4 + 3])
      } else {
        pins.append(view.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor))
        dependsOn.append([])
      }
      for (dimension, offset) in [(LayoutAttribute.width, 2), (.height, 3)] {
        let anchor = dimension == .width ? view.widthAnchor : view.heightAnchor
        if index > 0 && Bool.random(using: &random) {
          let other = Int.random(in: 0..<index, using: &random)
          let otherAnchor =
            dimension == .width ? views[other].widthAnchor : views[other].heightAnchor
          let multiplier = [0.5, 1, 2].randomElement(using: &random)!
          pins.append(anchor.constraint(equalTo: otherAnchor, multiplier: multiplier))
          dependsOn.append([other * 4 + offset])
        } else {
          pins.append(
            anchor.constraint(equalToConstant: Double(Int.random(in: 10...60, using: &random))))
          dependsOn.append([])
        }
      }
      views.append(view)
    }
    LayoutConstraint.activate(pins)
    #expect(engine.ambiguities().isEmpty, "seed \(seed)")

    let removed = Int.random(in: 0..<pins.count, using: &random)
    pins[removed].isActive = false
    var freed: Set<Node> = [removed]
    var grew = true
    while grew {
      grew = false
      for node in 0..<pins.count where !freed.contains(node) {
        if dependsOn[node].contains(where: freed.contains) {
          freed.insert(node)
          grew = true
        }
      }
    }
    let names = ["left", "top", "width", "height"]
    let expected = freed.sorted().map { "v\($0 / 4).\(names[$0 % 4])" }
    var found: [String] = []
    for ambiguity in engine.ambiguities() {
      for move in ambiguity.moves {
        found.append("\(move.item.identifier).\(move.attribute.rawValue)")
      }
    }
    #expect(Set(found).sorted() == Set(expected).sorted(), "seed \(seed): removed \(pins[removed])")
    // One pin removed frees one degree of freedom: one direction.
    #expect(engine.ambiguities().count == 1, "seed \(seed)")
  }
}
