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
}
