/// A pan (drag) event, as a `UIPanGestureRecognizer` reports it.
///
/// The ``translation`` is the *total* distance the finger moved since the gesture began, not
/// the distance since the last event, and like ``location`` and ``velocity`` it is in the
/// coordinates of the moved view's superview, as `translation(in: view.superview)`.
///
/// ```swift
/// photo.move(PanGesture(state: .began))
/// photo.move(PanGesture(state: .changed, translation: Point(x: 300, y: 0)))
/// photo.move(PanGesture(state: .ended, translation: Point(x: 300, y: 0)))
/// ```
public struct PanGesture: Hashable, Sendable {
  /// The phase of the pan.
  public var state: GestureState
  /// The total distance the finger moved since the pan began, in the superview's coordinates.
  public var translation: Point
  /// The finger's speed, in points per second, in the superview's coordinates.
  public var velocity: Point
  /// Where the finger is, in the superview's coordinates.
  public var location: Point

  /// Creates a pan event.
  ///
  /// - Parameters:
  ///   - state: the phase.
  ///   - translation: the total distance moved since the pan began; zero by default.
  ///   - velocity: points per second; zero by default.
  ///   - location: the finger, in the superview's coordinates; the origin by default.
  public init(
    state: GestureState, translation: Point = .zero, velocity: Point = .zero,
    location: Point = .zero
  ) {
    self.state = state
    self.translation = translation
    self.velocity = velocity
    self.location = location
  }
}
