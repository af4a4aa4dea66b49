import Testing

@testable import LayoutBehaviors

/// Sampling the results of events (issue 12, item 3): each view follows its own animation,
/// alpha stays within 0…1, transforms are interpolated decomposed, a pile's pushed card starts
/// from its start state, and gesture results sample as transitions do.
@Suite struct SamplingTests {
  func scene(_ text: String) throws -> LayoutScene {
    LayoutScene(document: try LayoutDocument.parse(text, fileName: "scene.json").get())
  }

  func event(_ kind: EventDeclaration.Kind) -> EventDeclaration {
    EventDeclaration(kind: kind, origin: "test")
  }

  func pan(_ view: String, _ state: GestureState, _ x: Double, _ y: Double) -> EventDeclaration {
    event(
      .gesture(
        GestureEventDeclaration(
          view: view, gesture: .pan(PanGesture(state: state, translation: Point(x: x, y: y))))))
  }

  /// The task board example's columns and cards (Examples/task-board.json without the sticker
  /// and the third column): `card-1` in `todo`, dropped onto `done`.
  static let board = """
    {"root": {"width": 375, "height": 667, "safeArea": {"top": 20}},
     "views": [{"id": "todo"}, {"id": "done"}, {"id": "card-1"}],
     "constraints": ["todo.leading == root.leading + 16", "done.leading == todo.trailing + 8",
       "done.trailing == root.trailing - 16", "done.width == todo.width",
       "todo.top == root.safeArea.top + 60", "done.top == todo.top", "todo.height == 500",
       "done.height == todo.height", "card-1.leading == todo.leading + 8",
       "card-1.trailing == todo.trailing - 8", "card-1.top == todo.top + 40",
       "card-1.height == 60"],
     "behaviors": {"dragDrop": {
       "draggables": ["card-1"], "droppables": ["todo", "done"],
       "draggableAppearances": {"dragging": {"alpha": 0.8, "scale": 1.05},
         "hovering": {"alpha": 0.8, "scale": 1.1, "duration": 0.15},
         "regular": {"alpha": 1, "scale": 1}},
       "droppableAppearances": {"pending": {"alpha": 0.6}, "pendingDrop": {"alpha": 1},
         "regular": {"alpha": 1}}}}}
    """

  /// The drop of the board: began, moved over `done`, ended there.
  func droppedBoard() throws -> (LayoutScene, LayoutScene.EventResult) {
    let scene = try self.scene(Self.board)
    scene.apply(pan("card-1", .began, 0, 0))
    scene.apply(pan("card-1", .changed, 190, 60))
    let drop = scene.apply(pan("card-1", .ended, 190, 60))
    return (scene, drop)
  }

  // MARK: - Each view follows its own animation

  /// The drop snaps `card-1` with a spring, then gives `todo` (pending since the card left it:
  /// alpha 0.6) its regular alpha at once: `todo` is at alpha 1 from the start, not paced by
  /// the card's spring; the card follows the spring.
  @Test func anImmediateChangeAfterASpringIsImmediate() throws {
    let (_, drop) = try droppedBoard()
    let spring = try #require(drop.animations.first)
    #expect(spring.spring?.dampingRatio == 0.5)
    #expect(drop.framesBefore[0].alpha == 0.6)
    for time in [0, 0.05, 0.1, 0.25] {
      let todo = try #require(drop.transition.frames(at: time).first { $0.identifier == "todo" })
      #expect(todo.alpha == 1, "todo at \(time) s: alpha \(todo.alpha)")
    }
    let card = { (time: Double) throws -> ViewFrame in
      try #require(drop.transition.frames(at: time).first { $0.identifier == "card-1" })
    }
    #expect(try card(0).transform == drop.framesBefore[2].transform)
    #expect(try card(0.5).transform == drop.framesAfter[2].transform)
    let progress = spring.progress(at: 0.1)
    let before = drop.framesBefore[2].transform.tx
    let after = drop.framesAfter[2].transform.tx
    expectClose(try card(0.1).transform.tx, before + (after - before) * progress)
  }

  // MARK: - Alpha within 0…1

  /// `card-1` goes from alpha 0.8 to 1 along the snap spring (damping 0.5 by default), which
  /// overshoots: frames may pass their end, alpha may not.
  @Test func sampledAlphaStaysWithinZeroAndOne() throws {
    let (_, drop) = try droppedBoard()
    let animation = try #require(drop.animation)
    var overshoot = false
    for time in animation.sampleTimes(count: 101) {
      for frame in drop.transition.frames(at: time) {
        #expect(frame.alpha >= 0 && frame.alpha <= 1, "\(frame.identifier) at \(time) s")
      }
      let card = try #require(drop.transition.frames(at: time).first { $0.identifier == "card-1" })
      if card.visualFrame.y < drop.framesAfter[2].visualFrame.y - 1e-6 { overshoot = true }
    }
    #expect(overshoot, "the card's frame overshoots (the spring is underdamped)")
  }

