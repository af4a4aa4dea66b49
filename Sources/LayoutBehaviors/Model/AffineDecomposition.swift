/// An affine transform taken apart into translation, rotation, scale and a remaining 2 × 2
/// matrix (the shear), so that it can be interpolated the way Core Animation and CSS animate
/// transforms: part by part, not entry by entry.
///
/// With CoreGraphics' row vectors (see ``AffineTransform``), the linear part is
/// `S · V · R(θ)`: `S = diag(scaleX, scaleY)`, `V` the remaining matrix (the identity unless the
/// transform shears), and `R(θ) = [cos θ, sin θ; −sin θ, cos θ]`, the rotation
/// ``AffineTransform/init(rotationAngle:)`` makes. The translation is applied last. The steps are
/// those of the CSS Transforms specification's "decomposing a 2D matrix" (Graphics Gems II,
/// "unmatrix"), written for row vectors:
///
/// 1. `scaleX = |(a, b)|`, `scaleY = |(c, d)|`; when the determinant is negative one axis was
///    flipped: `scaleX` is negated if `a < d`, `scaleY` otherwise.
/// 2. Each row is divided by its scale (a zero scale leaves its row as it is).
/// 3. `θ = atan2(b, a)` of the first normalized row; unless θ is 0, each normalized row `u` is
///    rotated back, `v = u · R(θ)⁻¹`, which leaves `V` (the first row of `V` is (1, 0) up to
///    rounding).
///
/// A rotation by θ and scale `(sx, sy)` gives `V = I` (up to rounding), so interpolating two
/// such transforms (``interpolated(to:fraction:)``) gives a rotation and scale at every fraction;
/// a quarter turn sampled halfway is exactly an eighth of a turn.
struct AffineDecomposition {
  /// The translation, `(tx, ty)`.
  var translation: Point
  /// The rotation θ, in radians, in −π…π.
  var angle: Double
  /// The scale along x, negative when the x axis is flipped.
  var scaleX: Double
  /// The scale along y, negative when the y axis is flipped.
  var scaleY: Double
  /// The remaining matrix `V`, row by row: `(v11, v12, v21, v22)`.
  var remaining: (v11: Double, v12: Double, v21: Double, v22: Double)

  /// Takes `transform` apart (see the type's discussion).
  init(_ transform: AffineTransform) {
    translation = transform.translation
    var row0 = (x: transform.a, y: transform.b)
    var row1 = (x: transform.c, y: transform.d)
    scaleX = Trigonometry.hypotenuse(row0.x, row0.y)
    scaleY = Trigonometry.hypotenuse(row1.x, row1.y)
    if transform.determinant < 0 {
      if transform.a < transform.d { scaleX = -scaleX } else { scaleY = -scaleY }
    }
    if scaleX != 0 { row0 = (row0.x / scaleX, row0.y / scaleX) }
    if scaleY != 0 { row1 = (row1.x / scaleY, row1.y / scaleY) }
    angle = Trigonometry.arcTangent(y: row0.y, x: row0.x)
    if angle != 0 {
      // u · R(θ)⁻¹ with R(θ)⁻¹ = [cos θ, −sin θ; sin θ, cos θ], cos θ and sin θ being the
      // normalized first row.
      let (cosine, sine) = row0
      row0 = (row0.x * cosine + row0.y * sine, -row0.x * sine + row0.y * cosine)
      row1 = (row1.x * cosine + row1.y * sine, -row1.x * sine + row1.y * cosine)
    }
    remaining = (row0.x, row0.y, row1.x, row1.y)
  }

  /// The transform these parts make: `S · V · R(θ)`, then the translation.
  var transform: AffineTransform {
    let cosine = Trigonometry.cosine(angle)
    let sine = Trigonometry.sine(angle)
    let v = remaining
    return AffineTransform(
      a: scaleX * (v.v11 * cosine - v.v12 * sine) + 0.0,
      b: scaleX * (v.v11 * sine + v.v12 * cosine) + 0.0,
      c: scaleY * (v.v21 * cosine - v.v22 * sine) + 0.0,
      d: scaleY * (v.v21 * sine + v.v22 * cosine) + 0.0,
      tx: translation.x, ty: translation.y)
  }

  /// The parts `fraction` of the way from these to `other`'s, each interpolated linearly, the
  /// rotation the short way round.
  ///
  /// As CSS does, when one transform flips x and the other flips y, the first is rewritten as
  /// the same transform with both scales negated and half a turn more (so the motion is a
  /// rotation, not a flip through zero). The angles are then brought within half a turn of each
  /// other (by adding or subtracting a whole turn to the end angle), so that 170° to −170° turns
  /// 20°, not 340°; exactly half a turn apart, the rotation goes counterclockwise in CoreGraphics'
  /// sense (the angle increases).
  func interpolated(to other: AffineDecomposition, fraction: Double) -> AffineDecomposition {
    var start = self
    if (start.scaleX < 0 && other.scaleY < 0) || (start.scaleY < 0 && other.scaleX < 0) {
      start.scaleX = -start.scaleX
      start.scaleY = -start.scaleY
      start.angle += start.angle < 0 ? Double.pi : -Double.pi
    }
    var endAngle = other.angle
    if endAngle - start.angle > Double.pi {
      endAngle -= 2 * Double.pi
    } else if endAngle - start.angle < -Double.pi {
      endAngle += 2 * Double.pi
    }
    let (s, e) = (start.remaining, other.remaining)
    var result = start
    result.translation = Point(
      x: interpolate(start.translation.x, other.translation.x, fraction),
      y: interpolate(start.translation.y, other.translation.y, fraction))
    result.angle = interpolate(start.angle, endAngle, fraction)
    result.scaleX = interpolate(start.scaleX, other.scaleX, fraction)
    result.scaleY = interpolate(start.scaleY, other.scaleY, fraction)
    result.remaining = (
      interpolate(s.v11, e.v11, fraction), interpolate(s.v12, e.v12, fraction),
      interpolate(s.v21, e.v21, fraction), interpolate(s.v22, e.v22, fraction)
    )
    return result
  }
}
