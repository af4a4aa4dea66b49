import Testing

@testable import LayoutBehaviors

/// First and last baselines as anchors: from measured text, in place as the text re-wraps, and
/// the bottom edge for views without text.
@Suite struct BaselineTests {
  @Test func twoLabelsAlignedByFirstBaselineWithDifferentAscents() {
    let engine = LayoutEngine(size: Size(width: 375, height: 800))
    let small = addView("small", to: engine.root)
    let large = addView("large", to: engine.root)
    // small: line height 20, ascent 0.8 × 20 = 16; large: line height 40, ascent 30.
    small.content = TextContent("Price", advance: 8, lineHeight: 20)
    large.content = TextContent("42", advance: 20, lineHeight: 40, ascent: 30)
    LayoutConstraint.activate([
      large.leadingAnchor.constraint(equalTo: engine.root.leadingAnchor),
      large.topAnchor.constraint(equalTo: engine.root.topAnchor, constant: 100),
      small.leadingAnchor.constraint(equalTo: large.trailingAnchor, constant: 4),
      small.firstBaselineAnchor.constraint(equalTo: large.firstBaselineAnchor),
    ])
    // large's baseline: 100 + 30 = 130; small's top: 130 − 16 = 114. Widths: 2 × 20 = 40 and
    // 5 × 8 = 40; small starts at 40 + 4 = 44.
    expectRect(large.frame, 0, 100, 40, 40)
    expectRect(small.frame, 44, 114, 40, 20)
    #expect(
      engine.constraints(involving: small).filter { $0.origin == .baseline }.map(\.description)
        == ["small.firstBaseline == small.top + 16", "small.lastBaseline == small.top + 16"])
    expectNumber(small.baselineInRoot(.firstBaseline), 130)
  }

  @Test func aLastBaselineMovesWhenTheTextWraps() {
    let engine = LayoutEngine(size: Size(width: 375, height: 800))
    let label = addView("label", to: engine.root)
    let badge = addView("badge", to: engine.root)
    label.content = TextContent("one two three", advance: 10, lineHeight: 20)
    LayoutConstraint.activate([
      label.leadingAnchor.constraint(equalTo: engine.root.leadingAnchor),
      label.trailingAnchor.constraint(equalTo: engine.root.trailingAnchor, constant: -100),
      label.topAnchor.constraint(equalTo: engine.root.topAnchor),
      badge.leadingAnchor.constraint(equalTo: label.trailingAnchor),
      badge.widthAnchor.constraint(equalToConstant: 10),
      badge.heightAnchor.constraint(equalToConstant: 10),
      badge.bottomAnchor.constraint(equalTo: label.lastBaselineAnchor),
    ])
    // Width 275 holds the 130-point line: one line, last baseline 16, badge from 6 to 16.
    expectRect(label.frame, 0, 0, 275, 20)
    expectRect(badge.frame, 275, 6, 10, 10)
    // Root 170 → label 70: "one two" (70) / "three": two lines, last baseline 20 + 16 = 36.
    engine.rootSize = Size(width: 170, height: 800)
    expectRect(label.frame, 0, 0, 70, 40)
    expectRect(badge.frame, 70, 26, 10, 10)
    // Root 150 → label 50: "one" / "two" / "three", last baseline 2 × 20 + 16 = 56.
    engine.rootSize = Size(width: 150, height: 800)
    expectRect(label.frame, 0, 0, 50, 60)
    expectRect(badge.frame, 50, 46, 10, 10)
    #expect(engine.diagnostics.isEmpty)
  }

  @Test func aViewWithoutTextAnswersItsBottomEdge() {
    let engine = LayoutEngine(size: Size(width: 375, height: 800))
    let box = addView("box", to: engine.root)
    let label = addView("label", to: engine.root)
    LayoutConstraint.activate([
      box.topAnchor.constraint(equalTo: engine.root.topAnchor, constant: 10),
      box.heightAnchor.constraint(equalToConstant: 50),
      label.heightAnchor.constraint(equalToConstant: 20),
      label.lastBaselineAnchor.constraint(equalTo: box.firstBaselineAnchor),
    ])
    // Both baselines are bottoms: label.bottom == box.bottom = 60, so label.top = 40.
    #expect(label.frame.y == 40)
    #expect(
      engine.constraints(involving: box).filter { $0.origin == .baseline }.map(\.description)
        == ["box.firstBaseline == box.bottom", "box.lastBaseline == box.bottom"])
    // Giving the label text replaces its pins: ascent 16, one line, the top at 60 − 16 = 44.
    label.content = TextContent("hi", advance: 8, lineHeight: 20)
    #expect(label.frame.y == 44)
    // And taking it away brings the bottom edge back.
    label.content = nil
    #expect(label.frame.y == 40)
    #expect(engine.diagnostics.isEmpty)
  }

  @Test func aGuideBaselineIsItsBottomEdge() {
    let engine = LayoutEngine(size: Size(width: 375, height: 800))
    let label = addView("label", to: engine.root)
    label.content = TextContent("hi", advance: 8, lineHeight: 20)
    LayoutConstraint.activate([
      label.leadingAnchor.constraint(equalTo: engine.root.leadingAnchor),
      label.firstBaselineAnchor.constraint(equalTo: engine.root.safeAreaLayoutGuide.bottomAnchor),
    ])
    // The root's safe area ends at 800; the label's top is 800 − 16 = 784.
    #expect(label.frame.y == 784)
  }
}
