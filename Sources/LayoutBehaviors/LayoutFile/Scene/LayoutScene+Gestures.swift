extension LayoutScene {
  // MARK: - Building

  /// The gesture behaviors of a document's views: a ``Manipulator`` for ``Moveable``,
  /// ``Pinchable``, ``Rotatable``, ``Tappable`` and ``Forceable``, and a ``Dragger`` for
  /// ``Draggable``, in file order.
  ///
  /// Options a hand-made document gets wrong (limits out of order, a constraint on the wrong
  /// axis) fall back to the behaviors' defaults rather than tripping their preconditions.
  static func makeGestureBehaviors(
    _ declarations: [GestureDeclaration], views: IdentifierMap<View>,
    constraints: ConstraintsByID
  ) -> (
    manipulators: [Manipulator], manipulatorsByView: [String: Manipulator], draggers: [Dragger],
    draggersByView: [String: Dragger]
  ) {
    var manipulators: [Manipulator] = []
    var manipulatorsByView: [String: Manipulator] = [:]
    var draggers: [Dragger] = []
    var draggersByView: [String: Dragger] = [:]
    for declaration in declarations {
      guard let view = views[declaration.view] else { continue }
      let behaviors = declaration.manipulatorBehaviors
      if !behaviors.isEmpty, manipulatorsByView[declaration.view] == nil {
        let manipulator = Manipulator(
          view: view, behaviors: behaviors,
          moveable: moveableState(declaration.moveable, constraints: constraints),
          pinchable: pinchableState(declaration.pinchable),
          rotatable: rotatableState(declaration.rotatable))
        manipulators.append(manipulator)
        manipulatorsByView[declaration.view] = manipulator
      }
      if let draggable = declaration.draggable, draggersByView[declaration.view] == nil {
        let scale = draggable.pressedScale
        let dragger = Dragger(
          view: view,
          state: scale.isFinite && scale > 0
            ? DraggableState(pressedScale: scale) : DraggableState())
        draggers.append(dragger)
        draggersByView[declaration.view] = dragger
      }
    }
    return (manipulators, manipulatorsByView, draggers, draggersByView)
  }

  /// The moveable state of a declaration; a constraint that does not relate positions on its
  /// axis (only in a hand-made document) is left out.
  static func moveableState(
    _ declaration: MoveableDeclaration?, constraints: ConstraintsByID
  ) -> MoveableState {
    guard let declaration else { return MoveableState() }
    var method = MoveMethod.transform
    if case .constraints(let horizontal, let vertical) = declaration.method {
      let x = horizontal.flatMap { constraints[$0] }.flatMap {
        $0.firstAttribute.axis == .horizontal ? $0 : nil
      }
      let y = vertical.flatMap { constraints[$0] }.flatMap {
        $0.firstAttribute.axis == .vertical ? $0 : nil
      }
      method = .constraints(horizontal: x, vertical: y)
    }
    return MoveableState(method: method, isBoundedBySuperview: declaration.isBoundedBySuperview)
  }

  /// The pinchable state of a declaration; limits that are not `0 < minimum ≤ maximum` (only in
  /// a hand-made document) are the defaults.
  static func pinchableState(_ declaration: PinchableDeclaration?) -> PinchableState {
    guard let declaration, declaration.minimumScale > 0,
      declaration.minimumScale <= declaration.maximumScale, declaration.maximumScale.isFinite
    else { return PinchableState() }
    return PinchableState(
      minimumScale: declaration.minimumScale, maximumScale: declaration.maximumScale)
  }

  /// The rotatable state of a declaration; limits that are not finite or out of order (only in a
  /// hand-made document) are dropped.
  static func rotatableState(_ declaration: RotatableDeclaration?) -> RotatableState {
    guard let declaration else { return RotatableState() }
    var minimum = declaration.minimumRotation.flatMap { $0.isFinite ? $0 : nil }
    var maximum = declaration.maximumRotation.flatMap { $0.isFinite ? $0 : nil }
    if let low = minimum, let high = maximum, low > high {
      minimum = nil
      maximum = nil
    }
    return RotatableState(minimumRotation: minimum, maximumRotation: maximum)
  }

  /// The drag-and-drop controller of a declaration, with its settings and its views registered
  /// in file order.
  static func makeDragDropController(
    _ declaration: DragDropDeclaration, views: IdentifierMap<View>
  ) -> DragDropController {
    var state = DraggableDroppableState()
    state.snapsToDroppableSnapPointOnHit = declaration.snapsToDroppableSnapPointOnHit
    state.snapsBackToStartOnMiss = declaration.snapsBackToStartOnMiss
    state.cancelledDragsDrop = declaration.cancelledDragsDrop
    state.draggableAppearances = declaration.draggableAppearances
    state.droppableAppearances = declaration.droppableAppearances
    let controller = DragDropController(state: state)
    for id in declaration.draggables {
      if let view = views[id] { controller.registerDraggable(view) }
    }
    for droppable in declaration.droppables {
      guard let view = views[droppable.view] else { continue }
      let snapPoint = droppable.snapPoint.flatMap { $0.x.isFinite && $0.y.isFinite ? $0 : nil }
      controller.registerDroppable(view, snapPoint: snapPoint)
    }
    return controller
  }

  // MARK: - Applying

  /// Applies a gesture event: each of its events, in order, to the behavior that takes it — a
  /// pan to the drag-and-drop controller if the view is one of its draggables, else to the
  /// ``Draggable`` behavior, else to the moveable behavior; a press to the ``Draggable``
  /// behavior, else to the tappable behavior; the other gestures to their behaviors.
  ///
  /// - Returns: the results of the events, merged (``GestureResult/append(_:)``).
  func applyGesture(_ declaration: GestureEventDeclaration) -> GestureResult {
    guard let view = view(withID: declaration.view) else { return GestureResult() }
    let dragger = draggersByView[declaration.view]
    let manipulator = manipulatorsByView[declaration.view]
    var result = GestureResult()
    for event in declaration.expanded(center: view.bounds.center) {
      let step: GestureResult
      switch event {
      case .pan(let pan):
        if let controller = dragDropController,
          controller.draggableDroppableState.isDraggable(view)
        {
          step = controller.apply(pan, to: view)
        } else if let dragger {
          step = dragger.apply(event)
        } else {
          step = manipulator?.apply(event) ?? GestureResult()
        }
      case .press:
        step = dragger?.apply(event) ?? manipulator?.apply(event) ?? GestureResult()
      case .pinch, .rotation, .force:
        step = manipulator?.apply(event) ?? GestureResult()
      }
      result.append(step)
    }
    return result
  }

  /// The appearance state of a view of the drag-and-drop controller: its draggable state
  /// (`regular`, `dragging`, `hovering`) if it is a draggable and not `regular`, else its
  /// droppable state (`regular`, `pending`, `pendingDrop`) if it is a droppable, else its
  /// draggable state; `nil` for a view the controller does not know.
  public func appearanceState(of view: View) -> String? {
    guard let state = dragDropController?.draggableDroppableState else { return nil }
    let draggable = state.appearance(ofDraggable: view)
    if let draggable, draggable != .regular { return draggable.rawValue }
    return state.appearance(ofDroppable: view)?.rawValue ?? draggable?.rawValue
  }
}
