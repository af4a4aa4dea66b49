/// The appearance of a droppable view during a drag: regular, pending, or pending a drop.
///
/// The controller applies it through ``DraggableDroppable/applyAppearance(_:toDroppable:)`` at
/// each phase of a drag, only when it changes. The raw value is its name in callbacks and
/// reports (`pendingDrop`).
public enum DroppableAppearanceState: String, Hashable, Sendable, CaseIterable {
  /// No drag is in progress.
  case regular
  /// A drag is in progress and no dragged view's center is over this droppable.
  case pending
  /// A dragged view's center is over this droppable: releasing it now drops it here.
  case pendingDrop
}
