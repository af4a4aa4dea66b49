import Testing

@testable import LayoutBehaviors

/// Visual frames, conversion between views and hit testing, through transformed hierarchies.
@Suite struct ViewGeometryTests {
  @Test func visualFrameOfScaledAndRotatedViews() {
    let engine = makeBoard()
    let card = place("card", in: engine.root, at: rect(10, 10, 100, 100))
    #expect(card.center == Point(x: 60, y: 60))
    #expect(card.visualFrame == card.frame)
    card.transform = AffineTransform(scaleX: 2, y: 2)
    expectFrame(card.visualFrame, -40, -40, 200, 200)
    // An eighth of a turn: 100·√2 square about the same center.
    card.transform = AffineTransform(rotationAngle: .pi / 4)
    let diagonal = 100 * 2.0.squareRoot()
    expectFrame(card.visualFrame, 60 - diagonal / 2, 60 - diagonal / 2, diagonal, diagonal)
    expectFrame(
      card.visualFrame, -10.710678118654755, -10.710678118654755, 141.4213562373095,
      141.4213562373095)
    // A quarter turn of a 100 × 40 bar: 40 × 100 about the center.
    let bar = place("bar", in: engine.root, at: rect(100, 200, 100, 40))
    bar.transform = AffineTransform(rotationAngle: .pi / 2)
    expectFrame(bar.visualFrame, 130, 170, 40, 100)
    // The translation moves it; the layout frame stays.
    bar.transform = AffineTransform(rotationAngle: .pi / 2).concatenating(
      AffineTransform(translationX: 10, y: -5))
    expectFrame(bar.visualFrame, 140, 165, 40, 100)
    #expect(bar.frame == rect(100, 200, 100, 40))
  }

  @Test func conversionThroughScaleAndRotation() {
    let engine = makeBoard()
    let root = engine.root
    let container = place("container", in: root, at: rect(100, 100, 200, 200))
    let child = place("child", in: container, at: rect(0, 0, 100, 100))
    // Untransformed: plain offsets.
    #expect(child.convert(Point(x: 10, y: 20), to: root) == Point(x: 110, y: 120))
    #expect(child.convert(Point(x: 10, y: 20), to: nil) == Point(x: 110, y: 120))
    // The container halved about its center (200, 200).
    container.transform = AffineTransform(scaleX: 0.5, y: 0.5)
    expectPoint(child.convert(Point(x: 0, y: 0), to: root), 150, 150)
    expectPoint(child.convert(Point(x: 100, y: 100), to: root), 200, 200)
    expectPoint(child.convert(Point(x: 150, y: 150), from: root), 0, 0)
    // A quarter turn: the child's region goes to the top-right quadrant.
    container.transform = AffineTransform(rotationAngle: .pi / 2)
    expectPoint(child.convert(Point(x: 10, y: 20), to: root), 280, 110)
    expectPoint(child.convert(Point(x: 280, y: 110), from: root), 10, 20)
    expectPoint(root.convert(Point(x: 280, y: 110), to: child), 10, 20)
    // Between siblings' descendants: through the common ancestor.
    let other = place("other", in: root, at: rect(0, 300, 50, 50))
    expectPoint(child.convert(Point(x: 10, y: 20), to: other), 280, -190)
    expectPoint(other.convert(Point(x: 280, y: -190), to: child), 10, 20)
    // A flattened view converts to no number.
    container.transform = AffineTransform(scaleX: 0, y: 1)
    #expect(child.convert(Point(x: 5, y: 5), from: root).x.isNaN)
  }

  @Test func conversionBetweenSeparateTreesSharesTheirTops() {
    let first = makeBoard()
    let second = makeBoard()
    let a = place("a", in: first.root, at: rect(10, 10, 10, 10))
    let b = place("b", in: second.root, at: rect(30, 30, 10, 10))
    #expect(a.convert(Point(x: 0, y: 0), to: b) == Point(x: -20, y: -20))
  }

  @Test func hitTestingIsFrontToBackThroughTransforms() {
    let engine = makeBoard()
    let root = engine.root
    let container = place("container", in: root, at: rect(100, 100, 200, 200))
    let child = place("child", in: container, at: rect(0, 0, 100, 100))
    #expect(root.hitTest(Point(x: 150, y: 150)) === child)
    #expect(root.hitTest(Point(x: 250, y: 250)) === container)
    #expect(root.hitTest(Point(x: 50, y: 50)) === root)
    #expect(root.hitTest(Point(x: 400, y: 50)) == nil)
    // Bounds are half-open: the right edge is outside.
    #expect(root.hitTest(Point(x: 200, y: 150)) === container)
    // Scaled by 0.5 about (200, 200): the child is drawn at (150, 150, 50, 50).
    container.transform = AffineTransform(scaleX: 0.5, y: 0.5)
    #expect(root.hitTest(Point(x: 160, y: 160)) === child)
    #expect(root.hitTest(Point(x: 210, y: 160)) === container)
    #expect(root.hitTest(Point(x: 140, y: 140)) === root)
    // Rotated a quarter turn: the child is in the top-right quadrant.
    container.transform = AffineTransform(rotationAngle: .pi / 2)
    #expect(root.hitTest(Point(x: 250, y: 150)) === child)
    #expect(root.hitTest(Point(x: 150, y: 150)) === container)
  }

  @Test func hitTestingSkipsHiddenTransparentAndDisabledViews() {
    let engine = makeBoard()
    let root = engine.root
    let back = place("back", in: root, at: rect(0, 0, 100, 100))
    let front = place("front", in: root, at: rect(50, 50, 100, 100))
    let overlap = Point(x: 75, y: 75)
    #expect(root.hitTest(overlap) === front)
    root.bringSubviewToFront(back)
    #expect(root.hitTest(overlap) === back)
    back.isHidden = true
    #expect(root.hitTest(overlap) === front)
    back.isHidden = false
    back.alpha = 0.009
    #expect(root.hitTest(overlap) === front)
    back.alpha = 0.01
    #expect(root.hitTest(overlap) === back)
    back.isUserInteractionEnabled = false
    #expect(root.hitTest(overlap) === front)
    #expect(back.point(inside: Point(x: 0, y: 0)) && !back.point(inside: Point(x: 100, y: 0)))
  }

  @Test func perspectiveHitTesting() {
    let engine = makeBoard()
    let card = place("card", in: engine.root, at: rect(60, 140, 200, 200))
    var tilt = Transform3D(rotationAngle: 0.6, x: 0, y: 1, z: 0)
    tilt.m34 = -1.0 / 500
    card.transform3D = tilt
    // Every point of the card round-trips, and the drawn corners are hit.
    for point in [
      Point(x: 1, y: 1), Point(x: 199, y: 1), Point(x: 100, y: 100), Point(x: 5, y: 190),
    ] {
      let drawn = card.convert(point, to: engine.root)
      let back = card.convert(drawn, from: engine.root)
      expectPoint(back, point.x, point.y, tolerance: 1e-9)
      #expect(engine.root.hitTest(drawn) === card)
    }
    #expect(card.visualFrame.width < 200, "the tilted card looks narrower")
  }
}
