/// The pace of an animation, as UIKit's `UIView.AnimationCurve`: four cubic Bézier timing curves.
///
/// Each curve maps the fraction of the duration that has elapsed to the fraction of the change
/// that is done. Apart from ``linear`` they are the cubic Béziers UIKit uses, from (0, 0) to
/// (1, 1) through two control points:
///
/// | Curve | Control points | Feel |
/// |---|---|---|
/// | ``linear`` | (0, 0), (1, 1) | constant speed |
/// | ``easeIn`` | (0.42, 0), (1, 1) | starts slowly |
/// | ``easeOut`` | (0, 0), (0.58, 1) | ends slowly (the keyboard's default here) |
/// | ``easeInOut`` | (0.42, 0), (0.58, 1) | slow at both ends (UIKit's default) |
///
/// ```swift
/// AnimationCurve.easeInOut.progress(at: 0.5)   // 0.5: the curve is symmetric
/// AnimationCurve.easeOut.progress(at: 0.5)     // ≈ 0.685: most of the way already
/// ```
///
/// The raw value is the name used in layout files and output (`easeOut`).
public enum AnimationCurve: String, Hashable, Sendable, CaseIterable {
  /// Constant speed: the progress equals the elapsed fraction.
  case linear
  /// Starts slowly, then speeds up: control points (0.42, 0) and (1, 1).
  case easeIn
  /// Starts fast, then slows down: control points (0, 0) and (0.58, 1).
  case easeOut
  /// Slow at both ends: control points (0.42, 0) and (0.58, 1). UIKit's default curve.
  case easeInOut

  /// Creates the curve from the raw value of UIKit's `UIView.AnimationCurve`, as found under
  /// `UIKeyboardAnimationCurveUserInfoKey` in a keyboard notification.
  ///
  /// UIKit's values are 0 (`easeInOut`), 1 (`easeIn`), 2 (`easeOut`) and 3 (`linear`). The
  /// keyboard itself usually posts 7, a private curve with no public equivalent: it gives `nil`,
  /// so the behavior's default curve applies.
  ///
  /// - Parameter uiKitRawValue: the integer UIKit uses for the curve.
  public init?(uiKitRawValue: Int) {
    switch uiKitRawValue {
    case 0: self = .easeInOut
    case 1: self = .easeIn
    case 2: self = .easeOut
    case 3: self = .linear
    default: return nil
    }
  }

  /// The curve as a cubic Bézier timing function with UIKit's control points.
  public var timingFunction: TimingFunction {
    switch self {
    case .linear: return TimingFunction(0, 0, 1, 1)
    case .easeIn: return TimingFunction(0.42, 0, 1, 1)
    case .easeOut: return TimingFunction(0, 0, 0.58, 1)
    case .easeInOut: return TimingFunction(0.42, 0, 0.58, 1)
    }
  }

  /// The fraction of the change that is done when `fractionComplete` of the duration has elapsed.
  ///
  /// - Parameter fractionComplete: the elapsed fraction of the duration; values below 0 (and NaN)
  ///   give 0, values above 1 give 1.
  /// - Returns: a value in 0…1; exactly 0 at 0 and exactly 1 at 1.
  /// - Complexity: O(1): a few Newton steps, and a bounded bisection when Newton stalls.
  public func progress(at fractionComplete: Double) -> Double {
    if !(fractionComplete > 0) { return 0 }
    if fractionComplete >= 1 { return 1 }
    if self == .linear { return fractionComplete }
    return timingFunction.progress(at: fractionComplete)
  }
}
