import ConstraintSolver

/// A change a behavior computed but did not make, because a value would not have been a finite
/// number or, for a constraint's constant, would have been beyond the solver's range.
///
/// The model refuses non-finite numbers (a constraint's constant, a view's transform), and the
/// solver refuses constants whose magnitude exceeds `Solver.magnitudeLimit` (10¹⁵), so a
/// behavior that computes one from extreme but finite inputs — a 10¹⁵-point root, a drag of
/// 10³⁰⁸ points — does not set it. The rule is the same everywhere:
///
/// - **Constants** (``KeyboardAvoidable``, ``Collapsible``, and a ``Moveable`` moving through
///   constraints): if any constant an event would set is not finite or beyond 10¹⁵ in magnitude,
///   the event sets none of them and the behavior's state stays as it was (the keyboard is not
///   recorded as avoided, the view not as collapsed). ``Transition/refused`` or
///   ``GestureResult/refused`` lists each refused constant.
/// - **Transforms** (moves, pinches, rotations, drags, drops, snaps): a step whose transform
///   would not be finite is not made; the view keeps its transform, the behavior's state stays
///   where the previous step left it, and ``GestureResult/refused`` lists the view.
///
/// ```swift
/// let transition = sidebar.collapse()        // sidebar 10¹⁵ points wide, leading at -10¹⁵
/// transition.constants                       // []: nothing changed
/// transition.refused                         // [the constant of 'sidebar-leading' (-2e+15)]
/// sidebar.isCollapsed                        // false
/// ```
public enum RefusedChange: Equatable, CustomStringConvertible {
  /// The constant `value` the behavior computed for `constraint`.
  case constant(LayoutConstraint, value: Double)
  /// The transform the behavior computed for `view`.
  case transform(View)

  /// Two refusals are equal when they are about the same constraint (by identity) with the same
  /// value, or about the same view (by identity).
  public static func == (lhs: RefusedChange, rhs: RefusedChange) -> Bool {
    switch (lhs, rhs) {
    case (.constant(let a, let x), .constant(let b, let y)):
      return a === b && (x == y || (x.isNaN && y.isNaN))
    case (.transform(let a), .transform(let b)):
      return a === b
    default:
      return false
    }
  }

  /// `the constant of 'sidebar-leading' (-2e+15)` or `the transform of 'photo'`.
  public var description: String {
    switch self {
    case .constant(let constraint, let value):
      return "the constant of '\(constraint.displayName)' (\(value))"
    case .transform(let view):
      return "the transform of '\(view.identifier)'"
    }
  }
}
