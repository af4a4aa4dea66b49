import Testing

@testable import ConstraintSolver

/// Minimized sequences that once went wrong, each checked against the exact reference
/// (``expectExactOptimum(_:_:edits:sourceLocation:)``) and, where the answer is unique, against
/// its exact values. The randomized suites print new ones in this form.
@Suite struct NumericalRegressionTests {
  /// The exact optimum of the solver's live system (constants and strengths in use).
  func exactOptimum(
    _ solver: Solver, _ constraints: [Constraint], edits: [(Variable, Strength, Double)] = []
  ) -> Rational? {
    let live = constraints.enumerated().map { index, constraint in
      OperationPerformer.Live(
        index: index, constraint: constraint, constant: solver.constant(of: constraint)!,
        strength: solver.strength(of: constraint)!)
    }
    let editRecords = edits.map {
      OperationPerformer.Edit(variable: $0.0, strength: $0.1, value: $0.2)
    }
    guard
      case .optimal(let error, _) = ExactLP.optimum(
        of: ExactSolutionCheck.system(live, editRecords))
    else { return nil }
    return error
  }

  /// Issue 10, case A: coefficients spread over 10^±3; a required equality ended up violated by
  /// 2.31 (kiwi solves it). Every constraint can hold (x2 = −50,000 makes x0 = −0.5,
  /// x1 = −400/204 and x3 = 1600/204 satisfy them all), so the exact optimum is 0.
  @Test func issue10CaseA() throws {
    var s = Solver()
    let x = (0..<5).map { s.makeVariable("x\($0)") }
    let c0 = (300 * x[2] <= 0) | .medium
    let c1 = -1 * x[3] + 0.002 * x[2] + 200 * x[1] + 500 == 0
    let c2 = 0.6 * x[3] + 10 * x[0] <= 0
    let c3 = 400 * x[1] + 20 * x[2] <= 0
    let c4 = (-0.04 * x[1] - 0.01 * x[3] == 0) | .medium
    let c5 = -0.002 * x[2] + 200 * x[0] == 0
    for constraint in [c0, c1, c2, c3, c4, c5] { try s.addConstraint(constraint) }
    s.updateVariables()
    for constraint in [c1, c2, c3, c5] {
      #expect(!s.isViolated(constraint) || abs(s.value(of: constraint.expression)) < 1e-9)
    }
    expectExactOptimum(s, [c0, c1, c2, c3, c4, c5])
    #expect(exactOptimum(s, [c0, c1, c2, c3, c4, c5]) == .zero)
    // The point of the comment above satisfies every constraint exactly.
    let point: [Int: Rational] = [
      0: Rational(BigInt(-1), BigInt(2)), 1: Rational(BigInt(-100), BigInt(51)),
      2: Rational(-50_000), 3: Rational(BigInt(400), BigInt(51)),
    ]
    for constraint in [c0, c1, c2, c3, c4, c5] {
      let exact = ExactSolutionCheck.exact(
        constraint.expression, constant: constraint.expression.constant, constraint.relation,
        constraint.strength)
      #expect(exact.violation(at: point).isZero, "\(constraint)")
    }
  }

