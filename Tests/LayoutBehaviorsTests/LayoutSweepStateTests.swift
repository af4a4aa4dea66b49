import Testing

@testable import LayoutBehaviors

/// `LayoutSweep` beyond the first layout: checks after each event, views outside the safe area
/// they are pinned to, overlapping siblings, and a failure seen along both axes; every boundary
/// worked by hand.
@Suite struct LayoutSweepStateTests {
  /// "Hi" in a label 20 from each side, at most 30 high, with characters 10 wide and lines 20
  /// high; an event gives it "Hello world" (110 wide).
  static let greeting = """
    {"root": {"width": 375, "height": 100},
     "views": [{"id": "title", "text": {"string": "Hi", "advance": 10, "lineHeight": 20}}],
     "constraints": ["title.leading == root.leading + 20",
                     "title.trailing <= root.trailing - 20", "title.top == root.top",
                     "title.height <= 30"],
     "events": [{"type": "setText", "view": "title", "string": "Hello world"}]}
    """

  @Test func everyPointIsCheckedAgainAfterEachEvent() throws {
    let scene = try LayoutFileTestSupport.scene(Self.greeting)
    let sweep = LayoutSweep(scene: scene)
    #expect(sweep.events.count == 1)
    let report = sweep.run(widths: 100...400)
    // "Hi" (20) fits at every width of the range: 20 + 20 + 20 = 60 < 100. After the event,
    // "Hello world" fits on one line down to 20 + 110 + 20 = 150.
    #expect(report.failures.map(\.check) == [.truncatedText])
    let failure = try #require(report.failures.first)
    #expect(failure.boundaries == [LayoutSweep.Boundary(axis: .width, value: 150, side: .below)])
    #expect(failure.configuration.event == 0)
    #expect(failure.configuration.eventSummary == "setText title 'Hello world'")
    #expect(
      failure.description
        == "truncated-text below width 150 (at 149.5 × 100, after event 0 (setText title "
        + "'Hello world')): 'title' needs 2 lines (40 high) at its width, 109.5, but is 30 high.")
    // 301 widths in each of the two states, one bisection step.
    #expect(report.configurations == 2 * 301 + 1)
    // The event stays applied: the sweep leaves the scene at the size the event left it.
    #expect(scene.engine.rootSize == Size(width: 375, height: 100))

