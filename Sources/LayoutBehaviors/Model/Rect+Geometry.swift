extension Rect {
  /// Creates a rectangle from an origin and a size.
  public init(origin: Point, size: Size) {
    self.init(x: origin.x, y: origin.y, width: size.width, height: size.height)
  }

  /// Creates the smallest rectangle holding every point, or ``zero`` when there is none.
  public init(boundingBoxOf points: [Point]) {
    guard let first = points.first else {
      self = .zero
      return
    }
    var minX = first.x
    var maxX = first.x
    var minY = first.y
    var maxY = first.y
    for point in points.dropFirst() {
      minX = Swift.min(minX, point.x)
      maxX = Swift.max(maxX, point.x)
      minY = Swift.min(minY, point.y)
      maxY = Swift.max(maxY, point.y)
    }
    self.init(
      x: normalized(minX), y: normalized(minY), width: normalized(maxX - minX),
      height: normalized(maxY - minY))
  }

  /// The origin, `(x, y)`.
  public var origin: Point { Point(x: x, y: y) }

  /// The size, `(width, height)`.
  public var size: Size { Size(width: width, height: height) }

  /// The center, `(midX, midY)`.
  public var center: Point { Point(x: midX, y: midY) }

  /// Whether `point` is inside, as `CGRectContainsPoint`: `minX ≤ x < maxX` and
  /// `minY ≤ y < maxY` (the right and bottom edges are outside, so adjacent rectangles never
  /// share a point). A negative width or height is read as CoreGraphics does, from the other
  /// edge (the rectangle is standardized first); an empty rectangle contains nothing.
  public func contains(_ point: Point) -> Bool {
    let rect = standardized
    return point.x >= rect.minX && point.x < rect.maxX && point.y >= rect.minY
      && point.y < rect.maxY
  }

  /// The same rectangle with a non-negative width and height, as `CGRectStandardize`.
  public var standardized: Rect {
    var rect = self
    if rect.width < 0 {
      rect.x += rect.width
      rect.width = -rect.width
    }
    if rect.height < 0 {
      rect.y += rect.height
      rect.height = -rect.height
    }
    return rect
  }

  /// The rectangle moved inward by `dx` on the left and right and `dy` on the top and bottom, as
  /// `CGRectInset`; negative values grow it.
  public func insetBy(dx: Double, dy: Double) -> Rect {
    Rect(x: x + dx, y: y + dy, width: width - 2 * dx, height: height - 2 * dy)
  }

  /// The rectangle moved inward by each edge's inset (`UIEdgeInsetsInsetRect`); negative
  /// insets grow it.
  package func inset(by insets: EdgeInsets) -> Rect {
    Rect(
      x: x + insets.left, y: y + insets.top, width: width - insets.left - insets.right,
      height: height - insets.top - insets.bottom)
  }

  /// The rectangle moved by `(dx, dy)`, as `CGRectOffset`.
  public func offsetBy(dx: Double, dy: Double) -> Rect {
    Rect(x: x + dx, y: y + dy, width: width, height: height)
  }
}
