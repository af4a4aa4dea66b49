extension DraggableDroppable {
  /// Applies a pan event to a draggable: `began` starts a drag, `changed` moves it, `ended`
  /// drops it, `cancelled` and `failed` undo it; see ``DraggableDroppable`` for the callbacks.
  @discardableResult
  public func apply(_ pan: PanGesture, to draggable: View) -> GestureResult {
    guard draggableDroppableState.isDraggable(draggable) else { return GestureResult() }
    let dragging = draggableDroppableState.drag(of: draggable) != nil
    switch pan.state {
    case .possible:
      return GestureResult()
    case .began where !dragging:
      return GestureResult.recording(in: draggable) { result in
        beginDrag(of: draggable, with: pan, into: &result)
      }
    case .began, .changed:
      guard dragging else { return GestureResult() }
      return GestureResult.recording(in: draggable) { result in
        moveDrag(of: draggable, with: pan, into: &result)
      }
    case .ended, .cancelled, .failed:
      guard dragging else { return GestureResult() }
      return GestureResult.recording(in: draggable) { result in
        if pan.state == .ended { moveDraggable(draggable, for: pan, into: &result) }
        let drops =
          pan.state == .ended
          || (pan.state == .cancelled && draggableDroppableState.cancelledDragsDrop)
        endDrag(of: draggable, with: pan, drops: drops, into: &result)
      }
    }
  }

  /// Applies a gesture event to a draggable: a pan through ``apply(_:to:)``; any other gesture
  /// is ignored (an empty result).
  @discardableResult
  public func apply(_ event: GestureEvent, to draggable: View) -> GestureResult {
    guard case .pan(let pan) = event else { return GestureResult() }
    return apply(pan, to: draggable)
  }

  // MARK: - Phases

  /// Starts a drag: records where it starts, moves the draggable, tells the delegate, and
  /// applies the appearances.
  func beginDrag(of draggable: View, with pan: PanGesture, into result: inout GestureResult) {
    let transform = draggable.transform3D
    let translation = Point(x: transform.m41, y: transform.m42)
    draggableDroppableState.drags.append(
      DragSession(
        draggable: draggable, startCenter: drawnCenter(of: draggable),
        startTranslation: translation))
    draggableDroppableState.startTranslations[ObjectIdentifier(draggable)] = translation
    moveDraggable(draggable, for: pan, into: &result)
    result.callbacks.append("didBegin(\(draggable.identifier))")
    draggableDroppableDelegate?.draggableDroppable(
      self, draggableGestureDidBegin: pan, draggable: draggable)
    updateHover(of: draggable, into: &result)
  }

  /// Moves a drag in progress and updates the appearances.
  func moveDrag(of draggable: View, with pan: PanGesture, into result: inout GestureResult) {
    moveDraggable(draggable, for: pan, into: &result)
    updateHover(of: draggable, into: &result)
  }

  /// Moves the draggable's center to ``dragCenter(for:in:)``.
  func moveDraggable(_ draggable: View, for pan: PanGesture, into result: inout GestureResult) {
    guard let drag = draggableDroppableState.drag(of: draggable) else { return }
    if let refusal = move(draggable, centerTo: dragCenter(for: pan, in: drag)) {
      result.refused.append(refusal)
    }
  }

  /// Finds the droppable under the draggable and applies the appearances: the draggable's,
  /// then the droppables' in registration order.
  func updateHover(of draggable: View, into result: inout GestureResult) {
    guard
      let index = draggableDroppableState.drags.firstIndex(where: { $0.draggable === draggable })
    else { return }
    let hit = droppable(under: draggable)
    draggableDroppableState.drags[index].droppable = hit
    setAppearance(hit == nil ? .dragging : .hovering, ofDraggable: draggable, into: &result)
    updateDroppableAppearances(into: &result)
  }

  /// Ends a drag: tells the delegate, snaps, and puts the appearances back.
  func endDrag(
    of draggable: View, with pan: PanGesture, drops: Bool, into result: inout GestureResult
  ) {
    guard draggableDroppableState.drag(of: draggable) != nil else { return }
    let hit = drops ? droppable(under: draggable) : nil
    result.callbacks.append("didEnd(\(draggable.identifier), \(hit?.identifier ?? "none"))")
    draggableDroppableDelegate?.draggableDroppable(
      self, draggableGestureDidEnd: pan, draggable: draggable, droppable: hit)
    if let hit {
      if draggableDroppableState.snapsToDroppableSnapPointOnHit {
        result.append(snap(draggable, toSnapPointOf: hit))
      }
    } else if !drops || draggableDroppableState.snapsBackToStartOnMiss {
      result.append(snapToStart(draggable))
    }
    draggableDroppableState.drags.removeAll { $0.draggable === draggable }
    updateDroppableAppearances(into: &result)
    setAppearance(.regular, ofDraggable: draggable, into: &result)
  }

  // MARK: - Snaps

  /// Restores the translation the draggable's transform had when its last drag began.
  @discardableResult
  public func snapToStart(_ draggable: View) -> GestureResult {
    guard let start = draggableDroppableState.startTranslations[ObjectIdentifier(draggable)]
    else { return GestureResult() }
    return GestureResult.recording(in: draggable) { result in
      result.callbacks.append("snapToStart(\(draggable.identifier))")
      result.recordStep(in: draggable) {
        draggable.transform3D.m41 = start.x
        draggable.transform3D.m42 = start.y
        return snapAnimation(of: draggable, onto: nil)
      }
    }
  }

  /// Moves the draggable's drawn center to the droppable's snap point.
  @discardableResult
  public func snap(_ draggable: View, toSnapPointOf droppable: View) -> GestureResult {
    guard let superview = draggable.superview,
      superview.ancestorsFromTop()[0] === droppable.ancestorsFromTop()[0]
    else { return GestureResult() }
    return GestureResult.recording(in: draggable) { result in
      result.callbacks.append("snapToSnapPoint(\(draggable.identifier), \(droppable.identifier))")
      let target = droppable.convert(snapPoint(ofDroppable: droppable), to: superview)
      var refusal: RefusedChange? = nil
      result.recordStep(in: draggable) {
        refusal = move(draggable, centerTo: target)
        return snapAnimation(of: draggable, onto: droppable)
      }
      if let refusal { result.refused.append(refusal) }
    }
  }

  // MARK: - Steps

  /// The point where `view`'s center is drawn, in its superview's coordinates (its frame's
  /// center moved by its transform).
  func drawnCenter(of view: View) -> Point {
    let bounds = view.bounds
    return view.convert(bounds.center, to: view.superview)
  }

  /// Changes the translation of `view`'s transform so that its center is drawn at `center`, in
  /// its superview's coordinates.
  ///
  /// - Returns: the refusal, when the transform would not be finite (absurd magnitudes); the
  ///   view is then left as it is.
  func move(_ view: View, centerTo center: Point) -> RefusedChange? {
    guard view.superview != nil else { return nil }
    let drawn = drawnCenter(of: view)
    var transform = view.transform3D
    // The center is drawn at (m41, m42) / m44 from the frame's center.
    transform.m41 += (center.x - drawn.x) * transform.m44
    transform.m42 += (center.y - drawn.y) * transform.m44
    guard transform.isFinite else { return .transform(view) }
    view.transform3D = transform
    return nil
  }

  /// Gives every droppable the appearance the drags in progress make: `pendingDrop` under a
  /// drag, `pending` while any drag is in progress, `regular` otherwise; in registration order.
  func updateDroppableAppearances(into result: inout GestureResult) {
    let state = draggableDroppableState
    for droppable in state.droppables {
      let target: DroppableAppearanceState
      if state.drags.contains(where: { $0.droppable === droppable }) {
        target = .pendingDrop
      } else {
        target = state.drags.isEmpty ? .regular : .pending
      }
      setAppearance(target, ofDroppable: droppable, into: &result)
    }
  }

  /// Applies `state` to a draggable if it has another one: records it, calls
  /// ``applyAppearance(_:toDraggable:)``, and logs the callback and animation.
  func setAppearance(
    _ state: DraggableAppearanceState, ofDraggable view: View, into result: inout GestureResult
  ) {
    let key = ObjectIdentifier(view)
    guard let current = draggableDroppableState.draggableStates[key], current != state else {
      return
    }
    draggableDroppableState.draggableStates[key] = state
    result.callbacks.append("appearance(\(view.identifier), \(state.rawValue))")
    result.recordStep(in: view) { applyAppearance(state, toDraggable: view) }
  }

  /// Applies `state` to a droppable if it has another one: records it, calls
  /// ``applyAppearance(_:toDroppable:)``, and logs the callback and animation.
  func setAppearance(
    _ state: DroppableAppearanceState, ofDroppable view: View, into result: inout GestureResult
  ) {
    let key = ObjectIdentifier(view)
    guard let current = draggableDroppableState.droppableStates[key], current != state else {
      return
    }
    draggableDroppableState.droppableStates[key] = state
    result.callbacks.append("appearance(\(view.identifier), \(state.rawValue))")
    result.recordStep(in: view) { applyAppearance(state, toDroppable: view) }
  }
}
