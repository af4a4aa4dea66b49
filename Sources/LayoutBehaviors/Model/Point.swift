/// A position in points, as CoreGraphics' `CGPoint`.
///
/// A point means nothing without the coordinate space it is in: a view's own coordinates (its
/// bounds, origin at its top-left corner), its superview's, or the root's. ``View`` converts
/// between them with ``View/convert(_:to:)`` and ``View/convert(_:from:)``.
///
/// ```swift
/// let touch = Point(x: 100, y: 150)
/// card.convert(touch, from: card.superview)   // the same touch in the card's coordinates
/// ```
public struct Point: Hashable, Sendable {
  /// The horizontal coordinate, growing to the right.
  public var x: Double
  /// The vertical coordinate, growing downward.
  public var y: Double

  /// Creates a point from its coordinates.
  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }

  /// The origin, `(0, 0)`.
  public static let zero = Point(x: 0, y: 0)
}
