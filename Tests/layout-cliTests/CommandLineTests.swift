import Testing

@testable import layout_cli

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `layout-cli` run in-process: usage errors, exit codes, files, standard input, `--output`.
@Suite("layout-cli commands")
struct CommandLineTests {
  typealias Support = CLITestSupport

  static let solveUsage =
    "Usage: layout-cli solve <file> [--format <format>] [--output <file>] [--event <event> ...] [--keyboard <height> ...] [--samples <n>] [--diagnostics <format>] [--scene <scene>] [--device <device>] [--orientation <orientation>] [--traits <size classes>] [--text-model]\n"
    + "  See 'layout-cli solve --help' for more information.\n"
  static let checkUsage =
    "Usage: layout-cli check <file> [--event <event> ...] [--keyboard <height> ...] [--fail-on-ambiguity] [--fail-on-misplaced] [--diagnostics <format>] [--scene <scene>] [--device <device>] [--orientation <orientation>] [--traits <size classes>] [--text-model]\n"
    + "  See 'layout-cli check --help' for more information.\n"
  static let rootUsage =
    "Usage: layout-cli <subcommand>\n  See 'layout-cli --help' for more information.\n"

  /// Checks a usage error: exit 64, nothing on standard output, `Error: …` then the usage.
  private func expectUsageError(
    _ arguments: [String], _ message: String, help: String? = nil, usage: String = solveUsage,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let run = Support.run(arguments)
    #expect(run.status == 64, sourceLocation: sourceLocation)
    #expect(run.output == "", sourceLocation: sourceLocation)
    var expected = "Error: \(message)\n"
    if let help { expected += "Help:  \(help)\n" }
    expected += usage
    #expect(run.errors == expected, sourceLocation: sourceLocation)
  }

  // MARK: Usage errors

  @Test func unknownSubcommandsAndOptions() {
    expectUsageError(
      ["slove"], "Unknown subcommand 'slove'. Did you mean 'solve'?", usage: Self.rootUsage)
    expectUsageError(["frobnicate"], "Unknown subcommand 'frobnicate'", usage: Self.rootUsage)
    expectUsageError(
      ["--verison"], "Unknown option '--verison'. Did you mean '--version'?", usage: Self.rootUsage)
    expectUsageError(
      ["solve", "a.json", "--formt", "json"], "Unknown option '--formt'. Did you mean '--format'?")
    expectUsageError(
      ["check", "a.json", "--format", "json"], "Unknown option '--format'", usage: Self.checkUsage)
    expectUsageError(["solve", "-x", "a.json"], "Unknown option '-x'")
  }

  @Test func missingAndExtraArguments() {
    expectUsageError(
      ["solve"], "Missing expected argument '<file>'",
      help:
        "<file>  The layout file or Interface Builder document (.xib, .storyboard; recognized by its content), or '-' to read standard input."
    )
    expectUsageError(
      ["check"], "Missing expected argument '<file>'",
      help:
        "<file>  The layout file or Interface Builder document (.xib, .storyboard; recognized by its content), or '-' to read standard input.",
      usage: Self.checkUsage)
    expectUsageError(["solve", "a.json", "b.json"], "Unexpected argument 'b.json'")
    expectUsageError(
      ["solve", "a.json", "b.json", "c.json"], "2 unexpected arguments: 'b.json', 'c.json'")
  }