  // MARK: - Transforms interpolated decomposed

  func frame(_ transform: AffineTransform, alpha: Double = 1) -> ViewFrame {
    var frame = ViewFrame(
      identifier: "card", superviewIdentifier: nil,
      frame: Rect(x: 0, y: 0, width: 100, height: 50),
      frameInRoot: Rect(x: 0, y: 0, width: 100, height: 50))
    frame.transform = transform
    frame.alpha = alpha
    return frame
  }

  func transition(_ from: AffineTransform, _ to: AffineTransform) -> Transition {
    Transition(
      constants: [], framesBefore: [frame(from)], framesAfter: [frame(to)],
      animation: Animation(duration: 1, curve: .linear))
  }

  /// Worked by hand: 0° decomposes to (angle 0, scale 1, 1) and 90° (a = cos 90° ≈ 6.1e-17,
  /// b = 1, c = −1, d ≈ 6.1e-17) to (angle atan2(1, 6.1e-17) = π/2, scale 1, 1, no shear);
  /// halfway is angle π/4 at scale 1: exactly `AffineTransform(rotationAngle: .pi / 4)`.
  @Test func aQuarterTurnHalfwayIsAnEighthTurn() {
    let sampled = transition(.identity, AffineTransform(rotationAngle: .pi / 2))
      .frames(atProgress: 0.5)[0].transform
    #expect(sampled == AffineTransform(rotationAngle: .pi / 4))
  }

  // MARK: - A pile's pushed card starts from its start state

  /// Examples/card-pile.json's deck: pushing `card-2` brings it from the leading metric, one
  /// height (300) above, alpha 0; sampled at 0 it is there, at the end it is in place.
  static let deck = """
    {"root": {"width": 375, "height": 667, "safeArea": {"top": 20}},
     "views": [{"id": "deck"}, {"id": "card-1", "parent": "deck"},
       {"id": "card-2", "parent": "deck"}],
     "constraints": ["deck.leading == root.leading + 16", "deck.trailing == root.trailing - 16",
       "deck.top == root.safeArea.top + 100", "deck.height == 300"],
     "behaviors": {"piles": [{"view": "deck", "views": ["card-1"],
       "animation": {"duration": 0.5, "damping": 0.8}}]}}
    """

  @Test func aPushedCardStartsAtItsStartState() throws {
    let scene = try self.scene(Self.deck)
    let push = scene.apply(event(.push(pile: "deck", view: "card-2", animated: true, time: 0)))
    let start = try #require(push.transition.frames(at: 0).first { $0.identifier == "card-2" })
    #expect(start.frame == Rect(x: 0, y: -300, width: 343, height: 300))
    #expect(start.frameInRoot == Rect(x: 16, y: -180, width: 343, height: 300))
    #expect(start.alpha == 0)
    let end = try #require(push.transition.frames(at: 0.5).first { $0.identifier == "card-2" })
    #expect(end.frame == Rect(x: 0, y: 0, width: 343, height: 300))
    #expect(end.alpha == 1)
  }

  /// The scene's file-order sampling (what `layout-cli solve --samples` prints) shows the same
  /// start state, and the event's duration is the pile's spring's.
  @Test func aSceneEventSamplesInFileOrderFromTheStartState() throws {
    let scene = try self.scene(Self.deck)
    let push = scene.apply(event(.push(pile: "deck", view: "card-2", animated: true, time: 0)))
    #expect(push.totalDuration == 0.5)
    #expect(push.sampleTimes(count: 3) == [0, 0.25, 0.5])
    let start = push.frames(at: 0)
    #expect(start.map(\.identifier) == ["deck", "card-1", "card-2"])
    #expect(start[2].frame == Rect(x: 0, y: -300, width: 343, height: 300))
    #expect(start[2].alpha == 0)
    #expect(start[1] == push.framesBefore[1], "the covered card starts where it was")
    #expect(push.frames(at: 0.5) == push.framesAfter)
  }

  // MARK: - Gesture results sample as transitions do

