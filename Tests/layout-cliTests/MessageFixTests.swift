import LayoutBehaviors
import Testing

@testable import layout_cli

/// Messages that lead to the fix (issue 13 item 5): malformed files through `check`
/// in-process, each with its exact output on standard error (file, line, column, message and
/// fix), its codes and exit 65.
@Suite("Message fixes")
struct MessageFixTests {
  /// A name, a layout read from standard input, the codes of its diagnostics in order, and what
  /// `check` prints on standard error.
  static let cases: [(name: String, layout: String, codes: [String], errors: String)] = [
    (
      "yaml",
      "root:\n  width: 375\n  height: 812\nviews: []\n",
      ["json-unexpected-character"],
      "<stdin>:1:1: error: The file is not JSON: it starts with 'root:', as YAML does.\n"
        + "  path: $\n"
        + "  fix: \(shapeFix)\n"
    ),
    (
      "plain-text",
      "A login form with two fields.\n",
      ["json-unexpected-character"],
      "<stdin>:1:1: error: The file is not JSON: it starts with the word 'A', which is not a "
        + "JSON value.\n  path: $\n  fix: \(shapeFix)\n"
    ),
    (
      "empty",
      "",
      ["json-unexpected-end"],
      "<stdin>:1:1: error: The file is empty; expected a JSON object.\n  path: $\n  fix: \(shapeFix)\n"
    ),
    (
      "constant-arithmetic",
      #"{"root": {"width": 375, "height": 812}, "views": [{"id": "a"}], "constraints": ["a.top == root.top + 8 * 2", "a.width == 100 / 2"]}"#,
      ["expression-syntax", "expression-syntax"],
      "<stdin>:1:104: error: Cannot compute '8 * 2' in constraint 0; a constant is a single "
        + "number.\n  path: $.constraints[0]\n  fix: Write the result: 'a.top == root.top + 16'.\n"
        + "<stdin>:1:126: error: Cannot compute '100 / 2' in constraint 1; a constant is a "
        + "single number.\n  path: $.constraints[1]\n  fix: Write the result: 'a.width == 50'.\n"
    ),
    (
      "multiplier-after-a-position",
      #"{"root": {"width": 375, "height": 812}, "views": [{"id": "a"}], "constraints": ["a.top == root.safeArea.top * 2"]}"#,
      ["expression-syntax"],
      "<stdin>:1:109: error: Unexpected '*' after 'root.safeArea.top' in constraint 0; only "
        + "widths and heights take a multiplier, and 'a.top' is a position.\n"
        + "  path: $.constraints[0]\n"
        + "  fix: Remove '* 2': 'a.top == root.safeArea.top'.\n"
    ),
    (
      "event-without-type",
      #"{"root": {"width": 375, "height": 812}, "views": [{"id": "a"}], "events": [{"view": "a"}]}"#,
      ["missing-key"],
      "<stdin>:1:76: error: Missing key 'type' in event 0.\n"
        + "  path: $.events[0]\n"
        + #"  fix: Write an event such as '{ "type": "toggle", "view": "sidebar" }'; the types are "#
        + "'keyboardWillShow', 'keyboardWillChangeFrame', 'keyboardWillHide', 'collapse', "
        + "'show', 'toggle', 'setConstant', 'activate', 'deactivate', 'pan', 'pinch', "
        + "'rotation', 'press', 'force', 'push', 'pop', 'advance', 'resize', 'setText', "
        + "'setHidden' or 'textScale'.\n"
    ),
    (
      "behaviors-as-an-array",
      #"{"root": {"width": 375, "height": 812}, "views": [], "behaviors": [{"keyboard": {}}]}"#,
      ["wrong-type"],
      "<stdin>:1:67: error: Expected an object for 'behaviors', found an array.\n"
        + "  path: $.behaviors\n"
        + "  fix: Write one object, not an array: \(behaviorsShape); its keys are 'keyboard', "
        + "'collapsible', 'gestures', 'dragDrop' and 'piles'.\n"
    ),
    (
      "behaviors-as-a-string",
      #"{"root": {"width": 375, "height": 812}, "views": [], "behaviors": "keyboard"}"#,
      ["wrong-type"],
      "<stdin>:1:67: error: Expected an object for 'behaviors', found a string 'keyboard'.\n"
        + "  path: $.behaviors\n"
        + "  fix: Write \(behaviorsShape); its keys are 'keyboard', 'collapsible', 'gestures', "
        + "'dragDrop' and 'piles'.\n"
    ),
    (
      "view-as-a-string",
      #"{"root": {"width": 375, "height": 812}, "views": ["navbar", {"id": "list"}], "constraints": ["navbar.top == root.top", "navbar.height == 44", "list.top == navbar.bottom"]}"#,
      ["wrong-type"],
      "<stdin>:1:51: error: Expected an object for view 0, found a string 'navbar'.\n"
        + "  path: $.views[0]\n"
        + #"  fix: Write '{ "id": "navbar" }'."# + "\n"
    ),
    (
      "unknown-view-and-parent",
      #"{"root": {"width": 375, "height": 812}, "views": [{"id": "header"}, {"id": "headline"}, {"id": "headliner"}, {"id": "list"}, {"id": "x", "parent": "zzz"}], "constraints": ["headlinx.top == root.top"], "events": [{"type": "toggle", "view": "q"}]}"#,
      ["unknown-view", "unknown-item", "unknown-view"],
      "<stdin>:1:148: error: Unknown parent 'zzz' of view 'x'.\n"
        + "  path: $.views[4].parent\n"
        + "  fix: Known parents nearest to it: 'list', 'root' and 'header' (of 5).\n"
        + "<stdin>:1:174: error: Unknown item 'headlinx' in constraint 0.\n"
        + "  path: $.constraints[0]\n"
        + "  fix: Did you mean 'headline' or 'headliner'?\n"
        + "<stdin>:1:240: error: Unknown view 'q' in event 0.\n"
        + "  path: $.events[0].view\n"
        + "  fix: Known views nearest to it: 'x', 'list' and 'header' (of 5).\n"
    ),
  ]

