import Testing

@testable import LayoutBehaviors

/// `Transform3D` against Core Animation's formulas (`CATransform3DMake…`, `…Concat`,
/// `…IsAffine`, `…GetAffineTransform`) and projection through a perspective.
@Suite struct Transform3DTests {
  @Test func makersHaveCoreAnimationEntries() {
    let move = Transform3D(translationX: 1, y: 2, z: 3)
    #expect((move.m41, move.m42, move.m43) == (1, 2, 3))
    let scale = Transform3D(scaleX: 2, y: 3, z: 4)
    #expect((scale.m11, scale.m22, scale.m33) == (2, 3, 4))
    #expect(Transform3D.identity.isIdentity && Transform3D.identity.isAffine)
    // A rotation about z is the affine rotation.
    let angle = 0.7
    #expect(
      Transform3D(rotationAngle: angle, x: 0, y: 0, z: 1).affineTransform
        == AffineTransform(rotationAngle: angle))
    // About an unnormalized axis: the same as about the unit axis.
    #expect(
      Transform3D(rotationAngle: angle, x: 0, y: 0, z: 5)
        == Transform3D(rotationAngle: angle, x: 0, y: 0, z: 1))
    // About y, a quarter turn sends x to −z (CATransform3DMakeRotation's m13 = −sin).
    let aboutY = Transform3D(rotationAngle: .pi / 2, x: 0, y: 1, z: 0)
    expectClose(aboutY.m13, -1)
    expectClose(aboutY.m31, 1)
    #expect(!aboutY.isAffine && aboutY.affineTransform == nil)
    #expect(Transform3D(rotationAngle: 1, x: 0, y: 0, z: 0) == .identity)
  }

  @Test func affineRoundTripAndConcatenation() {
    let affine = AffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
    #expect(Transform3D(affine).affineTransform == affine)
    let other = AffineTransform(scaleX: 2, y: 0.5).rotated(by: 0.4)
    // Concatenating in 3D is concatenating the affine transforms.
    let product = Transform3D(affine).concatenating(Transform3D(other)).affineTransform!
    expectTransform(product, affine.concatenating(other))
    expectTransform(
      Transform3D(affine).translatedBy(x: 3, y: 4).affinePart, affine.translatedBy(x: 3, y: 4))
    expectTransform(
      Transform3D(affine).scaledBy(x: 3, y: 4).affinePart, affine.scaledBy(x: 3, y: 4))
    expectTransform(
      Transform3D(affine).rotated(by: 0.2, x: 0, y: 0, z: 1).affinePart, affine.rotated(by: 0.2))
  }

  @Test func perspectiveProjectsAndUnprojects() {
    // An eye 500 points in front: a point pushed back by 100 points shrinks to 500/600.
    let eye = Transform3D.perspective(eyeDistance: 500)
    #expect(eye.m34 == -1.0 / 500)
    let pushed = Transform3D(translationX: 0, y: 0, z: -100).concatenating(eye)
    expectPoint(pushed.apply(to: Point(x: 60, y: 30)), 50, 25)
    // Tilted about y, with perspective: unprojecting gives back the point.
    let tilt = Transform3D(rotationAngle: 0.5, x: 0, y: 1, z: 0).concatenating(eye)
    let point = Point(x: 40, y: -25)
    let projected = tilt.apply(to: point)
    expectPoint(tilt.unproject(projected)!, 40, -25)
    // Flattened to a line, nothing unprojects.
    #expect(Transform3D(scaleX: 0, y: 1).unproject(Point(x: 0, y: 0)) == nil)
  }

  @Test func interpolationIsExactAtTheEnds() {
    let from = Transform3D.identity
    let to = Transform3D(scaleX: 2, y: 2).translatedBy(x: 10, y: 0)
    #expect(from.interpolated(to: to, fraction: 0) == from)
    #expect(from.interpolated(to: to, fraction: 1) == to)
    let half = from.interpolated(to: to, fraction: 0.5)
    #expect(half.m11 == 1.5 && half.m41 == 10)
  }
}
