import Testing

@testable import LayoutBehaviors

/// Pixel-exact frames (issue 11, item 7): with a display scale, reported frames have their edges
/// rounded to the pixel grid in root coordinates (a tie goes up) and their sizes follow.
@Suite struct PixelSnappingTests {
  /// An engine `width` × 100 with `count` columns chained edge to edge across the root, all of
  /// equal width.
  static func columns(_ count: Int, in width: Double, scale: Double?) -> (LayoutEngine, [View]) {
    let engine = LayoutEngine(size: Size(width: width, height: 100))
    engine.displayScale = scale
    let root = engine.root
    var views: [View] = []
    for index in 0..<count {
      let column = addView("column\(index)", to: root)
      LayoutConstraint.activate([
        column.topAnchor.constraint(equalTo: root.topAnchor),
        column.bottomAnchor.constraint(equalTo: root.bottomAnchor),
        column.leadingAnchor.constraint(
          equalTo: views.last?.trailingAnchor ?? root.leadingAnchor),
      ])
      if let first = views.first {
        column.widthAnchor.constraint(equalTo: first.widthAnchor).isActive = true
      }
      views.append(column)
    }
    views.last!.trailingAnchor.constraint(equalTo: root.trailingAnchor).isActive = true
    return (engine, views)
  }

  /// The x coordinates of the views' frames.
  static func xs(_ views: [View]) -> [Double] { views.map { $0.frame.x } }
  /// The widths of the views' frames.
  static func widths(_ views: [View]) -> [Double] { views.map { $0.frame.width } }

  @Test func withoutAScaleFramesAreExact() {
    // Three columns in 100 points: edges at 0, 33.33…, 66.66…, 100, reported as solved.
    let (engine, columns) = Self.columns(3, in: 100, scale: nil)
    #expect(engine.displayScale == nil)
    expectRect(columns[1].frame, 100.0 / 3, 0, 100.0 / 3, 100)
  }

  @Test func threeColumnsAtScalesOneTwoAndThree() {
    // Exact edges 0, 33.33…, 66.66…, 100.
    // Scale 1: pixels 0, 33, 67, 100 → widths 33, 34, 33 (equal widths differ by one pixel).
    var (_, columns) = Self.columns(3, in: 100, scale: 1)
    #expect(Self.xs(columns) == ([0, 33, 67] as [Double]))
    #expect(Self.widths(columns) == ([33, 34, 33] as [Double]))
    // Scale 2: 66.67 px → 67, 133.33 px → 133: points 0, 33.5, 66.5, 100 → 33.5, 33, 33.5.
    (_, columns) = Self.columns(3, in: 100, scale: 2)
    #expect(Self.xs(columns) == ([0, 33.5, 66.5] as [Double]))
    #expect(Self.widths(columns) == ([33.5, 33, 33.5] as [Double]))
    // Scale 3: 100 px each, exactly on the grid: 100 / 3 points each.
    (_, columns) = Self.columns(3, in: 100, scale: 3)
    #expect(Self.xs(columns) == ([0, 100.0 / 3, 200.0 / 3] as [Double]))
    #expect(Self.widths(columns) == ([100.0 / 3, 100.0 / 3, 100.0 / 3] as [Double]))
  }

  /// A view at `x` with width `width` in the root (scale given), and the engine.
  static func bar(x: Double, width: Double, scale: Double) -> View {
    let engine = LayoutEngine(size: Size(width: 200, height: 100))
    engine.displayScale = scale
    let bar = addView("bar", to: engine.root)
    LayoutConstraint.activate([
      bar.leftAnchor.constraint(equalTo: engine.root.leftAnchor, constant: x),
      bar.widthAnchor.constraint(equalToConstant: width),
      bar.topAnchor.constraint(equalTo: engine.root.topAnchor, constant: x),
      bar.heightAnchor.constraint(equalToConstant: width),
    ])
    return bar
  }

  @Test func tiesGoUp() {
    // Scale 2: 10.25 pt = 20.5 px → 21 px = 10.5 pt; 30.25 pt = 60.5 px → 61 px = 30.5 pt.
    expectRect(Self.bar(x: 10.25, width: 20, scale: 2).frame, 10.5, 10.5, 20, 20)
    // Scale 1: 10.5 → 11, 31 → 31: width 20 (the width was whole, it stays whole).
    expectRect(Self.bar(x: 10.5, width: 20.5, scale: 1).frame, 11, 11, 20, 20)
  }

