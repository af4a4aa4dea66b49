/// The content of a view that knows its own size: text, an image, anything whose height depends
/// on its width — Yoga's and Taffy's measure function, UIKit's `sizeThatFits(_:)` and
/// `intrinsicContentSize` with `preferredMaxLayoutWidth`.
///
/// Give a view content with ``View/content``; the engine then keeps the view's
/// ``View/intrinsicContentSize`` equal to what the content measures: its natural width (the
/// ``SizeProposal/unspecified`` proposal), and its height for the width the view is solved at.
/// Height-for-width is resolved by a fixed point in the engine (see the Measured Text guide):
/// solve, measure each measured view at its solved width, change its intrinsic height in place,
/// solve again, until nothing changes.
///
/// ```swift
/// struct Square: MeasuredContent {
///   func measure(_ proposal: SizeProposal) -> Size {
///     let side = proposal.width ?? 40
///     return Size(width: side, height: side)
///   }
///   func baselines(for size: Size) -> Baselines? { nil }
/// }
/// tile.content = Square()
/// ```
///
/// The engine caches every answer per view and per proposal, so `measure(_:)` must be a pure
/// function of the content and the proposal. Content that changes itself (a reference type)
/// calls ``View/invalidateContentMeasurement()`` on its view afterwards; setting
/// ``View/content`` again does the same.
public protocol MeasuredContent {
  /// The size the content takes for a proposal: its natural size for
  /// ``SizeProposal/unspecified``, its size within a proposed width otherwise (a text wraps to
  /// it). The answer may exceed the proposal when the content cannot fit (a single character
  /// wider than the line).
  ///
  /// - Parameter proposal: the space offered; `nil` on an axis means no limit.
  /// - Returns: a finite, non-negative size.
  func measure(_ proposal: SizeProposal) -> Size

  /// The first and last baselines of the content laid out at `size`, from its top edge, or `nil`
  /// when the content has none (a view without baselines aligns by its bottom edge, as UIKit).
  ///
  /// - Parameter size: the size the content was measured at (its solved width and the height
  ///   it measured for that width).
  func baselines(for size: Size) -> Baselines?
}
