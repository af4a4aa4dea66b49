/// Which side of a constraint moves when a behavior changes its constant.
///
/// A constraint reads `first.a R m × second.b + c`. Changing `c` by Δ with the second item held
/// still moves `first.a` by +Δ; with the first item held still it moves `second.b` by −Δ/m. So to
/// move the side that should move by δ, the constant changes by +δ (first side) or −m·δ (second
/// side). Behaviors decide which side moves from where the items are in the tree, never from the
/// order the constraint was written in; see ``LayoutConstraint/movingSide(where:)``.
enum ConstraintSide: Sendable {
  /// The first item moves; the second holds still.
  case first
  /// The second item moves; the first holds still.
  case second
}

extension LayoutConstraint {
  /// The side of the constraint that moves with the behavior's view.
  ///
  /// `movesWithView` says whether an item (a view or a guide) moves with the behavior's view:
  /// for a collapse, the collapsible view, its guides and what is inside it; for the keyboard,
  /// what is inside the container. A constraint with no second item changes its first item.
  /// Otherwise, the side whose item moves with the view moves; when both or neither do, the
  /// first item moves (the order `view.anchor == other.anchor + c` that anchors produce).
  func movingSide(where movesWithView: (LayoutItem) -> Bool) -> ConstraintSide {
    guard let secondItem else { return .first }
    let firstMoves = movesWithView(firstItem)
    let secondMoves = movesWithView(secondItem)
    return secondMoves && !firstMoves ? .second : .first
  }

  /// The attribute of the moving side.
  func attribute(on side: ConstraintSide) -> LayoutAttribute {
    side == .first ? firstAttribute : (secondAttribute ?? firstAttribute)
  }

  /// The constant that moves the `side` item's attribute by `distance` (positive: right, down,
  /// toward trailing for a `leading`/`trailing` constraint, or larger for a dimension) from where
  /// `constant` puts it, the other item holding still.
  func constant(_ constant: Double, moving side: ConstraintSide, by distance: Double) -> Double {
    switch side {
    case .first: return constant + distance
    case .second: return constant - multiplier * distance
    }
  }

  /// How far the view's near edge (the one facing `direction`) is from the edge it collapses
  /// past, measured away from that edge: 0 for a view flush with its container's edge, 8 for a
  /// view 8 points in, negative for a view already partly past it. The view's frame and the
  /// other item's are read as last solved.
  ///
  /// The edge is the container's edge in `direction` when the still item contains the view (an
  /// ancestor of it, or a guide owned by an ancestor; the root when the constraint has no second
  /// item), and otherwise the position of the still item's anchor. A dimension direction has no
  /// edge: the offset is 0.
  func collapseEdgeOffset(
    of view: View, moving side: ConstraintSide, toward direction: CollapseDirection
  ) -> Double {
    let stillItem: LayoutItem?
    let stillAttribute: LayoutAttribute?
    switch side {
    case .first: (stillItem, stillAttribute) = (secondItem, secondAttribute)
    case .second: (stillItem, stillAttribute) = (firstItem, firstAttribute)
    }
    let isRightToLeft = view.layoutEngine?.layoutDirection == .rightToLeft
    let frame = view.exactFrameInRoot
    let edge: Double
    if let stillItem, let stillAttribute, !stillItem.contains(view) {
      let other = stillItem.exactFrameInRoot
      switch stillAttribute {
      case .left: edge = other.minX
      case .right: edge = other.maxX
      case .centerX: edge = other.midX
      case .leading: edge = isRightToLeft ? other.maxX : other.minX
      case .trailing: edge = isRightToLeft ? other.minX : other.maxX
      case .top: edge = other.minY
      case .bottom: edge = other.maxY
      case .centerY: edge = other.midY
      case .firstBaseline, .lastBaseline: edge = stillItem.baselineInRoot(stillAttribute)
      case .width, .height: return 0
      }
    } else {
      let container =
        stillItem?.exactFrameInRoot ?? view.layoutEngine.map {
          $0.root.exactFrameInRoot
        }
        ?? frame
      switch direction {
      case .leading: edge = isRightToLeft ? container.maxX : container.minX
      case .trailing: edge = isRightToLeft ? container.minX : container.maxX
      case .top: edge = container.minY
      case .bottom: edge = container.maxY
      case .width, .height: return 0
      }
    }
    switch direction {
    case .leading: return isRightToLeft ? edge - frame.maxX : frame.minX - edge
    case .trailing: return isRightToLeft ? frame.minX - edge : edge - frame.maxX
    case .top: return frame.minY - edge
    case .bottom: return edge - frame.maxY
    case .width, .height: return 0
    }
  }

  /// Whether the constraint relates `leading` or `trailing` anchors: its horizontal positions are
  /// measured toward trailing, so a positive change moves toward trailing in either layout
  /// direction.
  var relatesDirectionalAnchors: Bool {
    firstAttribute == .leading || firstAttribute == .trailing || secondAttribute == .leading
      || secondAttribute == .trailing
  }
}

extension LayoutItem {
  /// Whether the item contains `view`: it is an ancestor of `view` (or `view` itself), or a guide
  /// owned by one.
  func contains(_ view: View) -> Bool {
    if let item = self as? View { return view.isDescendant(of: item) }
    if let guide = self as? LayoutGuide, let owner = guide.owningView {
      return view.isDescendant(of: owner)
    }
    return false
  }

  /// Whether the item is `view` or inside it: `view` itself, one of its descendants, or a guide
  /// owned by one of those.
  func isInside(_ view: View) -> Bool {
    if let item = self as? View { return item.isDescendant(of: view) }
    if let guide = self as? LayoutGuide, let owner = guide.owningView {
      return owner.isDescendant(of: view)
    }
    return false
  }

  /// Whether the item is strictly inside `container`: a descendant other than the container, or
  /// a guide owned by such a descendant (the container's own guides are not inside it).
  func isStrictlyInside(_ container: View) -> Bool {
    if let item = self as? View { return item !== container && item.isDescendant(of: container) }
    if let guide = self as? LayoutGuide, let owner = guide.owningView {
      return owner !== container && owner.isDescendant(of: container)
    }
    return false
  }
}
