import Testing

@testable import layout_cli

/// Every kind of error the issue lists for layout files, through `check` in-process: exit 65,
/// and the exact diagnostic with the file, line and column, the quoted token and the fix.
/// (`LayoutFileValidationTests` has one test per diagnostic code of the parser.)
@Suite("File errors")
struct FileErrorTests {
  /// A name, a layout read from standard input, and what `check` prints on standard error.
  static let cases: [(name: String, layout: String, errors: String)] = [
    (
      "json-syntax",
      #"{"root": {"width": 375, "height": 812}, "views": [],}"#,
      "<stdin>:1:52: error: Trailing comma before '}'; JSON does not allow one.\n"
        + "  path: $\n"
        + "  fix: Remove the ','.\n"
    ),
    (
      "unknown-key",
      #"{"root": {"width": 375, "height": 812, "heigth": 1}, "views": []}"#,
      "<stdin>:1:40: error: Unknown key 'heigth' in 'root'.\n"
        + "  path: $.root.heigth\n"
        + "  fix: Did you mean 'height'?\n"
    ),
    (
      "unknown-view",
      #"{"root": {"width": 375, "height": 812}, "views": [{"id": "header"}, {"id": "title", "parent": "haeder"}]}"#,
      "<stdin>:1:95: error: Unknown parent 'haeder' of view 'title'.\n"
        + "  path: $.views[1].parent\n"
        + "  fix: Did you mean 'header'?\n"
    ),
    (
      "unknown-constraint",
      #"{"root": {"width": 375, "height": 812}, "views": [{"id": "a"}], "constraints": [{"id": "a-width", "constraint": "a.width == 10"}], "events": [{"type": "setConstant", "constraint": "a-widht", "value": 2}]}"#,
      "<stdin>:1:181: error: Unknown constraint 'a-widht' in event 0.\n"
        + "  path: $.events[0].constraint\n"
        + "  fix: Did you mean 'a-width'?\n"
    ),
    (
      "unknown-anchor",
      #"{"root": {"width": 375, "height": 812}, "views": [{"id": "a"}], "constraints": ["a.widht == 10"]}"#,
      "<stdin>:1:84: error: Unknown anchor 'widht' in constraint 0.\n"
        + "  path: $.constraints[0]\n"
        + "  fix: Did you mean 'width'?\n"
    ),
    (
      "axis-mismatch",
      #"{"root": {"width": 375, "height": 812}, "views": [{"id": "a"}], "constraints": ["a.leading == root.top"]}"#,
      "<stdin>:1:95: error: Cannot relate x-axis anchor 'a.leading' to y-axis anchor 'root.top' in constraint 0.\n"
        + "  path: $.constraints[0]\n"
        + "  fix: Relate anchors of the same axis, such as 'root.leading'.\n"
    ),
    (
      "position-constant",
      #"{"root": {"width": 375, "height": 812}, "views": [{"id": "a"}], "constraints": ["a.top == 20"]}"#,
      "<stdin>:1:91: error: Cannot set position anchor 'a.top' to a constant in constraint 0.\n"
        + "  path: $.constraints[0]\n"
        + "  fix: Relate it to another anchor, as in 'a.top == root.top + 20'.\n"
    ),
    (
      "multiplier-on-position",
      #"{"root": {"width": 375, "height": 812}, "views": [{"id": "a"}], "constraints": ["a.top == 2 * root.top"]}"#,
      "<stdin>:1:91: error: Position anchor 'a.top' cannot have a multiplier in constraint 0.\n"
        + "  path: $.constraints[0]\n"
        + "  fix: Remove '2 *'; only widths and heights take a multiplier: 'a.top == root.top'.\n"
    ),
    (
      "non-numeric",
      #"{"root": {"width": "375", "height": 812}, "views": []}"#,
      "<stdin>:1:20: error: Expected a number for 'width', found a string '375'.\n"
        + "  path: $.root.width\n"
        + "  fix: Remove the quotes: '375'.\n"
    ),
    (
      "non-finite",
      #"{"root": {"width": 1e999, "height": 812}, "views": []}"#,
      "<stdin>:1:20: error: Number '1e999' is too large; the largest is about 1.8e308.\n"
        + "  path: $.root.width\n"
    ),
    (
      "non-finite-expression",
      #"{"root": {"width": 375, "height": 812}, "views": [{"id": "a"}], "constraints": ["a.width == 1e999"]}"#,
      "<stdin>:1:93: error: Number '1e999' in constraint 0 is too large; the largest is about 1.8e308.\n"
        + "  path: $.constraints[0]\n"
    ),
    (
      "duplicate-id",
      #"{"root": {"width": 375, "height": 812}, "views": [{"id": "a"}, {"id": "a"}]}"#,
      "<stdin>:1:71: error: Duplicate id 'a'; a view with this id is declared at line 1, column 58.\n"
        + "  path: $.views[1].id\n"
        + "  fix: Give every view and guide its own id.\n"
    ),
    (
      "parent-cycle",
      #"{"root": {"width": 375, "height": 812}, "views": [{"id": "a", "parent": "b"}, {"id": "b", "parent": "a"}]}"#,
      "<stdin>:1:73: error: Parent cycle: 'a' → 'b' → 'a' (each arrow points to the parent).\n"
        + "  path: $.views[0].parent\n"
        + "  fix: Set the parent of one of these views to 'root' or to a view outside the cycle.\n"
    ),
    (
      "missing-behavior-constraint",
      #"{"root": {"width": 375, "height": 812}, "views": [{"id": "a"}], "constraints": [{"id": "a-leading", "constraint": "a.leading == root.leading"}], "behaviors": {"collapsible": [{"view": "a", "constraint": "a-leadign", "direction": "leading"}]}}"#,
      "<stdin>:1:204: error: Unknown constraint 'a-leadign' in collapsible 0.\n"
        + "  path: $.behaviors.collapsible[0].constraint\n"
        + "  fix: Did you mean 'a-leading'?\n"
    ),
    (
      "keyboard-axis",
      #"{"root": {"width": 375, "height": 812}, "views": [{"id": "a"}], "constraints": [{"id": "a-leading", "constraint": "a.leading == root.leading"}], "behaviors": {"keyboard": {"constraints": ["a-leading"]}}}"#,
      "<stdin>:1:189: error: Constraint 'a-leading' in the keyboard behavior moves 'a.leading', a horizontal position; the keyboard moves content vertically.\n"
        + "  path: $.behaviors.keyboard.constraints[0]\n"
        + "  fix: List a constraint on 'top', 'bottom', 'centerY' or 'height'.\n"
    ),
    (
      "collapse-axis",
      #"{"root": {"width": 375, "height": 812}, "views": [{"id": "a"}], "constraints": [{"id": "a-leading", "constraint": "a.leading == root.leading"}], "behaviors": {"collapsible": [{"view": "a", "constraint": "a-leading", "direction": "top"}]}}"#,
      "<stdin>:1:230: error: Direction 'top' of collapsible view 'a' does not fit constraint 'a-leading', which moves 'a.leading'.\n"
        + "  path: $.behaviors.collapsible[0].direction\n"
        + "  fix: Use the direction 'leading' or 'trailing', or a constraint on a vertical anchor.\n"
    ),
  ]

  @Test(arguments: cases.map(\.name)) func isReportedWithItsPlaceAndFix(name: String) throws {
    let entry = try #require(Self.cases.first { $0.name == name })
    let run = CLITestSupport.run(["check", "-"], standardInput: entry.layout)
    #expect(run.status == 65)
    #expect(run.output == "")
    #expect(run.errors == entry.errors)
  }
}
