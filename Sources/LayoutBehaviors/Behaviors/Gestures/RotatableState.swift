/// What a ``Rotatable`` conformer stores: the optional rotation limits, the rotation applied so
/// far, and the last angle of the current rotation.
///
/// A conformer declares one stored property of this type. Its settings (``minimumRotation``,
/// ``maximumRotation``, ``animation``) can be changed at any time; its status (``isRotatable``,
/// ``isRotating``, ``lastRotation``, ``rotation``) is maintained by the behavior.
public struct RotatableState: Sendable {
  /// The smallest total rotation, in radians, or `nil` for no limit (the default). A limit
  /// bounds ``rotation``, the total angle over every rotation.
  public var minimumRotation: Double?
  /// The largest total rotation, in radians, or `nil` for no limit (the default).
  public var maximumRotation: Double?
  /// The animation of each step, or `nil` to apply steps at once (the default): a step then
  /// shows at once, as a 0-second animation would.
  public var animation: Animation?

  /// Whether ``Rotatable/makeRotatable()`` was called: rotations are ignored until it is.
  public internal(set) var isRotatable = false
  /// Whether a rotation is in progress: between its `began` and its end.
  public internal(set) var isRotating = false
  /// The gesture's angle at the previous step of the current rotation; 0 between rotations.
  public internal(set) var lastRotation = 0.0
  /// The total angle the behavior has turned the view through, in radians, over every
  /// rotation so far: what the limits bound. Measured from the view's transform at each step,
  /// so a customized transform step is counted as what it did.
  public internal(set) var rotation = 0.0

  /// Creates the state of a view that is not rotatable yet (call
  /// ``Rotatable/makeRotatable()``).
  ///
  /// - Parameters:
  ///   - minimumRotation: the smallest total rotation in radians, or `nil` (the default).
  ///   - maximumRotation: the largest total rotation in radians, or `nil` (the default).
  ///   - animation: the animation of each step, or `nil` (the default).
  /// - Precondition: the limits are finite, and the minimum is not above the maximum.
  public init(
    minimumRotation: Double? = nil, maximumRotation: Double? = nil, animation: Animation? = nil
  ) {
    precondition(
      (minimumRotation?.isFinite ?? true) && (maximumRotation?.isFinite ?? true),
      "Rotation limits must be finite")
    if let minimumRotation, let maximumRotation {
      precondition(
        minimumRotation <= maximumRotation,
        "The minimum rotation \(minimumRotation) is above the maximum \(maximumRotation)")
    }
    self.minimumRotation = minimumRotation
    self.maximumRotation = maximumRotation
    self.animation = animation
  }
}