  @Test func invalidOptionValues() {
    expectUsageError(["solve", "a.json", "--format"], "Missing value for '--format <format>'")
    expectUsageError(
      ["solve", "a.json", "--format", "xml"],
      "The value 'xml' is invalid for '--format <format>'. Please provide one of 'table' and 'json'."
    )
    expectUsageError(
      ["solve", "a.json", "--format", "JSON"],
      "The value 'JSON' is invalid for '--format <format>'. Did you mean 'json'?")
    expectUsageError(
      ["solve", "a.json", "--format=tabel"],
      "The value 'tabel' is invalid for '--format <format>'. Did you mean 'table'?")
    expectUsageError(
      ["solve", "a.json", "--format=yaml"],
      "The value 'yaml' is invalid for '--format <format>'. Please provide one of 'table' and 'json'."
    )
    expectUsageError(
      ["solve", "a.json", "--help=yes"],
      "The option '--help' does not take any value, but 'yes' was specified.")
    expectUsageError(
      ["solve", "a.json", "--keyboard", "tall"],
      "The value 'tall' is invalid for '--keyboard <height>': the height must be a number of points, from 0 to 10^15."
    )
    expectUsageError(
      ["solve", "a.json", "--keyboard", "-5"],
      "The value '-5' is invalid for '--keyboard <height>': the height must be a number of points, from 0 to 10^15."
    )
    expectUsageError(
      ["solve", "a.json", "--keyboard", "1e16"],
      "The value '1e16' is invalid for '--keyboard <height>': the height must be a number of points, from 0 to 10^15."
    )
    expectUsageError(["solve", "a.json", "-o"], "Missing value for '--output <file>'")
  }

  @Test func invalidEvents() {
    expectUsageError(
      ["solve", "a.json", "--event", "togle sidebar"],
      "The value 'togle sidebar' is invalid for '--event <event>': unknown event 'togle'. Did you mean 'toggle'?"
    )
    expectUsageError(
      ["solve", "a.json", "--event", "toggle"],
      "The value 'toggle' is invalid for '--event <event>': 'toggle' takes <view>, as in 'toggle <view>'."
    )
    expectUsageError(
      ["solve", "a.json", "--event", "keyboard-hide now"],
      "The value 'keyboard-hide now' is invalid for '--event <event>': 'keyboard-hide' takes no arguments, as in 'keyboard-hide'."
    )
    expectUsageError(
      ["solve", "a.json", "--event", "set-constant gap wide"],
      "The value 'set-constant gap wide' is invalid for '--event <event>': 'wide' is not a number; the value is a number of points."
    )
    expectUsageError(
      ["check", "a.json", "--event", ""],
      "The value '' is invalid for '--event <event>': the event is empty. Write, for example, 'toggle sidebar'.",
      usage: Self.checkUsage)
  }

  @Test func theInputIsNeverTheOutput() {
    expectUsageError(
      ["solve", "layout.json", "-o", "layout.json"],
      "The value 'layout.json' is invalid for '--output <file>': it is the input file, which is never written."
    )
    let directory = Support.temporaryDirectory()
    defer { Support.remove(directory: directory) }
    let path = directory + "/layout.json"
    Support.write(Support.validLayout, to: path)
    expectUsageError(
      ["solve", path, "--output", directory + "/./layout.json"],
      "The value '\(directory)/./layout.json' is invalid for '--output <file>': it is the input file, which is never written."
    )
    #expect(Support.read(path) == Support.validLayout)
  }

  // MARK: Input

