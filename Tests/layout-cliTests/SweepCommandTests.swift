import LayoutBehaviors
import Testing

@testable import layout_cli

/// `layout-cli sweep`: its report worked by hand, its JSON, its exit codes and its usage errors.
@Suite("layout-cli sweep")
struct SweepCommandTests {
  typealias Support = CLITestSupport

  /// Two buttons of 150 side by side, 20 from the root's leading edge and at least 20 from its
  /// trailing one: they need 340 points.
  static let buttons = """
    {"root": {"width": 400, "height": 100},
     "views": [{"id": "a"}, {"id": "b"}],
     "constraints": [
       "a.leading == root.leading + 20", "a.top == root.top", "a.height == 44",
       {"id": "a-width", "constraint": "a.width == 150"},
       "b.leading == a.trailing", "b.top == root.top", "b.height == 44",
       {"id": "b-width", "constraint": "b.width == 150"},
       {"id": "b-trailing", "constraint": "b.trailing <= root.trailing - 20"}]}
    """

  @Test func reportsEachFailureOnceWithItsBoundary() {
    let run = Support.run(["sweep", "-", "--width", "200...500"], standardInput: Self.buttons)
    #expect(run.status == 1)
    #expect(run.errors == "")
    // 301 widths, and one bisection step for each of the two boundaries. Below 340 b's
    // trailing constraint breaks; below 319.5 b, 20 + 300 = 320 from the root's leading edge,
    // passes its trailing edge by more than half a point.
    #expect(
      run.output == """
        Swept <stdin>: width 200…500 every 1 pt; 303 configurations solved.
        2 failures:

        unsatisfiable below width 340 (at 339.5 × 100)
          Unsatisfiable constraint 'b-trailing' (b.trailing <= root.trailing - 20) conflicts with 'root-width' (root.width == 339.5), 'constraint 0' (a.leading == root.leading + 20), 'a-width' (a.width == 150), 'constraint 4' (b.leading == a.trailing), 'b-width' (b.width == 150); it is not applied.
          views: b
          <stdin>:8:39: 'b-trailing' (b.trailing <= root.trailing - 20)
          <stdin>:1:20: 'root-width' (root.width == 339.5)
          <stdin>:4:4: 'constraint 0' (a.leading == root.leading + 20)
          <stdin>:5:36: 'a-width' (a.width == 150)
          <stdin>:6:4: 'constraint 4' (b.leading == a.trailing)
          <stdin>:7:36: 'b-width' (b.width == 150)

        outside-superview below width 319.5 (at 319 × 100)
          'b' passes the right edge of 'root' (319 × 100) by 1.
          views: b

        """)
  }

  /// Examples/button-row.json: titles of 60, 100 and 110 points, 12 apart, 16 from the sides,
  /// need 326; below, Cancel (the least resistant to compression) is cut. The file's two events
  /// make three states at each of the 131 widths, plus one bisection step in each state.
  @Test func findsWhereTheExampleToolbarIsCut() {
    let run = Support.run([
      "sweep", ExamplesTests.directory + "/button-row.json", "--width", "300...430",
    ])
    #expect(run.status == 1)
    #expect(
      run.output.hasSuffix(
        """
        : width 300…430 every 1 pt, before and after each of 2 events; 396 configurations solved.
        1 failure:

        truncated-text below width 326 (at 325.5 × 667)
          'cancel' needs 2 lines (40 high) at its width, 59.5, but is 20 high.
          views: cancel

        """))
  }

  @Test func passesWhereEveryCheckHolds() {
    let run = Support.run(
      ["sweep", "-", "--width", "340...400", "--step", "2", "--text-scale", "large,AX5"],
      standardInput: Self.buttons)
    #expect(run.status == 0)
    // 31 widths at each of two text sizes.
    #expect(
      run.output == """
        Swept <stdin>: width 340…400 every 2 pt, at large, accessibilityExtraExtraExtraLarge; 62 configurations solved.
        Passed: every check held.

        """)
  }

  @Test func putsTheRootOnDevices() {
    let run = Support.run(
      ["sweep", "-", "--devices", "retina6_12,retina4_0", "--checks", "unsatisfiable"],
      standardInput: Self.buttons)
    #expect(run.status == 1)
    #expect(
      run.output.hasPrefix(
        """
        Swept <stdin>: 2 devices in portrait and landscape; 4 configurations solved.
        1 failure:

        unsatisfiable (at 320 × 568, retina4_0 portrait)

        """))
    let wrong = Support.run(["sweep", "-", "--devices", "retina4"], standardInput: Self.buttons)
    #expect(wrong.status == 64)
    #expect(
      wrong.errors.hasPrefix(
        "Error: The value 'retina4' is invalid for '--devices <devices>': 'retina4' is not a "
          + "device. Did you mean 'retina4_0'?\n"))
  }

  @Test func writesJSON() {
    let run = Support.run(
      ["sweep", "-", "--width", "300...400", "--checks", "unsatisfiable", "--format", "json"],
      standardInput: Self.buttons)
    #expect(run.status == 1)
    #expect(run.output.contains(#""configurations": 102,"#))
    #expect(run.output.contains(#""events": 0,"#))
    #expect(run.output.contains(#""picture": null,"#))
    #expect(run.output.contains(#""passed": false"#))
    #expect(run.output.contains(#""boundary": {"axis": "width", "side": "below", "value": 340}"#))
    #expect(run.output.contains(#""check": "unsatisfiable""#))
    #expect(
      run.output.contains(
        """
                  "configuration": {
                    "direction": null,
                    "event": null,
                    "eventSummary": null,
                    "height": 100,
                    "safeArea": {"bottom": 0, "left": 0, "right": 0, "top": 0},
                    "screen": null,
                    "textSize": null,
                    "width": 339.5
                  },
        """))
    #expect(!run.output.contains("outside-superview"))
    #expect(run.output.hasSuffix("]\n}\n"))
  }

  @Test func rejectsBadOptions() {
    let cases: [([String], String)] = [
      (
        [],
        "Nothing to sweep: give '--width <min...max>', '--height <min...max>', "
          + "'--devices <devices>', '--text-scale <sizes>' or '--directions <directions>', as "
          + "in '--width 320...430'."
      ),
      (
        ["--width", "320-430"],
        "The value '320-430' is invalid for '--width <min...max>': write two sizes in points "
          + "with '...' between them, as in '320...430'."
      ),
      (
        ["--width", "430...320"],
        "The value '430...320' is invalid for '--width <min...max>': the sizes must be greater "
          + "than 0 and at most 1000000, the first not above the second."
      ),
      (
        ["--height", "1...1000000", "--step", "0.5"],
        "The value '1...1000000' is invalid for '--height <min...max>': it has 1999999 sizes "
          + "0.5 apart, more than 100000; give a larger '--step'."
      ),
      (
        ["--width", "320...430", "--step", "0"],
        "The value '0' is invalid for '--step <points>': it must be a number of points greater "
          + "than 0, such as '--step 0.5'."
      ),
      (
        ["--width", "320...430", "--checks", "unsatisfiable,spacing"],
        "The value 'unsatisfiable,spacing' is invalid for '--checks <checks>': 'spacing' is not "
          + "a check. The checks are 'unsatisfiable', 'ambiguous', 'negative-size', "
          + "'truncated-text', 'outside-superview', 'outside-safe-area', 'overlap', 'unsettled'."
      ),
      (
        ["--width", "320...430", "--checks", "unsatisfiable,overlaps"],
        "The value 'unsatisfiable,overlaps' is invalid for '--checks <checks>': 'overlaps' is not "
          + "a check. Did you mean 'overlap'?"
      ),
      (
        ["--width", "320...430", "--checks", "negative-sizes"],
        "The value 'negative-sizes' is invalid for '--checks <checks>': 'negative-sizes' is not "
          + "a check. Did you mean 'negative-size'?"
      ),
      (
        ["--text-scale", "large,acessibilityLarge"],
        "The value 'large,acessibilityLarge' is invalid for '--text-scale <sizes>': "
          + "'acessibilityLarge' is not a text size. Did you mean 'accessibilityLarge'?"
      ),
      (
        ["--width", "320...430", "--directions", "ltr,RTL"],
        "The value 'ltr,RTL' is invalid for '--directions <directions>': 'RTL' is not a "
          + "direction. Write 'ltr', 'rtl' or 'ltr,rtl'."
      ),
      (
        ["--width", "320...430", "--format", "JSON"],
        "The value 'JSON' is invalid for '--format <format>': use 'table' or 'json'. Did you "
          + "mean 'json'?"
      ),
    ]
    for (options, message) in cases {
      let run = Support.run(["sweep", "-"] + options, standardInput: Self.buttons)
      #expect(run.status == 64, "\(options)")
      #expect(run.errors.hasPrefix("Error: \(message)\n"), "\(options): \(run.errors)")
      #expect(run.output == "")
    }
  }

  @Test func aRootThatFitsItsContentCannotBeSweptAlongThatAxis() {
    let run = Support.run(
      ["sweep", "-", "--width", "100...200"],
      standardInput: #"{"root": {"width": "fit", "height": 100}, "views": []}"#)
    #expect(run.status == 64)
    #expect(
      run.errors.hasPrefix(
        "Error: '--width' sets the root's width, but the root's width in '<stdin>' is 'fit': "
          + "it follows its content.\n"))
  }

  @Test func anInvalidFileIsADataError() {
    let run = Support.run(
      ["sweep", "-", "--width", "100...200"], standardInput: #"{"root": {"width": 10}}"#)
    #expect(run.status == 65)
    #expect(run.errors.contains("error: Missing key 'height' in 'root'."))
    #expect(run.output == "")
  }
}
