/// The phase of a gesture, as `UIGestureRecognizer.State`.
///
/// A continuous gesture (pan, pinch, rotation, press, force) goes `began`, then `changed` any
/// number of times, then one of `ended`, `cancelled` or `failed`. `possible` is the phase before
/// the gesture is recognized: a press uses it to report the finger going down and moving before
/// the minimum press duration (see ``Tappable``); the other behaviors ignore it.
///
/// The raw value is the state's name in layout files and JSON (`began`, `changed`, …).
public enum GestureState: String, Hashable, Sendable, CaseIterable {
  /// Not recognized yet: the finger is down, the recognizer has not decided.
  case possible
  /// The gesture was recognized and starts.
  case began
  /// The gesture goes on: the finger moved, the scale or the angle changed.
  case changed
  /// The gesture finished normally: the fingers were lifted.
  case ended
  /// The gesture was interrupted (a call came in, another recognizer took over).
  case cancelled
  /// The gesture turned out not to be one (for a press: the finger moved too far too early).
  case failed

  /// Whether the gesture is over: `ended`, `cancelled` or `failed`.
  public var isFinished: Bool {
    self == .ended || self == .cancelled || self == .failed
  }
}
