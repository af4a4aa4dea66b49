/// A cubic Bézier timing curve from (0, 0) to (1, 1), as Core Animation's
/// `CAMediaTimingFunction(controlPoints:_:_:_:)`.
///
/// The curve is `B(s) = 3(1 − s)²s·P1 + 3(1 − s)s²·P2 + s³` for a parameter `s` in 0…1. Its x
/// coordinate is the elapsed fraction of the duration and its y coordinate the fraction of the
/// change that is done. To evaluate the curve at an elapsed fraction `x`, the parameter `s` with
/// `Bx(s) = x` is found by Newton's method, falling back to bisection when the slope is too flat
/// for Newton (the curve's x is monotonic because the control points' x coordinates are within
/// 0…1, so bisection always converges); then `By(s)` is the progress. The parameter is solved to
/// within 1e-12.
///
/// ```swift
/// let easeOut = TimingFunction(0, 0, 0.58, 1)
/// easeOut.progress(at: 0)     // 0
/// easeOut.progress(at: 0.25)  // ≈ 0.378
/// easeOut.progress(at: 1)     // 1
/// ```
public struct TimingFunction: Hashable, Sendable {
  /// The x coordinate of the first control point, within 0…1.
  public let x1: Double
  /// The y coordinate of the first control point.
  public let y1: Double
  /// The x coordinate of the second control point, within 0…1.
  public let x2: Double
  /// The y coordinate of the second control point.
  public let y2: Double

  /// Creates a timing function from its two control points.
  ///
  /// - Parameters:
  ///   - x1: the first control point's x, within 0…1.
  ///   - y1: the first control point's y (any finite value; outside 0…1 the curve overshoots).
  ///   - x2: the second control point's x, within 0…1.
  ///   - y2: the second control point's y (any finite value).
  /// - Precondition: the x coordinates are within 0…1 and every coordinate is finite.
  public init(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
    precondition(
      (0...1).contains(x1) && (0...1).contains(x2),
      "A timing function's control points must have x within 0...1, not \(x1) and \(x2)")
    precondition(y1.isFinite && y2.isFinite, "A timing function's control points must be finite")
    self.x1 = x1
    self.y1 = y1
    self.x2 = x2
    self.y2 = y2
  }

  /// The fraction of the change that is done when `fractionComplete` of the duration has elapsed.
  ///
  /// - Parameter fractionComplete: the elapsed fraction; values below 0 (and NaN) give 0, above
  ///   1 give 1.
  /// - Returns: the curve's y at that x; exactly 0 at 0 and exactly 1 at 1.
  /// - Complexity: O(1): at most 8 Newton steps and 64 bisection steps.
  public func progress(at fractionComplete: Double) -> Double {
    if !(fractionComplete > 0) { return 0 }
    if fractionComplete >= 1 { return 1 }
    let s = parameter(forX: fractionComplete)
    return Self.coordinate(s, p1: y1, p2: y2)
  }

  /// The parameter `s` in 0…1 where the curve's x equals `x`, to within
  /// ``BehaviorTolerance/bezierParameter``.
  ///
  /// `x` *must* be within 0…1. Newton's method starts at `s = x`; it stops when `Bx(s)` is within
  /// the tolerance of `x`, and gives up when the slope is nearly zero (control points at x = 0
  /// or 1 make the curve flat at its ends). Bisection then narrows 0…1 until the interval is
  /// smaller than the tolerance.
  func parameter(forX x: Double) -> Double {
    let tolerance = BehaviorTolerance.bezierParameter
    var s = x
    for _ in 0..<8 {
      let error = Self.coordinate(s, p1: x1, p2: x2) - x
      if abs(error) < tolerance { return s }
      let slope = Self.derivative(s, p1: x1, p2: x2)
      if abs(slope) < 1e-6 { break }
      s -= error / slope
      if s < 0 || s > 1 { break }
    }
    var low = 0.0
    var high = 1.0
    s = x
    for _ in 0..<64 {
      let value = Self.coordinate(s, p1: x1, p2: x2)
      if abs(value - x) < tolerance { return s }
      if value < x { low = s } else { high = s }
      s = (low + high) / 2
      if high - low < tolerance { break }
    }
    return s
  }

  /// One coordinate of the curve at parameter `s`: `3(1 − s)²s·p1 + 3(1 − s)s²·p2 + s³`, in
  /// Horner form.
  static func coordinate(_ s: Double, p1: Double, p2: Double) -> Double {
    let c = 3 * p1
    let b = 3 * (p2 - p1) - c
    let a = 1 - c - b
    return ((a * s + b) * s + c) * s
  }

  /// The derivative of ``coordinate(_:p1:p2:)`` with respect to `s`.
  static func derivative(_ s: Double, p1: Double, p2: Double) -> Double {
    let c = 3 * p1
    let b = 3 * (p2 - p1) - c
    let a = 1 - c - b
    return (3 * a * s + 2 * b) * s + c
  }
}
