extension DraggableDroppable {
  /// The drag's start center plus the pan's translation: the grab offset is kept.
  public func dragCenter(for pan: PanGesture, in drag: DragSession) -> Point {
    Point(x: drag.startCenter.x + pan.translation.x, y: drag.startCenter.y + pan.translation.y)
  }

  /// The first registered droppable, other than `draggable` and its descendants, whose bounds
  /// contain the point where `draggable`'s center is drawn.
  public func droppable(under draggable: View) -> View? {
    guard let superview = draggable.superview else { return nil }
    let center = drawnCenter(of: draggable)
    for droppable in draggableDroppableState.droppables
    where !droppable.isDescendant(of: draggable) {
      if droppable.point(inside: droppable.convert(center, from: superview)) { return droppable }
    }
    return nil
  }

  /// The snap point given at registration, or the center of the droppable's bounds.
  public func snapPoint(ofDroppable droppable: View) -> Point {
    draggableDroppableState.registeredSnapPoint(of: droppable) ?? droppable.bounds.center
  }

  /// The state's hit snap animation onto a droppable, its miss snap animation back to the start.
  public func snapAnimation(of draggable: View, onto droppable: View?) -> Animation {
    droppable == nil
      ? draggableDroppableState.missSnapAnimation : draggableDroppableState.hitSnapAnimation
  }

  /// Sets the state's ``DraggableDroppableState/draggableAppearances`` entry for `state`, if any.
  public func applyAppearance(_ state: DraggableAppearanceState, toDraggable view: View)
    -> Animation?
  {
    draggableDroppableState.draggableAppearances[state]?.apply(to: view)
  }

  /// Sets the state's ``DraggableDroppableState/droppableAppearances`` entry for `state`, if any.
  public func applyAppearance(_ state: DroppableAppearanceState, toDroppable view: View)
    -> Animation?
  {
    draggableDroppableState.droppableAppearances[state]?.apply(to: view)
  }
}
