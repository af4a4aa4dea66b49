import LayoutBehaviors

/// The motion of one event as `render --format html` embeds it: the views drawn in the state
/// after the event whose state moves during it, sampled by the library at a fixed rate.
///
/// The views are those drawn in the state after the event (in the tree, every number drawable)
/// whose frame in root coordinates, alpha or transform (its affine part, as drawn) differs, as
/// reports round, between the start of the motion and its end: the changed views, and the
/// subviews they carry along. Each view moves along its own animation
/// (`LayoutScene.EventResult.frames(at:)`); the page only interpolates linearly between the
/// samples.
///
/// The sampling rule (``sampleCount(duration:views:)``): ``samplesPerSecond`` samples a second
/// of the event's `totalDuration` plus one, at least 2 (the start and the end), at most
/// ``maximumSamples``, and at most ``maximumViewStates`` view states in all (samples × views),
/// so that a huge layout's page stays a few megabytes.
struct EventMotion: Equatable {
  /// The sampling rate: 60 samples a second, a display's frame rate.
  static let samplesPerSecond = 60.0
  /// The most samples of one event: 10 seconds at the full rate.
  static let maximumSamples = 601
  /// The most view states of one event (samples × moving views).
  static let maximumViewStates = 20_000

  /// The moving views: file-order indexes, ascending.
  var views: [Int]
  /// The samples, evenly spaced from 0 to the event's `totalDuration`; their frames are those
  /// of ``views``, in the same order.
  var samples: [EventSample]

  /// How many samples an event of `duration` seconds that moves `views` views gets.
  static func sampleCount(duration: Double, views: Int) -> Int {
    let seconds = duration.isFinite ? min(max(duration, 0), 1e6) : 0
    let byRate = Int((seconds * samplesPerSecond).rounded(.up)) + 1
    let byViews = maximumViewStates / max(views, 1)
    return max(2, min(byRate, maximumSamples, byViews))
  }

  /// The motion of an event whose state after is `state`, or `nil` when nothing drawn moves
  /// (no view changed, or the change is immediate).
  static func motion(of result: LayoutScene.EventResult, in state: LayoutRun.State)
    -> EventMotion?
  {
    let duration = result.totalDuration
    guard duration > 0, duration.isFinite else { return nil }
    let start = result.frames(at: 0)
    let end = result.frames(at: duration)
    let candidates = state.frames.indices.filter { index in
      index < start.count && index < end.count && !SVGReport.isDetached(index, in: state)
        && isDrawn(end[index]) && !drawsTheSame(start[index], end[index])
    }
    guard !candidates.isEmpty else { return nil }
    let count = sampleCount(duration: duration, views: candidates.count)
    let samples = EventSample.samples(of: result, count: count, views: candidates)
    // A view that leaves the drawable range on the way is drawn still, at its end.
    let kept = candidates.indices.filter { position in
      samples.allSatisfy { isDrawn($0.frames[position]) }
    }
    guard !kept.isEmpty else { return nil }
    return EventMotion(
      views: kept.map { candidates[$0] },
      samples: samples.map { sample in
        EventSample(time: sample.time, frames: kept.map { sample.frames[$0] })
      })
  }

  /// Whether the drawing can show a view's state: its frame and transform are drawable numbers
  /// (alpha always is: the model keeps it within 0…1).
  static func isDrawn(_ frame: ViewFrame) -> Bool {
    SVGReport.isDrawable(frame.frameInRoot) && SVGReport.drawableTransform(frame) != nil
  }

  /// Whether two states of a view are drawn the same: the same rounded frame in root
  /// coordinates, alpha and affine transform.
  static func drawsTheSame(_ a: ViewFrame, _ b: ViewFrame) -> Bool {
    let ta = a.transform
    let tb = b.transform
    return ReportNumber.sameRect(a.frameInRoot, b.frameInRoot)
      && ReportNumber.rounded(a.alpha) == ReportNumber.rounded(b.alpha)
      && zip([ta.a, ta.b, ta.c, ta.d, ta.tx, ta.ty], [tb.a, tb.b, tb.c, tb.d, tb.tx, tb.ty])
        .allSatisfy { ReportNumber.rounded($0) == ReportNumber.rounded($1) }
  }
}
