import Testing

@testable import ConstraintSolver

/// The refinement of the solution after structural changes (`Solver.refineSolution()`, run by
/// `updateVariables()`) and the accurate sums it computes residuals with.
@Suite struct RefinementTests {
  /// 10¹⁶ + 1 − 10¹⁶: summed plainly the 1 is lost (10¹⁶ + 1 rounds to 10¹⁶); the accurate
  /// sum keeps it.
  @Test func anAccurateSumKeepsWhatAPlainSumLoses() {
    var sum = AccurateSum(1e16)
    sum.add(1, 1)
    sum.add(-1, 1e16)
    let large: Double = 1e16
    #expect(large + 1 - large == 0)
    #expect(sum.value == 1)
  }

  /// (1 + 2⁻³⁰)(1 − 2⁻³⁰) − 1 = −2⁻⁶⁰ exactly; the rounded product is 1, so a plain sum gives 0.
  @Test func anAccurateSumKeepsTheRoundingErrorOfAProduct() {
    let a = 1 + 0x1p-30
    let b = 1 - 0x1p-30
    #expect(a * b - 1 == 0)
    var sum = AccurateSum(-1)
    sum.add(a, b)
    #expect(sum.value == -0x1p-60)
    // Large factors: (2²⁶ + 1)² = 2⁵² + 2²⁷ + 1 is exact; (2²⁷ + 1)² = 2⁵⁴ + 2²⁸ + 1 is not.
    var large = AccurateSum(-(0x1p54 + 0x1p28))
    large.add(0x1p27 + 1, 0x1p27 + 1)
    #expect(large.value == 1)
  }

  /// The round-off bound: terms (the initial value counts) × 2⁻⁵³ × Σ |terms|, worked by hand
  /// for 25 + 3 · 5 − 2 · (−5) (three terms, magnitudes 25 + 15 + 10 = 50).
  @Test func theRoundOffBoundOfASum() {
    var sum = AccurateSum(25)
    sum.add(3, 5)
    sum.add(-2, -5)
    #expect(sum.value == 50)
    let bound: Double = 3 * 0x1p-53 * 50
    #expect(sum.roundOff == bound)
  }

  /// Adding or removing a constraint of the tableau, an edit variable, or changing a strength
  /// makes the next update refine; suggestions, in-place constant changes and definitions
  /// (computed from their terms, not solved) do not.
  @Test func structuralChangesMakeTheNextUpdateRefine() throws {
    var solver = Solver()
    let x = solver.makeVariable("x")
    let y = solver.makeVariable("y")
    #expect(!solver.storage.tableau.refinementDue)
    try solver.addConstraint(x >= -1000)
    #expect(solver.storage.tableau.refinementDue)
    solver.updateVariables()
    #expect(!solver.storage.tableau.refinementDue)
    let sum = x + y == 100
    try solver.addConstraint(sum)
    #expect(solver.storage.tableau.definitions.isDefined(y))
    #expect(!solver.storage.tableau.refinementDue)
    solver.updateVariables()
    try solver.addEditVariable(x, strength: .strong)
    #expect(solver.storage.tableau.refinementDue)
    solver.updateVariables()
    try solver.suggestValue(30, for: x)
    try solver.setConstant(-120, for: sum)
    #expect(!solver.storage.tableau.refinementDue)
    solver.updateVariables()
    #expect(solver.value(of: x) == 30)
    #expect(solver.value(of: y) == 90)
    let preference = (y == 10) | .weak
    try solver.addConstraint(preference)
    solver.updateVariables()
    try solver.setStrength(.medium, for: preference)
    #expect(solver.storage.tableau.refinementDue)
    solver.updateVariables()
    try solver.removeConstraint(preference)
    #expect(solver.storage.tableau.refinementDue)
    solver.updateVariables()
    #expect(!solver.storage.tableau.refinementDue)
  }

  /// A pivot on a coefficient more than 10⁴ times smaller than its row's largest makes every
  /// later update refine (`Tableau.refinesEveryUpdate`), suggestions included, until `reset()`.
  /// Worked by hand: with y = 1, `10⁻³ · x + y == 0` makes x = −1,000 (its row is divided by
  /// 10⁻³, a growth of 10³); with v = 1, `2⁻¹⁷ · u + v == 0` makes u = −131,072 (growth 2¹⁷),
  /// and u stays so when a weak edit of v asks for 3.
  @Test func aPivotOnASmallCoefficientMakesEveryUpdateRefine() throws {
    var solver = Solver()
    let x = solver.makeVariable("x")
    let y = solver.makeVariable("y")
    try solver.addConstraint(y == 1)
    try solver.addConstraint(1e-3 * x + y == 0)
    solver.updateVariables()
    #expect(!solver.refinesEveryUpdate)
    #expect(solver.value(of: x) == -1000)

    var small = Solver()
    let u = small.makeVariable("u")
    let v = small.makeVariable("v")
    try small.addConstraint(v == 1)
    try small.addConstraint(0x1p-17 * u + v == 0)
    #expect(small.refinesEveryUpdate)
    try small.addEditVariable(v, strength: .weak)
    small.updateVariables()
    try small.suggestValue(3, for: v)
    #expect(!small.storage.tableau.refinementDue)
    small.updateVariables()
    #expect(small.value(of: u) == -131_072)
    #expect(small.value(of: v) == 1)
    #expect(small.refinesEveryUpdate)
    small.reset()
    #expect(!small.refinesEveryUpdate)
  }

