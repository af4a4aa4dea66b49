/// A ready-made ``KeyboardAvoidable``: a container and the constraints to adjust, for code that
/// has no screen type of its own to conform (the command-line tool, tests, scripts).
///
/// ```swift
/// let avoider = KeyboardAvoider(container: engine.root, constraints: [scrollBottom], margin: 10)
/// avoider.startAvoidingKeyboard()
/// avoider.apply(.willShow(endFrame: Rect(x: 0, y: 451, width: 375, height: 216)))
/// ```
public final class KeyboardAvoider: KeyboardAvoidable {
  /// The view the keyboard is measured against.
  public let keyboardContainerView: View
  /// The constraints whose constants follow the keyboard.
  public var layoutConstraintsForKeyboard: [LayoutConstraint]
  /// The behavior's state.
  public var keyboardAvoidanceState: KeyboardAvoidanceState

  /// Creates a keyboard avoider; call ``startAvoidingKeyboard()`` before applying events.
  ///
  /// - Parameters:
  ///   - container: the view the keyboard is measured against (usually the root).
  ///   - constraints: the constraints to adjust, in order.
  ///   - margin: the space to keep above the keyboard, 0 or more; 0 by default.
  ///   - animation: the fallback animation; 0.25 s ease-out by default.
  public init(
    container: View, constraints: [LayoutConstraint], margin: Double = 0,
    animation: Animation = KeyboardAvoidanceState.defaultAnimation
  ) {
    keyboardContainerView = container
    layoutConstraintsForKeyboard = constraints
    keyboardAvoidanceState = KeyboardAvoidanceState(margin: margin, animation: animation)
  }
}
