import Testing

@testable import LayoutBehaviors
@testable import layout_cli

/// `layout-cli solve --samples <n>` (issue 12, item 2): each event's motion, sampled.
@Suite("solve --samples")
struct SamplesTests {
  typealias Support = CLITestSupport

  /// A 40-point bar at the bottom of a 320 × 480 root that rides on the keyboard: shown 200
  /// points high over 0.4 s with easeInOut, then hidden over 0.3 s, linearly.
  static let keyboard = """
    {"root": {"width": 320, "height": 480},
     "views": [{"id": "bar"}],
     "constraints": ["bar.leading == root.leading", "bar.trailing == root.trailing",
       "bar.height == 40", {"id": "bar-bottom", "constraint": "bar.bottom == root.bottom"}],
     "behaviors": {"keyboard": {"constraints": ["bar-bottom"], "margin": 0}},
     "events": [
       {"type": "keyboardWillShow", "height": 200, "duration": 0.4, "curve": "easeInOut"},
       {"type": "keyboardWillHide", "duration": 0.3, "curve": "linear"}]}
    """

  /// Worked by hand. The bar's y goes 440 → 240 (the keyboard's top, 480 − 200, minus its
  /// height), then back. `--samples 3` samples at 0, T/2 and T.
  ///
  /// - Show, T = 0.4 s, easeInOut (control points (0.42, 0), (0.58, 1)): at T/2 the elapsed
  ///   fraction is ½; `Bx(½) = 3·¼·½·0.42 + 3·½·¼·0.58 + ⅛ = 0.1575 + 0.2175 + 0.125 = ½`, so
  ///   the curve's parameter is ½, and the progress `By(½) = 3·½·¼·1 + ⅛ = ½`:
  ///   y = 440 + (240 − 440) × ½ = 340.
  /// - Hide, T = 0.3 s, linear: at 0.15 s the progress is ½: y = 240 + 200 × ½ = 340.
  @Test func threeSamplesOfAKeyboardAreWorkedByHand() {
    let run = Support.run(["solve", "-", "--samples", "3"], standardInput: Self.keyboard)
    #expect(run.status == 0)
    #expect(run.errors == "")
    #expect(
      run.output.contains(
        """
        Samples: 3 over 0.4 s
        time  id   x    y  width  height
        0     bar  0  440    320      40
        0.2   bar  0  340    320      40
        0.4   bar  0  240    320      40

        """), "\(run.output)")
    #expect(
      run.output.contains(
        """
        Samples: 3 over 0.3 s
        time  id   x    y  width  height
        0     bar  0  240    320      40
        0.15  bar  0  340    320      40
        0.3   bar  0  440    320      40

        """), "\(run.output)")
    #expect(!run.output.hasPrefix("Samples"), "the initial state has no samples")
  }

  @Test func withoutTheOptionTheReportIsUnchanged() {
    let plain = Support.run(["solve", "-"], standardInput: Self.keyboard)
    let sampled = Support.run(["solve", "-", "--samples", "2"], standardInput: Self.keyboard)
    #expect(!plain.output.contains("Samples"))
    let withoutSamples = sampled.output.split(separator: "\n", omittingEmptySubsequences: false)
      .filter { line in
        !line.hasPrefix("Samples") && !line.hasPrefix("time ") && !line.hasPrefix("0 ")
          && !line.hasPrefix("0.4 ") && !line.hasPrefix("0.3 ")
      }.joined(separator: "\n")
    #expect(withoutSamples == plain.output)
    let json = Support.run(["solve", "-", "--format", "json"], standardInput: Self.keyboard)
    #expect(!json.output.contains("samples"))
  }

  // MARK: - JSON

  @Test func theJSONReportHasTheSamplesOfEveryEvent() throws {
    let run = Support.run(
      ["solve", "-", "--format", "json", "--samples=3"], standardInput: Self.keyboard)
    #expect(run.status == 0)
    let document = try #require(JSONParser.parse(run.output, fileName: "out.json").value)
    let states = try #require(document["states"]?.array)
    #expect(states.count == 3)
    #expect(states[0]["samples"] == nil, "the initial state has no event")
    let show = try #require(states[1]["samples"]?.array)
    #expect(show.map { $0["time"]?.number } == [0, 0.2, 0.4])
    #expect(show.allSatisfy { $0.members?.map(\.key) == ["frames", "time"] })
    let bar = try #require(show[1]["frames"]?["bar"])
    #expect(bar.members?.map(\.key) == ["height", "width", "x", "y"])
    #expect(bar["y"]?.number == 340)
    #expect(bar["height"]?.number == 40)
    let hide = try #require(states[2]["samples"]?.array)
    #expect(hide.compactMap { $0["frames"]?["bar"]?["y"]?.number } == [240, 340, 440])
  }

  /// A pile's push: the card comes from one height up, transparent (its start state, not its
  /// final frame), with alpha and transform members where they are not the default.
  @Test func aPushedCardIsSampledFromItsStartState() throws {
    let layout = """
      {"root": {"width": 375, "height": 667},
       "views": [{"id": "deck"}, {"id": "card-1", "parent": "deck"},
         {"id": "card-2", "parent": "deck"}],
       "constraints": ["deck.leading == root.leading + 16", "deck.trailing == root.trailing - 16",
         "deck.top == root.top + 100", "deck.height == 300"],
       "behaviors": {"piles": [{"view": "deck", "views": ["card-1"],
         "trailing": {"alpha": 0.5, "transform": {"scale": 0.9}},
         "animation": {"duration": 0.5, "damping": 1}}]},
       "events": [{"type": "push", "pile": "deck", "view": "card-2", "at": 0}]}
      """
    let run = Support.run(
      ["solve", "-", "--format", "json", "--samples", "2"], standardInput: layout)
    #expect(run.status == 0, "\(run.errors)")
    let document = try #require(JSONParser.parse(run.output, fileName: "out.json").value)
    let samples = try #require(document["states"]?.array?[1]["samples"]?.array)
    #expect(samples.map { $0["time"]?.number } == [0, 0.5])
    let start = try #require(samples[0]["frames"])
    #expect(start["card-2"]?["y"]?.number == -300)
    #expect(start["card-2"]?["alpha"]?.number == 0)
    #expect(start["card-1"]?["alpha"] == nil, "alpha 1 is the default")
    #expect(start["card-1"]?["transform"] == nil)
    let end = try #require(samples[1]["frames"])
    #expect(end["card-2"]?["y"]?.number == 0)
    #expect(end["card-2"]?["alpha"] == nil)
    #expect(end["card-1"]?["alpha"]?.number == 0.5)
    #expect(end["card-1"]?["transform"]?.array?.compactMap(\.number) == [0.9, 0, 0, 0.9, 0, 0])
  }

  @Test func theSameInputGivesTheSameBytes() {
    let arguments = ["solve", "-", "--format", "json", "--samples", "7"]
    let first = Support.run(arguments, standardInput: Self.keyboard)
    let second = Support.run(arguments, standardInput: Self.keyboard)
    #expect(first.output == second.output)
    #expect(!first.output.contains("-0,") && !first.output.contains("-0\n"))
  }

  // MARK: - Usage errors

  @Test(arguments: ["1", "0", "-3", "2.5", "three", ""])
  func aCountBelowTwoOrNotAWholeNumberIsAUsageError(_ value: String) {
    let run = Support.run(["solve", "-", "--samples", value], standardInput: Self.keyboard)
    #expect(run.status == ExitCode.usage)
    #expect(run.output == "")
    let message: String =
      "Error: The value '\(value)' is invalid for '--samples <n>': it must be a whole number, "
      + "2 or more (the start and the end of each animation). For example '--samples 3' "
      + "samples each animation at its start, middle and end.\n"
      + "Help:  --samples <n>  After each event"
    #expect(run.errors.hasPrefix(message), "\(run.errors)")
    #expect(run.errors.contains("Usage: layout-cli solve <file>"))
  }

  @Test func aMissingCountIsAUsageError() {
    let run = Support.run(["solve", "-", "--samples"], standardInput: Self.keyboard)
    #expect(run.status == ExitCode.usage)
    #expect(run.errors.hasPrefix("Error: Missing value for '--samples <n>'\n"))
  }

  @Test func checkDoesNotTakeTheOption() {
    let run = Support.run(["check", "-", "--samples", "3"], standardInput: Self.keyboard)
    #expect(run.status == ExitCode.usage)
    #expect(run.errors.hasPrefix("Error: Unknown option '--samples'"))
  }
}