  /// A `ViewPile` push in code: the change of the pushed view carries the pile's spring and
  /// starts at the leading metric (SEED-SYSTEMS §7.5's bounds: 100 × 30, so 30 up).
  @Test func aPileResultSamplesFromTheStartState() throws {
    let screen = PileScreen()
    let card = View("card")
    let push = screen.pile.push(card)
    let change = try #require(push.change(of: card))
    #expect(change.animation == StandardPileAnimationMetric.default.animation)
    #expect(push.totalDuration == 0.6)
    let start = try #require(push.frames(at: 0).first { $0.identifier == "card" })
    #expect(start.frame == Rect(x: 0, y: -30, width: 100, height: 30))
    #expect(start.alpha == 0)
    let end = try #require(push.frames(at: 0.6).first { $0.identifier == "card" })
    #expect(end == change.after)
    // In between, the one sampling rule: the spring's progress, alpha kept within 0…1.
    let progress = StandardPileAnimationMetric.default.animation.progress(at: 0.2)
    #expect(progress > 1, "the spring overshoots at 0.2 s")
    let middle = change.state(at: 0.2)
    expectClose(middle.frame.y, -30 + 30 * progress)
    #expect(middle.alpha == 1)
  }

  /// The drop in code: the card follows the hit snap spring, the column changed at once is at
  /// its end from time 0, and the result's samples run over the spring.
  @Test func aDragAndDropResultPacesEachViewByItsOwnAnimation() throws {
    let engine = makeBoard(width: 400, height: 400)
    let todo = place("todo", in: engine.root, at: rect(0, 0, 100, 400))
    let done = place("done", in: engine.root, at: rect(200, 0, 100, 400))
    let card = place("card", in: engine.root, at: rect(10, 10, 80, 40))
    let controller = DragDropController()
    controller.draggableDroppableState.droppableAppearances = [
      .regular: DragDropAppearance(alpha: 1), .pending: DragDropAppearance(alpha: 0.6),
      .pendingDrop: DragDropAppearance(alpha: 1),
    ]
    controller.registerDraggable(card)
    controller.registerDroppable(todo)
    controller.registerDroppable(done)
    controller.apply(PanGesture(state: .began), to: card)
    controller.apply(PanGesture(state: .changed, translation: Point(x: 200, y: 0)), to: card)
    let drop = controller.apply(
      PanGesture(state: .ended, translation: Point(x: 200, y: 0)), to: card)
    let hit = controller.draggableDroppableState.hitSnapAnimation
    #expect(drop.change(of: card)?.animation == hit)
    let column = try #require(drop.change(of: todo))
    #expect(column.animation == nil)
    #expect(column.before.alpha == 0.6)
    #expect(drop.totalDuration == hit.totalDuration)
    for time in drop.sampleTimes(count: 11) {
      let states = drop.frames(at: time)
      #expect(states.count == drop.changes.count)
      let todoState = try #require(states.first { $0.identifier == "todo" })
      #expect(todoState.alpha == 1, "at \(time) s")
      #expect(states.allSatisfy { $0.alpha >= 0 && $0.alpha <= 1 })
    }
    let cardChange = try #require(drop.change(of: card))
    #expect(drop.frames(at: 0).first { $0.identifier == "card" } == cardChange.before)
  }

  // MARK: - Decomposed transforms: more known answers

  /// A scale from 1 to 2 halfway is 1.5 (decomposed or not); a translation halfway is half.
  @Test func scalesAndTranslationsInterpolateLinearly() {
    let sampled = transition(
      .identity, AffineTransform(scaleX: 2, y: 3).concatenating(.init(translationX: 10, y: -4))
    ).frames(atProgress: 0.5)[0].transform
    #expect(sampled == AffineTransform(a: 1.5, b: 0, c: 0, d: 2, tx: 5, ty: -2))
  }

  /// 170° to −170° turns 20° through 180°, the short way: halfway is half a turn (by hand: the
  /// end angle −170° is brought to 190°, and (170° + 190°) / 2 = 180°).
  @Test func rotationsTakeTheShortWayRound() {
    let degree = Double.pi / 180
    let sampled = transition(
      AffineTransform(rotationAngle: 170 * degree), AffineTransform(rotationAngle: -170 * degree)
    ).frames(atProgress: 0.5)[0].transform
    expectTransform(sampled, AffineTransform(rotationAngle: .pi), tolerance: 1e-12)
    let quarter = transition(
      AffineTransform(rotationAngle: 170 * degree), AffineTransform(rotationAngle: -170 * degree)
    ).frames(atProgress: 0.25)[0].transform
    expectTransform(quarter, AffineTransform(rotationAngle: 175 * degree), tolerance: 1e-12)
  }

