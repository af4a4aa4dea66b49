import Testing

@testable import LayoutBehaviors

/// No message echoes a huge token whole (issue 13 item 5.7): every string of a layout, and every
/// name in its constraints, replaced in turn by a 100,000-character name, gives diagnostics
/// whose lines are short; the token is cut at 60 characters with an ellipsis.
@Suite("LayoutFile huge tokens")
struct LayoutFileHugeTokenTests {
  static let huge = "q" + String(repeating: "x", count: 100_000)

  static let layout = #"""
    {"root": {"width": 375, "height": 812},
     "views": [{"id": "header"}, {"id": "title", "parent": "header"}, {"id": "panel"}],
     "guides": [{"id": "gap"}],
     "constraints": [
       "header.top == root.safeArea.top", "title.width == 0.5 * header.width @ high",
       {"id": "panel-leading", "constraint": "panel.leading == root.leading", "priority": "low"}],
     "behaviors": {"collapsible": [{"view": "panel", "constraint": "panel-leading",
       "direction": "leading"}]},
     "events": [{"type": "toggle", "view": "panel"},
       {"type": "setConstant", "constraint": "panel-leading", "value": 4}]}
    """#

  /// The layout with each word (a run of letters) replaced by the huge name, one at a time.
  static var variants: [String] {
    let scalars = Array(layout.unicodeScalars)
    var result: [String] = []
    var index = 0
    while index < scalars.count {
      guard scalars[index].properties.isAlphabetic else {
        index += 1
        continue
      }
      var end = index
      while end < scalars.count, scalars[end].properties.isAlphabetic { end += 1 }
      var text = String.UnicodeScalarView()
      text.append(contentsOf: scalars[..<index])
      var variant = String(text)
      variant += huge
      variant.unicodeScalars.append(contentsOf: scalars[end...])
      result.append(variant)
      index = end
    }
    return result
  }

  @Test func noMessageEchoesAHugeToken() {
    for (number, variant) in Self.variants.enumerated() {
      guard case .failure(let errors) = LayoutDocument.parse(variant, fileName: "huge.json")
      else { continue }
      for diagnostic in errors.diagnostics {
        for line in diagnostic.description.split(separator: "\n") where line.count > 400 {
          Issue.record("Variant \(number): \(line.prefix(300))")
        }
      }
    }
  }

  @Test func anUnknownItemIsCutAtSixtyCharacters() {
    let text =
      #"{"root": {"width": 375, "height": 812}, "views": [], "constraints": [""#
      + Self.huge + #".top == root.top"]}"#
    let found = LayoutFileTestSupport.diagnostics(text)
    #expect(found.map(\.code) == [.unknownItem])
    #expect(
      found.first?.description
        == "test.json:1:71: error: Unknown item 'q" + String(repeating: "x", count: 59)
        + "…' in constraint 0.\n  path: $.constraints[0]\n  fix: Known items: 'root'.")
  }
}
