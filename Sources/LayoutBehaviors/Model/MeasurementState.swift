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
}
