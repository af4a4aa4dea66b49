import Testing

@testable import LayoutBehaviors

/// A view's `text` in the layout file: its forms, its located errors, baselines in expressions,
/// and text that re-wraps when an event changes its width.
@Suite("LayoutFile text")
struct LayoutFileTextTests {
  typealias Support = LayoutFileTestSupport

  /// A layout of one view `label` with the given members, and the given constraints.
  private func layout(_ label: String, constraints: String = "") -> String {
    """
    {"root": {"width": 375, "height": 667},
    "views": [{"id": "label", \(label)}, {"id": "box"}],
    "constraints": [\(constraints)]}
    """
  }

  @Test func aStringOrAnObject() throws {
    let plain = try #require(Support.document(layout(#""text": "Hello""#)))
    #expect(plain.views[0].text == TextContent("Hello"))
    let full = try #require(
      Support.document(
        layout(
          #""text": {"string": "Hi", "advance": 7, "lineHeight": 18, "ascent": 14, "maxLines": 2}"#
        )))
    #expect(
      full.views[0].text
        == TextContent("Hi", advance: 7, lineHeight: 18, ascent: 14, maxLines: 2))
    // The terminal mode measures in cells: advance 1 and line height 1 unless given.
    let cells = try #require(
      Support.document(layout(#""text": {"string": "漢字", "cells": true}"#)))
    #expect(
      cells.views[0].text
        == TextContent("漢字", advance: 1, lineHeight: 1, countsCells: true))
  }

  @Test func locatedErrors() {
    Support.expectSingleError(
      layout(#""text": ‸42"#), code: .wrongType,
      message: "Expected a string or an object for 'text', found a number '42'.",
      fix: "Put it in double quotes: '\"42\"'.", path: "$.views[0].text")
    Support.expectSingleError(
      layout(#""text": {"string": "a", "advance": ‸-1}"#), code: .outOfRange,
      message: "'advance' must be 0 or more, found '-1'.")
    Support.expectSingleError(
      layout(#""text": {"string": "a", "lineHeight": ‸"20"}"#), code: .wrongType,
      message: "Expected a number for 'lineHeight', found a string '20'.",
      fix: "Remove the quotes: '20'.")
    Support.expectSingleError(
      layout(#""text": {"string": "a", "maxLines": ‸1.5}"#), code: .outOfRange,
      message: "'maxLines' must be a whole number from 0 to 1000000, found '1.5'.")
    Support.expectSingleError(
      layout(#""text": ‸{"advance": 1}"#), code: .missingKey,
      message: "Missing key 'string' in 'text'.")
    Support.expectSingleError(
      layout(#""text": {"string": "a", ‸"lineheight": 1}"#), code: .unknownKey,
      message: "Unknown key 'lineheight' in 'text'.", fix: "Did you mean 'lineHeight'?")
    Support.expectSingleError(
      layout(#""text": "a", ‸"intrinsicSize": {"width": 10}"#), code: .conflictingKeys,
      message:
        "View 'label' has both 'text' and 'intrinsicSize'; the text gives the view its "
        + "intrinsic size.",
      fix: "Remove 'intrinsicSize', or remove 'text' to size the view by hand.",
      path: "$.views[0].intrinsicSize")
    Support.expectSingleError(
      """
      {"root": {"width": 375, "height": 667},
      "views": [{"id": "card", "text": ‸"Title"}, {"id": "icon", "parent": "card"}]}
      """, code: .textWithChildren,
      message: "View 'card' has text and subviews ('icon'); a view with text has no subviews.",
      fix: "Move the text into a view of its own inside 'card', or give the subview another "
        + "parent.",
      path: "$.views[0].text")
  }

  @Test func baselinesInExpressions() throws {
    let text = layout(
      #""text": {"string": "Hello", "advance": 10, "lineHeight": 20}"#,
      constraints: """
        "label.leading == root.leading", "label.top == root.top + 10",
        "box.leading == label.trailing", "box.width == 10", "box.height == 4",
        "box.bottom == label.firstBaseline"
        """)
    let document = try #require(Support.document(text))
    let scene = LayoutScene(document: document)
    // The label: (0, 10, 50, 20); its first baseline 10 + 16 = 26; the box ends there.
    #expect(
      scene.engine.view(withIdentifier: "label")?.frame == Rect(x: 0, y: 10, width: 50, height: 20))
    #expect(
      scene.engine.view(withIdentifier: "box")?.frame == Rect(x: 50, y: 22, width: 10, height: 4))
  }

  @Test func textReWrapsWhenACollapseChangesItsWidth() throws {
    let text = """
      {"root": {"width": 400, "height": 600},
      "views": [{"id": "sidebar"},
        {"id": "label", "text": {"string": "one two three four", "advance": 10, "lineHeight": 20}}],
      "constraints": [
        {"id": "sidebar-leading", "constraint": "sidebar.leading == root.leading"},
        "sidebar.width == 250", "sidebar.top == root.top", "sidebar.bottom == root.bottom",
        "label.leading == sidebar.trailing", "label.trailing == root.trailing",
        "label.top == root.top"],
      "behaviors": {"collapsible": [
        {"view": "sidebar", "constraint": "sidebar-leading", "direction": "leading"}]},
      "events": [{"type": "collapse", "view": "sidebar"}, {"type": "show", "view": "sidebar"}]}
      """
    let document = try #require(Support.document(text))
    let scene = LayoutScene(document: document)
    let label = try #require(scene.engine.view(withIdentifier: "label"))
    // Beside the 250-point sidebar the label is 150 wide: "one two three four" (180) wraps
    // into "one two three" (130 ≤ 150; with " four" 180 > 150) and "four": two lines of 20.
    #expect(label.frame == Rect(x: 250, y: 0, width: 150, height: 40))
    // The sidebar collapses past the leading edge: the label is 400 wide, one line.
    _ = scene.apply(document.events[0])
    #expect(label.frame == Rect(x: 0, y: 0, width: 400, height: 20))
    // Shown again: back to two lines.
    _ = scene.apply(document.events[1])
    #expect(label.frame == Rect(x: 250, y: 0, width: 150, height: 40))
    #expect(scene.diagnostics.isEmpty)
  }
}
