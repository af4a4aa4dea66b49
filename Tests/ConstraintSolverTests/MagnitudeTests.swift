import Testing

@testable import ConstraintSolver

/// Suggestions beyond ``Solver/magnitudeLimit`` are refused and change nothing, and
/// ``Solver/verify()`` reports required constraints that the published values break.
@Suite struct MagnitudeTests {
  /// Issue 10, case C: a suggestion of 10¹⁸ (or 10¹⁷) absorbed the constant 40 of a required
  /// equality, so that after suggesting 0 again x0 stayed 0 (32 with 10¹⁷) instead of 40.
  @Test(arguments: [1e18, 1e17, 1e16])
  func hugeSuggestionIsRefusedAndChangesNothing(value: Double) throws {
    var solver = Solver()
    let x0 = solver.makeVariable("x0")
    let x1 = solver.makeVariable("x1")
    try solver.addConstraint(x0 + x1 - 40 == 0)
    try solver.addEditVariable(x1, strength: .strong)
    solver.updateVariables()
    let fingerprint = solver.storage.tableau.storageFingerprint()
    #expect(throws: SuggestValueError.self) { try solver.suggestValue(value, for: x1) }
    do {
      try solver.suggestValue(value, for: x1)
    } catch {
      guard case .outOfRange(let variable, let refused) = error else {
        Issue.record("expected outOfRange, got \(error)")
        return
      }
      #expect(variable.id == x1.id && refused == value)
    }
    #expect(solver.storage.tableau.storageFingerprint() == fingerprint)
    try solver.suggestValue(0, for: x1)
    solver.updateVariables()
    #expect(solver.value(of: x0) == 40)
    #expect(solver.value(of: x1) == 0)
  }

