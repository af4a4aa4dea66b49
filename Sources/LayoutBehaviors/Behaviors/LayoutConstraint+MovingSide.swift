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

  /// Whether the constraint relates `leading` or `trailing` anchors: its horizontal positions are
  /// measured toward trailing, so a positive change moves toward trailing in either layout
  /// direction.
  var relatesDirectionalAnchors: Bool {
    firstAttribute == .leading || firstAttribute == .trailing || secondAttribute == .leading
      || secondAttribute == .trailing
  }
}

extension LayoutItem {
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
