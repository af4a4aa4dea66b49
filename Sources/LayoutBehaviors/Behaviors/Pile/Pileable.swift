/// A view stack that pushes and pops views with spring animations between three metrics: the
/// protocol-oriented form of Martin Rechsteiner's Pile (formerly AnimatedStackView).
///
/// A type names the pile view and stores a ``PileState``, and gains ``push(_:animated:at:)``,
/// ``pop(animated:at:)``, ``setViews(_:at:)``, ``replaceTopView(with:at:)`` and
/// ``advance(to:)`` from the default implementations below. Every step is a requirement, so a
/// conformer can replace one (for example ``pileConstraints(placing:at:)``) and the defaults call
/// its version.
///
/// ```swift
/// let pile = ViewPile(view: stackView)        // stackView: 100 × 30, in an engine's tree
/// pile.push(a)        // a: from (0, -30, 100, 30) alpha 0 to (0, 0, 100, 30) alpha 1
/// pile.push(b)        // a: to (0, 30, 100, 30) alpha 0, leaving; b: from above to (0, 0)
/// pile.advance(to: 1.2)    // a's motion ended at 1.2: a is removed from stackView
/// pile.pop()          // b: to (0, -30) alpha 0, leaving; a: from (0, 30) alpha 0 to (0, 0)
/// ```
///
/// **Pushing** moves the old top from active to trailing (it leaves) and brings the new view from
/// leading to active, in front of the others. **Popping** is the exact reverse: the top goes from
/// active to leading (it leaves) and the view under it comes back from trailing to active, in
/// front. Popping a pile of one view (or none) does nothing.
///
/// **Frames through constraints.** Each view the pile shows is a subview of the pile view, placed
/// by required constraints built from its metric's ``PileFrame`` (see
/// ``pileConstraints(placing:at:)``); its alpha and transform are set from the metric. So every
/// view follows the pile's size when the layout changes, the views still leaving included.
///
/// **Time and running motions.** The model changes at once, as in UIKit; each event returns a
/// ``GestureResult`` whose changes go from where each moving view *starts* to where it ends, with
/// one animation per moving view. Every event has a time (`at:`, in seconds; `nil` means "once
/// everything has settled", ``PileState/settledTime``), so a push can arrive while a motion is
/// running: a view on screen then starts from where it is drawn at that time (its state sampled
/// along the running motion), never jumping back to a metric, and a view leaving is removed by
/// identity when its own motion ends. Times never go back: an earlier time is taken as
/// ``PileState/time``.
///
/// **Callbacks.** `didRemove(<view>)` when a leaving view is removed from the pile view, once
/// its motion has ended.
public protocol Pileable: AnyObject {
  /// The behavior's stored state. Declare it as a stored property initialized with
  /// ``PileState/init(activeMetric:leadingMetric:trailingMetric:animationMetric:)``.
  var pileState: PileState { get set }

  /// The view the pile's views are added to and pinned in. It must be in an engine's tree for
  /// the views to get frames.
  var pileView: View { get }

  /// Pushes `view`: the old top goes to trailing and leaves, `view` comes from leading (or from
  /// where it is drawn, if the pile shows it) to active, in front.
  ///
  /// - Parameters:
  ///   - view: the view to push; it becomes a subview of ``pileView``. Pushing the top again
  ///     stacks it again and leaves it where it is.
  ///   - animated: whether the views move with ``pileAnimation(to:)``; without animation the
  ///     old top is removed at once.
  ///   - time: when the push happens, in seconds; `nil` for ``PileState/settledTime``.
  /// - Returns: the changes (each from where the view starts), `didRemove` callbacks for views
  ///   whose leaving ended by `time`, and the animations, one per moving view.
  @discardableResult
  func push(_ view: View, animated: Bool, at time: Double?) -> GestureResult

  /// Pops the top view: it goes to leading and leaves, and the view under it comes from
  /// trailing (or from where it is drawn) to active, in front. Does nothing to a pile of one
  /// view or none.
  ///
  /// - Parameters:
  ///   - animated: whether the views move with ``pileAnimation(to:)``.
  ///   - time: when the pop happens, in seconds; `nil` for ``PileState/settledTime``.
  @discardableResult
  func pop(animated: Bool, at time: Double?) -> GestureResult

  /// Replaces the stack with `views`, without animation: every view the pile shows is removed,
  /// leaving ones included, except the new top, which is shown at active, in front.
  ///
  /// - Parameters:
  ///   - views: the new stack, bottom first; empty empties the pile.
  ///   - time: when it happens, in seconds; `nil` for ``PileState/settledTime``.
  @discardableResult
  func setViews(_ views: [View], at time: Double?) -> GestureResult

  /// Replaces the top view with `view`, without animation: the old top is removed and `view`
  /// shown at active, in front. Does nothing to an empty pile.
  ///
  /// - Parameters:
  ///   - view: the new top.
  ///   - time: when it happens, in seconds; `nil` for ``PileState/settledTime``.
  @discardableResult
  func replaceTopView(with view: View, at time: Double?) -> GestureResult

  /// Lets time pass until `time`: every leaving view whose motion has ended by then is removed
  /// from the pile view (a `didRemove` callback each, in the order they started leaving).
  @discardableResult
  func advance(to time: Double) -> GestureResult

  /// Applies a pile event: one of the calls above.
  @discardableResult
  func apply(_ event: PileEvent) -> GestureResult

  /// The metric of a position; by default the state's ``PileState/activeMetric``,
  /// ``PileState/leadingMetric`` or ``PileState/trailingMetric``.
  func pileMetric(for position: PilePosition) -> any PileMetric

  /// The animation of a view moving to `position`; by default the state's
  /// ``PileState/animationMetric`` for every position (a 0.6 s spring, damping 0.6).
  func pileAnimation(to position: PilePosition) -> Animation

  /// The constraints that hold `view`, a subview of ``pileView``, at `frame`.
  ///
  /// The default pins each edge of the view to the pile view with required constraints whose
  /// constants are the lengths' points: x at the pile's `left`, `centerX` or `right` for a
  /// fraction of 0, 0.5 or 1 of its width (`card.left == pile.centerX + 8`), otherwise at the
  /// right edge of a guide `<view>.pileOffset` pinned to the pile's top-left corner whose width
  /// is that fraction of the pile's width; y the same way with `top`, `centerY`, `bottom` and the
  /// guide's height; the width as `card.width == pile.width × fraction + points` (a constant when
  /// the fraction is 0), the height likewise. Identifiers are `<view>.pile-x`, `.pile-y`,
  /// `.pile-width`, `.pile-height`.
  ///
  /// - Returns: the constraints, inactive, and the guides they use (added to the pile view).
  func pileConstraints(placing view: View, at frame: PileFrame) -> PilePlacement
}
