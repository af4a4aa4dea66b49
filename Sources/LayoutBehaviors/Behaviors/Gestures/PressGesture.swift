/// A press (touch down, hold, touch up) event, as a `UILongPressGestureRecognizer` reports it.
///
/// Unlike the other gestures, the ``location`` is in the pressed view's *own* coordinates
/// (`location(in: view)`), because that is where a tap is judged: `(0, 0)` is the view's
/// top-left corner before its transform.
///
/// The ``duration`` is how long the finger has been down when the event happens, in seconds,
/// if the source knows it. A ``Tappable`` view uses it for its minimum press duration: a press
/// that has not lasted long enough is not recognized yet. `nil` means "long enough".
///
/// ```swift
/// button.press(PressGesture(state: .began, location: Point(x: 10, y: 10)))
/// button.press(PressGesture(state: .ended, location: Point(x: 12, y: 10)))   // didTap
/// ```
public struct PressGesture: Hashable, Sendable {
  /// The phase of the press.
  public var state: GestureState
  /// Where the finger is, in the pressed view's own coordinates.
  public var location: Point
  /// Seconds since the finger went down, or `nil` when unknown (taken as long enough).
  public var duration: Double?

  /// Creates a press event.
  ///
  /// - Parameters:
  ///   - state: the phase.
  ///   - location: the finger, in the pressed view's own coordinates; the origin by default.
  ///   - duration: seconds since the finger went down, or `nil` (the default) when unknown.
  public init(state: GestureState, location: Point = .zero, duration: Double? = nil) {
    self.state = state
    self.location = location
    self.duration = duration
  }
}
