/// What a ``DraggableDroppable`` conformer stores: its settings, its registered views, their
/// appearance states and the drags in progress.
///
/// A conformer declares one stored property of this type. The settings can be changed at any
/// time; the rest is maintained by the behavior (register views with
/// ``DraggableDroppable/registerDraggable(_:)`` and ``DraggableDroppable/registerDroppable(_:)``).
///
/// ```swift
/// var state = DraggableDroppableState()
/// state.snapsBackToStartOnMiss = true      // false by default: a missed view stays put
/// ```
public struct DraggableDroppableState {
  /// Whether a dropped view snaps to the droppable's snap point (its center unless given): `true`
  /// by default, so a drop puts the view exactly in place.
  public var snapsToDroppableSnapPointOnHit = true
  /// Whether a view dropped on no droppable snaps back to where its drag began: `false` by
  /// default, so a missed view stays where it was dropped.
  public var snapsBackToStartOnMiss = false
  /// Whether a cancelled drag drops like an ended one: `false` by default (a cancelled drag ends
  /// with no droppable and snaps back to its start, since a cancellation is the system's doing,
  /// not the user's choice of a target).
  public var cancelledDragsDrop = false
  /// The animation of a snap onto a droppable: a 0.5 s spring with damping 0.5 by default
  /// (``defaultHitSnapAnimation``).
  public var hitSnapAnimation = Self.defaultHitSnapAnimation
  /// The animation of a snap back to the start: a 0.5 s spring with damping 0.65 by default
  /// (``defaultMissSnapAnimation``).
  public var missSnapAnimation = Self.defaultMissSnapAnimation
  /// What the default ``DraggableDroppable/applyAppearance(_:toDraggable:)`` sets on a draggable
  /// in each state; empty by default (appearance states are recorded, and nothing changes on
  /// screen).
  public var draggableAppearances: [DraggableAppearanceState: DragDropAppearance] = [:]
  /// What the default ``DraggableDroppable/applyAppearance(_:toDroppable:)`` sets on a droppable
  /// in each state; empty by default.
  public var droppableAppearances: [DroppableAppearanceState: DragDropAppearance] = [:]

  /// The draggable views, in registration order.
  public internal(set) var draggables: [View] = []
  /// The droppable views, in registration order: the order of the hit test, so when droppables
  /// overlap the first registered wins.
  public internal(set) var droppables: [View] = []
  /// The drags in progress, in the order they began.
  public internal(set) var drags: [DragSession] = []

  /// The snap points given at registration, by droppable (looked up, never iterated).
  var snapPoints: [ObjectIdentifier: Point] = [:]
  /// The transform translation each registered draggable had when its last drag began: where
  /// ``DraggableDroppable/snapToStart(_:)`` returns it (looked up, never iterated).
  var startTranslations: [ObjectIdentifier: Point] = [:]
  /// The appearance state of each registered draggable (looked up, never iterated).
  var draggableStates: [ObjectIdentifier: DraggableAppearanceState] = [:]
  /// The appearance state of each registered droppable (looked up, never iterated).
  var droppableStates: [ObjectIdentifier: DroppableAppearanceState] = [:]

  /// UISnapBehavior's default damping, 0.5, as a 0.5 s spring: the snap onto a droppable.
  public static let defaultHitSnapAnimation = Animation.spring(duration: 0.5, dampingRatio: 0.5)
  /// The snap back to the start: a 0.5 s spring with damping 0.65, a little less bouncy than the
  /// snap onto a droppable.
  public static let defaultMissSnapAnimation = Animation.spring(duration: 0.5, dampingRatio: 0.65)

  /// Creates the state of a controller with no views and the default settings.
  public init() {}

  /// Whether `view` is a registered draggable.
  public func isDraggable(_ view: View) -> Bool {
    draggableStates[ObjectIdentifier(view)] != nil
  }

  /// Whether `view` is a registered droppable.
  public func isDroppable(_ view: View) -> Bool {
    droppableStates[ObjectIdentifier(view)] != nil
  }

  /// The appearance state of a registered draggable, or `nil` for a view that is not one.
  public func appearance(ofDraggable view: View) -> DraggableAppearanceState? {
    draggableStates[ObjectIdentifier(view)]
  }

  /// The appearance state of a registered droppable, or `nil` for a view that is not one.
  public func appearance(ofDroppable view: View) -> DroppableAppearanceState? {
    droppableStates[ObjectIdentifier(view)]
  }

  /// The snap point given when `view` was registered as a droppable, in its own coordinates.
  public func registeredSnapPoint(of view: View) -> Point? {
    snapPoints[ObjectIdentifier(view)]
  }

  /// The drag in progress of `draggable`, if it is being dragged.
  public func drag(of draggable: View) -> DragSession? {
    drags.first { $0.draggable === draggable }
  }
}
