import ConstraintSolver

/// What a ``LayoutEngine`` keeps for measured content: the views with content, their baseline
/// pins, and whether the fixed point is running.
struct MeasurementState {
  /// The views of the tree with content, by identity.
  var views: [ObjectIdentifier: View] = [:]
  /// ``views`` in ``ViewID`` order, or `nil` when it must be sorted again.
  var ordered: [View]?
  /// The baseline pins of each view one of whose baselines a constraint uses: first, last.
  var baselinePins: [ObjectIdentifier: [LayoutConstraint]] = [:]
  /// Whether ``LayoutEngine/settleMeasuredContent()`` is running (it publishes values itself).
  var isSettling = false
  /// The stacks whose arranged views' intrinsic sizes changed during the current pass of the
  /// fixed point, in the order they first changed: each is updated once, at the end of the
  /// pass, rather than once per view.
  var pendingStacks: [StackLayout] = []
  /// While a pass of the fixed point changes intrinsic sizes: the new constants of the optional
  /// content-size constraints, moved in the solver together at the end of the pass (one
  /// ``Solver/setConstants(_:)`` call; see ``LayoutEngine/flushContentSizeConstants()``).
  /// `nil` outside a pass.
  var pendingConstants: [(constraint: Constraint, constant: Double)]? = nil
}
