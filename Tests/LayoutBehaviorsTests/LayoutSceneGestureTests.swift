import Testing

@testable import LayoutBehaviors

/// `LayoutScene` with gestures, drag and drop and piles declared in files: the behaviors' known
/// answers through the file format, the whole-gesture forms, cards in and out of the tree, and
/// refusals reported as diagnostics.
@Suite("LayoutScene: gestures, drag and drop, piles")
struct LayoutSceneGestureTests {
  func scene(_ text: String) throws -> LayoutScene {
    LayoutScene(document: try LayoutDocument.parse(text, fileName: "scene.json").get())
  }

  func event(_ kind: EventDeclaration.Kind) -> EventDeclaration {
    EventDeclaration(kind: kind, origin: "test")
  }

  func gesture(_ view: String, _ gesture: GestureEvent, steps: Int? = nil) -> EventDeclaration {
    event(.gesture(GestureEventDeclaration(view: view, gesture: gesture, steps: steps)))
  }

  /// SEED-SYSTEMS' clamped drag: a 100-point photo at (10, 10) in a 320 × 480 superview.
  static let photo = """
    {"root": {"width": 320, "height": 480},
     "views": [{"id": "photo"}, {"id": "button"}],
     "constraints": ["photo.left == root.left + 10", "photo.top == root.top + 10",
       "photo.width == 100", "photo.height == 100", "button.left == root.left",
       "button.bottom == root.bottom", "button.width == 40", "button.height == 20"],
     "behaviors": {"gestures": [
       {"view": "photo", "moveable": true, "pinchable": {"maximumScale": 3},
        "rotatable": {"maximumRotation": 0.5}},
       {"view": "button", "tappable": true}]}}
    """

  // MARK: - Gestures

  @Test func aWholePanIsTheClampedDragOfTheReference() throws {
    let scene = try self.scene(Self.photo)
    let result = scene.apply(
      gesture("photo", .pan(PanGesture(state: .ended, translation: Point(x: 300, y: 0))), steps: 2))
    #expect(result.callbacks == ["didStartMoving", "didFinishMoving"])
    #expect(result.animations == [Animation(duration: 0.01), Animation(duration: 0.01)])
    #expect(result.animation == Animation(duration: 0.01))
    let photo = try #require(scene.view(withID: "photo"))
    #expect(photo.transform == AffineTransform(translationX: 210, y: 0))
    #expect(result.framesAfter[0].visualFrame == Rect(x: 220, y: 10, width: 100, height: 100))
    #expect(result.framesAfter[0].frame == Rect(x: 10, y: 10, width: 100, height: 100))
    #expect(result.frameChanges.isEmpty, "a move by transform leaves the layout alone")
    #expect(result.diagnostics.isEmpty)
  }