  /// Issue 10, case B: a strong equality was left unsatisfied (weighted error 255,812; kiwi 0).
  /// Every constraint can hold: x1 = −2500, x3 = 0 (the weak edit), x4 = 5.
  @Test func issue10CaseB() throws {
    var s = Solver()
    let x = (0..<5).map { s.makeVariable("x\($0)") }
    let c0 = -100 * x[1] == 0
    let c1 = -40 * x[0] <= 0
    let c2 = (30 * x[1] + 0.02 * x[0] - 0.01 * x[3] >= 0) | .weak
    let c3 = (10 * x[0] - x[1] >= 0) | .medium
    let c5 = 1.2 * x[2] >= 0
    let c6 = (20 * x[0] - 80 >= 0) | .strong
    let c8 = (10 * x[4] - 50 == 0) | .medium
    let c9 = (0.02 * x[1] + 10 * x[4] - 0.5 * x[3] == 0) | .strong
    try s.addConstraint(c0)
    try s.addConstraint(c1)
    try s.addConstraint(c2)
    try s.addConstraint(c3)
    try s.removeConstraint(c0)
    try s.addConstraint(c5)
    try s.addConstraint(c6)
    try s.addEditVariable(x[3], strength: .weak)
    try s.addConstraint(c8)
    try s.addConstraint(c9)
    s.updateVariables()
    let live = [c1, c2, c3, c5, c6, c8, c9]
    expectExactOptimum(s, live, edits: [(x[3], .weak, 0)])
    #expect(exactOptimum(s, live, edits: [(x[3], .weak, 0)]) == .zero)
    expectClose(s.value(of: x[1]), -2500)
    expectClose(s.value(of: x[3]), 0)
    expectClose(s.value(of: x[4]), 5)
    for constraint in live {
      #expect(!s.isViolated(constraint), "\(s.description(of: constraint))")
    }
  }

  /// Removing everything left a parametric variable in the objective with a coefficient of 10⁻⁷:
  /// round-off of strong weights times 500 coefficients, carried into the objective when the
  /// last edit's marker left through that variable's row. A free variable in the objective would
  /// make the next optimization unbounded along it; the objective of a variable is exactly zero.
  /// (SequenceFamily.removeAllAndReAdd, seed 17, minimized.)
  @Test func objectiveNeverHoldsAVariableAfterRemovals() throws {
    var s = Solver()
    let x = (0..<2).map { s.makeVariable("x\($0)") }
    let c0 = (500 * x[0] <= 0) | .strong
    let c1 = (-1 * x[0] - 0.02 * x[1] == 0) | .weak
    let c2 = 0.6 * x[0] - 1 >= 0
    for constraint in [c0, c1, c2] { try s.addConstraint(constraint) }
    try s.addEditVariable(x[0], strength: .weak)
    try s.addEditVariable(x[1], strength: .medium)
    try s.removeEditVariable(x[1])
    try s.removeConstraint(c2)
    try s.removeConstraint(c1)
    try s.removeConstraint(c0)
    try s.removeEditVariable(x[0])
    #expect(s.storage.tableau.checkInvariants() == [])
    // Nothing is left: the next constraint is solved as in a fresh solver.
    try s.addConstraint(x[0] + x[1] == 10)
    try s.addConstraint((x[1] == 4) | .weak)
    s.updateVariables()
    #expect(s.value(of: x[0]) == 6)
    #expect(s.value(of: x[1]) == 4)
    #expect(s.storage.tableau.checkInvariants() == [])
  }

  /// The last edit's removal pivoted its marker in on a coefficient of 1.2 · 10⁻¹², round-off of
  /// a cancellation (x0 = 0.64 exactly, from `100 * x0 - 64 == 0`), and multiplied that row by
  /// 10¹²: the required equality ended up off by 64. The marker now leaves through the row
  /// where its coefficient is largest. (SequenceFamily.removeAllAndReAdd, seed 219.)
  @Test func removedMarkerNeverLeavesThroughARoundOffCoefficient() {
    expectExactReplay(.removeAllAndReAdd, seed: 219)
  }

  /// Removing a required inequality pivoted its slack in on a coefficient of −1.2 · 10⁻¹⁵ (the
  /// ratio test's first choice), filling the tableau with values of 10²³: a required equality
  /// ended up off by 5.6 · 10⁶. Such residues are dropped before the marker leaves.
  /// (SequenceFamily.removeAllAndReAdd, seed 161.)
  @Test func removedMarkerNeverPivotsOnAResidue() {
    expectExactReplay(.removeAllAndReAdd, seed: 161)
  }

