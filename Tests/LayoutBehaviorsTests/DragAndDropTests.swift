import Testing

@testable import LayoutBehaviors

/// The reference report's drag-and-drop board (SEED-SYSTEMS §3.5, from the original's README):
/// a 320 × 568 root, a draggable card at (50, 50, 50, 50) and a droppable tray at
/// (0, 100, 200, 200).
struct Board {
  let engine: LayoutEngine
  let card: View
  let tray: View
  let controller = DragDropController()

  init() {
    engine = LayoutEngine(size: Size(width: 320, height: 568))
    card = View("card")
    tray = View("tray")
    engine.root.addSubview(tray)
    engine.root.addSubview(card)
    place(card, 50, 50, 50, 50)
    place(tray, 0, 100, 200, 200)
    controller.registerDraggable(card)
    controller.registerDroppable(tray)
  }

  /// Adds a view at a fixed frame in `parent` (the root by default).
  @discardableResult
  func add(
    _ identifier: String, _ x: Double, _ y: Double, _ width: Double, _ height: Double,
    in parent: View? = nil
  ) -> View {
    let view = View(identifier)
    (parent ?? engine.root).addSubview(view)
    place(view, x, y, width, height)
    return view
  }

  /// Pins `view` at a fixed frame in its superview.
  func place(_ view: View, _ x: Double, _ y: Double, _ width: Double, _ height: Double) {
    let parent = view.superview!
    LayoutConstraint.activate([
      view.leftAnchor.constraint(equalTo: parent.leftAnchor, constant: x),
      view.topAnchor.constraint(equalTo: parent.topAnchor, constant: y),
      view.widthAnchor.constraint(equalToConstant: width),
      view.heightAnchor.constraint(equalToConstant: height),
    ])
  }

  /// Applies a pan to the card.
  @discardableResult
  func pan(_ state: GestureState, _ x: Double = 0, _ y: Double = 0, view: View? = nil)
    -> GestureResult
  {
    controller.apply(PanGesture(state: state, translation: Point(x: x, y: y)), to: view ?? card)
  }

  /// Where the card's center is drawn, in root coordinates.
  var cardCenter: Point { card.visualFrame.center }
}

/// A delegate that logs its calls, with where the draggable's center was drawn at the time.
final class DropLog: DraggableDroppableDelegate {
  var entries: [String] = []

  func draggableDroppable(
    _ controller: any DraggableDroppable, draggableGestureDidBegin gesture: PanGesture,
    draggable: View
  ) {
    entries.append("began \(draggable.identifier) at \(describe(draggable.visualFrame.center))")
  }

  func draggableDroppable(
    _ controller: any DraggableDroppable, draggableGestureDidEnd gesture: PanGesture,
    draggable: View, droppable: View?
  ) {
    entries.append(
      "ended \(draggable.identifier) on \(droppable?.identifier ?? "nothing") at "
        + describe(draggable.visualFrame.center))
  }

  private func describe(_ point: Point) -> String {
    "(\(Animation.format(point.x)), \(Animation.format(point.y)))"
  }
}

@Suite struct DragAndDropTests {
  // MARK: - The worked example

  /// SEED-SYSTEMS §3.5: the card's center moves to (100, 150), which is (100, 50) in the tray:
  /// a hit; it snaps to the tray's center, (100, 200) — the original's conversion gave
  /// (100, 300).
  @Test func theReferenceHit() throws {
    let board = Board()
    let log = DropLog()
    board.controller.delegate = log

    let began = board.pan(.began)
    #expect(
      began.callbacks == [
        "didBegin(card)", "appearance(card, dragging)", "appearance(tray, pending)",
      ])
    #expect(began.changes.isEmpty)
    #expect(began.animations.isEmpty)

