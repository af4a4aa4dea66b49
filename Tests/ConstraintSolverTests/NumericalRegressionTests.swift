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
}
