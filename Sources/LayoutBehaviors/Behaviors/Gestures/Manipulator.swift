/// A ready-made ``Moveable``, ``Pinchable``, ``Rotatable``, ``Tappable`` and ``Forceable``: a
/// view and the behaviors it has, for code with no view type of its own to conform (the
/// command-line tool, tests, scripts).
///
/// It stands for a view type that conforms to all five and calls every `make…()`: the behaviors
/// given at creation are made, the others ignore their events. ``apply(_:)`` sends each event to
/// its behavior: a pan to ``Moveable/move(_:)``, a pinch to ``Pinchable/pinch(_:)``, a rotation to
/// ``Rotatable/rotate(_:)``, a press to ``Tappable/press(_:)``, a force touch to
/// ``Forceable/force(_:)``. The callbacks keep their default implementations and are recorded in
/// each result; ``tapCount`` counts the taps.
///
/// ```swift
/// let photo = Manipulator(view: photoView)
/// photo.apply(.pan(PanGesture(state: .began)))
/// photo.apply(.pan(PanGesture(state: .changed, translation: Point(x: 30, y: 0))))
/// photo.apply(.pinch(PinchGesture(state: .began)))
/// photo.apply(.pinch(PinchGesture(state: .changed, scale: 2)))
/// ```
///
/// All five accept events at the same time, like gesture recognizers that all recognize
/// simultaneously: events of different kinds can interleave.
public final class Manipulator: Moveable, Pinchable, Rotatable, Tappable, Forceable {
  /// The view the gestures act on.
  public let view: View
  /// The behaviors made at creation.
  public let behaviors: GestureBehaviors
  /// How many taps the view received.
  public private(set) var tapCount = 0

  /// The ``Moveable`` state.
  public var moveableState: MoveableState
  /// The ``Pinchable`` state.
  public var pinchableState: PinchableState
  /// The ``Rotatable`` state.
  public var rotatableState: RotatableState
  /// The ``Tappable`` state.
  public var tappableState = TappableState()
  /// The ``Forceable`` state.
  public var forceableState = ForceableState()

  /// The moved view.
  public var moveableView: View { view }
  /// The pinched view.
  public var pinchableView: View { view }
  /// The rotated view.
  public var rotatableView: View { view }
  /// The tapped view.
  public var tappableView: View { view }
  /// The pressed view.
  public var forceableView: View { view }

  /// Creates the behaviors of `view` and makes those in `behaviors`.
  ///
  /// - Parameters:
  ///   - view: the view the gestures act on.
  ///   - behaviors: the behaviors to make; all five by default.
  ///   - moveable: the moveable state (how the view moves, its bounds); the default by default.
  ///   - pinchable: the pinchable state (the scale limits); the default by default.
  ///   - rotatable: the rotatable state (the rotation limits); the default by default.
  public init(
    view: View, behaviors: GestureBehaviors = .all, moveable: MoveableState = MoveableState(),
    pinchable: PinchableState = PinchableState(), rotatable: RotatableState = RotatableState()
  ) {
    self.view = view
    self.behaviors = behaviors
    moveableState = moveable
    pinchableState = pinchable
    rotatableState = rotatable
    if behaviors.contains(.moveable) { makeMoveable() }
    if behaviors.contains(.pinchable) { makePinchable() }
    if behaviors.contains(.rotatable) { makeRotatable() }
    if behaviors.contains(.tappable) { makeTappable() }
    if behaviors.contains(.forceable) { makeForceable() }
  }

  /// Counts the tap.
  public func didTap() {
    tapCount += 1
  }

  /// Sends the event to its behavior and returns the result (empty when the behavior was not
  /// made).
  @discardableResult
  public func apply(_ event: GestureEvent) -> GestureResult {
    switch event {
    case .pan(let gesture): return move(gesture)
    case .pinch(let gesture): return pinch(gesture)
    case .rotation(let gesture): return rotate(gesture)
    case .press(let gesture): return press(gesture)
    case .force(let gesture): return force(gesture)
    }
  }
}
