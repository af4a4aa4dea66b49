import Testing

@testable import LayoutBehaviors

/// `AffineTransform` against CoreGraphics' formulas (`CGAffineTransformConcat`, `…Translate`,
/// `…Scale`, `…Rotate`, `…Invert`, `CGPointApplyAffineTransform`, `CGRectApplyAffineTransform`).
@Suite struct AffineTransformTests {
  @Test func makersHaveCoreGraphicsEntries() {
    #expect(AffineTransform.identity == AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0))
    #expect(AffineTransform.identity.isIdentity)
    #expect(
      AffineTransform(translationX: 10, y: 20)
        == AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 10, ty: 20))
    #expect(
      AffineTransform(scaleX: 2, y: 3) == AffineTransform(a: 2, b: 0, c: 0, d: 3, tx: 0, ty: 0))
    let quarter = AffineTransform(rotationAngle: .pi / 2)
    expectTransform(quarter, AffineTransform(a: 0, b: 1, c: -1, d: 0, tx: 0, ty: 0))
    #expect(quarter.a != 0, "CoreGraphics keeps cos(π/2) ≈ 6.1e-17")
    expectClose(quarter.rotationAngle, .pi / 2)
  }

  @Test func concatenationAppliesTheReceiverFirst() {
    // CGAffineTransformConcat(t1, t2) = t1 × t2: t1 first.
    let scale = AffineTransform(scaleX: 2, y: 3)
    let translation = AffineTransform(translationX: 10, y: 20)
    #expect(
      scale.concatenating(translation) == AffineTransform(a: 2, b: 0, c: 0, d: 3, tx: 10, ty: 20))
    #expect(
      translation.concatenating(scale) == AffineTransform(a: 2, b: 0, c: 0, d: 3, tx: 20, ty: 60))
    // The general formula, entry by entry, on arbitrary numbers.
    let t1 = AffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
    let t2 = AffineTransform(a: 7, b: 8, c: 9, d: 10, tx: 11, ty: 12)
    #expect(
      t1.concatenating(t2)
        == AffineTransform(
          a: 1 * 7 + 2 * 9, b: 1 * 8 + 2 * 10, c: 3 * 7 + 4 * 9, d: 3 * 8 + 4 * 10,
          tx: 5 * 7 + 6 * 9 + 11, ty: 5 * 8 + 6 * 10 + 12))
    // Applying the product is applying t1, then t2.
    let point = Point(x: -3, y: 7)
    #expect(t1.concatenating(t2).apply(to: point) == t2.apply(to: t1.apply(to: point)))
  }

  @Test func translateScaleAndRotatePreConcatenate() {
    // SEED-SYSTEMS §1: translate(scale(I, 2, 2), 10, 0) moves the view 20 points.
    let pinched = AffineTransform(scaleX: 2, y: 2)
    #expect(pinched.translatedBy(x: 10, y: 0).tx == 20)
    #expect(pinched.concatenating(AffineTransform(translationX: 10, y: 0)).tx == 10)
    // Scaling or rotating a translated transform keeps its translation (about the center).
    let moved = AffineTransform(translationX: 30, y: 40)
    #expect(moved.scaledBy(x: 2, y: 2) == AffineTransform(a: 2, b: 0, c: 0, d: 2, tx: 30, ty: 40))
    let turned = moved.rotated(by: .pi / 2)
    expectTransform(turned, AffineTransform(a: 0, b: 1, c: -1, d: 0, tx: 30, ty: 40))
    // After a quarter turn, a local translation goes along the rotated axis.
    expectTransform(
      AffineTransform(rotationAngle: .pi / 2).translatedBy(x: 10, y: 0),
      AffineTransform(a: 0, b: 1, c: -1, d: 0, tx: 0, ty: 10))
  }

  @Test func pointsAndRectanglesMapAsCoreGraphics() {
    let t = AffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
    #expect(t.apply(to: Point(x: 1, y: 1)) == Point(x: 1 + 3 + 5, y: 2 + 4 + 6))
    let quarter = AffineTransform(rotationAngle: .pi / 2)
    expectPoint(quarter.apply(to: Point(x: 1, y: 0)), 0, 1)
    // CGRectApplyAffineTransform: the bounding box of the four corners.
    expectFrame(
      AffineTransform(rotationAngle: .pi / 4).apply(to: rect(-50, -50, 100, 100)),
      -50 * 2.0.squareRoot(), -50 * 2.0.squareRoot(), 100 * 2.0.squareRoot(),
      100 * 2.0.squareRoot())
    expectFrame(AffineTransform(scaleX: -2, y: 1).apply(to: rect(0, 0, 10, 10)), -20, 0, 20, 10)
  }

  @Test func inversionUndoesAndSingularTransformsStay() {
    let t = AffineTransform(a: 2, b: 1, c: -1, d: 3, tx: 5, ty: -7)
    expectTransform(t.concatenating(t.inverted()), .identity)
    expectTransform(t.inverted().concatenating(t), .identity)
    #expect(t.determinant == 7)
    // CGAffineTransformInvert returns a singular transform unchanged.
    let flat = AffineTransform(scaleX: 0, y: 1)
    #expect(flat.inverted() == flat)
    #expect(AffineTransform.identity.inverted() == .identity)
  }

  @Test func scaleAndAngleAreReadBack() {
    let t = AffineTransform(scaleX: 1.5, y: 1.5).rotated(by: 0.3)
    expectClose(t.xScale, 1.5)
    expectClose(t.yScale, 1.5)
    expectClose(t.rotationAngle, 0.3)
    #expect(t.isFinite)
    #expect(!AffineTransform(a: .nan, b: 0, c: 0, d: 1, tx: 0, ty: 0).isFinite)
  }
}
