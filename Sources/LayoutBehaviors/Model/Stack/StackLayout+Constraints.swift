extension StackLayout {
  /// One constraint the stack wants: what ``LayoutConstraint`` holds, before it exists.
  struct ConstraintSpec {
    var first: LayoutItem
    var firstAttribute: LayoutAttribute
    var relation: LayoutRelation
    var second: LayoutItem?
    var secondAttribute: LayoutAttribute?
    var multiplier: Double = 1
    var constant: Double = 0
    var priority: LayoutPriority = .required
    var identifier: String

    /// What identifies the constraint across updates: everything but the constant and the
    /// priority, which change in place.
    var key: Key {
      Key(
        identifier: identifier, first: ObjectIdentifier(first), firstAttribute: firstAttribute,
        relation: relation, second: second.map(ObjectIdentifier.init),
        secondAttribute: secondAttribute, multiplier: multiplier)
    }

    /// The identity of a constraint across updates.
    struct Key: Hashable {
      var identifier: String
      var first: ObjectIdentifier
      var firstAttribute: LayoutAttribute
      var relation: LayoutRelation
      var second: ObjectIdentifier?
      var secondAttribute: LayoutAttribute?
      var multiplier: Double
    }
  }

  /// The attributes of one axis: its leading and trailing edges, center and size.
  struct AxisAttributes {
    var leading: LayoutAttribute
    var trailing: LayoutAttribute
    var center: LayoutAttribute
    var size: LayoutAttribute

    /// The attributes along `axis` (`leading`/`trailing` horizontally, so that stacks follow
    /// the layout direction, as UIKit's).
    init(_ axis: LayoutConstraintAxis) {
      switch axis {
      case .horizontal: (leading, trailing, center, size) = (.leading, .trailing, .centerX, .width)
      case .vertical: (leading, trailing, center, size) = (.top, .bottom, .centerY, .height)
      }
    }
  }

  /// The priority of the `stack-spanning-fit` constraint that keeps a stack no bigger across
  /// its axis than its biggest view: 49, just below ``LayoutPriority/fittingSizeLevel``.
  static let spanningFitPriority = LayoutPriority(49)
  /// The priority of `stack-ambiguity-suppression`, which gives an arranged view without an
  /// intrinsic size across the axis a size of 0 under a non-fill alignment: 25, as UIKit.
  static let ambiguitySuppressionPriority = LayoutPriority(25)
  /// The priority of the `stack-canvas-connection` that holds a baseline-aligned group at the
  /// top of its stack: 48, below the stack's fit (49), so that a stack whose height is free
  /// still hugs its views.
  static let baselineConnectionPriority = LayoutPriority(48)
  /// The priority of `stack-fill-proportionally`: 999, below required so that compression
  /// resistance, spacing and the canvas win.
  static let fillProportionallyPriority = LayoutPriority(999)

  /// The priority of the `stack-fill-order` constraint of the arranged view at `index` among
  /// `count`: from `1 + 0.01 × (count − 1)` for the first down to 1 for the last, far below any
  /// hugging or compression resistance, so that among tied views the last gives way first.
  static func fillOrderPriority(index: Int, count: Int) -> LayoutPriority {
    LayoutPriority(1 + 0.01 * Double(count - 1 - index))
  }

  /// The identifier of a generated constraint: `stack-<role>(<stack>: <views>)`.
  func name(_ role: String, _ items: [LayoutItem]) -> String {
    let stackName = view?.displayName ?? "(unnamed)"
    let names = items.map { $0.displayName }.joined(separator: ", ")
    return "stack-\(role)(\(stackName)\(names.isEmpty ? "" : ": " + names))"
  }

  /// Every constraint the stack wants for its current properties, in generation order:
  /// along the axis (canvas connections, spacings, distribution, hiding), then across it
  /// (alignment, spanning, ambiguity suppression).
  ///
  /// `spacerGuides` are the guides between visible views for the equal-spacing distributions
  /// (one fewer than the visible views), already added to the view.
  func makeSpecs(canvas: LayoutItem, spacerGuides: [LayoutGuide]) -> [ConstraintSpec] {
    var specs: [ConstraintSpec] = []
    let along = AxisAttributes(axis)
    let across = AxisAttributes(axis == .horizontal ? .vertical : .horizontal)
    let visible = arrangedSubviews.filter { !$0.isHidden }
    appendAxisSpecs(
      to: &specs, visible: visible, canvas: canvas, along: along, spacerGuides: spacerGuides,
      across: across)
    appendHidingSpecs(to: &specs, canvas: canvas, along: along)
    appendAlignmentSpecs(to: &specs, visible: visible, canvas: canvas, across: across)
    return specs
  }

  /// Canvas connections, spacings and the distribution's constraints.
  private func appendAxisSpecs(
    to specs: inout [ConstraintSpec], visible: [View], canvas: LayoutItem, along: AxisAttributes,
    spacerGuides: [LayoutGuide], across: AxisAttributes
  ) {
    guard let first = visible.first, let last = visible.last else { return }
    specs.append(
      ConstraintSpec(
        first: first, firstAttribute: along.leading, relation: .equal, second: canvas,
        secondAttribute: along.leading, identifier: name("canvas-connection", [first])))
    specs.append(
      ConstraintSpec(
        first: canvas, firstAttribute: along.trailing, relation: .equal, second: last,
        secondAttribute: along.trailing, identifier: name("canvas-connection", [last])))
    let isEqualSpacing = distribution == .equalSpacing || distribution == .equalCentering
    for (index, (a, b)) in zip(visible, visible.dropFirst()).enumerated() {
      let gap = customSpacing(after: a) ?? spacing
      specs.append(
        ConstraintSpec(
          first: b, firstAttribute: along.leading,
          relation: isEqualSpacing ? .greaterThanOrEqual : .equal, second: a,
          secondAttribute: along.trailing, constant: gap, identifier: name("spacing", [a, b])))
      guard isEqualSpacing, index < spacerGuides.count else { continue }
      let guide = spacerGuides[index]
      let edge =
        distribution == .equalSpacing
        ? (along.trailing, along.leading) : (along.center, along.center)
      let edgeName = name("distributing-edge", [guide])
      specs.append(
        ConstraintSpec(
          first: guide, firstAttribute: along.leading, relation: .equal, second: a,
          secondAttribute: edge.0, identifier: edgeName))
      specs.append(
        ConstraintSpec(
          first: b, firstAttribute: edge.1, relation: .equal, second: guide,
          secondAttribute: along.trailing, identifier: edgeName))
      // The guide's other axis: on the canvas's edge, with no size.
      specs.append(
        ConstraintSpec(
          first: guide, firstAttribute: across.leading, relation: .equal, second: canvas,
          secondAttribute: across.leading, identifier: edgeName))
      specs.append(
        ConstraintSpec(
          first: guide, firstAttribute: across.size, relation: .equal, second: nil,
          secondAttribute: nil, identifier: edgeName))
      if index > 0 {
        specs.append(
          ConstraintSpec(
            first: guide, firstAttribute: along.size, relation: .equal, second: spacerGuides[0],
            secondAttribute: along.size, identifier: name("distributing", [spacerGuides[0], guide]))
        )
      }
    }
    switch distribution {
    case .fill, .equalSpacing, .equalCentering:
      appendFillOrderSpecs(to: &specs, visible: visible, along: along)
    case .fillEqually:
      for other in visible.dropFirst() {
        specs.append(
          ConstraintSpec(
            first: other, firstAttribute: along.size, relation: .equal, second: first,
            secondAttribute: along.size, identifier: name("fill-equally", [first, other])))
      }
    case .fillProportionally:
      appendProportionalSpecs(to: &specs, visible: visible, canvas: canvas, along: along)
    }
  }

  /// The `stack-fill-order` constraints that break ties between views of equal hugging or
  /// compression resistance by index: each visible view with an intrinsic size along the axis
  /// keeps it at a tiny priority, smaller for later views.
  private func appendFillOrderSpecs(
    to specs: inout [ConstraintSpec], visible: [View], along: AxisAttributes
  ) {
    guard visible.count > 1 else { return }
    for (index, view) in visible.enumerated() {
      guard let size = view.intrinsicContentSize[axis] else { continue }
      specs.append(
        ConstraintSpec(
          first: view, firstAttribute: along.size, relation: .equal, second: nil,
          secondAttribute: nil, constant: size,
          priority: Self.fillOrderPriority(index: index, count: visible.count),
          identifier: name("fill-order", [view])))
    }
  }

  /// The `stack-fill-proportionally` constraints: each view's size is its share of the
  /// canvas less the gaps, `size = (intrinsic / total) × (canvas − gaps)`, at 999. Without any
  /// intrinsic size along the axis, the views get equal shares.
  private func appendProportionalSpecs(
    to specs: inout [ConstraintSpec], visible: [View], canvas: LayoutItem, along: AxisAttributes
  ) {
    guard visible.count > 1 else { return }
    var gaps = 0.0
    for a in visible.dropLast() { gaps += customSpacing(after: a) ?? spacing }
    let sizes = visible.map { max(0, $0.intrinsicContentSize[axis] ?? 0) }
    let total = sizes.reduce(0, +)
    for (view, size) in zip(visible, sizes) {
      let share = total > 0 ? size / total : 1 / Double(visible.count)
      specs.append(
        ConstraintSpec(
          first: view, firstAttribute: along.size, relation: .equal, second: canvas,
          secondAttribute: along.size, multiplier: share, constant: -share * gaps,
          priority: Self.fillProportionallyPriority,
          identifier: name("fill-proportionally", [view])))
    }
  }

  /// The `stack-hiding` constraints: a hidden view has no size along the axis and sits where
  /// the previous visible view ends (or at the canvas's leading edge).
  private func appendHidingSpecs(
    to specs: inout [ConstraintSpec], canvas: LayoutItem, along: AxisAttributes
  ) {
    var previous: View? = nil
    for view in arrangedSubviews {
      guard view.isHidden else {
        previous = view
        continue
      }
      let hiding = name("hiding", [view])
      specs.append(
        ConstraintSpec(
          first: view, firstAttribute: along.size, relation: .equal, second: nil,
          secondAttribute: nil, identifier: hiding))
      specs.append(
        ConstraintSpec(
          first: view, firstAttribute: along.leading, relation: .equal,
          second: previous ?? canvas,
          secondAttribute: previous == nil ? along.leading : along.trailing, identifier: hiding))
    }
  }

  /// The alignment's constraints across the axis: the reference view (the first visible one,
  /// else the first) connected to the canvas, every other arranged view aligned with it, the
  /// visible views kept inside the canvas, and the fit and ambiguity suppression of the
  /// non-fill alignments.
  ///
  /// A baseline alignment (horizontal stacks only; a vertical stack reads it as `fill`) aligns
  /// the views' baselines with the reference's and connects the reference's top to the canvas's
  /// top at ``baselineConnectionPriority``: the spanning boundaries keep every view inside, so
  /// the view reaching highest above the baseline touches the top.
  private func appendAlignmentSpecs(
    to specs: inout [ConstraintSpec], visible: [View], canvas: LayoutItem, across: AxisAttributes
  ) {
    guard let reference = visible.first ?? arrangedSubviews.first else { return }
    let alignment = axis == .vertical && self.alignment.baseline != nil ? .fill : self.alignment
    let edges: [LayoutAttribute]
    switch alignment {
    case .fill: edges = [across.leading, across.trailing]
    case .leading: edges = [across.leading]
    case .center: edges = [across.center]
    case .trailing: edges = [across.trailing]
    case .firstBaseline, .lastBaseline: edges = []
    }
    for edge in edges {
      specs.append(
        ConstraintSpec(
          first: reference, firstAttribute: edge, relation: .equal, second: canvas,
          secondAttribute: edge, identifier: name("canvas-connection", [reference])))
    }
    if let baseline = alignment.baseline {
      specs.append(
        ConstraintSpec(
          first: reference, firstAttribute: across.leading, relation: .equal, second: canvas,
          secondAttribute: across.leading, priority: Self.baselineConnectionPriority,
          identifier: name("canvas-connection", [reference])))
      for view in arrangedSubviews where view !== reference {
        specs.append(
          ConstraintSpec(
            first: view, firstAttribute: baseline, relation: .equal, second: reference,
            secondAttribute: baseline, identifier: name("alignment", [reference, view])))
      }
    }
    for view in arrangedSubviews where view !== reference {
      for edge in edges {
        specs.append(
          ConstraintSpec(
            first: view, firstAttribute: edge, relation: .equal, second: reference,
            secondAttribute: edge, identifier: name("alignment", [reference, view])))
      }
    }
    guard alignment != .fill else { return }
    for view in visible {
      let boundary = name("spanning-boundary", [view])
      if alignment != .leading {
        specs.append(
          ConstraintSpec(
            first: view, firstAttribute: across.leading, relation: .greaterThanOrEqual,
            second: canvas, secondAttribute: across.leading, identifier: boundary))
      }
      if alignment != .trailing {
        specs.append(
          ConstraintSpec(
            first: view, firstAttribute: across.trailing, relation: .lessThanOrEqual,
            second: canvas, secondAttribute: across.trailing, identifier: boundary))
      }
    }
    specs.append(
      ConstraintSpec(
        first: canvas, firstAttribute: across.size, relation: .equal, second: nil,
        secondAttribute: nil, priority: Self.spanningFitPriority,
        identifier: name("spanning-fit", [])))
    let crossAxis: LayoutConstraintAxis = axis == .horizontal ? .vertical : .horizontal
    for view in arrangedSubviews where view.intrinsicContentSize[crossAxis] == nil {
      specs.append(
        ConstraintSpec(
          first: view, firstAttribute: across.size, relation: .equal, second: nil,
          secondAttribute: nil, priority: Self.ambiguitySuppressionPriority,
          identifier: name("ambiguity-suppression", [view])))
    }
  }
}