  /// A call that fails takes the mark back with everything else. `x1 ≥ 1` contradicts the others:
  /// x2 = −0.03 · x1 ≤ −0.03, so 0.04 · x2 + 0.02 · x0 ≥ 0 needs x0 ≥ 0.06, and x0 ≤ 0. On the
  /// way to that verdict the addition pivots on a coefficient 10⁴ times smaller than its row's
  /// largest. (SequenceFamily.manyConstraintsFewVariables, seed 134, minimized: the exact
  /// suites found the mark left behind when the rollback did not restore it.)
  @Test func aFailedCallLeavesTheMarkAsItWas() throws {
    var s = Solver()
    let x = (0..<3).map { s.makeVariable("x\($0)") }
    try s.addConstraint(1 * x[0] <= 0)
    try s.addConstraint((20 * x[1] - 500 * x[0] == 0) | .strong)
    try s.addConstraint(-0.6 * x[1] - 20 * x[2] == 0)
    try s.addConstraint(0.04 * x[2] + 0.02 * x[0] >= 0)
    s.updateVariables()
    #expect(!s.refinesEveryUpdate)
    let fingerprint = s.storage.tableau.storageFingerprint()
    #expect(throws: AddConstraintError.self) { try s.addConstraint(1 * x[1] - 1 >= 0) }
    #expect(!s.refinesEveryUpdate)
    #expect(s.storage.tableau.storageFingerprint() == fingerprint)
  }

  /// A residual within the round-off of the row's own numbers moves nothing. The system is the
  /// one of `MagnitudeTests.nearOverflowSuggestionIsRefused`, where this first showed: the
  /// tableau holds thirds, x3 comes out 2 · 10⁻¹⁵ from −5 and the required row 4 · 10⁻¹⁵ from 0,
  /// within its round-off (3 terms × 2⁻⁵³ × 50). Moving it would make x3 exactly −5 but the
  /// suggested x1 5.000000000000001; the update publishes what the tableau holds, bit for bit.
  @Test func aResidualAtTheRoundOffOfTheRowMovesNothing() throws {
    var solver = Solver()
    let x1 = solver.makeVariable("x1")
    let x3 = solver.makeVariable("x3")
    let x4 = solver.makeVariable("x4")
    try solver.addConstraint(3 * x1 - 2 * x3 + x4 - 25 >= 0)
    try solver.addEditVariable(x1, strength: .strong)
    try solver.suggestValue(5, for: x1)
    var unrefined = solver
    unrefined.makeUnique()
    unrefined.storage.tableau.updateVariables()
    #expect(unrefined.storage.tableau.refinementDue)
    solver.updateVariables()
    #expect(!solver.storage.tableau.refinementDue)
    for variable in [x1, x3, x4] {
      #expect(solver.value(of: variable).bitPattern == unrefined.value(of: variable).bitPattern)
    }
    #expect(solver.value(of: x1) == 5)
    #expect((solver.value(of: x3) + 5).magnitude <= 4e-15)
  }

  /// After every update of the exact suites' sequences, `changedVariables` lists each variable
  /// whose published value changed, once, and no other: the refinement publishes a second round
  /// of values into the same list.
  @Test(arguments: SequenceFamily.allCases)
  func changedVariablesListEachChangeOnce(_ family: SequenceFamily) {
    var refinedUpdates = 0
    for seed in 1...UInt64(100) {
      let sequence = family.sequence(seed: seed)
      var performer = OperationPerformer(variableCount: sequence.variableCount)
      performer.solver.verifiesEverySolve = false
      var published = performer.variables.map { performer.solver.value(of: $0) }
      for (step, operation) in sequence.operations.enumerated() {
        _ = try? performer.perform(operation, in: sequence)
        if performer.solver.storage.tableau.refinementDue { refinedUpdates += 1 }
        performer.solver.updateVariables()
        let values = performer.variables.map { performer.solver.value(of: $0) }
        let changed = performer.variables.indices.filter {
          values[$0].bitPattern != published[$0].bitPattern
        }.map { performer.variables[$0].id }
        let listed = performer.solver.changedVariables.map(\.id)
        #expect(
          listed.sorted() == changed && Set(listed).count == listed.count,
          Comment(
            rawValue: "\(family.rawValue), seed \(seed), operation \(step): listed \(listed), "
              + "changed \(changed)"))
        published = values
      }
    }
    #expect(refinedUpdates > 100, "only \(refinedUpdates) updates refined")
  }
}