  static let behaviorsShape =
    #"'"behaviors": { "keyboard": { "constraints": ["…"] }, "collapsible": [{ "view": "…", … }] }'"#

  static let shapeFix =
    #"A layout file is a JSON object, such as '{ "root": { "width": 375, "height": 812 }, "views": [] }'."#

  @Test(arguments: cases.map(\.name)) func isReportedWithItsPlaceAndFix(name: String) throws {
    let entry = try #require(Self.cases.first { $0.name == name })
    let run = CLITestSupport.run(["check", "-"], standardInput: entry.layout)
    #expect(run.status == 65)
    #expect(run.output == "")
    #expect(run.errors == entry.errors)
    guard case .failure(let errors) = LayoutDocument.parse(entry.layout, fileName: "<stdin>")
    else {
      Issue.record("The layout parsed.")
      return
    }
    #expect(errors.diagnostics.map(\.code.rawValue) == entry.codes)
  }

  /// A huge name on the command line is cut at 60 characters, as in files (issue 13 item 5.7).
  @Test func hugeNamesOnTheCommandLineAreCut() {
    let huge = "q" + String(repeating: "x", count: 1_000_000)
    let cut = "q" + String(repeating: "x", count: 59) + "…"
    let option = CLITestSupport.run(["solve", "a.json", "--" + huge])
    #expect(option.status == 64)
    #expect(option.errors.hasPrefix("Error: Unknown option '--\(cut.dropLast(3))…'\n"))
    let event = CLITestSupport.run(["check", "a.json", "--event", huge])
    #expect(event.status == 64)
    #expect(
      event.errors.hasPrefix(
        "Error: The value '\(cut)' is invalid for '--event <event>': unknown event '\(cut)'."))
  }
}
