import Testing

@testable import LayoutBehaviors

/// `Moveable`: the reference's worked examples (SEED-SYSTEMS §2.2, §2.3), every fixed bug,
/// callback orders, customization points, and moves through constraints.
@Suite struct MoveableTests {
  /// A conformer that overrides the callbacks to log them with their arguments.
  final class LoggingPhoto: Moveable {
    let moveableView: View
    var moveableState = MoveableState()
    var log: [String] = []
    init(_ view: View) {
      moveableView = view
      makeMoveable()
    }
    func didStartMoving() { log.append("start") }
    func didFinishMoving(velocity: Point) { log.append("finish \(velocity.x) \(velocity.y)") }
  }

  /// A conformer kept in the left half of its superview by its own `canMove(toX:)`.
  final class LeftHalfPhoto: Moveable {
    let moveableView: View
    var moveableState = MoveableState()
    init(_ view: View) {
      moveableView = view
      makeMoveable()
    }
    func canMove(toX x: Double) -> Bool {
      let half = moveableView.visualFrame.width / 2
      return x >= half && x <= 160 - half
    }
    func maximumPoint() -> Point {
      Point(
        x: 160 - moveableView.visualFrame.width / 2, y: 480 - moveableView.visualFrame.height / 2)
    }
  }

  /// The original library's use case: a conformer that overrides only `canMove(toX:)`, keeping
  /// the 100-point view's center at x 50…110 (the left half of a 320-wide superview); the
  /// default limits are still the whole superview.
  final class LeftHalfOnlyPhoto: Moveable {
    let moveableView: View
    var moveableState = MoveableState()
    private(set) var calls = 0
    init(_ view: View) {
      moveableView = view
      makeMoveable()
    }
    func canMove(toX x: Double) -> Bool {
      calls += 1
      return x >= 50 && x <= 110
    }
  }

  func pan(_ state: GestureState, _ x: Double = 0, _ y: Double = 0) -> PanGesture {
    PanGesture(state: state, translation: Point(x: x, y: y))
  }

  // MARK: - Worked examples

  @Test func aClampedDragInA320By480Superview() {
    // SEED-SYSTEMS §2.3 example 1: view (10, 10, 100, 100), center (60, 60), drag +300.
    let engine = makeBoard()
    let view = place("photo", in: engine.root, at: rect(10, 10, 100, 100))
    let photo = Manipulator(view: view, behaviors: .moveable)
    let began = photo.move(pan(.began))
    #expect(began.callbacks == ["didStartMoving"])
    #expect(began.changes.isEmpty && began.animations.isEmpty)
    #expect(photo.moveableState.startPoint == Point(x: 60, y: 60))

    let moved = photo.move(pan(.changed, 300, 0))
    #expect(view.transform == AffineTransform(translationX: 210, y: 0))
    #expect(view.visualFrame == rect(220, 10, 100, 100))
    #expect(view.frame == rect(10, 10, 100, 100), "the layout did not move")
    #expect(moved.callbacks.isEmpty)
    #expect(moved.animations == [Animation(duration: 0.01, curve: .easeInOut)])
    #expect(moved.changes.count == 1)
    let change = moved.changes[0]
    #expect(change.identifier == "photo" && change.viewID == view.viewID)
    #expect(change.before.visualFrame == rect(10, 10, 100, 100))
    #expect(change.after.visualFrame == rect(220, 10, 100, 100))
    #expect(change.transformChanged && !change.frameChanged && !change.alphaChanged)

    let ended = photo.move(pan(.ended, 300, 0))
    #expect(ended.callbacks == ["didFinishMoving"])
    #expect(ended.changes.isEmpty)
  }

