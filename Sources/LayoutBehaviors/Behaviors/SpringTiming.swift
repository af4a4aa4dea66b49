#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#elseif canImport(ucrt)
  import ucrt
#elseif canImport(Android)
  import Android
#elseif canImport(WASILibc)
  import WASILibc
#endif

/// The timing of a spring animation, as UIKit's `UIView.animate(withDuration:delay:`
/// `usingSpringWithDamping:initialSpringVelocity:options:animations:)`: a damping ratio and an
/// initial velocity, played over the animation's duration.
///
/// The progress follows a damped harmonic oscillator, `x″ + 2ζω₀x′ + ω₀²x = 0`, where `x` is
/// the remaining displacement (`progress − 1`), starting at `x(0) = −1` with `x′(0)` the initial
/// velocity. It is evaluated with the closed-form solution (no numerical integration):
///
/// - underdamped (ζ < 1): `x(t) = e^(−ζω₀t) (x₀ cos ω_d t + (v₀ + ζω₀x₀)/ω_d · sin ω_d t)` with
///   `ω_d = ω₀√(1 − ζ²)`; the progress overshoots 1 and oscillates around it;
/// - critically damped (ζ = 1): `x(t) = e^(−ω₀t) (x₀ + (v₀ + ω₀x₀) t)`;
/// - overdamped (ζ > 1): the sum of two decaying exponentials with rates
///   `ω₀(ζ ∓ √(ζ² − 1))`.
///
/// **Settling.** UIKit does not document how it turns a duration into a stiffness. Trellis picks
/// the natural frequency ω₀ so that the slowest decaying part of the motion, `e^(−λt)` with
/// `λ = ζω₀` (or `ω₀(ζ − √(ζ² − 1))` when overdamped), has fallen to ``settlingThreshold``
/// (0.1 % of the distance) at the end of the duration: `ω₀ = ln(1000) / (λ/ω₀ · duration)`.
/// From the end of the duration on, the progress is exactly 1, as a UIKit animation ends on the
/// model value. A lower damping ratio therefore oscillates faster within the same duration; a
/// damping ratio of 1 approaches the end without overshooting (unless the initial velocity
/// carries it past); an initial velocity of 1 means "the whole distance per second", UIKit's
/// unit.
///
/// ```swift
/// let spring = SpringTiming(dampingRatio: 0.6, initialVelocity: 0)
/// spring.progress(at: 0, duration: 0.6)     // 0
/// spring.progress(at: 0.2, duration: 0.6)   // ≈ 1.094: the overshoot
/// spring.progress(at: 0.6, duration: 0.6)   // 1
/// ```
public struct SpringTiming: Hashable, Sendable {
  /// The damping ratio ζ: 1 settles without oscillating, values toward 0 oscillate more, values
  /// above 1 settle more slowly without oscillating. Always greater than 0.
  public let dampingRatio: Double
  /// The initial velocity, in distances per second: 1 covers the whole change in one second, as
  /// UIKit's `initialSpringVelocity`. May be negative (moving away at first).
  public let initialVelocity: Double

  /// The remaining displacement, as a fraction of the distance, that the envelope of the motion
  /// reaches at the end of the duration: 0.001.
  public static let settlingThreshold = 0.001

  /// Creates a spring timing.
  ///
  /// - Parameters:
  ///   - dampingRatio: the damping ratio, greater than 0 (UIKit's `usingSpringWithDamping`).
  ///   - initialVelocity: the initial velocity in distances per second (UIKit's
  ///     `initialSpringVelocity`); 0 by default.
  /// - Precondition: `dampingRatio` is finite and greater than 0 (an undamped spring never
  ///   settles); `initialVelocity` is finite.
  public init(dampingRatio: Double, initialVelocity: Double = 0) {
    precondition(
      dampingRatio.isFinite && dampingRatio > 0,
      "A spring's damping ratio must be greater than 0, not \(dampingRatio)")
    precondition(
      initialVelocity.isFinite, "A spring's initial velocity must be finite, not \(initialVelocity)"
    )
    self.dampingRatio = dampingRatio
    self.initialVelocity = initialVelocity
  }

  /// The natural (undamped) angular frequency ω₀, in radians per second, that makes the motion
  /// settle within `duration` (see the type's discussion).
  ///
  /// - Precondition: `duration` is greater than 0.
  public func naturalFrequency(duration: Double) -> Double {
    precondition(duration > 0, "A spring's duration must be greater than 0, not \(duration)")
    return -log(Self.settlingThreshold) / (decayFactor * duration)
  }

  /// The slowest decay rate divided by ω₀: ζ when underdamped, ζ − √(ζ² − 1) otherwise.
  var decayFactor: Double {
    dampingRatio < 1 ? dampingRatio : dampingRatio - (dampingRatio * dampingRatio - 1).squareRoot()
  }

  /// The fraction of the change that is done at `time` seconds into an animation of `duration`
  /// seconds.
  ///
  /// - Parameters:
  ///   - time: seconds since the animation started (after any delay).
  ///   - duration: the animation's duration in seconds, 0 or more.
  /// - Returns: exactly 0 at or before the start, exactly 1 at or after the end, and the
  ///   oscillator's value in between (which may exceed 1, or dip below 0 with a negative initial
  ///   velocity).
  public func progress(at time: Double, duration: Double) -> Double {
    if !(time > 0) { return 0 }
    if time >= duration { return 1 }
    let omega = naturalFrequency(duration: duration)
    let zeta = dampingRatio
    let x0 = -1.0
    let v0 = initialVelocity
    let displacement: Double
    if abs(zeta - 1) < 1e-9 {
      displacement = exp(-omega * time) * (x0 + (v0 + omega * x0) * time)
    } else if zeta < 1 {
      let damped = omega * (1 - zeta * zeta).squareRoot()
      displacement =
        exp(-zeta * omega * time)
        * (x0 * cos(damped * time) + (v0 + zeta * omega * x0) / damped * sin(damped * time))
    } else {
      let root = (zeta * zeta - 1).squareRoot()
      let slow = -omega * (zeta - root)
      let fast = -omega * (zeta + root)
      let fastCoefficient = (v0 - slow * x0) / (fast - slow)
      let slowCoefficient = x0 - fastCoefficient
      displacement = slowCoefficient * exp(slow * time) + fastCoefficient * exp(fast * time)
    }
    return 1 + displacement
  }
}
