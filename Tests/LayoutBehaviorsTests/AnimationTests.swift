import Testing

@testable import LayoutBehaviors

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// UIKit's curves as cubic Béziers, the timing-function solver, springs and `Animation` itself.
@Suite struct AnimationTests {
  // MARK: - Curves

  @Test func curvesUseUIKitsControlPoints() {
    #expect(AnimationCurve.linear.timingFunction == TimingFunction(0, 0, 1, 1))
    #expect(AnimationCurve.easeIn.timingFunction == TimingFunction(0.42, 0, 1, 1))
    #expect(AnimationCurve.easeOut.timingFunction == TimingFunction(0, 0, 0.58, 1))
    #expect(AnimationCurve.easeInOut.timingFunction == TimingFunction(0.42, 0, 0.58, 1))
  }

  @Test(arguments: AnimationCurve.allCases)
  func curvesStartAtZeroAndEndAtOneExactly(curve: AnimationCurve) {
    #expect(curve.progress(at: 0) == 0)
    #expect(curve.progress(at: 1) == 1)
    #expect(curve.progress(at: -0.5) == 0)
    #expect(curve.progress(at: 1.5) == 1)
    #expect(curve.progress(at: .nan) == 0)
  }

  @Test(arguments: AnimationCurve.allCases)
  func curvesAreMonotonic(curve: AnimationCurve) {
    var previous = 0.0
    for step in 1...1000 {
      let value = curve.progress(at: Double(step) / 1000)
      #expect(value >= previous - 1e-12, "\(curve) decreases at \(Double(step) / 1000)")
      previous = value
    }
  }

  /// Known answers computed for this test by bisecting the curve's x(s) = x with exact rational
  /// arithmetic (80 halvings, Python `fractions`), then evaluating y(s).
  @Test func curvesMatchExactBisection() {
    let expected: [(AnimationCurve, [Double])] = [
      (
        .easeIn,
        [
          0.017026609651562944, 0.09346465071882486, 0.31535681257253934,
          0.6218618691748902, 0.8394278457624665,
        ]
      ),
      (
        .easeOut,
        [
          0.1605721542375335, 0.37813813082510983, 0.6846431874274607,
          0.9065353492811752, 0.9829733903484371,
        ]
      ),
      (
        .easeInOut,
        [
          0.0197224535483112, 0.12916193104731982, 0.5, 0.8708380689526802,
          0.9802775464516889,
        ]
      ),
    ]
    for (curve, values) in expected {
      for (x, value) in zip([0.1, 0.25, 0.5, 0.75, 0.9], values) {
        expectClose(curve.progress(at: x), value, tolerance: 1e-11, "\(curve) at \(x)")
      }
    }
  }

  @Test func easeInOutIsSymmetricAndHalfwayAtTheMidpoint() {
    expectClose(AnimationCurve.easeInOut.progress(at: 0.5), 0.5, tolerance: 1e-12)
    for step in 0...100 {
      let x = Double(step) / 100
      let sum =
        AnimationCurve.easeInOut.progress(at: x) + AnimationCurve.easeInOut.progress(at: 1 - x)
      expectClose(sum, 1, tolerance: 1e-11, "at \(x)")
    }
  }

  @Test func easeInMirrorsEaseOut() {
    // easeIn's control points are easeOut's reflected through (0.5, 0.5).
    for step in 0...100 {
      let x = Double(step) / 100
      expectClose(
        AnimationCurve.easeIn.progress(at: x), 1 - AnimationCurve.easeOut.progress(at: 1 - x),
        tolerance: 1e-11, "at \(x)")
    }
  }

  @Test func linearIsTheIdentity() {
    for x in [0.0, 0.1, 0.333, 0.5, 0.9, 1] {
      #expect(AnimationCurve.linear.progress(at: x) == x)
    }
  }

