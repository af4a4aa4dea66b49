import Testing

@testable import LayoutBehaviors

/// The `stack` key of the layout file: what it builds, and its located errors with fixes.
@Suite struct StackFileTests {
  static func layout(stack: String, extraViews: String = "", constraints: String = "") -> String {
    """
    {
      "root": { "width": 300, "height": 300 },
      "views": [
        { "id": "column", "stack": \(stack) },
        { "id": "a", "parent": "column", "intrinsicSize": { "width": 40, "height": 20 } },
        { "id": "b", "parent": "column", "intrinsicSize": { "width": 60, "height": 30 } }\(extraViews)
      ],
      "constraints": [
        "column.top == root.top", "column.leading == root.leading"\(constraints)
      ]
    }
    """
  }

  @Test func aStackArrangesItsChildrenInFileOrder() throws {
    // Vertical, leading, spacing 8, 4 more after a: a 0…20, b at 20 + 12 = 32; the column is
    // 32 + 30 = 62 tall and 60 wide (the widest view).
    let text = Self.layout(
      stack: #"""
        { "axis": "vertical", "alignment": "leading", "spacing": 8, "customSpacing": { "a": 12 } }
        """#)
    let document = try #require(LayoutFileTestSupport.document(text))
    let declaration = try #require(document.view(withID: "column")?.stack)
    #expect(declaration.axis == .vertical && declaration.alignment == .leading)
    let scene = LayoutScene(document: document)
    let stack = try #require(scene.view(withID: "column")?.stack)
    #expect(stack.arrangedSubviews.map { $0.identifier } == ["a", "b"])
    expectRect(scene.view(withID: "b")?.frame ?? .zero, 0, 32, 60, 30)
    expectRect(scene.view(withID: "column")?.frame ?? .zero, 0, 0, 60, 62)
    #expect(scene.diagnostics.isEmpty)
  }

  @Test func topAndBottomAreAlignments() throws {
    let text = Self.layout(stack: #"{ "alignment": "bottom" }"#)
    let document = try #require(LayoutFileTestSupport.document(text))
    #expect(document.view(withID: "column")?.stack?.alignment == .trailing)
  }

  @Test func anUnknownDistributionSuggestsTheNearestName() {
    let text = Self.layout(stack: #"{ "distribution": ‸"fillEqualy" }"#)
    let (clean, line, column) = LayoutFileTestSupport.removingMarker(text)
    let diagnostics = LayoutFileTestSupport.diagnostics(clean)
    #expect(diagnostics.count == 1)
    #expect(diagnostics.first?.code == .unknownValue)
    #expect(diagnostics.first?.message == "Invalid value 'fillEqualy' for 'distribution'.")
    #expect(diagnostics.first?.fix == "Did you mean 'fillEqually'?")
    #expect(diagnostics.first?.location?.line == line)
    #expect(diagnostics.first?.location?.column == column)
  }

  @Test func anUnknownAlignmentSuggestsTheNearestName() {
    let text = Self.layout(stack: #"{ "alignment": ‸"centre" }"#)
    let (clean, line, column) = LayoutFileTestSupport.removingMarker(text)
    let diagnostics = LayoutFileTestSupport.diagnostics(clean)
    #expect(diagnostics.first?.message == "Invalid value 'centre' for 'alignment'.")
    #expect(diagnostics.first?.fix == "Did you mean 'center'?")
    #expect(diagnostics.first?.location?.line == line)
    #expect(diagnostics.first?.location?.column == column)
  }

  @Test func wrongTypes() {
    let spacing = LayoutFileTestSupport.diagnostics(Self.layout(stack: #"{ "spacing": "8" }"#))
    #expect(spacing.first?.code == .wrongType)
    let stack = LayoutFileTestSupport.diagnostics(Self.layout(stack: "true"))
    #expect(stack.first?.code == .wrongType)
    let custom = LayoutFileTestSupport.diagnostics(
      Self.layout(stack: #"{ "customSpacing": [8] }"#))
    #expect(custom.first?.code == .wrongType)
    let key = LayoutFileTestSupport.diagnostics(Self.layout(stack: #"{ "axes": "vertical" }"#))
    #expect(key.first?.code == .unknownKey)
    #expect(key.first?.fix == "Did you mean 'axis'?")
  }

  @Test func aCustomSpacingAfterAViewTheStackDoesNotArrange() {
    let text = Self.layout(stack: #"{ "customSpacing": { "c": ‸4 } }"#)
    let (clean, line, _) = LayoutFileTestSupport.removingMarker(text)
    let diagnostics = LayoutFileTestSupport.diagnostics(clean)
    #expect(diagnostics.first?.code == .unknownView)
    #expect(
      diagnostics.first?.message
        == "Custom spacing after 'c', which is not arranged by the stack of 'column'.")
    #expect(diagnostics.first?.location?.line == line)
  }

  @Test func aChildConstrainedAgainstTheStackGetsAConflictNamingTheStacksConstraint() throws {
    // 'a.top == column.top + 10' contradicts 'stack-canvas-connection(column: a)'
    // (a.top == column.top, vertical stack): the file's constraint is broken, the note names
    // the stack's constraint and places it at the column's 'stack' key.
    let text = Self.layout(
      stack: #"{ "axis": "vertical" }"#,
      constraints: #", { "id": "a-top", "constraint": "a.top == column.top + 10" }"#)
    let document = try #require(LayoutFileTestSupport.document(text))
    let scene = LayoutScene(document: document)
    let diagnostic = try #require(scene.diagnostics.first { $0.kind == .unsatisfiable })
    #expect(diagnostic.constraint.name == "a-top")
    #expect(diagnostic.conflicts.map { $0.name } == ["stack-canvas-connection(column: a)"])
    #expect(diagnostic.conflicts.first?.origin == .stack)
    #expect(diagnostic.conflicts.first?.path?.description == "$.views[0].stack")
    #expect(
      diagnostic.conflicts.first?.explanation
        == "'stack-canvas-connection(column: a)' (a.top == column.top) comes from the stack of "
        + "'column'.")
    #expect(
      diagnostic.fix
        == "The stack of 'column' positions and sizes its arranged views: remove 'a-top' or "
        + "lower its priority below 1000 (for example '@ high'), or change the stack's "
        + "'spacing', 'distribution' or 'alignment' instead.")
  }

  @Test func aCollapsibleArrangedViewNeedsNoConstraint() throws {
    let text = """
      {
        "root": { "width": 300, "height": 300 },
        "views": [
          { "id": "column", "stack": { "axis": "vertical" } },
          { "id": "a", "parent": "column", "intrinsicSize": { "width": 40, "height": 20 } },
          { "id": "b", "parent": "column", "intrinsicSize": { "width": 60, "height": 30 } }
        ],
        "constraints": ["column.top == root.top", "column.leading == root.leading"],
        "behaviors": { "collapsible": [{ "view": "a" }] },
        "events": [{ "type": "toggle", "view": "a" }]
      }
      """
    let document = try #require(LayoutFileTestSupport.document(text))
    let scene = LayoutScene(document: document)
    let result = scene.apply(document.events[0])
    #expect(scene.view(withID: "a")?.isHidden == true)
    // b moves from 20 to 0.
    expectRect(scene.view(withID: "b")?.frame ?? .zero, 0, 0, 60, 30)
    #expect(result.animation == CollapsibleState.defaultAnimation)
  }
}
