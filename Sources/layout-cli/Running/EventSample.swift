import LayoutBehaviors

/// One sample of an event's motion (`solve --samples <n>`): a time and the states of the views
/// the event changed at that time.
struct EventSample: Equatable {
  /// Seconds since the event.
  var time: Double
  /// The states of the changed views at ``time``, in file order, as the library samples them
  /// (`LayoutScene.EventResult.frames(at:)`: each view along its own animation).
  var frames: [ViewFrame]

  /// The samples of an event at `count` evenly spaced times from 0 to the end of its motion
  /// (`EventResult.sampleTimes(count:)`), of the views at `views` (file-order indexes: the
  /// changed views, ``LayoutRun/State/changedIndexes``); none when no view changed or the change
  /// is immediate (its motion takes no time).
  ///
  /// - Precondition: `count` is at least 2.
  static func samples(of result: LayoutScene.EventResult, count: Int, views: [Int])
    -> [EventSample]
  {
    guard !views.isEmpty, result.totalDuration > 0 else { return [] }
    return result.sampleTimes(count: count).map { time in
      let frames = result.frames(at: time)
      return EventSample(time: time, frames: views.map { frames[$0] })
    }
  }
}