  @Test func uiKitRawValuesMapToCurves() {
    #expect(AnimationCurve(uiKitRawValue: 0) == .easeInOut)
    #expect(AnimationCurve(uiKitRawValue: 1) == .easeIn)
    #expect(AnimationCurve(uiKitRawValue: 2) == .easeOut)
    #expect(AnimationCurve(uiKitRawValue: 3) == .linear)
    // The keyboard's private curve has no public equivalent: the behavior's default applies.
    #expect(AnimationCurve(uiKitRawValue: 7) == nil)
  }

  // MARK: - Timing functions

  /// Bisection written independently of the solver, to 1e-14.
  func referenceProgress(_ function: TimingFunction, at x: Double) -> Double {
    func coordinate(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
      3 * (1 - s) * (1 - s) * s * p1 + 3 * (1 - s) * s * s * p2 + s * s * s
    }
    var low = 0.0
    var high = 1.0
    for _ in 0..<200 {
      let middle = (low + high) / 2
      if coordinate(middle, function.x1, function.x2) < x { low = middle } else { high = middle }
    }
    return coordinate((low + high) / 2, function.y1, function.y2)
  }

  @Test func randomTimingFunctionsMatchBisection() {
    let seed: UInt64 = 0x5EED_0005
    var random = SplitMix64(seed: seed)
    for trial in 0..<300 {
      let function = TimingFunction(
        random.double(in: 0...1), random.double(in: -0.5...1.5), random.double(in: 0...1),
        random.double(in: -0.5...1.5))
      for _ in 0..<10 {
        let x = random.double(in: 0...1)
        let actual = function.progress(at: x)
        let expected = referenceProgress(function, at: x)
        // The solver's 1e-12 on the parameter becomes at most ~1e-9 on y where x(s) is flat.
        #expect(
          abs(actual - expected) <= 1e-8,
          "seed \(seed), trial \(trial): \(function) at \(x) gives \(actual), not \(expected)")
      }
    }
  }

  @Test func newtonFallsBackToBisectionWhereTheSlopeVanishes() {
    // x(s) = 4s³ − 6s² + 3s has zero slope at s = 0.5: Newton cannot converge there.
    let flat = TimingFunction(1, 0, 0, 1)
    expectClose(flat.progress(at: 0.5), 0.5, tolerance: 1e-9)
    for x in [0.49, 0.499, 0.5001, 0.51] {
      expectClose(flat.progress(at: x), referenceProgress(flat, at: x), tolerance: 1e-8, "at \(x)")
    }
    let parameter = flat.parameter(forX: 0.4999)
    expectClose(TimingFunction.coordinate(parameter, p1: 1, p2: 0), 0.4999, tolerance: 1e-11)
  }

  // MARK: - Springs

  /// Known answers from the closed form evaluated in Python (`math`), with
  /// ω₀ = ln(1000) / (decay factor × duration).
  @Test func springsMatchTheClosedForm() {
    let cases: [(zeta: Double, velocity: Double, duration: Double, time: Double, value: Double)] = [
      (0.6, 0, 0.6, 0.1, 0.7516811833326952),
      (0.6, 0, 0.6, 0.3, 1.026964952235526),
      (1, 0, 0.5, 0.1, 0.40178142169976394),
      (2, 0, 1, 0.25, 0.8084170198927887),
      (0.5, 3, 1, 0.2, 1.1281758109217768),
    ]
    for c in cases {
      let spring = SpringTiming(dampingRatio: c.zeta, initialVelocity: c.velocity)
      expectClose(
        spring.progress(at: c.time, duration: c.duration), c.value, tolerance: 1e-12,
        "ζ \(c.zeta), v \(c.velocity), t \(c.time)")
    }
    expectClose(
      SpringTiming(dampingRatio: 0.6).naturalFrequency(duration: 0.6), 19.188209108283715,
      tolerance: 1e-9)
  }

  /// Integrates x″ = −2ζω₀x′ − ω₀²x with a fourth-order Runge–Kutta scheme and compares.
  @Test(arguments: [0.2, 0.6, 1.0, 1.5, 3.0])
  func springsMatchNumericalIntegration(dampingRatio: Double) {
    for velocity in [0.0, 2.5, -1.0] {
      let spring = SpringTiming(dampingRatio: dampingRatio, initialVelocity: velocity)
      let duration = 0.8
      let omega = spring.naturalFrequency(duration: duration)
      var x = -1.0
      var v = velocity
      let step = 1e-5
      var time = 0.0
      func acceleration(_ x: Double, _ v: Double) -> Double {
        -2 * dampingRatio * omega * v - omega * omega * x
      }
      for checkpoint in [0.05, 0.2, 0.4, 0.79] {
        while time < checkpoint - step / 2 {
          let k1x = v
          let k1v = acceleration(x, v)
          let k2x = v + step / 2 * k1v
          let k2v = acceleration(x + step / 2 * k1x, v + step / 2 * k1v)
          let k3x = v + step / 2 * k2v
          let k3v = acceleration(x + step / 2 * k2x, v + step / 2 * k2v)
          let k4x = v + step * k3v
          let k4v = acceleration(x + step * k3x, v + step * k3v)
          x += step / 6 * (k1x + 2 * k2x + 2 * k3x + k4x)
          v += step / 6 * (k1v + 2 * k2v + 2 * k3v + k4v)
          time += step
        }
        expectClose(
          spring.progress(at: time, duration: duration), 1 + x, tolerance: 1e-7,
          "ζ \(dampingRatio), v \(velocity), t \(checkpoint)")
      }
    }
  }

  @Test func springsStartAtZeroAndEndAtOneExactly() {
    for zeta in [0.1, 0.6, 1, 4] {
      let spring = SpringTiming(dampingRatio: zeta, initialVelocity: 1)
      #expect(spring.progress(at: 0, duration: 0.6) == 0)
      #expect(spring.progress(at: -1, duration: 0.6) == 0)
      #expect(spring.progress(at: 0.6, duration: 0.6) == 1)
      #expect(spring.progress(at: 10, duration: 0.6) == 1)
    }
  }

  @Test func underdampedSpringsOvershootAndCriticalOnesDoNot() {
    let bouncy = SpringTiming(dampingRatio: 0.3)
    let critical = SpringTiming(dampingRatio: 1)
    let sluggish = SpringTiming(dampingRatio: 2)
    var bouncyMaximum = 0.0
    var previousCritical = 0.0
    var previousSluggish = 0.0
    for step in 1..<1000 {
      let time = Double(step) / 1000
      bouncyMaximum = max(bouncyMaximum, bouncy.progress(at: time, duration: 1))
      let criticalValue = critical.progress(at: time, duration: 1)
      let sluggishValue = sluggish.progress(at: time, duration: 1)
      #expect(criticalValue <= 1 && criticalValue >= previousCritical)
      #expect(sluggishValue <= 1 && sluggishValue >= previousSluggish)
      previousCritical = criticalValue
      previousSluggish = sluggishValue
    }
    #expect(bouncyMaximum > 1.3, "ζ = 0.3 overshoots by about 37 %")
  }

  @Test func theFirstPeakIsTheTextbookOvershoot() {
    // Without an initial velocity the first maximum is e^(−πζ/√(1 − ζ²)) past the end
    // (Animations.md): 16.3 % for ζ = 0.5, 37.2 % for ζ = 0.3.
    for zeta in [0.3, 0.5, 0.8] {
      let spring = SpringTiming(dampingRatio: zeta)
      var peak = 0.0
      for step in 1..<100_000 {
        peak = max(peak, spring.progress(at: Double(step) / 100_000, duration: 1))
      }
      expectClose(
        peak - 1, exp(-Double.pi * zeta / (1 - zeta * zeta).squareRoot()), tolerance: 1e-6,
        "ζ \(zeta)")
    }
  }

  @Test func springsHaveSettledToTheThresholdWhenTheDurationEnds() {
    // Just before the end, what remains is within the envelope: amplitude × 0.001.
    for zeta in [0.2, 0.6, 0.9] {
      let spring = SpringTiming(dampingRatio: zeta)
      let amplitude = 1 / (1 - zeta * zeta).squareRoot()
      let remaining = abs(spring.progress(at: 0.6 - 1e-9, duration: 0.6) - 1)
      #expect(remaining <= amplitude * SpringTiming.settlingThreshold * 1.0001, "ζ \(zeta)")
    }
  }

  @Test func initialVelocityIsInDistancesPerSecond() {
    // A velocity of 2 covers the distance at 2 per second at first: progress ≈ 2 × t for tiny t.
    let spring = SpringTiming(dampingRatio: 1, initialVelocity: 2)
    let time = 1e-7
    expectClose(spring.progress(at: time, duration: 0.5) / time, 2, tolerance: 1e-4)
    let still = SpringTiming(dampingRatio: 0.5)
    expectClose(still.progress(at: time, duration: 0.5) / time, 0, tolerance: 1e-4)
  }

  // MARK: - Animation

  @Test func animationProgressUsesTheCurveOverTheDuration() {
    let animation = Animation(duration: 0.4, curve: .easeOut)
    #expect(animation.progress(at: 0) == 0)
    #expect(animation.progress(at: 0.4) == 1)
    #expect(animation.progress(at: 1) == 1)
    expectClose(animation.progress(at: 0.1), AnimationCurve.easeOut.progress(at: 0.25))
    #expect(Animation(duration: 1).curve == .easeInOut, "UIKit's default curve")
  }

  @Test func animationDelayHoldsTheStart() {
    let animation = Animation(duration: 0.2, delay: 0.1, curve: .linear)
    #expect(animation.totalDuration == 0.30000000000000004 || animation.totalDuration == 0.3)
    #expect(animation.progress(at: 0.05) == 0)
    #expect(animation.progress(at: 0.1) == 0)
    expectClose(animation.progress(at: 0.2), 0.5)
    #expect(animation.progress(at: animation.totalDuration) == 1)
  }

  @Test func zeroDurationJumpsRightAfterTheStart() {
    let instant = Animation(duration: 0, curve: .easeOut)
    #expect(instant.progress(at: 0) == 0)
    #expect(instant.progress(at: 1e-12) == 1)
  }

  @Test func springAnimations() {
    let animation = Animation.spring(duration: 0.6, dampingRatio: 0.6, initialVelocity: 0.5)
    #expect(animation.spring == SpringTiming(dampingRatio: 0.6, initialVelocity: 0.5))
    #expect(animation.curve == nil)
    #expect(animation.progress(at: 0) == 0)
    #expect(animation.progress(at: 0.6) == 1)
    expectClose(
      animation.progress(at: 0.3),
      SpringTiming(dampingRatio: 0.6, initialVelocity: 0.5).progress(at: 0.3, duration: 0.6))
  }

  @Test func sampleTimesAreEvenAndEndExactly() {
    let times = Animation(duration: 0.25, curve: .easeOut).sampleTimes(count: 6)
    #expect(times.count == 6)
    #expect(times.first == 0)
    #expect(times.last == 0.25)
    for (index, time) in times.enumerated() { expectClose(time, 0.05 * Double(index)) }
    #expect(Animation(duration: 0.3, delay: 0.1).sampleTimes(count: 2).last == 0.4)
  }

  @Test func descriptions() {
    #expect(Animation(duration: 0.25, curve: .easeOut).description == "0.25 s easeOut")
    #expect(Animation(duration: 1, curve: .linear).description == "1 s linear")
    #expect(
      Animation.spring(duration: 0.6, dampingRatio: 0.6).description
        == "0.6 s spring(damping 0.6, velocity 0)")
    #expect(
      Animation(duration: 0.3, delay: 0.1).description == "0.3 s easeInOut after 0.1 s")
  }
}
