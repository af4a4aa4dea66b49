import Testing

@testable import LayoutBehaviors

/// The example of `Sources/LayoutBehaviors/LayoutBehaviors.docc/Behaviors/DraggableGuide.md`, line for line: the post's demo box
/// (SEED-SYSTEMS §8.5). The numbers asserted here are those printed in the guide.
@Suite struct DraggableGuideExampleTests {
  /// The post's `DraggableView`, headless.
  final class DraggableView: Draggable {
    let draggableView: View
    var draggableState = DraggableState()

    init(_ view: View) {
      draggableView = view
      registerDraggability()
    }
  }

  @Test func theGuidesExample() {
    let engine = LayoutEngine(size: Size(width: 600, height: 600))
    let root = engine.root
    let box = View("box")
    let other = View("other")
    root.addSubview(box)
    root.addSubview(other)
    LayoutConstraint.activate([
      box.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 150),
      box.topAnchor.constraint(equalTo: root.topAnchor, constant: 150),
      box.widthAnchor.constraint(equalToConstant: 250),
      box.heightAnchor.constraint(equalToConstant: 250),
      other.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 300),
      other.topAnchor.constraint(equalTo: root.topAnchor, constant: 300),
      other.widthAnchor.constraint(equalToConstant: 200),
      other.heightAnchor.constraint(equalToConstant: 200),
    ])
    let tile = DraggableView(box)
    #expect(root.hitTest(Point(x: 350, y: 350)) === other)

    // Press: lifted to the front and scaled to 0.8 within 0.1 s.
    let pressed = tile.didPress(PressGesture(state: .began))
    #expect(tile.draggableState.initialLocation == Point(x: 275, y: 275))
    #expect(root.subviews.map(\.identifier) == ["other", "box"])
    expectFrame(box.visualFrame, 175, 175, 200, 200)
    #expect(pressed.animations.map(\.description) == ["0.1 s easeInOut"])
    #expect(
      pressed.changes.map { "\($0.identifier): z \($0.before.zIndex) → \($0.after.zIndex)" } == [
        "box: z 0 → 1", "other: z 1 → 0",
      ])
    #expect(root.hitTest(Point(x: 350, y: 350)) === box)

    // Pan: the center follows the finger from where the drag began.
    tile.didPan(PanGesture(state: .began))
    tile.didPan(PanGesture(state: .changed, translation: Point(x: 10, y: 20)))
    #expect(box.visualCenter == Point(x: 285, y: 295))
    tile.didPan(PanGesture(state: .ended, translation: Point(x: 10, y: 20)))

    // Release: full size again, where it was dropped.
    let released = tile.didPress(PressGesture(state: .ended))
    expectFrame(box.visualFrame, 160, 170, 250, 250)
    #expect(released.animations.map(\.description) == ["0.1 s easeInOut"])
    #expect(box.frame == rect(150, 150, 250, 250))
    #expect(box.transform == AffineTransform(translationX: 10, y: 20))
  }
}
