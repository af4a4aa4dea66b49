/// A view's frame in a pile, relative to the pile's bounds: each of x, y, width and height is a
/// fraction of the pile's size plus points (a ``PileLength``).
///
/// A `CGRect` computed from the pile's bounds when a view is placed would go stale when the
/// pile's size changes. A `PileFrame` is that rectangle written so that constraints can hold
/// it: the pile pins each view with constraints built from the frame (see
/// ``Pileable/pileConstraints(placing:at:)``), and every view of the pile, leaving ones included,
/// follows the pile's size through the solver, without a layout pass.
///
/// ```swift
/// // The default leading frame (StandardPileMetric.leading): the bounds, one height above.
/// let leading = PileFrame.bounds.offsetBy(dx: .zero, dy: .fraction(-1))
/// leading.rect(in: Size(width: 100, height: 30))   // (0, -30, 100, 30)
///
/// // A sideways flip: the bounds moved right by half the width (`offsetBy(dx: bounds.midX)`).
/// PileFrame.bounds.offsetBy(dx: .fraction(0.5), dy: .zero)
/// ```
///
/// The frame is in the pile view's coordinates (its bounds' origin is (0, 0)), as a frame
/// computed from the pile's bounds would be.
public struct PileFrame: Hashable, Sendable, CustomStringConvertible {
  /// The left edge, from the pile's left edge, as a fraction of the pile's width plus points.
  public var x: PileLength
  /// The top edge, from the pile's top edge, as a fraction of the pile's height plus points.
  public var y: PileLength
  /// The width, as a fraction of the pile's width plus points.
  public var width: PileLength
  /// The height, as a fraction of the pile's height plus points.
  public var height: PileLength

  /// Creates a frame from its four lengths.
  public init(x: PileLength, y: PileLength, width: PileLength, height: PileLength) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
  }

  /// The pile's bounds: `(0, 0, 1 × width, 1 × height)`.
  public static let bounds = PileFrame(x: .zero, y: .zero, width: .full, height: .full)

  /// The same frame moved by `dx` and `dy`, as `CGRect.offsetBy(dx:dy:)`.
  public func offsetBy(dx: PileLength, dy: PileLength) -> PileFrame {
    PileFrame(x: x + dx, y: y + dy, width: width, height: height)
  }

  /// The rectangle this frame is in a pile of size `size`, in the pile's coordinates.
  public func rect(in size: Size) -> Rect {
    Rect(
      x: x.resolved(in: size.width), y: y.resolved(in: size.height),
      width: width.resolved(in: size.width), height: height.resolved(in: size.height))
  }

  /// `(x, y, width, height)` with each length described: `(0, −1 × size, 1 × size, 1 × size)`.
  public var description: String { "(\(x), \(y), \(width), \(height))" }
}
