import Testing

@testable import LayoutBehaviors

/// The example of `Sources/LayoutBehaviors/LayoutBehaviors.docc/Behaviors/RotatableGuide.md`, line for line: a dial limited to half
/// a turn. The numbers asserted here are those printed in the guide.
@Suite struct RotatableGuideExampleTests {
  /// The guide's dial type.
  final class Dial: Rotatable {
    let rotatableView: View
    var rotatableState = RotatableState(minimumRotation: 0, maximumRotation: .pi)

    init(_ view: View) {
      rotatableView = view
      makeRotatable()
    }
  }

  @Test func theGuidesExample() {
    let engine = LayoutEngine(size: Size(width: 320, height: 480))
    let view = View("dial")
    engine.root.addSubview(view)
    LayoutConstraint.activate([
      view.leftAnchor.constraint(equalTo: engine.root.leftAnchor, constant: 60),
      view.topAnchor.constraint(equalTo: engine.root.topAnchor, constant: 100),
      view.widthAnchor.constraint(equalToConstant: 200),
      view.heightAnchor.constraint(equalToConstant: 40),
    ])
    let dial = Dial(view)

    #expect(dial.rotate(RotationGesture(state: .began)).callbacks == ["didStartRotating"])
    let quarter = dial.rotate(RotationGesture(state: .changed, rotation: .pi / 2))
    expectClose(view.transform.rotationAngle, .pi / 2)
    expectFrame(view.visualFrame, 140, 20, 40, 200)
    #expect(quarter.animations.isEmpty)
    dial.rotate(RotationGesture(state: .changed, rotation: 3 * .pi / 2))
    expectClose(dial.rotatableState.rotation, .pi)
    expectFrame(view.visualFrame, 60, 100, 200, 40)
    let ended = dial.rotate(RotationGesture(state: .ended, rotation: 3 * .pi / 2, velocity: 1.5))
    #expect(ended.callbacks == ["didFinishRotating"])

    // A second rotation back by a third of a turn.
    dial.rotate(RotationGesture(state: .began))
    dial.rotate(RotationGesture(state: .changed, rotation: -.pi / 3))
    expectClose(dial.rotatableState.rotation, 2 * .pi / 3)
    dial.rotate(RotationGesture(state: .ended, rotation: -.pi / 3))
    expectPoint(view.visualCenter, 160, 120)
  }
}