  /// A rotation with a scale, halfway to the identity: angle and scale both halfway, by hand
  /// 90° × 3 → 45° × 2.
  @Test func rotationAndScaleInterpolateTogether() {
    let start = AffineTransform(scaleX: 3, y: 3).rotated(by: .pi / 2)
    let sampled = transition(start, .identity).frames(atProgress: 0.5)[0].transform
    expectTransform(
      sampled, AffineTransform(scaleX: 2, y: 2).rotated(by: .pi / 4), tolerance: 1e-12)
  }

  /// Property: two transforms made of a scale on each axis (0.5…4), a rotation and a
  /// translation, sampled at any fraction (overshoot included), give a rotation × scale: the
  /// rows `(a, b)` and `(c, d)` stay perpendicular (no shear), each scale and the translation
  /// are the endpoints' interpolated, and the angle is the short way's. 200 seeded cases.
  @Test func sampledRotationsWithScalesStayRotationsWithScales() {
    let seed: UInt64 = 0x5A4D_504C_4553
    var random = SplitMix64(seed: seed)
    for trial in 0..<200 {
      func make() -> (AffineTransform, Double, Double, Double) {
        let angle = random.double(in: -3.1...3.1)
        let sx = random.double(in: 0.5...4)
        let sy = random.double(in: 0.5...4)
        // Scaled, then rotated, then translated (`concatenating` applies the receiver first).
        let transform = AffineTransform(scaleX: sx, y: sy)
          .concatenating(AffineTransform(rotationAngle: angle))
          .concatenating(
            AffineTransform(
              translationX: random.double(in: -500...500), y: random.double(in: -500...500)))
        return (transform, angle, sx, sy)
      }
      let (from, angleA, sxA, syA) = make()
      let (to, angleB, sxB, syB) = make()
      // A spring's overshoot, kept small enough that no scale is extrapolated past 0.
      let fraction = random.double(in: -0.1...1.1)
      let sampled = transition(from, to).frames(atProgress: fraction)[0].transform
      let context = "seed \(seed), trial \(trial), fraction \(fraction)"
      let sx = sxA + (sxB - sxA) * fraction
      let sy = syA + (syB - syA) * fraction
      let shear = (sampled.a * sampled.c + sampled.b * sampled.d) / (sx * sy)
      expectClose(shear, 0, tolerance: 1e-9, context)
      expectClose(sampled.xScale, sx, tolerance: 1e-9, context)
      expectClose(sampled.yScale, sy, tolerance: 1e-9, context)
      expectClose(sampled.tx, from.tx + (to.tx - from.tx) * fraction, tolerance: 1e-9, context)
      var delta = angleB - angleA
      if delta > .pi { delta -= 2 * .pi } else if delta < -.pi { delta += 2 * .pi }
      let angle = angleA + delta * fraction
      let turn = (sampled.rotationAngle - angle).remainder(dividingBy: 2 * .pi)
      expectClose(turn, 0, tolerance: 1e-9, context)
    }
  }

  // MARK: - Every kind of result

  /// A gesture (a moveable's pan, 0.01 s easeInOut per step) and a collapse sample through the
  /// same API: `totalDuration`, `sampleTimes(count:)` and `frames(at:)`, halfway exactly half
  /// (easeInOut is symmetric).
  @Test func gesturesAndCollapsesSampleThroughTheSameAPI() throws {
    let scene = try self.scene(LayoutSceneGestureTests.photo)
    let move = scene.apply(
      event(
        .gesture(
          GestureEventDeclaration(
            view: "photo",
            gesture: .pan(PanGesture(state: .ended, translation: Point(x: 100, y: 0))),
            steps: 1))))
    #expect(move.totalDuration == 0.01)
    #expect(move.sampleTimes(count: 3) == [0, 0.005, 0.01])
    let photo = { (time: Double) in move.frames(at: time)[0].transform.tx }
    #expect(photo(0) == 0)
    expectClose(photo(0.005), 50)
    #expect(photo(0.01) == 100)

    let collapse = Transition(
      constants: [], framesBefore: [frame(.identity)],
      framesAfter: [
        ViewFrame(
          identifier: "card", superviewIdentifier: nil,
          frame: Rect(x: 0, y: 0, width: 0, height: 50),
          frameInRoot: Rect(x: 0, y: 0, width: 0, height: 50))
      ], animation: Animation(duration: 0.3))
    #expect(collapse.totalDuration == 0.3)
    #expect(collapse.sampleTimes(count: 3) == [0, 0.15, 0.3])
    expectClose(collapse.frames(at: 0.15)[0].frame.width, 50)
  }
}
