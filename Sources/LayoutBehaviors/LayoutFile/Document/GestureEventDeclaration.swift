/// A gesture on a view, from the file's events (`pan`, `pinch`, `rotation`, `press`, `force`):
/// one event of a gesture, or a whole gesture in a number of steps.
///
/// ```json
/// { "type": "pan", "view": "photo", "state": "changed", "translation": [120, -60] }
/// { "type": "pan", "view": "photo", "translation": [120, -60], "steps": 3 }
/// { "type": "pan", "view": "card", "from": [60, 40], "to": [240, 40], "steps": 4 }
/// { "type": "pinch", "view": "photo", "scale": 1.5, "steps": 2 }
/// { "type": "press", "view": "button" }
/// ```
///
/// **One event** has a `state` and the gesture's values, as ``GestureEvent`` holds them.
/// **A whole gesture** has no `state`: its values are those of its last event, and it expands
/// into `began`, `steps` `changed` events that go linearly from the gesture's start to those
/// values, and `ended` (see ``expanded(center:)``).
public struct GestureEventDeclaration: Hashable, Sendable {
  /// The view the gesture acts on.
  public var view: String
  /// The event, or the last event of a whole gesture (its state is then `ended`).
  public var gesture: GestureEvent
  /// `nil` for one event; the number of `changed` events of a whole gesture, 1 or more.
  public var steps: Int?
  /// For a whole pan given with `from` and `to`: where the finger starts, in the superview's
  /// coordinates (the pan's locations go from there, its translations from zero).
  public var start: Point?
  /// For a press: whether it has no `location` and so happens at the center of the view's bounds.
  public var isAtCenter: Bool

  /// Creates a gesture event.
  public init(
    view: String, gesture: GestureEvent, steps: Int? = nil, start: Point? = nil,
    isAtCenter: Bool = false
  ) {
    self.view = view
    self.gesture = gesture
    self.steps = steps
    self.start = start
    self.isAtCenter = isAtCenter
  }

  /// The events to apply, in order.
  ///
  /// One event is itself. A whole gesture of *n* steps is `began`, *n* `changed` events at
  /// *k*/*n* of the way for *k* = 1…*n*, and `ended` at the end:
  ///
  /// - a pan's translation goes from zero to its translation (and its location from ``start``,
  ///   when given, by the same amounts); its velocity is on every event after `began`;
  /// - a pinch's scale goes from 1, a rotation's angle from 0, a force from 0;
  /// - a press is `began` then `ended` at its location (a tap), with no `changed` events.
  ///
  /// - Parameter center: the center of the view's bounds, in its own coordinates: where a press
  ///   without a location happens.
  /// - Returns: the events.
  public func expanded(center: Point) -> [GestureEvent] {
    var gesture = self.gesture
    if isAtCenter, case .press(var press) = gesture {
      press.location = center
      gesture = .press(press)
    }
    guard let steps else { return [gesture] }
    let count = max(steps, 1)
    func fraction(_ step: Int) -> Double { Double(step) / Double(count) }
    switch gesture {
    case .pan(let last):
      let origin = start ?? .zero
      func pan(_ state: GestureState, _ part: Double, velocity: Point) -> GestureEvent {
        let translation = Point(x: last.translation.x * part, y: last.translation.y * part)
        let location =
          start == nil
          ? last.location : Point(x: origin.x + translation.x, y: origin.y + translation.y)
        return .pan(
          PanGesture(state: state, translation: translation, velocity: velocity, location: location)
        )
      }
      return [pan(.began, 0, velocity: .zero)]
        + (1...count).map { pan(.changed, fraction($0), velocity: last.velocity) }
        + [pan(.ended, 1, velocity: last.velocity)]
    case .pinch(let last):
      func pinch(_ state: GestureState, _ part: Double) -> GestureEvent {
        .pinch(
          PinchGesture(
            state: state, scale: 1 + (last.scale - 1) * part,
            velocity: state == .began ? 0 : last.velocity))
      }
      return [pinch(.began, 0)] + (1...count).map { pinch(.changed, fraction($0)) }
        + [pinch(.ended, 1)]
    case .rotation(let last):
      func rotation(_ state: GestureState, _ part: Double) -> GestureEvent {
        .rotation(
          RotationGesture(
            state: state, rotation: last.rotation * part,
            velocity: state == .began ? 0 : last.velocity))
      }
      return [rotation(.began, 0)] + (1...count).map { rotation(.changed, fraction($0)) }
        + [rotation(.ended, 1)]
    case .press(let last):
      return [
        .press(PressGesture(state: .began, location: last.location, duration: last.duration)),
        .press(PressGesture(state: .ended, location: last.location, duration: last.duration)),
      ]
    case .force(let last):
      func force(_ state: GestureState, _ part: Double) -> GestureEvent {
        .force(
          ForceGesture(
            state: state, force: last.force * part,
            maximumPossibleForce: last.maximumPossibleForce))
      }
      return [force(.began, 0)] + (1...count).map { force(.changed, fraction($0)) }
        + [force(.ended, 1)]
    }
  }

  /// A short description: `pan photo changed translation (120, -60)`,
  /// `pan photo by (120, -60) in 3 steps`, `pan card from (60, 40) to (240, 40) in 4 steps`,
  /// `pinch photo to scale 1.5 in 2 steps`, `rotation photo changed rotation 0.785`,
  /// `press share`, `press share began at (10, 10)`, `force card to force 3 in 2 steps`.
  public var summary: String {
    var text = "\(gesture.kind) \(view)"
    let isWhole = steps != nil
    if !isWhole { text += " \(gesture.state.rawValue)" }
    func number(_ value: Double) -> String { LayoutFileText.number(value) }
    switch gesture {
    case .pan(let pan):
      if isWhole, let start {
        let end = Point(x: start.x + pan.translation.x, y: start.y + pan.translation.y)
        text += " from \(Self.describe(start)) to \(Self.describe(end))"
      } else if isWhole {
        text += " by \(Self.describe(pan.translation))"
      } else if pan.translation != .zero {
        text += " translation \(Self.describe(pan.translation))"
      }
      if pan.velocity != .zero { text += " velocity \(Self.describe(pan.velocity))" }
      if !isWhole, pan.location != .zero { text += " at \(Self.describe(pan.location))" }
    case .pinch(let pinch):
      if isWhole {
        text += " to scale \(number(pinch.scale))"
      } else if pinch.scale != 1 {
        text += " scale \(number(pinch.scale))"
      }
      if pinch.velocity != 0 { text += " velocity \(number(pinch.velocity))" }
    case .rotation(let rotation):
      if isWhole {
        text += " by \(number(rotation.rotation))"
      } else if rotation.rotation != 0 {
        text += " rotation \(number(rotation.rotation))"
      }
      if rotation.velocity != 0 { text += " velocity \(number(rotation.velocity))" }
    case .press(let press):
      if !isAtCenter { text += " at \(Self.describe(press.location))" }
      if let duration = press.duration { text += " after \(number(duration)) s" }
    case .force(let force):
      if isWhole {
        text += " to force \(number(force.force))"
      } else if force.force != 0 {
        text += " force \(number(force.force))"
      }
      if force.maximumPossibleForce != ForceGesture.defaultMaximumPossibleForce {
        text += " of \(number(force.maximumPossibleForce))"
      }
    }
    if let steps, gesture.kind != "press" { text += " in \(steps) step\(steps == 1 ? "" : "s")" }
    return text
  }

  /// `(x, y)`.
  static func describe(_ point: Point) -> String {
    "(\(LayoutFileText.number(point.x)), \(LayoutFileText.number(point.y)))"
  }
}
