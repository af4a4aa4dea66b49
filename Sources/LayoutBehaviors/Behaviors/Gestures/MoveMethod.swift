/// How a ``Moveable`` view is moved: by its transform (the default), or through the constants of
/// the constraints that position it.
///
/// **By transform** (``transform``), as Auto Layout apps do: the move is a translation added to the
/// view's ``View/transform`` in the superview's coordinates, applied after layout. The constraints
/// and the solved ``View/frame`` do not change, so nothing else moves, and a later layout pass (a
/// rotation of the device, a keyboard) keeps the offset instead of snapping the view back. A
/// `center` set on a constrained view, by contrast, would be lost at the next layout pass.
///
/// **Through constraints** (``constraints(horizontal:vertical:)``): each move changes the
/// constant of the constraint that positions the view along that axis (its leading, centerX,
/// top, …), by the distance moved, with the sign that moves the view's side of the constraint.
/// The layout is re-solved, so views constrained to the moved one follow it, and the moves show
/// in the result's ``GestureResult/constants``. An axis without a constraint does not move:
/// give only `horizontal` for a slider.
///
/// ```swift
/// // A handle that slides along x only, its leading constraint carrying the position.
/// handle.moveableState = MoveableState(
///   method: .constraints(horizontal: handleLeading, vertical: nil))
/// ```
public enum MoveMethod {
  /// Move by adding a translation to the view's transform (the default).
  case transform
  /// Move by changing the constants of these constraints: `horizontal` must relate x-axis
  /// positions, `vertical` y-axis positions; `nil` keeps that axis still.
  case constraints(horizontal: LayoutConstraint?, vertical: LayoutConstraint?)

  /// The constraints the method moves, horizontal first.
  var constraints: [LayoutConstraint] {
    guard case .constraints(let horizontal, let vertical) = self else { return [] }
    return [horizontal, vertical].compactMap { $0 }
  }
}
