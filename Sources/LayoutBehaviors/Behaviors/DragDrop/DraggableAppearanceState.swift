/// The appearance of a draggable view during a drag: regular, dragging, or hovering over a
/// droppable.
///
/// The controller applies it through ``DraggableDroppable/applyAppearance(_:toDraggable:)`` at
/// each phase of a drag, only when it changes. The raw value is its name in callbacks and
/// reports.
public enum DraggableAppearanceState: String, Hashable, Sendable, CaseIterable {
  /// Not being dragged: before a drag and after it ends.
  case regular
  /// Being dragged, its center over no droppable.
  case dragging
  /// Being dragged, its center over a droppable.
  case hovering
}
