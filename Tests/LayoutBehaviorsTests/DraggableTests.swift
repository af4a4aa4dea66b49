import Testing

@testable import LayoutBehaviors

/// `Draggable`, the post "Protocol Extensions in Swift 2.0 – Draggable UIViews": its demo box
/// (SEED-SYSTEMS §8.5), registration, the order of press and pan, and moves after layout.
@Suite struct DraggableTests {
  /// The post's `DraggableView`.
  final class DraggableView: Draggable {
    let draggableView: View
    var draggableState = DraggableState()
    init(_ view: View) {
      draggableView = view
      registerDraggability()
    }
  }

  /// The post's demo: a 250-point box at (150, 150) among two other views.
  func makeDemo() -> (engine: LayoutEngine, box: View) {
    let engine = makeBoard(width: 600, height: 600)
    let box = place("box", in: engine.root, at: rect(150, 150, 250, 250))
    place("other", in: engine.root, at: rect(0, 0, 50, 50))
    place("third", in: engine.root, at: rect(500, 500, 50, 50))
    return (engine, box)
  }

  @Test func theDemoBox() {
    let (engine, box) = makeDemo()
    let tile = DraggableView(box)
    // Press: scale 0.8 about the center and to the front, within 0.1 s.
    let pressed = tile.didPress(PressGesture(state: .began))
    #expect(tile.draggableState.initialLocation == Point(x: 275, y: 275))
    expectFrame(box.visualFrame, 175, 175, 200, 200)
    #expect(engine.root.subviews.last === box)
    #expect(pressed.animations == [Animation(duration: 0.1, curve: .easeInOut)])
    #expect(pressed.callbacks.isEmpty)
    #expect(
      pressed.changes.map { "\($0.identifier) \($0.before.zIndex)→\($0.after.zIndex)" } == [
        "box 0→2", "other 1→0", "third 2→1",
      ])
    #expect(pressed.change(of: box)?.after.transform == AffineTransform(scaleX: 0.8, y: 0.8))
    // Pan: the center follows the translation from where the drag began.
    #expect(tile.didPan(PanGesture(state: .began)).changes.isEmpty)
    let panned = tile.didPan(PanGesture(state: .changed, translation: Point(x: 10, y: 20)))
    #expect(box.visualCenter == Point(x: 285, y: 295))
    expectFrame(box.visualFrame, 185, 195, 200, 200)
    #expect(panned.animations.isEmpty && panned.callbacks.isEmpty)
    tile.didPan(PanGesture(state: .ended, translation: Point(x: 10, y: 20)))
    // Release: full size again around the dropped center.
    let released = tile.didPress(PressGesture(state: .ended))
    #expect(box.transform == AffineTransform(translationX: 10, y: 20))
    expectFrame(box.visualFrame, 160, 170, 250, 250)
    #expect(released.animations == [Animation(duration: 0.1)])
    #expect(box.frame == rect(150, 150, 250, 250), "the layout did not move")
  }

  @Test func aSecondDragStartsWhereTheFirstDropped() {
    let (_, box) = makeDemo()
    let tile = DraggableView(box)
    for _ in 0..<2 {
      tile.didPress(PressGesture(state: .began))
      tile.didPan(PanGesture(state: .began))
      tile.didPan(PanGesture(state: .changed, translation: Point(x: 10, y: 20)))
      tile.didPan(PanGesture(state: .ended, translation: Point(x: 10, y: 20)))
      tile.didPress(PressGesture(state: .ended))
    }
    #expect(box.visualCenter == Point(x: 295, y: 315))
    #expect(tile.draggableState.initialLocation == Point(x: 285, y: 295))
  }

  @Test func aPanBeforeThePressStartsTheDragItself() {
    // The post relied on the 1 ms press setting initialLocation first (§8.3.2); otherwise the
    // view jumped to (0, 0) + translation.
    let (_, box) = makeDemo()
    let tile = DraggableView(box)
    tile.didPan(PanGesture(state: .began))
    tile.didPan(PanGesture(state: .changed, translation: Point(x: 5, y: 5)))
    tile.didPress(PressGesture(state: .began))
    #expect(tile.draggableState.initialLocation == Point(x: 275, y: 275), "kept from the pan")
    tile.didPan(PanGesture(state: .changed, translation: Point(x: 30, y: 0)))
    #expect(box.visualCenter == Point(x: 305, y: 275))
    tile.didPan(PanGesture(state: .cancelled, translation: Point(x: 40, y: 0)))
    #expect(box.visualCenter == Point(x: 315, y: 275), "a cancelled pan still moves, as the post")
    tile.didPress(PressGesture(state: .cancelled))
    expectFrame(box.visualFrame, 190, 150, 250, 250)
    // A failed pan does not move.
    tile.didPan(PanGesture(state: .began))
    tile.didPan(PanGesture(state: .failed, translation: Point(x: 99, y: 99)))
    #expect(box.visualCenter == Point(x: 315, y: 275))
  }

  @Test func aPriorTransformSurvivesTheDrag() {
    // The post set the scale absolutely, wiping any rotation (§8.3.1).
    let (_, box) = makeDemo()
    let tile = DraggableView(box)
    box.transform = AffineTransform(rotationAngle: 0.5)
    tile.didPress(PressGesture(state: .began))
    expectClose(box.transform.xScale, 0.8)
    expectClose(box.transform.rotationAngle, 0.5)
    tile.didPan(PanGesture(state: .began))
    tile.didPan(PanGesture(state: .changed, translation: Point(x: -25, y: 0)))
    tile.didPress(PressGesture(state: .ended))
    expectTransform(
      box.transform,
      AffineTransform(rotationAngle: 0.5).concatenating(AffineTransform(translationX: -25, y: 0)))
  }

  @Test func registrationIsIdempotentAndRemovable() {
    let (_, box) = makeDemo()
    let tile = DraggableView(box)
    tile.registerDraggability()
    tile.registerDraggability()
    #expect(tile.draggableState.isRegistered)
    tile.didPress(PressGesture(state: .began))
    tile.removeDraggability()
    #expect(!tile.draggableState.isRegistered && !tile.draggableState.isPressed)
    #expect(tile.didPan(PanGesture(state: .changed, translation: Point(x: 9, y: 9))).isEmpty)
    #expect(tile.didPress(PressGesture(state: .ended)).isEmpty)
    expectClose(box.transform.a, 0.8, "removing leaves the view as it is")
    tile.registerDraggability()
    #expect(!tile.didPress(PressGesture(state: .began)).isEmpty)
  }

  @Test func aDraggedViewKeepsItsOffsetWhenTheLayoutChanges() {
    // §8.3.6: setting `center` fights Auto Layout; a transform is applied after layout.
    let engine = makeBoard()
    let box = View("box")
    engine.root.addSubview(box)
    let left = box.leftAnchor.constraint(equalTo: engine.root.leftAnchor, constant: 20)
    LayoutConstraint.activate([
      left, box.topAnchor.constraint(equalTo: engine.root.topAnchor, constant: 20),
      box.widthAnchor.constraint(equalToConstant: 100),
      box.heightAnchor.constraint(equalToConstant: 100),
    ])
    let tile = Dragger(view: box)
    tile.apply(.press(PressGesture(state: .began)))
    tile.apply(.pan(PanGesture(state: .began)))
    tile.apply(.pan(PanGesture(state: .changed, translation: Point(x: 30, y: 40))))
    tile.apply(.press(PressGesture(state: .ended)))
    left.constant = 60
    #expect(box.frame == rect(60, 20, 100, 100))
    #expect(box.visualFrame == rect(90, 60, 100, 100))
    #expect(tile.apply(.pinch(PinchGesture(state: .began))).isEmpty)
  }

  @Test func aCustomPressedScale() {
    let (_, box) = makeDemo()
    let tile = Dragger(
      view: box, state: DraggableState(pressedScale: 1.1, pressAnimation: Animation(duration: 0.2)))
    let pressed = tile.apply(.press(PressGesture(state: .began)))
    expectFrame(box.visualFrame, 137.5, 137.5, 275, 275)
    #expect(pressed.animations == [Animation(duration: 0.2)])
  }
}