  @Test func unreadableInput() {
    let run = Support.run(["solve", "/nonexistent/layout.json"])
    #expect(run.status == 66)
    #expect(run.output == "")
    #expect(
      run.errors == "Error: Cannot read '/nonexistent/layout.json': No such file or directory.\n")
    let directory = Support.temporaryDirectory()
    defer { Support.remove(directory: directory) }
    let check = Support.run(["check", directory])
    #expect(check.status == 66)
    #expect(check.errors == "Error: Cannot read '\(directory)': Is a directory.\n")
  }

  @Test func invalidLayoutData() {
    let directory = Support.temporaryDirectory()
    defer { Support.remove(directory: directory) }
    let path = directory + "/broken.json"
    Support.write(Support.invalidLayout, to: path)
    for command in ["solve", "check"] {
      let run = Support.run([command, path])
      #expect(run.status == 65)
      #expect(run.output == "")
      #expect(
        run.errors == """
          \(path):4:29: error: Unknown anchor 'widht' in constraint 0.
            path: $.constraints[0]
            fix: Did you mean 'width'?
          \(path):4:64: error: Cannot set position anchor 'sidebar.leading' to a constant in constraint 1.
            path: $.constraints[1]
            fix: Relate it to another anchor, as in 'sidebar.leading == root.leading + 20'.

          """)
    }
  }

  @Test func standardInput() {
    // The layout leaves the sidebar's vertical position and size, and all of the content but
    // its bottom, to the solver: each is an ambiguity warning, reported once (the toggle
    // changes none of them).
    let valid = Support.run(["check", "-"], standardInput: Support.validLayout)
    #expect(valid.status == 0)
    #expect(
      valid.errors == """
        <stdin>:3:14: warning: 'sidebar' top is not determined by the constraints.
          path: $.views[0]
          fix: Place 'sidebar' vertically: constrain its top, bottom or center.
        <stdin>:3:14: warning: 'sidebar' height is not determined by the constraints.
          path: $.views[0]
          fix: Give 'sidebar' a height: a height constraint, a bottom edge or an intrinsic height.
        <stdin>:3:35: warning: 'content' left is not determined by the constraints.
          path: $.views[1]
          fix: Place 'content' horizontally: constrain its leading edge, trailing edge or center.
        <stdin>:3:35: warning: 'content' top and height are not determined by the constraints: \
        they can change together.
          path: $.views[1]
          fix: Give 'content' a height: a height constraint, a bottom edge or an intrinsic height.
        <stdin>:3:35: warning: 'content' width is not determined by the constraints.
          path: $.views[1]
          fix: Give 'content' a width: a width constraint, a trailing edge or an intrinsic width.

        """)
    #expect(
      valid.output
        == "<stdin>: no unsatisfiable constraints, 5 warnings (2 views, 3 constraints, 1 event).\n"
    )
    let strict = Support.run(
      ["check", "-", "--fail-on-ambiguity"], standardInput: Support.validLayout)
    #expect(strict.status == 2)
    #expect(strict.errors == valid.errors)
    let invalid = Support.run(["solve", "-"], standardInput: "{\"root\": {}, \"views\": [],}")
    #expect(invalid.status == 65)
    #expect(
      invalid.errors == """
        <stdin>:1:25: error: Trailing comma before '}'; JSON does not allow one.
          path: $
          fix: Remove the ','.

        """)
    let empty = Support.run(["solve", "--", "-"], standardInput: "")
    #expect(empty.status == 65)
    #expect(
      empty.errors == """
        <stdin>:1:1: error: The file is empty; expected a JSON object.
          path: $
          fix: A layout file is a JSON object, such as '{ "root": { "width": 375, "height": 812 }, "views": [] }'.

        """)
  }

  @Test func aValidLayoutIsSolvedWithItsEvents() {
    let directory = Support.temporaryDirectory()
    defer { Support.remove(directory: directory) }
    let path = directory + "/layout.json"
    Support.write(Support.validLayout, to: path)
    let run = Support.run(
      [
        "solve", path, "--format", "json", "--event", "toggle sidebar", "--keyboard", "291", "-o",
        "-",
      ])
    #expect(run.status == 0)
    #expect(run.errors == "")
    // The initial state, the file's toggle, then the command line's toggle and keyboard.
    #expect(run.output.split(separator: "\"frames\":").count == 5)
    #expect(run.output.contains(#""origin": "--event 'toggle sidebar'""#))
    #expect(run.output.contains(#""origin": "--keyboard 291""#))
    #expect(run.output.contains(#"{"after": 257, "before": 0, "constraint": "bottom"}"#))
    #expect(run.output.hasSuffix("}\n"))
  }

  @Test func warningsArePrintedAndDoNotStopTheRun() {
    let layout = """
      {"root": {"width": 10, "height": 20}, "views": [{"id": "a"}, {"id": "b"}],
       "constraints": [{"id": "c", "constraint": "b.width == 1"}, "a.left == root.left",
         "a.top == root.top", "a.width == 5", "a.height == 5", "b.left == root.left",
         "b.top == root.top", "b.height == 1"],
       "behaviors": {"collapsible": [{"view": "a", "constraint": "c", "direction": "width"}]}}
      """
    let run = Support.run(["check", "-"], standardInput: layout)
    #expect(run.status == 0)
    #expect(
      run.errors == """
        <stdin>:5:60: warning: Constraint 'c' of collapsible view 'a' does not involve 'a'.
          path: $.behaviors.collapsible[0].constraint
          fix: Name a constraint that positions or sizes 'a'.

        """)
    #expect(
      run.output == "<stdin>: no unsatisfiable constraints (2 views, 8 constraints, 0 events).\n")
  }

  /// A constraint whose number is beyond the solver's range (10¹⁵) is reported where it is
  /// declared, is not applied, and makes `check` exit with 1; `solve` reports it and succeeds.
  @Test func aConstraintOutOfRangeIsReportedAndFailsCheck() {
    // Every number in the file is within 10^15, but a factor of 10^-16 is below what the solver
    // takes: found when solving, reported at the constraint, and counted by check.
    let layout = """
      {"root": {"width": 375, "height": 812}, "views": [{"id": "box"}],
       "constraints": ["box.leading == root.leading", "box.top == root.top",
         {"id": "tiny", "constraint": "box.width == 1e-16 * root.width"}, "box.height == 1e15"]}
      """
    let message = """
      <stdin>:3:33: error: Constraint 'tiny' (box.width == 1e-16 * root.width) has a number outside the solver's range (magnitudes up to 10^15, and factors of 0 or at least 10^-15); it is not applied.
        path: $.constraints[2].constraint
        fix: Use sizes, constants and margins of the magnitude of a screen, in points.
      <stdin>:1:51: warning: 'box' width is not determined by the constraints.
        path: $.views[0]
        fix: Give 'box' a width: a width constraint, a trailing edge or an intrinsic width.

      """
    let check = Support.run(["check", "-"], standardInput: layout)
    #expect(check.status == 1)
    #expect(check.errors == message)
    #expect(
      check.output
        == "<stdin>: 1 constraint out of range, 1 warning (1 view, 4 constraints, 0 events).\n")
    let solve = Support.run(["solve", "-", "--format", "json"], standardInput: layout)
    #expect(solve.status == 0)
    #expect(solve.output.contains(#""code": "out-of-range""#))
    // The height at the limit applies: 10¹⁵ is written with an exponent.
    #expect(solve.output.contains(#""height": 1e+15"#))
  }

  @Test func numbersBeyondTheRangeAreDataErrorsWhereTheyAreWritten() {
    // A number beyond 10^15 anywhere in the file, or in a constraint's text, is refused before
    // solving, at its line and column (exit 65): intrinsic sizes, insets, constants, events.
    let layout = """
      {"root": {"width": 375, "height": 812, "safeArea": {"top": 1e308}},
       "views": [{"id": "title", "intrinsicSize": {"height": 1e20}}],
       "constraints": ["title.top == root.top + 2e15", "title.width == -1.5e16 * root.width"],
       "events": [{"type": "setConstant", "constraint": "constraint 0", "value": 1e16}]}
      """
    let fix = "  fix: Use sizes, constants and margins of the magnitude of a screen, in points.\n"
    let check = Support.run(["check", "-"], standardInput: layout)
    #expect(check.status == 65)
    #expect(
      check.errors
        == "<stdin>:1:60: error: 'top' is beyond the supported range (magnitudes up to 10^15), found '1e308'.\n"
        + "  path: $.root.safeArea.top\n"
        + fix
        + "<stdin>:2:56: error: 'height' is beyond the supported range (magnitudes up to 10^15), found '1e20'.\n"
        + "  path: $.views[0].intrinsicSize.height\n"
        + fix
        + "<stdin>:3:43: error: Number '2e15' in constraint 0 is beyond the supported range (magnitudes up to 10^15).\n"
        + "  path: $.constraints[0]\n"
        + fix
        + "<stdin>:3:67: error: Number '1.5e16' in constraint 1 is beyond the supported range (magnitudes up to 10^15).\n"
        + "  path: $.constraints[1]\n"
        + fix
        + "<stdin>:4:76: error: 'value' is beyond the supported range (magnitudes up to 10^15), found '1e16'.\n"
        + "  path: $.events[0].value\n"
        + fix)
    #expect(check.output == "")
    let solve = Support.run(["solve", "-"], standardInput: layout)
    #expect(solve.status == 65 && solve.output == "")
    // On the command line too.
    let event = Support.run(
      ["solve", "-", "--event", "set-constant c 1e16"],
      standardInput:
        #"{"root": {"width": 10, "height": 10}, "views": [], "constraints": [{"id": "c", "constraint": "root.width == 10"}]}"#
    )
    #expect(event.status == 64)
    #expect(
      event.errors.hasPrefix(
        "Error: The value 'set-constant c 1e16' is invalid for '--event <event>': '1e16' is "
          + "beyond the supported range (magnitudes up to 10^15); the value is a number of "
          + "points."))
  }

  @Test func aKeyboardEventWithoutAKeyboardBehaviorIsAWarning() {
    let layout = #"{"root": {"width": 10, "height": 20}, "views": [{"id": "a"}]}"#
    let run = Support.run(["solve", "-", "--keyboard", "291"], standardInput: layout)
    #expect(run.status == 0)
    #expect(
      run.errors == """
        <command line>: warning: There is no keyboard behavior, so --keyboard 291 changes nothing.
          fix: Add 'behaviors.keyboard' with the constraints the keyboard should move.

        """)
    #expect(run.output.hasSuffix("After --keyboard 291\nNothing changed.\n"))
  }

  @Test func commandLineEventsAreCheckedAgainstTheDocument() {
    let directory = Support.temporaryDirectory()
    defer { Support.remove(directory: directory) }
    let path = directory + "/layout.json"
    Support.write(Support.validLayout, to: path)
    let run = Support.run([
      "check", path, "--event", "toggle sidbar", "--keyboard", "291", "--event", "collapse content",
      "--event", "set-constant botom 8",
    ])
    #expect(run.status == 65)
    #expect(
      run.errors == """
        <command line>: error: Unknown view 'sidbar' in --event 'toggle sidbar'.
          fix: Did you mean 'sidebar'?
        <command line>: error: View 'content' in --event 'collapse content' is not collapsible.
          fix: Add it to 'behaviors.collapsible'.
        <command line>: error: Unknown constraint 'botom' in --event 'set-constant botom 8'.
          fix: Did you mean 'bottom'?

        """)
  }

  /// The condition events from the command line, worked by hand: "Hi" (two characters of 10)
  /// at 10 from the leading edge, at most 10 from the trailing one.
  @Test func conditionEventsRunFromTheCommandLine() {
    let layout = """
      {"root": {"width": 300, "height": 100},
       "views": [{"id": "title", "text": {"string": "Hi", "advance": 10, "lineHeight": 20}}],
       "constraints": ["title.leading == root.leading + 10",
                       "title.trailing <= root.trailing - 10", "title.top == root.top"]}
      """
    let run = Support.run(
      [
        "solve", "-", "--event", "resize 200 -", "--event", "set-text title Hello world",
        "--event", "text-scale 2", "--event", "set-hidden title",
      ], standardInput: layout)
    #expect(run.status == 0)
    #expect(run.errors == "")
    // The root narrows to 200: the title, 20 wide, does not move. "Hello world" is 110 wide
    // and fits in 200 − 20. At twice the size it is 220: the title takes the 180 it has, and
    // the text wraps onto two lines of 40. Hidden, it keeps its frame.
    #expect(
      run.output == """
        Initial layout: root 300 × 100
        id      x  y  width  height
        title  10  0     20      20

        After --event 'resize 200 -'
        Root: 300 × 100 → 200 × 100
        Animation: none (immediate)
        No frame changed.

        After --event 'set-text title Hello world'
        Animation: none (immediate)
        id      x  y     width  height
        title  10  0  20 → 110      20

        After --event 'text-scale 2'
        Animation: none (immediate)
        id      x  y      width   height
        title  10  0  110 → 180  20 → 80

        After --event 'set-hidden title'
        Animation: none (immediate)
        id      x  y  width  height  visibility
        title  10  0    180      80  shown → hidden

        """)
    let json = Support.run(
      ["solve", "-", "--format", "json", "--event", "resize - - 0 44 21 44"],
      standardInput: layout)
    #expect(json.status == 0)
    #expect(
      json.output.contains(
        """
              "root": {
                "height": 100,
                "safeArea": {"bottom": 21, "left": 44, "right": 44, "top": 0},
                "width": 300
              }
        """))
    let unknown = Support.run(
      ["check", "-", "--event", "set-text titel Hi"], standardInput: layout)
    #expect(unknown.status == 65)
    #expect(
      unknown.errors == """
        <command line>: error: Unknown view 'titel' in --event 'set-text titel Hi'.
          fix: Did you mean 'title'?

        """)
  }

  /// A format string's constraint is named from the command line by its id, spaces and all.
  @Test func aFormatStringsConstraintIsNamedByItsWholeID() {
    let split = ExamplesTests.directory + "/split-view.json"
    // Constraint 12 is "H:[sidebar][content]|": its part "H:[content]|" pins content's
    // trailing edge to the root's. A constant of 10 moves the edge 10 in: 1180 wide, less 10.
    let run = Support.run(["solve", split, "--event", "set-constant constraint 12 H:[content]| 10"])
    #expect(run.status == 0)
    #expect(run.errors == "")
    #expect(run.output.contains("Constants: constraint 12 H:[content]| 0 → 10\n"))
    #expect(run.output.contains("content          0   0  1180 → 1170     820\n"))
    let wrong = Support.run(["check", split, "--event", "deactivate constraint 12 H:[content]"])
    #expect(wrong.status == 65)
    #expect(
      wrong.errors.hasPrefix(
        "<command line>: error: Unknown constraint 'constraint 12 H:[content]' in --event"))
  }

  @Test func gestureAndPileEventsFromTheCommandLine() {
    let photo = ExamplesTests.directory + "/photo.json"
    let run = Support.run([
      "solve", photo, "--event", "rotate photo -0.3 2", "--event", "tap share",
    ])
    #expect(run.status == 0)
    #expect(run.errors == "")
    #expect(
      run.output.hasSuffix(
        """

        After --event 'rotate photo -0.3 2'
        Animation: none (immediate)
        Callbacks: didStartRotating, didFinishRotating
        id         x      y  width  height  transform                                                                                                visual frame
        photo  127.5  288.5    120      90  scale 1.75, rotate 45°, translate (75.808, -120) → scale 1.75, rotate 27.811°, translate (75.808, -120)  (133.377, 83.569, 259.862, 259.862) → (133.695, 94.858, 259.226, 237.285)

        After --event 'tap share'
        Callbacks: didTouchDown, didTouchUp, didTap
        No view changed.

        """))
    let pile = ExamplesTests.directory + "/card-pile.json"
    let pushed = Support.run(["solve", pile, "--event", "push deck card-3 5", "--format", "json"])
    #expect(pushed.status == 0)
    #expect(pushed.output.contains(#""summary": "push deck card-3 at 5","#))
    let wrong = Support.run([
      "check", pile, "--event", "push deck title-1", "--event", "pinch deck 2", "--event",
      "pop dek",
    ])
    #expect(wrong.status == 65)
    #expect(
      wrong.errors == """
        <command line>: error: View 'title-1' in --event 'push deck title-1' is not a card of pile 'deck'; the cards of a pile are the views whose parent is its view.
          fix: Set the 'parent' of 'title-1' to 'deck'.
        <command line>: error: View 'deck' in --event 'pinch deck 2' has no behavior for pinch gestures.
          fix: Make it 'pinchable' in 'behaviors.gestures'.
        <command line>: error: Unknown pile 'dek' in --event 'pop dek'.
          fix: Did you mean 'deck'?

        """)
  }

  // MARK: Output

  @Test func outputDirectoryMustExist() {
    let directory = Support.temporaryDirectory()
    defer { Support.remove(directory: directory) }
    let path = directory + "/layout.json"
    Support.write(Support.validLayout, to: path)
    let run = Support.run(["solve", path, "--output", directory + "/missing/out.txt"])
    #expect(run.status == 73)
    #expect(
      run.errors
        == "Error: Cannot write '\(directory)/missing/out.txt': No such file or directory.\n")
    let intoDirectory = Support.run(["solve", path, "-o", directory])
    #expect(intoDirectory.status == 73)
    #expect(intoDirectory.errors == "Error: Cannot write '\(directory)': Is a directory.\n")
    #expect(Support.contents(of: directory) == ["layout.json"])
  }

  @Test func theOutputIsWrittenOnlyWhenTheRunSucceeds() {
    let directory = Support.temporaryDirectory()
    defer { Support.remove(directory: directory) }
    let path = directory + "/layout.json"
    let output = directory + "/out.txt"
    Support.write(Support.validLayout, to: path)
    // A run that succeeds writes the output file and nothing else; standard output stays empty.
    let run = Support.run(["solve", path, "--output", output])
    #expect(run.status == 0)
    #expect(run.output == "")
    #expect(Support.read(output)?.hasPrefix("Initial layout: root 375 × 812") == true)
    #expect(Support.contents(of: directory) == ["layout.json", "out.txt"])
    // An invalid layout writes nothing, and leaves an existing output as it was.
    Support.write("old", to: output)
    Support.write(Support.invalidLayout, to: path)
    #expect(Support.run(["solve", path, "-o", output]).status == 65)
    #expect(Support.read(output) == "old")
    #expect(Support.contents(of: directory) == ["layout.json", "out.txt"])
  }

  @Test func deliverWritesTheReportAtomically() {
    let directory = Support.temporaryDirectory()
    defer { Support.remove(directory: directory) }
    let output = directory + "/frames.json"
    Support.write("old contents", to: output)
    let streams = CommandStreams(
      standardInput: FixedInput(""), standardOutput: CapturedOutput(),
      standardError: CapturedOutput())
    let outcome = LayoutRunOutcome(report: "{\"states\": []}\n", diagnostics: [], exitCode: 0)
    #expect(SolveCommand.deliver(outcome, to: output, streams: streams) == 0)
    #expect(Support.read(output) == "{\"states\": []}\n")
    #expect(Support.contents(of: directory) == ["frames.json"])
    #expect((streams.standardOutput as! CapturedOutput).text == "")

    // Without --output the report goes to standard output.
    let printed = CapturedOutput()
    let toStandardOutput = CommandStreams(
      standardInput: FixedInput(""), standardOutput: printed, standardError: CapturedOutput())
    #expect(SolveCommand.deliver(outcome, to: nil, streams: toStandardOutput) == 0)
    #expect(printed.text == "{\"states\": []}\n")

    // A write that fails returns 73 and leaves no file behind.
    let errors = CapturedOutput()
    let failing = CommandStreams(
      standardInput: FixedInput(""), standardOutput: CapturedOutput(), standardError: errors)
    let missing = directory + "/gone/frames.json"
    #expect(SolveCommand.deliver(outcome, to: missing, streams: failing) == 73)
    #expect(errors.text == "Error: Cannot write '\(missing)': No such file or directory.\n")
    #expect(Support.contents(of: directory) == ["frames.json"])
  }
}
