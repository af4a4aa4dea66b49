import LayoutBehaviors

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// How the table report writes a transform: as the scale, rotation and translation it is made
/// of, when it is one, in the order they apply.
///
/// ```text
/// identity
/// translate (40, -120)
/// scale 1.5, rotate 30°, translate (40, -120)
/// scale (2, 0.5)
/// matrix (1, 0, 0.5, 1, 0, 0)                     a shear
/// 3D (1, 0, 0, 0, 0, 0.5, -0.866, 0, …)           a transform that is not affine
/// ```
///
/// An affine transform `(a, b, c, d, tx, ty)` (CoreGraphics' order, points as rows) is a scale
/// by (sx, sy), then a rotation by θ, then a translation when `a = sx cos θ`, `b = sx sin θ`,
/// `c = −sy sin θ`, `d = sy cos θ`: what moves, pinches and rotations make. Angles are in
/// degrees, positive clockwise on screen; numbers are rounded as everywhere in the reports.
enum TransformText {
  /// The transform in words; `identity` for the identity.
  static func describe(_ transform: Transform3D) -> String {
    guard let affine = transform.affineTransform else {
      let entries = [
        transform.m11, transform.m12, transform.m13, transform.m14, transform.m21, transform.m22,
        transform.m23, transform.m24, transform.m31, transform.m32, transform.m33, transform.m34,
        transform.m41, transform.m42, transform.m43, transform.m44,
      ]
      return "3D (" + entries.map(ReportNumber.text).joined(separator: ", ") + ")"
    }
    return describe(affine)
  }

  /// The affine transform in words; `identity` for the identity.
  static func describe(_ t: AffineTransform) -> String {
    let scaleX = (t.a * t.a + t.b * t.b).squareRoot()
    let angle = atan2(t.b, t.a)
    let determinant = t.a * t.d - t.b * t.c
    let scaleY = scaleX == 0 ? (t.c * t.c + t.d * t.d).squareRoot() : determinant / scaleX
    let tolerance = 1e-9 * max(1, abs(t.a), abs(t.b), abs(t.c), abs(t.d))
    let isDecomposable =
      scaleX != 0 && abs(t.c + scaleY * sin(angle)) <= tolerance
      && abs(t.d - scaleY * cos(angle)) <= tolerance
    guard isDecomposable else {
      let entries = [t.a, t.b, t.c, t.d, t.tx, t.ty]
      return "matrix (" + entries.map(ReportNumber.text).joined(separator: ", ") + ")"
    }
    var parts: [String] = []
    let x = ReportNumber.text(scaleX)
    let y = ReportNumber.text(scaleY)
    if x != y {
      parts.append("scale (\(x), \(y))")
    } else if x != "1" {
      parts.append("scale \(x)")
    }
    let degrees = ReportNumber.text(angle * 180 / .pi)
    if degrees != "0" { parts.append("rotate \(degrees)°") }
    let tx = ReportNumber.text(t.tx)
    let ty = ReportNumber.text(t.ty)
    if tx != "0" || ty != "0" { parts.append("translate (\(tx), \(ty))") }
    return parts.isEmpty ? "identity" : parts.joined(separator: ", ")
  }
}
