/// A force (3D Touch) event: the phase of a touch and its force, as `UITouch` reports them.
///
/// ```swift
/// card.force(ForceGesture(state: .began, force: 0.5))
/// card.force(ForceGesture(state: .changed, force: 3))
/// card.force(ForceGesture(state: .ended, force: 0))
/// ```
public struct ForceGesture: Hashable, Sendable {
  /// The phase of the touch.
  public var state: GestureState
  /// The force of the touch now, as `UITouch.force`: 1 is an average touch.
  public var force: Double
  /// The largest force the device reports, as `UITouch.maximumPossibleForce`.
  public var maximumPossibleForce: Double

  /// The maximum force of the 3D Touch iPhones, `20 / 3`: the default of
  /// ``maximumPossibleForce``.
  public static let defaultMaximumPossibleForce = 20.0 / 3.0

  /// Creates a force event.
  ///
  /// - Parameters:
  ///   - state: the phase.
  ///   - force: the force now; 0 by default.
  ///   - maximumPossibleForce: the device's largest force; ``defaultMaximumPossibleForce`` by
  ///     default.
  public init(
    state: GestureState, force: Double = 0,
    maximumPossibleForce: Double = ForceGesture.defaultMaximumPossibleForce
  ) {
    self.state = state
    self.force = force
    self.maximumPossibleForce = maximumPossibleForce
  }

  /// The force as a fraction of the maximum, 0…1 (0 when the maximum is not positive).
  public var normalizedForce: Double {
    maximumPossibleForce > 0 ? min(max(force / maximumPossibleForce, 0), 1) : 0
  }
}
