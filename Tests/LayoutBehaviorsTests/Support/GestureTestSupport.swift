import Testing

@testable import LayoutBehaviors

/// An engine whose root is a `width` × `height` superview, as the reference's worked examples
/// use (320 × 480 unless told).
func makeBoard(width: Double = 320, height: Double = 480) -> LayoutEngine {
  LayoutEngine(size: Size(width: width, height: height))
}

/// Adds a view named `identifier` to `superview`, pinned by required constraints to `frame` (in
/// the superview's coordinates), and returns it.
@discardableResult
func place(_ identifier: String, in superview: View, at frame: Rect) -> View {
  let view = View(identifier)
  superview.addSubview(view)
  LayoutConstraint.activate([
    view.leftAnchor.constraint(equalTo: superview.leftAnchor, constant: frame.x),
    view.topAnchor.constraint(equalTo: superview.topAnchor, constant: frame.y),
    view.widthAnchor.constraint(equalToConstant: frame.width),
    view.heightAnchor.constraint(equalToConstant: frame.height),
  ])
  return view
}

/// A rectangle from its four numbers.
func rect(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> Rect {
  Rect(x: x, y: y, width: width, height: height)
}

/// Records an issue unless `actual` is within `tolerance` of `(x, y)`.
func expectPoint(
  _ actual: Point, _ x: Double, _ y: Double, tolerance: Double = behaviorTolerance,
  _ comment: @autoclosure () -> String = "",
  sourceLocation: Testing.SourceLocation = #_sourceLocation
) {
  #expect(
    abs(actual.x - x) <= tolerance && abs(actual.y - y) <= tolerance,
    "\(actual) is not (\(x), \(y)) \(comment())", sourceLocation: sourceLocation)
}

/// Records an issue unless every entry of `actual` is within `tolerance` of `expected`'s.
func expectTransform(
  _ actual: AffineTransform, _ expected: AffineTransform, tolerance: Double = behaviorTolerance,
  _ comment: @autoclosure () -> String = "",
  sourceLocation: Testing.SourceLocation = #_sourceLocation
) {
  let close = zip(
    [actual.a, actual.b, actual.c, actual.d, actual.tx, actual.ty],
    [expected.a, expected.b, expected.c, expected.d, expected.tx, expected.ty]
  ).allSatisfy { abs($0 - $1) <= tolerance }
  #expect(close, "\(actual) is not \(expected) \(comment())", sourceLocation: sourceLocation)
}
