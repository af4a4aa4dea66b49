/// A drag-and-drop controller: registered draggable views move with pan gestures, droppable
/// views receive them, a delegate hears each drag begin and end, appearance states follow the
/// drag, and a dropped view snaps into place. The protocol-oriented form of Adam Waite's
/// MNKDraggableDroppable (later AJWDraggableDroppable).
///
/// A type stores a ``DraggableDroppableState`` (and may name a delegate), and gains registration,
/// ``apply(_:to:)`` and every step from the default implementations below. Every step is a
/// requirement, so a conformer can replace one — where a dragged view goes, which droppable is
/// hit, the snap point, the appearances — and the defaults call its version.
/// ``DragDropController`` is a ready-made conformer.
///
/// ```swift
/// let controller = DragDropController()
/// controller.registerDraggable(card)        // card: (50, 50, 50, 50)
/// controller.registerDroppable(tray)        // tray: (0, 100, 200, 200)
/// controller.apply(PanGesture(state: .began), to: card)
/// controller.apply(PanGesture(state: .changed, translation: Point(x: 25, y: 75)), to: card)
/// // card's center is drawn at (100, 150), over the tray: card hovering, tray pendingDrop
/// controller.apply(PanGesture(state: .ended, translation: Point(x: 25, y: 75)), to: card)
/// // didEnd(card, tray); card snaps to the tray's center (100, 200)
/// ```
///
/// **Moving.** Pan translations and locations are in the draggable's superview's coordinates.
/// The draggable's center goes to ``dragCenter(for:in:)`` — by default where it was when the
/// drag began plus the translation, so the point of the view under the finger stays under it —
/// by changing the translation of its transform. Its constraints are left alone, so the layout
/// never fights the drag, and a relayout keeps the offset.
///
/// **Hit test.** ``droppable(under:)``: the point where the draggable's center is drawn,
/// converted into each droppable's coordinates (through the tree, transforms included), tested
/// against its bounds (`0 ≤ x < width`, `0 ≤ y < height`), in registration order; the first hit
/// wins. A view is never its own droppable.
///
/// **Order of callbacks** (each entry of ``GestureResult/callbacks``; an appearance is applied
/// and listed only when it changes):
///
/// - `began`: `didBegin(<draggable>)`, then the draggable's appearance (`dragging`, or
///   `hovering` if it starts over a droppable), then the droppables' (`pending`, or
///   `pendingDrop` for the one hit) in registration order.
/// - `changed`: the draggable's appearance, then the droppables' in registration order.
/// - `ended`: `didEnd(<draggable>, <droppable or none>)`, then the snap
///   (`snapToSnapPoint(<draggable>, <droppable>)` or `snapToStart(<draggable>)`), then the
///   droppables back to `regular` in registration order, then the draggable back to `regular`.
/// - `cancelled` and `failed`: as `ended` with no droppable, and the draggable snaps back to its
///   start (unless ``DraggableDroppableState/cancelledDragsDrop``, which makes a cancel drop).
///
/// Appearance entries read `appearance(<view>, <state>)`. While another drag is in progress,
/// droppables stay `pending` (or `pendingDrop` under that drag) instead of going back to
/// `regular`. A `possible` pan, and any pan on a view that is not a registered draggable, or
/// a `changed` or end without a `began`, is ignored (an empty result).
public protocol DraggableDroppable: AnyObject {
  /// The behavior's stored state. Declare it as a stored property initialized with
  /// ``DraggableDroppableState/init()``.
  var draggableDroppableState: DraggableDroppableState { get set }

  /// The delegate told when drags begin and end; `nil` by default.
  var draggableDroppableDelegate: (any DraggableDroppableDelegate)? { get }

  /// Registers `view` as draggable, in the `regular` appearance state.
  ///
  /// - Returns: `true` if it was registered, `false` if it already was (nothing changes).
  @discardableResult
  func registerDraggable(_ view: View) -> Bool

  /// Deregisters a draggable. A drag in progress on it is abandoned where it is (no delegate
  /// call), and its appearance and the droppables' go back to what the remaining drags make
  /// them.
  ///
  /// - Returns: `true` if it was registered, `false` otherwise (nothing changes).
  @discardableResult
  func deregisterDraggable(_ view: View) -> Bool