  @Test func wholeGesturesExpandIntoTheirEvents() {
    let pan = GestureEventDeclaration(
      view: "photo",
      gesture: .pan(PanGesture(state: .ended, translation: Point(x: 30, y: 60))), steps: 3,
      start: Point(x: 5, y: 5))
    #expect(
      pan.expanded(center: .zero) == [
        .pan(PanGesture(state: .began, location: Point(x: 5, y: 5))),
        .pan(
          PanGesture(
            state: .changed, translation: Point(x: 10, y: 20), location: Point(x: 15, y: 25))),
        .pan(
          PanGesture(
            state: .changed, translation: Point(x: 20, y: 40), location: Point(x: 25, y: 45))),
        .pan(
          PanGesture(
            state: .changed, translation: Point(x: 30, y: 60), location: Point(x: 35, y: 65))),
        .pan(
          PanGesture(state: .ended, translation: Point(x: 30, y: 60), location: Point(x: 35, y: 65))
        ),
      ])
    let pinch = GestureEventDeclaration(
      view: "photo", gesture: .pinch(PinchGesture(state: .ended, scale: 2)), steps: 2)
    #expect(
      pinch.expanded(center: .zero).map {
        guard case .pinch(let p) = $0 else { return "" }
        return "\(p.state.rawValue) \(p.scale)"
      } == ["began 1.0", "changed 1.5", "changed 2.0", "ended 2.0"])
    let tap = GestureEventDeclaration(
      view: "button", gesture: .press(PressGesture(state: .ended)), steps: 1, isAtCenter: true)
    #expect(
      tap.expanded(center: Point(x: 20, y: 10)) == [
        .press(PressGesture(state: .began, location: Point(x: 20, y: 10))),
        .press(PressGesture(state: .ended, location: Point(x: 20, y: 10))),
      ])
    let single = GestureEventDeclaration(
      view: "photo", gesture: .rotation(RotationGesture(state: .changed, rotation: 1)))
    #expect(
      single.expanded(center: .zero) == [.rotation(RotationGesture(state: .changed, rotation: 1))])
  }

  @Test func pinchesAndRotationsKeepTheirLimitsThroughTheFile() throws {
    let scene = try self.scene(Self.photo)
    scene.apply(gesture("photo", .pinch(PinchGesture(state: .ended, scale: 5)), steps: 2))
    scene.apply(gesture("photo", .rotation(RotationGesture(state: .ended, rotation: 2)), steps: 1))
    let photo = try #require(scene.view(withID: "photo"))
    #expect(abs(photo.transform.xScale - 3) < 1e-9, "the file's maximum scale")
    #expect(abs(photo.transform.rotationAngle - 0.5) < 1e-9, "the file's maximum rotation")
  }

  @Test func aTapAtTheCenterDimsAndTaps() throws {
    let scene = try self.scene(Self.photo)
    let down = scene.apply(
      event(
        .gesture(
          GestureEventDeclaration(
            view: "button", gesture: .press(PressGesture(state: .began)), isAtCenter: true))))
    #expect(down.callbacks == ["didTouchDown"])
    #expect(down.framesAfter[1].alpha == 0.5)
    let tap = scene.apply(
      event(
        .gesture(
          GestureEventDeclaration(
            view: "button", gesture: .press(PressGesture(state: .ended)), steps: 1,
            isAtCenter: true))))
    #expect(tap.callbacks == ["didTouchUp", "didTap"])
    #expect(scene.manipulator(forView: "button")?.tapCount == 1)
    #expect(tap.animations.isEmpty && tap.animation == nil)
  }

  @Test func aMoveThroughConstraintsChangesTheirConstants() throws {
    let scene = try self.scene(
      """
      {"root": {"width": 320, "height": 480},
       "views": [{"id": "handle"}, {"id": "label"}],
       "constraints": [{"id": "x", "constraint": "handle.leading == root.leading + 10"},
         "handle.top == root.top", "handle.width == 40", "handle.height == 40",
         "label.leading == handle.trailing + 8", "label.top == root.top", "label.width == 50",
         "label.height == 20"],
       "behaviors": {"gestures": [{"view": "handle",
         "moveable": {"method": "constraints", "horizontal": "x"}}]}}
      """)
    let result = scene.apply(
      gesture("handle", .pan(PanGesture(state: .ended, translation: Point(x: 50, y: 30))), steps: 1)
    )
    #expect(result.constants.map(\.description) == ["x: 10 → 60"])
    #expect(result.frameChanges.map(\.identifier) == ["handle", "label"])
    #expect(scene.view(withID: "label")?.frame.x == 108)
    #expect(scene.view(withID: "handle")?.transform == .identity)
  }

  @Test func aGestureStepThatWouldOverflowIsReportedNotCrashed() throws {
    // A file cannot hold a translation beyond 10^15 (see LayoutFileValidationTests), but events
    // given through the API can: the behavior refuses the step, and the scene reports it.
    let scene = try self.scene(
      """
      {"root": {"width": 375, "height": 480},
       "views": [{"id": "photo"}],
       "constraints": ["photo.trailing == root.trailing", "photo.top == root.top",
         "photo.width == 100", "photo.height == 100"],
       "behaviors": {"gestures": [{"view": "photo", "moveable": {"bounded": false}}]}}
      """)
    let pan = gesture(
      "photo", .pan(PanGesture(state: .ended, translation: Point(x: 1.7e308, y: 0))), steps: 1)
    // The first pan moves the photo by 1.7e308 (a finite transform); the second would overflow.
    #expect(scene.apply(pan).diagnostics.isEmpty)
    let moved = try #require(scene.view(withID: "photo")?.transform)
    #expect(moved.tx == 1.7e308)
    let result = scene.apply(pan)
    #expect(result.callbacks == ["didStartMoving", "didFinishMoving"])
    #expect(
      result.diagnostics.map(\.code) == [.nonFiniteTransform],
      "the changed step; ended moves nothing")
    #expect(
      result.diagnostics.first?.message
        == "The transform of 'photo' would not be a finite number after \(pan.origin) (pan photo "
        + "by (1.7e+308, 0) in 1 step); that step of the gesture changes nothing.")
    #expect(result.diagnostics.first?.constraint.name == "photo.transform")
    #expect(scene.view(withID: "photo")?.transform == moved)
  }

  // MARK: - Drag and drop

  @Test func theReferenceDropThroughAFile() throws {
    // SEED-SYSTEMS §3: a card at (50, 50, 50, 50) dragged so that its center is at (100, 150),
    // over a tray at (0, 100, 200, 200), snaps to the tray's center (100, 200).
    let scene = try self.scene(
      """
      {"root": {"width": 320, "height": 480},
       "views": [{"id": "tray"}, {"id": "card"}],
       "constraints": ["tray.left == root.left", "tray.top == root.top + 100",
         "tray.width == 200", "tray.height == 200", "card.left == root.left + 50",
         "card.top == root.top + 50", "card.width == 50", "card.height == 50"],
       "behaviors": {"dragDrop": {"draggables": ["card"], "droppables": ["tray"]}}}
      """)
    let drop = scene.apply(
      event(
        .gesture(
          GestureEventDeclaration(
            view: "card",
            gesture: .pan(PanGesture(state: .ended, translation: Point(x: 25, y: 75))),
            steps: 1))))
    #expect(
      drop.callbacks == [
        "didBegin(card)", "appearance(card, dragging)", "appearance(tray, pending)",
        "appearance(card, hovering)", "appearance(tray, pendingDrop)", "didEnd(card, tray)",
        "snapToSnapPoint(card, tray)", "appearance(tray, regular)", "appearance(card, regular)",
      ])
    #expect(drop.animations == [DraggableDroppableState.defaultHitSnapAnimation])
    let card = try #require(scene.view(withID: "card"))
    #expect(card.visualCenter == Point(x: 100, y: 200))
    #expect(scene.appearanceState(of: card) == "regular")
  }

  @Test func appearancesAreReportedByTheScene() throws {
    let scene = try self.scene(
      """
      {"root": {"width": 320, "height": 480},
       "views": [{"id": "tray"}, {"id": "card"}, {"id": "other"}],
       "constraints": ["tray.left == root.left", "tray.top == root.top + 100",
         "tray.width == 200", "tray.height == 200", "card.left == root.left + 50",
         "card.top == root.top + 50", "card.width == 50", "card.height == 50"],
       "behaviors": {"dragDrop": {"draggables": ["card"], "droppables": ["tray"],
         "draggableAppearances": {"dragging": {"alpha": 0.5}}}}}
      """)
    scene.apply(gesture("card", .pan(PanGesture(state: .began))))
    let card = try #require(scene.view(withID: "card"))
    #expect(scene.appearanceState(of: card) == "dragging")
    #expect(card.alpha == 0.5)
    #expect(scene.appearanceState(of: try #require(scene.view(withID: "tray"))) == "pending")
    #expect(scene.appearanceState(of: try #require(scene.view(withID: "other"))) == nil)
  }

  @Test func theBlogsDraggableLiftsInFront() throws {
    let scene = try self.scene(
      """
      {"root": {"width": 320, "height": 480},
       "views": [{"id": "tile"}, {"id": "other"}],
       "constraints": ["tile.left == root.left", "tile.top == root.top", "tile.width == 100",
         "tile.height == 100", "other.left == root.left", "other.top == root.top",
         "other.width == 10", "other.height == 10"],
       "behaviors": {"gestures": [{"view": "tile", "draggable": true}]}}
      """)
    let press = scene.apply(gesture("tile", .press(PressGesture(state: .began))))
    #expect(press.framesAfter.map(\.zIndex) == [1, 0])
    #expect(press.animations == [DraggableState.defaultPressAnimation])
    #expect(scene.dragger(forView: "tile")?.draggableState.isPressed == true)
  }

  // MARK: - Piles

  static let deck = """
    {"root": {"width": 320, "height": 480},
     "views": [{"id": "deck"}, {"id": "a", "parent": "deck"},
       {"id": "title", "parent": "a", "intrinsicSize": {"width": 40, "height": 10}},
       {"id": "b", "parent": "deck"}],
     "constraints": ["deck.left == root.left", "deck.top == root.top", "deck.width == 100",
       "deck.height == 30", {"id": "title-left", "constraint": "title.left == a.left + 4"},
       "title.top == a.top + 4"],
     "behaviors": {"piles": [{"view": "deck", "views": ["a"]}]}}
    """

  @Test func cardsAreInTheTreeOnlyWhileThePileShowsThem() throws {
    let scene = try self.scene(Self.deck)
    let a = try #require(scene.view(withID: "a"))
    let b = try #require(scene.view(withID: "b"))
    let title = try #require(scene.view(withID: "title"))
    #expect(a.superview?.identifier == "deck")
    #expect(b.superview == nil && b.layoutEngine == nil)
    #expect(title.frameInRoot == Rect(x: 4, y: 4, width: 40, height: 10))
    #expect(scene.diagnostics.isEmpty)

    let push = scene.apply(event(.push(pile: "deck", view: "b", animated: true, time: 0)))
    #expect(push.animations.count == 2)
    #expect(b.frame == Rect(x: 0, y: 0, width: 100, height: 30))
    let advance = scene.apply(event(.advance(pile: "deck", time: nil)))
    #expect(advance.callbacks == ["didRemove(a)"])
    #expect(a.layoutEngine == nil && title.layoutEngine == nil)
    #expect(scene.constraint(withID: "title-left")?.isActive == false)

    // Popping brings the card back, and the constraints of its content apply again.
    let pop = scene.apply(event(.pop(pile: "deck", animated: false, time: nil)))
    #expect(pop.callbacks == ["didRemove(b)"])
    #expect(scene.constraint(withID: "title-left")?.isActive == true)
    #expect(title.frameInRoot == Rect(x: 4, y: 4, width: 40, height: 10))
    #expect(scene.diagnostics.isEmpty)
  }

  @Test func aDeactivatedConstraintOfACardStaysInactiveWhenTheCardReturns() throws {
    let scene = try self.scene(Self.deck)
    scene.apply(event(.push(pile: "deck", view: "b", animated: false, time: 0)))
    scene.apply(event(.deactivate(constraint: "title-left")))
    scene.apply(event(.pop(pile: "deck", animated: false, time: nil)))
    #expect(scene.constraint(withID: "title-left")?.isActive == false)
    scene.apply(event(.push(pile: "deck", view: "b", animated: false, time: nil)))
    scene.apply(event(.activate(constraint: "title-left")))
    #expect(scene.constraint(withID: "title-left")?.isActive == false, "its card is out")
    scene.apply(event(.pop(pile: "deck", animated: false, time: nil)))
    #expect(scene.constraint(withID: "title-left")?.isActive == true)
  }

  @Test func aHandMadeDocumentWithImpossibleOptionsDoesNotCrash() {
    let document = LayoutDocument(
      fileName: "hand.json", root: RootDeclaration(width: 320, height: 480),
      views: [ViewDeclaration(id: "v"), ViewDeclaration(id: "c", parent: "v")],
      behaviors: BehaviorDeclarations(
        gestures: [
          GestureDeclaration(
            view: "v",
            moveable: MoveableDeclaration(method: .constraints(horizontal: "none", vertical: nil)),
            pinchable: PinchableDeclaration(minimumScale: 3, maximumScale: 1),
            rotatable: RotatableDeclaration(minimumRotation: 1, maximumRotation: -.infinity),
            draggable: DraggableDeclaration(pressedScale: -1)),
          GestureDeclaration(view: "missing", isTappable: true),
        ],
        dragDrop: DragDropDeclaration(
          draggables: ["v", "missing"],
          droppables: [.init(view: "c", snapPoint: Point(x: .nan, y: 0))]),
        piles: [PileDeclaration(view: "v", views: ["c", "v", "missing"])]))
    let scene = LayoutScene(document: document)
    for kind: EventDeclaration.Kind in [
      .gesture(
        GestureEventDeclaration(
          view: "v", gesture: .pinch(PinchGesture(state: .ended, scale: 2)), steps: 2)),
      .gesture(
        GestureEventDeclaration(
          view: "v", gesture: .pan(PanGesture(state: .ended, translation: Point(x: 5, y: 5))),
          steps: 0)),
      .push(pile: "v", view: "v", animated: true, time: -1),
      .push(pile: "v", view: "missing", animated: true, time: .infinity),
      .pop(pile: "missing", animated: true, time: nil),
      .advance(pile: "v", time: .nan),
    ] {
      scene.apply(event(kind))
    }
    #expect(scene.views.count == 2)
  }
}