  /// `-0.02 * x0 - 10 == 0` after x0 had become a lazy row over x1, x2, x3 with multipliers up
  /// to 250: its expansion left a 10⁻¹² residue where the exact coefficient is 0, the simplex
  /// pivoted on it, and the required equality ended up off by 9.9. A lazy row now needs its
  /// subject's coefficient within 10× of the largest. (SequenceFamily.removeAllAndReAdd,
  /// seed 75; wideSpreads seed 693 was off by 691 the same way.)
  @Test func lazyRowsNeverHoldLargeMultipliers() {
    expectExactReplay(.removeAllAndReAdd, seed: 75)
    expectExactReplay(.wideSpreads, seed: 693)
  }

  /// The strong error of `30·x4 ≤ x0` swept terms of 4 · 10¹² into the objective (10⁶ times a
  /// row that `0.04·x4 + 300·x2 == 0` made of 225,000s); they cancelled, and the reduced cost
  /// of −39 left for the weak error of `x1 − x3 + 70 == 0` was snapped as a cancellation. The
  /// simplex stopped with x0 = 2800 and x3 = 70, weighted error 2800. Worked by hand: making
  /// that weak equality hold costs 40 per unit (x0 ≥ 40·x3), or a medium or strong error, so
  /// the optimum leaves it off by 70 and every variable at 0. The objective is now rebuilt from
  /// the rows when a sum lost its digits. (SequenceFamily.wideSpreads, seed 86.)
  @Test func objectiveIsRebuiltWhenASumLosesItsDigits() throws {
    var s = Solver()
    let x = (0..<5).map { s.makeVariable("x\($0)") }
    try s.addEditVariable(x[0], strength: .weak)
    let c0 = (30 * x[1] - 1 * x[2] == 0) | .medium
    try s.addConstraint(c0)
    let c1 = (1 * x[1] - 1 * x[3] + 70 == 0) | .weak
    try s.addConstraint(c1)
    let c2 = -1 * x[0] + 40 * x[3] <= 0
    try s.addConstraint(c2)
    let c3 = 0.04 * x[4] + 300 * x[2] == 0
    try s.addConstraint(c3)
    let c4 = (30 * x[4] - 1 * x[0] <= 0) | .strong
    try s.addConstraint(c4)
    s.updateVariables()
    #expect(s.storage.tableau.checkInvariants().isEmpty)
    expectExactOptimum(s, [c0, c1, c2, c3, c4], edits: [(x[0], .weak, 0)])
    #expect(exactOptimum(s, [c0, c1, c2, c3, c4], edits: [(x[0], .weak, 0)]) == Rational(70))
    for variable in x { #expect(abs(s.value(of: variable)) < 1e-9) }
  }

  /// The same loss with a 0.002 multiplier under a strong equality: the solution kept a weak
  /// error of 0.2 where every constraint can hold (all variables at 0).
  /// (SequenceFamily.wideSpreads, seed 90.)
  @Test func objectiveIsRebuiltAfterAStrongEquality() throws {
    var s = Solver()
    let x = (0..<4).map { s.makeVariable("x\($0)") }
    let c0 = (-1 * x[0] == 0) | .weak
    try s.addConstraint(c0)
    let c1 = 1 * x[1] <= 0
    try s.addConstraint(c1)
    let c2 = (1 * x[2] + 0.002 * x[3] - 500 * x[0] + 100 >= 0) | .weak
    try s.addConstraint(c2)
    let c3 = (1 * x[2] <= 0) | .weak
    try s.addConstraint(c3)
    let c4 = (-1 * x[3] - 1 * x[1] == 0) | .strong
    try s.addConstraint(c4)
    s.updateVariables()
    #expect(s.storage.tableau.checkInvariants().isEmpty)
    expectExactOptimum(s, [c0, c1, c2, c3, c4])
    #expect(exactOptimum(s, [c0, c1, c2, c3, c4]) == Rational(0))
    expectExactReplay(.wideSpreads, seed: 90)
  }

  /// removeAllAndReAdd seed 26, minimized (one of the two sequences on which kiwi was right and
  /// the solver was not): x4 = 100·x3 + x0 went through rows of magnitude 10⁴–10⁶, and after
  /// the removal the strong equality was left off by 1.4 · 10⁻¹⁰, a weighted error of
  /// 1.4 · 10⁻⁴ where the exact optimum is 0. The update after the removal refines the solution
  /// (`Solver.refineSolution()`), which takes that round-off out.
  @Test func removeAllAndReAddSeed26() throws {
    var s = Solver()
    let x = (0..<5).map { s.makeVariable("x\($0)") }
    let c0 = 1 * x[1] + 60 == 0
    try s.addConstraint(c0)
    let c2 = (-1 * x[0] + 1 * x[4] + 100 * x[3] == 0) | .strong
    try s.addConstraint(c2)
    let c4 = (-500 * x[1] - 1 * x[3] + 200 * x[4] >= 0) | .strong
    try s.addConstraint(c4)
    try s.addEditVariable(x[3], strength: .weak)
    try s.removeConstraint(c4)
    s.updateVariables()
    #expect(s.storage.tableau.checkInvariants().isEmpty)
    expectExactOptimum(s, [c0, c2], edits: [(x[3], .weak, 0)])
    #expect(exactOptimum(s, [c0, c2], edits: [(x[3], .weak, 0)]) == Rational(0))
    // x1 = −60 and the weak edit keeps x3 at 0, so the strong equality holds exactly.
    #expect(s.value(of: x[1]) == -60)
    #expect(s.value(of: x[3]) == 0)
    #expect(s.value(of: x[4]) == s.value(of: x[0]))
    expectExactReplay(.removeAllAndReAdd, seed: 26)
  }

  /// inPlaceChangesWithEdits seed 110, minimized (the other sequence on which kiwi was right):
  /// x3 ≥ −5,000 made rows reach 1.5 · 10⁶ (300 · x3), and the strong equality came back off by
  /// 6 · 10⁻¹⁰, a weighted error of 6 · 10⁻⁴ where the exact optimum is 0 (x3 = 0, then
  /// x2 ≤ 0, x0 + x1 ≤ x2 and 0.04 · x1 + 40 · x0 = 1 all hold with x1 ≤ −0.025025…).
  @Test func inPlaceChangesWithEditsSeed110() throws {
    var s = Solver()
    let x = (0..<4).map { s.makeVariable("x\($0)") }
    let c0 = -1 * x[0] - 1 * x[1] + 1 * x[2] >= 0
    try s.addConstraint(c0)
    let c1 = (1 * x[2] - 300 * x[3] <= 0) | .weak
    try s.addConstraint(c1)
    let c2 = 0.02 * x[3] + 100 >= 0
    try s.addConstraint(c2)
    let c3 = (0.04 * x[1] + 40 * x[0] - 1 == 0) | .strong
    try s.addConstraint(c3)
    try s.addEditVariable(x[3], strength: .strong)
    s.updateVariables()
    #expect(s.storage.tableau.checkInvariants().isEmpty)
    expectExactOptimum(s, [c0, c1, c2, c3], edits: [(x[3], .strong, 0)])
    #expect(exactOptimum(s, [c0, c1, c2, c3], edits: [(x[3], .strong, 0)]) == Rational(0))
    #expect(s.value(of: x[3]) == 0)
    expectExactReplay(.inPlaceChangesWithEdits, seed: 110)
  }

  /// wideSpreads seed 674, minimized (kiwi solves it): the suggestion's dual simplex pivoted on
  /// a coefficient of 1.25 · 10⁻⁴ in a row whose largest is 400 (the slack of x0 + x1 + x2 ≥ 0,
  /// where 1 − 40/40.01 had cancelled four digits), and the row that should read x0 = 800 · x1
  /// read 799.99999982 · x1: the strong x0 ≥ 800 · x1 came out off by 1.8 · 10⁻⁷, a weighted
  /// error of 0.09. Every constraint can hold (x1 = 1, x0 = 800, x2 = 0), so the optimum is 0.
  /// Such a pivot makes every later update refine the solution (`Tableau.refinesEveryUpdate`).
  @Test func wideSpreadsSeed674() throws {
    var s = Solver()
    let x = (0..<3).map { s.makeVariable("x\($0)") }
    let c0 = -1 * x[0] - 1 * x[1] - 1 * x[2] <= 0
    try s.addConstraint(c0)
    let c1 = 40 * x[0] - 0.01 * x[2] >= 0
    try s.addConstraint(c1)
    let c2 = (400 * x[1] - 0.5 * x[0] <= 0) | .strong
    try s.addConstraint(c2)
    try s.addEditVariable(x[1], strength: .weak)
    s.updateVariables()
    #expect(!s.storage.tableau.refinesEveryUpdate)
    try s.suggestValue(1, for: x[1])
    #expect(s.storage.tableau.refinesEveryUpdate)
    s.updateVariables()
    #expect(s.storage.tableau.checkInvariants().isEmpty)
    expectExactOptimum(s, [c0, c1, c2], edits: [(x[1], .weak, 1)])
    #expect(exactOptimum(s, [c0, c1, c2], edits: [(x[1], .weak, 1)]) == Rational(0))
    // c2 and c1 tight: x0 = 800 · x1 and x2 = 4000 · x0, exactly.
    #expect(s.value(of: x[1]) == 1)
    #expect(s.value(of: x[0]) == 800)
    #expect(s.value(of: x[2]) == 3_200_000)
    expectExactReplay(.wideSpreads, seed: 674)
  }

  /// wideSpreads seed 722 passes since every update of a tableau that pivoted on a small
  /// coefficient refines its solution; its minimized form below still fails, in kiwi too (which
  /// gives the same x1 = 0). x3 ≤ 0 (strong), x2 = 0.01 · x3 (medium), x0 = 500 · x1
  /// (required), x2 ≤ 200 · x0 + x1 (weak) and x1 = −1 (a weak edit) can all hold: x0 = −500
  /// makes the weak inequality x2 ≤ −100,001, so x3 ≤ −10,000,100. The weak edit's error has a
  /// reduced cost of −2 · 10⁻¹⁰ along the strong slack (x1's coefficient there is
  /// 0.01 / (500 · 100,001): x3 is the slack over 500, x2 a hundredth of x3, and x1 = x2 /
  /// 100,001 through the weak inequality with x0 = 500 · x1), below the objective's absolute
  /// threshold of 10⁻⁸, so no pivot takes it and the suggestion leaves x1 at 0 (weighted error
  /// 1). Removing that threshold, or keeping it only for sums onto a non-zero coefficient, fails
  /// more of the exact families than it fixes (see "Known limits" in the solver's design
  /// article). Recorded as a known issue: the test fails when
  /// it is fixed, to be turned into a plain regression test then.
  @Test func wideSpreadsSeed722Minimized() throws {
    var s = Solver()
    s.verifiesEverySolve = false
    let x = (0..<4).map { s.makeVariable("x\($0)") }
    let c0 = (-200 * x[0] - 1 * x[1] + 1 * x[2] <= 0) | .weak
    try s.addConstraint(c0)
    let c1 = (-0.01 * x[3] + 1 * x[2] == 0) | .medium
    try s.addConstraint(c1)
    let c2 = 500 * x[1] - 1 * x[0] == 0
    try s.addConstraint(c2)
    let c3 = (500 * x[3] <= 0) | .strong
    try s.addConstraint(c3)
    try s.addEditVariable(x[1], strength: .weak)
    try s.suggestValue(-1, for: x[1])
    s.updateVariables()
    #expect(s.storage.tableau.checkInvariants().isEmpty)
    #expect(exactOptimum(s, [c0, c1, c2, c3], edits: [(x[1], .weak, -1)]) == Rational(0))
    withKnownIssue("the objective's absolute threshold hides a reduced cost of -2e-10") {
      expectExactOptimum(s, [c0, c1, c2, c3], edits: [(x[1], .weak, -1)])
    }
    expectExactReplay(.wideSpreads, seed: 722)
  }

  /// removeAllAndReAdd seed 291, minimized (kiwi solves it): an imprecise optimum, values within
  /// 2 · 10⁻¹¹ (relative) of the exact point, whose strong error magnified them into a weighted
  /// error of 99.22365 where the exact optimum is 13,890,813 / 140,000 = 99.22009…
  @Test func removeAllAndReAddSeed291() throws {
    var s = Solver()
    let x = (0..<4).map { s.makeVariable("x\($0)") }
    let c0 = -200 * x[3] - 60 <= 0
    try s.addConstraint(c0)
    let c2 = 200 * x[0] + 200 * x[2] - 500 * x[3] + 30 * x[1] - 8 == 0
    try s.addConstraint(c2)
    let c3 = (-1.2 * x[2] - 0.002 * x[0] + 0.01 * x[3] == 0) | .weak
    try s.addConstraint(c3)
    let c4 = (100 * x[1] - 0.5 * x[0] + 200 * x[2] <= 0) | .weak
    try s.addConstraint(c4)
    let c5 = (-30 * x[3] + 300 * x[0] <= 0) | .strong
    try s.addConstraint(c5)
    try s.addEditVariable(x[1], strength: .weak)
    try s.suggestValue(100, for: x[1])
    s.updateVariables()
    #expect(s.storage.tableau.checkInvariants().isEmpty)
    let live = [c0, c2, c3, c4, c5]
    expectExactOptimum(s, live, edits: [(x[1], .weak, 100)])
    let optimum = Rational(BigInt(13_890_813), BigInt(140_000))
    #expect(exactOptimum(s, live, edits: [(x[1], .weak, 100)]) == optimum)
    #expect(s.storage.tableau.refinesEveryUpdate)
    expectExactReplay(.removeAllAndReAdd, seed: 291)
  }

  /// inPlaceChangesWithEdits seed 583, minimized (kiwi solves it): after the required
  /// 0.02 · x0 ≥ 40 became 0.02 · x0 ≥ 0 in place, the solution kept a weighted error of 3.05
  /// where every constraint can hold (all variables at 0).
  @Test func inPlaceChangesWithEditsSeed583() throws {
    var s = Solver()
    let x = (0..<5).map { s.makeVariable("x\($0)") }
    let c0 = (-100 * x[0] + 400 * x[1] == 0) | .medium
    try s.addConstraint(c0)
    let c1 = -40 * x[2] + 0.01 * x[3] >= 0
    try s.addConstraint(c1)
    let c2 = -500 * x[1] + 0.02 * x[2] >= 0
    try s.addConstraint(c2)
    let c3 = (20 * x[1] - 10 * x[2] >= 0) | .weak
    try s.addConstraint(c3)
    let c4 = (-10 * x[0] - 0.5 * x[3] - 0.02 * x[4] >= 0) | .strong
    try s.addConstraint(c4)
    let c5 = 0.02 * x[0] - 40 >= 0
    try s.addConstraint(c5)
    try s.setStrength(.strong, for: c3)
    try s.setConstant(0, for: c5)
    s.updateVariables()
    #expect(s.storage.tableau.checkInvariants().isEmpty)
    let live = [c0, c1, c2, c3, c4, c5]
    expectExactOptimum(s, live)
    #expect(exactOptimum(s, live) == Rational(0))
    #expect(s.storage.tableau.refinesEveryUpdate)
    // Every constraint holds with every variable at 0, the solution found.
    #expect(x.allSatisfy { s.value(of: $0) == 0 })
    expectExactReplay(.inPlaceChangesWithEdits, seed: 583)
  }

  /// Replays a seed of a family against the exact reference; reports the first failed check.
  func expectExactReplay(
    _ family: SequenceFamily, seed: UInt64, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let failure = ExactReplay.check(family.sequence(seed: seed))
    #expect(
      failure == nil,
      "\(family.rawValue), seed \(seed): \(failure.map(String.init(describing:)) ?? "")",
      sourceLocation: sourceLocation)
  }
}
