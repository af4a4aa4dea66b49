/// A width and a height in points, as CoreGraphics' `CGSize`.
///
/// The root of a ``LayoutEngine`` has a size: the screen or window the layout fills.
///
/// ```swift
/// let engine = LayoutEngine(size: Size(width: 375, height: 812))
/// ```
public struct Size: Hashable, Sendable {
  /// The width.
  public var width: Double
  /// The height.
  public var height: Double

  /// Creates a size from a width and a height.
  public init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }

  /// The size with zero width and height.
  public static let zero = Size(width: 0, height: 0)
}
