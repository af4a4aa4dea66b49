import Testing

@testable import layout_cli

/// `layout-cli explain`: exact output and exit status for a small layout and for bad anchors.
@Suite("layout-cli explain")
struct ExplainCommandTests {
  /// A card inset 16 from the root's sides, with a low-priority wish to be 400 wide.
  static let card = """
    {
      "root": { "width": 375, "height": 812 },
      "views": [{ "id": "card" }],
      "constraints": [
        { "id": "card-leading", "constraint": "card.leading == root.leading + 16" },
        { "id": "card-trailing", "constraint": "card.trailing == root.trailing - 16" },
        "card.top == root.top + 20",
        "card.height == 100",
        { "id": "card-wide", "constraint": "card.width == 400", "priority": "low" }
      ]
    }
    """

  static func explain(_ arguments: String...) -> CLIRun {
    CLITestSupport.run(["explain", "-"] + arguments, standardInput: card)
  }

  // 375 − 16 − 16 = 343; card-wide (@250) gives up 400 − 343 = 57.
  @Test func width() {
    let run = Self.explain("card.width")
    #expect(run.status == 0)
    #expect(run.errors == "")
    #expect(
      run.output == """
        card.width = 343

        Determined by 3 constraints (share = rate × constant; the shares add up to 343):
          rate  share  constraint
             1    375  <stdin>:2:22: 'root-width' (root.width == 375)
            -1    -16  <stdin>:5:43: 'card-leading' (card.leading == root.leading + 16)
             1    -16  <stdin>:6:44: 'card-trailing' (card.trailing == root.trailing - 16)

        Given up (optional constraints near it that the solution does not satisfy, ranked by \
        strength × violation):
          violation  priority  constraint
                 57       250  <stdin>:9:40: 'card-wide' (card.width == 400 @250)

        """)
  }

  // After the event the leading inset is 30: right = 0 + 375 − 16 = 359 (card-leading's rates
  // cancel), and card-wide gives up 400 − 329 = 71.
  @Test func derivedAnchorAfterAnEvent() {
    let run = Self.explain("card.right", "--event", "set-constant card-leading 30")
    #expect(run.status == 0)
    #expect(run.errors == "")
    #expect(
      run.output == """
        card.right = 359

        Determined by 3 constraints (share = rate × constant; the shares add up to 359):
          rate  share  constraint
             1      0  <stdin>:2:11: 'root-left' (root.left == 0)
             1    375  <stdin>:2:22: 'root-width' (root.width == 375)
             1    -16  <stdin>:6:44: 'card-trailing' (card.trailing == root.trailing - 16)

        Given up (optional constraints near it that the solution does not satisfy, ranked by \
        strength × violation):
          violation  priority  constraint
                 71       250  <stdin>:9:40: 'card-wide' (card.width == 400 @250)

        """)
  }

  @Test func nothingGivenUp() {
    let run = Self.explain("root.height")
    #expect(run.status == 0)
    #expect(
      run.output == """
        root.height = 812

        Determined by 1 constraint (share = rate × constant; the shares add up to 812):
          rate  share  constraint
             1    812  <stdin>:2:37: 'root-height' (root.height == 812)

        Given up: none of the optional constraints near it.

        """)
  }

  static func usage(_ error: String) -> String {
    """
    Error: \(error)
    Usage: layout-cli explain <file> <view>.<anchor> [--event <event> ...] [--keyboard <height> ...] [--diagnostics <format>] [--scene <scene>] [--device <device>] [--orientation <orientation>] [--traits <size classes>] [--text-model]
      See 'layout-cli explain --help' for more information.

    """
  }

  @Test func unknownViewOrAnchor() {
    let cases: [(String, String)] = [
      ("crad.width", "Unknown view 'crad' in 'crad.width'. Did you mean 'card'?"),
      (
        "zzzzzzzzz.top",
        "Unknown view 'zzzzzzzzz' in 'zzzzzzzzz.top'. Known views nearest to it: 'root', "
          + "'card' and 'root.margins' (of 4)."
      ),
      ("card.widht", "Unknown anchor 'widht' in 'card.widht'. Did you mean 'width'?"),
      ("card.size", "Unknown anchor 'size' in 'card.size'."),
      ("card", "Expected '<view>.<anchor>', such as 'header.height', not 'card'."),
      ("card.", "Expected '<view>.<anchor>', such as 'header.height', not 'card.'."),
    ]
    for (anchor, error) in cases {
      let run = Self.explain(anchor)
      #expect(run.status == 64, "\(anchor)")
      #expect(run.output == "", "\(anchor)")
      #expect(run.errors == Self.usage(error), "\(anchor)")
    }
  }

  @Test func missingAndExtraArguments() {
    let missing = CLITestSupport.run(["explain", "-"], standardInput: Self.card)
    #expect(missing.status == 64)
    #expect(
      missing.errors.hasPrefix(
        "Error: Missing expected argument '<view>.<anchor>'\nHelp:  <view>.<anchor>  The value"))
    let extra = Self.explain("card.width", "card.height")
    #expect(extra.status == 64)
    #expect(extra.errors == Self.usage("Unexpected argument 'card.height'"))
  }
}
