import Testing

@testable import LayoutBehaviors
@testable import layout_cli

/// `--diagnostics json` (issue 13 item 4): standard error gets exactly one JSON document with
/// every diagnostic, whatever the failure; standard output and exit codes are those of text.
@Suite("Diagnostics as JSON")
struct DiagnosticsJSONTests {
  typealias Support = CLITestSupport

  @Test func aJSONSyntaxError() {
    let run = Support.run(
      ["check", "-", "--diagnostics", "json"],
      standardInput: #"{"root": {"width": 375, "height": 812}, "views": [],}"#)
    #expect(run.status == 65)
    #expect(run.output == "")
    #expect(
      run.errors == """
        {
          "diagnostics": [
            {
              "code": "json-trailing-comma",
              "column": 52,
              "file": "<stdin>",
              "fix": "Remove the ','.",
              "line": 1,
              "message": "Trailing comma before '}'; JSON does not allow one.",
              "notes": [],
              "path": "$",
              "severity": "error"
            }
          ],
          "errors": 1,
          "warnings": 0
        }

        """)
  }

  @Test func aValidationErrorWithADidYouMeanFix() {
    let run = Support.run(
      ["solve", "-", "--diagnostics=json"],
      standardInput:
        #"{"root": {"width": 375, "height": 812}, "views": [{"id": "a"}], "constraints": ["a.widht == 10"]}"#
    )
    #expect(run.status == 65)
    #expect(run.output == "")
    #expect(
      run.errors == """
        {
          "diagnostics": [
            {
              "code": "unknown-anchor",
              "column": 84,
              "file": "<stdin>",
              "fix": "Did you mean 'width'?",
              "line": 1,
              "message": "Unknown anchor 'widht' in constraint 0.",
              "notes": [],
              "path": "$.constraints[0]",
              "severity": "error"
            }
          ],
          "errors": 1,
          "warnings": 0
        }

        """)
  }

  /// `check`'s diagnostics keep their notes, the last saying after which event it happened.
  @Test func anUnsatisfiableConstraintWithItsNotes() {
    let run = Support.run(
      ["check", "-", "--diagnostics", "json"], standardInput: ReportTests.conflicting)
    #expect(run.status == 1)
    #expect(
      run.output == "<stdin>: 1 unsatisfiable constraint (1 view, 5 constraints, 2 events).\n")
    #expect(
      run.errors == """
        {
          "diagnostics": [
            {
              "code": "unsatisfiable-constraint",
              "column": 36,
              "file": "<stdin>",
              "fix": "Lower the priority of 'short' below 1000 (for example '@ high'), or change the constraints it conflicts with.",
              "line": 9,
              "message": "Unsatisfiable constraint 'short' (card.height == 100) conflicts with 'root-height' (root.height == 812), 'constraint 0' (card.top == root.top), 'card-bottom' (card.bottom == root.bottom); it is not applied.",
              "notes": [
                {
                  "column": 37,
                  "file": "<stdin>",
                  "line": 2,
                  "message": "'root-height' (root.height == 812) comes from the root's 'height'.",
                  "path": "$.root.height"
                },
                {
                  "column": 5,
                  "file": "<stdin>",
                  "line": 5,
                  "message": "'constraint 0' (card.top == root.top) is declared here.",
                  "path": "$.constraints[0]"
                },
                {
                  "column": 42,
                  "file": "<stdin>",
                  "line": 6,
                  "message": "'card-bottom' (card.bottom == root.bottom) is declared here.",
                  "path": "$.constraints[1].constraint"
                },
                {
                  "column": 5,
                  "file": "<stdin>",
                  "line": 12,
                  "message": "After event 0: activate short.",
                  "path": "$.events[0]"
                }
              ],
              "path": "$.constraints[4].constraint",
              "severity": "error"
            },
            {
              "code": "recovered-constraint",
              "column": 36,
              "file": "<stdin>",
              "fix": null,
              "line": 9,
              "message": "Constraint 'short' (card.height == 100) is satisfiable again and applied.",
              "notes": [
                {
                  "column": 5,
                  "file": "<stdin>",
                  "line": 13,
                  "message": "After event 1: deactivate card-bottom.",
                  "path": "$.events[1]"
                }
              ],
              "path": "$.constraints[4].constraint",
              "severity": "note"
            }
          ],
          "errors": 1,
          "warnings": 0
        }

        """)
  }

  /// A diagnostic about the command line has no place: `line`, `column` and `path` are `null`.
  @Test func aBadEventFromTheCommandLine() {
    let run = Support.run(
      ["check", "-", "--diagnostics", "json", "--event", "toggle sidbar", "--keyboard", "200"],
      standardInput: #"{"root": {"width": 375, "height": 812}, "views": [{"id": "sidebar"}]}"#)
    #expect(run.status == 65)
    #expect(run.output == "")
    #expect(
      run.errors == """
        {
          "diagnostics": [
            {
              "code": "unknown-view",
              "column": null,
              "file": "<command line>",
              "fix": "Did you mean 'sidebar'?",
              "line": null,
              "message": "Unknown view 'sidbar' in --event 'toggle sidbar'.",
              "notes": [],
              "path": null,
              "severity": "error"
            },
            {
              "code": "no-keyboard-behavior",
              "column": null,
              "file": "<command line>",
              "fix": "Add 'behaviors.keyboard' with the constraints the keyboard should move.",
              "line": null,
              "message": "There is no keyboard behavior, so --keyboard 200 changes nothing.",
              "notes": [],
              "path": null,
              "severity": "warning"
            }
          ],
          "errors": 1,
          "warnings": 1
        }

        """)
  }

  /// A clean file still gets its document, with an empty list; standard output is as in text.
  @Test func aCleanFile() {
    let layout = #"""
      {"root": {"width": 375, "height": 812}, "views": [{"id": "a"}], "constraints": [
        "a.left == root.left", "a.top == root.top", "a.width == 10", "a.height == 10"]}
      """#
    for command in ["check", "solve"] {
      let json = Support.run([command, "-", "--diagnostics", "json"], standardInput: layout)
      let text = Support.run([command, "-"], standardInput: layout)
      #expect(json.status == 0)
      #expect(json.errors == #"{"diagnostics": [], "errors": 0, "warnings": 0}"# + "\n")
      #expect(json.output == text.output)
      #expect(text.errors == "")
    }
  }

  @Test func anUnreadableInput() {
    let directory = Support.temporaryDirectory()
    defer { Support.remove(directory: directory) }
    let path = directory + "/missing.json"
    let run = Support.run(["solve", path, "--diagnostics", "json"])
    #expect(run.status == 66)
    #expect(run.output == "")
    #expect(
      run.errors == """
        {
          "diagnostics": [
            {
              "code": "cannot-read",
              "column": null,
              "file": "\(path)",
              "fix": null,
              "line": null,
              "message": "Cannot read '\(path)': No such file or directory.",
              "notes": [],
              "path": null,
              "severity": "error"
            }
          ],
          "errors": 1,
          "warnings": 0
        }

        """)
    // The text form is unchanged.
    #expect(
      Support.run(["solve", path]).errors
        == "Error: Cannot read '\(path)': No such file or directory.\n")
  }

  /// An output file that cannot be written is a `cannot-write` diagnostic, exit 73.
  @Test func anUnwritableOutput() {
    let directory = Support.temporaryDirectory()
    defer { Support.remove(directory: directory) }
    let output = directory + "/gone/frames.txt"
    let layout = #"{"root": {"width": 375, "height": 812}, "views": [{"id": "a"}]}"#
    let run = Support.run(
      ["solve", "-", "-o", output, "--diagnostics", "json"], standardInput: layout)
    #expect(run.status == 73)
    #expect(run.output == "")
    #expect(
      run.errors == """
        {
          "diagnostics": [
            {
              "code": "cannot-write",
              "column": null,
              "file": "\(output)",
              "fix": null,
              "line": null,
              "message": "Cannot write '\(output)': No such file or directory.",
              "notes": [],
              "path": null,
              "severity": "error"
            }
          ],
          "errors": 1,
          "warnings": 0
        }

        """)
  }

  /// What `check` prints, read back with the project's own JSON parser.
  @Test func theDocumentParsesAndHasEveryField() throws {
    let run = Support.run(
      ["check", "-", "--diagnostics", "json", "--event", "activate card-bottom"],
      standardInput: ReportTests.conflicting)
    let parsed = JSONParser.parse(run.errors, fileName: "errors.json")
    #expect(parsed.diagnostics.isEmpty)
    let document = try #require(parsed.value)
    #expect(document.members?.map(\.key) == ["diagnostics", "errors", "warnings"])
    #expect(document["errors"]?.number == 2)
    #expect(document["warnings"]?.number == 0)
    let diagnostics = try #require(document["diagnostics"]?.array)
    #expect(diagnostics.count == 3)
    let first = diagnostics[0]
    #expect(
      first.members?.map(\.key) == [
        "code", "column", "file", "fix", "line", "message", "notes", "path", "severity",
      ])
    #expect(first["code"]?.string == "unsatisfiable-constraint")
    #expect(first["severity"]?.string == "error")
    #expect(first["file"]?.string == "<stdin>")
    #expect(first["line"]?.number == 9)
    #expect(first["column"]?.number == 36)
    #expect(first["path"]?.string == "$.constraints[4].constraint")
    #expect(first["fix"]?.string?.hasPrefix("Lower the priority of 'short'") == true)
    let notes = try #require(first["notes"]?.array)
    #expect(
      notes.map { $0["path"]?.string } == [
        "$.root.height", "$.constraints[0]", "$.constraints[1].constraint", "$.events[0]",
      ])
    #expect(
      notes.allSatisfy { $0.members?.map(\.key) == ["column", "file", "line", "message", "path"] })
    // The last state's note is about the command line's event: no place, so nulls.
    let last = try #require(diagnostics.last?["notes"]?.array?.last)
    #expect(last["file"]?.string == "<command line>")
    #expect(last["message"]?.string == "After --event 'activate card-bottom'.")
    #expect(last.members?.map(\.key) == ["column", "file", "line", "message", "path"])
    for key in ["line", "column", "path"] {
      guard case .null = last[key]?.kind else {
        Issue.record("'\(key)' of the command line's note is not null")
        continue
      }
    }
    // The same diagnostics, notes and paths as the text form.
    let text = Support.run(
      ["check", "-", "--event", "activate card-bottom"], standardInput: ReportTests.conflicting)
    let lines = text.errors.split(separator: "\n")
    let places = diagnostics.flatMap { [$0] + ($0["notes"]?.array ?? []) }
    #expect(lines.filter { !$0.hasPrefix(" ") }.count == places.count)
    let printedPaths: [String] = lines.filter { $0.hasPrefix("  path: ") }.map {
      String($0.dropFirst(8))
    }
    let paths: [String] = places.compactMap { $0["path"]?.string }
    #expect(printedPaths == paths)
  }

  @Test func repeatedRunsGiveTheSameBytes() {
    let arguments = [
      ["check", "-", "--diagnostics", "json", "--event", "activate card-bottom"],
      ["solve", "-", "--diagnostics", "json", "--format", "json"],
    ]
    for arguments in arguments {
      let first = Support.run(arguments, standardInput: ReportTests.conflicting)
      for _ in 0..<3 {
        let again = Support.run(arguments, standardInput: ReportTests.conflicting)
        #expect(again.errors == first.errors)
        #expect(again.output == first.output)
        #expect(again.status == first.status)
      }
    }
  }

  /// Usage errors stay text (exit 64), with or without `--diagnostics json`; an unknown format
  /// gets the nearest one, as `--format` does.
  @Test func usageErrorsStayText() {
    let usage =
      "Usage: layout-cli check <file> [--event <event> ...] [--keyboard <height> ...] [--fail-on-ambiguity] [--fail-on-misplaced] [--diagnostics <format>] [--scene <scene>] [--device <device>] [--orientation <orientation>] [--traits <size classes>] [--text-model]\n"
      + "  See 'layout-cli check --help' for more information.\n"
    let xml = Support.run(["check", "a.json", "--diagnostics", "xml"])
    #expect(xml.status == 64)
    #expect(
      xml.errors
        == "Error: The value 'xml' is invalid for '--diagnostics <format>'. Please provide one of "
        + "'text' and 'json'.\n" + usage)
    let upper = Support.run(["check", "a.json", "--diagnostics=JSON"])
    #expect(upper.status == 64)
    #expect(
      upper.errors
        == "Error: The value 'JSON' is invalid for '--diagnostics <format>'. Did you mean 'json'?\n"
        + usage)
    let missing = Support.run(["check", "--diagnostics", "json"])
    #expect(missing.status == 64)
    #expect(missing.errors.hasPrefix("Error: Missing expected argument '<file>'\n"))
    #expect(!missing.errors.contains("{"))
    let event = Support.run(["check", "a.json", "--diagnostics", "json", "--event", "togle a"])
    #expect(event.status == 64)
    #expect(event.errors.hasPrefix("Error: The value 'togle a' is invalid for '--event <event>'"))
    #expect(!event.errors.contains("\"diagnostics\""))
  }

  /// `--diagnostics text` is the default.
  @Test func textIsTheDefault() {
    let layout =
      #"{"root": {"width": 375, "height": 812}, "views": [{"id": "a"}], "constraints": ["a.widht == 10"]}"#
    let text = Support.run(["check", "-", "--diagnostics", "text"], standardInput: layout)
    let plain = Support.run(["check", "-"], standardInput: layout)
    #expect(text.status == plain.status && text.output == plain.output)
    #expect(text.errors == plain.errors)
    #expect(
      text.errors == """
        <stdin>:1:84: error: Unknown anchor 'widht' in constraint 0.
          path: $.constraints[0]
          fix: Did you mean 'width'?

        """)
  }

  /// The library's renderer, for diagnostics of a document parsed by hand.
  @Test func theLibraryRendersTheSameDocument() {
    let layout =
      #"{"root": {"width": 375, "height": 812}, "views": [{"id": "a"}], "constraints": ["a.widht == 10"]}"#
    guard case .failure(let errors) = LayoutDocument.parse(layout, fileName: "<stdin>") else {
      Issue.record("the layout parsed")
      return
    }
    let run = Support.run(["check", "-", "--diagnostics", "json"], standardInput: layout)
    #expect(LayoutFileDiagnostic.jsonDocument(errors.diagnostics) == run.errors)
  }
}
