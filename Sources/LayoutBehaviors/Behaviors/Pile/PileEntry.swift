/// A view the pile shows: its position, the constraints that place it, its running motion and,
/// for a view leaving, when it is removed.
struct PileEntry {
  /// The view.
  let view: View
  /// The metric that places it now.
  var position: PilePosition
  /// The constraints (and the guide, if one was needed) that place it.
  var placement: PilePlacement
  /// The motion started by the last event that moved it, if it was animated.
  var motion: PileMotion?
  /// When the view is removed from the pile view, if it is leaving.
  var removalTime: Double?
}
