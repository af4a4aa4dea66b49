/// A drag in progress: which view, where it started, and the droppable its center is over.
///
/// The controller keeps one per draggable being dragged (``DraggableDroppableState/drags``),
/// from the pan's `began` to its end.
public struct DragSession {
  /// The view being dragged.
  public let draggable: View
  /// Where the draggable's center was drawn when the drag began, in its superview's
  /// coordinates.
  public let startCenter: Point
  /// The translation of the draggable's transform when the drag began (`tx`, `ty`): where
  /// snapping back to the start returns it.
  public let startTranslation: Point
  /// The droppable the draggable's center was over after the last event, if any.
  public internal(set) var droppable: View?

  /// Creates a session.
  public init(draggable: View, startCenter: Point, startTranslation: Point, droppable: View? = nil)
  {
    self.draggable = draggable
    self.startCenter = startCenter
    self.startTranslation = startTranslation
    self.droppable = droppable
  }
}
