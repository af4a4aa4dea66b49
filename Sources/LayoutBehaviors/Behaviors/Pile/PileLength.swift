/// A length along one axis of a pile's bounds: a fraction of the bounds' size on that axis plus
/// a number of points.
///
/// Pile metrics describe frames with these lengths rather than with fixed rectangles, so that a
/// pile's views are pinned to the pile by constraints and follow its size when the layout changes
/// (see ``PileFrame``).
///
/// ```swift
/// let halfWidth = PileLength.fraction(0.5)           // 0.5 × width
/// let belowBy8 = PileLength(fraction: 1, points: 8)   // height + 8
/// halfWidth.resolved(in: 320)                         // 160
/// belowBy8.resolved(in: 30)                           // 38
/// ```
public struct PileLength: Hashable, Sendable, CustomStringConvertible {
  /// The fraction of the pile's size on the axis: 1 is the whole width (or height), −1 the same
  /// distance the other way.
  public var fraction: Double
  /// The points added to the fraction of the size.
  public var points: Double

  /// Creates a length of `fraction` × the pile's size plus `points`.
  ///
  /// - Precondition: both numbers are finite.
  public init(fraction: Double = 0, points: Double = 0) {
    precondition(
      fraction.isFinite && points.isFinite,
      "A pile length must be finite, not \(fraction) × size + \(points)")
    self.fraction = fraction
    self.points = points
  }

  /// No length: 0 × size + 0.
  public static let zero = PileLength()

  /// The whole size on the axis: 1 × size.
  public static let full = PileLength(fraction: 1)

  /// `fraction` × the pile's size on the axis.
  public static func fraction(_ fraction: Double) -> PileLength {
    PileLength(fraction: fraction)
  }

  /// A fixed number of points, whatever the pile's size.
  public static func points(_ points: Double) -> PileLength {
    PileLength(points: points)
  }

  /// The length in points for a pile whose size on the axis is `size`:
  /// `fraction × size + points`, never `-0`.
  public func resolved(in size: Double) -> Double {
    fraction * size + points + 0.0
  }

  /// The sum of two lengths: fractions and points added separately.
  public static func + (lhs: PileLength, rhs: PileLength) -> PileLength {
    PileLength(fraction: lhs.fraction + rhs.fraction, points: lhs.points + rhs.points)
  }

  /// The length the other way: both parts negated.
  public static prefix func - (length: PileLength) -> PileLength {
    PileLength(fraction: -length.fraction + 0.0, points: -length.points + 0.0)
  }

  /// `0.5 × size + 8`, `−1 × size`, `12` (points only) or `0`.
  public var description: String {
    let size = fraction == 0 ? nil : "\(Animation.format(fraction)) × size"
    let offset = points == 0 ? nil : Animation.format(points)
    switch (size, offset) {
    case (nil, nil): return "0"
    case (let size?, nil): return size
    case (nil, let offset?): return offset
    case (let size?, _):
      return points < 0
        ? "\(size) − \(Animation.format(-points))" : "\(size) + \(Animation.format(points))"
    }
  }
}
