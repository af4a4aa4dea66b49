import Testing

@testable import ConstraintSolver

/// Known answers from kiwi's own test suite (py/tests and tests/*.cpp in nucleic/kiwi), as listed
/// in the checklist of the project's solver survey.
@Suite struct SolverTests {
  @Test func duplicateConstraintIsRefused() throws {
    var solver = Solver()
    let v = solver.makeVariable("foo")
    let c = v >= 1
    #expect(!solver.hasConstraint(c))
    try solver.addConstraint(c)
    #expect(solver.hasConstraint(c))
    #expect(throws: AddConstraintError.self) { try solver.addConstraint(c) }
    do {
      try solver.addConstraint(c)
    } catch {
      guard case .duplicate(let offending) = error else {
        Issue.record("expected .duplicate, got \(error)")
        return
      }
      #expect(offending === c)
    }
    try solver.removeConstraint(c)
    #expect(!solver.hasConstraint(c))
  }

  @Test func removingAnUnknownConstraintFails() {
    var solver = Solver()
    let v = solver.makeVariable("foo")
    let c = v == 1
    do {
      try solver.removeConstraint(c)
      Issue.record("removal of an unknown constraint succeeded")
    } catch {
      guard case .unknown(let offending) = error else {
        Issue.record("expected .unknown, got \(error)")
        return
      }
      #expect(offending === c)
    }
  }

  @Test func unsatisfiableConstraintIsRefusedAndSolverStaysUsable() throws {
    var solver = Solver()
    let v = solver.makeVariable("foo")
    let atLeastOne = v >= 1
    try solver.addConstraint(atLeastOne)
    let atMostZero = v <= 0
    do {
      try solver.addConstraint(atMostZero)
      Issue.record("an unsatisfiable constraint was accepted")
    } catch {
      guard case .unsatisfiable(let offending, let conflicts) = error else {
        Issue.record("expected .unsatisfiable, got \(error)")
        return
      }
      #expect(offending === atMostZero)
      #expect(conflicts.count == 1 && conflicts[0] === atLeastOne)
    }
    #expect(!solver.dump().isEmpty)
    #expect(!solver.hasConstraint(atMostZero))
    try solver.removeConstraint(atLeastOne)
    try solver.addConstraint(atMostZero)
    solver.updateVariables()
    #expect(solver.value(of: v) <= 0)
  }