    let moved = board.pan(.changed, 25, 75)
    #expect(moved.callbacks == ["appearance(card, hovering)", "appearance(tray, pendingDrop)"])
    #expect(board.cardCenter == Point(x: 100, y: 150))
    #expect(board.tray.convert(board.cardCenter, from: board.engine.root) == Point(x: 100, y: 50))
    let change = try #require(moved.change(of: board.card))
    expectFrame(change.before.visualFrame, 50, 50, 50, 50)
    expectFrame(change.after.visualFrame, 75, 125, 50, 50)
    expectFrame(change.after.frame, 50, 50, 50, 50)  // the layout is untouched
    #expect(change.after.transform.tx == 25 && change.after.transform.ty == 75)

    let ended = board.pan(.ended, 25, 75)
    #expect(
      ended.callbacks == [
        "didEnd(card, tray)", "snapToSnapPoint(card, tray)", "appearance(tray, regular)",
        "appearance(card, regular)",
      ])
    #expect(ended.animations.map(\.description) == ["0.5 s spring(damping 0.5, velocity 0)"])
    #expect(board.cardCenter == Point(x: 100, y: 200))
    #expect(board.cardCenter != Point(x: 100, y: 300))  // the original's center + origin
    expectFrame(try #require(ended.change(of: board.card)).after.visualFrame, 75, 175, 50, 50)
    // The delegate heard the end before the snap: the card was still where it was dropped.
    #expect(log.entries == ["began card at (75, 75)", "ended card on tray at (100, 150)"])
    #expect(board.controller.draggableDroppableState.drags.isEmpty)
    #expect(
      board.controller.draggableDroppableState.appearance(ofDraggable: board.card) == .regular)
    #expect(
      board.controller.draggableDroppableState.appearance(ofDroppable: board.tray) == .regular)
  }

  /// SEED-SYSTEMS §3.3 edge case 1: the default snap point is the droppable's center in its
  /// superview, not its center taken as a point of its own coordinates (center + origin).
  @Test func theDefaultSnapPointIsTheCenterWhereverTheDroppableIs() {
    let board = Board()
    let shelf = board.add("shelf", 200, 400, 100, 60)
    board.controller.registerDroppable(shelf)
    board.pan(.began)
    board.pan(.changed, 180, 360)  // center (255, 435): in the shelf
    #expect(board.controller.droppable(under: board.card) === shelf)
    board.pan(.ended, 180, 360)
    #expect(board.cardCenter == Point(x: 250, y: 430))  // the original: (450, 830), off screen
  }

  @Test func aGivenSnapPointIsInTheDroppablesCoordinates() {
    let board = Board()
    let shelf = board.add("shelf", 200, 400, 100, 60)
    board.controller.registerDroppable(shelf, snapPoint: Point(x: 5, y: 5))  // the MNK demo's
    board.pan(.began)
    board.pan(.ended, 180, 360)
    #expect(board.cardCenter == Point(x: 205, y: 405))
    #expect(board.controller.snapPoint(ofDroppable: shelf) == Point(x: 5, y: 5))
    #expect(board.controller.snapPoint(ofDroppable: board.tray) == Point(x: 100, y: 100))
  }

  // MARK: - Misses

  @Test func aMissWithTheDefaultsStaysWhereItWasDropped() {
    let board = Board()
    board.pan(.began)
    board.pan(.changed, 200, 0)
    let ended = board.pan(.ended, 200, 0)
    #expect(
      ended.callbacks == [
        "didEnd(card, none)", "appearance(tray, regular)", "appearance(card, regular)",
      ])
    #expect(ended.animations.isEmpty)
    #expect(board.cardCenter == Point(x: 275, y: 75))
  }

  /// Issue #3 ("How to snap back to initial point?"): snapping back went to center + origin, so
  /// every miss moved the view further, "out of bounds" after a few. It returns to the start.
  @Test func aMissSnapsBackToTheStartEveryTime() {
    let board = Board()
    board.controller.draggableDroppableState.snapsBackToStartOnMiss = true
    for _ in 0..<4 {
      board.pan(.began)
      board.pan(.changed, 200, 0)
      let ended = board.pan(.ended, 200, 0)
      #expect(
        ended.callbacks == [
          "didEnd(card, none)", "snapToStart(card)", "appearance(tray, regular)",
          "appearance(card, regular)",
        ])
      #expect(ended.animations.map(\.description) == ["0.5 s spring(damping 0.65, velocity 0)"])
      // The original: (125, 125), then (225, 225), …
      #expect(board.cardCenter == Point(x: 75, y: 75))
    }
  }

  @Test func snappingOnAHitCanBeTurnedOff() {
    let board = Board()
    board.controller.draggableDroppableState.snapsToDroppableSnapPointOnHit = false
    board.pan(.began)
    let ended = board.pan(.ended, 25, 75)
    #expect(
      ended.callbacks == [
        "didEnd(card, tray)", "appearance(tray, regular)", "appearance(card, regular)",
      ])
    #expect(board.cardCenter == Point(x: 100, y: 150))
  }

  // MARK: - Hit test

  /// The hit test uses the draggable's center, not the finger or the frames' overlap, and the
  /// droppable's bounds with its maximum edges outside, as `CGRectContainsPoint`.
  @Test func theHitTestUsesTheCenterAndHalfOpenBounds() {
    let board = Board()
    board.pan(.began)
    board.pan(.changed, 125, 75)  // center (200, 150): on the tray's right edge, outside
    #expect(board.controller.droppable(under: board.card) == nil)
    board.pan(.changed, 124.5, 75)  // center (199.5, 150): inside
    #expect(board.controller.droppable(under: board.card) === board.tray)
    board.pan(.changed, 0, 25)  // center (75, 100): on its top edge, inside
    #expect(board.controller.droppable(under: board.card) === board.tray)
    board.pan(.changed, 0, 24)  // the card overlaps the tray by 24 points; its center does not
    #expect(board.controller.droppable(under: board.card) == nil)
    // The finger's location does not count either.
    board.controller.apply(
      PanGesture(state: .changed, translation: Point(x: 0, y: 24), location: Point(x: 75, y: 150)),
      to: board.card)
    #expect(board.controller.droppable(under: board.card) == nil)
  }

  /// Overlapping droppables: the first registered wins, whatever their z-order (the original
  /// picked one in an unordered set's order).
  @Test func overlappingDroppablesAreHitInRegistrationOrder() {
    let board = Board()
    let inner = board.add("inner", 50, 120, 100, 100)  // inside the tray, in front of it
    board.controller.registerDroppable(inner)
    board.pan(.began)
    let moved = board.pan(.changed, 25, 75)
    #expect(moved.callbacks == ["appearance(card, hovering)", "appearance(tray, pendingDrop)"])
    #expect(board.controller.droppable(under: board.card) === board.tray)
    board.pan(.cancelled)

    board.controller.deregisterDroppable(board.tray)
    board.controller.registerDroppable(board.tray)
    #expect(
      board.controller.draggableDroppableState.droppables.map(\.identifier) == ["inner", "tray"])
    board.pan(.began)
    #expect(board.controller.droppable(under: board.card) == nil)
    board.pan(.changed, 25, 75)
    #expect(board.controller.droppable(under: board.card) === inner)
  }

  /// Points are converted through the tree: a droppable in another container, scaled.
  @Test func theHitTestAndTheSnapGoThroughTheTree() {
    let board = Board()
    let panel = board.add("panel", 200, 300, 120, 200)
    let slot = board.add("slot", 10, 10, 40, 40, in: panel)
    slot.transform = AffineTransform(scaleX: 2, y: 2)  // drawn at (190, 290, 80, 80) in the root
    board.controller.registerDroppable(slot)
    board.pan(.began)
    board.pan(.changed, 125, 220)  // center (200, 295): in the scaled slot only
    #expect(board.controller.droppable(under: board.card) === slot)
    board.pan(.ended, 125, 220)
    #expect(board.cardCenter == Point(x: 230, y: 330))  // the slot's center, drawn
  }

  /// A view never drops on itself or on a view inside it.
  @Test func aViewIsNotItsOwnDroppable() {
    let board = Board()
    board.controller.registerDroppable(board.card)
    let badge = board.add("badge", 0, 0, 10, 10, in: board.card)
    board.controller.registerDroppable(badge)
    board.pan(.began)
    let moved = board.pan(.changed, 1, 1)
    #expect(board.controller.droppable(under: board.card) == nil)
    #expect(
      moved.callbacks.isEmpty
        && board.controller.draggableDroppableState.appearance(ofDroppable: board.card) == .pending)
  }

  // MARK: - Moving

  /// The grab offset is kept: the card moves by the translation, whatever the finger's location
  /// (the original put the center under the finger).
  @Test func theGrabOffsetIsKept() {
    let board = Board()
    board.controller.apply(PanGesture(state: .began, location: Point(x: 55, y: 60)), to: board.card)
    board.controller.apply(
      PanGesture(state: .changed, translation: Point(x: 10, y: 0), location: Point(x: 65, y: 60)),
      to: board.card)
    #expect(board.cardCenter == Point(x: 85, y: 75))  // the original: (65, 60)
  }

  @Test func theOriginalsJumpToTheFingerIsOneOverrideAway() {
    final class FingerController: DraggableDroppable {
      var draggableDroppableState = DraggableDroppableState()
      func dragCenter(for pan: PanGesture, in drag: DragSession) -> Point { pan.location }
    }
    let board = Board()
    let controller = FingerController()
    controller.registerDraggable(board.card)
    controller.apply(PanGesture(state: .began, location: Point(x: 55, y: 60)), to: board.card)
    #expect(board.cardCenter == Point(x: 55, y: 60))
    controller.apply(PanGesture(state: .changed, location: Point(x: 65, y: 60)), to: board.card)
    #expect(board.cardCenter == Point(x: 65, y: 60))
  }

  /// A second drag starts from where the first ended (the transform keeps the offset), and the
  /// constraints are left alone, so a relayout keeps it.
  @Test func aSecondDragStartsWhereTheFirstEnded() {
    let board = Board()
    board.pan(.began)
    board.pan(.ended, 200, 0)
    #expect(board.cardCenter == Point(x: 275, y: 75))
    board.pan(.began)
    board.pan(.ended, 0, 100)
    #expect(board.cardCenter == Point(x: 275, y: 175))
    board.engine.rootSize = Size(width: 568, height: 320)
    #expect(board.cardCenter == Point(x: 275, y: 175))
  }

  /// The z-order is left alone; a delegate can lift the view, and the change is in the result.
  @Test func aDelegateCanBringTheDraggableToTheFront() throws {
    final class Lifter: DraggableDroppableDelegate {
      func draggableDroppable(
        _ controller: any DraggableDroppable, draggableGestureDidBegin gesture: PanGesture,
        draggable: View
      ) {
        draggable.superview?.bringSubviewToFront(draggable)
      }
    }
    let board = Board()
    board.engine.root.sendSubviewToBack(board.card)
    #expect(board.engine.root.subviews.map(\.identifier) == ["card", "tray"])
    let lifter = Lifter()
    board.controller.delegate = lifter
    let began = board.pan(.began)
    #expect(board.engine.root.subviews.map(\.identifier) == ["tray", "card"])
    let change = try #require(began.change(of: board.card))
    #expect(change.before.zIndex == 0 && change.after.zIndex == 1)
    #expect(began.change(of: board.tray)?.after.zIndex == 0)
  }

  // MARK: - Registration

  @Test func registeringTwiceIsANoOpThatSaysSo() {
    let board = Board()
    #expect(board.controller.registerDraggable(board.card) == false)
    #expect(board.controller.registerDroppable(board.tray, snapPoint: Point(x: 1, y: 1)) == false)
    #expect(board.controller.snapPoint(ofDroppable: board.tray) == Point(x: 100, y: 100))
    #expect(board.controller.draggableDroppableState.draggables.map(\.identifier) == ["card"])
    #expect(board.controller.deregisterDraggable(board.card))
    #expect(board.controller.deregisterDraggable(board.card) == false)
    #expect(board.controller.deregisterDroppable(board.tray))
    #expect(board.controller.deregisterDroppable(board.tray) == false)
    // A view that is not registered ignores pans.
    #expect(board.pan(.began).isEmpty)
    #expect(board.controller.draggableDroppableState.appearance(ofDraggable: board.card) == nil)
  }

  @Test func deregisteringDuringADrag() {
    let board = Board()
    board.controller.draggableDroppableState.draggableAppearances = [
      .regular: DragDropAppearance(alpha: 1), .hovering: DragDropAppearance(alpha: 0.5),
    ]
    board.pan(.began)
    board.pan(.changed, 25, 75)
    #expect(board.card.alpha == 0.5)
    board.controller.deregisterDroppable(board.tray)
    #expect(
      board.controller.draggableDroppableState.appearance(ofDraggable: board.card) == .dragging)
    #expect(board.controller.draggableDroppableState.drag(of: board.card)?.droppable == nil)
    board.controller.registerDroppable(board.tray)
    #expect(
      board.controller.draggableDroppableState.appearance(ofDroppable: board.tray) == .pending)
    board.controller.deregisterDraggable(board.card)
    #expect(board.card.alpha == 1)
    #expect(board.controller.draggableDroppableState.drags.isEmpty)
    #expect(
      board.controller.draggableDroppableState.appearance(ofDroppable: board.tray) == .regular)
    #expect(board.cardCenter == Point(x: 100, y: 150))  // left where it was
  }

  // MARK: - Phases

  /// The original treated a cancelled pan as a drop. Here a cancel undoes the drag.
  @Test func aCancelledDragIsUndone() {
    let board = Board()
    board.pan(.began)
    board.pan(.changed, 25, 75)
    let cancelled = board.pan(.cancelled)
    #expect(
      cancelled.callbacks == [
        "didEnd(card, none)", "snapToStart(card)", "appearance(tray, regular)",
        "appearance(card, regular)",
      ])
    #expect(board.cardCenter == Point(x: 75, y: 75))
  }

  @Test func aCancelledDragDropsWhenAskedAsTheOriginal() {
    let board = Board()
    board.controller.draggableDroppableState.cancelledDragsDrop = true
    board.pan(.began)
    board.pan(.changed, 25, 75)
    let cancelled = board.pan(.cancelled, 0, 0)  // a cancel carries no move
    #expect(cancelled.callbacks.prefix(2) == ["didEnd(card, tray)", "snapToSnapPoint(card, tray)"])
    #expect(board.cardCenter == Point(x: 100, y: 200))
  }

  @Test func aFailedDragIsUndoneAndNeverDrops() {
    let board = Board()
    board.controller.draggableDroppableState.cancelledDragsDrop = true
    board.pan(.began)
    board.pan(.changed, 25, 75)
    #expect(board.pan(.failed).callbacks.prefix(2) == ["didEnd(card, none)", "snapToStart(card)"])
    #expect(board.cardCenter == Point(x: 75, y: 75))
  }

  @Test func eventsOutsideADragAreIgnored() {
    let board = Board()
    #expect(board.pan(.possible).isEmpty)
    #expect(board.pan(.changed, 10, 10).isEmpty)
    #expect(board.pan(.ended, 10, 10).isEmpty)
    #expect(board.pan(.cancelled).isEmpty)
    #expect(board.pan(.failed).isEmpty)
    #expect(board.cardCenter == Point(x: 75, y: 75))
    let pinch = board.controller.apply(.pinch(PinchGesture(state: .began)), to: board.card)
    #expect(pinch.isEmpty)
    #expect(
      board.controller.apply(.pan(PanGesture(state: .began)), to: board.card).callbacks.first
        == "didBegin(card)")
    // A second began while dragging moves like a change.
    #expect(
      board.pan(.began, 25, 75).callbacks == [
        "appearance(card, hovering)", "appearance(tray, pendingDrop)",
      ])
  }

  /// Appearances are applied when they change, not on every move (the original called them on
  /// every move, so they had to be idempotent).
  @Test func appearancesAreAppliedOnlyWhenTheyChange() {
    let board = Board()
    board.pan(.began)
    #expect(board.pan(.changed, 25, 75).callbacks.count == 2)
    #expect(board.pan(.changed, 30, 80).callbacks.isEmpty)
    #expect(
      board.pan(.changed, 300, 80).callbacks == [
        "appearance(card, dragging)", "appearance(tray, pending)",
      ])
  }

  /// A drag that begins over a droppable starts hovering.
  @Test func aDragThatBeginsOverADroppable() {
    let board = Board()
    let began = board.pan(.began, 25, 75)
    #expect(
      began.callbacks == [
        "didBegin(card)", "appearance(card, hovering)", "appearance(tray, pendingDrop)",
      ])
  }

  /// The original's example app's appearances: the card at 0.9 unless hovering (1.0, animated
  /// 0.5 s), the tray at alpha 0.4 / 0.5 / 1.
  @Test func theExampleAppsAppearances() throws {
    let board = Board()
    var state = DraggableDroppableState()
    state.draggableAppearances = [
      .regular: DragDropAppearance(scale: 0.9), .dragging: DragDropAppearance(scale: 0.9),
      .hovering: DragDropAppearance(scale: 1, animation: Animation(duration: 0.5)),
    ]
    state.droppableAppearances = [
      .regular: DragDropAppearance(alpha: 0.4), .pending: DragDropAppearance(alpha: 0.5),
      .pendingDrop: DragDropAppearance(alpha: 1),
    ]
    board.controller.draggableDroppableState = state
    board.controller.registerDraggable(board.card)
    board.controller.registerDroppable(board.tray)
    board.card.transform = AffineTransform(scaleX: 0.9, y: 0.9)
    board.tray.alpha = 0.4

    let began = board.pan(.began)
    #expect(board.tray.alpha == 0.5)
    #expect(began.animations.isEmpty)  // the card's scale did not change
    let moved = board.pan(.changed, 25, 75)
    #expect(moved.animations.map(\.description) == ["0.5 s easeInOut"])
    #expect(board.card.transform == AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 25, ty: 75))
    #expect(board.tray.alpha == 1)
    #expect(board.cardCenter == Point(x: 100, y: 150))  // scaling keeps the center
    let ended = board.pan(.ended, 25, 75)
    #expect(board.card.transform == AffineTransform(a: 0.9, b: 0, c: 0, d: 0.9, tx: 25, ty: 125))
    #expect(board.tray.alpha == 0.4)
    let trayChange = try #require(ended.change(of: board.tray))
    #expect(trayChange.before.alpha == 1 && trayChange.after.alpha == 0.4)
  }

  /// Two drags at once (two fingers): a droppable stays pending until the last one ends.
  @Test func twoDragsAtOnce() {
    let board = Board()
    let chip = board.add("chip", 250, 50, 20, 20)
    board.controller.registerDraggable(chip)
    board.pan(.began)
    let second = board.pan(.began, view: chip)
    #expect(second.callbacks == ["didBegin(chip)", "appearance(chip, dragging)"])
    board.pan(.changed, -160, 100, view: chip)  // chip center (100, 160): over the tray
    #expect(
      board.controller.draggableDroppableState.appearance(ofDroppable: board.tray) == .pendingDrop)
    let first = board.pan(.ended, 200, 0)
    #expect(first.callbacks == ["didEnd(card, none)", "appearance(card, regular)"])
    let last = board.pan(.ended, -160, 100, view: chip)
    #expect(
      last.callbacks == [
        "didEnd(chip, tray)", "snapToSnapPoint(chip, tray)", "appearance(tray, regular)",
        "appearance(chip, regular)",
      ])
    #expect(chip.visualFrame.center == Point(x: 100, y: 200))
  }

  // MARK: - Snapping on request

  @Test func snapToStartUndoesADropAfterTheFact() {
    // The original's snapDraggableToStartingLocationFromGesture:, without the gesture: a drop
    // that stayed where it was can be sent back later.
    let board = Board()
    #expect(board.controller.snapToStart(board.card).isEmpty, "never dragged: nowhere to go")
    board.pan(.began)
    board.pan(.ended, 200, 0)
    #expect(board.cardCenter == Point(x: 275, y: 75))
    let back = board.controller.snapToStart(board.card)
    #expect(back.callbacks == ["snapToStart(card)"])
    #expect(back.animations == [DraggableDroppableState.defaultMissSnapAnimation])
    #expect(back.changes.map(\.identifier) == ["card"])
    #expect(board.cardCenter == Point(x: 75, y: 75))
    // Twice is harmless: the view is already there.
    #expect(board.controller.snapToStart(board.card).changes.isEmpty)
    #expect(board.cardCenter == Point(x: 75, y: 75))
    // A second drag has its own start.
    board.pan(.began)
    board.pan(.ended, 0, 300)
    board.pan(.began)
    board.pan(.ended, 100, 0)
    board.controller.snapToStart(board.card)
    #expect(board.cardCenter == Point(x: 75, y: 375))
    // Deregistering forgets it.
    board.controller.deregisterDraggable(board.card)
    #expect(board.controller.snapToStart(board.card).isEmpty)
  }

  @Test func snapToSnapPointPlacesAViewWithoutADrag() {
    // The original's snapDragabbleToDroppableSnapPointFromGesture:droppable:. The tray at
    // (0, 100, 200, 200) takes the card's center to its own center, (100, 200); a view that is
    // not registered as droppable works too, with its bounds' center.
    let board = Board()
    let placed = board.controller.snap(board.card, toSnapPointOf: board.tray)
    #expect(placed.callbacks == ["snapToSnapPoint(card, tray)"])
    #expect(placed.animations == [DraggableDroppableState.defaultHitSnapAnimation])
    #expect(board.cardCenter == Point(x: 100, y: 200))
    let shelf = board.add("shelf", 200, 400, 100, 40)
    board.controller.snap(board.card, toSnapPointOf: shelf)
    #expect(board.cardCenter == Point(x: 250, y: 420))
    // A view of another tree, or a draggable without a superview: nothing to convert through.
    let elsewhere = LayoutEngine(size: Size(width: 100, height: 100))
    #expect(board.controller.snap(board.card, toSnapPointOf: elsewhere.root).isEmpty)
    #expect(board.controller.snap(View("loose"), toSnapPointOf: board.tray).isEmpty)
    #expect(board.cardCenter == Point(x: 250, y: 420))
  }

  @Test func theEndOfADragCallsTheSnapRequirements() {
    // A conformer that replaces both snaps sees them called by drops and cancels.
    final class LoggingController: DraggableDroppable {
      var draggableDroppableState = DraggableDroppableState()
      var log: [String] = []
      func snapToStart(_ draggable: View) -> GestureResult {
        log.append("start \(draggable.identifier)")
        return GestureResult()
      }
      func snap(_ draggable: View, toSnapPointOf droppable: View) -> GestureResult {
        log.append("onto \(droppable.identifier)")
        return GestureResult()
      }
    }
    let board = Board()
    let controller = LoggingController()
    controller.registerDraggable(board.card)
    controller.registerDroppable(board.tray)
    let pan = { (state: GestureState, x: Double, y: Double) in
      _ = controller.apply(
        PanGesture(state: state, translation: Point(x: x, y: y)), to: board.card)
    }
    pan(.began, 0, 0)
    pan(.ended, 25, 75)  // over the tray
    pan(.began, 0, 0)
    pan(.cancelled, 0, 0)
    #expect(controller.log == ["onto tray", "start card"])
    #expect(board.cardCenter == Point(x: 100, y: 150), "the overrides moved nothing")
  }
}
