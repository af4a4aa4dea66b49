import Testing

@testable import LayoutBehaviors

/// Seeded randomized checks of the gesture geometry: moves stay bounded whatever came before,
/// pinches end at the gesture's scale however they are cut, conversions round-trip through
/// random transformed trees. Each failure prints its seed.
@Suite struct GestureRandomizedTests {
  static let seeds: [UInt64] = [1, 2, 3, 42, 2024, 0xDEAD_BEEF]

  @Test(arguments: seeds) func dragsStayInsideTheSuperview(seed: UInt64) {
    var random = SplitMix64(seed: seed)
    let engine = makeBoard()
    let view = place("photo", in: engine.root, at: rect(110, 190, 100, 100))
    let photo = Manipulator(
      view: view, behaviors: [.moveable, .pinchable, .rotatable],
      pinchable: PinchableState(minimumScale: 0.5, maximumScale: 1.5))
    for _ in 0..<40 {
      switch random.next() % 3 {
      case 0:
        photo.move(PanGesture(state: .began))
        for _ in 0..<3 {
          let translation = Point(
            x: random.double(in: -600...600), y: random.double(in: -600...600))
          photo.move(PanGesture(state: .changed, translation: translation))
          let visual = view.visualFrame
          let inside =
            visual.minX >= -1e-9 && visual.maxX <= 320 + 1e-9 && visual.minY >= -1e-9
            && visual.maxY <= 480 + 1e-9
          #expect(inside, "seed \(seed): \(visual) left the board")
        }
        photo.move(PanGesture(state: .ended))
      case 1:
        photo.pinch(PinchGesture(state: .began))
        photo.pinch(PinchGesture(state: .changed, scale: random.double(in: 0.3...2)))
        photo.pinch(PinchGesture(state: .ended))
      default:
        photo.rotate(RotationGesture(state: .began))
        photo.rotate(RotationGesture(state: .changed, rotation: random.double(in: -3...3)))
        photo.rotate(RotationGesture(state: .ended))
      }
    }
  }

  @Test(arguments: seeds) func aPinchEndsAtTheGesturesScaleHoweverItIsCut(seed: UInt64) {
    var random = SplitMix64(seed: seed)
    let engine = makeBoard()
    let view = place("photo", in: engine.root, at: rect(110, 190, 100, 100))
    let photo = Manipulator(
      view: view, behaviors: .pinchable,
      pinchable: PinchableState(minimumScale: 0.01, maximumScale: 100))
    photo.pinch(PinchGesture(state: .began))
    var scale = 1.0
    for _ in 0..<20 {
      scale = random.double(in: 0.2...5)
      photo.pinch(PinchGesture(state: .changed, scale: scale))
    }
    expectClose(view.transform.xScale, scale, tolerance: 1e-12 * 20, "seed \(seed)")
  }

  @Test(arguments: seeds) func conversionsRoundTripThroughRandomTrees(seed: UInt64) {
    var random = SplitMix64(seed: seed)
    let engine = makeBoard()
    var views = [engine.root]
    for index in 0..<12 {
      let parent = views[Int(random.next() % UInt64(views.count))]
      let view = place(
        "v\(index)", in: parent,
        at: rect(
          random.double(in: -50...200), random.double(in: -50...200), random.double(in: 10...150),
          random.double(in: 10...150)))
      view.transform = AffineTransform(
        scaleX: random.double(in: 0.3...2), y: random.double(in: 0.3...2)
      ).rotated(by: random.double(in: -3...3)).concatenating(
        AffineTransform(translationX: random.double(in: -40...40), y: random.double(in: -40...40)))
      views.append(view)
    }
    for _ in 0..<50 {
      let a = views[Int(random.next() % UInt64(views.count))]
      let b = views[Int(random.next() % UInt64(views.count))]
      let point = Point(x: random.double(in: -100...100), y: random.double(in: -100...100))
      let there = a.convert(point, to: b)
      let back = b.convert(there, to: a)
      expectPoint(back, point.x, point.y, tolerance: 1e-7, "seed \(seed)")
      let viaFrom = b.convert(point, from: a)
      expectPoint(viaFrom, there.x, there.y, tolerance: 1e-9, "seed \(seed)")
      // Through the root, the same point.
      let viaRoot = engine.root.convert(a.convert(point, to: nil), to: b)
      expectPoint(viaRoot, there.x, there.y, tolerance: 1e-7, "seed \(seed)")
    }
    // Whatever is hit contains the point, in its own coordinates, and so does every ancestor
    // up to the root.
    for _ in 0..<200 {
      let point = Point(x: random.double(in: 0...320), y: random.double(in: 0...480))
      guard let hit = engine.root.hitTest(point) else { continue }
      var view: View? = hit
      while let current = view {
        #expect(
          current.point(inside: current.convert(point, from: engine.root)),
          "seed \(seed): \(current.identifier) does not contain \(point)")
        view = current.superview
      }
    }
  }
}
