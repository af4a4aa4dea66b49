import Testing

@testable import LayoutBehaviors

/// The examples of the Measured Text guide and of the text types' documentation, run as written.
@Suite struct MeasuredTextGuideExampleTests {
  @Test func theOverviewLabel() {
    let engine = LayoutEngine(size: Size(width: 375, height: 812))
    let label = View("label")
    engine.root.addSubview(label)
    label.content = TextContent("Are you still coming to the climbing gym tonight?")
    LayoutConstraint.activate([
      label.leadingAnchor.constraint(equalTo: engine.root.leadingAnchor, constant: 16),
      label.trailingAnchor.constraint(equalTo: engine.root.trailingAnchor, constant: -16),
      label.topAnchor.constraint(equalTo: engine.root.topAnchor, constant: 60),
    ])
    // 343 / 8 = 42 characters a line: "Are you still coming to the climbing gym" (40) /
    // "tonight?".
    #expect(label.frame == Rect(x: 16, y: 60, width: 343, height: 40))
    // 168 / 8 = 21: "Are you still coming" (20) / "to the climbing gym" (19) / "tonight?".
    engine.rootSize = Size(width: 200, height: 812)
    #expect(label.frame == Rect(x: 16, y: 60, width: 168, height: 60))
  }

  @Test func theTextExamples() {
    let text = TextContent("one two three", advance: 10, lineHeight: 20)
    #expect(text.lines(fittingWidth: 70).map(\.text) == ["one two", "three"])
    #expect(text.measure(SizeProposal(width: 70)) == Size(width: 70, height: 40))
    let hello = TextContent("Hello world", advance: 10, lineHeight: 20)
    #expect(hello.measure(.unspecified) == Size(width: 110, height: 20))
    #expect(hello.measure(SizeProposal(width: 60)) == Size(width: 50, height: 40))
    let wide = TextContent("Hello wide world", advance: 10, lineHeight: 20)
    #expect(wide.measure(.unspecified) == Size(width: 160, height: 20))
    #expect(wide.lines(fittingWidth: 100).map(\.text) == ["Hello wide", "world"])
    #expect(wide.measure(SizeProposal(width: 100)) == Size(width: 100, height: 40))
    #expect(
      TextContent("one two three", advance: 1).lines(fittingWidth: 7).map(\.text)
        == ["one two", "three"])
    #expect(
      TextContent("漢字 ab", advance: 1, lineHeight: 1, countsCells: true).measure(.unspecified)
        .width == 7)
  }
}
