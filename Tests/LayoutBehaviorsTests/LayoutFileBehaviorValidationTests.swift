import Testing

@testable import LayoutBehaviors

/// The gestures, drag-and-drop and pile sections of a layout file, and their events: one test
/// per kind of mistake, with the exact code, line, column (where the `‸` marker is), message and
/// fix.
@Suite("LayoutFile validation: gestures, drag and drop, piles")
struct LayoutFileBehaviorValidationTests {
  typealias Support = LayoutFileTestSupport

  private func expect(
    _ marked: String, _ code: LayoutFileDiagnostic.Code, _ message: String, fix: String? = nil,
    path: String? = nil, sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) {
    Support.expectSingleError(
      marked, code: code, message: message, fix: fix, path: path, sourceLocation: sourceLocation)
  }

  /// A layout with a photo, a tray, a card, a pile `deck` whose cards are `a` and `b`, and a
  /// `note` outside it; `photo-x` and `photo-w` are named constraints.
  static func layout(behaviors: String, events: String? = nil) -> String {
    var text = """
      {"root": {"width": 320, "height": 480},
      "views": [{"id": "photo"}, {"id": "tray"}, {"id": "card"}, {"id": "deck"},
        {"id": "a", "parent": "deck"}, {"id": "b", "parent": "deck"}, {"id": "note"}],
      "constraints": [{"id": "photo-x", "constraint": "photo.leading == root.leading"},
        {"id": "photo-w", "constraint": "photo.width == 100"},
        {"id": "tray-y", "constraint": "tray.top == root.top"}],
      "behaviors": \(behaviors)
      """
    if let events { text += ",\n\"events\": \(events)" }
    return text + "}"
  }

