/// A 3D transform with Core Animation's layout and semantics: `CATransform3D`.
///
/// The 4 × 4 matrix holds entries `m11` … `m44`, row by row. Points are row vectors multiplied
/// on the left, as in Core Animation: `(x, y, z, 1)` maps to `(x, y, z, 1) × M`, and the result
/// is divided by its fourth coordinate `w`. The translation is in the fourth row (`m41`, `m42`,
/// `m43`) and the perspective in the fourth column; the usual perspective is `m34 = −1 / d` for
/// an eye `d` points in front of the plane.
///
/// An ``AffineTransform`` is the special case `m11 = a, m12 = b, m21 = c, m22 = d, m41 = tx,
/// m42 = ty` with the rest of the identity (``init(_:)``, ``affineTransform``).
///
/// ```swift
/// var tilt = Transform3D(rotationAngle: .pi / 4, x: 0, y: 1, z: 0)
/// tilt.m34 = -1 / 500                              // perspective, as Pile-like card stacks use
/// tilt.isAffine                                     // false
/// Transform3D(AffineTransform(scaleX: 2, y: 2)).affineTransform   // the scale back
/// ```
///
/// A ``View``'s ``View/transform3D`` is applied about its center; a view's ``View/transform`` is
/// the same storage seen as an affine transform, as in UIKit.
public struct Transform3D: Hashable, Sendable {
  /// Row 1, column 1.
  public var m11: Double
  /// Row 1, column 2.
  public var m12: Double
  /// Row 1, column 3.
  public var m13: Double
  /// Row 1, column 4.
  public var m14: Double
  /// Row 2, column 1.
  public var m21: Double
  /// Row 2, column 2.
  public var m22: Double
  /// Row 2, column 3.
  public var m23: Double
  /// Row 2, column 4.
  public var m24: Double
  /// Row 3, column 1.
  public var m31: Double
  /// Row 3, column 2.
  public var m32: Double
  /// Row 3, column 3.
  public var m33: Double
  /// Row 3, column 4: the perspective entry, `−1 / eye distance` for the usual perspective.
  public var m34: Double
  /// Row 4, column 1: the translation along x.
  public var m41: Double
  /// Row 4, column 2: the translation along y.
  public var m42: Double
  /// Row 4, column 3: the translation along z.
  public var m43: Double
  /// Row 4, column 4.
  public var m44: Double

  /// Creates a transform from its sixteen entries, row by row.
  public init(
    m11: Double, m12: Double, m13: Double, m14: Double,
    m21: Double, m22: Double, m23: Double, m24: Double,
    m31: Double, m32: Double, m33: Double, m34: Double,
    m41: Double, m42: Double, m43: Double, m44: Double
  ) {
    self.m11 = m11
    self.m12 = m12
    self.m13 = m13
    self.m14 = m14
    self.m21 = m21
    self.m22 = m22
    self.m23 = m23
    self.m24 = m24
    self.m31 = m31
    self.m32 = m32
    self.m33 = m33
    self.m34 = m34
    self.m41 = m41
    self.m42 = m42
    self.m43 = m43
    self.m44 = m44
  }

  /// The transform that changes nothing, as `CATransform3DIdentity`.
  public static let identity = Transform3D(
    m11: 1, m12: 0, m13: 0, m14: 0, m21: 0, m22: 1, m23: 0, m24: 0,
    m31: 0, m32: 0, m33: 1, m34: 0, m41: 0, m42: 0, m43: 0, m44: 1)

  /// A translation, as `CATransform3DMakeTranslation`.
  public init(translationX x: Double, y: Double, z: Double = 0) {
    self = .identity
    m41 = x
    m42 = y
    m43 = z
  }

  /// A scale, as `CATransform3DMakeScale`.
  public init(scaleX x: Double, y: Double, z: Double = 1) {
    self = .identity
    m11 = x
    m22 = y
    m33 = z
  }

  /// A rotation of `angle` radians about the axis `(x, y, z)`, as `CATransform3DMakeRotation`.
  ///
  /// The axis is normalized; about `(0, 0, 1)` the rotation is exactly
  /// ``AffineTransform/init(rotationAngle:)``. An axis of zero length gives the identity (Core
  /// Animation leaves that case undefined).
  public init(rotationAngle angle: Double, x: Double, y: Double, z: Double) {
    self = .identity
    let length = (x * x + y * y + z * z).squareRoot()
    guard length > 0, length.isFinite else { return }
    let (x, y, z) = (x / length, y / length, z / length)
    let cosine = Trigonometry.cosine(angle)
    let sine = Trigonometry.sine(angle)
    let t = 1 - cosine
    m11 = x * x * t + cosine
    m12 = x * y * t + z * sine
    m13 = x * z * t - y * sine
    m21 = x * y * t - z * sine
    m22 = y * y * t + cosine
    m23 = y * z * t + x * sine
    m31 = x * z * t + y * sine
    m32 = y * z * t - x * sine
    m33 = z * z * t + cosine
  }

  /// The 3D form of an affine transform, as `CATransform3DMakeAffineTransform`.
  public init(_ affine: AffineTransform) {
    self = .identity
    m11 = affine.a
    m12 = affine.b
    m21 = affine.c
    m22 = affine.d
    m41 = affine.tx
    m42 = affine.ty
  }

  /// The usual perspective: the identity with `m34 = −1 / eyeDistance`.
  ///
  /// - Precondition: `eyeDistance` is finite and greater than 0.
  public static func perspective(eyeDistance: Double) -> Transform3D {
    precondition(
      eyeDistance.isFinite && eyeDistance > 0,
      "The eye distance of a perspective must be greater than 0, not \(eyeDistance)")
    var transform = Transform3D.identity
    transform.m34 = -1 / eyeDistance
    return transform
  }

