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

  /// Every example's events (keyboard, collapse, constants, gestures, drag and drop, piles),
  /// applied as ``LayoutScene/apply(_:)`` does, with the result's frames but none in the
  /// transition (`solve`'s path), and without any frames (`check`'s path): the same constants,
  /// animations, callbacks and diagnostics, the same samples of the motion, and the same frames
  /// afterwards.
  @Test(arguments: ExamplesTests.layoutFileNames) func eventsWithoutSnapshotsDoWhatEventsWithThemDo(
    name: String
  ) throws {
    let path = ExamplesTests.directory + "/\(name).json"
    let text = try #require(CLITestSupport.read(path))
    let document = try LayoutDocument.parse(text, fileName: path).get()
    let snapshots = LayoutScene(document: document)
    let bare = LayoutScene(document: document)
    // `solve`'s path: the result's frames, none in the transition.
    let listed = LayoutScene(document: document)
    #expect(!document.events.isEmpty)
    for event in document.events {
      let full = snapshots.apply(event)
      let light = bare.apply(event, framesBefore: nil)
      let reported = listed.apply(event, framesBefore: listed.frames)
      #expect(reported.transition.framesBefore.isEmpty && reported.transition.framesAfter.isEmpty)
      #expect(reported.framesBefore == full.framesBefore)
      #expect(reported.framesAfter == full.framesAfter)
      #expect(reported.frameChanges == full.frameChanges)
      #expect(reported.totalDuration == full.totalDuration)
      for time in full.sampleTimes(count: 5) {
        #expect(reported.frames(at: time) == full.frames(at: time), "at \(time) s")
      }
      #expect(!full.transition.framesAfter.isEmpty)
      #expect(light.transition.framesBefore.isEmpty && light.transition.framesAfter.isEmpty)
      #expect(light.framesBefore.isEmpty && light.framesAfter.isEmpty)
      #expect(full.constants.map(\.description) == light.constants.map(\.description))
      #expect(full.animations == light.animations)
      #expect(full.callbacks == light.callbacks)
      #expect(full.totalDuration == light.totalDuration)
      #expect(full.diagnostics == light.diagnostics)
      #expect(bare.engine.frames == snapshots.engine.frames, "after \(event.summary)")
      #expect(bare.frames == full.framesAfter)
    }
    #expect(bare.diagnostics == snapshots.diagnostics)
  }

  /// A box whose height constraints are swapped by events: activating `short` contradicts
  /// `tall` (unsatisfiable after event 0), deactivating `tall` leaves the box's height and
  /// `loose`'s top free (ambiguous after event 2), and activating `tall` again settles them.
  static let conflicts = """
    {"root": {"width": 300, "height": 200},
     "views": [{"id": "box"}, {"id": "loose", "intrinsicSize": {"width": 20}}],
     "constraints": [
       "box.leading == root.leading", "box.top == root.top", "box.width == 100",
       {"id": "tall", "constraint": "box.height == 50"},
       {"id": "short", "constraint": "box.height == 30", "active": false},
       "loose.top == box.bottom", "loose.leading == root.leading", "loose.height == 10"
     ],
     "events": [
       {"type": "activate", "constraint": "short"},
       {"type": "deactivate", "constraint": "short"},
       {"type": "deactivate", "constraint": "tall"},
       {"type": "setConstant", "constraint": "short", "value": 40},
       {"type": "activate", "constraint": "tall"}
     ]}
    """

  @Test func checkWithoutSnapshotsReportsWhatTheSnapshotPathReports() throws {
    let document = try LayoutDocument.parse(Self.conflicts, fileName: "conflicts.json").get()
    // Event by event, the scene's diagnostics and constants are the same whether the event
    // takes the frames before and after it (`apply(_:)`) or none (`check`'s path).
    let snapshots = LayoutScene(document: document)
    let bare = LayoutScene(document: document)
    #expect(snapshots.diagnostics == bare.diagnostics)
    var kinds: [[LayoutScene.Diagnostic.Kind]] = []
    for event in document.events {
      let full = snapshots.apply(event)
      let light = bare.apply(event, framesBefore: nil)
      #expect(full.framesBefore.count == 2 && full.framesAfter.count == 2)
      #expect(light.framesBefore.isEmpty && light.framesAfter.isEmpty)
      // Without snapshots the transition records no frames either; with them it records the
      // engine's (the root and the two views).
      #expect(full.transition.framesBefore.count == 3 && full.transition.framesAfter.count == 3)
      #expect(light.transition.framesBefore.isEmpty && light.transition.framesAfter.isEmpty)
      // The engine's frames are the same either way, read after the event.
      #expect(bare.engine.frames == snapshots.engine.frames)
      #expect(bare.frames == snapshots.frames)
      #expect(full.diagnostics == light.diagnostics)
      #expect(full.constants.map(\.description) == light.constants.map(\.description))
      #expect(snapshots.ambiguityDiagnostics() == bare.ambiguityDiagnostics())
      kinds.append(light.diagnostics.map(\.kind))
    }
    #expect(kinds == [[.unsatisfiable], [], [], [], []])
    #expect(snapshots.diagnostics == bare.diagnostics)

    // The runs: the same outcome, with and without frames, with and without
    // `--fail-on-ambiguity`: one unsatisfiable constraint (event 0) and one warning (the
    // ambiguity after event 2) exit 1 either way.
    let light = LayoutRun(document: document, events: document.events, keepsFrames: false)
    let full = LayoutRun(document: document, events: document.events)
    #expect(light.states.map(\.diagnostics) == full.states.map(\.diagnostics))
    #expect(
      light.states.map { $0.diagnostics.map(\.kind) } == [
        [], [.unsatisfiable], [], [.ambiguous], [], [],
      ])
    for failsOnAmbiguity in [false, true] {
      let checked = LayoutRunner.check(
        light, inputName: "conflicts.json", failsOnAmbiguity: failsOnAmbiguity)
      #expect(
        checked
          == LayoutRunner.check(
            full, inputName: "conflicts.json", failsOnAmbiguity: failsOnAmbiguity))
      #expect(checked.exitCode == ExitCode.layoutConflicts)
      #expect(
        checked.report
          == "conflicts.json: 1 unsatisfiable constraint, 1 warning (2 views, 8 constraints, "
          + "5 events).\n")
      #expect(checked.diagnostics.map(\.severity) == [.error, .warning])
      #expect(
        checked.diagnostics.map { $0.notes.last?.message } == [
          "After event 0: activate short.", "After event 2: deactivate tall.",
        ])
    }
    // Without event 0, only the ambiguity is left: exit 0, or 2 with `--fail-on-ambiguity`.
    let events = Array(document.events.dropFirst())
    for failsOnAmbiguity in [false, true] {
      let lightOutcome = LayoutRunner.check(
        LayoutRun(document: document, events: events, keepsFrames: false),
        inputName: "conflicts.json", failsOnAmbiguity: failsOnAmbiguity)
      let fullOutcome = LayoutRunner.check(
        LayoutRun(document: document, events: events), inputName: "conflicts.json",
        failsOnAmbiguity: failsOnAmbiguity)
      #expect(lightOutcome == fullOutcome)
      #expect(
        lightOutcome.exitCode
          == (failsOnAmbiguity ? ExitCode.ambiguousLayout : ExitCode.success))
      #expect(lightOutcome.diagnostics.map(\.severity) == [.warning])
    }
  }
}
