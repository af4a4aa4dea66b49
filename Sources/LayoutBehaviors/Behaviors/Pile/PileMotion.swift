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

  /// The state drawn at `time`: `from` + (`to` − `from`) × progress for the frames, the alpha
  /// (kept within 0…1 when a spring overshoots) and every entry of the transform; exactly `from`
  /// before the start and `to` from the end on.
  func state(at time: Double) -> ViewFrame {
    let progress = animation.progress(at: time - start)
    if progress == 0 { return from }
    if progress == 1 { return to }
    var state = to
    state.frame = from.frame.interpolated(to: to.frame, fraction: progress)
    state.frameInRoot = from.frameInRoot.interpolated(to: to.frameInRoot, fraction: progress)
    state.alpha = min(max(interpolate(from.alpha, to.alpha, progress), 0), 1)
    state.transform3D = from.transform3D.interpolated(to: to.transform3D, fraction: progress)
    return state
  }
}
