/// A two-finger rotation event, as a `UIRotationGestureRecognizer` reports it.
///
/// The ``rotation`` is the *total* angle since the gesture began, in radians, positive
/// clockwise on screen (y grows downward), not the change since the last event.
///
/// ```swift
/// photo.rotate(RotationGesture(state: .began))
/// photo.rotate(RotationGesture(state: .changed, rotation: .pi / 4))
/// photo.rotate(RotationGesture(state: .ended, rotation: .pi / 4))
/// ```
public struct RotationGesture: Hashable, Sendable {
  /// The phase of the rotation.
  public var state: GestureState
  /// The angle the fingers turned since the rotation began, in radians.
  public var rotation: Double
  /// The speed of the rotation, in radians per second.
  public var velocity: Double

  /// Creates a rotation event.
  ///
  /// - Parameters:
  ///   - state: the phase.
  ///   - rotation: the total angle since the rotation began, in radians; 0 by default.
  ///   - velocity: radians per second; 0 by default.
  public init(state: GestureState, rotation: Double = 0, velocity: Double = 0) {
    self.state = state
    self.rotation = rotation
    self.velocity = velocity
  }
}
