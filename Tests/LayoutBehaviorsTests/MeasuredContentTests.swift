import Testing

@testable import LayoutBehaviors

/// A content that counts its measurements, for the "measured at most twice per solve" rule.
private final class CountingText: MeasuredContent {
  var text: TextContent
  var calls = 0
  init(_ text: TextContent) { self.text = text }
  func measure(_ proposal: SizeProposal) -> Size {
    calls += 1
    return text.measure(proposal)
  }
  func baselines(for size: Size) -> Baselines? { text.baselines(for: size) }
}

/// A content whose height is a function of the proposed width.
private struct HeightForWidth: MeasuredContent {
  var natural: Size
  var height: (Double) -> Double
  func measure(_ proposal: SizeProposal) -> Size {
    guard let width = proposal.width else { return natural }
    return Size(width: width, height: height(width))
  }
  func baselines(for size: Size) -> Baselines? { nil }
}

/// Measured content in the engine: height-for-width, the fixed point, caching, invalidation.
@Suite struct MeasuredContentTests {
  /// A label pinned 20 from the root's leading and trailing edges and to its top.
  private func pinnedLabel(_ content: any MeasuredContent, rootWidth: Double = 375)
    -> (LayoutEngine, View)
  {
    let engine = LayoutEngine(size: Size(width: rootWidth, height: 800))
    let label = addView("label", to: engine.root)
    label.content = content
    LayoutConstraint.activate([
      label.leadingAnchor.constraint(equalTo: engine.root.leadingAnchor, constant: 20),
      label.trailingAnchor.constraint(equalTo: engine.root.trailingAnchor, constant: -20),
      label.topAnchor.constraint(equalTo: engine.root.topAnchor),
    ])
    return (engine, label)
  }

  @Test func aLabelTakesItsHeightForItsSolvedWidth() {
    // 40 characters of 10: natural 400 × 20. Pinned inside 375 − 2 × 20 = 335: 33 characters a
    // line, so "aaaa…" (no spaces) breaks into 33 + 7: two lines, height 40.
    let (engine, label) = pinnedLabel(
      TextContent(String(repeating: "a", count: 40), advance: 10, lineHeight: 20))
    expectRect(label.frame, 20, 0, 335, 40)
    #expect(label.intrinsicContentSize == IntrinsicContentSize(width: 400, height: 40))
    // The root narrows to 200: width 160, 16 a line, 16 + 16 + 8: three lines, height 60.
    engine.rootSize = Size(width: 200, height: 800)
    expectRect(label.frame, 20, 0, 160, 60)
    #expect(engine.diagnostics.isEmpty)
  }

  @Test func aLabelIsMeasuredAtMostTwicePerSolve() {
    let counting = CountingText(
      TextContent("the quick brown fox jumps over the lazy dog", advance: 10, lineHeight: 20))
    let (engine, label) = pinnedLabel(counting)
    // Setting the content measured the natural size once.
    #expect(counting.calls == 1)
    _ = label.frame
    // The first solve measured at the solved width 335 once more; the re-solve found the same
    // width in the cache.
    #expect(counting.calls == 2)
    _ = engine.frames
    #expect(counting.calls == 2)
    // A new width: one measurement at 160 (the natural size is cached).
    engine.rootSize = Size(width: 200, height: 800)
    _ = label.frame
    #expect(counting.calls == 3)
    // Back to 375: the measurement at 335 is cached.
    engine.rootSize = Size(width: 375, height: 800)
    _ = label.frame
    #expect(counting.calls == 3)
    expectRect(label.frame, 20, 0, 335, 40)  // 43 characters: 33 a line → 2 lines.
  }

  @Test func invalidatingForgetsTheCache() {
    let counting = CountingText(TextContent("short", advance: 10, lineHeight: 20))
    let (engine, label) = pinnedLabel(counting)
    defer { withExtendedLifetime(engine) {} }
    expectRect(label.frame, 20, 0, 335, 20)
    let calls = counting.calls
    // The content changes itself: 40 characters at 335 take two lines.
    counting.text.string = String(repeating: "b", count: 40)
    label.invalidateContentMeasurement()
    expectRect(label.frame, 20, 0, 335, 40)
    // Natural size, then the width 335: two new measurements.
    #expect(counting.calls == calls + 2)
  }

  @Test func settingContentReplacesTheIntrinsicSize() {
    let (engine, label) = pinnedLabel(TextContent("ab", advance: 10, lineHeight: 20))
    defer { withExtendedLifetime(engine) {} }
    expectRect(label.frame, 20, 0, 335, 20)
    label.content = TextContent("a\nb\nc", advance: 10, lineHeight: 20)
    expectRect(label.frame, 20, 0, 335, 60)
    label.content = nil
    #expect(label.intrinsicContentSize == .none)
  }

  @Test func aHuggingLabelKeepsItsNaturalWidth() {
    // Only leading and top: the label hugs its natural size, one line of 5 × 10.
    let engine = LayoutEngine(size: Size(width: 375, height: 800))
    let label = addView("label", to: engine.root)
    label.content = TextContent("hello", advance: 10, lineHeight: 20)
    LayoutConstraint.activate([
      label.leadingAnchor.constraint(equalTo: engine.root.leadingAnchor),
      label.topAnchor.constraint(equalTo: engine.root.topAnchor),
    ])
    expectRect(label.frame, 0, 0, 50, 20)
    // Squeezed by a required maximum width of 30: "hel" "lo", two lines.
    LayoutConstraint.activate([label.widthAnchor.constraint(lessThanOrEqualToConstant: 30)])
    expectRect(label.frame, 0, 0, 30, 40)
  }

