import Testing

@testable import LayoutBehaviors

/// The example of `Sources/LayoutBehaviors/LayoutBehaviors.docc/Behaviors/MoveableGuide.md`, line for line: a photo dragged against
/// the edge of a 320 × 480 board twice (SEED-SYSTEMS §2.3 example 1), and a slider moved through
/// its constraint. The numbers asserted here are those printed in the guide.
@Suite struct MoveableGuideExampleTests {
  /// The guide's photo type.
  final class Photo: Moveable {
    let moveableView: View
    var moveableState = MoveableState()
    var log: [String] = []

    init(_ view: View) {
      moveableView = view
      makeMoveable()
    }

    func didStartMoving() { log.append("picked up") }
    func didFinishMoving(velocity: Point) { log.append("dropped at \(velocity.x) pt/s") }
  }

  @Test func theGuidesExample() {
    let engine = LayoutEngine(size: Size(width: 320, height: 480))
    let board = engine.root
    let view = View("photo")
    board.addSubview(view)
    LayoutConstraint.activate([
      view.leftAnchor.constraint(equalTo: board.leftAnchor, constant: 10),
      view.topAnchor.constraint(equalTo: board.topAnchor, constant: 10),
      view.widthAnchor.constraint(equalToConstant: 100),
      view.heightAnchor.constraint(equalToConstant: 100),
    ])
    let photo = Photo(view)

    // First drag: 300 points right. The photo stops at the board's right edge.
    let began = photo.move(PanGesture(state: .began))
    #expect(began.callbacks == ["didStartMoving"])
    let step = photo.move(PanGesture(state: .changed, translation: Point(x: 300, y: 0)))
    #expect(view.transform.tx == 210)
    #expect(view.visualFrame == rect(220, 10, 100, 100))
    #expect(view.frame == rect(10, 10, 100, 100))
    #expect(step.animations.map(\.description) == ["0.01 s easeInOut"])
    #expect(step.changes.map(\.identifier) == ["photo"])
    let ended = photo.move(
      PanGesture(
        state: .ended, translation: Point(x: 300, y: 0), velocity: Point(x: 120, y: 0)))
    #expect(ended.callbacks == ["didFinishMoving"])

    // Second drag: it starts where the first one ended and stays on the board.
    photo.move(PanGesture(state: .began))
    #expect(photo.moveableState.startPoint == Point(x: 270, y: 60))
    photo.move(PanGesture(state: .changed, translation: Point(x: 50, y: 0)))
    #expect(view.visualFrame == rect(220, 10, 100, 100))
    photo.move(PanGesture(state: .changed, translation: Point(x: -100, y: 500)))
    #expect(view.visualFrame == rect(120, 380, 100, 100))
    photo.move(PanGesture(state: .ended, translation: Point(x: -100, y: 500)))
    #expect(
      photo.log == ["picked up", "dropped at 120.0 pt/s", "picked up", "dropped at 0.0 pt/s"])

    // A layout change keeps the move: the transform is applied after layout.
    engine.rootSize = Size(width: 480, height: 320)
    #expect(view.visualFrame == rect(120, 380, 100, 100))
  }

  @Test func theGuidesSlider() {
    let engine = LayoutEngine(size: Size(width: 320, height: 480))
    let track = engine.root
    let knob = View("knob")
    let label = View("label")
    track.addSubview(knob)
    track.addSubview(label)
    let knobLeading = knob.leadingAnchor.constraint(equalTo: track.leadingAnchor, constant: 20)
    knobLeading.identifier = "knob-leading"
    LayoutConstraint.activate([
      knobLeading,
      knob.centerYAnchor.constraint(equalTo: track.centerYAnchor),
      knob.widthAnchor.constraint(equalToConstant: 44),
      knob.heightAnchor.constraint(equalToConstant: 44),
      label.centerXAnchor.constraint(equalTo: knob.centerXAnchor),
      label.bottomAnchor.constraint(equalTo: knob.topAnchor, constant: -8),
      label.widthAnchor.constraint(equalToConstant: 60),
      label.heightAnchor.constraint(equalToConstant: 20),
    ])
    let slider = Manipulator(
      view: knob, behaviors: .moveable,
      moveable: MoveableState(method: .constraints(horizontal: knobLeading, vertical: nil)))

    slider.move(PanGesture(state: .began))
    let result = slider.move(PanGesture(state: .changed, translation: Point(x: 100, y: 40)))
    #expect(result.constants.map(\.description) == ["knob-leading: 20 → 120"])
    #expect(knob.frame == rect(120, 218, 44, 44))
    #expect(label.frame == rect(112, 190, 60, 20))
    #expect(result.changes.map(\.identifier) == ["knob", "label"])
    slider.move(PanGesture(state: .changed, translation: Point(x: 400, y: 0)))
    #expect(knobLeading.constant == 276)
    slider.move(PanGesture(state: .ended, translation: Point(x: 400, y: 0)))
  }
}
