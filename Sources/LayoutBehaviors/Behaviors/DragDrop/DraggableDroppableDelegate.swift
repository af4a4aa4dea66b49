/// The delegate of a ``DraggableDroppable`` controller, told when a drag begins and ends.
///
/// Both methods have empty default implementations, so a delegate implements only those it needs.
/// The controller calls them synchronously, in this order within an event (see
/// ``DraggableDroppable``): `draggableGestureDidBegin` before any appearance of the drag is
/// applied, and `draggableGestureDidEnd` before the snap and before the appearances go back to
/// regular, so the delegate sees the draggable where it was dropped.
///
/// ```swift
/// final class Board: DraggableDroppableDelegate {
///   var drops: [String] = []
///   func draggableDroppable(
///     _ controller: any DraggableDroppable, draggableGestureDidEnd gesture: PanGesture,
///     draggable: View, droppable: View?
///   ) {
///     drops.append(droppable?.identifier ?? "missed")
///   }
/// }
/// ```
public protocol DraggableDroppableDelegate: AnyObject {
  /// A drag began: the pan's `began` was applied to `draggable`.
  ///
  /// - Parameters:
  ///   - controller: the controller.
  ///   - gesture: the pan event.
  ///   - draggable: the view being dragged, already moved by the event's translation.
  func draggableDroppable(
    _ controller: any DraggableDroppable, draggableGestureDidBegin gesture: PanGesture,
    draggable: View)

  /// A drag ended: with the droppable the draggable's center is over (a drop), or `nil` (a
  /// miss, or a cancelled drag).
  ///
  /// - Parameters:
  ///   - controller: the controller.
  ///   - gesture: the pan event (`ended`, `cancelled` or `failed`).
  ///   - draggable: the view that was dragged, where it was dropped (not yet snapped).
  ///   - droppable: the droppable hit, or `nil`.
  func draggableDroppable(
    _ controller: any DraggableDroppable, draggableGestureDidEnd gesture: PanGesture,
    draggable: View, droppable: View?)
}

extension DraggableDroppableDelegate {
  /// Does nothing.
  public func draggableDroppable(
    _ controller: any DraggableDroppable, draggableGestureDidBegin gesture: PanGesture,
    draggable: View
  ) {}

  /// Does nothing.
  public func draggableDroppable(
    _ controller: any DraggableDroppable, draggableGestureDidEnd gesture: PanGesture,
    draggable: View, droppable: View?
  ) {}
}
