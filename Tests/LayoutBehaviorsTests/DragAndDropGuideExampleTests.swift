import Testing

@testable import LayoutBehaviors

/// The example of `Sources/LayoutBehaviors/LayoutBehaviors.docc/Behaviors/DragAndDropGuide.md`, line for line: the original README's
/// card and tray (the reference report's worked example, SEED-SYSTEMS §3.5). The numbers
/// asserted here are those printed in the guide.
@Suite struct DragAndDropGuideExampleTests {
  /// The guide's delegate.
  final class Desk: DraggableDroppableDelegate {
    var log: [String] = []

    func draggableDroppable(
      _ controller: any DraggableDroppable, draggableGestureDidBegin gesture: PanGesture,
      draggable: View
    ) {
      log.append("picked up \(draggable.identifier)")
    }

    func draggableDroppable(
      _ controller: any DraggableDroppable, draggableGestureDidEnd gesture: PanGesture,
      draggable: View, droppable: View?
    ) {
      let center = draggable.visualFrame.center
      log.append(
        "\(draggable.identifier) dropped on \(droppable?.identifier ?? "nothing") "
          + "at (\(center.x), \(center.y))")
    }
  }

  @Test func theGuidesExample() {
    let engine = LayoutEngine(size: Size(width: 320, height: 568))
    let root = engine.root
    let tray = View("tray")
    let card = View("card")
    root.addSubview(tray)
    root.addSubview(card)
    LayoutConstraint.activate([
      card.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 50),
      card.topAnchor.constraint(equalTo: root.topAnchor, constant: 50),
      card.widthAnchor.constraint(equalToConstant: 50),
      card.heightAnchor.constraint(equalToConstant: 50),
      tray.leftAnchor.constraint(equalTo: root.leftAnchor),
      tray.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
      tray.widthAnchor.constraint(equalToConstant: 200),
      tray.heightAnchor.constraint(equalToConstant: 200),
    ])

    let controller = DragDropController()
    let desk = Desk()
    controller.delegate = desk
    #expect(controller.registerDraggable(card) == true)
    #expect(controller.registerDraggable(card) == false)  // already registered: nothing changes
    #expect(controller.registerDroppable(tray) == true)

    // The finger goes down on the card and moves 25 points right, 75 down.
    let pickUp = controller.apply(PanGesture(state: .began), to: card)
    #expect(
      pickUp.callbacks == [
        "didBegin(card)", "appearance(card, dragging)", "appearance(tray, pending)",
      ])
    let move = controller.apply(
      PanGesture(state: .changed, translation: Point(x: 25, y: 75)), to: card)
    #expect(move.callbacks == ["appearance(card, hovering)", "appearance(tray, pendingDrop)"])
    #expect(card.visualFrame.center == Point(x: 100, y: 150))  // (100, 50) in the tray: a hit
    #expect(card.frame == Rect(x: 50, y: 50, width: 50, height: 50))  // the layout is untouched
    #expect(card.transform.translation == Point(x: 25, y: 75))

    // The finger lifts: the card drops on the tray and snaps to its center.
    let drop = controller.apply(
      PanGesture(state: .ended, translation: Point(x: 25, y: 75)), to: card)
    #expect(
      drop.callbacks == [
        "didEnd(card, tray)", "snapToSnapPoint(card, tray)", "appearance(tray, regular)",
        "appearance(card, regular)",
      ])
    #expect(drop.animations.map(\.description) == ["0.5 s spring(damping 0.5, velocity 0)"])
    #expect(card.visualFrame.center == Point(x: 100, y: 200))  // the tray's center
    #expect(desk.log == ["picked up card", "card dropped on tray at (100.0, 150.0)"])

    // A miss snaps back to where the drag began, when asked to.
    controller.draggableDroppableState.snapsBackToStartOnMiss = true
    controller.apply(PanGesture(state: .began), to: card)
    let miss = controller.apply(
      PanGesture(state: .ended, translation: Point(x: 150, y: -100)), to: card)
    #expect(miss.callbacks.prefix(2) == ["didEnd(card, none)", "snapToStart(card)"])
    #expect(miss.animations.map(\.description) == ["0.5 s spring(damping 0.65, velocity 0)"])
    #expect(card.visualFrame.center == Point(x: 100, y: 200))
    #expect(desk.log.last == "card dropped on nothing at (250.0, 100.0)")
  }

  /// The guide's "Customizing a step": slots that accept only cards of their color.
  final class ColorBoard: DraggableDroppable {
    var draggableDroppableState = DraggableDroppableState()

    /// The droppable under the card, if its identifier starts with the card's color.
    func droppable(under draggable: View) -> View? {
      let color = draggable.identifier.split(separator: "-")[0]
      return draggableDroppableState.droppables.first { slot in
        guard slot.identifier.hasPrefix(color), let superview = draggable.superview else {
          return false
        }
        let center = draggable.convert(draggable.bounds.center, to: superview)
        return slot.point(inside: slot.convert(center, from: superview))
      }
    }
  }

  @Test func theGuidesCustomization() {
    let engine = LayoutEngine(size: Size(width: 320, height: 568))
    let root = engine.root
    let red = View("red-slot")
    let blue = View("blue-slot")
    let card = View("blue-card")
    for view in [red, blue, card] { root.addSubview(view) }
    for (view, x) in [(red, 0.0), (blue, 160.0)] {
      LayoutConstraint.activate([
        view.leftAnchor.constraint(equalTo: root.leftAnchor, constant: x),
        view.topAnchor.constraint(equalTo: root.topAnchor, constant: 300),
        view.widthAnchor.constraint(equalToConstant: 160),
        view.heightAnchor.constraint(equalToConstant: 100),
      ])
    }
    LayoutConstraint.activate([
      card.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 10),
      card.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
      card.widthAnchor.constraint(equalToConstant: 40),
      card.heightAnchor.constraint(equalToConstant: 40),
    ])
    let board = ColorBoard()
    board.registerDraggable(card)
    board.registerDroppable(red)
    board.registerDroppable(blue)

    board.apply(PanGesture(state: .began), to: card)
    let overRed = board.apply(
      PanGesture(state: .changed, translation: Point(x: 50, y: 320)), to: card)
    #expect(overRed.callbacks.isEmpty)  // over the red slot: not a hit for a blue card
    let drop = board.apply(PanGesture(state: .ended, translation: Point(x: 200, y: 320)), to: card)
    #expect(
      drop.callbacks.prefix(2) == [
        "didEnd(blue-card, blue-slot)", "snapToSnapPoint(blue-card, blue-slot)",
      ])
    #expect(card.visualFrame.center == Point(x: 240, y: 350))
  }
}
