import Testing

@testable import ConstraintSolver

/// The exact arithmetic of the tests' reference: ``BigInt``, ``Rational`` and ``ExactLP``.
@Suite struct RationalTests {
  @Test func bigIntegerArithmeticMatches128BitIntegers() {
    var rng = SplitMix64(seed: 42)
    for _ in 0..<3_000 {
      // Operands of up to 62 bits, so that products fit in 128 bits.
      let a =
        Int64.random(in: -(1 << 62)...(1 << 62), using: &rng) >> Int.random(in: 0...60, using: &rng)
      let b =
        Int64.random(in: -(1 << 62)...(1 << 62), using: &rng) >> Int.random(in: 0...60, using: &rng)
      let wideA = Int128(a)
      let wideB = Int128(b)
      #expect(BigInt(a) + BigInt(b) == BigInt(wideA + wideB))
      #expect(BigInt(a) - BigInt(b) == BigInt(wideA - wideB))
      #expect(BigInt(a) * BigInt(b) == BigInt(wideA * wideB))
      #expect((BigInt(a) < BigInt(b)) == (a < b))
      if b != 0 {
        let product = BigInt(wideA * wideB) + BigInt(Int128(a % b))
        let (quotient, remainder) = product.quotientAndRemainder(dividingBy: BigInt(b))
        #expect(quotient * BigInt(b) + remainder == product)
        #expect(remainder.magnitude < BigInt(b).magnitude)
        #expect(remainder.isZero || remainder.isNegative == product.isNegative)
      }
    }
  }

  @Test func longDivisionOfManyLimbs() {
    var rng = SplitMix64(seed: 7)
    func random(limbs: Int) -> BigInt {
      BigInt(
        isNegative: Bool.random(using: &rng),
        limbs: (0..<limbs).map { _ in UInt32.random(in: 0...UInt32.max, using: &rng) })
    }
    for _ in 0..<2_000 {
      let a = random(limbs: Int.random(in: 1...12, using: &rng))
      var b = random(limbs: Int.random(in: 1...6, using: &rng))
      if b.isZero { b = .one }
      let (quotient, remainder) = a.quotientAndRemainder(dividingBy: b)
      #expect(quotient * b + remainder == a)
      #expect(remainder.magnitude < b.magnitude)
    }
    // Knuth's algorithm D's rare "add back" step: a divisor whose second limb is all ones.
    let divisor = BigInt(isNegative: false, limbs: [1, UInt32.max, 0x8000_0000])
    let dividend = BigInt(isNegative: false, limbs: [0, 0, 0, 0x7FFF_FFFF, 0xFFFF_FFFF])
    let (q, r) = dividend.quotientAndRemainder(dividingBy: divisor)
    #expect(q * divisor + r == dividend && r < divisor)
  }

  @Test func greatestCommonDivisorAndDecimalText() {
    #expect(BigInt.gcd(BigInt(84), BigInt(-36)) == BigInt(12))
    #expect(BigInt.gcd(.zero, BigInt(5)) == BigInt(5))
    let big = BigInt.powerOfTwo(100) * BigInt(3)
    #expect(BigInt.gcd(big, BigInt.powerOfTwo(70) * BigInt(9)) == BigInt.powerOfTwo(70) * BigInt(3))
    #expect(BigInt.powerOfTwo(100).description == "1267650600228229401496703205376")
    #expect((-BigInt(1_000_000_007) * BigInt(1_000_000_000)).description == "-1000000007000000000")
  }

  @Test func rationalsAreNormalized() {
    let a = Rational(BigInt(6), BigInt(-4))
    #expect(a.numerator == BigInt(-3) && a.denominator == BigInt(2))
    #expect(Rational(BigInt(0), BigInt(-7)) == .zero)
    #expect(Rational(1) / Rational(3) + Rational(1) / Rational(6) == Rational(BigInt(1), BigInt(2)))
    #expect(Rational(BigInt(2), BigInt(3)) * Rational(BigInt(3), BigInt(2)) == .one)
    #expect(Rational(BigInt(-1), BigInt(3)) < Rational(BigInt(-1), BigInt(4)))
    // Past 64 bits and back: one form per value.
    let large = Rational(BigInt.powerOfTwo(90), BigInt(3))
    let back = large * Rational(BigInt(3), BigInt.powerOfTwo(90))
    #expect(back == .one)
    #expect(back.description == "1")
    #expect((large - large).isZero)
  }

