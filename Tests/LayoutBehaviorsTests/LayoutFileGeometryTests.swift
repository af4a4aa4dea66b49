import Testing

@testable import LayoutBehaviors

/// The layout file's geometry keys (issue 11, items 4, 6, 7): the root's `scale`, a guide's
/// `percent` and a view's `bias`, solved and validated.
@Suite struct LayoutFileGeometryTests {
  typealias Support = LayoutFileTestSupport

  private func expect(
    _ marked: String, _ code: LayoutFileDiagnostic.Code, _ message: String, fix: String? = nil,
    sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) {
    Support.expectSingleError(
      marked, code: code, message: message, fix: fix, sourceLocation: sourceLocation)
  }

  /// A scene from a file that must parse.
  private func makeScene(_ text: String) -> LayoutScene? {
    Support.document(text).map { LayoutScene(document: $0) }
  }

  @Test func theRootScaleSnapsTheFrames() throws {
    // Three equal columns in 100 points at scale 2: edges 0, 33.5, 66.5, 100 (see
    // PixelSnappingTests).
    let text = #"""
      {"root": {"width": 100, "height": 50, "scale": 2},
       "views": [{"id": "a"}, {"id": "b"}, {"id": "c"}],
       "constraints": [
         "a.leading == root.leading", "b.leading == a.trailing", "c.leading == b.trailing",
         "c.trailing == root.trailing", "b.width == a.width", "c.width == a.width",
         "a.top == root.top", "b.top == root.top", "c.top == root.top",
         "a.height == 10", "b.height == 10", "c.height == 10"]}
      """#
    let scene = try #require(makeScene(text))
    #expect(scene.document.root.scale == 2)
    #expect(scene.engine.displayScale == 2)
    #expect(scene.frames.map { $0.frame.x } == ([0, 33.5, 66.5] as [Double]))
    #expect(scene.frames.map { $0.frame.width } == ([33.5, 33, 33.5] as [Double]))
    #expect(scene.diagnostics.isEmpty)
  }

  @Test func badScales() {
    expect(
      #"{"root": {"width": 1, "height": 1, "scale": ‸0}, "views": []}"#, .outOfRange,
      "'scale' must be greater than 0 and at most 16, found '0'.",
      fix: "Use the display's pixels per point, such as 1, 2 or 3; remove 'scale' for exact frames."
    )
    expect(
      #"{"root": {"width": 1, "height": 1, "scale": ‸"2x"}, "views": []}"#, .wrongType,
      "Expected a number for 'scale', found a string '2x'.")
  }

  @Test func aPercentGuideAndABiasedView() throws {
    let text = #"""
      {"root": {"width": 400, "height": 300},
       "views": [{"id": "button", "intrinsicSize": {"width": 100, "height": 20},
                  "bias": {"horizontal": {"between": ["split.trailing", "root.trailing"],
                                          "value": 0.25},
                           "vertical": {"between": ["root.top", "root.bottom"], "value": 1}}}],
       "guides": [{"id": "split", "percent": {"axis": "vertical", "fraction": 0.3}}]}
      """#
    let scene = try #require(makeScene(text))
    // The line is at 0.3 × 400 = 120; the button at 120 + 0.25 × (400 − 120 − 100) = 165, and
    // against the bottom: 300 − 20 = 280.
    let split = try #require(scene.guides.first)
    expectRect(split.frameInRoot, 0, 0, 120, 300)
    expectRect(try #require(scene.view(withID: "button")).frame, 165, 280, 100, 20)
    #expect(scene.diagnostics.isEmpty)
    #expect(scene.ambiguityDiagnostics().isEmpty)
  }

  @Test func aConflictWithAGeneratedConstraintPointsAtTheBias() throws {
    let text = #"""
      {"root": {"width": 400, "height": 300},
       "views": [{"id": "button", "intrinsicSize": {"width": 100, "height": 20},
                  "bias": {"horizontal": {"between": ["root.leading", "root.trailing"],
                                          "value": 0.5}}}],
       "constraints": ["button.top == root.top", "button.width == 100",
                       "button.leading == root.leading + 10"]}
      """#
    let scene = try #require(makeScene(text))
    // The file's constraints come first, so a bias constraint is the one broken, and the
    // diagnostic is at the bias object.
    let diagnostic = try #require(scene.diagnostics.first)
    let text2 = diagnostic.fileDiagnostic.description
    #expect(text2.contains("bias(button).horizontal"), "\(text2)")
    #expect(text2.contains("$.views[0].bias.horizontal"), "\(text2)")
  }

  @Test func percentErrors() {
    expect(
      #"{"root": {"width": 1, "height": 1}, "views": [], "guides": [{"id": "g", "percent": {"axis": "vertical", "fraction": ‸30}}]}"#,
      .outOfRange, "'fraction' must be from 0 to 1, found '30'.",
      fix: "Use a number from 0 (the leading or top edge) to 1 (the trailing or bottom edge); "
        + "write 30 % as 0.3.")
    expect(
      #"{"root": {"width": 1, "height": 1}, "views": [], "guides": [{"id": "g", "percent": {"axis": ‸"diagonal", "fraction": 0.5}}]}"#,
      .unknownValue, "Invalid value 'diagonal' for 'axis'.",
      fix: "Expected 'vertical' or 'horizontal'.")
    expect(
      #"{"root": {"width": 1, "height": 1}, "views": [], "guides": [{"id": "g", "percent": ‸{"axis": "vertical"}}]}"#,
      .missingKey, "Missing key 'fraction' in 'percent' of guide 'g'.")
  }

  /// Each decoded bias belongs to the view that declares it, and each parent to its child,
  /// whatever views without them come between (the decoder keeps the declarations apart from
  /// what resolving them needs, position by position).
  @Test func biasesAndParentsStayWithTheirViews() throws {
    let text = #"""
      {"root": {"width": 400, "height": 300},
       "views": [{"id": "a"},
                 {"id": "b", "parent": "a",
                  "bias": {"horizontal": {"between": ["root.leading", "root.trailing"],
                                          "value": 0.25}}},
                 {"id": "c"},
                 {"id": "d", "parent": "c",
                  "bias": {"vertical": {"between": ["root.top", "root.bottom"], "value": 1}}}]}
      """#
    let document = try #require(Support.document(text))
    #expect(document.views.map(\.id) == ["a", "b", "c", "d"])
    #expect(document.views.map(\.parent) == [nil, "a", nil, "c"])
    #expect(document.views[0].bias.isEmpty)
    #expect(document.views[2].bias.isEmpty)
    let b = try #require(document.views[1].bias.first)
    #expect(document.views[1].bias.count == 1)
    #expect(b.axis == .horizontal && b.value == 0.25)
    #expect(b.start == AnchorReference(item: .root, attribute: .leading))
    #expect(b.end == AnchorReference(item: .root, attribute: .trailing))
    #expect(b.path?.description == "$.views[1].bias.horizontal")
    let d = try #require(document.views[3].bias.first)
    #expect(document.views[3].bias.count == 1)
    #expect(d.axis == .vertical && d.value == 1)
    #expect(d.start == AnchorReference(item: .root, attribute: .top))
    #expect(d.path?.description == "$.views[3].bias.vertical")
  }

  /// A view that cannot be decoded at all fails the file, and the biases of the others are
  /// still checked: both problems are reported, in file order.
  @Test func aBiasIsCheckedWhenAnotherViewCannotBeDecoded() {
    let found = Support.diagnostics(
      #"{"root": {"width": 1, "height": 1}, "views": ["navbar", {"id": "b", "bias": "#
        + #"{"horizontal": {"between": ["root.leading", "root.trailing"], "value": 1.5}}}]}"#)
    #expect(found.map(\.code) == [.wrongType, .outOfRange])
    #expect(
      found.map(\.message) == [
        "Expected an object for view 0, found a string 'navbar'.",
        "'value' must be from 0 to 1, found '1.5'.",
      ])
  }

  /// A layout with one view `b` whose `bias` object is `bias`.
  private func bias(_ bias: String) -> String {
    #"{"root": {"width": 1, "height": 1}, "views": [{"id": "b", "bias": "# + bias + "}]}"
  }

  @Test func biasErrors() {
    expect(
      bias(#"{"horizontal": {"between": ["root.leading", "root.trailing"], "value": ‸1.5}}"#),
      .outOfRange, "'value' must be from 0 to 1, found '1.5'.",
      fix: "Use a number from 0 (against the first anchor) to 1 (against the second); "
        + "0.5 centers the view.")
    expect(
      bias(#"{"horizontal": {"between": [‸"root.top", "root.trailing"], "value": 0.5}}"#),
      .axisMismatch,
      "'root.top' is a y-axis anchor or dimension, not a position on the horizontal axis, in "
        + "the horizontal bias of view 'b'.",
      fix: "Use 'root.leading', 'root.trailing', 'root.left', 'root.right' or 'root.centerX'.")
    expect(
      bias(#"{"vertical": {"between": ["root.top", "root.‸botom"], "value": 0.5}}"#),
      .unknownAnchor, "Unknown anchor 'botom' in the vertical bias of view 'b'.",
      fix: "Did you mean 'bottom'?")
    expect(
      bias(#"{"vertical": {"between": ["‸card.top", "root.bottom"], "value": 0.5}}"#),
      .unknownItem, "Unknown item 'card' in the vertical bias of view 'b'.",
      fix: "Known items: 'b' and 'root'.")
    expect(
      bias(#"{"horizontal": {"between": ["root.leading", ‸"root.right"], "value": 0.5}}"#),
      .directionMismatch,
      "Cannot place a view between 'root.leading' and 'root.right' in the horizontal bias of "
        + "view 'b'; Auto Layout does not mix leading and trailing with left and right.",
      fix: "Use leading and trailing for both, or left and right for both.")
    expect(
      bias(#"{"horizontal": {"between": ‸["root.leading"], "value": 0.5}}"#), .wrongType,
      "Expected two anchors for 'between' in the horizontal bias of view 'b', found an array.",
      fix: "Write the anchors the free space starts and ends at, such as "
        + "'[\"root.leading\", \"root.trailing\"]'.")
  }

  @Test func aRootWhoseHeightFitsItsContent() throws {
    // A dialog 300 wide: 16 + 40 (title) + 12 + 44 (button) + 16 = 128 high.
    let text = #"""
      {"root": {"width": 300, "height": "fit"},
       "views": [{"id": "title", "intrinsicSize": {"height": 40}},
                 {"id": "button", "intrinsicSize": {"width": 120, "height": 44}}],
       "constraints": [
         "title.top == root.top + 16", "title.leading == root.leading + 16",
         "title.trailing == root.trailing - 16", "button.top == title.bottom + 12",
         "button.centerX == root.centerX", "button.bottom == root.bottom - 16"]}
      """#
    let scene = try #require(makeScene(text))
    #expect(scene.document.root.heightIsFit)
    #expect(!scene.document.root.widthIsFit)
    #expect(scene.engine.rootFitsContent(along: .vertical))
    #expect(scene.engine.root.frame == Rect(x: 0, y: 0, width: 300, height: 128))
    expectRect(try #require(scene.view(withID: "button")).frame, 90, 68, 120, 44)
    #expect(scene.diagnostics.isEmpty)
  }

  @Test func badRootDimensions() {
    expect(
      #"{"root": {"width": 1, "height": ‸"fits"}, "views": []}"#, .wrongType,
      "Expected a number or 'fit' for 'height', found a string 'fits'.", fix: "Did you mean 'fit'?")
    expect(
      #"{"root": {"width": ‸"auto", "height": 1}, "views": []}"#, .wrongType,
      "Expected a number or 'fit' for 'width', found a string 'auto'.", fix: "Did you mean 'fit'?")
  }
}
