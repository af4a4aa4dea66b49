/// The tolerances of the behaviors, defined once.
///
/// Frames come out of the Cassowary solver, so two solves of the same layout can differ in the
/// last bits of a `Double`. The behaviors compare geometry with ``points``: far below anything
/// visible, far above the solver's round-off at screen sizes.
enum BehaviorTolerance {
  /// Two coordinates closer than this, in points, are the same coordinate: 1e-9.
  static let points = 1e-9

  /// The precision to which a cubic Bézier timing curve is solved for its parameter: 1e-12 of
  /// the unit interval (see ``TimingFunction``).
  static let bezierParameter = 1e-12
}

extension Rect {
  /// The rectangle `fraction` of the way from this one to `other`, component by component.
  ///
  /// A fraction of exactly 0 gives this rectangle and exactly 1 gives `other`, bit for bit (the
  /// formula `a + (b − a) × 1` can be off by one unit in the last place); any other fraction,
  /// including those below 0 or above 1 that a spring produces, is a linear interpolation or
  /// extrapolation. Negative zeros are replaced by zero.
  func interpolated(to other: Rect, fraction: Double) -> Rect {
    if fraction == 0 { return self }
    if fraction == 1 { return other }
    return Rect(
      x: interpolate(x, other.x, fraction), y: interpolate(y, other.y, fraction),
      width: interpolate(width, other.width, fraction),
      height: interpolate(height, other.height, fraction))
  }

  /// Whether every component of `other` is within ``BehaviorTolerance/points`` of this one.
  func isClose(to other: Rect) -> Bool {
    abs(x - other.x) <= BehaviorTolerance.points && abs(y - other.y) <= BehaviorTolerance.points
      && abs(width - other.width) <= BehaviorTolerance.points
      && abs(height - other.height) <= BehaviorTolerance.points
  }
}

/// `a + (b − a) × fraction`, with `-0` replaced by `0`.
@inline(__always) func interpolate(_ a: Double, _ b: Double, _ fraction: Double) -> Double {
  if fraction == 0 { return a }
  if fraction == 1 { return b }
  return a + (b - a) * fraction + 0.0
}
