import Testing

@testable import LayoutBehaviors

/// Interface Builder constraints as expressions between anchors: every attribute's anchor, the
/// items of a scene, the legacy guides, and the constraints that cannot be laid out.
@Suite struct InterfaceBuilderExpressionTests {
  static func scene() throws -> InterfaceBuilderScene {
    let result = InterfaceBuilderReaderTests.read(InterfaceBuilderReaderTests.storyboard)
    return try #require(result.file?.scenes.first)
  }

  @Test func everyAttributeHasItsAnchor() {
    let expected: [InterfaceBuilderAttribute: (LayoutAttribute, Bool)] = [
      .left: (.left, false), .right: (.right, false), .top: (.top, false),
      .bottom: (.bottom, false), .leading: (.leading, false), .trailing: (.trailing, false),
      .width: (.width, false), .height: (.height, false), .centerX: (.centerX, false),
      .centerY: (.centerY, false), .baseline: (.lastBaseline, false),
      .firstBaseline: (.firstBaseline, false), .lastBaseline: (.lastBaseline, false),
      .leftMargin: (.left, true), .rightMargin: (.right, true), .topMargin: (.top, true),
      .bottomMargin: (.bottom, true), .leadingMargin: (.leading, true),
      .trailingMargin: (.trailing, true), .centerXWithinMargins: (.centerX, true),
      .centerYWithinMargins: (.centerY, true),
    ]
    #expect(expected.count == InterfaceBuilderAttribute.allCases.count)
    for attribute in InterfaceBuilderAttribute.allCases {
      let anchor = attribute.anchor
      #expect(anchor.attribute == expected[attribute]?.0, "\(attribute)")
      #expect(anchor.isMargin == expected[attribute]?.1, "\(attribute)")
    }
  }

  @Test func theItemsOfAScene() throws {
    let scene = try Self.scene()
    // In document order: the legacy guide, the root and its safe area, then the subviews.
    #expect(scene.itemList().map(\.id) == ["tg", "root", "safe", "lbl", "stk"])
    let items = scene.items()
    #expect(items["root"] == .root)
    #expect(items["lbl"] == .view("lbl"))
    #expect(items["stk"] == .view("stk"))
    #expect(items["safe"] == .rootSafeArea)
    #expect(items["tg"] == .topLayoutGuide)
    #expect(items.count == 5)
  }

  @Test func theLegacyGuidesAreTheBarsAroundTheSafeArea() {
    func anchor(_ item: InterfaceBuilderItem, _ attribute: InterfaceBuilderAttribute) -> String {
      switch item.anchor(attribute) {
      case .success(let anchor): return anchor.description
      case .failure(let problem): return "\(problem)"
      }
    }
    #expect(anchor(.topLayoutGuide, .bottom) == "root.safeArea.top")
    #expect(anchor(.topLayoutGuide, .top) == "root.top")
    #expect(anchor(.bottomLayoutGuide, .top) == "root.safeArea.bottom")
    #expect(anchor(.bottomLayoutGuide, .bottom) == "root.bottom")
    #expect(anchor(.topLayoutGuide, .height) == "noSuchAnchor")
    #expect(anchor(.rootSafeArea, .leadingMargin) == "noSuchAnchor")
    #expect(anchor(.rootSafeArea, .baseline) == "noSuchAnchor")
    #expect(anchor(.rootSafeArea, .centerX) == "root.safeArea.centerX")
    #expect(anchor(.root, .trailingMargin) == "root.margins.trailing")
    #expect(anchor(.view("a"), .centerYWithinMargins) == "a.margins.centerY")
    #expect(anchor(.safeArea(guide: "ga", ofView: "a"), .top) == "ga.top")
    #expect(anchor(.safeArea(guide: "ga", ofView: "a"), .leadingMargin) == "noSuchAnchor")
    #expect(anchor(.otherGuide(key: "keyboard", ofView: "s"), .top) == "unsupportedGuide")
    // A scroll view's content guide is a guide of its own; its frame guide is its frame.
    #expect(anchor(.scrollContent(guide: "cg", ofView: "s"), .bottom) == "cg.bottom")
    #expect(anchor(.scrollContent(guide: "cg", ofView: "s"), .width) == "cg.width")
    #expect(anchor(.scrollContent(guide: "cg", ofView: "s"), .topMargin) == "noSuchAnchor")
    #expect(anchor(.scrollFrame(ofView: "s"), .trailing) == "s.trailing")
    #expect(anchor(.scrollFrame(ofView: "s"), .height) == "s.height")
    #expect(anchor(.scrollFrame(ofView: "s"), .firstBaseline) == "noSuchAnchor")
  }

