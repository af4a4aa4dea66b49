/// A keyboard notification as a value: what UIKit's `keyboardWillShow`,
/// `keyboardWillChangeFrame` and `keyboardWillHide` notifications carry in their `userInfo`.
///
/// There is no notification center: whoever owns the screen passes events to
/// ``KeyboardAvoidable/apply(_:)``, and gets a ``Transition`` back.
///
/// ```swift
/// screen.apply(.willShow(endFrame: Rect(x: 0, y: 451, width: 375, height: 216), duration: 0.25))
/// screen.apply(.willChangeFrame(endFrame: Rect(x: 0, y: 409, width: 375, height: 258)))
/// screen.apply(.willHide())
/// ```
///
/// The duration and the curve are optional, as they may be missing from a real notification;
/// the behavior's defaults (0.25 s, ease-out) then apply.
public enum KeyboardEvent: Hashable, Sendable {
  /// The keyboard will appear (`UIResponder.keyboardWillShowNotification`).
  case willShow(KeyboardFrameChange)
  /// The keyboard will change its frame: a rotation, another keyboard, an accessory view, or
  /// undocking (`UIResponder.keyboardWillChangeFrameNotification`).
  case willChangeFrame(KeyboardFrameChange)
  /// The keyboard will disappear (`UIResponder.keyboardWillHideNotification`), with its
  /// animation's duration and curve when known.
  case willHide(duration: Double? = nil, curve: AnimationCurve? = nil)

  /// A `keyboardWillShow` event.
  ///
  /// - Parameters:
  ///   - endFrame: the keyboard's frame at the end of its animation, in the root view's
  ///     coordinates (`UIKeyboardFrameEndUserInfoKey`, converted).
  ///   - beginFrame: its frame at the start, if known (`UIKeyboardFrameBeginUserInfoKey`).
  ///   - duration: the animation's duration in seconds, if known.
  ///   - curve: the animation's curve, if known.
  public static func willShow(
    endFrame: Rect, beginFrame: Rect? = nil, duration: Double? = nil,
    curve: AnimationCurve? = nil
  ) -> KeyboardEvent {
    .willShow(
      KeyboardFrameChange(
        endFrame: endFrame, beginFrame: beginFrame, duration: duration, curve: curve))
  }

  /// A `keyboardWillChangeFrame` event; the parameters are those of
  /// ``willShow(endFrame:beginFrame:duration:curve:)``.
  public static func willChangeFrame(
    endFrame: Rect, beginFrame: Rect? = nil, duration: Double? = nil,
    curve: AnimationCurve? = nil
  ) -> KeyboardEvent {
    .willChangeFrame(
      KeyboardFrameChange(
        endFrame: endFrame, beginFrame: beginFrame, duration: duration, curve: curve))
  }

  /// The animation's duration the event carries, if any.
  public var duration: Double? {
    switch self {
    case .willShow(let change), .willChangeFrame(let change): return change.duration
    case .willHide(let duration, _): return duration
    }
  }

  /// The animation's curve the event carries, if any.
  public var curve: AnimationCurve? {
    switch self {
    case .willShow(let change), .willChangeFrame(let change): return change.curve
    case .willHide(_, let curve): return curve
    }
  }

  /// The keyboard's end frame, for a show or a change of frame; `nil` for a hide.
  public var endFrame: Rect? {
    switch self {
    case .willShow(let change), .willChangeFrame(let change): return change.endFrame
    case .willHide: return nil
    }
  }

  /// The notification's name as used in layout files: `keyboardWillShow`,
  /// `keyboardWillChangeFrame` or `keyboardWillHide`.
  public var name: String {
    switch self {
    case .willShow: return "keyboardWillShow"
    case .willChangeFrame: return "keyboardWillChangeFrame"
    case .willHide: return "keyboardWillHide"
    }
  }
}

/// The keyboard geometry and animation of a `keyboardWillShow` or `keyboardWillChangeFrame`
/// notification.
public struct KeyboardFrameChange: Hashable, Sendable {
  /// The keyboard's frame at the end of its animation, in the root view's coordinates.
  public var endFrame: Rect
  /// The keyboard's frame at the start of its animation, if known; carried along, not used by
  /// the default behavior.
  public var beginFrame: Rect?
  /// The animation's duration in seconds (0 or more), or `nil` when the notification had none.
  public var duration: Double?
  /// The animation's curve, or `nil` when the notification had none (or UIKit's private
  /// keyboard curve 7; see ``AnimationCurve/init(uiKitRawValue:)``).
  public var curve: AnimationCurve?

  /// Creates the payload of a keyboard notification.
  ///
  /// - Precondition: `duration`, when given, is finite and not negative.
  public init(
    endFrame: Rect, beginFrame: Rect? = nil, duration: Double? = nil,
    curve: AnimationCurve? = nil
  ) {
    if let duration {
      precondition(
        duration.isFinite && duration >= 0,
        "A keyboard animation's duration must be 0 or more, not \(duration)")
    }
    self.endFrame = endFrame
    self.beginFrame = beginFrame
    self.duration = duration
    self.curve = curve
  }
}

extension KeyboardFrameChange {
  /// `duration` when a keyboard animation can take it (finite, 0 or more), else `nil`, so that
  /// the behavior's default applies: for durations of declarations made by hand.
  static func usableDuration(_ duration: Double?) -> Double? {
    guard let duration, duration.isFinite, duration >= 0 else { return nil }
    return duration
  }
}
