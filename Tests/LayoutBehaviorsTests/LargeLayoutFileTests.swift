import Testing

@testable import LayoutBehaviors

/// A large generated layout (1,000 views, 4,000 constraints, behaviors and events) parses and
/// validates completely.
///
/// This is a functional test: how fast the tool handles such a file is measured by a benchmark
/// command, never by a timed unit test (timings are flaky on a busy CI machine). See "For
/// contributors" in `Sources/LayoutBehaviors/LayoutBehaviors.docc/LayoutFileFormat.md`: `Benchmarks/generate-layout.py` writes the
/// file, and `hyperfine` or `perf stat` times the release build of `layout-cli` on it.
@Suite("Large layout file")
struct LargeLayoutFileTests {
  /// A layout of `count` views in a column, four constraints each, half of them objects with ids,
  /// and a collapsible behavior and events that refer to them.
  static func generatedLayout(views count: Int) -> String {
    var text = #"{"root": {"width": 375, "height": 100000, "safeArea": {"top": 47, "bottom": 34}},"#
    text += "\n\"views\": [\n"
    for index in 0..<count {
      let parent = index % 10 == 0 ? "root" : "view\(index - index % 10)"
      text +=
        #"  {"id": "view\#(index)", "parent": "\#(parent)", "intrinsicSize": {"width": \#(index % 97), "height": 20}, "hugging": {"horizontal": "high"}}"#
      text += index == count - 1 ? "\n" : ",\n"
    }
    text += "],\n\"constraints\": [\n"
    for index in 0..<count {
      let previous = index == 0 ? "root.safeArea" : "view\(index - 1)"
      text +=
        #"  {"id": "lead\#(index)", "constraint": "view\#(index).leading == root.margins.leading + \#(index % 7)"},"#
      text += "\n"
      text +=
        index == 0
        ? #"  {"id": "top0", "constraint": "view0.top == root.safeArea.top + 4 @ 750"},"#
        : #"  "view\#(index).top == \#(previous).top + 4 @ 750","#
      text += "\n"
      text +=
        #"  {"id": "width\#(index)", "constraint": "view\#(index).width <= 0.5 * root.width", "priority": 999},"#
      text += "\n"
      text += #"  "view\#(index).height >= 20""#
      text += index == count - 1 ? "\n" : ",\n"
    }
    text += "],\n"
    text +=
      #""behaviors": {"keyboard": {"constraints": ["top0"]}, "collapsible": [{"view": "view1", "constraint": "lead1", "direction": "leading"}]},"#
    text += "\n"
    text +=
      #""events": [{"type": "toggle", "view": "view1"}, {"type": "keyboardWillShow", "height": 291}]}"#
    return text
  }

  @Test func parsesAThousandViewsAndFourThousandConstraints() throws {
    let bytes = Array(Self.generatedLayout(views: 1000).utf8)
    let document = try LayoutDocument.parse(bytes, fileName: "generated.json").get()
    #expect(document.views.count == 1000)
    #expect(document.constraints.count == 4000)
    #expect(document.constraints[3999].expression.constant == 20)
    #expect(document.behaviors.collapsible.map(\.view) == ["view1"])
    #expect(document.events.map(\.summary) == ["toggle view1", "keyboardWillShow height 291"])
    #expect(document.warnings.isEmpty)
  }
}
