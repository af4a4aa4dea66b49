extension ViewFrame {
  /// The state `fraction` of the way from this one to `end`: the one way every result is
  /// sampled (transitions, gesture and pile results, a pile's running motions, a scene's
  /// events).
  ///
  /// Exactly this state at 0 and exactly `end` at 1. In between, the frames (in superview and
  /// in root coordinates) are `self + (end − self) × fraction`, the alpha the same kept within
  /// 0…1 (a spring's overshoot moves frames past their end, never the opacity past opaque or
  /// transparent), the transform decomposed (see ``Transform3D/interpolated(to:fraction:)``),
  /// the view visible when it is visible at either end (a view being hidden stays on screen
  /// while it shrinks, one being shown is there while it grows, as a stack's arranged views in
  /// UIKit), and the identity, superview and z-index are `end`'s.
  func interpolated(to end: ViewFrame, fraction: Double) -> ViewFrame {
    if fraction == 0 { return self }
    if fraction == 1 { return end }
    var state = end
    state.frame = frame.interpolated(to: end.frame, fraction: fraction)
    state.frameInRoot = frameInRoot.interpolated(to: end.frameInRoot, fraction: fraction)
    state.alpha = min(max(interpolate(alpha, end.alpha, fraction), 0), 1)
    state.transform3D = transform3D.interpolated(to: end.transform3D, fraction: fraction)
    state.isHidden = isHidden && end.isHidden
    return state
  }
}
