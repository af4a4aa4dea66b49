import Testing

@testable import LayoutBehaviors

/// `GestureResult`: recording changes over a tree, merging results, finding a view's change;
/// `GestureEvent` and `Manipulator` dispatch.
@Suite struct GestureResultTests {
  @Test func recordingListsEveryChangedViewInTreeOrder() {
    let engine = makeBoard()
    let a = place("a", in: engine.root, at: rect(0, 0, 10, 10))
    let b = place("b", in: engine.root, at: rect(0, 0, 10, 10))
    let inner = place("inner", in: a, at: rect(1, 1, 5, 5))
    let result = GestureResult.recording(in: inner) { result in
      result.callbacks.append("didSomething")
      b.alpha = 0.5
      inner.transform = AffineTransform(translationX: 1, y: 0)
      a.isHidden = true
      result.animations.append(Animation(duration: 0.3))
    }
    #expect(result.changes.map(\.identifier) == ["a", "inner", "b"])
    #expect(result.callbacks == ["didSomething"])
    #expect(result.animations == [Animation(duration: 0.3)])
    #expect(result.change(of: b)?.alphaChanged == true)
    #expect(result.change(ofViewIdentifiedBy: "inner")?.transformChanged == true)
    #expect(result.change(of: engine.root) == nil)
    #expect(!result.isEmpty)
    let nothing = GestureResult.recording(in: a) { _ in }
    #expect(nothing.isEmpty)
  }

  @Test func aRemovedViewIsComparedWithItsDetachedState() {
    let engine = makeBoard()
    let a = place("a", in: engine.root, at: rect(0, 0, 10, 10))
    let result = GestureResult.recording(in: engine.root) { _ in a.removeFromSuperview() }
    #expect(result.changes.map(\.identifier) == ["a"])
    #expect(result.changes[0].after.superviewIdentifier == nil)
  }

  @Test func viewsOutsideAnEngineAreMatchedByIdentifier() {
    let parent = View("parent")
    let child = View("child")
    parent.addSubview(child)
    let result = GestureResult.recording(in: child) { _ in child.alpha = 0 }
    #expect(result.changes.count == 1)
    #expect(result.changes[0].viewID == nil)
    #expect(result.change(of: child)?.after.alpha == 0)
  }

  @Test func appendingMergesChangesOfTheSameView() {
    let engine = makeBoard()
    let view = place("photo", in: engine.root, at: rect(10, 10, 100, 100))
    let photo = Manipulator(view: view)
    var total = photo.apply(.pan(PanGesture(state: .began)))
    total.append(photo.apply(.pan(PanGesture(state: .changed, translation: Point(x: 5, y: 0)))))
    total.append(photo.apply(.pan(PanGesture(state: .changed, translation: Point(x: 9, y: 0)))))
    total.append(photo.apply(.pan(PanGesture(state: .ended, translation: Point(x: 9, y: 0)))))
    #expect(total.callbacks == ["didStartMoving", "didFinishMoving"])
    #expect(total.animations.count == 2)
    #expect(total.changes.count == 1)
    #expect(total.changes[0].before.transform.tx == 0 && total.changes[0].after.transform.tx == 9)
    // Back where it was: the merged change disappears.
    var roundTrip = photo.apply(.pan(PanGesture(state: .began)))
    roundTrip.append(photo.apply(.pan(PanGesture(state: .changed, translation: Point(x: 3, y: 0)))))
    roundTrip.append(photo.apply(.pan(PanGesture(state: .changed, translation: Point(x: 0, y: 0)))))
    #expect(roundTrip.changes.isEmpty)
  }

  @Test func eventsReportTheirKindAndState() {
    let events: [GestureEvent] = [
      .pan(PanGesture(state: .began)), .pinch(PinchGesture(state: .changed, scale: 2)),
      .rotation(RotationGesture(state: .ended)), .press(PressGesture(state: .cancelled)),
      .force(ForceGesture(state: .failed)),
    ]
    #expect(events.map(\.kind) == ["pan", "pinch", "rotation", "press", "force"])
    #expect(events.map(\.state) == [.began, .changed, .ended, .cancelled, .failed])
    #expect(GestureState(rawValue: "changed") == .changed)
    #expect(GestureState.allCases.filter(\.isFinished) == [.ended, .cancelled, .failed])
    #expect(
      GestureBehaviors.named.map(\.name) == [
        "moveable", "pinchable", "rotatable", "tappable", "forceable",
      ])
    #expect(GestureBehaviors.named.reduce(GestureBehaviors()) { $0.union($1.behavior) } == .all)
  }

  @Test func theManipulatorSendsEachEventToItsBehavior() {
    let engine = makeBoard()
    let view = place("photo", in: engine.root, at: rect(100, 100, 100, 100))
    let photo = Manipulator(view: view)
    let callbacks = [
      GestureEvent.pan(PanGesture(state: .began)),
      .pinch(PinchGesture(state: .began)),
      .rotation(RotationGesture(state: .began)),
      .press(PressGesture(state: .began, location: Point(x: 5, y: 5))),
      .force(ForceGesture(state: .began)),
      .press(PressGesture(state: .ended, location: Point(x: 5, y: 5))),
    ].flatMap { photo.apply($0).callbacks }
    #expect(
      callbacks == [
        "didStartMoving", "didStartPinching", "didStartRotating", "didTouchDown",
        "didStartForcing", "didTouchUp", "didTap",
      ])
    #expect(photo.tapCount == 1)
    let movesOnly = Manipulator(view: view, behaviors: .moveable)
    #expect(movesOnly.apply(.pinch(PinchGesture(state: .began))).isEmpty)
    #expect(movesOnly.apply(.press(PressGesture(state: .began))).isEmpty)
  }
}
