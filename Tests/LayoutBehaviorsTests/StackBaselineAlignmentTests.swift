import Testing

@testable import LayoutBehaviors

/// Known answers for the baseline alignments: a row pinned at the root's top-left corner, free in
/// both directions, with spacing 8, arranging two labels.
@Suite struct StackBaselineAlignmentTests {
  typealias Support = LayoutFileTestSupport

  /// A row of `contents` under a 400 × 400 root, its top-left corner pinned, nothing else.
  struct Row {
    let engine = LayoutEngine(size: Size(width: 400, height: 400))
    let row = View("row")
    let stack: StackLayout
    let labels: [View]

    init(
      _ contents: [TextContent], axis: LayoutConstraintAxis = .horizontal,
      alignment: StackLayout.Alignment
    ) {
      engine.root.addSubview(row)
      stack = StackLayout(view: row, axis: axis, alignment: alignment, spacing: 8)
      labels = contents.enumerated().map { index, content in
        let label = View("label\(index + 1)")
        label.content = content
        return label
      }
      for label in labels { stack.addArrangedSubview(label) }
      LayoutConstraint.activate([
        row.leadingAnchor.constraint(equalTo: engine.root.leadingAnchor),
        row.topAnchor.constraint(equalTo: engine.root.topAnchor),
      ])
    }
  }

  /// "Hi": 2 × 10 = 20 wide, one line of 20, first baseline 16.
  static let small = TextContent("Hi", advance: 10, lineHeight: 20, ascent: 16)
  /// "Big": 3 × 10 = 30 wide, one line of 40, first baseline 30.
  static let big = TextContent("Big", advance: 10, lineHeight: 40, ascent: 30)

  @Test func firstBaselineAlignsTheFirstBaselinesAndHugsTheTallestReach() {
    // label1.top + 16 == label2.top + 30, so label1 sits 14 below label2. With t = label1.top:
    // label2.top = t − 14 ≥ 0, the row's height h ≥ t + 20 and h ≥ t − 14 + 40. The fit (@49,
    // h → 0) and the connection (@48, t → 0) meet at t = 14, h = 40: label2 touches the top.
    let fixture = Row([Self.small, Self.big], alignment: .firstBaseline)
    #expect(fixture.labels[0].frame == Rect(x: 0, y: 14, width: 20, height: 20))
    #expect(fixture.labels[1].frame == Rect(x: 28, y: 0, width: 30, height: 40))
    #expect(fixture.row.frame == Rect(x: 0, y: 0, width: 58, height: 40))
    #expect(fixture.engine.ambiguities().isEmpty)
    #expect(fixture.engine.diagnostics.isEmpty)
  }

  @Test func lastBaselineFollowsTheLastLine() {
    // "Hi\nthere" is two lines: 5 × 10 = 50 wide, 40 high, last baseline 20 + 16 = 36; "Big"'s
    // last baseline is 30. label2.top = label1.top + 6; h ≥ t + 40 and h ≥ t + 6 + 40, so the
    // fit and the connection give t = 0, h = 46.
    let twoLines = TextContent("Hi\nthere", advance: 10, lineHeight: 20, ascent: 16)
    let fixture = Row([twoLines, Self.big], alignment: .lastBaseline)
    #expect(fixture.labels[0].frame == Rect(x: 0, y: 0, width: 50, height: 40))
    #expect(fixture.labels[1].frame == Rect(x: 58, y: 6, width: 30, height: 40))
    #expect(fixture.row.frame.height == 46)
  }

  @Test func theAlignmentMovesWhenTheTextChanges() {
    // Last baselines: label1 one line (16) against "Big" (30): label1.top = label2.top + 14,
    // t = 14 − … as in the first-baseline case: label2 at 0, label1 at 14, h = 40. Then label1
    // gets a third line: height 60, last baseline 56; label2.top = label1.top + 26, h ≥ t + 60
    // and h ≥ t + 26 + 40 = t + 66: t = 0, label2 at 26, h = 66.
    let fixture = Row([Self.small, Self.big], alignment: .lastBaseline)
    #expect(fixture.labels[0].frame.y == 14)
    #expect(fixture.labels[1].frame.y == 0)
    fixture.labels[0].content = TextContent(
      "Hi\nthere\nyou", advance: 10, lineHeight: 20, ascent: 16)
    #expect(fixture.labels[0].frame == Rect(x: 0, y: 0, width: 50, height: 60))
    #expect(fixture.labels[1].frame == Rect(x: 58, y: 26, width: 30, height: 40))
    #expect(fixture.row.frame.height == 66)
  }

  @Test func aStackWithAFixedHeightKeepsTheGroupAtItsTop() {
    // The row is 100 high: the fit gives way, the connection (@48) holds the highest view at the
    // top, as in the free case: label2 at 0, label1 at 14; both inside the row.
    let fixture = Row([Self.small, Self.big], alignment: .firstBaseline)
    fixture.row.heightAnchor.constraint(equalToConstant: 100).isActive = true
    #expect(fixture.labels[0].frame.y == 14)
    #expect(fixture.labels[1].frame.y == 0)
    #expect(fixture.engine.ambiguities().isEmpty)
  }

  @Test(arguments: [StackLayout.Alignment.firstBaseline, .lastBaseline])
  func aVerticalStackReadsBaselinesAsFill(alignment: StackLayout.Alignment) {
    // A column has no baselines across its axis: the labels span the column as under `fill`.
    // The column hugs the wider label across (fill has no fit, so give it a width): 100.
    let baseline = Row([Self.small, Self.big], axis: .vertical, alignment: alignment)
    let fill = Row([Self.small, Self.big], axis: .vertical, alignment: .fill)
    for fixture in [baseline, fill] {
      fixture.row.widthAnchor.constraint(equalToConstant: 100).isActive = true
    }
    #expect(baseline.labels.map(\.frame) == fill.labels.map(\.frame))
    #expect(baseline.labels[1].frame == Rect(x: 0, y: 28, width: 100, height: 40))
  }

  @Test func theFileAcceptsTheBaselineAlignments() throws {
    let document = try #require(
      Support.document(
        """
        { "root": { "width": 400, "height": 400 },
          "views": [
            { "id": "row", "stack": { "alignment": "firstBaseline", "spacing": 8 } },
            { "id": "a", "parent": "row",
              "text": { "string": "Hi", "advance": 10, "lineHeight": 20, "ascent": 16 } },
            { "id": "b", "parent": "row",
              "text": { "string": "Big", "advance": 10, "lineHeight": 40, "ascent": 30 } } ],
          "constraints": [ "row.leading == root.leading", "row.top == root.top" ] }
        """))
    let scene = LayoutScene(document: document)
    // The same answer as firstBaselineAlignsTheFirstBaselinesAndHugsTheTallestReach.
    #expect(scene.view(withID: "a")?.frame == Rect(x: 0, y: 14, width: 20, height: 20))
    #expect(scene.view(withID: "b")?.frame == Rect(x: 28, y: 0, width: 30, height: 40))
  }
}
