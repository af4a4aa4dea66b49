import Testing

@testable import LayoutBehaviors

/// The parser must keep up with large generated layouts: 1,000 views and 4,000 constraints parse
/// and validate in a few milliseconds in a release build. The bound checked here is loose, so
/// that debug builds and busy machines pass; the measured time is printed.
@Suite("LayoutFile performance")
struct LayoutFilePerformanceTests {
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

  @Test func parsesAThousandViewsAndFourThousandConstraintsQuickly() throws {
    let bytes = Array(Self.generatedLayout(views: 1000).utf8)
    let clock = ContinuousClock()
    var best = Duration.seconds(1000)
    var document: LayoutDocument? = nil
    for _ in 0..<5 {
      let start = clock.now
      let result = LayoutDocument.parse(bytes, fileName: "generated.json")
      best = min(best, clock.now - start)
      document = try result.get()
    }
    let parsed = try #require(document)
    #expect(parsed.views.count == 1000)
    #expect(parsed.constraints.count == 4000)
    #expect(parsed.constraints[3999].expression.constant == 20)
    print("Parsed and validated \(bytes.count) bytes (1,000 views, 4,000 constraints) in \(best).")
    #expect(best < .seconds(1))
  }
}
