/// A view's motion from one state to another: where it started, where it ends, when, and with
/// what animation.
struct PileMotion {
  /// The view's state when the motion started (frames, alpha, transform).
  let from: ViewFrame
  /// The view's state at the end of the motion, as placed by the event.
  let to: ViewFrame
  /// The time the motion started, in seconds.
  let start: Double
  /// The animation that paces it.
  let animation: Animation

  /// The time the motion ends: its start plus the animation's delay and duration.
  var endTime: Double { start + animation.totalDuration }

  /// The state drawn at `time`: `from` sampled toward `to` at the animation's progress
  /// (``ViewFrame/interpolated(to:fraction:)``: frames, alpha kept within 0…1, the transform
  /// decomposed); exactly `from` before the start and `to` from the end on.
  func state(at time: Double) -> ViewFrame {
    from.interpolated(to: to, fraction: animation.progress(at: time - start))
  }
}
