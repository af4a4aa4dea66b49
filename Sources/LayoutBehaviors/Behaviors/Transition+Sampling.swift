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
  /// coordinates) is ``framesBefore`` + (``framesAfter`` − ``framesBefore``) × progress (see
  /// ``frames(atProgress:)`` for alpha and transforms). At time 0 (and before) the result is
  /// ``framesBefore`` exactly; from the end of the animation on it is ``framesAfter`` exactly; a
  /// spring's overshoot extrapolates past the end frames.
  ///
  /// ```swift
  /// let transition = sidebar.collapse()     // 0.3 s easeInOut
  /// transition.frames(at: 0.15)             // halfway: easeInOut is symmetric
  /// ```
  ///
  /// The transition of a gesture or pile event in a ``LayoutScene`` (whose views can follow
  /// animations of their own: a card snapped with a spring while a column's alpha changes at
  /// once) samples each view the event changed along its own animation, from its own start (a
  /// card a pile pushes starts at its start state, one height up and transparent, although it
  /// was not in the tree before); the list is then that of ``framesAfter`` at every time.
  ///
  /// - Parameter time: seconds since the event, delay included.
  /// - Returns: the frames: ``framesBefore`` at the start, otherwise in the order of
  ///   ``framesAfter``.
  /// - Complexity: O(*n*) in the number of views.
  public func frames(at time: Double) -> [ViewFrame] {
    guard let paced = pacedChangesByID else { return frames(atProgress: progress(at: time)) }
    return framesAfter.map { state(before: nil, after: $0, at: time, paced: paced) }
  }

  /// The time from the event to the end of its motion: the ``animation``'s delay plus duration,
  /// or, when the views follow animations of their own (a gesture's or pile's event in a
  /// ``LayoutScene``), the longest of theirs; 0 for a change made at once.
  public var totalDuration: Double {
    guard let pacedChanges else { return animation?.totalDuration ?? 0 }
    return pacedChanges.longestDuration
  }

  /// `count` times evenly spaced from 0 to ``totalDuration``, both included: the moments at
  /// which to sample the transition to show its motion (as ``Animation/sampleTimes(count:)``).
  ///
  /// - Parameter count: how many times; 2 or more.
  /// - Precondition: `count` is at least 2.
  public func sampleTimes(count: Int) -> [Double] {
    Animation.sampleTimes(count: count, through: totalDuration)
  }

  /// ``pacedChanges`` by view ID, or `nil` when every view follows ``animation``.
  var pacedChangesByID: [ViewID: ViewStateChange]? {
    guard let pacedChanges else { return nil }
    var paced: [ViewID: ViewStateChange] = [:]
    for change in pacedChanges {
      if let id = change.viewID { paced[id] = change }
    }
    return paced
  }

  /// The state at `time` of one view, whose state after the event is `after` and before it
  /// `before` (`nil`: the caller does not know, or the view was not there): along its own
  /// change when `paced` (``pacedChangesByID``) has one, at `after` when `paced` has none,
  /// otherwise from `before` to `after` along ``animation``.
  func state(
    before: ViewFrame?, after: ViewFrame, at time: Double, paced: [ViewID: ViewStateChange]?
  ) -> ViewFrame {
    guard let paced else {
      guard let before else { return after }
      return before.interpolated(to: after, fraction: progress(at: time))
    }
    guard let change = (after.viewID ?? before?.viewID).flatMap({ paced[$0] }) else {
      return after
    }
    var state = change.state(at: time)
    // Where the caller lists the view: the superview and z-index it reports.
    state.zIndex = after.zIndex
    state.superviewIdentifier = after.superviewIdentifier
    return state
  }

  /// Every view's frames `fraction` of the way from ``framesBefore`` to ``framesAfter``:
  /// exactly the frames before at 0 and exactly those after at 1.
  ///
  /// In between, the list is that of ``framesAfter``. A view that was also there before is
  /// interpolated (``ViewStateChange/state(atProgress:)``): its frames; its alpha, kept within
  /// 0…1 when a spring overshoots; its transform decomposed into translation, rotation and
  /// scale, interpolated part by part (a rotation sampled halfway is the rotation by half the
  /// angle); with the z-index and hidden flag it has after. A view the event added is at its
  /// final state (it appears, as a view added inside a UIKit animation block does unless its
  /// own animation says otherwise); a view the event removed is not listed.
  public func frames(atProgress fraction: Double) -> [ViewFrame] {
    if fraction == 0 { return framesBefore }
    if fraction == 1 { return framesAfter }
    return zip(framesAfter, matchingIndices).map { after, index in
      guard let index else { return after }
      return framesBefore[index].interpolated(to: after, fraction: fraction)
    }
  }

  /// The changed constants' values at `time` seconds after the event, in the order of
  /// ``constants``; exactly the values before at 0 and after at the end.
  public func constantValues(at time: Double) -> [Double] {
    let fraction = progress(at: time)
    return constants.map { $0.value(atProgress: fraction) }
  }
}
