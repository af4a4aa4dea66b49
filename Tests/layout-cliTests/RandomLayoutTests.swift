import TestSupport
import Testing

@testable import LayoutBehaviors
@testable import layout_cli

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Seeded random layouts — valid files whose constraints may conflict, with every kind of event —
/// through `solve` (both formats) and `check`: nothing crashes, the JSON is valid JSON, the
/// exit statuses are the documented ones, and `check` fails exactly when the JSON report has an
/// unsatisfiable constraint. A failure prints its seed; replay it with
/// `LAYOUT_CLI_RANDOM_SEED=<seed> swift test --filter RandomLayoutTests`.
@Suite("RandomLayoutTests")
struct RandomLayoutTests {
  static let seed: UInt64 = {
    if let text = getenv("LAYOUT_CLI_RANDOM_SEED"), let value = UInt64(String(cString: text)) {
      return value
    }
    return 20_261_122
  }()

  /// A random valid layout of up to eight views.
  static func layout(using generator: inout SplitMix64) -> String {
    let count = Int.random(in: 1...8, using: &generator)
    let ids = (0..<count).map { "v\($0)" }
    var views: [String] = []
    for (index, id) in ids.enumerated() {
      var fields = [#""id": "\#(id)""#]
      if index > 0, Bool.random(using: &generator) {
        fields.append(#""parent": "\#(ids[Int.random(in: 0..<index, using: &generator)])""#)
      }
      if Bool.random(using: &generator) {
        fields.append(
          #""intrinsicSize": {"width": \#(Int.random(in: 0...200, using: &generator)), "height": 20}"#
        )
      }
      views.append("{" + fields.joined(separator: ", ") + "}")
    }
    // A pile with two cards, one holding a label.
    views += [
      #"{"id": "deck"}"#, #"{"id": "card0", "parent": "deck"}"#,
      #"{"id": "card1", "parent": "deck"}"#,
      #"{"id": "label", "parent": "card0", "intrinsicSize": {"width": 40, "height": 12}}"#,
    ]
    let x = ["leading", "trailing", "left", "right", "centerX"]
    let y = ["top", "bottom", "centerY"]
    let items = ids + ["root", "root.safeArea", "root.margins"] + ids.map { "\($0).margins" }
    var constraints: [String] = []
    for index in 0..<Int.random(in: 1...24, using: &generator) {
      let first = ids.randomElement(using: &generator)!
      let second = items.randomElement(using: &generator)!
      let relation = ["==", "<=", ">="].randomElement(using: &generator)!
      let constant = Int.random(in: -100...400, using: &generator)
      let expression: String
      switch Int.random(in: 0..<3, using: &generator) {
      case 0:
        var anchors = x.shuffled(using: &generator).prefix(2)
        if anchors.contains("leading") || anchors.contains("trailing") {
          anchors = ["leading", "trailing"].shuffled(using: &generator).prefix(2)
        }
        expression =
          "\(first).\(anchors.first!) \(relation) \(second).\(anchors.last!) + \(constant)"
      case 1:
        let anchors = y.shuffled(using: &generator)
        expression = "\(first).\(anchors[0]) \(relation) \(second).\(anchors[1]) - \(constant)"
      default:
        let dimension = ["width", "height"].randomElement(using: &generator)!
        expression =
          Bool.random(using: &generator)
          ? "\(first).\(dimension) \(relation) \(abs(constant))"
          : "\(first).\(dimension) \(relation) 0.5 * \(second).width + \(constant)"
      }
      let priority = ["", " @ high", " @ low", " @ 999"].randomElement(using: &generator)!
      let active = Int.random(in: 0..<5, using: &generator) == 0 ? "false" : "true"
      constraints.append(
        #"{"id": "c\#(index)", "constraint": "\#(expression)\#(priority)", "active": \#(active)}"#)
    }
    let constraintIDs = (0..<constraints.count).map { "c\($0)" }
    var events: [String] = []
    let dragged = ids.count > 1 ? ids[ids.count - 1] : nil
    for _ in 0..<Int.random(in: 0...8, using: &generator) {
      let constraint = constraintIDs.randomElement(using: &generator)!
      let number = { (range: ClosedRange<Int>, generator: inout SplitMix64) in
        Int.random(in: range, using: &generator)
      }
      switch Int.random(in: 0..<16, using: &generator) {
      case 7:
        events.append(
          #"{"type": "pan", "view": "v0", "translation": [\#(number(-400...400, &generator)), \#(number(-400...400, &generator))], "steps": \#(number(1...3, &generator))}"#
        )
      case 8:
        events.append(
          #"{"type": "pinch", "view": "v0", "scale": \#(Double(number(1...40, &generator)) / 10)}"#)
      case 9:
        events.append(
          #"{"type": "rotation", "view": "v0", "rotation": \#(Double(number(-40...40, &generator)) / 10), "steps": 2}"#
        )
      case 10: events.append(#"{"type": "press", "view": "v0"}"#)
      case 11: events.append(#"{"type": "force", "view": "v0", "force": 3, "steps": 2}"#)
      case 12:
        guard let dragged else { continue }
        events.append(
          #"{"type": "pan", "view": "\#(dragged)", "from": [0, 0], "to": [\#(number(-200...200, &generator)), \#(number(-200...600, &generator))], "steps": 2}"#
        )
      case 13:
        events.append(
          #"{"type": "push", "pile": "deck", "view": "card\#(number(0...1, &generator))", "at": \#(Double(number(0...20, &generator)) / 10)}"#
        )
      case 14:
        events.append(
          #"{"type": "pop", "pile": "deck", "animated": \#(Bool.random(using: &generator))}"#)
      case 15: events.append(#"{"type": "advance", "pile": "deck"}"#)
      case 0: events.append(#"{"type": "keyboardWillShow", "height": 291}"#)
      case 1: events.append(#"{"type": "keyboardWillHide"}"#)
      case 2: events.append(#"{"type": "toggle", "view": "v0"}"#)
      case 3:
        events.append(
          #"{"type": "setConstant", "constraint": "\#(constraint)", "value": \#(Int.random(in: -50...900, using: &generator))}"#
        )
      case 4: events.append(#"{"type": "activate", "constraint": "\#(constraint)"}"#)
      case 5: events.append(#"{"type": "deactivate", "constraint": "\#(constraint)"}"#)
      default: events.append(#"{"type": "keyboardWillChangeFrame", "height": 336}"#)
      }
    }
    let keyboard = "k"
    constraints.append(#"{"id": "\#(keyboard)", "constraint": "root.bottom == v0.bottom"}"#)
    constraints.append(#"{"id": "lead", "constraint": "v0.leading == root.leading"}"#)
    constraints += [
      #""deck.leading == root.leading + 16""#, #""deck.top == root.top + 100""#,
      #""deck.width == 300""#, #""deck.height == 200""#, #""label.leading == card0.leading + 8""#,
      #""label.top == card0.top + 8""#,
    ]
    let bounded = Bool.random(using: &generator)
    let dragDrop =
      dragged.map {
        #", "dragDrop": {"draggables": ["\#($0)"], "droppables": ["v0"], "snapBackOnMiss": true, "draggableAppearances": {"dragging": {"alpha": 0.5}}}"#
      } ?? ""
    let direction = Bool.random(using: &generator) ? "rtl" : "ltr"
    return """
      {"root": {"width": 375, "height": 812, "safeArea": {"top": 47, "bottom": 34}, "direction": "\(direction)"},
       "views": [\(views.joined(separator: ", "))],
       "constraints": [\(constraints.joined(separator: ",\n"))],
       "behaviors": {"keyboard": {"constraints": ["\(keyboard)"]},
                     "collapsible": [{"view": "v0", "constraint": "lead", "direction": "leading"}],
                     "gestures": [{"view": "v0", "moveable": {"bounded": \(bounded)},
                       "pinchable": true, "rotatable": {"maximumRotation": 1}, "tappable": true,
                       "forceable": true}],
                     "piles": [{"view": "deck", "views": ["card0"]}]\(dragDrop)},
       "events": [\(events.joined(separator: ", "))]}
      """
  }

  @Test func randomLayoutsAreSolvedAndReported() {
    var generator = SplitMix64(seed: Self.seed)
    var failures: [String] = []
    var withConflicts = 0
    // 150 layouts at full size, the first 15 in the slice (TestScale).
    let count = TestScale.count(150)
    for iteration in 0..<count {
      let layout = Self.layout(using: &generator)
      let table = CLITestSupport.run(["solve", "-", "--event", "toggle v0"], standardInput: layout)
      let json = CLITestSupport.run(
        ["solve", "-", "--format", "json", "--event", "toggle v0"], standardInput: layout)
      let check = CLITestSupport.run(["check", "-", "--event", "toggle v0"], standardInput: layout)
      var problems: [String] = []
      if table.status != 0 || json.status != 0 { problems.append("solve failed: \(table.errors)") }
      if !table.output.hasPrefix("Initial layout: root 375 × 812") { problems.append("table") }
      if JSONParser.parse(json.output, fileName: "out.json").value == nil {
        problems.append("the JSON report is not JSON")
      }
      let conflicts = json.output.contains(#""code": "unsatisfiable-constraint""#)
      if conflicts { withConflicts += 1 }
      if check.status != (conflicts ? 1 : 0) { problems.append("check exited \(check.status)") }
      if !problems.isEmpty {
        failures.append("iteration \(iteration): \(problems)\n\(layout)")
        if failures.count >= 3 { break }
      }
    }
    #expect(failures.isEmpty, "seed \(Self.seed): \(failures.joined(separator: "\n\n"))")
    // Both kinds of layouts are exercised.
    let margin = TestScale.count(10)
    #expect(
      withConflicts > margin && withConflicts < count - margin,
      "\(withConflicts) of \(count) layouts with conflicts")
  }
}