  @Test func editVariableErrors() throws {
    var solver = Solver()
    let v = solver.makeVariable("foo")
    try solver.addEditVariable(v, strength: .medium)
    #expect(solver.hasEditVariable(v))
    #expect(throws: AddEditVariableError.self) { try solver.addEditVariable(v, strength: .weak) }
    let w = solver.makeVariable("bar")
    #expect(throws: RemoveEditVariableError.self) { try solver.removeEditVariable(w) }
    #expect(throws: SuggestValueError.self) { try solver.suggestValue(1, for: w) }
    do {
      try solver.addEditVariable(w, strength: .required)
      Issue.record("a required edit variable was accepted")
    } catch {
      guard case .requiredStrength(let offending) = error else {
        Issue.record("expected .requiredStrength, got \(error)")
        return
      }
      #expect(offending.id == w.id)
    }
    // Strengths are clipped to required first, so anything stronger is refused too.
    #expect(throws: AddEditVariableError.self) {
      try solver.addEditVariable(w, strength: Strength(2e9))
    }
    try solver.removeEditVariable(v)
    #expect(!solver.hasEditVariable(v))
  }

  @Test func resetClearsConstraintsAndEdits() throws {
    var solver = Solver()
    let v = solver.makeVariable("foo")
    let c = v >= 10
    try solver.addConstraint(c)
    try solver.addEditVariable(v, strength: .strong)
    solver.reset()
    #expect(!solver.hasConstraint(c))
    #expect(!solver.hasEditVariable(v))
    #expect(solver.value(of: v) == 0)
    try solver.addConstraint(c)
    solver.updateVariables()
    expectClose(solver.value(of: v), 10)
  }

  @Test func editBeatsWeakerConstraint() throws {
    var solver = Solver()
    let v = solver.makeVariable("foo")
    try solver.addEditVariable(v, strength: .medium)
    try solver.addConstraint((v == 1) | .weak)
    try solver.suggestValue(2, for: v)
    solver.updateVariables()
    expectClose(solver.value(of: v), 2)
  }

  @Test func requiredBeatsEdit() throws {
    var solver = Solver()
    let v1 = solver.makeVariable("v1")
    let v2 = solver.makeVariable("v2")
    try solver.addEditVariable(v2, strength: .weak)
    try solver.addConstraint(v1 + v2 == 0)
    try solver.addConstraint(v2 <= -1)
    try solver.addConstraint((v2 >= 0) | .weak)
    try solver.suggestValue(0, for: v2)
    solver.updateVariables()
    #expect(solver.value(of: v2) <= -1 + tolerance)
  }

  @Test func underConstrainedSystem() throws {
    var solver = Solver()
    let v = solver.makeVariable("foo")
    let c = 2 * v + 1 >= 0
    try solver.addEditVariable(v, strength: .weak)
    try solver.addConstraint(c)
    try solver.suggestValue(10, for: v)
    solver.updateVariables()
    expectClose(solver.value(of: c.expression), 21)
    expectClose(solver.value(of: Expression(2 * v)), 20)
    expectClose(solver.value(of: v), 10)
  }

  @Test func strengthOrdering() throws {
    var solver = Solver()
    let v1 = solver.makeVariable("v1")
    let v2 = solver.makeVariable("v2")
    try solver.addConstraint(v1 + v2 == 0)
    try solver.addConstraint(v1 == 10)
    try solver.addConstraint((v2 >= 0) | .weak)
    solver.updateVariables()
    expectClose(solver.value(of: v1), 10)
    expectClose(solver.value(of: v2), -10)

    solver.reset()
    try solver.addConstraint(v1 + v2 == 0)
    try solver.addConstraint((v1 >= 10) | .medium)
    try solver.addConstraint((v2 == 2) | .strong)
    solver.updateVariables()
    expectClose(solver.value(of: v1), -2)
    expectClose(solver.value(of: v2), 2)
  }

  /// The Cassowary paper's example of the dual simplex after an infeasible suggestion.
  @Test func dualSimplexAfterInfeasibleSuggestions() throws {
    var solver = Solver()
    let xm = solver.makeVariable("xm")
    let xl = solver.makeVariable("xl")
    let xr = solver.makeVariable("xr")
    try solver.addEditVariable(xm, strength: .strong)
    try solver.addEditVariable(xl, strength: .weak)
    try solver.addEditVariable(xr, strength: .weak)
    try solver.addConstraint(2 * xm == xl + xr)
    try solver.addConstraint(xl + 20 <= xr)
    try solver.addConstraint(xl >= -10)
    try solver.addConstraint(xr <= 100)
    for (variable, value) in [(xm, 40.0), (xr, 50), (xl, 30), (xm, 60), (xm, 90)] {
      try solver.suggestValue(value, for: variable)
    }
    solver.updateVariables()
    expectClose(solver.value(of: xl), 80)
    expectClose(solver.value(of: xr), 100)
    expectClose(solver.value(of: xl) + solver.value(of: xr), 2 * solver.value(of: xm))
  }

  @Test func violated() throws {
    var solver = Solver()
    let v = solver.makeVariable("foo")
    let holds = v >= 10
    let broken = (v <= -5) | .weak
    try solver.addConstraint(holds)
    try solver.addConstraint(broken)
    solver.updateVariables()
    #expect(!solver.isViolated(holds))
    #expect(solver.isViolated(broken))
  }

  /// The linear program of kiwi's SimplexTest.cpp, solved through an edit variable.
  @Test func linearProgramThroughAnEditVariable() throws {
    var solver = Solver()
    let x1 = solver.makeVariable("x1")
    let x2 = solver.makeVariable("x2")
    let x3 = solver.makeVariable("x3")
    let z = solver.makeVariable("z")
    for x in [x1, x2, x3] { try solver.addConstraint(x >= 0) }
    try solver.addConstraint(2 * x1 - 5 * x2 <= 11)
    try solver.addConstraint(-x1 + 3 * x2 + x3 == 7)
    try solver.addConstraint(x1 - 8 * x2 + 4 * x3 >= 33)
    try solver.addConstraint(z == -2 * x1 + 7 * x2 + 4 * x3)
    try solver.addEditVariable(z, strength: .weak)
    try solver.suggestValue(1e6, for: z)
    solver.updateVariables()
    #expect(approximatelyEqual(solver.value(of: x1), 13, tolerance: 1e-4))
    #expect(approximatelyEqual(solver.value(of: x2), 3, tolerance: 1e-4))
    #expect(approximatelyEqual(solver.value(of: x3), 11, tolerance: 1e-4))
    #expect(approximatelyEqual(solver.value(of: z), 39, tolerance: 1e-4))
  }

  @Test func dumpHasKiwisSections() throws {
    var solver = Solver()
    let v = solver.makeVariable("foo")
    try solver.addConstraint((v == 3) | .weak)
    try solver.addEditVariable(v, strength: .strong)
    let dump = solver.dump()
    for section in [
      "Objective", "Tableau", "Infeasible", "Variables", "Edit Variables", "Constraints",
    ] {
      #expect(dump.contains(section + "\n"))
    }
    #expect(dump.contains("foo = v"))
  }

  /// The amoeba drag regression: a peer solver answers x = 100 instead of 99.
  @Test func amoebaDragRegression() throws {
    var solver = Solver()
    let x = solver.makeVariable("x")
    let w = solver.makeVariable("W")
    try solver.addConstraint(x >= 20)
    try solver.addConstraint((x == 100) | .weak)
    try solver.addConstraint(x <= w)
    try solver.addConstraint((w == 134) | .medium)
    try solver.addEditVariable(x, strength: .strong)
    for (value, expected) in [
      (220.0, 220.0), (150, 150), (120, 120), (101, 101), (100, 100), (99, 99), (70, 70),
    ] {
      try solver.suggestValue(value, for: x)
      solver.updateVariables()
      expectClose(solver.value(of: x), expected, "after suggesting \(value)")
    }
    // x = 70 satisfies x ≤ W at W = 134, so only W's medium preference acts on W.
    #expect(solver.value(of: w) == 134)
  }

  /// kiwi's state corruption after a rejected constraint (kiwi #20, #15; kiwi.js #31).
  @Test func failedAdditionLeavesTheSolverIntact() throws {
    var solver = Solver()
    let x0 = solver.makeVariable("x0")
    let x1 = solver.makeVariable("x1")
    try solver.addConstraint(0.5 * x0 + 2 * x1 - 77 == 0)
    try solver.addConstraint(x1 + 87 <= 0)
    solver.updateVariables()
    let before = solver
    let valuesBefore = [solver.value(of: x0), solver.value(of: x1)]
    #expect(throws: AddConstraintError.self) { try solver.addConstraint(2 * x1 - 2 * x0 + 72 >= 0) }
    #expect(solver.dump() == before.dump())
    solver.updateVariables()
    #expect([solver.value(of: x0), solver.value(of: x1)] == valuesBefore)
    #expect(solver.value(of: x1) <= -87)
    try solver.addEditVariable(x1, strength: .strong)
    try solver.suggestValue(-43, for: x1)
    solver.updateVariables()
    #expect(solver.value(of: x1) <= -87 + tolerance)
    expectClose(0.5 * solver.value(of: x0) + 2 * solver.value(of: x1), 77)
  }

  /// Removing one of a set of redundant required equalities must keep the others enforced. kiwi
  /// 1.5.1 fails this: it reports x = 0, y = 20, so x + y = 20 although `x + y == 30` is required.
  @Test func redundantEqualitiesSurviveARemoval() throws {
    var solver = Solver()
    let x = solver.makeVariable("x")
    let y = solver.makeVariable("y")
    let fixX = x == 10
    try solver.addConstraint(fixX)
    try solver.addConstraint(y == 20)
    try solver.addConstraint(x + y == 30)
    try solver.addConstraint((x == 0) | .weak)
    try solver.removeConstraint(fixX)
    solver.updateVariables()
    expectClose(solver.value(of: x), 10)
    expectClose(solver.value(of: y), 20)
    #expect(solver.storage.tableau.checkInvariants().isEmpty)
  }

  /// The example of the README.
  @Test func readmeExample() throws {
    var solver = Solver()
    let left = solver.makeVariable("left")
    let width = solver.makeVariable("width")
    try solver.addConstraint(left >= 8)
    try solver.addConstraint(left + width <= 320 - 8)
    try solver.addConstraint((width == 400) | .strong)
    try solver.addEditVariable(left, strength: .medium)
    try solver.suggestValue(100, for: left)
    solver.updateVariables()
    #expect(solver.value(of: left) == 8)
    #expect(solver.value(of: width) == 304)
  }
}
