import Testing

@testable import LayoutBehaviors

/// The example of `Sources/LayoutBehaviors/LayoutBehaviors.docc/Behaviors/PinchableGuide.md`, line for line: the reference's
/// two-step pinch (SEED-SYSTEMS §2.5), the limits and a cancelled pinch. The numbers asserted
/// here are those printed in the guide.
@Suite struct PinchableGuideExampleTests {
  /// The guide's photo type.
  final class Photo: Pinchable {
    let pinchableView: View
    var pinchableState = PinchableState()

    init(_ view: View) {
      pinchableView = view
      makePinchable()
    }
  }

  @Test func theGuidesExample() {
    let engine = LayoutEngine(size: Size(width: 320, height: 480))
    let view = View("photo")
    engine.root.addSubview(view)
    LayoutConstraint.activate([
      view.centerXAnchor.constraint(equalTo: engine.root.centerXAnchor),
      view.centerYAnchor.constraint(equalTo: engine.root.centerYAnchor),
      view.widthAnchor.constraint(equalToConstant: 100),
      view.heightAnchor.constraint(equalToConstant: 100),
    ])
    let photo = Photo(view)

    // The two-step pinch: 1 → 1.5 → 2.
    #expect(photo.pinch(PinchGesture(state: .began)).callbacks == ["didStartPinching"])
    let first = photo.pinch(PinchGesture(state: .changed, scale: 1.5))
    expectClose(view.transform.a, 1.5)
    #expect(first.animations.map(\.description) == ["0.01 s easeInOut"])
    photo.pinch(PinchGesture(state: .changed, scale: 2))
    expectClose(view.transform.a, 2)
    expectFrame(view.visualFrame, 60, 140, 200, 200)
    #expect(photo.pinch(PinchGesture(state: .ended, scale: 2)).callbacks == ["didFinishPinching"])

    // A second pinch cannot go past the maximum, 2.
    photo.pinch(PinchGesture(state: .began))
    let held = photo.pinch(PinchGesture(state: .changed, scale: 1.5))
    #expect(view.transform.a == 2)
    #expect(held.isEmpty)
    photo.pinch(PinchGesture(state: .changed, scale: 0.75))
    expectClose(view.transform.a, 1)
    // Cancelled: it finishes and resets like an ended pinch.
    let cancelled = photo.pinch(PinchGesture(state: .cancelled, scale: 0.75))
    #expect(cancelled.callbacks == ["didFinishPinching"])
    #expect(photo.pinchableState.lastScale == 1)
  }
}
