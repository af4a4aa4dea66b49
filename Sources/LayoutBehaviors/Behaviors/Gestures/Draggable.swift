/// A view that lifts when pressed and follows the finger: the `Draggable` protocol of the post
/// "Protocol Extensions in Swift 2.0 – Draggable UIViews" (Bay Phillips, 2015).
///
/// A type names the view and stores a ``DraggableState`` (which holds the drag's
/// ``DraggableState/initialLocation``), calls ``registerDraggability()``, and applies presses
/// with ``didPress(_:)`` and pans with ``didPan(_:)``. Each of these four requirements has a
/// default implementation below.
///
/// ```swift
/// final class Tile: Draggable {
///   let draggableView: View
///   var draggableState = DraggableState()
///   init(_ view: View) {
///     draggableView = view
///     registerDraggability()
///   }
/// }
///
/// // A 250-point box at (150, 150): (150, 150, 250, 250), center (275, 275).
/// tile.didPress(PressGesture(state: .began))
/// box.visualFrame             // (175, 175, 200, 200): scaled 0.8, and in front of its siblings
/// tile.didPan(PanGesture(state: .began))
/// tile.didPan(PanGesture(state: .changed, translation: Point(x: 10, y: 20)))
/// box.visualCenter            // (285, 295)
/// tile.didPress(PressGesture(state: .ended))
/// box.visualFrame             // (160, 170, 250, 250): full size around (285, 295)
/// ```
///
/// **A press**: `began` records the view's visual center as the
/// ``DraggableState/initialLocation`` (unless a pan already began the drag), brings the view to
/// the front of its superview and scales it by ``DraggableState/pressedScale`` about its center,
/// both within the ``DraggableState/pressAnimation`` (0.1 s). `ended`, `cancelled` and `failed`
/// scale it back, in the same animation.
///
/// **A pan**: `began`, `changed`, `ended` and `cancelled` move the view so that its visual center
/// is `initialLocation + translation`, with no bound and no animation, and the view stays where
/// it is dropped; `failed` ends the pan without moving. A pan that arrives before any press
/// starts the drag itself (from `began` or `changed`).
///
/// **Moves are transforms**, applied after layout (a `center` set on a constrained view would be
/// undone by the next layout pass): the pressed scale is applied before the view's transform and
/// the release restores the transform it had, so a rotation or scale the view had survives a drag.
///
/// **Registering** is idempotent: a second call, for example after the view moved to another
/// superview, changes nothing. Removing draggability ends any drag under way without changing
/// the view.
public protocol Draggable: AnyObject {
  /// The behavior's stored state. Declare it as a stored property initialized with
  /// ``DraggableState/init(pressedScale:pressAnimation:)``.
  var draggableState: DraggableState { get set }

  /// The view that is dragged.
  var draggableView: View { get }

  /// Starts accepting presses and pans; until then ``didPress(_:)`` and ``didPan(_:)`` ignore
  /// them. Calling it again does nothing.
  func registerDraggability()

  /// Stops accepting presses and pans; any drag under way is forgotten and the view stays as it
  /// is.
  func removeDraggability()

  /// Applies a press event, as a long-press recognizer with a 0.001 s minimum duration reports
  /// it (in effect, `began` when the finger lands and `ended` when it lifts).
  ///
  /// - Returns: the views' changes (transform, z-order) and the press animation. No callbacks.
  @discardableResult
  func didPress(_ gesture: PressGesture) -> GestureResult

  /// Applies a pan event.
  ///
  /// - Returns: the views' changes (transform). No callbacks, no animation.
  @discardableResult
  func didPan(_ gesture: PanGesture) -> GestureResult
}

extension Draggable {
  /// Marks the state registered.
  public func registerDraggability() {
    draggableState.isRegistered = true
  }

  /// Marks the state unregistered and forgets any drag under way.
  public func removeDraggability() {
    draggableState.isRegistered = false
    draggableState.isPressed = false
    draggableState.isPanning = false
  }

  /// Lifts the view at `began` (initial location, front, scale) and puts it down at the end.
  @discardableResult
  public func didPress(_ gesture: PressGesture) -> GestureResult {
    guard draggableState.isRegistered else { return GestureResult() }
    return GestureResult.recording(in: draggableView) { result in
      let view = draggableView
      switch gesture.state {
      case .possible, .changed:
        return
      case .began:
        guard !draggableState.isPressed else { return }
        if !draggableState.isPanning { draggableState.initialLocation = view.visualCenter }
        draggableState.isPressed = true
        draggableState.transformBeforePress = view.transform3D
        let scale = draggableState.pressedScale
        let pressed = view.transform3D.scaledBy(x: scale, y: scale)
        if !pressed.isFinite { result.refused.append(.transform(view)) }
        result.recordStep(in: view) {
          view.superview?.bringSubviewToFront(view)
          if pressed.isFinite { view.transform3D = pressed }
          return draggableState.pressAnimation
        }
      case .ended, .cancelled, .failed:
        guard draggableState.isPressed else { return }
        draggableState.isPressed = false
        // The transform from before the press, at the position the drag reached.
        var restored = draggableState.transformBeforePress
        restored.m41 = view.transform3D.m41
        restored.m42 = view.transform3D.m42
        result.recordStep(in: view) {
          view.transform3D = restored
          return draggableState.pressAnimation
        }
      }
    }
  }

  /// Moves the view's visual center to `initialLocation + translation`; a move whose transform
  /// would not be finite is not made and is listed in ``GestureResult/refused``.
  @discardableResult
  public func didPan(_ gesture: PanGesture) -> GestureResult {
    guard draggableState.isRegistered else { return GestureResult() }
    return GestureResult.recording(in: draggableView) { result in
      let view = draggableView
      switch gesture.state {
      case .possible:
        return
      case .failed:
        draggableState.isPanning = false
      case .began, .changed, .ended, .cancelled:
        if !draggableState.isPanning {
          if gesture.state == .ended || gesture.state == .cancelled { return }
          if !draggableState.isPressed { draggableState.initialLocation = view.visualCenter }
          draggableState.isPanning = true
        }
        let initial = draggableState.initialLocation
        let current = view.visualCenter
        let dx = initial.x + gesture.translation.x - current.x
        let dy = initial.y + gesture.translation.y - current.y
        if dx != 0 || dy != 0 {
          let moved = view.transform3D.concatenating(Transform3D(translationX: dx, y: dy))
          if moved.isFinite {
            view.transform3D = moved
          } else {
            result.refused.append(.transform(view))
          }
        }
        if gesture.state == .ended || gesture.state == .cancelled {
          draggableState.isPanning = false
        }
      }
    }
  }
}
