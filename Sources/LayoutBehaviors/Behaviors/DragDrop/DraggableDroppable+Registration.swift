extension DraggableDroppable {
  /// No delegate.
  public var draggableDroppableDelegate: (any DraggableDroppableDelegate)? { nil }

  /// Registers `view` as droppable, snapping dropped views to its center:
  /// `registerDroppable(view, snapPoint: nil)`.
  @discardableResult
  public func registerDroppable(_ view: View) -> Bool {
    registerDroppable(view, snapPoint: nil)
  }

  /// Adds `view` to the draggables in the `regular` state, unless it is one already.
  @discardableResult
  public func registerDraggable(_ view: View) -> Bool {
    guard !draggableDroppableState.isDraggable(view) else { return false }
    draggableDroppableState.draggables.append(view)
    draggableDroppableState.draggableStates[ObjectIdentifier(view)] = .regular
    return true
  }

  /// Removes `view` from the draggables, abandoning its drag in progress (its appearance goes
  /// back to `regular` and the droppables' follow the remaining drags).
  @discardableResult
  public func deregisterDraggable(_ view: View) -> Bool {
    guard draggableDroppableState.isDraggable(view) else { return false }
    var ignored = GestureResult()
    if draggableDroppableState.drag(of: view) != nil {
      draggableDroppableState.drags.removeAll { $0.draggable === view }
      updateDroppableAppearances(into: &ignored)
    }
    setAppearance(.regular, ofDraggable: view, into: &ignored)
    draggableDroppableState.draggables.removeAll { $0 === view }
    draggableDroppableState.draggableStates[ObjectIdentifier(view)] = nil
    draggableDroppableState.startTranslations[ObjectIdentifier(view)] = nil
    return true
  }

  /// Adds `view` to the droppables, last in the hit-test order, in the appearance the drags in
  /// progress give it, unless it is one already.
  @discardableResult
  public func registerDroppable(_ view: View, snapPoint: Point?) -> Bool {
    guard !draggableDroppableState.isDroppable(view) else { return false }
    if let snapPoint {
      precondition(
        snapPoint.x.isFinite && snapPoint.y.isFinite, "A snap point must be finite: \(snapPoint)")
    }
    draggableDroppableState.droppables.append(view)
    draggableDroppableState.droppableStates[ObjectIdentifier(view)] = .regular
    draggableDroppableState.snapPoints[ObjectIdentifier(view)] = snapPoint
    var ignored = GestureResult()
    updateDroppableAppearances(into: &ignored)
    return true
  }

  /// Removes `view` from the droppables; its appearance goes back to `regular` and no drag
  /// hovers over it any more.
  @discardableResult
  public func deregisterDroppable(_ view: View) -> Bool {
    guard draggableDroppableState.isDroppable(view) else { return false }
    var ignored = GestureResult()
    setAppearance(.regular, ofDroppable: view, into: &ignored)
    draggableDroppableState.droppables.removeAll { $0 === view }
    draggableDroppableState.droppableStates[ObjectIdentifier(view)] = nil
    draggableDroppableState.snapPoints[ObjectIdentifier(view)] = nil
    for index in draggableDroppableState.drags.indices
    where draggableDroppableState.drags[index].droppable === view {
      draggableDroppableState.drags[index].droppable = nil
      setAppearance(
        .dragging, ofDraggable: draggableDroppableState.drags[index].draggable, into: &ignored)
    }
    return true
  }
}
