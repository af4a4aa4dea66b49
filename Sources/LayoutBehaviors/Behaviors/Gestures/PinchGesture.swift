/// A pinch event, as a `UIPinchGestureRecognizer` reports it.
///
/// The ``scale`` is the *total* scale since the gesture began (1 at the start, 2 when the
/// fingers are twice as far apart), not the change since the last event.
///
/// ```swift
/// photo.pinch(PinchGesture(state: .began))
/// photo.pinch(PinchGesture(state: .changed, scale: 1.5))
/// photo.pinch(PinchGesture(state: .changed, scale: 2))
/// photo.pinch(PinchGesture(state: .ended, scale: 2))
/// ```
public struct PinchGesture: Hashable, Sendable {
  /// The phase of the pinch.
  public var state: GestureState
  /// The scale of the fingers' distance since the pinch began, greater than 0.
  public var scale: Double
  /// The speed of the scale, in scale units per second.
  public var velocity: Double

  /// Creates a pinch event.
  ///
  /// - Parameters:
  ///   - state: the phase.
  ///   - scale: the total scale since the pinch began; 1 by default.
  ///   - velocity: scale units per second; 0 by default.
  public init(state: GestureState, scale: Double = 1, velocity: Double = 0) {
    self.state = state
    self.scale = scale
    self.velocity = velocity
  }
}