  @Test func negativeCoordinatesSnapWithTheSameRule() {
    // Scale 1: −10.5 → −10 (a tie goes up, towards +∞), maxX 10.5 → 11: width 21.
    expectRect(Self.bar(x: -10.5, width: 21, scale: 1).frame, -10, -10, 21, 21)
    // Scale 2: −2.3 pt = −4.6 px → −5 px = −2.5 pt; maxX 0.7 pt = 1.4 px → 1 px = 0.5 pt.
    expectRect(Self.bar(x: -2.3, width: 3, scale: 2).frame, -2.5, -2.5, 3, 3)
    // Scale 3: −0.2 pt = −0.6 px → −1 px; maxX 0.8 pt = 2.4 px → 2 px: (−1/3, 1).
    let frame = Self.bar(x: -0.2, width: 1, scale: 3).frame
    expectRect(frame, -1.0 / 3, -1.0 / 3, 1, 1)
    #expect(frame.x.sign == .minus)
  }

  @Test func superviewCoordinatesAreDifferencesOfSnappedRootEdges() {
    // The card's left edge is 10.3 → 10; the badge's is 10.3 + 0.4 = 10.7 → 11. In the card's
    // coordinates the badge is at 11 − 10 = 1, not at the exact 0.4 rounded (0).
    let engine = LayoutEngine(size: Size(width: 200, height: 100))
    engine.displayScale = 1
    let card = addView("card", to: engine.root)
    let badge = addView("badge", to: card)
    LayoutConstraint.activate([
      card.leftAnchor.constraint(equalTo: engine.root.leftAnchor, constant: 10.3),
      card.topAnchor.constraint(equalTo: engine.root.topAnchor, constant: 10.3),
      card.widthAnchor.constraint(equalToConstant: 50),
      card.heightAnchor.constraint(equalToConstant: 50),
      badge.leftAnchor.constraint(equalTo: card.leftAnchor, constant: 0.4),
      badge.topAnchor.constraint(equalTo: card.topAnchor, constant: 0.4),
      badge.widthAnchor.constraint(equalToConstant: 10),
      badge.heightAnchor.constraint(equalToConstant: 10),
    ])
    expectRect(card.frameInRoot, 10, 10, 50, 50)
    expectRect(badge.frameInRoot, 11, 11, 10, 10)
    expectRect(badge.frame, 1, 1, 10, 10)
    let snapshot = engine.frames.first { $0.identifier == "badge" }!
    #expect(snapshot.frame == badge.frame)
    #expect(snapshot.frameInRoot == badge.frameInRoot)
    // The margins guide (card inset by 8) is snapped the same way: 10.3 + 8 = 18.3 → 18.
    expectRect(card.layoutMarginsGuide.frameInRoot, 18, 18, 34, 34)
    expectRect(card.layoutMarginsGuide.layoutFrame, 8, 8, 34, 34)
  }

  @Test func diagnosticsAndExplanationsKeepTheExactValues() {
    // The snapped frame is 33 wide; the solver's value, which explanations talk about, is
    // 33.33… and verification finds nothing to report.
    let (engine, columns) = Self.columns(3, in: 100, scale: 1)
    #expect(columns[0].frame.width == 33)
    expectNumber(engine.explain(columns[0].widthAnchor).value, 100.0 / 3)
    expectNumber(columns[0].exactFrameInRoot.width, 100.0 / 3)
    #expect(engine.verifyLayout().isEmpty)
    // Changing the scale changes only what is read.
    engine.displayScale = 2
    #expect(columns[0].frame.width == 33.5)
    engine.displayScale = nil
    expectNumber(columns[0].frame.width, 100.0 / 3)
    #expect(engine.diagnostics.isEmpty)
  }

  @Test func aRemovedViewKeepsItsSnappedFrames() {
    let (engine, columns) = Self.columns(3, in: 100, scale: 1)
    let middle = columns[1]
    middle.removeFromSuperview()
    #expect(middle.frame == Rect(x: 33, y: 0, width: 34, height: 100))
    withExtendedLifetime(engine) {}
  }

  // MARK: - Randomized

  /// Whether `value` is a whole number of pixels at `scale`.
  static func isOnGrid(_ value: Double, scale: Double) -> Bool {
    let pixels = value * scale
    return abs(pixels - pixels.rounded()) < 1e-9 * max(1, abs(pixels))
  }

