import Testing

@testable import layout_cli

/// `layout-cli` on layouts with stacks: invalid stacks exit 65 with a located error, and a
/// collapse event on the command line hides an arranged view.
@Suite struct StackCommandTests {
  typealias Support = CLITestSupport

  static let layout = """
    {
      "root": { "width": 300, "height": 300 },
      "views": [
        { "id": "column", "stack": { "axis": "vertical", "distribution": "DISTRIBUTION" } },
        { "id": "a", "parent": "column", "intrinsicSize": { "width": 40, "height": 20 } },
        { "id": "b", "parent": "column", "intrinsicSize": { "width": 60, "height": 30 } }
      ],
      "constraints": ["column.top == root.top", "column.leading == root.leading"],
      "behaviors": { "collapsible": [{ "view": "a" }] }
    }
    """

  @Test func anUnknownDistributionExits65() {
    let text = Self.layout.replacing("DISTRIBUTION", with: "equalSpace")
    for command in ["solve", "check"] {
      let run = Support.run([command, "-"], standardInput: text)
      #expect(run.status == 65)
      #expect(
        run.errors == """
          <stdin>:4:70: error: Invalid value 'equalSpace' for 'distribution'.
            path: $.views[0].stack.distribution
            fix: Did you mean 'equalSpacing'?

          """)
    }
  }

  @Test func aCollapseEventOnTheCommandLineHidesAnArrangedView() {
    // a 0…20 and b 20…50 in the column; collapsing a: b at 0, a 0 tall.
    let text = Self.layout.replacing("DISTRIBUTION", with: "fill")
    let run = Support.run(["solve", "-", "--event", "collapse a"], standardInput: text)
    #expect(run.status == 0)
    #expect(run.output.contains("After --event 'collapse a'"))
    #expect(run.output.contains("b       0  20 → 0     60       30"))
  }
}
