/// How a pile animates between metrics: a spring's duration, delay, damping ratio and initial
/// velocity.
///
/// These are the arguments of UIKit's `UIView.animate(withDuration:delay:usingSpringWithDamping:`
/// `initialSpringVelocity:options:)`; ``animation`` makes the same ``Animation``. There are no
/// `options`: a pile's motions always begin from the current state (see ``Pileable``), as
/// `.beginFromCurrentState` asks.
public protocol PileAnimationMetric {
  /// The spring's duration in seconds, 0 or more.
  var duration: Double { get }
  /// The seconds before the spring starts, 0 or more.
  var delay: Double { get }
  /// The spring's damping ratio, greater than 0 (UIKit's `usingSpringWithDamping`).
  var damping: Double { get }
  /// The spring's initial velocity, in distances per second (UIKit's `initialSpringVelocity`).
  var initialVelocity: Double { get }
}

extension PileAnimationMetric {
  /// The spring these numbers describe:
  /// `Animation.spring(duration:delay:dampingRatio:initialVelocity:)`.
  public var animation: Animation {
    .spring(
      duration: duration, delay: delay, dampingRatio: damping, initialVelocity: initialVelocity)
  }
}

/// A pile animation metric with fixed values, and the default spring
/// (``StandardPileAnimationMetric/default``).
public struct StandardPileAnimationMetric: PileAnimationMetric, Hashable, Sendable {
  /// The spring's duration in seconds.
  public var duration: Double
  /// The seconds before the spring starts.
  public var delay: Double
  /// The spring's damping ratio.
  public var damping: Double
  /// The spring's initial velocity, in distances per second.
  public var initialVelocity: Double

  /// Creates an animation metric.
  ///
  /// - Precondition: `duration` and `delay` are finite and not negative, `damping` is finite and
  ///   greater than 0, `initialVelocity` is finite.
  public init(duration: Double, delay: Double = 0, damping: Double, initialVelocity: Double = 0) {
    precondition(
      duration.isFinite && duration >= 0 && delay.isFinite && delay >= 0,
      "A pile animation's duration and delay must be 0 or more")
    precondition(
      damping.isFinite && damping > 0, "A pile animation's damping must be greater than 0")
    precondition(initialVelocity.isFinite, "A pile animation's initial velocity must be finite")
    self.duration = duration
    self.delay = delay
    self.damping = damping
    self.initialVelocity = initialVelocity
  }

  /// The default spring of a pile: 0.6 s, no delay, damping 0.6, initial velocity 0.
  ///
  /// ``PileState`` and ``ViewPile`` use it unless given another.
  public static let `default` = StandardPileAnimationMetric(
    duration: 0.6, delay: 0, damping: 0.6, initialVelocity: 0)
}