  @Test func theConstraintsOfTheSceneAsExpressions() throws {
    let scene = try Self.scene()
    let items = scene.items()
    func text(_ constraint: InterfaceBuilderConstraint, owner: String) -> String {
      switch constraint.expression(owner: owner, items: items) {
      case .success(let expression): return expression.description
      case .failure(let problem): return "\(problem)"
      }
    }
    // The aspect ratio names no first item: it is the owner's.
    #expect(
      text(scene.root.subviews[0].constraints[0], owner: "lbl") == "lbl.width == 0.75 * lbl.height")
    let texts = scene.root.constraints.map { text($0, owner: "root") }
    #expect(
      texts == [
        "lbl.top == root.safeArea.top + 20",
        "lbl.leading >= root.margins.leading @ 750",
        "stk.top == lbl.bottom - 11.5",
        "stk.width == 0.3333333333333333 * root.width",
      ])
    let c4 = try scene.root.constraints[3].expression(owner: "root", items: items).get()
    #expect(c4.multiplier == 1.0 / 3 && c4.priority == nil)
  }

  @Test func constraintsThatCannotBeLaidOut() throws {
    let items = try Self.scene().items()
    func problem(
      _ first: InterfaceBuilderAttribute, _ second: (String, InterfaceBuilderAttribute)? = nil,
      multiplier: Double = 1, constant: Double = 0, priority: Double? = nil
    ) -> String {
      let constraint = InterfaceBuilderConstraint(
        id: "c", firstItem: nil, firstAttribute: first, relation: .equal,
        secondItem: second?.0, secondAttribute: second?.1, multiplier: multiplier,
        constant: constant, priority: priority, identifier: nil, isPlaceholder: false,
        isActive: true, location: TextLocation(line: 1, column: 1, offset: 0))
      switch constraint.expression(owner: "lbl", items: items) {
      case .success(let expression): return expression.description
      case .failure(let problem): return "\(problem)"
      }
    }
    #expect(problem(.centerX, ("v", .centerX)) == "unknownItem(\"v\")")
    #expect(problem(.centerX, ("root", .centerX), multiplier: 1.6) == "positionMultiplier(1.6)")
    #expect(
      problem(.top, ("root", .leading))
        == "incompatibleAttributes(LayoutBehaviors.InterfaceBuilderAttribute.top, "
        + "LayoutBehaviors.InterfaceBuilderAttribute.leading)")
    // UIKit's NSLayoutConstraint refuses leading or trailing against left or right, margins
    // included ("A constraint cannot be made between a leading/trailing attribute and a
    // right/left attribute"); found by InterfaceBuilderFuzzTests.
    #expect(
      problem(.leading, ("root", .right))
        == "mixedDirections(LayoutBehaviors.InterfaceBuilderAttribute.leading, "
        + "LayoutBehaviors.InterfaceBuilderAttribute.right)")
    #expect(
      problem(.leftMargin, ("root", .trailingMargin))
        == "mixedDirections(LayoutBehaviors.InterfaceBuilderAttribute.leftMargin, "
        + "LayoutBehaviors.InterfaceBuilderAttribute.trailingMargin)")
    #expect(problem(.left, ("root", .leftMargin)) == "lbl.left == root.margins.left")
    #expect(problem(.leading, ("root", .centerX)) == "lbl.leading == root.centerX")
    #expect(
      problem(.top, constant: 8)
        == "positionWithoutSecondItem(LayoutBehaviors.InterfaceBuilderAttribute.top)")
    #expect(
      problem(.top, ("safe", .topMargin))
        == "item(\"safe\", LayoutBehaviors.InterfaceBuilderAttribute.topMargin, "
        + "LayoutBehaviors.InterfaceBuilderItem.ItemProblem.noSuchAnchor)")
    // A height to a constant at priority 1000 written out is required: no priority.
    #expect(problem(.height, constant: 44, priority: 1000) == "lbl.height == 44")
    #expect(problem(.height, constant: 44, priority: 999) == "lbl.height == 44 @ 999")
    // A centre with a multiplier of 1 is an ordinary position.
    #expect(
      problem(.centerX, ("root", .centerXWithinMargins)) == "lbl.centerX == root.margins.centerX")
  }
}