  /// Registers `view` as droppable, in the `regular` appearance state (`pending` during a
  /// drag), last in the hit-test order.
  ///
  /// - Parameters:
  ///   - view: the droppable.
  ///   - snapPoint: where dropped views snap, in `view`'s own coordinates; `nil` (the default)
  ///     for the center of its bounds.
  /// - Returns: `true` if it was registered, `false` if it already was (nothing changes, the
  ///   snap point included).
  @discardableResult
  func registerDroppable(_ view: View, snapPoint: Point?) -> Bool

  /// Deregisters a droppable; its appearance goes back to `regular` and drags hovering over it
  /// no longer are.
  ///
  /// - Returns: `true` if it was registered, `false` otherwise (nothing changes).
  @discardableResult
  func deregisterDroppable(_ view: View) -> Bool

  /// Applies a pan event to a draggable: begins, moves or ends its drag (see the order of
  /// callbacks above).
  ///
  /// - Returns: the views' changes, the callbacks in order, and the animations (snaps and
  ///   animated appearances) in order; empty for an ignored event.
  @discardableResult
  func apply(_ pan: PanGesture, to draggable: View) -> GestureResult

  /// Where the draggable's center goes for a pan event, in its superview's coordinates.
  ///
  /// The default keeps the grab offset: ``DragSession/startCenter`` plus the pan's translation.
  /// Return `pan.location` to make the center jump under the finger instead.
  func dragCenter(for pan: PanGesture, in drag: DragSession) -> Point

  /// The droppable the draggable's center is over: by default the first registered droppable
  /// (other than the draggable) whose bounds contain the point where the draggable's center is
  /// drawn, or `nil`.
  func droppable(under draggable: View) -> View?

  /// Where views dropped on `droppable` snap, in its own coordinates: by default the snap point
  /// given at registration, or the center of its bounds.
  func snapPoint(ofDroppable droppable: View) -> Point

  /// Snaps `draggable` back to where its last drag began: the translation its transform had then is
  /// restored. The ends of drags call it on a miss with
  /// ``DraggableDroppableState/snapsBackToStartOnMiss`` and after a cancel; call it yourself to
  /// undo a drop, for example from the delegate's `draggableGestureDidEnd` when a drop is not
  /// allowed. During a drag it returns the view to the start of that drag, and the next pan event
  /// moves it under the finger again.
  ///
  /// - Returns: the callback `snapToStart(<draggable>)`, the animation
  ///   ``snapAnimation(of:onto:)`` with no droppable, and the views' changes; an empty result
  ///   when the view has not been dragged since it was registered.
  @discardableResult
  func snapToStart(_ draggable: View) -> GestureResult

  /// Snaps `draggable` so that its center is drawn at `droppable`'s snap point
  /// (``snapPoint(ofDroppable:)``, converted through the tree into the draggable's superview),
  /// by changing the translation of its transform. A drop on a droppable with
  /// ``DraggableDroppableState/snapsToDroppableSnapPointOnHit`` calls it; call it yourself to
  /// place a view on a target without a drag. `droppable` need not be registered.
  ///
  /// - Returns: the callback `snapToSnapPoint(<draggable>, <droppable>)`, the animation
  ///   ``snapAnimation(of:onto:)``, and the views' changes; an empty result when the draggable
  ///   has no superview or the two views are not in the same tree. A target whose transform would
  ///   not be finite (absurd magnitudes) is listed in ``GestureResult/refused`` and the view
  ///   stays where it is.
  @discardableResult
  func snap(_ draggable: View, toSnapPointOf droppable: View) -> GestureResult

  /// The animation of a snap of `draggable` onto `droppable`, or back to its start when
  /// `droppable` is `nil`: by default the state's ``DraggableDroppableState/hitSnapAnimation``
  /// or ``DraggableDroppableState/missSnapAnimation``.
  func snapAnimation(of draggable: View, onto droppable: View?) -> Animation

  /// Applies an appearance state to a draggable.
  ///
  /// The default sets the state's entry of ``DraggableDroppableState/draggableAppearances``, if
  /// any; replace it to show a state some other way.
  ///
  /// - Returns: the animation of the change, if any.
  func applyAppearance(_ state: DraggableAppearanceState, toDraggable view: View) -> Animation?

  /// Applies an appearance state to a droppable.
  ///
  /// The default sets the state's entry of ``DraggableDroppableState/droppableAppearances``, if
  /// any; replace it to show a state some other way.
  ///
  /// - Returns: the animation of the change, if any.
  func applyAppearance(_ state: DroppableAppearanceState, toDroppable view: View) -> Animation?
}