  /// Builds a random layout from `seed` — a container at a fractional offset with rows of
  /// columns chained edge to edge, some of equal widths, others in random ratios — and checks
  /// the snapping properties. Returns a description of the first failure, or `nil`.
  static func check(seed: UInt64) -> String? {
    var random = SplitMix64(seed: seed)
    let scale = [1.0, 2, 3][Int(random.next() % 3)]
    let engine = LayoutEngine(
      size: Size(width: random.double(in: 100...600), height: random.double(in: 100...900)))
    engine.displayScale = scale
    let root = engine.root
    let container = addView("container", to: root)
    LayoutConstraint.activate([
      container.leftAnchor.constraint(
        equalTo: root.leftAnchor, constant: random.double(in: -40...40)),
      container.rightAnchor.constraint(
        equalTo: root.rightAnchor, constant: random.double(in: -40...40)),
      container.topAnchor.constraint(
        equalTo: root.topAnchor, constant: random.double(in: -40...40)),
      container.bottomAnchor.constraint(
        equalTo: root.bottomAnchor, constant: random.double(in: -40...40)),
    ])
    var touching: [(View, View)] = []
    var equalWidths: [(View, View)] = []
    var all: [View] = [container]
    let rowCount = 1 + Int(random.next() % 4)
    var rows: [View] = []
    for row in 0..<rowCount {
      let band = addView("row\(row)", to: container)
      LayoutConstraint.activate([
        band.leftAnchor.constraint(equalTo: container.leftAnchor),
        band.rightAnchor.constraint(equalTo: container.rightAnchor),
        band.topAnchor.constraint(equalTo: rows.last?.bottomAnchor ?? container.topAnchor),
      ])
      if let first = rows.first {
        band.heightAnchor.constraint(equalTo: first.heightAnchor).isActive = true
      }
      if let last = rows.last { touching.append((last, band)) }
      rows.append(band)
      all.append(band)
      let columnCount = 2 + Int(random.next() % 6)
      let equal = random.next() % 2 == 0
      var columns: [View] = []
      for index in 0..<columnCount {
        let column = addView("cell\(row).\(index)", to: band)
        LayoutConstraint.activate([
          column.topAnchor.constraint(equalTo: band.topAnchor),
          column.bottomAnchor.constraint(equalTo: band.bottomAnchor),
          column.leftAnchor.constraint(equalTo: columns.last?.rightAnchor ?? band.leftAnchor),
        ])
        if let first = columns.first {
          let ratio = equal ? 1 : random.double(in: 0.2...3)
          column.widthAnchor.constraint(equalTo: first.widthAnchor, multiplier: ratio)
            .isActive = true
          if equal { equalWidths.append((first, column)) }
        }
        if let last = columns.last { touching.append((last, column)) }
        columns.append(column)
        all.append(column)
      }
      columns.last!.rightAnchor.constraint(equalTo: band.rightAnchor).isActive = true
    }
    rows.last!.bottomAnchor.constraint(equalTo: container.bottomAnchor).isActive = true

    let pixel = 1 / scale
    for (left, right) in touching {
      let a = left.frameInRoot
      let b = right.frameInRoot
      let horizontal = abs(left.exactFrameInRoot.maxX - right.exactFrameInRoot.minX) < 1e-9
      // Compared in whole pixels: maxX = x + width is k/scale only up to the last bit.
      let gap = horizontal ? (b.minX - a.maxX) * scale : (b.minY - a.maxY) * scale
      if gap.rounded() != 0 || abs(gap) > 1e-9 {
        return
          "seed \(seed): '\(left.identifier)' \(a) and '\(right.identifier)' \(b) no longer touch"
      }
    }
    for (first, other) in equalWidths
    where abs(first.frame.width - other.frame.width) > pixel + 1e-9 {
      return "seed \(seed): equal widths \(first.frame.width) and \(other.frame.width) differ by "
        + "more than a pixel (scale \(scale))"
    }
    for view in all {
      let snapped = view.frameInRoot
      let exact = view.exactFrameInRoot
      let relative = view.frame
      let edges = [
        (snapped.minX, exact.minX), (snapped.maxX, exact.maxX), (snapped.minY, exact.minY),
        (snapped.maxY, exact.maxY),
      ]
      for (edge, exactEdge) in edges {
        if !isOnGrid(edge, scale: scale) {
          return
            "seed \(seed): edge \(edge) of '\(view.identifier)' is off the grid of scale \(scale)"
        }
        if abs(edge - exactEdge) > pixel / 2 + 1e-9 {
          return "seed \(seed): edge \(edge) of '\(view.identifier)' is more than half a pixel "
            + "from \(exactEdge) (scale \(scale))"
        }
      }
      for value in [relative.x, relative.y, relative.width, relative.height]
      where !isOnGrid(value, scale: scale) {
        return "seed \(seed): frame \(relative) of '\(view.identifier)' is off the grid"
      }
    }
    return nil
  }

  @Test func randomLayoutsKeepTheSnappingProperties() {
    for seed in UInt64(1)...200 {
      if let failure = Self.check(seed: seed) {
        Issue.record("\(failure) (replay with PixelSnappingTests.check(seed: \(seed)))")
        return
      }
    }
  }
}
