extension Transform3D {
  /// The transform `fraction` of the way from this one to `other`, as Core Animation animates a
  /// transform: exactly this one at 0 and exactly `other` at 1.
  ///
  /// When both are affine (``isAffine``, every transform a view gets from a gesture, a pile's
  /// default metrics or ``View/transform``), they are taken apart into translation, rotation,
  /// scale and shear (see ``AffineDecomposition``), each part is interpolated linearly (the
  /// rotation the short way round) and the parts are put back together: a rotation sampled
  /// halfway is a rotation by half the angle, and rotations with scales stay rotations with
  /// scales. A fraction outside 0…1 (a spring's overshoot) extrapolates each part.
  ///
  /// Transforms with depth or perspective are interpolated entry by entry (Core Animation
  /// decomposes those too, with a quaternion for the rotation; Trellis does not).
  func interpolated(to other: Transform3D, fraction: Double) -> Transform3D {
    if fraction == 0 || self == other { return self }
    if fraction == 1 { return other }
    if isAffine && other.isAffine {
      let start = AffineDecomposition(affinePart)
      let end = AffineDecomposition(other.affinePart)
      return Transform3D(start.interpolated(to: end, fraction: fraction).transform)
    }
    let from = rows
    let to = other.rows
    return Transform3D(
      rows: (0..<4).map { row in
        (0..<4).map { column in interpolate(from[row][column], to[row][column], fraction) }
      })
  }
}