  /// The layout with a moveable and pinchable photo, a tappable tray, a draggable card, and the
  /// pile, for events.
  static func withEvents(_ events: String) -> String {
    layout(
      behaviors: #"""
        {"gestures": [{"view": "photo", "moveable": true, "pinchable": true},
                      {"view": "tray", "tappable": true}],
         "dragDrop": {"draggables": ["card"], "droppables": ["tray"]},
         "piles": [{"view": "deck", "views": ["a"]}]}
        """#, events: events)
  }

  // MARK: - A valid file

  @Test func everySectionParses() throws {
    let text = Self.layout(
      behaviors: #"""
        {"gestures": [
           {"view": "photo", "moveable": {"method": "constraints", "horizontal": "photo-x",
             "bounded": false}, "pinchable": {"minimumScale": 0.5, "maximumScale": 3},
            "rotatable": {"minimumRotation": -1, "maximumRotation": 1}, "forceable": true,
            "tappable": false},
           {"view": "note", "draggable": {"pressedScale": 0.9}},
           {"view": "tray", "tappable": true, "moveable": false}],
         "dragDrop": {"draggables": ["card"], "droppables": ["tray", {"view": "note",
           "snapPoint": {"x": 5, "y": 6}}], "snapToSnapPoint": false, "snapBackOnMiss": true,
           "cancelledDragsDrop": true,
           "draggableAppearances": {"dragging": {"alpha": 0.5, "curve": "easeOut"}},
           "droppableAppearances": {"pendingDrop": {"scale": 1.2, "duration": 0.3}}},
         "piles": [{"view": "deck", "views": ["a", "b"],
           "trailing": {"alpha": 0.25, "frame": {"y": {"fraction": 0.5, "points": 4}},
                        "transform": {"scale": 0.5, "translation": [0, 8]}},
           "animation": {"duration": 0.3, "damping": 0.9}}]}
        """#,
      events: #"""
        [{"type": "pan", "view": "photo", "translation": [10, 20], "steps": 2},
         {"type": "pan", "view": "card", "from": [1, 2], "to": [11, 22]},
         {"type": "pinch", "view": "photo", "state": "changed", "scale": 1.5, "velocity": 2},
         {"type": "rotation", "view": "photo", "rotation": 0.5, "steps": 4},
         {"type": "press", "view": "tray", "location": [3, 4], "duration": 0.2},
         {"type": "press", "view": "note", "state": "began"},
         {"type": "force", "view": "photo", "state": "changed", "force": 2},
         {"type": "push", "pile": "deck", "view": "b", "at": 1.5, "animated": false},
         {"type": "pop", "pile": "deck"}, {"type": "advance", "pile": "deck", "at": 3}]
        """#)
    let document = try #require(Support.document(text))
    let behaviors = document.behaviors
    #expect(behaviors.gestures.map(\.view) == ["photo", "note", "tray"])
    let photo = behaviors.gestures[0]
    #expect(
      photo.moveable
        == MoveableDeclaration(
          method: .constraints(horizontal: "photo-x", vertical: nil), isBoundedBySuperview: false))
    #expect(photo.pinchable == PinchableDeclaration(minimumScale: 0.5, maximumScale: 3))
    #expect(photo.rotatable == RotatableDeclaration(minimumRotation: -1, maximumRotation: 1))
    #expect(photo.isForceable && !photo.isTappable && photo.draggable == nil)
    #expect(photo.manipulatorBehaviors == [.moveable, .pinchable, .rotatable, .forceable])
    #expect(behaviors.gestures[1].draggable == DraggableDeclaration(pressedScale: 0.9))
    #expect(behaviors.gestures[2].moveable == nil && behaviors.gestures[2].isTappable)
    let dragDrop = try #require(behaviors.dragDrop)
    #expect(dragDrop.draggables == ["card"])
    #expect(
      dragDrop.droppables == [
        .init(view: "tray"), .init(view: "note", snapPoint: Point(x: 5, y: 6)),
      ])
    #expect(!dragDrop.snapsToDroppableSnapPointOnHit && dragDrop.snapsBackToStartOnMiss)
    #expect(dragDrop.cancelledDragsDrop)
    #expect(
      dragDrop.draggableAppearances == [
        .dragging: DragDropAppearance(
          alpha: 0.5, animation: Animation(duration: 0.25, curve: .easeOut))
      ])
    #expect(
      dragDrop.droppableAppearances == [
        .pendingDrop: DragDropAppearance(scale: 1.2, animation: Animation(duration: 0.3))
      ])
    let pile = try #require(behaviors.piles.first)
    #expect(pile.view == "deck" && pile.views == ["a", "b"])
    #expect(pile.activeMetric == .active && pile.leadingMetric == .leading)
    #expect(pile.trailingMetric.alpha == 0.25)
    #expect(
      pile.trailingMetric.frame
        == PileFrame(
          x: .zero, y: PileLength(fraction: 0.5, points: 4), width: .full, height: .full))
    #expect(
      pile.trailingMetric.transform
        == Transform3D(AffineTransform(scaleX: 0.5, y: 0.5).translatedBy(x: 0, y: 16)))
    #expect(
      pile.animationMetric
        == StandardPileAnimationMetric(duration: 0.3, delay: 0, damping: 0.9, initialVelocity: 0))
    #expect(
      document.events.map(\.summary) == [
        "pan photo by (10, 20) in 2 steps", "pan card from (1, 2) to (11, 22) in 1 step",
        "pinch photo changed scale 1.5 velocity 2", "rotation photo by 0.5 in 4 steps",
        "press tray at (3, 4) after 0.2 s", "press note began", "force photo changed force 2",
        "push deck b at 1.5 without animation", "pop deck", "advance deck to 3",
      ])
    #expect(
      document.events.map(\.typeName) == [
        "pan", "pan", "pinch", "rotation", "press", "press", "force", "push", "pop", "advance",
      ])
  }

  // MARK: - Gestures

  @Test func gestureEntries() {
    expect(
      Self.layout(behaviors: #"{"gestures": [{"view": "photo", ‸"pinchabel": true}]}"#),
      .unknownKey, "Unknown key 'pinchabel' in gestures 0.", fix: "Did you mean 'pinchable'?",
      path: "$.behaviors.gestures[0].pinchabel")
    expect(
      Self.layout(behaviors: #"{"gestures": [{"view": ‸"phot", "moveable": true}]}"#),
      .unknownView, "Unknown view 'phot' in gestures 0.", fix: "Did you mean 'photo'?")
    expect(
      Self.layout(
        behaviors: #"{"gestures": [{"view": "photo", "moveable": true}, {"view": ‸"photo"}]}"#),
      .duplicateReference,
      "View 'photo' has gesture behaviors twice; the first is at line 7, column 37.",
      fix: "Keep one entry per view, with all its behaviors.")
    expect(
      Self.layout(behaviors: #"{"gestures": [{"view": "photo", "moveable": ‸"yes"}]}"#),
      .wrongType,
      "Expected true, false or an object of options for 'moveable', found a string 'yes'.")
    expect(
      Self.layout(behaviors: #"{"gestures": [{"view": "photo", "tappable": {‸"duration": 1}}]}"#),
      .unknownKey, "Unknown key 'duration' in 'tappable', which has no options.",
      fix: "Write '\"tappable\": true'.")
  }

  @Test func aBehaviorWithWrongOptionsStillTakesItsEvents() {
    // Only the options are reported, not the pinch as having no behavior.
    expect(
      Self.layout(
        behaviors: #"{"gestures": [{"view": "photo", "pinchable": {"maximumScale": ‸-1}}]}"#,
        events: #"[{"type": "pinch", "view": "photo", "scale": 2}]"#),
      .outOfRange, "'maximumScale' must be greater than 0, found '-1'.")
  }

  @Test func behaviorsThatTakeTheSameGestureConflict() {
    expect(
      Self.layout(
        behaviors: #"{"gestures": [{"view": "photo", "moveable": true, ‸"draggable": true}]}"#),
      .conflictingBehaviors, "View 'photo' is both 'moveable' and 'draggable'; both take pans.",
      fix: "Keep one of them.")
    expect(
      Self.layout(
        behaviors: #"{"gestures": [{"view": "photo", "tappable": true, ‸"draggable": {}}]}"#),
      .conflictingBehaviors, "View 'photo' is both 'tappable' and 'draggable'; both take presses.",
      fix: "Keep one of them.")
    expect(
      Self.layout(
        behaviors:
          #"{"gestures": [{"view": "card", "moveable": true}], "dragDrop": {"draggables": [‸"card"]}}"#
      ),
      .conflictingBehaviors,
      "View 'card' is a draggable of the drag-and-drop controller and 'moveable' in "
        + "'behaviors.gestures'; both take pans.",
      fix: "Keep one of them.")
  }

  @Test func movesThroughConstraints() {
    let moveable = { (options: String) in
      Self.layout(behaviors: #"{"gestures": [{"view": "photo", "moveable": \#(options)}]}"#)
    }
    expect(
      moveable(#"{"method": ‸"constraint", "horizontal": "photo-x"}"#), .unknownValue,
      "Invalid value 'constraint' for 'method'.", fix: "Did you mean 'constraints'?")
    expect(
      moveable(#"{"method": "transform", ‸"horizontal": "photo-x"}"#), .conflictingKeys,
      "'horizontal' applies only to moves through constraints.",
      fix: "Remove it, or set 'method' to 'constraints'.")
    expect(
      moveable(#"‸{"method": "constraints"}"#), .missingKey,
      "Missing key 'horizontal' or 'vertical' in 'moveable', whose method is 'constraints'.",
      fix: "Name the constraint that positions the view on each axis it moves along.")
    expect(
      moveable(#"{"vertical": ‸"photo-y"}"#), .unknownConstraint,
      "Unknown constraint 'photo-y' in 'moveable'.", fix: "Did you mean 'photo-x'?")
    expect(
      moveable(#"{"vertical": ‸"photo-x"}"#), .moveAxisMismatch,
      "Constraint 'photo-x' moves 'photo.leading', a horizontal position; the vertical move needs "
        + "a vertical position.",
      fix: "Name a constraint on 'top', 'bottom' or 'centerY'.")
    expect(
      moveable(#"{"horizontal": ‸"photo-w"}"#), .moveAxisMismatch,
      "Constraint 'photo-w' moves 'photo.width', a size; the horizontal move needs a horizontal "
        + "position.",
      fix: "Name a constraint on 'leading', 'trailing', 'left', 'right' or 'centerX'.")
    expect(
      moveable(#"{"bounded": ‸"no"}"#), .wrongType,
      "Expected true or false for 'bounded', found a string 'no'.")
    // A constraint of another view is allowed, with a warning.
    let text = moveable(#"{"vertical": "tray-y"}"#)
    let document = Support.document(text)
    #expect(
      document?.warnings.map(\.description) == [
        "test.json:7:71: warning: Constraint 'tray-y' of moveable view 'photo' does not involve "
          + "'photo'.\n  path: $.behaviors.gestures[0].moveable.vertical\n"
          + "  fix: Name a constraint that positions 'photo'."
      ])
  }

  @Test func scaleAndRotationLimits() {
    let gesture = { (options: String) in
      Self.layout(behaviors: #"{"gestures": [{"view": "photo", \#(options)}]}"#)
    }
    expect(
      gesture(#""pinchable": {"minimumScale": ‸0}"#), .outOfRange,
      "'minimumScale' must be greater than 0, found '0'.")
    expect(
      gesture(#""pinchable": {"minimumScale": 2, "maximumScale": ‸1.5}"#), .outOfRange,
      "'maximumScale' must be at least 'minimumScale' (2), found '1.5'.")
    expect(
      gesture(#""pinchable": {"minimumScale": ‸3}"#), .outOfRange,
      "'minimumScale' must be at most 'maximumScale' (2), found '3'.",
      fix: "Give a 'maximumScale' too.")
    expect(
      gesture(#""rotatable": {"minimumRotation": 1, "maximumRotation": ‸-1}"#), .outOfRange,
      "'maximumRotation' must be at least 'minimumRotation' (1), found '-1'.")
    expect(
      gesture(#""draggable": {"pressedScale": ‸-0.5}"#), .outOfRange,
      "'pressedScale' must be greater than 0, found '-0.5'.")
  }

  // MARK: - Drag and drop

  @Test func dragAndDrop() {
    let dragDrop = { (body: String) in Self.layout(behaviors: #"{"dragDrop": \#(body)}"#) }
    expect(
      dragDrop(#"‸{"droppables": ["tray"]}"#), .missingKey,
      "Missing key 'draggables' in the drag-and-drop controller.")
    expect(
      dragDrop(#"{"draggables": ["card", ‸"card"]}"#), .duplicateReference,
      "View 'card' is listed twice in 'draggables'; the first is at line 7, column 43.",
      fix: "Remove one of them.")
    expect(
      dragDrop(#"{"draggables": [‸"crad"]}"#), .unknownView,
      "Unknown view 'crad' in 'draggables'.", fix: "Did you mean 'card'?")
    expect(
      dragDrop(#"{"draggables": [], "droppables": [{"view": "tray", "snapPoint": ‸[1, 2, 3]}]}"#),
      .wrongType, "Expected a point '[x, y]' for 'snapPoint', found an array of 3 elements.",
      fix: "Write two numbers, such as '[120, -60]'.")
    expect(
      dragDrop(#"{"draggables": [], "droppables": ["tray", ‸"tray"]}"#), .duplicateReference,
      "View 'tray' is listed twice in 'droppables'; the first is at line 7, column 61.",
      fix: "Remove one of them.")
    expect(
      dragDrop(#"{"draggables": [], "draggableAppearances": {‸"draging": {}}}"#), .unknownKey,
      "Unknown key 'draging' in 'draggableAppearances'.", fix: "Did you mean 'dragging'?")
    expect(
      dragDrop(#"{"draggables": [], "droppableAppearances": {"pending": {"alpha": ‸1.5}}}"#),
      .outOfRange, "'alpha' must be from 0 to 1, found '1.5'.")
    expect(
      dragDrop(#"{"draggables": [], ‸"snapBackOnMis": true}"#), .unknownKey,
      "Unknown key 'snapBackOnMis' in the drag-and-drop controller.",
      fix: "Did you mean 'snapBackOnMiss'?")
  }

  // MARK: - Piles

  @Test func piles() {
    let piles = { (body: String) in Self.layout(behaviors: #"{"piles": [\#(body)]}"#) }
    expect(
      piles(#"{"view": "deck", "views": [‸"note"]}"#), .notACard,
      "View 'note' in pile 0 is not a card of pile 'deck'; the cards of a pile are the views "
        + "whose parent is its view.",
      fix: "Set the 'parent' of 'note' to 'deck'.")
    expect(
      piles(#"{"view": "deck"}, {"view": ‸"deck"}"#), .duplicateReference,
      "View 'deck' has two piles; the first is at line 7, column 34.",
      fix: "Keep one pile per view.")
    expect(
      piles(#"{"view": "deck", "trailing": {"alpha": ‸-1}}"#), .outOfRange,
      "'alpha' must be from 0 to 1, found '-1'.")
    expect(
      piles(#"{"view": "deck", "leading": {"frame": {"y": ‸"-1 * height"}}}"#), .wrongType,
      "Expected a length for 'y' (points, or an object with 'fraction' and 'points'), found a "
        + "string '-1 * height'.",
      fix: "Write '{ \"fraction\": 1 }' for the whole size.")
    expect(
      piles(#"{"view": "deck", "leading": {"frame": {"y": {‸"fractoin": -1}}}}"#), .unknownKey,
      "Unknown key 'fractoin' in 'y'.", fix: "Did you mean 'fraction'?")
    expect(
      piles(#"{"view": "deck", "active": {"transform": {"scale": ‸0}}}"#), .outOfRange,
      "'scale' must be greater than 0, found '0'.")
    expect(
      piles(#"{"view": "deck", "animation": {"damping": ‸0}}"#), .outOfRange,
      "'damping' must be greater than 0, found '0'.")
  }

  // MARK: - Events

  @Test func gestureEvents() {
    expect(
      Self.withEvents(#"[{"type": "rotation", "view": ‸"photo", "rotation": 1}]"#),
      .noGestureBehavior, "View 'photo' in event 0 has no behavior for rotation gestures.",
      fix: "Make it 'rotatable' in 'behaviors.gestures'.")
    expect(
      Self.withEvents(#"[{"type": "pan", "view": ‸"note", "translation": [1, 1]}]"#),
      .noGestureBehavior, "View 'note' in event 0 has no behavior for pan gestures.",
      fix:
        "Make it 'moveable' or 'draggable' in 'behaviors.gestures', or list it in "
        + "'behaviors.dragDrop.draggables'.")
    expect(
      Self.withEvents(#"[{"type": ‸"rotate", "view": "photo"}]"#), .unknownEvent,
      "Unknown event type 'rotate' in event 0.", fix: "Did you mean 'rotation'?")
    expect(
      Self.withEvents(#"[{"type": "pan", "view": "photo", "state": ‸"begin"}]"#), .unknownValue,
      "Invalid value 'begin' for 'state'.", fix: "Did you mean 'began'?")
    expect(
      Self.withEvents(#"[{"type": "pan", "view": "photo", "state": "ended", ‸"steps": 2}]"#),
      .conflictingKeys, "'steps' applies only to a whole gesture, without 'state'.",
      fix: "Remove 'steps', or remove 'state' to describe the whole gesture.")
    expect(
      Self.withEvents(#"[{"type": "pan", "view": "photo", "translation": [1, 1], "steps": ‸0}]"#),
      .outOfRange, "'steps' must be a whole number from 1 to 1000, found '0'.")
    expect(
      Self.withEvents(#"[‸{"type": "pan", "view": "photo"}]"#), .missingKey,
      "Missing key 'translation' (or 'from' and 'to') in event 0, a whole pan.",
      fix: "Add '\"translation\": [120, -60]', or a 'state' for a single event.")
    expect(
      Self.withEvents(#"[{"type": "pan", "view": "photo", "translation": [1, 1], ‸"to": [1, 2]}]"#),
      .conflictingKeys, "Event 0 has both 'translation' and 'to'.",
      fix: "Keep 'translation', or 'from' and 'to'.")
    expect(
      Self.withEvents(#"[‸{"type": "pan", "view": "photo", "from": [1, 1]}]"#), .missingKey,
      "Missing key 'to' in event 0.", fix: "A pan from A to B needs both 'from' and 'to'.")
    expect(
      Self.withEvents(#"[{"type": "pan", "view": "photo", "translation": ‸120}]"#), .wrongType,
      "Expected a point '[x, y]' for 'translation', found a number '120'.",
      fix: "Write both coordinates, such as '[120, -60]'.")
    expect(
      Self.withEvents(#"[‸{"type": "pinch", "view": "photo", "steps": 2}]"#), .missingKey,
      "Missing key 'scale' in event 0, a whole pinch.",
      fix: "Give the value the gesture ends at, or a 'state' for a single event.")
    expect(
      Self.withEvents(#"[{"type": "pinch", "view": "photo", "state": "changed", "scale": ‸0}]"#),
      .outOfRange, "'scale' must be greater than 0, found '0'.")
    expect(
      Self.withEvents(#"[{"type": "press", "view": "tray", ‸"steps": 2}]"#), .unknownKey,
      "Unknown key 'steps' in event 0.",
      fix: "Expected 'type', 'view', 'state', 'location' or 'duration'.")
  }

  @Test func pileEvents() {
    expect(
      Self.withEvents(#"[{"type": "push", "pile": ‸"note", "view": "a"}]"#), .notAPile,
      "View 'note' in event 0 is not a pile.", fix: "Declare a pile for it in 'behaviors.piles'.")
    expect(
      Self.withEvents(#"[{"type": "pop", "pile": ‸"dek"}]"#), .unknownView,
      "Unknown pile 'dek' in event 0.", fix: "Did you mean 'deck'?")
    expect(
      Self.withEvents(#"[{"type": "push", "pile": "deck", "view": ‸"note"}]"#), .notACard,
      "View 'note' in event 0 is not a card of pile 'deck'; the cards of a pile are the views "
        + "whose parent is its view.",
      fix: "Set the 'parent' of 'note' to 'deck'.")
    expect(
      Self.withEvents(#"[{"type": "advance", "pile": "deck", "at": ‸-1}]"#), .outOfRange,
      "'at' must be 0 or more, found '-1'.")
    expect(
      Self.withEvents(#"[{"type": "pop", "pile": "deck", "animated": ‸"false"}]"#), .wrongType,
      "Expected true or false for 'animated', found a string 'false'.",
      fix: "Remove the quotes: 'false'.")
    expect(
      Self.withEvents(#"[{"type": "advance", "pile": "deck", ‸"view": "a"}]"#), .unknownKey,
      "Unknown key 'view' in event 0.", fix: "Expected 'type', 'pile' or 'at'.")
  }

  @Test func eventsFromTheCommandLineAreCheckedToo() throws {
    let document = try #require(Support.document(Self.withEvents("[]")))
    let events = [
      EventDeclaration(
        kind: .gesture(
          GestureEventDeclaration(
            view: "tray", gesture: .pinch(PinchGesture(state: .ended, scale: 2)), steps: 1)),
        origin: "--event 'pinch tray 2'"),
      EventDeclaration(
        kind: .push(pile: "deck", view: "note", animated: true, time: nil),
        origin: "--event 'push deck note'"),
      EventDeclaration(
        kind: .pop(pile: "tray", animated: true, time: nil), origin: "--event 'pop tray'"),
    ]
    #expect(
      document.validate(events, file: "<command line>").map(\.description) == [
        "<command line>: error: View 'tray' in --event 'pinch tray 2' has no behavior for pinch "
          + "gestures.\n  fix: Make it 'pinchable' in 'behaviors.gestures'.",
        "<command line>: error: View 'note' in --event 'push deck note' is not a card of pile "
          + "'deck'; the cards of a pile are the views whose parent is its view.\n  fix: Set the "
          + "'parent' of 'note' to 'deck'.",
        "<command line>: error: View 'tray' in --event 'pop tray' is not a pile.\n  fix: Declare a "
          + "pile for it in 'behaviors.piles'.",
      ])
  }
}
