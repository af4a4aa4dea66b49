extension GestureResult {
  /// The time from the event to the end of the last motion: the longest delay plus duration
  /// among the changes' animations (``ViewStateChange/animation``), or 0 when every change is
  /// made at once.
  public var totalDuration: Double { changes.longestDuration }

  /// `count` times evenly spaced from 0 to ``totalDuration``, both included: the moments at
  /// which to sample the result to show its motion (as ``Animation/sampleTimes(count:)``).
  ///
  /// - Parameter count: how many times; 2 or more.
  /// - Precondition: `count` is at least 2.
  public func sampleTimes(count: Int) -> [Double] {
    Animation.sampleTimes(count: count, through: totalDuration)
  }

  /// The changed views' states at `time` seconds after the event, in the order of
  /// ``changes``: each view along its own animation (``ViewStateChange/state(at:)``).
  ///
  /// At time 0 every view that moves with an animation is at its state before (a card a pile
  /// pushes at its start state, one height up and transparent); a view changed at once is at
  /// its state after from 0 on; from ``totalDuration`` on every view is at its state after.
  /// Frames follow a spring past their end; alpha stays within 0…1; transforms are
  /// interpolated decomposed (a rotation stays a rotation).
  ///
  /// ```swift
  /// let push = pile.push(card)
  /// push.change(of: card)?.state(at: 0).alpha     // 0: the card at its start state
  /// push.frames(at: push.totalDuration)           // every view in place
  /// ```
  ///
  /// - Parameter time: seconds since the event, delay included.
  /// - Complexity: O(*n*) in the number of changes.
  public func frames(at time: Double) -> [ViewFrame] {
    changes.map { $0.state(at: time) }
  }
}