    // Without the events, the layout passes.
    let before = try LayoutFileTestSupport.scene(Self.greeting)
    let first = LayoutSweep(scene: before, events: []).run(widths: 100...400)
    #expect(first.passed)
    #expect(first.configurations == 301)
  }

  @Test func aResizeEventIsSweptFromTheSizeItLeaves() throws {
    // A view 300 wide at the root's leading edge. The event makes the root 250 high; the height
    // sweep then runs at the scene's width, 375, and the width sweep at the event's height.
    let scene = try LayoutFileTestSupport.scene(
      """
      {"root": {"width": 375, "height": 400},
       "views": [{"id": "box"}],
       "constraints": ["box.leading == root.leading", "box.width == 300", "box.top == root.top",
                       "box.height == 260"],
       "events": [{"type": "resize", "height": 250}]}
      """)
    let report = LayoutSweep(scene: scene, checks: [.outsideSuperview]).run(widths: 320...400)
    // Before the event every width holds (300 ≤ 320 and 260 ≤ 400); after it, the box passes the
    // bottom edge (260 > 250.5) at every width, so the failure has no boundary.
    #expect(report.failures.count == 1)
    let failure = try #require(report.failures.first)
    #expect(failure.boundaries == [])
    #expect(failure.configuration.event == 0)
    #expect(failure.configuration.width == 320 && failure.configuration.height == 250)
    #expect(failure.message == "'box' passes the bottom edge of 'root' (320 × 250) by 10.")
  }

  /// A footer 200 below the top of the safe area (20 from the root's top, 30 from its bottom)
  /// and 60 high, and a note 300 below the root's top, not pinned to the safe area.
  static func footer(safeArea: String = #"{"top": 20, "bottom": 30}"#) -> String {
    """
    {"root": {"width": 375, "height": 400, "safeArea": \(safeArea)},
     "views": [{"id": "footer"}, {"id": "note"}],
     "constraints": ["footer.leading == root.leading", "footer.width == 100",
                     {"id": "footer-top", "constraint": "footer.top == root.safeArea.top + 200"},
                     "footer.height == 60",
                     "note.leading == root.leading", "note.width == 100",
                     "note.top == root.top + 300", "note.height == 10"]}
    """
  }

  @Test func aViewPinnedToTheSafeAreaMustStayInIt() throws {
    let scene = try LayoutFileTestSupport.scene(Self.footer())
    let report = LayoutSweep(scene: scene).run(heights: 250...400)
    // The footer's bottom is 20 + 200 + 60 = 280; the safe area's is H − 30, which it passes by
    // more than half a point below H = 309.5. The root's bottom, H, is passed below 279.5. The
    // note (bottom 310) leaves the safe area below 340 but is not pinned to it: it is reported
    // only once it leaves the root, below 309.5.
    #expect(
      report.failures.map(\.check) == [.outsideSuperview, .outsideSuperview, .outsideSafeArea])
    #expect(report.failures.map(\.views) == [["footer"], ["note"], ["footer"]])
    #expect(
      report.failures.map(\.boundaries) == [
        [LayoutSweep.Boundary(axis: .height, value: 279.5, side: .below)],
        [LayoutSweep.Boundary(axis: .height, value: 309.5, side: .below)],
        [LayoutSweep.Boundary(axis: .height, value: 309.5, side: .below)],
      ])
    let outside = report.failures[2]
    #expect(outside.configuration.height == 309)
    #expect(outside.configuration.safeArea == EdgeInsets(top: 20, left: 0, bottom: 30, right: 0))
    #expect(outside.message == "'footer' passes the bottom edge of the root's safe area by 1.")
    #expect(outside.constraints.map(\.name) == ["footer-top"])
    // With no insets the safe area is the root: the footer, now at 0 + 200 and 260 high at the
    // bottom, leaves it below 259.5.
    let full = try LayoutFileTestSupport.scene(Self.footer(safeArea: "{}"))
    let open = LayoutSweep(scene: full, checks: [.outsideSafeArea]).run(heights: 250...400)
    #expect(
      open.failures.map(\.boundaries) == [
        [LayoutSweep.Boundary(axis: .height, value: 259.5, side: .below)]
      ])
  }

  /// 'a' 150 wide at 20 from the leading edge and 'b' 150 wide at 20 from the trailing one, 44
  /// high; a badge 30 square at the root's corner, over 'a'.
  static let row = """
    {"root": {"width": 400, "height": 100},
     "views": [{"id": "a"}, {"id": "b"}, {"id": "badge"}],
     "constraints": ["a.leading == root.leading + 20", "a.width == 150", "a.top == root.top",
                     "a.height == 44", "b.trailing == root.trailing - 20", "b.width == 150",
                     "b.top == root.top", "b.height == 44", "badge.leading == root.leading",
                     "badge.top == root.top", "badge.width == 30", "badge.height == 30"]}
    """

  @Test func siblingsThatOverlapAreFoundWhenAskedFor() throws {
    let scene = try LayoutFileTestSupport.scene(Self.row)
    // Off by default.
    #expect(!LayoutSweep.Check.defaults.contains(.overlap))
    #expect(LayoutSweep(scene: scene).run(widths: 300...400).passed)
    // 'a' ends at 170 and 'b' starts at W − 170: they share 340 − W, more than half a point
    // below 339.5. The badge covers 'a' from 20 to 30 at every width.
    let report = LayoutSweep(scene: scene, checks: [.overlap]).run(widths: 300...400)
    #expect(report.failures.map(\.views) == [["a", "b"], ["a", "badge"]])
    #expect(
      report.failures.map(\.boundaries) == [
        [LayoutSweep.Boundary(axis: .width, value: 339.5, side: .below)], [],
      ])
    #expect(report.failures[0].configuration.width == 339)
    #expect(report.failures[0].message == "'a' and 'b' overlap by 1 × 44 in 'root'.")
    #expect(report.failures[1].message == "'a' and 'badge' overlap by 10 × 30 in 'root'.")
    // A badge may overlap.
    let sweep = LayoutSweep(scene: scene, checks: [.overlap])
    sweep.mayOverlap = ["badge"]
    let allowed = sweep.run(widths: 300...400)
    #expect(allowed.failures.map(\.views) == [["a", "b"]])
  }

  @Test func viewsInAColumnOverlapWhenTheRootIsTooShort() throws {
    // 'top' is 50 high at the root's top and 'bottom' 50 high at its bottom, both 20 from the
    // leading edge and 200 wide: they share 100 − H, more than half a point below 99.5.
    let scene = try LayoutFileTestSupport.scene(
      """
      {"root": {"width": 300, "height": 400}, "views": [{"id": "top"}, {"id": "bottom"}],
       "constraints": ["top.leading == root.leading + 20", "top.width == 200",
                       "top.top == root.top", "top.height == 50",
                       "bottom.leading == root.leading + 20", "bottom.width == 200",
                       "bottom.bottom == root.bottom", "bottom.height == 50"]}
      """)
    let report = LayoutSweep(scene: scene, checks: [.overlap]).run(heights: 60...400)
    #expect(report.failures.map(\.views) == [["top", "bottom"]])
    #expect(
      report.failures.first?.boundaries == [
        LayoutSweep.Boundary(axis: .height, value: 99.5, side: .below)
      ])
    #expect(report.failures.first?.message == "'top' and 'bottom' overlap by 200 × 1 in 'root'.")
  }

  @Test func aFailureAlongBothAxesIsReportedOnce() throws {
    // A box 300 × 200 at (20, 10): it passes the root's right edge by more than half a point
    // below a width of 319.5, and its bottom below a height of 209.5.
    let scene = try LayoutFileTestSupport.scene(
      """
      {"root": {"width": 400, "height": 300}, "views": [{"id": "box"}],
       "constraints": ["box.leading == root.leading + 20", "box.width == 300",
                       "box.top == root.top + 10", "box.height == 200"]}
      """)
    let report = LayoutSweep(scene: scene).run(widths: 200...400, heights: 100...300)
    #expect(report.failures.count == 1)
    let failure = try #require(report.failures.first)
    #expect(
      failure.boundaries == [
        LayoutSweep.Boundary(axis: .width, value: 319.5, side: .below),
        LayoutSweep.Boundary(axis: .height, value: 209.5, side: .below),
      ])
    #expect(failure.configuration.width == 319 && failure.configuration.height == 300)
    #expect(
      failure.description.hasPrefix(
        "outside-superview below width 319.5 and below height 209.5 (at 319 × 300): "))
  }
}
