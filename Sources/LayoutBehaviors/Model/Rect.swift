/// A rectangle in points: an origin and a size, as CoreGraphics' `CGRect` (never normalized).
public struct Rect: Hashable, Sendable {
  /// The x coordinate of the origin (the left edge).
  public var x: Double
  /// The y coordinate of the origin (the top edge).
  public var y: Double
  /// The width.
  public var width: Double
  /// The height.
  public var height: Double

  /// Creates a rectangle from its origin and size.
  public init(x: Double, y: Double, width: Double, height: Double) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
  }

  /// The rectangle at the origin with zero size.
  public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

  /// The smallest x coordinate.
  public var minX: Double { x }
  /// The largest x coordinate.
  public var maxX: Double { x + width }
  /// The x coordinate of the center.
  public var midX: Double { x + width / 2 }
  /// The smallest y coordinate.
  public var minY: Double { y }
  /// The largest y coordinate.
  public var maxY: Double { y + height }
  /// The y coordinate of the center.
  public var midY: Double { y + height / 2 }
}
