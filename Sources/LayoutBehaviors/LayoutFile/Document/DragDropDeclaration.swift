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
public struct DragDropDeclaration: Sendable {
  /// A droppable view and where dropped views snap.
  public struct Droppable: Hashable, Sendable {
    /// The droppable view.
    public var view: String
    /// Where dropped views snap, in the droppable's own coordinates, or `nil` for the center of
    /// its bounds.
    public var snapPoint: Point?

    /// Creates a droppable.
    public init(view: String, snapPoint: Point? = nil) {
      self.view = view
      self.snapPoint = snapPoint
    }
  }

  /// The draggable views, in registration order.
  public var draggables: [String]
  /// The droppable views, in registration (and hit-test) order.
  public var droppables: [Droppable]
  /// Whether dropped views snap to the droppable's snap point (`"snapToSnapPoint"`); `true` by
  /// default.
  public var snapsToDroppableSnapPointOnHit: Bool
  /// Whether views dropped on nothing snap back to where their drag began (`"snapBackOnMiss"`);
  /// `false` by default.
  public var snapsBackToStartOnMiss: Bool
  /// Whether a cancelled drag drops like an ended one (`"cancelledDragsDrop"`); `false` by
  /// default.
  public var cancelledDragsDrop: Bool
  /// What draggables look like in each appearance state (`"draggableAppearances"`).
  public var draggableAppearances: [DraggableAppearanceState: DragDropAppearance]
  /// What droppables look like in each appearance state (`"droppableAppearances"`).
  public var droppableAppearances: [DroppableAppearanceState: DragDropAppearance]
  /// Where the `dragDrop` object is in the file, if it came from one.
  public var location: TextLocation?
  /// The JSON path of the `dragDrop` object, if it came from a file.
  public var path: JSONPath?

  /// Creates a controller declaration with the default settings unless given (those of
  /// ``DraggableDroppableState/init()``).
  public init(
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
