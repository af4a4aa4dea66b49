import Testing

@testable import LayoutBehaviors

/// `LayoutSweep`: boundaries worked by hand (two fixed-width buttons, a one-line label, an
/// equal-spacing stack), text sizes, the scene put back, and property tests: a reported
/// boundary b fails at b − 1 and holds at b + 1 in scenes built from scratch (exactly at b for
/// an unsatisfiable one), for every default check, and a width above every boundary passes
/// from scratch.
@Suite struct LayoutSweepTests {
  /// Two buttons of 150 side by side, 20 from the root's leading edge and at least 20 from its
  /// trailing one: they need 20 + 150 + 150 + 20 = 340.
  static func buttons(width: Double = 400) -> String {
    """
    {"root": {"width": \(width), "height": 100},
     "views": [{"id": "a"}, {"id": "b"}],
     "constraints": [
       "a.leading == root.leading + 20", "a.top == root.top", "a.height == 44",
       {"id": "a-width", "constraint": "a.width == 150"},
       "b.leading == a.trailing", "b.top == root.top", "b.height == 44",
       {"id": "b-width", "constraint": "b.width == 150"},
       {"id": "b-trailing", "constraint": "b.trailing <= root.trailing - 20"}]}
    """
  }

  @Test func twoFixedButtonsBreakBelowTheirWidth() throws {
    let scene = try LayoutFileTestSupport.scene(Self.buttons())
    let report = LayoutSweep(scene: scene).run(widths: 200...500)
    // Below 340 the trailing constraint breaks; below 320 (20 + 300) b also leaves the root.
    #expect(report.failures.map(\.check) == [.unsatisfiable, .outsideSuperview])
    let broken = try #require(report.failures.first)
    #expect(broken.boundaries == [LayoutSweep.Boundary(axis: .width, value: 340, side: .below)])
    #expect(broken.configuration.width >= 339.5 && broken.configuration.width < 340)
    #expect(broken.configuration.height == 100)
    #expect(broken.views == ["b"])
    #expect(broken.constraints.map(\.name).contains("b-trailing"))
    #expect(broken.constraints.map(\.name).contains("a-width"))
    #expect(broken.constraints.map(\.name).contains("b-width"))
    #expect(broken.constraints.first?.line == 8)
    // b passes the root's edge by more than half a point below 319.5.
    let outside = report.failures[1]
    #expect(
      outside.boundaries == [LayoutSweep.Boundary(axis: .width, value: 319.5, side: .below)])
    #expect(outside.views == ["b"])
    #expect(
      outside.description
        == "outside-superview below width 319.5 (at 319 × 100): 'b' passes the right edge of "
        + "'root' (319 × 100) by 1.")
    #expect(!report.passed)
    // 301 samples, then a bisection of each boundary (1 to 0.5: one more solve each).
    #expect(report.configurations == 301 + 2)
    // The scene is back at its size, with every constraint holding.
    #expect(scene.engine.rootSize == Size(width: 400, height: 100))
    #expect(scene.engine.brokenConstraints.isEmpty)
  }

  /// Margins of 20.1 and 20.2 around the same buttons need 340.3, between two samples: the
  /// boundary is the solver's exact one (rounded to a micro-point), not the bisection's 340.5,
  /// and the failure is reported at the sampled 340 with that size's conflict.
  @Test func anUnsatisfiableBoundaryIsExact() throws {
    let text = Self.buttons().replacingOccurrences(
      of: "root.leading + 20", with: "root.leading + 20.1"
    )
    .replacingOccurrences(of: "root.trailing - 20", with: "root.trailing - 20.2")
    let scene = try LayoutFileTestSupport.scene(text)
    let report = LayoutSweep(scene: scene, checks: [.unsatisfiable]).run(widths: 300...400)
    let broken = try #require(report.failures.first)
    #expect(report.failures.count == 1)
    #expect(
      broken.boundaries == [LayoutSweep.Boundary(axis: .width, value: 340.3, side: .below)])
    #expect(broken.configuration.width == 340)
    #expect(broken.message.contains("(root.width == 340)"), "\(broken.message)")
    #expect(
      broken.description.hasPrefix("unsatisfiable below width 340.3 (at 340 × 100): "),
      "\(broken.description)")
    // 101 samples, one bisection step (341 to 340.5), then the solver's limit checked just
    // below it and at it.
    #expect(report.configurations == 101 + 1 + 2)
  }

  @Test func screensAreCheckedSmallestFirst() throws {
    let screens = LayoutSweep.Screen.screens(
      of: ["retina6_12", "retina4_0"].compactMap(InterfaceBuilderDevice.named))
    // By area, then width: the SE (320 × 568) before the 14 Pro (393 × 852), portrait first.
    #expect(
      screens.map(\.name) == [
        "retina4_0 portrait", "retina4_0 landscape", "retina6_12 portrait",
        "retina6_12 landscape",
      ])
    #expect(screens[3].width == 852 && screens[3].height == 393)
    #expect(screens[3].safeArea == EdgeInsets(top: 0, left: 59, bottom: 21, right: 59))
    let scene = try LayoutFileTestSupport.scene(Self.buttons())
    let report = LayoutSweep(scene: scene, checks: [.unsatisfiable]).run(screens: screens)
    // 320 is narrower than the 340 the buttons need; every other screen is wide enough.
    #expect(report.configurations == 4)
    #expect(report.failures.count == 1)
    #expect(report.failures.first?.configuration.screen == "retina4_0 portrait")
    #expect(report.failures.first?.configuration.description == "320 × 568, retina4_0 portrait")
    #expect(report.failures.first?.boundaries == [])
    // Back at the scene's size and safe area.
    #expect(scene.engine.rootSize == Size(width: 400, height: 100))
    #expect(scene.engine.root.safeAreaInsets == .zero)
    #expect(scene.engine.brokenConstraints.isEmpty)
  }

  @Test func aLayoutCanBreakInOneDirectionOnly() throws {
    // 'a' is 10 from the leading edge, 50 wide, and its left edge at most 100 from the root's:
    // in ltr its left edge is at 10; in rtl at W − 60, more than 100 above a width of 160.
    let scene = try LayoutFileTestSupport.scene(
      """
      {"root": {"width": 150, "height": 100}, "views": [{"id": "a"}],
       "constraints": ["a.leading == root.leading + 10", "a.width == 50", "a.top == root.top",
                       "a.height == 10",
                       {"id": "near-left", "constraint": "a.left <= root.left + 100"}]}
      """)
    let report = LayoutSweep(scene: scene, checks: [.unsatisfiable]).run(
      widths: 100...300, directions: [.leftToRight, .rightToLeft])
    #expect(report.failures.count == 1)
    let failure = try #require(report.failures.first)
    #expect(failure.boundaries == [LayoutSweep.Boundary(axis: .width, value: 160, side: .above)])
    #expect(failure.configuration.description == "160.5 × 100, rtl")
    #expect(failure.constraints.first?.name == "near-left")
    // 201 widths in each direction, one bisection step.
    #expect(report.configurations == 2 * 201 + 1)
    #expect(scene.engine.layoutDirection == .leftToRight)
    #expect(scene.engine.brokenConstraints.isEmpty)
  }

  @Test func aRangeThatNeverFailsPasses() throws {
    let scene = try LayoutFileTestSupport.scene(Self.buttons())
    let report = LayoutSweep(scene: scene).run(widths: 340...1000, heights: 44...2000)
    #expect(report.passed)
    #expect(report.configurations == 661 + 1957)
  }

  @Test func aFailureEverywhereHasNoBoundary() throws {
    let scene = try LayoutFileTestSupport.scene(Self.buttons(width: 300))
    let report = LayoutSweep(scene: scene, checks: [.unsatisfiable]).run(widths: 100...300)
    #expect(report.failures.count == 1)
    #expect(report.failures.first?.boundaries == [])
    #expect(report.failures.first?.configuration.width == 100)
    #expect(report.failures.first?.description.hasPrefix("unsatisfiable (at 100 × 100): ") == true)
  }

  /// "Hello world", 11 characters of 10, in a label at most 30 high, 20 from each side: one
  /// line fits down to a root of 20 + 110 + 20 = 150; two lines (40) do not fit in 30.
  static let label = """
    {"root": {"width": 375, "height": 100},
     "views": [{"id": "title", "text": {"string": "Hello world", "advance": 10,
                                        "lineHeight": 20}}],
     "constraints": ["title.leading == root.leading + 20",
                     "title.trailing <= root.trailing - 20", "title.top == root.top",
                     "title.height <= 30"]}
    """

  @Test func aOneLineLabelIsTruncatedBelowItsWidth() throws {
    let scene = try LayoutFileTestSupport.scene(Self.label)
    let report = LayoutSweep(scene: scene).run(widths: 100...400, textSizes: [])
    #expect(report.failures.map(\.check) == [.truncatedText])
    let failure = try #require(report.failures.first)
    #expect(failure.boundaries == [LayoutSweep.Boundary(axis: .width, value: 150, side: .below)])
    #expect(failure.views == ["title"])
    #expect(
      failure.message == "'title' needs 2 lines (40 high) at its width, 109.5, but is 30 high.")
  }

  @Test func aLargerTextSizeMovesTheBoundary() throws {
    let scene = try LayoutFileTestSupport.scene(Self.label)
    // At 17 / 17 the boundary is 150; at extraLarge (19 / 17) a character is 190 / 17 wide and
    // the line 2090 / 17 ≈ 122.94: 162.94 with the margins (two lines, 2 × 380 / 17 ≈ 44.7, do
    // not fit in 30; one, 22.4, does). The failure is reported once, at
    // the smallest size where it happens.
    let report = LayoutSweep(scene: scene).run(
      widths: 100...400, textSizes: [.extraLarge, .large])
    #expect(report.failures.count == 1)
    let failure = try #require(report.failures.first)
    #expect(failure.configuration.textSize == .large)
    #expect(failure.boundaries.first?.value == 150)
    // Alone, extraLarge breaks higher: between the line's width and half a point above it.
    let larger = LayoutSweep(scene: scene).run(widths: 100...400, textSizes: [.extraLarge])
    let boundary = try #require(larger.failures.first?.boundaries.first)
    #expect(boundary.value >= 40 + 2090.0 / 17 && boundary.value <= 40 + 2090.0 / 17 + 0.5)
    #expect(larger.failures.first?.configuration.textSize == .extraLarge)
    // The scene is back at the document's text.
    let text = try #require(scene.view(withID: "title")?.content as? TextContent)
    #expect(text.advance == 10)
    #expect(scene.view(withID: "title")?.frame == Rect(x: 20, y: 0, width: 110, height: 20))
  }

  @Test func anEqualSpacingStackNeedsItsMinimumSpacing() throws {
    // Three views of 50 in an equal-spacing stack, at least 10 apart, 20 from each side:
    // 3 × 50 + 2 × 10 + 40 = 210.
    let scene = try LayoutFileTestSupport.scene(
      """
      {"root": {"width": 375, "height": 100},
       "views": [
         {"id": "row", "stack": {"axis": "horizontal", "distribution": "equalSpacing",
                                 "spacing": 10}},
         {"id": "a", "parent": "row"}, {"id": "b", "parent": "row"}, {"id": "c", "parent": "row"}],
       "constraints": ["row.leading == root.leading + 20", "row.trailing == root.trailing - 20",
                       "row.top == root.top", "a.width == 50", "b.width == 50", "c.width == 50",
                       "a.height == 30", "b.height == 30", "c.height == 30"]}
      """)
    let report = LayoutSweep(scene: scene, checks: [.unsatisfiable]).run(widths: 150...300)
    #expect(report.failures.count == 1)
    #expect(
      report.failures.first?.boundaries == [
        LayoutSweep.Boundary(axis: .width, value: 210, side: .below)
      ])
  }

  @Test func aFailureCanStartAboveOrBelow() throws {
    // A view 100 wide centered in the root, whose leading edge must stay at most 150 from the
    // root's: the layout breaks above a width of 400 (150 + 100 + 150). A view 120 wide at the
    // root's leading edge passes its trailing edge below 119.5 (half a point of tolerance).
    let scene = try LayoutFileTestSupport.scene(
      """
      {"root": {"width": 375, "height": 100},
       "views": [{"id": "a"}, {"id": "wide"}],
       "constraints": ["a.centerX == root.centerX", "a.width == 100", "a.top == root.top",
                       "a.height == 10",
                       {"id": "near", "constraint": "a.leading <= root.leading + 150"},
                       "wide.leading == root.leading", "wide.width == 120",
                       "wide.top == root.top", "wide.height == 10"]}
      """)
    let report = LayoutSweep(scene: scene, checks: [.unsatisfiable, .outsideSuperview]).run(
      widths: 110...600)
    #expect(report.failures.map(\.check) == [.outsideSuperview, .unsatisfiable])
    #expect(report.failures.map(\.views) == [["wide"], ["a"]])
    #expect(
      report.failures.map(\.boundaries) == [
        [LayoutSweep.Boundary(axis: .width, value: 119.5, side: .below)],
        [LayoutSweep.Boundary(axis: .width, value: 400, side: .above)],
      ])
    #expect(report.failures[1].constraints.first?.name == "near")
    #expect(report.failures[1].configuration.width > 400)
    #expect(report.failures[1].configuration.width <= 400.5)
  }

  // MARK: Property

  @Test func boundariesHoldFromScratch() throws {
    // Each seed sweeps 581 widths (the row needs at most 528): ten keep the suite to about a second in a debug build.
    for seed in UInt64(1)...10 {
      var random = SplitMix64(seed: seed)
      func uniform(_ range: ClosedRange<Int>) -> Int {
        range.lowerBound + Int(random.next() % UInt64(range.count))
      }
      // A row of fixed-width views with gaps, from a leading margin to at most a trailing one.
      let count = uniform(1...5)
      let widths = (0..<count).map { _ in Double(uniform(10...80)) + 0.25 * Double(uniform(0...3)) }
      let gaps = (0..<count).map { _ in Double(uniform(0...16)) }
      let lead = Double(uniform(0...30))
      let trail = Double(uniform(0...30))
      func layout(width: Double) -> String {
        var views: [String] = []
        var constraints: [String] = []
        for index in 0..<count {
          views.append(#"{"id": "v\#(index)"}"#)
          let previous = index == 0 ? "root.leading" : "v\(index - 1).trailing"
          let gap = index == 0 ? lead : gaps[index]
          constraints += [
            "\"v\(index).leading == \(previous) + \(gap)\"",
            "\"v\(index).width == \(widths[index])\"",
            "\"v\(index).top == root.top\"", "\"v\(index).height == 10\"",
          ]
        }
        constraints.append("\"v\(count - 1).trailing <= root.trailing - \(trail)\"")
        return """
          {"root": {"width": \(width), "height": 50}, "views": [\(views.joined(separator: ", "))],
           "constraints": [\(constraints.joined(separator: ", "))]}
          """
      }
      let needed = lead + trail + widths.reduce(0, +) + gaps.dropFirst().reduce(0, +)
      let scene = try LayoutFileTestSupport.scene(layout(width: 800))
      let report = LayoutSweep(scene: scene, checks: [.unsatisfiable]).run(widths: 20...600)
      let failure = try #require(report.failures.first, "seed \(seed): no failure")
      #expect(report.failures.count == 1, "seed \(seed)")
      let boundary = try #require(failure.boundaries.first, "seed \(seed)")
      #expect(boundary.side == .below, "seed \(seed)")
      // Exact, from the solver's proof: not only within the bisection's half point.
      #expect(
        abs(boundary.value - needed) <= 1e-6,
        "seed \(seed): boundary \(boundary.value), needed \(needed)")
      let below = try LayoutFileTestSupport.scene(layout(width: boundary.value - 1))
      #expect(!below.engine.brokenConstraints.isEmpty, "seed \(seed): passes at b − 1")
      let justBelow = try LayoutFileTestSupport.scene(layout(width: boundary.value - 0.01))
      #expect(!justBelow.engine.brokenConstraints.isEmpty, "seed \(seed): passes at b − 0.01")
      let at = try LayoutFileTestSupport.scene(layout(width: boundary.value))
      #expect(at.engine.brokenConstraints.isEmpty, "seed \(seed): fails at b")
      let above = try LayoutFileTestSupport.scene(layout(width: boundary.value + 1))
      #expect(above.engine.brokenConstraints.isEmpty, "seed \(seed): fails at b + 1")
      let far = Double(uniform(Int(boundary.value) + 1...600))
      let passing = try LayoutFileTestSupport.scene(layout(width: far))
      #expect(passing.engine.brokenConstraints.isEmpty, "seed \(seed): fails at \(far)")
    }
  }

  /// Random rows of views in a root, some pinned to its trailing edge, some wider than the
  /// room they get: every boundary of every default check fails at b − 1 and holds at b + 1
  /// when a fresh scene at that width is checked once, and the widest size swept, reported as
  /// passing those checks, passes them from scratch.
  @Test func everyChecksBoundariesHoldFromScratch() throws {
    for seed in UInt64(1)...8 {
      var random = SplitMix64(seed: seed &+ 900)
      func uniform(_ range: ClosedRange<Int>) -> Int {
        range.lowerBound + Int(random.next() % UInt64(range.count))
      }
      let count = uniform(2...4)
      let widths = (0..<count).map { _ in Double(uniform(20...90)) + 0.5 * Double(uniform(0...1)) }
      let lead = Double(uniform(0...24))
      // The last view is pinned to the trailing edge when `pinned`: it breaks below the row's
      // width instead of leaving the root.
      let pinned = uniform(0...1) == 1
      func layout(width: Double) -> String {
        var views: [String] = []
        var constraints: [String] = []
        for index in 0..<count {
          views.append(#"{"id": "v\#(index)"}"#)
          let previous = index == 0 ? "root.leading + \(lead)" : "v\(index - 1).trailing + 8"
          constraints += [
            "\"v\(index).leading == \(previous)\"", "\"v\(index).width == \(widths[index])\"",
            "\"v\(index).top == root.top\"", "\"v\(index).height == 10\"",
          ]
        }
        if pinned { constraints.append("\"v\(count - 1).trailing <= root.trailing - 4\"") }
        return """
          {"root": {"width": \(width), "height": 50}, "views": [\(views.joined(separator: ", "))],
           "constraints": [\(constraints.joined(separator: ", "))]}
          """
      }
      func failures(at width: Double, _ check: LayoutSweep.Check) throws -> [LayoutSweep.Failure] {
        let scene = try LayoutFileTestSupport.scene(layout(width: width))
        return LayoutSweep(scene: scene, checks: [check]).run().failures
      }
      let scene = try LayoutFileTestSupport.scene(layout(width: 600))
      let report = LayoutSweep(scene: scene).run(widths: 40...420)
      #expect(!report.failures.isEmpty, "seed \(seed): nothing fails")
      var bounded = 0
      for failure in report.failures {
        for boundary in failure.boundaries {
          bounded += 1
          let step = boundary.side == .below ? -1.0 : 1.0
          let label = "seed \(seed): \(failure)"
          let failing = try failures(at: boundary.value + step, failure.check)
          #expect(
            failing.contains { $0.views == failure.views }, "\(label): passes at b ∓ 1")
          let holding = try failures(at: boundary.value - step, failure.check)
          #expect(
            !holding.contains { $0.views == failure.views }, "\(label): fails at b ± 1")
        }
      }
      #expect(bounded > 0, "seed \(seed): no boundary")
      for check in LayoutSweep.Check.defaults {
        #expect(try failures(at: 420, check).isEmpty, "seed \(seed): \(check) fails at 420")
      }
    }
  }
}
