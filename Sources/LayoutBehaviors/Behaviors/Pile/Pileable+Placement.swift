import ConstraintSolver

extension Pileable {
  /// Pins `view` to the pile view at `frame` with required constraints named `<view>.pile-x`,
  /// `.pile-y`, `.pile-width` and `.pile-height` (and a guide `<view>.pileOffset` when an edge
  /// cannot be pinned directly).
  ///
  /// On each axis the position is pinned by the first of the view's edges — its minimum edge, its
  /// center, its maximum edge — that falls at 0, ½ or 1 of the pile's size, to the pile's matching
  /// anchor: the default leading frame (one height above) reads `a.bottom == stack.top`, the
  /// trailing one `a.top == stack.bottom`, a frame moved right by half the width
  /// `a.left == stack.centerX`. When none does, the view's minimum edge is pinned to the far edge
  /// of the guide, whose size on that axis is the fraction of the pile's.
  public func pileConstraints(placing view: View, at frame: PileFrame) -> PilePlacement {
    let pile = pileView
    var constraints: [LayoutConstraint] = []
    var guide: LayoutGuide?

    // The guide, pinned at the pile's top-left corner, made on first need; its two sizes are
    // zero unless an axis needs one.
    func offsetGuide() -> LayoutGuide {
      if let guide { return guide }
      let made = LayoutGuide(view.identifier + ".pileOffset")
      pile.addLayoutGuide(made)
      guide = made
      return made
    }

    let x = pinnedPosition(
      frame.x, size: frame.width,
      viewAnchors: [view.leftAnchor, view.centerXAnchor, view.rightAnchor],
      pileAnchors: [pile.leftAnchor, pile.centerXAnchor, pile.rightAnchor]
    ) {
      let guide = offsetGuide()
      let width = guide.widthAnchor.constraint(equalTo: pile.widthAnchor, multiplier: $0)
      width.identifier = guide.identifier + "-width"
      constraints.append(width)
      return guide.rightAnchor
    }
    x.identifier = view.identifier + ".pile-x"
    let y = pinnedPosition(
      frame.y, size: frame.height,
      viewAnchors: [view.topAnchor, view.centerYAnchor, view.bottomAnchor],
      pileAnchors: [pile.topAnchor, pile.centerYAnchor, pile.bottomAnchor]
    ) {
      let guide = offsetGuide()
      let height = guide.heightAnchor.constraint(equalTo: pile.heightAnchor, multiplier: $0)
      height.identifier = guide.identifier + "-height"
      constraints.append(height)
      return guide.bottomAnchor
    }
    y.identifier = view.identifier + ".pile-y"

    let width = pinnedSize(frame.width, of: view.widthAnchor, to: pile.widthAnchor)
    width.identifier = view.identifier + ".pile-width"
    let height = pinnedSize(frame.height, of: view.heightAnchor, to: pile.heightAnchor)
    height.identifier = view.identifier + ".pile-height"

    guard let guide else {
      return PilePlacement(constraints: [x, y, width, height])
    }
    let left = guide.leftAnchor.constraint(equalTo: pile.leftAnchor)
    left.identifier = guide.identifier + "-left"
    let top = guide.topAnchor.constraint(equalTo: pile.topAnchor)
    top.identifier = guide.identifier + "-top"
    var pins = [left, top]
    if !constraints.contains(where: { $0.identifier == guide.identifier + "-width" }) {
      let zero = guide.widthAnchor.constraint(equalToConstant: 0)
      zero.identifier = guide.identifier + "-width"
      pins.append(zero)
    }
    if !constraints.contains(where: { $0.identifier == guide.identifier + "-height" }) {
      let zero = guide.heightAnchor.constraint(equalToConstant: 0)
      zero.identifier = guide.identifier + "-height"
      pins.append(zero)
    }
    return PilePlacement(
      constraints: pins + constraints + [x, y, width, height], guides: [guide])
  }
}

/// The constraint that puts a view's minimum edge at `position` on one axis, for a view whose
/// size on that axis is `size`.
///
/// - Parameters:
///   - viewAnchors: the view's minimum, center and maximum anchors on the axis.
///   - pileAnchors: the pile's minimum, center and maximum anchors on the axis.
///   - guideEdge: makes the guide's size on the axis the given fraction of the pile's and
///     returns the guide's maximum anchor; called only when no edge of the view falls at 0, ½
///     or 1 of the pile.
func pinnedPosition<Kind: LayoutPositionKind>(
  _ position: PileLength, size: PileLength, viewAnchors: [LayoutAnchor<Kind>],
  pileAnchors: [LayoutAnchor<Kind>], guideEdge: (Double) -> LayoutAnchor<Kind>
) -> LayoutConstraint {
  let parts = [(0, 0), (size.fraction / 2, size.points / 2), (size.fraction, size.points)]
  for (viewIndex, part) in parts.enumerated() {
    // An edge whose constant would be beyond the solver's range (lengths near 10¹⁵ points) is
    // skipped: the minimum edge, pinned through the guide below, needs only the position's own
    // points.
    let constant = position.points + part.1
    if Solver.isInRange(constant),
      let pileIndex = [0, 0.5, 1].firstIndex(of: position.fraction + part.0)
    {
      return viewAnchors[viewIndex].constraint(equalTo: pileAnchors[pileIndex], constant: constant)
    }
  }
  return viewAnchors[0].constraint(
    equalTo: guideEdge(position.fraction), constant: position.points)
}

/// The constraint that makes a view's size `size` of the pile's: a constant when the fraction is
/// 0, otherwise `view == pile × fraction + points`.
func pinnedSize(_ size: PileLength, of anchor: DimensionAnchor, to pile: DimensionAnchor)
  -> LayoutConstraint
{
  size.fraction == 0
    ? anchor.constraint(equalToConstant: size.points)
    : anchor.constraint(equalTo: pile, multiplier: size.fraction, constant: size.points)
}
