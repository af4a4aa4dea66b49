import Testing

@testable import layout_cli

/// `negative-size` warnings in `check` and `solve` (issue 13 item 2): printed with notes at the
/// constraints that determine the size, without changing the exit status.
@Suite("layout-cli negative sizes")
struct NegativeSizeCLITests {
  /// A required chain 200 from each side of a 375-wide root: width 375 − 400 = −25.
  static let chain = """
    {
      "root": { "width": 375, "height": 812 },
      "views": [{ "id": "bar" }],
      "constraints": [
        { "id": "bar-leading", "constraint": "bar.leading == root.leading + 200" },
        { "id": "bar-trailing", "constraint": "bar.trailing == root.trailing - 200" },
        "bar.top == root.top",
        "bar.height == 10"
      ]
    }
    """

  static func warning(width: String, leading: String) -> String {
    """
    <stdin>:3:13: warning: 'bar' has a negative width (\(width)) after solving.
      path: $.views[0]
      fix: Give 'bar' a width or an intrinsic width, or lower the priority of the constraints \
    that squeeze it.
    <stdin>:2:22: note: 'root-width' (root.width == 375) comes from the root's 'width'.
      path: $.root.width
    <stdin>:5:42: note: 'bar-leading' (bar.leading == root.leading + \(leading)) is declared here.
      path: $.constraints[0].constraint
    <stdin>:6:43: note: 'bar-trailing' (bar.trailing == root.trailing - 200) is declared here.
      path: $.constraints[1].constraint

    """
  }

  // Initially −25; at 100 the width is 75 (no warning); at 250 it is 375 − 450 = −75.
  @Test func checkWarnsAndSucceeds() {
    let run = CLITestSupport.run(
      [
        "check", "-", "--event", "set-constant bar-leading 100", "--event",
        "set-constant bar-leading 250",
      ], standardInput: Self.chain)
    #expect(run.status == 0)
    #expect(
      run.output
        == "<stdin>: no unsatisfiable constraints, 2 warnings (1 view, 4 constraints, 2 events).\n"
    )
    #expect(
      run.errors == Self.warning(width: "-25", leading: "200")
        + Self.warning(width: "-75", leading: "250").dropLast()
        + "\n<command line>: note: After --event 'set-constant bar-leading 250'.\n")
  }

  @Test func solveReportsTheWarningInItsTable() {
    let run = CLITestSupport.run(["solve", "-"], standardInput: Self.chain)
    #expect(run.status == 0)
    #expect(run.errors == "")
    #expect(
      run.output == """
        Initial layout: root 375 × 812
        id     x  y  width  height
        bar  200  0    -25      10

        """ + Self.warning(width: "-25", leading: "200"))
  }
}
