/// A ready-made ``Pileable``: a pile view and its state, for code that has no type of its own
/// to conform (the command-line tool, tests, scripts).
///
/// ```swift
/// let pile = ViewPile(view: stackView)
/// pile.push(first)
/// pile.push(second)
/// pile.pop()
/// ```
public final class ViewPile: Pileable {
  /// The view the pile's views are added to and pinned in.
  public let pileView: View
  /// The behavior's state.
  public var pileState: PileState

  /// Creates an empty pile in `view`, with the default metrics and spring unless given.
  ///
  /// - Parameters:
  ///   - view: the pile view; it must be in an engine's tree for its views to get frames.
  ///   - activeMetric: the top view's metric; ``StandardPileMetric/active`` by default.
  ///   - leadingMetric: where pushed views come from; ``StandardPileMetric/leading`` by default.
  ///   - trailingMetric: where covered views go; ``StandardPileMetric/trailing`` by default.
  ///   - animationMetric: the spring; ``StandardPileAnimationMetric/default`` by default.
  public init(
    view: View, activeMetric: any PileMetric = StandardPileMetric.active,
    leadingMetric: any PileMetric = StandardPileMetric.leading,
    trailingMetric: any PileMetric = StandardPileMetric.trailing,
    animationMetric: any PileAnimationMetric = StandardPileAnimationMetric.default
  ) {
    pileView = view
    pileState = PileState(
      activeMetric: activeMetric, leadingMetric: leadingMetric, trailingMetric: trailingMetric,
      animationMetric: animationMetric)
  }
}
