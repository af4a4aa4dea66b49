/// A 2D affine transform with CoreGraphics' layout and semantics: `CGAffineTransform`.
///
/// The matrix is
///
/// ```
/// | a   b   0 |
/// | c   d   0 |
/// | tx  ty  1 |
/// ```
///
/// and points are row vectors multiplied on the left, so a point `(x, y)` maps to
/// `(a·x + c·y + tx, b·x + d·y + ty)` (``apply(to:)->Point``).
///
/// **Composition follows CoreGraphics exactly.** ``concatenating(_:)`` is `CGAffineTransformConcat`:
/// `t1.concatenating(t2)` applies `t1` first, then `t2`. ``translatedBy(x:y:)``,
/// ``scaledBy(x:y:)`` and ``rotated(by:)`` are `CGAffineTransformTranslate`/`Scale`/`Rotate`: the
/// new operation is applied *before* the receiver, in the receiver's local (already transformed)
/// space. So a view scaled by 2 and then `translatedBy(x: 10, y: 0)` moves 20 points, and
/// `translatedBy` after a rotation moves along the rotated axis — which is why a view moved that
/// way after a pinch or a rotation does not follow the finger (see ``Moveable``).
///
/// ```swift
/// let pinched = AffineTransform(scaleX: 2, y: 2)
/// pinched.translatedBy(x: 10, y: 0).tx                             // 20: translated in local space
/// pinched.concatenating(AffineTransform(translationX: 10, y: 0)).tx  // 10: in the parent's space
/// AffineTransform(rotationAngle: .pi / 2).apply(to: Point(x: 1, y: 0))  // (≈0, 1)
/// ```
///
/// A ``View``'s transform is applied about its center, as UIKit's default anchor point
/// `(0.5, 0.5)`: see ``View/transform``.
public struct AffineTransform: Hashable, Sendable {
  /// The entry at row 1, column 1: the x-axis scale (times the cosine of a rotation).
  public var a: Double
  /// The entry at row 1, column 2 (the sine of a rotation, times its scale).
  public var b: Double
  /// The entry at row 2, column 1 (minus the sine of a rotation, times its scale).
  public var c: Double
  /// The entry at row 2, column 2: the y-axis scale (times the cosine of a rotation).
  public var d: Double
  /// The translation along x, applied last.
  public var tx: Double
  /// The translation along y, applied last.
  public var ty: Double

  /// Creates a transform from its six entries, as `CGAffineTransformMake`.
  public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
    self.a = a
    self.b = b
    self.c = c
    self.d = d
    self.tx = tx
    self.ty = ty
  }

  /// The transform that changes nothing, as `CGAffineTransformIdentity`.
  public static let identity = AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

  /// A translation, as `CGAffineTransformMakeTranslation`.
  public init(translationX x: Double, y: Double) {
    self.init(a: 1, b: 0, c: 0, d: 1, tx: x, ty: y)
  }

  /// A scale, as `CGAffineTransformMakeScale`.
  public init(scaleX x: Double, y: Double) {
    self.init(a: x, b: 0, c: 0, d: y, tx: 0, ty: 0)
  }

  /// A rotation by `angle` radians, as `CGAffineTransformMakeRotation`: `(cos, sin, −sin, cos)`.
  ///
  /// With y growing downward, a positive angle turns clockwise on screen, as in UIKit. The
  /// entries are the C library's `cos` and `sin` of the angle, unrounded: a quarter turn has
  /// `a ≈ 6.1e-17`, not 0, exactly as CoreGraphics.
  public init(rotationAngle angle: Double) {
    let cosine = Trigonometry.cosine(angle)
    let sine = Trigonometry.sine(angle)
    self.init(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
  }

  /// Whether this is exactly the identity, as `CGAffineTransformIsIdentity`.
  public var isIdentity: Bool { self == .identity }

  /// The transform that applies this one, then `other`, as `CGAffineTransformConcat(self,
  /// other)`: the matrix product `self × other`.
  public func concatenating(_ other: AffineTransform) -> AffineTransform {
    AffineTransform(
      a: a * other.a + b * other.c,
      b: a * other.b + b * other.d,
      c: c * other.a + d * other.c,
      d: c * other.b + d * other.d,
      tx: tx * other.a + ty * other.c + other.tx,
      ty: tx * other.b + ty * other.d + other.ty)
  }

  /// This transform preceded by a translation, as `CGAffineTransformTranslate`: the translation
  /// happens in this transform's local space, so it is scaled and rotated by it.
  public func translatedBy(x: Double, y: Double) -> AffineTransform {
    AffineTransform(translationX: x, y: y).concatenating(self)
  }

  /// This transform preceded by a scale, as `CGAffineTransformScale`: the translation is kept,
  /// so a view's transform scaled this way grows about the view's center.
  public func scaledBy(x: Double, y: Double) -> AffineTransform {
    AffineTransform(scaleX: x, y: y).concatenating(self)
  }

  /// This transform preceded by a rotation of `angle` radians, as `CGAffineTransformRotate`: the
  /// translation is kept, so a view's transform rotated this way turns about the view's center.
  public func rotated(by angle: Double) -> AffineTransform {
    AffineTransform(rotationAngle: angle).concatenating(self)
  }

  /// The determinant `a·d − b·c`: 0 for a transform that flattens the plane.
  public var determinant: Double { a * d - b * c }

  /// The inverse transform, as `CGAffineTransformInvert`; a singular transform (determinant 0)
  /// is returned unchanged, as CoreGraphics does.
  public func inverted() -> AffineTransform {
    let determinant = determinant
    guard determinant != 0, determinant.isFinite else { return self }
    return AffineTransform(
      a: d / determinant, b: -b / determinant, c: -c / determinant, d: a / determinant,
      tx: (c * ty - d * tx) / determinant, ty: (b * tx - a * ty) / determinant)
  }

  /// The image of `point`: `(a·x + c·y + tx, b·x + d·y + ty)`, as `CGPointApplyAffineTransform`.
  public func apply(to point: Point) -> Point {
    Point(x: a * point.x + c * point.y + tx, y: b * point.x + d * point.y + ty)
  }

  /// The smallest rectangle holding the image of `rect`'s four corners, as
  /// `CGRectApplyAffineTransform`.
  public func apply(to rect: Rect) -> Rect {
    let corners = [
      apply(to: Point(x: rect.minX, y: rect.minY)), apply(to: Point(x: rect.maxX, y: rect.minY)),
      apply(to: Point(x: rect.minX, y: rect.maxY)), apply(to: Point(x: rect.maxX, y: rect.maxY)),
    ]
    return Rect(boundingBoxOf: corners)
  }

  /// The translation part, `(tx, ty)`.
  public var translation: Point { Point(x: tx, y: ty) }

  /// The scale along the transformed x axis, `√(a² + b²)`: the pinch scale of a transform made
  /// of scales, rotations and translations (1 for a pure rotation).
  public var xScale: Double { Trigonometry.hypotenuse(a, b) }

  /// The scale along the transformed y axis, `√(c² + d²)`.
  public var yScale: Double { Trigonometry.hypotenuse(c, d) }

  /// The rotation of the x axis, `atan2(b, a)`, in −π…π radians.
  public var rotationAngle: Double { Trigonometry.arcTangent(y: b, x: a) }

  /// Whether every entry is finite.
  public var isFinite: Bool {
    a.isFinite && b.isFinite && c.isFinite && d.isFinite && tx.isFinite && ty.isFinite
  }
}
