extension Transition {
  /// The fraction of the change that is done at `time` seconds after the event: the
  /// animation's progress (see ``Animation/progress(at:)``), or 1 without an animation.
  ///
  /// - Parameter time: seconds since the event, delay included.
  public func progress(at time: Double) -> Double {
    guard let animation else { return 1 }
    return animation.progress(at: time)
  }

  /// Every view's frames at `time` seconds after the event, as UIKit would draw them.
  ///
  /// Inside an animation block UIKit animates each view's frame from its old value to its new
  /// one, every component paced by the curve; so does this: each frame (in superview and in root
  /// coordinates) is ``framesBefore`` + (``framesAfter`` − ``framesBefore``) × progress. At time
  /// 0 (and before) the result is ``framesBefore`` exactly; from the end of the animation on it
  /// is ``framesAfter`` exactly; a spring's overshoot extrapolates past the end frames.
  ///
  /// ```swift
  /// let transition = sidebar.collapse()     // 0.3 s easeInOut
  /// transition.frames(at: 0.15)             // halfway: easeInOut is symmetric
  /// ```
  ///
  /// - Parameter time: seconds since the event, delay included.
  /// - Returns: the frames: ``framesBefore`` at the start, otherwise in the order of
  ///   ``framesAfter``.
  /// - Complexity: O(*n*) in the number of views.
  public func frames(at time: Double) -> [ViewFrame] {
    frames(atProgress: progress(at: time))
  }

  /// Every view's frames `fraction` of the way from ``framesBefore`` to ``framesAfter``:
  /// exactly the frames before at 0 and exactly those after at 1.
  ///
  /// In between, the list is that of ``framesAfter``. A view that was also there before is
  /// interpolated: its frames, its alpha and its transform, entry by entry (exact for
  /// translations and scales; a rotation is interpolated as a matrix, not as an angle), with the
  /// z-index and hidden flag it has after. A view the event added is at its final state (it
  /// appears, as a view added inside a UIKit animation block does unless its own animation says
  /// otherwise); a view the event removed is not listed.
  public func frames(atProgress fraction: Double) -> [ViewFrame] {
    if fraction == 0 { return framesBefore }
    if fraction == 1 { return framesAfter }
    return zip(framesAfter, matchingIndices).map { after, index in
      guard let index else { return after }
      let before = framesBefore[index]
      var frame = after
      frame.frame = before.frame.interpolated(to: after.frame, fraction: fraction)
      frame.frameInRoot = before.frameInRoot.interpolated(to: after.frameInRoot, fraction: fraction)
      frame.alpha = interpolate(before.alpha, after.alpha, fraction)
      frame.transform3D = before.transform3D.interpolated(to: after.transform3D, fraction: fraction)
      return frame
    }
  }

  /// The changed constants' values at `time` seconds after the event, in the order of
  /// ``constants``; exactly the values before at 0 and after at the end.
  public func constantValues(at time: Double) -> [Double] {
    let fraction = progress(at: time)
    return constants.map { $0.value(atProgress: fraction) }
  }
}
