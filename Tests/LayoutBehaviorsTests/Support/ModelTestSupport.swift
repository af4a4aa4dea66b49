import Testing

@testable import LayoutBehaviors

/// The tolerance of the model's frame comparisons: points, so 1e-6 is far below anything visible
/// and far above the solver's round-off.
let modelTolerance = 1e-6

/// Whether two numbers agree within `modelTolerance`, relatively for large magnitudes.
func modelClose(_ a: Double, _ b: Double, tolerance: Double = modelTolerance) -> Bool {
  abs(a - b) <= tolerance * max(1, abs(a), abs(b))
}

/// Whether two rectangles agree within `modelTolerance` on every component.
func rectsClose(_ a: Rect, _ b: Rect, tolerance: Double = modelTolerance) -> Bool {
  modelClose(a.x, b.x, tolerance: tolerance) && modelClose(a.y, b.y, tolerance: tolerance)
    && modelClose(a.width, b.width, tolerance: tolerance)
    && modelClose(a.height, b.height, tolerance: tolerance)
}

/// Records an issue unless `actual` is within `modelTolerance` of `(x, y, width, height)`.
func expectRect(
  _ actual: Rect, _ x: Double, _ y: Double, _ width: Double, _ height: Double,
  _ comment: @autoclosure () -> String = "",
  sourceLocation: Testing.SourceLocation = #_sourceLocation
) {
  let expected = Rect(x: x, y: y, width: width, height: height)
  #expect(
    rectsClose(actual, expected), "\(actual) is not \(expected) \(comment())",
    sourceLocation: sourceLocation)
}

/// Records an issue unless `actual` is within `modelTolerance` of `expected`.
func expectNumber(
  _ actual: Double, _ expected: Double, _ comment: @autoclosure () -> String = "",
  sourceLocation: Testing.SourceLocation = #_sourceLocation
) {
  #expect(
    modelClose(actual, expected), "\(actual) is not \(expected) \(comment())",
    sourceLocation: sourceLocation)
}

/// An engine of the iPhone size used throughout the tests: 375 × 812, safe area 47 / 34.
func makePhoneEngine(direction: LayoutDirection = .leftToRight) -> LayoutEngine {
  LayoutEngine(
    size: Size(width: 375, height: 812), safeAreaInsets: EdgeInsets(top: 47, bottom: 34),
    layoutDirection: direction)
}

/// Adds a new view named `identifier` to `parent` and returns it.
@discardableResult
func addView(_ identifier: String, to parent: View) -> View {
  let view = View(identifier)
  parent.addSubview(view)
  return view
}
