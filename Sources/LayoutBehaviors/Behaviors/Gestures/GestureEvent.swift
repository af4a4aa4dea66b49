/// One gesture event of any kind: what a touch screen would deliver to a view's recognizers.
///
/// On Linux there is no touch screen: gestures are values. A layout file or a test lists them,
/// and a behavior applies each one and returns a ``GestureResult``. Every payload is a plain
/// value type (points, numbers, a ``GestureState`` whose raw value is its name), so events are
/// easy to read from JSON:
///
/// ```json
/// { "pan": { "state": "changed", "translation": [300, 0] } }
/// { "pinch": { "state": "changed", "scale": 1.5 } }
/// { "press": { "state": "ended", "location": [10, 10], "duration": 0.2 } }
/// ```
///
/// ```swift
/// let events: [GestureEvent] = [
///   .pan(PanGesture(state: .began)),
///   .pan(PanGesture(state: .changed, translation: Point(x: 300, y: 0))),
///   .pan(PanGesture(state: .ended, translation: Point(x: 300, y: 0))),
/// ]
/// for event in events { photo.apply(event) }
/// ```
public enum GestureEvent: Hashable, Sendable {
  /// A pan (drag); see ``Moveable`` and ``Draggable``.
  case pan(PanGesture)
  /// A pinch; see ``Pinchable``.
  case pinch(PinchGesture)
  /// A two-finger rotation; see ``Rotatable``.
  case rotation(RotationGesture)
  /// A press; see ``Tappable`` and ``Draggable``.
  case press(PressGesture)
  /// A force touch; see ``Forceable``.
  case force(ForceGesture)

  /// The phase of the event's gesture.
  public var state: GestureState {
    switch self {
    case .pan(let gesture): return gesture.state
    case .pinch(let gesture): return gesture.state
    case .rotation(let gesture): return gesture.state
    case .press(let gesture): return gesture.state
    case .force(let gesture): return gesture.state
    }
  }

  /// The kind of gesture: `pan`, `pinch`, `rotation`, `press` or `force` (the JSON key).
  public var kind: String {
    switch self {
    case .pan: return "pan"
    case .pinch: return "pinch"
    case .rotation: return "rotation"
    case .press: return "press"
    case .force: return "force"
    }
  }
}