  @Test func aSecondDragStartsWhereTheFirstEndedAndStaysBounded() {
    // The original's bug (§2.3.1): drag 2 started from the stale center (60, 60), so +50 gave
    // tx 260 and a visual frame (270, 10, 100, 100) sticking out to 370 > 320.
    let engine = makeBoard()
    let view = place("photo", in: engine.root, at: rect(10, 10, 100, 100))
    let photo = Manipulator(view: view, behaviors: .moveable)
    for event in [pan(.began), pan(.changed, 300, 0), pan(.ended, 300, 0)] { photo.move(event) }
    photo.move(pan(.began))
    #expect(photo.moveableState.startPoint == Point(x: 270, y: 60))
    let pushed = photo.move(pan(.changed, 50, 0))
    #expect(view.transform.tx == 210, "held against the right edge")
    #expect(view.visualFrame.maxX == 320)
    #expect(pushed.isEmpty, "a step that does not move requests nothing")
    photo.move(pan(.changed, -100, 0))
    #expect(view.transform.tx == 110)
    #expect(view.visualFrame == rect(120, 10, 100, 100))
    photo.move(pan(.ended, -100, 0))
  }

  @Test func clampingOnBothAxesAndToTheNearestEdge() {
    let engine = makeBoard()
    let view = place("photo", in: engine.root, at: rect(10, 10, 100, 100))
    let photo = Manipulator(view: view, behaviors: .moveable)
    photo.move(pan(.began))
    photo.move(pan(.changed, -500, 1000))
    #expect(view.visualFrame == rect(0, 380, 100, 100))
    photo.move(pan(.changed, 20, 20))
    #expect(view.visualFrame == rect(30, 30, 100, 100))
  }

  @Test func aViewStickingOutMovesToTheNearestEdgeNotTheMinimum() {
    // The original used the minimum point whenever the translation on an out-of-range axis was
    // not positive (§2.3.5), so a view sticking out on the right jumped to the left edge.
    let engine = makeBoard()
    let view = place("photo", in: engine.root, at: rect(300, 10, 100, 100))
    let photo = Manipulator(view: view, behaviors: .moveable)
    photo.move(pan(.began))
    photo.move(pan(.changed, 0, 10))
    #expect(view.visualFrame == rect(220, 20, 100, 100))
  }

  @Test func theLimitsUseTheSuperviewsBoundsNotItsFrame() {
    // The original read `superview.frame.size` (§2.3.3): a superview scaled to half its size
    // has a 160 × 240 frame, which would confine its child to a quarter of its room.
    let engine = makeBoard(width: 640, height: 960)
    let board = place("board", in: engine.root, at: rect(0, 0, 320, 480))
    board.transform = AffineTransform(scaleX: 0.5, y: 0.5)
    #expect(board.visualFrame == rect(80, 120, 160, 240))
    let view = place("photo", in: board, at: rect(10, 10, 100, 100))
    let photo = Manipulator(view: view, behaviors: .moveable)
    photo.move(pan(.began))
    photo.move(pan(.changed, 300, 0))
    #expect(view.visualFrame == rect(220, 10, 100, 100))
  }

  @Test func aViewLargerThanItsSuperviewKeepsCoveringIt() {
    let engine = makeBoard()
    let view = place("poster", in: engine.root, at: rect(-40, 0, 400, 100))
    let poster = Manipulator(view: view, behaviors: .moveable)
    #expect(poster.minimumPoint() == Point(x: 200, y: 50))
    #expect(poster.maximumPoint() == Point(x: 120, y: 430))
    poster.move(pan(.began))
    poster.move(pan(.changed, 100, 0))
    #expect(view.visualFrame == rect(0, 0, 400, 100), "its left edge stops at the superview's")
    poster.move(pan(.changed, -200, 0))
    #expect(view.visualFrame == rect(-80, 0, 400, 100), "its right edge stops at the superview's")
  }

  @Test func anUnboundedViewGoesAnywhere() {
    let engine = makeBoard()
    let view = place("photo", in: engine.root, at: rect(10, 10, 100, 100))
    let photo = Manipulator(
      view: view, behaviors: .moveable, moveable: MoveableState(isBoundedBySuperview: false))
    photo.move(pan(.began))
    photo.move(pan(.changed, 1000, -1000))
    #expect(view.visualFrame == rect(1010, -990, 100, 100))
    // Without a superview there are no bounds either.
    let free = Manipulator(view: View("free"), behaviors: .moveable)
    #expect(free.minimumPoint().x == -.infinity && free.maximumPoint().y == .infinity)
  }

