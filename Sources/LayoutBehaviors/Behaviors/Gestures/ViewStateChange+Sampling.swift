extension Sequence<ViewStateChange> {
  /// The time from the event to the end of the last of these changes' motions: the longest
  /// delay plus duration among their animations, 0 when every change is made at once.
  var longestDuration: Double {
    reduce(0) { Swift.max($0, $1.animation?.totalDuration ?? 0) }
  }
}

extension ViewStateChange {
  /// The fraction of the change that is done at `time` seconds after the event: the
  /// ``animation``'s progress (see ``Animation/progress(at:)``), or 1 when the view changes at
  /// once.
  ///
  /// - Parameter time: seconds since the event, delay included.
  public func progress(at time: Double) -> Double {
    guard let animation else { return 1 }
    return animation.progress(at: time)
  }

  /// The view's state at `time` seconds after the event, as UIKit would draw it: ``before`` at
  /// 0 (and before), ``after`` from the end of the ``animation`` on, and in between
  /// ``state(atProgress:)`` at the animation's progress. A change without animation is
  /// ``after`` at any time.
  ///
  /// ```swift
  /// let drop = controller.apply(PanGesture(state: .ended, translation: offset), to: card)
  /// drop.change(of: card)?.state(at: 0.1)   // the card on its way to the snap point
  /// ```
  ///
  /// - Parameter time: seconds since the event, delay included.
  public func state(at time: Double) -> ViewFrame {
    state(atProgress: progress(at: time))
  }

  /// The view's state `fraction` of the way from ``before`` to ``after``: exactly `before` at 0
  /// and exactly `after` at 1; in between the frames are interpolated (and extrapolated past 1
  /// by a spring's overshoot), the alpha too but kept within 0…1, and the transform decomposed
  /// into translation, rotation and scale, interpolated part by part, the rotation the short way
  /// round (as Core Animation does; see the Animations guide). The identity, superview, hidden
  /// flag and z-index are those after.
  public func state(atProgress fraction: Double) -> ViewFrame {
    before.interpolated(to: after, fraction: fraction)
  }
}