  /// Whether this is exactly the identity, as `CATransform3DIsIdentity`.
  public var isIdentity: Bool { self == .identity }

  /// Whether every entry has the identity's bit pattern (no `-0` where the identity has `0`):
  /// such a transform can be stored as "no transform" and read back unchanged.
  var isExactIdentity: Bool {
    var value = self
    var identity = Transform3D.identity
    return withUnsafeBytes(of: &value) { lhs in
      withUnsafeBytes(of: &identity) { rhs in lhs.elementsEqual(rhs) }
    }
  }

  /// Whether the transform is exactly an affine transform of the plane, as
  /// `CATransform3DIsAffine`: no z terms, no perspective.
  public var isAffine: Bool {
    m13 == 0 && m14 == 0 && m23 == 0 && m24 == 0 && m31 == 0 && m32 == 0 && m33 == 1
      && m34 == 0 && m43 == 0 && m44 == 1
  }

  /// The affine transform this is, or `nil` when it is not affine (``isAffine``).
  public var affineTransform: AffineTransform? {
    isAffine ? affinePart : nil
  }

  /// The affine entries `(m11, m12, m21, m22, m41, m42)`, whatever the rest, as
  /// `CATransform3DGetAffineTransform`.
  public var affinePart: AffineTransform {
    AffineTransform(a: m11, b: m12, c: m21, d: m22, tx: m41, ty: m42)
  }

  /// The transform that applies this one, then `other`, as `CATransform3DConcat(self, other)`:
  /// the matrix product `self × other`.
  public func concatenating(_ other: Transform3D) -> Transform3D {
    let l = rows
    let r = other.rows
    var result = [[Double]](repeating: [0, 0, 0, 0], count: 4)
    for row in 0..<4 {
      for column in 0..<4 {
        var sum = 0.0
        for k in 0..<4 { sum += l[row][k] * r[k][column] }
        result[row][column] = sum
      }
    }
    return Transform3D(rows: result)
  }

  /// This transform preceded by a translation, as `CATransform3DTranslate`.
  public func translatedBy(x: Double, y: Double, z: Double = 0) -> Transform3D {
    Transform3D(translationX: x, y: y, z: z).concatenating(self)
  }

  /// This transform preceded by a scale, as `CATransform3DScale`.
  public func scaledBy(x: Double, y: Double, z: Double = 1) -> Transform3D {
    Transform3D(scaleX: x, y: y, z: z).concatenating(self)
  }

  /// This transform preceded by a rotation, as `CATransform3DRotate`.
  public func rotated(by angle: Double, x: Double, y: Double, z: Double) -> Transform3D {
    Transform3D(rotationAngle: angle, x: x, y: y, z: z).concatenating(self)
  }

  /// The projection of the point `(point.x, point.y, 0)`: `(x, y, 0, 1) × M` divided by its
  /// fourth coordinate.
  ///
  /// - Returns: the projected point; not finite when the point projects to infinity (`w = 0`,
  ///   behind a perspective's eye plane).
  public func apply(to point: Point) -> Point {
    let x = point.x * m11 + point.y * m21 + m41
    let y = point.x * m12 + point.y * m22 + m42
    let w = point.x * m14 + point.y * m24 + m44
    if w == 1 { return Point(x: x, y: y) }
    return Point(x: x / w, y: y / w)
  }

  /// The point of the plane `z = 0` that projects onto `point`: the inverse of
  /// ``apply(to:)->Point``, which is how a touch is located on a tilted layer.
  ///
  /// - Returns: the point, or `nil` when the plane is seen edge-on (no single point projects
  ///   there).
  public func unproject(_ point: Point) -> Point? {
    // x·(m11 − X·m14) + y·(m21 − X·m24) = X·m44 − m41, and the same for Y.
    let p = m11 - point.x * m14
    let q = m21 - point.x * m24
    let r = point.x * m44 - m41
    let s = m12 - point.y * m14
    let t = m22 - point.y * m24
    let u = point.y * m44 - m42
    let determinant = p * t - q * s
    guard determinant != 0, determinant.isFinite else { return nil }
    return Point(x: (r * t - q * u) / determinant, y: (p * u - r * s) / determinant)
  }

  /// The smallest rectangle holding the projection of `rect`'s four corners (in the plane
  /// `z = 0`).
  public func apply(to rect: Rect) -> Rect {
    if let affine = affineTransform { return affine.apply(to: rect) }
    return Rect(boundingBoxOf: [
      apply(to: Point(x: rect.minX, y: rect.minY)), apply(to: Point(x: rect.maxX, y: rect.minY)),
      apply(to: Point(x: rect.minX, y: rect.maxY)), apply(to: Point(x: rect.maxX, y: rect.maxY)),
    ])
  }

  /// Whether every entry is finite.
  public var isFinite: Bool { rows.allSatisfy { $0.allSatisfy { $0.isFinite } } }

  /// The entries, row by row.
  var rows: [[Double]] {
    [
      [m11, m12, m13, m14], [m21, m22, m23, m24], [m31, m32, m33, m34], [m41, m42, m43, m44],
    ]
  }

  /// Creates a transform from four rows of four entries.
  init(rows: [[Double]]) {
    self.init(
      m11: rows[0][0], m12: rows[0][1], m13: rows[0][2], m14: rows[0][3],
      m21: rows[1][0], m22: rows[1][1], m23: rows[1][2], m24: rows[1][3],
      m31: rows[2][0], m32: rows[2][1], m33: rows[2][2], m34: rows[2][3],
      m41: rows[3][0], m42: rows[3][1], m43: rows[3][2], m44: rows[3][3])
  }
}
