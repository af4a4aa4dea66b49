import Testing

@testable import LayoutBehaviors
@testable import layout_cli

/// What a run keeps per event: `check` keeps no frames, so its memory per event does not grow
/// with the views (20,000 events cost the same per event as 10; timed by
/// `Benchmarks/cli_scale.py`, never here), and it reports what a run with frames reports.
@Suite("LayoutRun")
struct LayoutRunTests {
  /// A column of `views` views and `events` events that toggle the first one, show and hide the
  /// keyboard, and set a constant.
  static func layout(views: Int, events: Int) -> String {
    var views = (0..<views).map { #"{"id": "v\#($0)"}"# }
    views[0] = #"{"id": "v0", "intrinsicSize": {"height": 20}}"#
    var constraints = [
      #"{"id": "lead", "constraint": "v0.leading == root.leading"}"#,
      #"{"id": "top", "constraint": "v0.top == root.top + 10"}"#, #""v0.width == 100""#,
    ]
    for index in 1..<views.count {
      constraints += [
        #""v\#(index).top == v\#(index - 1).bottom + 4""#,
        #""v\#(index).leading == v\#(index - 1).leading""#, #""v\#(index).width == 100""#,
        #""v\#(index).height == 20""#,
      ]
    }
    let kinds = [
      #"{"type": "toggle", "view": "v0"}"#, #"{"type": "keyboardWillShow", "height": 291}"#,
      #"{"type": "keyboardWillHide"}"#,
      #"{"type": "setConstant", "constraint": "top", "value": 3}"#,
    ]
    let list = (0..<events).map { kinds[$0 % kinds.count] }
    return """
      {"root": {"width": 375, "height": 667}, "views": [\(views.joined(separator: ", "))],
       "constraints": [\(constraints.joined(separator: ", "))],
       "behaviors": {"keyboard": {"constraints": ["top"]},
         "collapsible": [{"view": "v0", "constraint": "lead", "direction": "leading"}]},
       "events": [\(list.joined(separator: ", "))]}
      """
  }

  @Test func checkKeepsNoFramesAndReportsTheSameAsARunWithFrames() throws {
    let document = try LayoutDocument.parse(
      Self.layout(views: 20, events: 400), fileName: "events.json"
    ).get()
    let light = LayoutRun(document: document, events: document.events, keepsFrames: false)
    let full = LayoutRun(document: document, events: document.events)
    #expect(light.states.count == 401)
    #expect(light.states.allSatisfy { $0.frames.isEmpty && $0.views.isEmpty })
    #expect(full.states.allSatisfy { $0.frames.count == 20 })
    #expect(light.states.map(\.diagnostics.count) == full.states.map(\.diagnostics.count))
    #expect(
      light.states.map { $0.constants.map(\.description) }
        == full.states.map { $0.constants.map(\.description) })
    let checked = LayoutRunner.check(light, inputName: "events.json")
    #expect(checked == LayoutRunner.check(full, inputName: "events.json"))
    #expect(
      checked.report
        == "events.json: no unsatisfiable constraints (20 views, 79 constraints, 400 events).\n")
  }

  @Test func theFramesBeforeAnEventAreThoseOfTheStateBefore() throws {
    let document = try LayoutDocument.parse(
      Self.layout(views: 5, events: 8), fileName: "events.json"
    ).get()
    let run = LayoutRun(document: document, events: document.events)
    for (previous, state) in zip(run.states, run.states.dropFirst()) {
      #expect(state.framesBefore == previous.frames)
      #expect(state.viewsBefore == previous.views)
    }
    // The keyboard moved v0 (and the views below it) after event 2.
    #expect(!run.states[2].changedIndexes.isEmpty)
  }
}
