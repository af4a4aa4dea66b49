/// What a ``Pileable`` conformer stores: the four metrics, the stack of views, the views on
/// screen with their constraints and motions, and the time of the last event.
///
/// A conformer declares one stored property of this type. The metrics can be changed at any time
/// (they apply from the next event); the rest is maintained by the behavior.
///
/// ```swift
/// final class Cards: Pileable {
///   let pileView: View
///   var pileState = PileState()
///   init(view: View) { pileView = view }
/// }
/// ```
///
/// **Time.** Trellis has no clock. Every event carries a time in seconds (or `nil`, "once every
/// running animation has finished"), and the state remembers the time of the last one
/// (``time``). A motion started at time *t₀* with animation *a* is running until
/// *t₀* + *a*.``Animation/totalDuration``; a view leaving the pile is removed from the pile view
/// by the first event at or after the end of its motion (``Pileable/advance(to:)`` is such an
/// event).
public struct PileState {
  /// The metric of the top view; ``StandardPileMetric/active`` by default.
  public var activeMetric: any PileMetric
  /// The metric a pushed view comes from and a popped view goes to;
  /// ``StandardPileMetric/leading`` by default.
  public var leadingMetric: any PileMetric
  /// The metric the old top goes to when a view is pushed over it, and comes back from when that
  /// view is popped; ``StandardPileMetric/trailing`` by default.
  public var trailingMetric: any PileMetric
  /// The spring of every motion; ``StandardPileAnimationMetric/default`` (0.6 s, damping 0.6)
  /// by default.
  public var animationMetric: any PileAnimationMetric

  /// The views of the pile, bottom first: the last is the top, shown at the active metric.
  ///
  /// A view may be in the stack more than once (pushed twice); only the top is on screen, with
  /// the views still leaving it.
  public internal(set) var stack: [View] = []

  /// The time of the last event, in seconds; 0 before the first.
  public internal(set) var time: Double = 0

  /// The views the pile shows, in the order they were placed: the top and the views leaving.
  var entries: [PileEntry] = []

  /// Creates the state of an empty pile.
  ///
  /// - Parameters:
  ///   - activeMetric: the top view's metric; ``StandardPileMetric/active`` by default.
  ///   - leadingMetric: where pushed views come from; ``StandardPileMetric/leading`` by default.
  ///   - trailingMetric: where covered views go; ``StandardPileMetric/trailing`` by default.
  ///   - animationMetric: the spring; ``StandardPileAnimationMetric/default`` by default.
  public init(
    activeMetric: any PileMetric = StandardPileMetric.active,
    leadingMetric: any PileMetric = StandardPileMetric.leading,
    trailingMetric: any PileMetric = StandardPileMetric.trailing,
    animationMetric: any PileAnimationMetric = StandardPileAnimationMetric.default
  ) {
    self.activeMetric = activeMetric
    self.leadingMetric = leadingMetric
    self.trailingMetric = trailingMetric
    self.animationMetric = animationMetric
  }

  /// The top view, shown at the active metric, or `nil` for an empty pile.
  public var topView: View? { stack.last }

  /// The views on their way out (covered by a push, or popped), in the order they started
  /// leaving; each is removed from the pile view when its motion ends.
  public var leavingViews: [View] {
    entries.filter { $0.removalTime != nil }.map { $0.view }
  }

  /// The views the pile shows (the top and the views leaving), in the order they were placed.
  public var shownViews: [View] { entries.map { $0.view } }

  /// Where `view` is: the metric that places it, or `nil` when the pile does not show it.
  public func position(of view: View) -> PilePosition? {
    entry(of: view)?.position
  }

  /// The time at which `view`, leaving, is removed; `nil` when it is not leaving.
  public func removalTime(of view: View) -> Double? {
    entry(of: view)?.removalTime
  }

  /// The time at which every motion has ended and every leaving view can be removed: the time
  /// of the last event if nothing is running.
  public var settledTime: Double {
    entries.reduce(time) { latest, entry in
      max(latest, entry.motion?.endTime ?? latest, entry.removalTime ?? latest)
    }
  }

  /// The entry of `view`, if the pile shows it.
  func entry(of view: View) -> PileEntry? {
    entries.first { $0.view === view }
  }

  /// The index of `view`'s entry, if the pile shows it.
  func entryIndex(of view: View) -> Int? {
    entries.firstIndex { $0.view === view }
  }
}
