import Testing

@testable import LayoutBehaviors

/// `Pinchable`: the two-step pinch, the limits, the cancelled pinch, callback orders and the
/// customization points (SEED-SYSTEMS §2.2, §2.3.6, §2.3.7).
@Suite struct PinchableTests {
  final class LoggingPhoto: Pinchable {
    let pinchableView: View
    var pinchableState = PinchableState()
    var log: [String] = []
    init(_ view: View) {
      pinchableView = view
      makePinchable()
    }
    func didStartPinching() { log.append("start") }
    func didFinishPinching() { log.append("finish") }
  }

  /// A conformer that scales only horizontally, by its own transform step.
  final class WideningPhoto: Pinchable {
    let pinchableView: View
    var pinchableState = PinchableState()
    init(_ view: View) {
      pinchableView = view
      makePinchable()
    }
    func transformWithScale(_ scale: Double, lastScale: Double, velocity: Double)
      -> AffineTransform
    {
      pinchableView.transform.scaledBy(x: scale / lastScale, y: 1)
    }
    func animateToPinchedTransform(_ transform: AffineTransform) -> Animation? {
      pinchableView.transform = transform
      return nil
    }
  }

  func pinch(_ state: GestureState, _ scale: Double = 1) -> PinchGesture {
    PinchGesture(state: state, scale: scale)
  }

  func makePhoto() -> (View, Manipulator) {
    let engine = makeBoard()
    let view = place("photo", in: engine.root, at: rect(100, 100, 100, 100))
    return (view, Manipulator(view: view, behaviors: .pinchable))
  }

  @Test func aTwoStepPinchFollowsTheRatioOfSuccessiveScales() {
    // SEED-SYSTEMS §2.5: 1 → 1.5 → 2 gave transform.a 2.25 in the original (additive
    // increments 1.5 × 1.5); the ratio gives 1.5 × (2 / 1.5) = 2.
    let (view, photo) = makePhoto()
    #expect(photo.pinch(pinch(.began)).callbacks == ["didStartPinching"])
    let first = photo.pinch(pinch(.changed, 1.5))
    expectClose(view.transform.a, 1.5)
    #expect(first.animations == [Animation(duration: 0.01)])
    #expect(first.changes.first?.after.transform.a == 1.5)
    photo.pinch(pinch(.changed, 2))
    expectClose(view.transform.a, 2)
    expectClose(view.transform.d, 2)
    #expect(view.transform.tx == 0 && view.transform.ty == 0, "scaled about the center")
    expectFrame(view.visualFrame, 50, 50, 200, 200)
    #expect(photo.pinch(pinch(.ended, 2)).callbacks == ["didFinishPinching"])
    // The same pinch cut differently ends at the same scale.
    let (other, otherPhoto) = makePhoto()
    otherPhoto.pinch(pinch(.began))
    for scale in [1.1, 1.3, 1.2, 1.7, 2] { otherPhoto.pinch(pinch(.changed, scale)) }
    expectClose(other.transform.a, 2)
  }

  @Test func theScaleStaysWithinItsLimits() {
    // The original declared 0.1 and 2.0 and never used them.
    let (view, photo) = makePhoto()
    photo.pinch(pinch(.began))
    photo.pinch(pinch(.changed, 3))
    #expect(view.transform.a == 2)
    let held = photo.pinch(pinch(.changed, 3.5))
    #expect(view.transform.a == 2)
    #expect(held.isEmpty, "a pinch held at the limit changes nothing")
    // Back from the gesture's 3.5 to 1.75: half, from the clamped 2.
    photo.pinch(pinch(.changed, 1.75))
    expectClose(view.transform.a, 1)
    photo.pinch(pinch(.changed, 0.01))
    expectClose(view.transform.a, 0.1)
    photo.pinch(pinch(.ended, 0.01))
    // A drop of the gesture's scale by more than 1 no longer flips the view (§2.3.6).
    photo.pinch(pinch(.began))
    photo.pinch(pinch(.changed, 3))
    photo.pinch(pinch(.changed, 1.5))
    #expect(view.transform.a > 0)
    // Custom limits.
    let (small, smallPhoto) = makePhoto()
    smallPhoto.pinchableState.maximumScale = 1.2
    smallPhoto.pinch(pinch(.began))
    smallPhoto.pinch(pinch(.changed, 2))
    expectClose(small.transform.a, 1.2)
  }

  @Test func aCancelledPinchResets() {
    // The original ignored cancelled and failed: no callback, and lastScale stayed at the
    // cancelled pinch's value, so the next pinch started with a jump (§2.3.7).
    for ending in [GestureState.cancelled, .failed] {
      let (view, photo) = makePhoto()
      photo.pinch(pinch(.began))
      photo.pinch(pinch(.changed, 1.5))
      let cancelled = photo.pinch(pinch(ending, 1.5))
      #expect(cancelled.callbacks == ["didFinishPinching"])
      #expect(photo.pinchableState.lastScale == 1)
      #expect(!photo.pinchableState.isPinching)
      // The next pinch starts from the view's 1.5 and its own scale 1.
      photo.pinch(pinch(.began))
      photo.pinch(pinch(.changed, 1.2))
      expectClose(view.transform.a, 1.8)
    }
  }

  @Test func pinchingKeepsPositionAndRotation() {
    let (view, photo) = makePhoto()
    view.transform = AffineTransform(rotationAngle: 0.5).concatenating(
      AffineTransform(translationX: 30, y: -20))
    photo.pinch(pinch(.began))
    photo.pinch(pinch(.changed, 1.5))
    expectClose(view.transform.xScale, 1.5)
    expectClose(view.transform.rotationAngle, 0.5)
    expectPoint(view.visualCenter, 180, 130)
  }

  @Test func callbackOrderAndIgnoredEvents() {
    let engine = makeBoard()
    let view = place("photo", in: engine.root, at: rect(100, 100, 100, 100))
    let photo = LoggingPhoto(view)
    #expect(photo.pinch(pinch(.changed, 2)).isEmpty, "no pinch began")
    #expect(photo.pinch(pinch(.ended, 2)).isEmpty)
    photo.pinch(pinch(.began))
    photo.pinch(pinch(.changed, 1.2))
    photo.pinch(pinch(.ended, 1.2))
    #expect(photo.log == ["start", "finish"])
    let notPinchable = Manipulator(view: view, behaviors: .moveable)
    #expect(notPinchable.pinch(pinch(.began)).isEmpty)
  }

  @Test func aCustomTransformStepAndAnimation() {
    let engine = makeBoard()
    let view = place("photo", in: engine.root, at: rect(100, 100, 100, 100))
    let photo = WideningPhoto(view)
    photo.pinch(pinch(.began))
    let result = photo.pinch(pinch(.changed, 1.5))
    #expect(view.transform == AffineTransform(scaleX: 1.5, y: 1))
    #expect(result.animations.isEmpty)
  }
}
