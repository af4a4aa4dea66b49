/// What a ``Pinchable`` conformer stores: the scale limits and the last scale of the current
/// pinch.
///
/// A conformer declares one stored property of this type. Its settings
/// (``minimumScale``, ``maximumScale``, ``animation``) can be changed at any time; its status
/// (``isPinchable``, ``isPinching``, ``lastScale``) is maintained by the behavior.
public struct PinchableState: Sendable {
  /// The smallest scale the view can be pinched to, relative to its untransformed size: 0.1 by
  /// default. The default ``Pinchable/minimumPinchScale()`` returns it.
  public var minimumScale: Double
  /// The largest scale the view can be pinched to: 2.0 by default. The default
  /// ``Pinchable/maximumPinchScale()`` returns it.
  public var maximumScale: Double
  /// The animation of each step: 0.01 s ease-in-out by default (``defaultAnimation``), UIKit's
  /// default curve for a 0.01-second `animate(withDuration:)`.
  public var animation: Animation

  /// Whether ``Pinchable/makePinchable()`` was called: pinches are ignored until it is.
  public internal(set) var isPinchable = false
  /// Whether a pinch is in progress: between its `began` and its end.
  public internal(set) var isPinching = false
  /// The gesture's scale at the previous step of the current pinch; 1 between pinches.
  public internal(set) var lastScale = 1.0

  /// The default animation of each step of a pinch: 0.01 s, ease-in-out.
  ///
  /// UIKit's default curve for a 0.01-second `animate(withDuration:)`: short enough that the
  /// view keeps up with the fingers.
  public static let defaultAnimation = Animation(duration: 0.01)

  /// Creates the state of a view that is not pinchable yet (call
  /// ``Pinchable/makePinchable()``).
  ///
  /// - Parameters:
  ///   - minimumScale: the smallest scale, greater than 0; 0.1 by default.
  ///   - maximumScale: the largest scale, at least `minimumScale`; 2.0 by default.
  ///   - animation: the animation of each step; ``defaultAnimation`` by default.
  /// - Precondition: `0 < minimumScale ≤ maximumScale`, both finite.
  public init(
    minimumScale: Double = 0.1, maximumScale: Double = 2.0,
    animation: Animation = Self.defaultAnimation
  ) {
    precondition(
      minimumScale > 0 && minimumScale <= maximumScale && maximumScale.isFinite,
      "Pinch scales need 0 < minimum ≤ maximum, not \(minimumScale) and \(maximumScale)")
    self.minimumScale = minimumScale
    self.maximumScale = maximumScale
    self.animation = animation
  }
}