  // MARK: - Moves after a pinch or a rotation

  @Test func aMoveAfterAPinchMovesByTheFingersDistance() {
    // The original pre-concatenated the translation (§2.3.2): after a ×2 pinch the view moved
    // 60 points for a 30-point drag.
    let engine = makeBoard()
    let view = place("photo", in: engine.root, at: rect(100, 100, 100, 100))
    let photo = Manipulator(view: view, behaviors: [.moveable, .pinchable])
    photo.pinch(PinchGesture(state: .began))
    photo.pinch(PinchGesture(state: .changed, scale: 2))
    photo.pinch(PinchGesture(state: .ended, scale: 2))
    expectFrame(view.visualFrame, 50, 50, 200, 200)
    photo.move(pan(.began))
    photo.move(pan(.changed, 30, 0))
    expectClose(view.transform.tx, 30)
    expectClose(view.transform.a, 2)
    expectFrame(view.visualFrame, 80, 50, 200, 200)
    #expect(view.visualCenter == Point(x: 180, y: 150))
  }

  @Test func aMoveAfterARotationMovesAlongTheFinger() {
    // After a quarter turn the original's translation went down instead of right.
    let engine = makeBoard()
    let view = place("photo", in: engine.root, at: rect(100, 100, 100, 100))
    let photo = Manipulator(view: view, behaviors: [.moveable, .rotatable])
    photo.rotate(RotationGesture(state: .began))
    photo.rotate(RotationGesture(state: .changed, rotation: .pi / 2))
    photo.rotate(RotationGesture(state: .ended, rotation: .pi / 2))
    photo.move(pan(.began))
    photo.move(pan(.changed, 30, 0))
    expectPoint(view.visualCenter, 180, 150)
    expectFrame(view.visualFrame, 130, 100, 100, 100)
  }

  @Test func theLimitsFollowTheVisualFrame() {
    // Rotated an eighth of a turn, the photo's visual frame is 141.42 wide: its center stops
    // 70.71 from the edge.
    let engine = makeBoard()
    let view = place("photo", in: engine.root, at: rect(100, 100, 100, 100))
    let photo = Manipulator(view: view, behaviors: [.moveable, .rotatable])
    photo.rotate(RotationGesture(state: .began))
    photo.rotate(RotationGesture(state: .changed, rotation: .pi / 4))
    photo.move(pan(.began))
    photo.move(pan(.changed, -500, 0))
    expectClose(view.visualFrame.minX, 0)
    expectClose(view.visualCenter.x, 50 * 2.0.squareRoot())
  }

  // MARK: - Callbacks

