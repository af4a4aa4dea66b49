/// What a ``Draggable`` conformer stores: where the current drag started (``initialLocation``),
/// whether draggability is registered, and the drag under way.
///
/// A conformer declares one stored property of this type. Its settings (``pressedScale``,
/// ``pressAnimation``) can be changed at any time; its status is maintained by the behavior.
public struct DraggableState: Sendable {
  /// The scale of a pressed view, about its center: 0.8 by default, on both axes, so the view
  /// shrinks a little as if lifted under the finger.
  public var pressedScale: Double
  /// The animation of pressing and releasing: 0.1 s ease-in-out by default
  /// (``defaultPressAnimation``), UIKit's default curve for a 0.1-second
  /// `animate(withDuration:)`.
  public var pressAnimation: Animation

  /// Whether ``Draggable/registerDraggability()`` was called (and
  /// ``Draggable/removeDraggability()`` not since): presses and pans are ignored otherwise.
  public internal(set) var isRegistered = false
  /// The view's visual center when the current (or last) drag began, in the superview's
  /// coordinates: a pan puts the visual center at `initialLocation + translation`.
  public internal(set) var initialLocation = Point.zero
  /// Whether the view is pressed: between a press's `began` and its end.
  public internal(set) var isPressed = false
  /// Whether a pan is under way: between its first event and its end.
  public internal(set) var isPanning = false
  /// The view's transform before the press, which the release restores (keeping where the
  /// drag moved the view).
  var transformBeforePress = Transform3D.identity

  /// The default animation of pressing and releasing: 0.1 s, ease-in-out.
  ///
  /// UIKit's default curve for a 0.1-second `animate(withDuration:)`: quick enough that the view
  /// lifts as the finger lands.
  public static let defaultPressAnimation = Animation(duration: 0.1)

  /// Creates the state of a view whose draggability is not registered yet (call
  /// ``Draggable/registerDraggability()``).
  ///
  /// - Parameters:
  ///   - pressedScale: the scale of a pressed view, greater than 0; 0.8 by default.
  ///   - pressAnimation: the animation of pressing and releasing; ``defaultPressAnimation`` by
  ///     default.
  /// - Precondition: `pressedScale` is finite and greater than 0.
  public init(pressedScale: Double = 0.8, pressAnimation: Animation = Self.defaultPressAnimation) {
    precondition(
      pressedScale.isFinite && pressedScale > 0,
      "A pressed scale must be greater than 0, not \(pressedScale)")
    self.pressedScale = pressedScale
    self.pressAnimation = pressAnimation
  }
}
