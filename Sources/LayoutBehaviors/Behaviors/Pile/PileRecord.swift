/// What one pile event did, collected while it runs: its time, where each moved view's motion
/// starts, and the callbacks and animations in order.
struct PileRecord {
  /// The event's time, in seconds.
  let time: Double
  /// The state each view's motion starts from, by view (looked up, never iterated).
  var starts: [ObjectIdentifier: ViewFrame] = [:]
  /// The callbacks that fired, in order.
  var callbacks: [String] = []
  /// The animations requested, in order: one per moving view.
  var animations: [Animation] = []
  /// The animation each moved view follows, by view (looked up, never iterated).
  var paces: [ObjectIdentifier: Animation] = [:]
}
