import Testing

@testable import LayoutBehaviors

/// `Rotatable`: rotation sums, limits, endings and callback orders (SEED-SYSTEMS §2.2, §2.3.8).
@Suite struct RotatableTests {
  final class LoggingDial: Rotatable {
    let rotatableView: View
    var rotatableState: RotatableState
    var log: [String] = []
    init(_ view: View, state: RotatableState = RotatableState()) {
      rotatableView = view
      rotatableState = state
      makeRotatable()
    }
    func didStartRotating() { log.append("start") }
    func didFinishRotating(velocity: Double) { log.append("finish \(velocity)") }
  }

  /// A dial that snaps to quarter turns, by its own transform step.
  final class SnappingDial: Rotatable {
    let rotatableView: View
    var rotatableState = RotatableState()
    init(_ view: View) {
      rotatableView = view
      makeRotatable()
    }
    func transformWithRotation(_ rotation: Double, lastRotation: Double, velocity: Double)
      -> AffineTransform
    {
      let quarter = Double.pi / 2
      return AffineTransform(rotationAngle: (rotation / quarter).rounded() * quarter)
    }
  }

  func rotation(_ state: GestureState, _ angle: Double = 0) -> RotationGesture {
    RotationGesture(state: state, rotation: angle)
  }

  func makeDial(_ state: RotatableState = RotatableState()) -> (View, LoggingDial) {
    let engine = makeBoard()
    let view = place("dial", in: engine.root, at: rect(100, 100, 100, 100))
    return (view, LoggingDial(view, state: state))
  }

  @Test func theAngleIsTheSumOfTheSteps() {
    // SEED-SYSTEMS §2.5: atan2(b, a) == Σ rotations.
    let (view, dial) = makeDial()
    #expect(dial.rotate(rotation(.began)).callbacks == ["didStartRotating"])
    let step = dial.rotate(rotation(.changed, 0.3))
    #expect(step.animations.isEmpty, "the original's 0-second animation is none")
    #expect(step.changes.count == 1)
    dial.rotate(rotation(.changed, 0.7))
    dial.rotate(rotation(.ended, 0.7))
    expectClose(view.transform.rotationAngle, 0.7)
    dial.rotate(rotation(.began))
    dial.rotate(rotation(.changed, -0.2))
    dial.rotate(rotation(.ended, -0.2))
    expectClose(view.transform.rotationAngle, 0.5)
    expectClose(dial.rotatableState.rotation, 0.5)
    expectPoint(view.visualCenter, 150, 150)
    #expect(dial.log == ["start", "finish 0.0", "start", "finish 0.0"])
  }

  @Test func limitsApplyWhenGiven() {
    // The original's limits were swapped (max → CGFloat.min) and unused.
    let (view, dial) = makeDial(RotatableState(minimumRotation: 0, maximumRotation: .pi))
    dial.rotate(rotation(.began))
    dial.rotate(rotation(.changed, .pi / 2))
    expectClose(view.transform.rotationAngle, .pi / 2)
    dial.rotate(rotation(.changed, 3 * .pi / 2))
    expectClose(dial.rotatableState.rotation, .pi)
    expectTransform(view.transform, AffineTransform(rotationAngle: .pi))
    let held = dial.rotate(rotation(.changed, 2 * .pi))
    #expect(held.isEmpty, "held at the limit")
    // Coming back turns back at once: the limit bounds the total, each step applies the
    // gesture's change.
    dial.rotate(rotation(.changed, 2 * .pi - 0.25))
    expectClose(dial.rotatableState.rotation, .pi - 0.25)
    dial.rotate(rotation(.changed, -5))
    expectClose(dial.rotatableState.rotation, 0)
    #expect(view.transform.rotationAngle.magnitude < 1e-12)
  }

  @Test func totalsBeyondAHalfTurnAreCounted() {
    let (view, dial) = makeDial(RotatableState(maximumRotation: 3 * .pi))
    dial.rotate(rotation(.began))
    for step in 1...10 { dial.rotate(rotation(.changed, Double(step) * 0.5)) }
    expectClose(dial.rotatableState.rotation, 5)
    dial.rotate(rotation(.changed, 11))
    expectClose(dial.rotatableState.rotation, 3 * .pi)
    expectTransform(view.transform, AffineTransform(rotationAngle: 3 * .pi))
  }

  @Test func everyEndingFinishesAndResets() {
    for ending in [GestureState.ended, .cancelled, .failed] {
      let (_, dial) = makeDial()
      dial.rotate(rotation(.began))
      dial.rotate(rotation(.changed, 0.4))
      let finished = dial.rotate(RotationGesture(state: ending, rotation: 0.4, velocity: 2))
      #expect(finished.callbacks == ["didFinishRotating"])
      #expect(dial.rotatableState.lastRotation == 0)
      #expect(dial.log == ["start", "finish 2.0"])
    }
    let (_, dial) = makeDial()
    #expect(dial.rotate(rotation(.changed, 1)).isEmpty, "no rotation began")
  }

  @Test func aCustomStepIsCountedAsWhatItDid() {
    let engine = makeBoard()
    let view = place("dial", in: engine.root, at: rect(100, 100, 100, 100))
    let dial = SnappingDial(view)
    dial.rotate(rotation(.began))
    dial.rotate(rotation(.changed, 0.5))
    #expect(view.transform.isIdentity)
    dial.rotate(rotation(.changed, 1.2))
    expectTransform(view.transform, AffineTransform(rotationAngle: .pi / 2))
    expectClose(dial.rotatableState.rotation, .pi / 2)
  }

  @Test func rotatingKeepsScaleAndPosition() {
    let engine = makeBoard()
    let view = place("photo", in: engine.root, at: rect(100, 100, 100, 100))
    let photo = Manipulator(view: view, behaviors: [.pinchable, .rotatable, .moveable])
    photo.pinch(PinchGesture(state: .began))
    photo.pinch(PinchGesture(state: .changed, scale: 1.5))
    photo.move(PanGesture(state: .began))
    photo.move(PanGesture(state: .changed, translation: Point(x: 20, y: 10)))
    photo.rotate(rotation(.began))
    photo.rotate(rotation(.changed, .pi / 6))
    expectClose(view.transform.xScale, 1.5)
    expectClose(view.transform.rotationAngle, .pi / 6)
    expectPoint(view.visualCenter, 170, 160)
  }
}
