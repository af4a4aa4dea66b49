/// A drag-and-drop controller, from the file's `behaviors.dragDrop`: its draggables, its
/// droppables with their snap points, its snapping options and appearances
/// (``DraggableDroppable``).
///
/// ```json
/// "dragDrop": {
///   "draggables": ["card-1", "card-2"],
///   "droppables": ["todo", { "view": "done", "snapPoint": [60, 40] }],
///   "snapBackOnMiss": true,
///   "draggableAppearances": { "dragging": { "alpha": 0.8, "scale": 1.05 } },
///   "droppableAppearances": { "pending": { "alpha": 0.6 }, "pendingDrop": { "alpha": 1 } }
/// }
/// ```
///
/// Pans on a draggable go to the controller; droppables are hit-tested in the order listed.
package struct DragDropDeclaration: Sendable {
  /// A droppable view and where dropped views snap.
  package struct Droppable: Hashable, Sendable {
    /// The droppable view.
    package var view: String
    /// Where dropped views snap, in the droppable's own coordinates, or `nil` for the center of
    /// its bounds.
    package var snapPoint: Point?

    /// Creates a droppable.
    package init(view: String, snapPoint: Point? = nil) {
      self.view = view
      self.snapPoint = snapPoint
    }
  }

  /// The draggable views, in registration order.
  package var draggables: [String]
  /// The droppable views, in registration (and hit-test) order.
  package var droppables: [Droppable]
  /// Whether dropped views snap to the droppable's snap point (`"snapToSnapPoint"`); `true` by
  /// default.
  package var snapsToDroppableSnapPointOnHit: Bool
  /// Whether views dropped on nothing snap back to where their drag began (`"snapBackOnMiss"`);
  /// `false` by default.
  package var snapsBackToStartOnMiss: Bool
  /// Whether a cancelled drag drops like an ended one (`"cancelledDragsDrop"`); `false` by
  /// default.
  package var cancelledDragsDrop: Bool
  /// What draggables look like in each appearance state (`"draggableAppearances"`).
  package var draggableAppearances: [DraggableAppearanceState: DragDropAppearance]
  /// What droppables look like in each appearance state (`"droppableAppearances"`).
  package var droppableAppearances: [DroppableAppearanceState: DragDropAppearance]
  /// Where the `dragDrop` object is in the file, if it came from one.
  package var location: TextLocation?
  /// The JSON path of the `dragDrop` object, if it came from a file.
  package var path: JSONPath?

  /// Creates a controller declaration with the default settings unless given (those of
  /// ``DraggableDroppableState/init()``).
  package init(
    draggables: [String] = [], droppables: [Droppable] = [],
    snapsToDroppableSnapPointOnHit: Bool = true, snapsBackToStartOnMiss: Bool = false,
    cancelledDragsDrop: Bool = false,
    draggableAppearances: [DraggableAppearanceState: DragDropAppearance] = [:],
    droppableAppearances: [DroppableAppearanceState: DragDropAppearance] = [:],
    location: TextLocation? = nil, path: JSONPath? = nil
  ) {
    self.draggables = draggables
    self.droppables = droppables
    self.snapsToDroppableSnapPointOnHit = snapsToDroppableSnapPointOnHit
    self.snapsBackToStartOnMiss = snapsBackToStartOnMiss
    self.cancelledDragsDrop = cancelledDragsDrop
    self.draggableAppearances = draggableAppearances
    self.droppableAppearances = droppableAppearances
    self.location = location
    self.path = path
  }
}
