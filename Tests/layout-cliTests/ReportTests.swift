import Testing

@testable import LayoutBehaviors
@testable import layout_cli

/// The reports' building blocks (rounding, the JSON writer) and what `solve` and `check` print
/// for layouts with broken constraints.
@Suite("Reports")
struct ReportTests {
  typealias Support = CLITestSupport

  // MARK: Numbers

  @Test func numbersAreRoundedToAThousandthWithoutNegativeZero() {
    let cases: [(Double, String)] = [
      (0, "0"), (-0.0, "0"), (42, "42"), (-8, "-8"), (187.5, "187.5"), (1.0 / 3, "0.333"),
      (2.0 / 3, "0.667"), (-2.0 / 3, "-0.667"), (0.0004, "0"), (-0.0004, "0"), (0.0005, "0.001"),
      (-0.0005, "-0.001"), (100.25, "100.25"), (0.1 + 0.2, "0.3"), (12.3456, "12.346"),
      (999_999_999_999.9994, "999999999999.999"), (1e13, "10000000000000"),
      (-1e13 - 0.4, "-10000000000000"), (1e300, "1e+300"), (-1.5e20, "-1.5e+20"),
      (.nan, "nan"), (.infinity, "inf"), (-.infinity, "-inf"),
    ]
    for (value, text) in cases {
      #expect(ReportNumber.text(value) == text, "\(value)")
    }
    #expect(
      ReportNumber.sameRect(
        Rect(x: 0.0001, y: 1, width: 2, height: 3), Rect(x: 0, y: 1, width: 2, height: 3)))
    #expect(
      !ReportNumber.sameRect(
        Rect(x: 0.001, y: 1, width: 2, height: 3), Rect(x: 0, y: 1, width: 2, height: 3)))
  }

  /// Table columns are as wide as their widest cell in characters: bytes for ASCII, grapheme
  /// clusters otherwise.
  @Test func cellWidthsCountCharacters() {
    #expect(TableReport.characterCount("") == 0)
    #expect(TableReport.characterCount("card12") == 6)
    #expect(TableReport.characterCount("a-longer-identifier-than-15") == 27)
    #expect(TableReport.characterCount("é") == 1)
    #expect(TableReport.characterCount("e\u{301}x") == 2)
    #expect(TableReport.characterCount("→ 12.5 ✓") == 8)
  }

  /// Rectangles print the same when each of their numbers rounds the same.
  @Test func rectanglesThatPrintTheSame() {
    let rect = Rect(x: 1, y: 2, width: 3, height: 4)
    #expect(ReportNumber.sameRect(rect, rect))
    #expect(ReportNumber.sameRect(rect, Rect(x: 1.0001, y: 2, width: 3, height: 3.9999)))
    #expect(!ReportNumber.sameRect(rect, Rect(x: 1.002, y: 2, width: 3, height: 4)))
    #expect(ReportNumber.sameRect(Rect(x: -0.0, y: 0, width: 0, height: 0), .zero))
  }

  @Test func animationsAreDescribedInWords() {
    #expect(ReportNumber.describe(Animation(duration: 0.25, curve: .easeOut)) == "0.25 s easeOut")
    #expect(
      ReportNumber.describe(.spring(duration: 0.6, delay: 0.1, dampingRatio: 0.6))
        == "0.6 s spring (damping ratio 0.6, initial velocity 0), after 0.1 s")
  }

  @Test func transformsAreDescribedAsScaleRotationAndTranslation() {
    let cases: [(AffineTransform, String)] = [
      (.identity, "identity"),
      (AffineTransform(translationX: 40, y: -120), "translate (40, -120)"),
      (AffineTransform(scaleX: 1.5, y: 1.5), "scale 1.5"),
      (AffineTransform(scaleX: 2, y: 0.5), "scale (2, 0.5)"),
      (AffineTransform(rotationAngle: -.pi / 6), "rotate -30°"),
      (
        AffineTransform(scaleX: 1.5, y: 1.5).rotated(by: .pi / 4).concatenating(
          AffineTransform(translationX: 10, y: 20)),
        "scale 1.5, rotate 45°, translate (10, 20)"
      ),
      (AffineTransform(a: 1, b: 0, c: 0.5, d: 1, tx: 0, ty: 0), "matrix (1, 0, 0.5, 1, 0, 0)"),
      (AffineTransform(scaleX: 0, y: 0), "matrix (0, 0, 0, 0, 0, 0)"),
      (AffineTransform(rotationAngle: 1e-6), "identity"),
    ]
    for (transform, text) in cases {
      #expect(TransformText.describe(transform) == text, "\(transform)")
    }
    #expect(
      TransformText.describe(Transform3D(rotationAngle: .pi / 2, x: 1, y: 0, z: 0))
        == "3D (1, 0, 0, 0, 0, 0, 1, 0, 0, -1, 0, 0, 0, 0, 0, 1)")
  }

  @Test func extraStateIsReportedOnlyWhereItIsNotTheDefault() throws {
    // A pile whose card `a` is pushed over `b`: `b` is covered (alpha, transform), `a` comes into
    // the tree in front of `b` (so neither is in file order any more), and `c` stays out.
    let layout = """
      {"root": {"width": 100, "height": 100},
       "views": [{"id": "deck"}, {"id": "a", "parent": "deck"}, {"id": "b", "parent": "deck"},
                 {"id": "c", "parent": "deck"}],
       "constraints": ["deck.left == root.left", "deck.top == root.top", "deck.width == 100",
                       "deck.height == 50"],
       "behaviors": {"piles": [{"view": "deck", "views": ["b"],
         "trailing": {"alpha": 0.5, "transform": {"scale": 0.5}}}]},
       "events": [{"type": "push", "pile": "deck", "view": "a", "at": 0}]}
      """
    let table = Support.run(["solve", "-"], standardInput: layout)
    #expect(table.status == 0)
    #expect(
      table.output == """
        Initial layout: root 100 × 100
        id    x  y  width  height  tree
        deck  0  0    100      50
        a     0  0      0       0  detached
        b     0  0    100      50
        c     0  0      0       0  detached

        After event 0: push deck a at 0
        Animations: 0.6 s spring (damping ratio 0.6, initial velocity 0) × 2
        id  x       y    width  height  alpha    z      transform             visual frame                          tree
        a   0       0  0 → 100  0 → 50           0 → 1                                                              detached → in tree
        b   0  0 → 50      100      50  1 → 0.5  0      identity → scale 0.5  (0, 0, 100, 50) → (25, 62.5, 50, 25)

        """)
    let json = Support.run(["solve", "-", "--format", "json"], standardInput: layout)
    #expect(
      json.output.contains(#""a": {"height": 50, "width": 100, "x": 0, "y": 0, "zIndex": 1},"#))
    #expect(
      json.output.contains(#""c": {"detached": true, "height": 0, "width": 0, "x": 0, "y": 0},"#))
    #expect(json.output.contains(#""changed": ["a", "b"],"#))
    #expect(json.output.contains(#""transform": [0.5, 0, 0, 0.5, 0, 0],"#))
  }

  // MARK: Conflicts through the commands

  static let conflicting = """
    {
      "root": { "width": 375, "height": 812 },
      "views": [ { "id": "card" } ],
      "constraints": [
        "card.top == root.top",
        { "id": "card-bottom", "constraint": "card.bottom == root.bottom" },
        "card.leading == root.leading",
        "card.width == 100",
        { "id": "short", "constraint": "card.height == 100", "active": false }
      ],
      "events": [
        { "type": "activate", "constraint": "short" },
        { "type": "deactivate", "constraint": "card-bottom" }
      ]
    }
    """

  @Test func checkReportsUnsatisfiableConstraintsAndExitsWithOne() {
    let run = Support.run(
      ["check", "-", "--event", "set-constant card-bottom 0"], standardInput: Self.conflicting)
    #expect(run.status == 1)
    #expect(
      run.output == "<stdin>: 1 unsatisfiable constraint (1 view, 5 constraints, 3 events).\n")
    #expect(
      run.errors == """
        <stdin>:9:36: error: Unsatisfiable constraint 'short' (card.height == 100) conflicts with 'root-height' (root.height == 812), 'constraint 0' (card.top == root.top), 'card-bottom' (card.bottom == root.bottom); it is not applied.
          path: $.constraints[4].constraint
          fix: Lower the priority of 'short' below 1000 (for example '@ high'), or change the constraints it conflicts with.
        <stdin>:2:37: note: 'root-height' (root.height == 812) comes from the root's 'height'.
          path: $.root.height
        <stdin>:5:5: note: 'constraint 0' (card.top == root.top) is declared here.
          path: $.constraints[0]
        <stdin>:6:42: note: 'card-bottom' (card.bottom == root.bottom) is declared here.
          path: $.constraints[1].constraint
        <stdin>:12:5: note: After event 0: activate short.
          path: $.events[0]
        <stdin>:9:36: note: Constraint 'short' (card.height == 100) is satisfiable again and applied.
          path: $.constraints[4].constraint
        <stdin>:13:5: note: After event 1: deactivate card-bottom.
          path: $.events[1]

        """)
  }

  @Test func solveReportsConflictsInItsOutputAndSucceeds() {
    let table = Support.run(["solve", "-"], standardInput: Self.conflicting)
    #expect(table.status == 0)
    #expect(table.errors == "")
    #expect(
      table.output == """
        Initial layout: root 375 × 812
        id    x  y  width  height
        card  0  0    100     812

        After event 0: activate short
        Animation: none (immediate)
        No frame changed.
        <stdin>:9:36: error: Unsatisfiable constraint 'short' (card.height == 100) conflicts with 'root-height' (root.height == 812), 'constraint 0' (card.top == root.top), 'card-bottom' (card.bottom == root.bottom); it is not applied.
          path: $.constraints[4].constraint
          fix: Lower the priority of 'short' below 1000 (for example '@ high'), or change the constraints it conflicts with.
        <stdin>:2:37: note: 'root-height' (root.height == 812) comes from the root's 'height'.
          path: $.root.height
        <stdin>:5:5: note: 'constraint 0' (card.top == root.top) is declared here.
          path: $.constraints[0]
        <stdin>:6:42: note: 'card-bottom' (card.bottom == root.bottom) is declared here.
          path: $.constraints[1].constraint

        After event 1: deactivate card-bottom
        Animation: none (immediate)
        id    x  y  width     height
        card  0  0    100  812 → 100
        <stdin>:9:36: note: Constraint 'short' (card.height == 100) is satisfiable again and applied.
          path: $.constraints[4].constraint

        """)
    let json = Support.run(["solve", "-", "--format", "json"], standardInput: Self.conflicting)
    #expect(json.status == 0)
    #expect(
      json.output.hasPrefix(
        """
        {
          "diagnostics": [
            {
              "code": "unsatisfiable-constraint",
              "column": 36,
              "conflicts": [
                {
                  "column": 37,
                  "constraint": "root-height",
                  "expression": "root.height == 812",
                  "line": 2,
                  "path": "$.root.height"
                },
        """))
    #expect(json.output.contains(#""code": "recovered-constraint""#))
    #expect(json.output.contains(#""severity": "note""#))
    #expect(json.output.contains(#""state": 2"#))
  }

  @Test func theSameInputGivesTheSameBytes() {
    let first = Support.run(["solve", "-", "--format", "json"], standardInput: Self.conflicting)
    let second = Support.run(["solve", "-", "--format", "json"], standardInput: Self.conflicting)
    #expect(first.output == second.output)
  }

  @Test func aStateWithoutChangesSaysSo() {
    let layout = """
      {"root": {"width": 100, "height": 100}, "views": [{"id": "a"}],
       "constraints": [{"id": "w", "constraint": "a.width == 10"}],
       "events": [{"type": "setConstant", "constraint": "w", "value": 10}]}
      """
    let run = Support.run(["solve", "-", "--keyboard", "200"], standardInput: layout)
    #expect(run.status == 0)
    #expect(
      run.output.hasSuffix(
        """

        After event 0: setConstant w 10
        Nothing changed.

        After --keyboard 200
        Nothing changed.

        """))
  }
}