  @Test func exactConversionFromDoubles() {
    #expect(Rational(exactly: 0.5) == Rational(BigInt(1), BigInt(2)))
    #expect(Rational(exactly: -3) == Rational(-3))
    // 0.1 is 3602879701896397 / 2⁵⁵.
    #expect(
      Rational(exactly: 0.1) == Rational(BigInt(3_602_879_701_896_397), BigInt.powerOfTwo(55)))
    #expect(Rational(exactly: 0x1p80) == Rational(BigInt.powerOfTwo(80)))
    #expect(Rational(exactly: .leastNonzeroMagnitude) == Rational(.one, BigInt.powerOfTwo(1074)))
    #expect(Rational(exactly: 0).isZero)
    var rng = SplitMix64(seed: 3)
    for _ in 0..<2_000 {
      let value = Double(
        sign: Bool.random(using: &rng) ? .minus : .plus,
        exponent: Int.random(in: -1070...1020, using: &rng),
        significand: Double.random(in: 1..<2, using: &rng))
      #expect(Rational(exactly: value).doubleValue == value, "\(value)")
    }
  }

  @Test func decimalConversionFromDoubles() {
    #expect(Rational(decimal: 0.6) == Rational(BigInt(3), BigInt(5)))
    #expect(Rational(decimal: -0.002) == Rational(BigInt(-1), BigInt(500)))
    #expect(Rational(decimal: 1e-5) == Rational(BigInt(1), BigInt(100_000)))
    #expect(Rational(decimal: 1.5e20) == Rational(BigInt(150_000_000_000_000_000) * BigInt(1000)))
    #expect(Rational(decimal: 1001001000) == Rational(1_001_001_000))
    #expect(Rational(decimal: 0.1) != Rational(exactly: 0.1))
    #expect(Rational(decimal: 0.1).doubleValue == 0.1)
    #expect(Rational(BigInt(-5), BigInt(2)).swiftLiteral == "-2.5")
    #expect(Rational(BigInt(1), BigInt(3)).swiftLiteral == "1.0 / 3.0")
  }

  // MARK: - The exact reference

  func constraint(
    _ terms: [(Int, Double)], _ constant: Double, _ relation: Relation, weight: Double? = nil
  ) -> ExactConstraint {
    ExactConstraint(
      terms: terms.map { (variable: $0.0, coefficient: Rational(decimal: $0.1)) },
      constant: Rational(decimal: constant), relation: relation,
      weight: weight.map { Rational(decimal: $0) })
  }

  @Test func optimumOfSmallSystems() {
    // x == 5 (weak) and x <= 3 (required): x = 3, error 2.
    let system = [
      constraint([(0, 1)], -5, .equal, weight: 1), constraint([(0, 1)], -3, .lessThanOrEqual),
    ]
    guard case .optimal(let error, let solution) = ExactLP.optimum(of: system) else {
      Issue.record("not optimal")
      return
    }
    #expect(error == Rational(2))
    #expect(solution[0] == Rational(3))
    // The weights trade off: x == 0 (strong) against x == 10 (medium) → x = 0, error 10⁴.
    let tradeOff = [
      constraint([(0, 1)], 0, .equal, weight: 1e6), constraint([(0, 1)], -10, .equal, weight: 1000),
    ]
    guard case .optimal(let tradeOffError, _) = ExactLP.optimum(of: tradeOff) else {
      Issue.record("not optimal")
      return
    }
    #expect(tradeOffError == Rational(10_000))
    // x >= 1 (optional, weight 3) is violated only below 1.
    let inequality = [
      constraint([(0, 1)], -1, .greaterThanOrEqual, weight: 3), constraint([(0, 2)], 0, .equal),
    ]
    guard case .optimal(let inequalityError, _) = ExactLP.optimum(of: inequality) else {
      Issue.record("not optimal")
      return
    }
    #expect(inequalityError == Rational(3))
  }

  @Test func infeasibleRequiredConstraints() {
    let system = [
      constraint([(0, 1)], -3, .lessThanOrEqual), constraint([(0, 1)], -5, .greaterThanOrEqual),
      constraint([(1, 1)], 0, .equal, weight: 1),
    ]
    guard case .infeasible = ExactLP.optimum(of: system) else {
      Issue.record("x <= 3 and x >= 5 were found feasible")
      return
    }
    // min t: (x − 3)/3 <= t and (5 − x)/5 <= t → t = 1/4 at x = 15/4.
    #expect(ExactLP.minimalResidual(of: system) == Rational(BigInt(1), BigInt(4)))
    // Knife-edge: x + y == 1 and x + y == 1 + 10⁻⁹.
    let knife = [
      constraint([(0, 1), (1, 1)], -1, .equal), constraint([(0, 1), (1, 1)], -(1 + 1e-9), .equal),
    ]
    let residual = ExactLP.minimalResidual(of: knife)!
    #expect(residual.signum > 0 && residual.doubleValue < 1e-9)
    #expect(ExactLP.minimalResidual(of: Array(knife.prefix(1))) == .zero)
  }

  /// The simplex is exact on a degenerate system with many redundant constraints through one
  /// point (Bland's rule must not cycle).
  @Test func degenerateSystems() {
    var system: [ExactConstraint] = []
    for k in 1...12 {
      let a = Double(k % 5) - 2
      system.append(constraint([(0, a), (1, 1), (2, -a)], 0, .lessThanOrEqual))
      system.append(constraint([(0, 1), (1, a)], -Double(k), .equal, weight: Double(k)))
    }
    guard case .optimal(let error, let solution) = ExactLP.optimum(of: system) else {
      Issue.record("not optimal")
      return
    }
    // The point reaches the error and respects the required constraints.
    var total = Rational.zero
    for item in system {
      let violation = item.violation(at: solution)
      if let weight = item.weight { total += weight * violation } else { #expect(violation.isZero) }
    }
    #expect(total == error)
  }
}
