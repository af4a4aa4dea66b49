/// What a ``KeyboardAvoidable`` conformer stores: its settings (margin, default animation) and
/// where the keyboard and the adjusted constraints are.
///
/// A conformer declares one stored property of this type and never changes its fields itself;
/// the behavior's default implementations do.
///
/// ```swift
/// final class LoginScreen: KeyboardAvoidable {
///   var keyboardAvoidanceState = KeyboardAvoidanceState(margin: 10)
///   …
/// }
/// ```
public struct KeyboardAvoidanceState {
  /// The space to keep between the keyboard and the adjusted content, in points; 0 by default
  /// (IQKeyboardManager's `keyboardDistance` is 10).
  public var margin: Double
  /// The animation used when an event lacks a duration or a curve, and when stopping restores
  /// the constants: its duration and curve fill in what is missing. 0.25 s ease-out by default
  /// (``defaultAnimation``).
  public var animation: Animation

  /// Whether keyboard events are applied: `true` between
  /// ``KeyboardAvoidable/startAvoidingKeyboard()`` and
  /// ``KeyboardAvoidable/stopAvoidingKeyboard()``.
  public internal(set) var isAvoiding = false
  /// The keyboard's end frame, in root coordinates, while it is shown (after a show or a change
  /// of frame, until a hide); `nil` while it is hidden.
  public internal(set) var keyboardFrame: Rect?
  /// The distance the adjusted content is currently moved up by, in points; 0 when the keyboard
  /// is hidden or does not overlap.
  public internal(set) var adjustment: Double = 0
  /// The constants the adjusted constraints had before the keyboard showed, in the order the
  /// constraints were first adjusted; empty while the keyboard is hidden.
  var originalConstants: [(constraint: LayoutConstraint, constant: Double)] = []

  /// UIKit's keyboard animation when a notification says nothing: 0.25 s, ease-out (the
  /// defaults IQKeyboardManager uses).
  public static let defaultAnimation = Animation(duration: 0.25, curve: .easeOut)

  /// Creates the state of a screen that is not avoiding the keyboard yet.
  ///
  /// - Parameters:
  ///   - margin: the space to keep above the keyboard, 0 or more; 0 by default.
  ///   - animation: the fallback animation; ``defaultAnimation`` by default.
  /// - Precondition: `margin` is finite and not negative.
  public init(margin: Double = 0, animation: Animation = Self.defaultAnimation) {
    precondition(
      margin.isFinite && margin >= 0, "A keyboard margin must be 0 or more, not \(margin)")
    self.margin = margin
    self.animation = animation
  }

  /// Whether the keyboard is shown (a show or change of frame was applied since the last hide).
  public var isKeyboardShown: Bool { keyboardFrame != nil }

  /// The constant `constraint` had before the keyboard showed, if the behavior adjusted it.
  public func originalConstant(of constraint: LayoutConstraint) -> Double? {
    originalConstants.first { $0.constraint === constraint }?.constant
  }
}