  /// Issue 10, case D: suggesting 1.7·10³⁰⁸ made x3 infinite and every later value NaN.
  @Test func nearOverflowSuggestionIsRefused() throws {
    var solver = Solver()
    let x1 = solver.makeVariable("x1")
    let x3 = solver.makeVariable("x3")
    let x4 = solver.makeVariable("x4")
    try solver.addConstraint(3 * x1 - 2 * x3 + x4 - 25 >= 0)
    try solver.addEditVariable(x1, strength: .strong)
    let fingerprint = solver.storage.tableau.storageFingerprint()
    #expect(throws: SuggestValueError.self) { try solver.suggestValue(1.7e308, for: x1) }
    #expect(solver.storage.tableau.storageFingerprint() == fingerprint)
    try solver.suggestValue(5, for: x1)
    solver.updateVariables()
    for variable in [x1, x3, x4] { #expect(solver.value(of: variable).isFinite) }
    // 3·5 − 2·x3 + x4 ≥ 25 with x3 = x4 = 0 is violated: one of them moves by the shortfall.
    #expect(solver.value(of: x1) == 5)
    #expect(3 * 5 - 2 * solver.value(of: x3) + solver.value(of: x4) - 25 >= -1e-9)
    #expect(solver.verify().isEmpty)
  }

  /// The limit itself is accepted (an ordinary value near it keeps integers exact).
  @Test func suggestionAtTheLimitIsAccepted() throws {
    var solver = Solver()
    let x0 = solver.makeVariable("x0")
    let x1 = solver.makeVariable("x1")
    try solver.addConstraint(x0 + x1 - 40 == 0)
    try solver.addEditVariable(x1, strength: .strong)
    try solver.suggestValue(Solver.magnitudeLimit, for: x1)
    solver.updateVariables()
    #expect(solver.value(of: x0) == 40 - Solver.magnitudeLimit)
    try solver.suggestValue(0, for: x1)
    solver.updateVariables()
    #expect(solver.value(of: x0) == 40)
  }

  /// `verify()` finds nothing on a solved system, and reports a required constraint whose
  /// published values are stale (values published before the constraint was added), with its
  /// residual and allowance worked by hand.
  @Test func verifyReportsViolatedRequiredConstraints() throws {
    var solver = Solver()
    let x = solver.makeVariable("x")
    let y = solver.makeVariable("y")
    try solver.addConstraint(x == 10)
    try solver.addConstraint((y == 3) | .weak)
    solver.updateVariables()
    #expect(solver.verify().isEmpty)
    let stale = x + y >= 20  // x + y = 13 as published: short by 7.
    var copy = solver
    try copy.addConstraint(stale)
    // Not updated: the published values are those before the addition.
    let violations = copy.verify()
    #expect(violations.count == 1)
    #expect(violations.first?.constraint === stale)
    #expect(violations.first?.residual == 7)
    // Scale 1 + |−20| + |10| + |3| = 34.
    #expect(violations.first?.allowed == 34 * Solver.residualTolerance)
    copy.updateVariables()
    #expect(copy.verify().isEmpty)
    #expect(copy.value(of: y) == 10)
  }

  /// Issue 10, C and D for constants and coefficients: a constraint with a number beyond
  /// ``Solver/magnitudeLimit`` (or a non-zero coefficient below its inverse) is refused with
  /// `outOfRange` and changes nothing; the limits themselves are accepted.
  @Test(arguments: [
    (coefficient: 1.0, constant: 1e16), (coefficient: 1.0, constant: -1.7e308),
    (coefficient: 2e15, constant: 0), (coefficient: -1e300, constant: 5),
    (coefficient: 9e-16, constant: 5), (coefficient: -1e-300, constant: 0),
  ])
  func outOfRangeConstraintIsRefusedAndChangesNothing(coefficient: Double, constant: Double)
    throws
  {
    var solver = Solver()
    let x = solver.makeVariable("x")
    let y = solver.makeVariable("y")
    try solver.addConstraint(x + y == 40)
    solver.updateVariables()
    let fingerprint = solver.storage.tableau.storageFingerprint()
    let refused = Constraint(
      Expression(terms: [Term(x, coefficient: coefficient)], constant: constant), .equal)
    #expect(!Solver.isInRange(refused.expression))
    do {
      try solver.addConstraint(refused)
      Issue.record("\(refused) was accepted")
    } catch {
      guard case .outOfRange(let constraint) = error else {
        Issue.record("expected outOfRange, got \(error)")
        return
      }
      #expect(constraint === refused)
    }
    #expect(solver.storage.tableau.storageFingerprint() == fingerprint)
    #expect(!solver.hasConstraint(refused))
    try solver.addConstraint(x == 15)
    solver.updateVariables()
    #expect(solver.value(of: y) == 25)
  }

  @Test func numbersAtTheLimitsAreAccepted() throws {
    var solver = Solver()
    let x = solver.makeVariable("x")
    let y = solver.makeVariable("y")
    let zero = Expression(terms: [Term(y, coefficient: 0)], constant: 0)
    #expect(Solver.isInRange(zero))
    #expect(Solver.isInRange(-Solver.magnitudeLimit))
    #expect(!Solver.isInRange(Solver.magnitudeLimit.nextUp))
    #expect(!Solver.isInRange(Double.nan) && !Solver.isInRange(-Double.infinity))
    // 10⁻¹⁵ · x == 10⁻¹⁵ · 10¹⁵ = 1 would need x = 10¹⁵: both numbers are at their limits.
    try solver.addConstraint(
      Constraint(
        Expression(terms: [Term(x, coefficient: 1e-15)], constant: -1), .equal))
    try solver.addConstraint(
      Constraint(
        Expression(terms: [Term(y, coefficient: 1e15)], constant: -Solver.magnitudeLimit),
        .equal))
    solver.updateVariables()
    #expect(abs(solver.value(of: x) - 1e15) <= 1)
    #expect(solver.value(of: y) == 1)
    #expect(solver.verify().isEmpty)
  }

  /// A constant beyond the limit set in place is refused with `outOfRange`, whatever the
  /// strength, and changes nothing; the constraint keeps its constant.
  @Test(arguments: [Strength.required, .strong, .weak])
  func outOfRangeConstantIsRefusedInPlace(strength: Strength) throws {
    var solver = Solver()
    let x = solver.makeVariable("x")
    let pin = (x == 10) | strength
    try solver.addConstraint(pin)
    solver.updateVariables()
    let fingerprint = solver.storage.tableau.storageFingerprint()
    for value in [1.1e15, -1e20, 1.7e308] {
      do {
        try solver.setConstant(value, for: pin)
        Issue.record("the constant \(value) was accepted")
      } catch {
        guard case .outOfRange(let constraint, let refused) = error else {
          Issue.record("expected outOfRange, got \(error)")
          continue
        }
        #expect(constraint === pin && refused == value)
      }
      #expect(solver.storage.tableau.storageFingerprint() == fingerprint)
      #expect(solver.constant(of: pin) == -10)
    }
    try solver.setConstant(-Solver.magnitudeLimit, for: pin)
    solver.updateVariables()
    #expect(solver.value(of: x) == Solver.magnitudeLimit)
  }

  /// A stack of items with ordinary sizes and gaps (1 to 60), hanging from a top that one
  /// required inequality bounds at −C with C from 10⁹ to the limit, 10¹⁵, and capped by a
  /// bottom: the inequality is the only large number, and the stack's values must survive it.
  /// Before row constants had their own cancellation tolerance, values below 10⁴ computed
  /// against 10¹⁵ were snapped to zero (a stack came out 520 points off).
  @Test func aHugeConstantDoesNotEraseOrdinaryValues() throws {
    let seed: UInt64 = 0x5EED_10E15
    var random = SplitMix64(seed: seed)
    for trial in 0..<300 {
      var solver = Solver()
      let count = Int(random.next() % 6) + 2
      let top = solver.makeVariable("top")
      var tops = [top]
      var expected: Double = 0
      var sizes: [Double] = []
      for index in 0..<count {
        let size = Double(random.next() % 60 + 1) / (random.next() % 2 == 0 ? 1 : 4)
        let next = solver.makeVariable("top\(index + 1)")
        try solver.addConstraint(next == tops[index] + size)
        tops.append(next)
        sizes.append(size)
        expected += size
      }
      let limit = [1e9, 1e12, 1e14, 1e15][Int(random.next() % 4)]
      try solver.addConstraint(top >= -limit)
      try solver.addConstraint(tops[count] <= 796)
      try solver.addConstraint((tops[count] == 100) | .weak)
      solver.updateVariables()
      let label = "seed \(seed), trial \(trial): sizes \(sizes), limit \(limit)"
      #expect(solver.verify().isEmpty, "\(label)")
      #expect(solver.value(of: tops[count]) - solver.value(of: top) == expected, "\(label)")
      // The weak target is met to the double's step at the largest magnitude in the system
      // (0.125 at 10¹⁵): the optimum is computed through values of that size.
      let step = limit.ulp * 4
      #expect(abs(solver.value(of: tops[count]) - 100) <= step, "\(label)")
    }
  }
}
