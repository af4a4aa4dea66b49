import Testing

@testable import LayoutBehaviors

/// A stack's frames equal those of the same layout written with plain constraints, on random
/// stacks: axis, every distribution, every alignment, spacing, custom spacings, hidden views,
/// distinct priorities (so that no tie needs the stack's index rule). The stack has a fixed
/// length along its axis, so the equal-spacing distributions are not ambiguous.
@Suite struct StackPropertyTests {
  @Test func stackFramesEqualPlainConstraints() {
    for seed in UInt64(1)...60 {
      var random = SplitMix64(seed: seed)
      let axis: LayoutConstraintAxis = Bool.random(using: &random) ? .horizontal : .vertical
      let distribution = [StackLayout.Distribution.fill, .fillEqually, .fillProportionally]
        .randomElement(using: &random)!
      let alignment = StackLayout.Alignment.allCases.randomElement(using: &random)!
      let spacing = Double(Int.random(in: 0...12, using: &random))
      let count = Int.random(in: 1...5, using: &random)
      let length = Double(Int.random(in: 100...380, using: &random))
      var sizes: [(Double, Double)] = []
      var hidden: [Bool] = []
      var custom: [Double?] = []
      for _ in 0..<count {
        sizes.append(
          (
            Double(Int.random(in: 5...90, using: &random)),
            Double(Int.random(in: 5...90, using: &random))
          ))
        hidden.append(Int.random(in: 0..<4, using: &random) == 0)
        custom.append(
          Bool.random(using: &random) ? Double(Int.random(in: 0...20, using: &random)) : nil)
      }
      let stacked = build(axis: axis, sizes: sizes, length: length) { container, views in
        let stack = StackLayout(
          view: container, axis: axis, distribution: distribution, alignment: alignment,
          spacing: spacing)
        for (index, view) in views.enumerated() {
          view.isHidden = hidden[index]
          stack.addArrangedSubview(view)
          stack.setCustomSpacing(custom[index], after: view)
        }
      }
      let plain = build(axis: axis, sizes: sizes, length: length) { container, views in
        for view in views { container.addSubview(view) }
        plainConstraints(
          container: container, views: views, axis: axis, distribution: distribution,
          alignment: alignment, spacing: spacing, hidden: hidden, custom: custom, sizes: sizes)
      }
      for (a, b) in zip(stacked, plain) {
        #expect(
          rectsClose(a.frame, b.frame),
          Comment(
            rawValue: "seed \(seed): \(a.identifier) \(a.frame) in the stack, \(b.frame) with "
              + "constraints (\(axis), \(distribution), \(alignment), spacing \(spacing))"))
      }
    }
  }

  @Test func equalSpacingStackFramesEqualPlainConstraints() {
    // The plain layout spaces the views with guides, as written before stacks: equal guides
    // between neighbors' edges (equalSpacing) or centers (equalCentering), each gap at least its
    // spacing. The stack's frames must also show the property itself: equal gaps, or equally
    // distant centers, between the visible views.
    for seed in UInt64(1)...60 {
      var random = SplitMix64(seed: seed)
      let axis: LayoutConstraintAxis = Bool.random(using: &random) ? .horizontal : .vertical
      let distribution: StackLayout.Distribution =
        Bool.random(using: &random) ? .equalSpacing : .equalCentering
      let alignment = StackLayout.Alignment.allCases.randomElement(using: &random)!
      let spacing = Double(Int.random(in: 0...12, using: &random))
      let count = Int.random(in: 1...5, using: &random)
      var sizes: [(Double, Double)] = []
      var hidden: [Bool] = []
      var custom: [Double?] = []
      for _ in 0..<count {
        sizes.append(
          (
            Double(Int.random(in: 5...60, using: &random)),
            Double(Int.random(in: 5...90, using: &random))
          ))
        hidden.append(Int.random(in: 0..<4, using: &random) == 0)
        custom.append(
          Bool.random(using: &random) ? Double(Int.random(in: 0...20, using: &random)) : nil)
      }
      // Long enough for the views at their sizes with their largest gaps, or, one time in
      // four, too short, so that views are compressed (by their distinct priorities).
      let fits = Int.random(in: 0..<4, using: &random) != 0
      let length =
        fits
        ? Double(Int.random(in: 320...390, using: &random))
        : Double(Int.random(in: 40...120, using: &random))
      let stacked = build(axis: axis, sizes: sizes, length: length) { container, views in
        let stack = StackLayout(
          view: container, axis: axis, distribution: distribution, alignment: alignment,
          spacing: spacing)
        for (index, view) in views.enumerated() {
          view.isHidden = hidden[index]
          stack.addArrangedSubview(view)
          stack.setCustomSpacing(custom[index], after: view)
        }
      }
      let plain = build(axis: axis, sizes: sizes, length: length) { container, views in
        for view in views { container.addSubview(view) }
        plainConstraints(
          container: container, views: views, axis: axis, distribution: distribution,
          alignment: alignment, spacing: spacing, hidden: hidden, custom: custom, sizes: sizes)
      }
      let context =
        "seed \(seed): \(axis), \(distribution), \(alignment), spacing \(spacing), length \(length)"
      for (a, b) in zip(stacked, plain) {
        #expect(
          rectsClose(a.frame, b.frame),
          Comment(
            rawValue: "\(context): \(a.identifier) \(a.frame) in the stack, \(b.frame) with "
              + "constraints"))
      }
      let visible = stacked.dropFirst().enumerated().filter { !hidden[$0.offset] }.map {
        $0.element.frame
      }
      let distances = zip(visible, visible.dropFirst()).map { a, b in
        let (aStart, aEnd) = axis == .horizontal ? (a.minX, a.maxX) : (a.minY, a.maxY)
        let (bStart, bEnd) = axis == .horizontal ? (b.minX, b.maxX) : (b.minY, b.maxY)
        return distribution == .equalSpacing
          ? bStart - aEnd : (bStart + bEnd) / 2 - (aStart + aEnd) / 2
      }
      #expect(
        distances.allSatisfy { abs($0 - (distances.first ?? 0)) <= 1e-6 },
        Comment(rawValue: "\(context): distances \(distances)"))
    }
  }

  /// A 400 × 400 root with a container at (0, 0), `length` along the axis and 100 across, and
  /// views with the given intrinsic sizes (along, across) and distinct priorities.
  private func build(
    axis: LayoutConstraintAxis, sizes: [(Double, Double)], length: Double,
    arrange: (View, [View]) -> Void
  ) -> [View] {
    let engine = LayoutEngine(size: Size(width: 400, height: 400))
    let container = View("container")
    engine.root.addSubview(container)
    let views = sizes.enumerated().map { index, size in
      let view = View("v\(index)")
      view.intrinsicContentSize =
        axis == .horizontal
        ? IntrinsicContentSize(width: size.0, height: size.1)
        : IntrinsicContentSize(width: size.1, height: size.0)
      view.setContentHuggingPriority(LayoutPriority(200 + 10 * Double(index)), for: axis)
      view.setContentCompressionResistancePriority(
        LayoutPriority(700 + 10 * Double(index)), for: axis)
      return view
    }
    arrange(container, views)
    LayoutConstraint.activate([
      container.leftAnchor.constraint(equalTo: engine.root.leftAnchor),
      container.topAnchor.constraint(equalTo: engine.root.topAnchor),
      (axis == .horizontal ? container.widthAnchor : container.heightAnchor)
        .constraint(equalToConstant: length),
      (axis == .horizontal ? container.heightAnchor : container.widthAnchor)
        .constraint(equalToConstant: 100),
    ])
    // The frames are read while the engine is alive.
    return withExtendedLifetime(engine) { [container] + views }
  }

  /// The layout of a stack written by hand with anchors: what UIStackView's documentation says.
  private func plainConstraints(
    container: View, views: [View], axis: LayoutConstraintAxis,
    distribution: StackLayout.Distribution, alignment: StackLayout.Alignment, spacing: Double,
    hidden: [Bool], custom: [Double?], sizes: [(Double, Double)]
  ) {
    var constraints: [LayoutConstraint] = []
    func along(_ v: View) -> (LayoutItem, LayoutAttribute, LayoutAttribute, LayoutAttribute) {
      axis == .horizontal ? (v, .leading, .trailing, .width) : (v, .top, .bottom, .height)
    }
    func across(_ v: View) -> (LayoutAttribute, LayoutAttribute, LayoutAttribute, LayoutAttribute) {
      axis == .horizontal
        ? (.top, .bottom, .centerY, .height) : (.leading, .trailing, .centerX, .width)
    }
    func make(
      _ a: LayoutItem, _ aa: LayoutAttribute, _ r: LayoutRelation, _ b: LayoutItem?,
      _ ba: LayoutAttribute?, multiplier: Double = 1, constant: Double = 0,
      priority: LayoutPriority = .required
    ) {
      constraints.append(
        try! LayoutConstraint(
          item: a, attribute: aa, relatedBy: r, toItem: b, attribute: ba, multiplier: multiplier,
          constant: constant, priority: priority))
    }
    let (_, leading, trailing, size) = along(container)
    let (crossLeading, crossTrailing, crossCenter, _) = across(container)
    let visible = views.indices.filter { !hidden[$0] }
    var gaps = 0.0
    var previous: Int? = nil
    for index in views.indices {
      let view = views[index]
      if hidden[index] {
        make(view, size, .equal, nil, nil)
        make(
          view, leading, .equal, previous.map { views[$0] } ?? container,
          previous == nil ? leading : trailing)
        continue
      }
      if let previous {
        let gap = custom[previous] ?? spacing
        gaps += gap
        let isEqualSpacing = distribution == .equalSpacing || distribution == .equalCentering
        make(
          view, leading, isEqualSpacing ? .greaterThanOrEqual : .equal, views[previous], trailing,
          constant: gap)
      } else {
        make(view, leading, .equal, container, leading)
      }
      previous = index
    }
    if let last = visible.last { make(container, trailing, .equal, views[last], trailing) }
    if distribution == .equalSpacing || distribution == .equalCentering {
      // A guide between each two visible neighbors, from the first's trailing edge (center) to
      // the second's leading edge (center), all as long as the first guide; the gaps' minimums
      // are the spacings above.
      var guides: [LayoutGuide] = []
      for (a, b) in zip(visible, visible.dropFirst()) {
        let guide = LayoutGuide("gap-\(a)-\(b)")
        container.addLayoutGuide(guide)
        let edges: (LayoutAttribute, LayoutAttribute) =
          distribution == .equalSpacing
          ? (trailing, leading)
          : (axis == .horizontal ? (.centerX, .centerX) : (.centerY, .centerY))
        make(guide, leading, .equal, views[a], edges.0)
        make(views[b], edges.1, .equal, guide, trailing)
        make(guide, crossLeading, .equal, container, crossLeading)
        make(guide, axis == .horizontal ? .height : .width, .equal, nil, nil)
        if let first = guides.first { make(guide, size, .equal, first, size) }
        guides.append(guide)
      }
    }
    if distribution == .fillEqually, let first = visible.first {
      for index in visible.dropFirst() { make(views[index], size, .equal, views[first], size) }
    }
    if distribution == .fillProportionally, visible.count > 1 {
      let total = visible.map { sizes[$0].0 }.reduce(0, +)
      for index in visible {
        let share = sizes[index].0 / total
        make(
          views[index], size, .equal, container, size, multiplier: share,
          constant: -share * gaps, priority: 999)
      }
    }
    // Baselines: a view without text has its baselines at its bottom edge, so a horizontal
    // stack's views share their bottom, as far below the stack's top as the tallest visible
    // view (the first view when none is visible) reaches. A vertical stack reads them as fill.
    let reach = visible.map { sizes[$0].1 }.max() ?? sizes[0].1
    for index in views.indices {
      let view = views[index]
      switch alignment {
      case .firstBaseline, .lastBaseline:
        if axis == .horizontal {
          make(
            view, alignment == .firstBaseline ? .firstBaseline : .lastBaseline, .equal,
            container, .top, constant: reach)
        } else {
          make(view, crossLeading, .equal, container, crossLeading)
          make(view, crossTrailing, .equal, container, crossTrailing)
        }
      case .fill:
        make(view, crossLeading, .equal, container, crossLeading)
        make(view, crossTrailing, .equal, container, crossTrailing)
      case .leading: make(view, crossLeading, .equal, container, crossLeading)
      case .center: make(view, crossCenter, .equal, container, crossCenter)
      case .trailing: make(view, crossTrailing, .equal, container, crossTrailing)
      }
    }
    LayoutConstraint.activate(constraints)
  }
}