  @Test func callbacksFireInOrderOnEveryEnding() {
    let engine = makeBoard()
    let view = place("photo", in: engine.root, at: rect(10, 10, 100, 100))
    let photo = LoggingPhoto(view)
    for ending in [GestureState.ended, .cancelled, .failed] {
      let began = photo.move(pan(.began))
      photo.move(pan(.changed, 5, 5))
      let finished = photo.move(
        PanGesture(state: ending, translation: Point(x: 5, y: 5), velocity: Point(x: 3, y: -4)))
      #expect(began.callbacks == ["didStartMoving"])
      #expect(finished.callbacks == ["didFinishMoving"])
    }
    #expect(
      photo.log == [
        "start", "finish 3.0 -4.0", "start", "finish 3.0 -4.0", "start", "finish 3.0 -4.0",
      ])
  }

  @Test func eventsOutsideADragAreIgnored() {
    let engine = makeBoard()
    let view = place("photo", in: engine.root, at: rect(10, 10, 100, 100))
    let notYet = Manipulator(view: view, behaviors: [])
    #expect(notYet.move(pan(.began)).isEmpty, "not moveable")
    let photo = LoggingPhoto(view)
    #expect(photo.move(pan(.changed, 50, 0)).isEmpty, "no drag began")
    #expect(photo.move(pan(.ended, 50, 0)).isEmpty)
    #expect(photo.move(pan(.possible)).isEmpty)
    #expect(view.transform.isIdentity && photo.log.isEmpty)
  }

  @Test func aCustomLimitKeepsTheViewInTheLeftHalf() {
    let engine = makeBoard()
    let view = place("photo", in: engine.root, at: rect(10, 10, 100, 100))
    let photo = LeftHalfPhoto(view)
    photo.move(pan(.began))
    photo.move(pan(.changed, 300, 0))
    #expect(view.visualFrame == rect(60, 10, 100, 100))
  }

  @Test func anOverrideOfCanMoveAloneStopsExactlyAtItsLimit() {
    // 30-point steps from the center 60: 90, then 120 is refused and so is 120 clamped into the
    // superview (it is already inside): the step ends at the limit, 110, not at 90.
    let engine = makeBoard()
    let view = place("photo", in: engine.root, at: rect(10, 10, 100, 100))
    let photo = LeftHalfOnlyPhoto(view)
    photo.move(pan(.began))
    var centers: [Double] = []
    for step in 1...4 {
      photo.move(pan(.changed, Double(30 * step), 0))
      centers.append(view.visualCenter.x)
    }
    #expect(centers == [90, 110, 110, 110])
    #expect(photo.calls < 200, "a bisection, not a scan")
    // Back to the left: the limit 50 is reached exactly too.
    photo.move(pan(.changed, -100, 0))
    #expect(view.visualCenter.x == 50)
    photo.move(pan(.ended, -100, 0))
  }

  @Test func aLargeStepPastAnOverriddenLimitReachesIt() {
    // One step of 300 from 60: 360, clamped to the superview's 270, both refused: the view
    // goes to 110 instead of staying at 60.
    let engine = makeBoard()
    let view = place("photo", in: engine.root, at: rect(10, 10, 100, 100))
    let photo = LeftHalfOnlyPhoto(view)
    photo.move(pan(.began))
    photo.move(pan(.changed, 300, 40))
    #expect(view.visualFrame == rect(60, 50, 100, 100))
  }

  @Test func boundedCoordinateKnownAnswers() {
    let within: (Double) -> Bool = { $0 >= -3 && $0 <= 7.25 }
    #expect(boundedCoordinate(5, current: 0, limits: (-100, 100), accepts: within) == 5)
    #expect(boundedCoordinate(500, current: 0, limits: (-100, 100), accepts: within) == 7.25)
    #expect(boundedCoordinate(-500, current: 0, limits: (100, -100), accepts: within) == -3)
    // The clamped target is accepted: it wins, exactly.
    #expect(boundedCoordinate(500, current: 0, limits: (-5, 5), accepts: within) == 5)
    // A refused current point stays.
    #expect(boundedCoordinate(500, current: 9, limits: (-100, 100), accepts: within) == 9)
    // Infinite limits and an infinite target do not loop.
    #expect(
      boundedCoordinate(.infinity, current: 0, limits: (-.infinity, .infinity), accepts: within)
        == 0)
    // An irrational limit: the result is accepted and the next double toward the target is not.
    let limit = 2.0.squareRoot()
    let result = boundedCoordinate(3, current: 0, limits: (-10, 10)) { $0 <= limit }
    #expect(result == limit)
  }

  // MARK: - Moves and layout

  @Test func aTransformMoveSurvivesLayoutChanges() {
    // The post's Draggable and STP 0.2.x set `center`, which the next layout pass undid; a
    // transform is applied after layout, so the move stays on top of the new layout.
    let engine = makeBoard()
    let view = View("photo")
    engine.root.addSubview(view)
    let top = view.topAnchor.constraint(equalTo: engine.root.topAnchor, constant: 10)
    LayoutConstraint.activate([
      top, view.leftAnchor.constraint(equalTo: engine.root.leftAnchor, constant: 10),
      view.widthAnchor.constraint(equalToConstant: 100),
      view.heightAnchor.constraint(equalToConstant: 100),
    ])
    let photo = Manipulator(view: view, behaviors: .moveable)
    photo.move(pan(.began))
    photo.move(pan(.changed, 40, 0))
    top.constant = 50
    #expect(view.frame == rect(10, 50, 100, 100))
    #expect(view.visualFrame == rect(50, 50, 100, 100))
  }

  @Test func movingThroughConstraintsChangesConstantsAndMovesFollowers() {
    let engine = makeBoard()
    let root = engine.root
    let handle = View("handle")
    let label = View("label")
    root.addSubview(handle)
    root.addSubview(label)
    let leading = handle.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10)
    leading.identifier = "handle-leading"
    let top = handle.topAnchor.constraint(equalTo: root.topAnchor, constant: 10)
    top.identifier = "handle-top"
    LayoutConstraint.activate([
      leading, top, handle.widthAnchor.constraint(equalToConstant: 40),
      handle.heightAnchor.constraint(equalToConstant: 40),
      label.leadingAnchor.constraint(equalTo: handle.trailingAnchor, constant: 8),
      label.topAnchor.constraint(equalTo: handle.topAnchor),
      label.widthAnchor.constraint(equalToConstant: 60),
      label.heightAnchor.constraint(equalToConstant: 20),
    ])
    let slider = Manipulator(
      view: handle, behaviors: .moveable,
      moveable: MoveableState(method: .constraints(horizontal: leading, vertical: nil)))
    slider.move(pan(.began))
    let result = slider.move(pan(.changed, 100, 50))
    #expect(result.constants.map(\.description) == ["handle-leading: 10 → 110"])
    #expect(handle.frame == rect(110, 10, 40, 40), "the vertical axis has no constraint")
    #expect(handle.transform.isIdentity)
    #expect(label.frame == rect(158, 10, 60, 20), "the label follows through its constraint")
    #expect(result.changes.map(\.identifier) == ["handle", "label"])
    #expect(result.changes.allSatisfy { $0.frameChanged && !$0.transformChanged })
    // Bounded like a transform move: the right edge stops at 320.
    slider.move(pan(.changed, 1000, 0))
    #expect(leading.constant == 280)
    #expect(handle.frame.maxX == 320)
    // Through the second item of a constraint written the other way round.
    let reversed = root.bottomAnchor.constraint(equalTo: handle.bottomAnchor, constant: 430)
    top.isActive = false
    reversed.isActive = true
    let vertical = Manipulator(
      view: handle, behaviors: .moveable,
      moveable: MoveableState(method: .constraints(horizontal: nil, vertical: reversed)))
    vertical.move(pan(.began))
    vertical.move(pan(.changed, 0, 30))
    #expect(reversed.constant == 400)
    #expect(handle.frame.minY == 40)
  }

  @Test func movingThroughALeadingConstraintRightToLeft() {
    let engine = LayoutEngine(size: Size(width: 320, height: 480), layoutDirection: .rightToLeft)
    let root = engine.root
    let handle = View("handle")
    root.addSubview(handle)
    let leading = handle.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10)
    LayoutConstraint.activate([
      leading, handle.topAnchor.constraint(equalTo: root.topAnchor),
      handle.widthAnchor.constraint(equalToConstant: 40),
      handle.heightAnchor.constraint(equalToConstant: 40),
    ])
    #expect(handle.frame == rect(270, 0, 40, 40))
    let slider = Manipulator(
      view: handle, behaviors: .moveable,
      moveable: MoveableState(method: .constraints(horizontal: leading, vertical: nil)))
    slider.move(pan(.began))
    slider.move(pan(.changed, -100, 0))
    #expect(leading.constant == 110, "leftward is toward trailing in right to left")
    #expect(handle.frame == rect(170, 0, 40, 40))
  }
}
