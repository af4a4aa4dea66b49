/// How a change should be animated: a duration, an optional delay, and a timing — one of UIKit's
/// curves or a spring.
///
/// An `Animation` is a description, as the arguments of `UIView.animate(withDuration:…)`: Trellis
/// has no clock. A ``Transition`` carries one, and sampling the transition at a time (see
/// ``Transition/frames(at:)``) uses ``progress(at:)`` to place every frame between its start and
/// its end.
///
/// ```swift
/// let keyboard = Animation(duration: 0.25, curve: .easeOut)
/// let pile = Animation.spring(duration: 0.6, dampingRatio: 0.6)
/// keyboard.progress(at: 0)      // 0
/// keyboard.progress(at: 0.25)   // 1
/// print(keyboard)               // 0.25 s easeOut
/// ```
public struct Animation: Hashable, Sendable, CustomStringConvertible {
  /// How the progress advances over the duration.
  public enum Timing: Hashable, Sendable {
    /// One of UIKit's four cubic Bézier curves.
    case curve(AnimationCurve)
    /// A damped spring, as `UIView.animate(usingSpringWithDamping:initialSpringVelocity:)`.
    case spring(SpringTiming)
  }

  /// The length of the animation in seconds, after the delay; 0 or more.
  public let duration: Double
  /// Seconds to wait before the animation starts; 0 or more (0 by default).
  public let delay: Double
  /// The curve or spring that paces the animation.
  public let timing: Timing

  /// Creates an animation paced by one of UIKit's curves.
  ///
  /// - Parameters:
  ///   - duration: the length in seconds, 0 or more.
  ///   - delay: seconds before the start, 0 or more; 0 by default.
  ///   - curve: the curve; ``AnimationCurve/easeInOut`` by default, as
  ///     `UIView.animate(withDuration:)`.
  /// - Precondition: `duration` and `delay` are finite and not negative.
  public init(duration: Double, delay: Double = 0, curve: AnimationCurve = .easeInOut) {
    self.init(duration: duration, delay: delay, timing: .curve(curve))
  }

  /// Creates an animation from its parts.
  ///
  /// - Precondition: `duration` and `delay` are finite and not negative.
  public init(duration: Double, delay: Double = 0, timing: Timing) {
    precondition(
      duration.isFinite && duration >= 0,
      "An animation's duration must be 0 or more, not \(duration)")
    precondition(
      delay.isFinite && delay >= 0, "An animation's delay must be 0 or more, not \(delay)")
    self.duration = duration
    self.delay = delay
    self.timing = timing
  }

  /// A spring animation, as
  /// `UIView.animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:…)`.
  ///
  /// See ``SpringTiming`` for how the spring settles within `duration`.
  ///
  /// - Parameters:
  ///   - duration: the length in seconds, 0 or more.
  ///   - delay: seconds before the start, 0 or more; 0 by default.
  ///   - dampingRatio: greater than 0; 1 settles without oscillating.
  ///   - initialVelocity: distances per second at the start; 0 by default.
  /// - Precondition: the numbers are finite, `duration` and `delay` not negative,
  ///   `dampingRatio` greater than 0.
  public static func spring(
    duration: Double, delay: Double = 0, dampingRatio: Double, initialVelocity: Double = 0
  ) -> Animation {
    Animation(
      duration: duration, delay: delay,
      timing: .spring(SpringTiming(dampingRatio: dampingRatio, initialVelocity: initialVelocity)))
  }

  /// The curve, or `nil` for a spring.
  public var curve: AnimationCurve? {
    if case .curve(let curve) = timing { return curve }
    return nil
  }

  /// The spring, or `nil` for a curve.
  public var spring: SpringTiming? {
    if case .spring(let spring) = timing { return spring }
    return nil
  }

  /// The time from the call to the end of the animation: ``delay`` + ``duration``.
  public var totalDuration: Double { delay + duration }

  /// The fraction of the change that is done at `time` seconds after the animation was started
  /// (the delay included).
  ///
  /// - Parameter time: seconds since the start, delay included; any value.
  /// - Returns: exactly 0 up to the end of the delay (and at time 0 whatever the duration),
  ///   exactly 1 from ``totalDuration`` on, and the curve's or spring's value in between. A
  ///   spring's value can leave 0…1 (overshoot); a curve's cannot.
  public func progress(at time: Double) -> Double {
    let elapsed = time - delay
    if !(time > 0) || !(elapsed > 0) { return 0 }
    if elapsed >= duration { return 1 }
    switch timing {
    case .curve(let curve):
      return curve.progress(at: elapsed / duration)
    case .spring(let spring):
      return spring.progress(at: elapsed, duration: duration)
    }
  }

  /// `count` times evenly spaced from 0 to ``totalDuration``, both included: the moments at
  /// which to sample a transition to show its motion.
  ///
  /// ```swift
  /// Animation(duration: 0.25).sampleTimes(count: 6)  // [0, 0.05, 0.1, 0.15, 0.2, 0.25]
  /// ```
  ///
  /// - Parameter count: how many times; 2 or more.
  /// - Returns: the times, the first exactly 0 and the last exactly ``totalDuration``.
  /// - Precondition: `count` is at least 2.
  public func sampleTimes(count: Int) -> [Double] {
    Self.sampleTimes(count: count, through: totalDuration)
  }

  /// `count` times evenly spaced from 0 to `end`, both included and exact: the one rule every
  /// result's `sampleTimes(count:)` follows.
  ///
  /// - Precondition: `count` is at least 2.
  static func sampleTimes(count: Int, through end: Double) -> [Double] {
    precondition(count >= 2, "Sampling needs at least 2 times (the start and the end)")
    let last = count - 1
    let steps = Double(last)
    return (0..<count).map { (index: Int) -> Double in
      index == last ? end : end * Double(index) / steps
    }
  }

  /// A short description: `0.25 s easeOut`, `0.6 s spring(damping 0.6, velocity 0)`, with
  /// `after 0.1 s` when there is a delay.
  public var description: String {
    var text = "\(Self.format(duration)) s "
    switch timing {
    case .curve(let curve):
      text += curve.rawValue
    case .spring(let spring):
      text +=
        "spring(damping \(Self.format(spring.dampingRatio)), "
        + "velocity \(Self.format(spring.initialVelocity)))"
    }
    if delay > 0 { text += " after \(Self.format(delay)) s" }
    return text
  }

  /// A number as Swift prints it, without a trailing `.0` for whole numbers and without `-0`.
  static func format(_ value: Double) -> String {
    if value == 0 { return "0" }
    if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
    return String(value)
  }
}