  @Test func aWidthThatDependsOnTheHeightConverges() throws {
    // label.width == 300 − label.height (required), the height hugging and resisting at 1000,
    // the width's content constraints at 1. Height for width: ceil(1000 / w) × 20.
    // Natural (1000, 20) → w = 280 → ceil(3.57) = 4 lines, h = 80 → w = 220 → 5 lines, h = 100
    // → w = 200 → 5 lines, h = 100: settled at (200, 100) after three re-solves.
    let engine = LayoutEngine(size: Size(width: 375, height: 800))
    let label = addView("label", to: engine.root)
    label.setContentHuggingPriority(.required, for: .vertical)
    label.setContentCompressionResistancePriority(.required, for: .vertical)
    label.setContentHuggingPriority(1, for: .horizontal)
    label.setContentCompressionResistancePriority(1, for: .horizontal)
    label.content = HeightForWidth(natural: Size(width: 1000, height: 20)) { width in
      (1000 / width).rounded(.up) * 20
    }
    LayoutConstraint.activate([
      label.leadingAnchor.constraint(equalTo: engine.root.leadingAnchor),
      label.topAnchor.constraint(equalTo: engine.root.topAnchor),
      try LayoutConstraint(
        item: label, attribute: .width, relatedBy: .equal, toItem: label, attribute: .height,
        multiplier: -1, constant: 300),
    ])
    expectRect(label.frame, 0, 0, 200, 100)
    #expect(engine.diagnostics.isEmpty)
  }

  @Test func anOscillatingLayoutIsReportedNotLooped() throws {
    // label.width == 200 − label.height; the height is 150 at widths ≥ 100 and 50 below:
    // h = 50 → w = 150 → h = 150 → w = 50 → h = 50 … never settles.
    let engine = LayoutEngine(size: Size(width: 375, height: 800))
    let label = addView("label", to: engine.root)
    label.setContentHuggingPriority(.required, for: .vertical)
    label.setContentCompressionResistancePriority(.required, for: .vertical)
    label.setContentHuggingPriority(1, for: .horizontal)
    label.setContentCompressionResistancePriority(1, for: .horizontal)
    label.content = HeightForWidth(natural: Size(width: 10, height: 50)) { width in
      width >= 100 ? 150 : 50
    }
    LayoutConstraint.activate([
      label.leadingAnchor.constraint(equalTo: engine.root.leadingAnchor),
      label.topAnchor.constraint(equalTo: engine.root.topAnchor),
      try LayoutConstraint(
        item: label, attribute: .width, relatedBy: .equal, toItem: label, attribute: .height,
        multiplier: -1, constant: 200),
    ])
    _ = label.frame
    let unsettled = engine.diagnostics.filter { $0.kind == .unsettled }
    #expect(unsettled.count == 1)
    #expect(unsettled.first?.views.map(\.identifier) == ["label"])
    #expect(unsettled.first?.constraint.identifier == "label-compression-height")
    #expect(
      unsettled.first?.message
        == "The measured sizes of 'label' did not settle after 8 re-solves (a width depends "
        + "on a height); the layout shows the last solve. Give the width a constraint that "
        + "does not depend on the height.")
    // The layout is the last solve: w + h = 200 with h one of the two heights.
    let frame = label.frame
    expectNumber(frame.width + frame.height, 200)
  }

  @Test func aViewWithContentHasNoSubviewsAndNoOwnIntrinsicSize() async {
    await #expect(processExitsWith: .failure) {
      let label = View("label")
      label.content = TextContent("a")
      label.addSubview(View("child"))
    }
    await #expect(processExitsWith: .failure) {
      let label = View("label")
      label.addSubview(View("child"))
      label.content = TextContent("a")
    }
    await #expect(processExitsWith: .failure) {
      let label = View("label")
      label.content = TextContent("a")
      label.intrinsicContentSize = IntrinsicContentSize(width: 1)
    }
  }

  @Test func contentJoinsAndLeavesWithTheView() {
    let engine = LayoutEngine(size: Size(width: 100, height: 800))
    let box = addView("box", to: engine.root)
    let label = View("label")
    label.content = TextContent("aaaa aaaa", advance: 10, lineHeight: 20)
    box.addSubview(label)
    LayoutConstraint.activate([
      box.leadingAnchor.constraint(equalTo: engine.root.leadingAnchor),
      box.topAnchor.constraint(equalTo: engine.root.topAnchor),
      box.widthAnchor.constraint(equalToConstant: 50),
      label.leadingAnchor.constraint(equalTo: box.leadingAnchor),
      label.trailingAnchor.constraint(equalTo: box.trailingAnchor),
      label.topAnchor.constraint(equalTo: box.topAnchor),
    ])
    // 50 wide: "aaaa" (40) then "aaaa": two lines.
    expectRect(label.frame, 0, 0, 50, 40)
    label.removeFromSuperview()
    #expect(engine.measurement.views.isEmpty)
    expectRect(box.frame, 0, 0, 50, 0)
  }
}
