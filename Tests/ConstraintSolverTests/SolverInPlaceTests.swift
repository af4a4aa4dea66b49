import Testing

@testable import ConstraintSolver

/// Constants and strengths changed in place (`setConstant`, `setStrength`).
@Suite struct SolverInPlaceTests {
  /// On the grid, each tagged constraint's constant changed in place gives exactly the values of
  /// removing it and adding a constraint with the new constant (the reference workload's
  /// "constant change": c0 − (k mod 20), a range in which the grid's solution stays unique).
  @Test(arguments: ["minw", "prefw", "prefh", "hspace"])
  func constantChangeEqualsRemoveAndAdd(tag: String) throws {
    let workload = Workload(gridOf: 166)
    var (inPlace, variables, constraints) = try workload.build()
    var rebuilt = inPlace
    let index = workload.constraintTags[tag]!
    let original = constraints[index]
    var current = original
    for k in [1, 7, 19, 0, 13, 39] {
      let constant = original.expression.constant - Double(k % 20)
      try inPlace.setConstant(constant, for: original)
      #expect(inPlace.constant(of: original) == constant)
      try rebuilt.removeConstraint(current)
      var expression = original.expression
      expression.constant = constant
      current = Constraint(expression, original.relation, strength: original.strength)
      try rebuilt.addConstraint(current)
      inPlace.updateVariables()
      rebuilt.updateVariables()
      for variable in variables {
        expectClose(
          inPlace.value(of: variable), rebuilt.value(of: variable),
          "\(tag) k=\(k) \(inPlace.name(of: variable))")
      }
      #expect(inPlace.storage.tableau.checkInvariants().isEmpty)
    }
  }

  @Test func constantChangeMovesTheSolution() throws {
    var solver = Solver()
    let x = solver.makeVariable("x")
    let y = solver.makeVariable("y")
    let gap = y == x + 8
    try solver.addConstraint(x == 10)
    try solver.addConstraint(gap)
    solver.updateVariables()
    try solver.setConstant(-20, for: gap)  // y - x - 20 == 0
    solver.updateVariables()
    expectClose(solver.value(of: y), 30)
    #expect(solver.changedVariables.map(\.id) == [y.id])
    #expect(gap.expression.constant == -8, "the constraint object is not modified")
  }

  @Test func unsatisfiableConstantLeavesTheSolverUnchanged() throws {
    var solver = Solver()
    let x = solver.makeVariable("x")
    let low = x >= 10
    let high = x <= 20
    try solver.addConstraint(low)
    try solver.addConstraint(high)
    try solver.addConstraint((x == 15) | .weak)
    solver.updateVariables()
    let before = solver.storage.tableau.storageFingerprint()
    do {
      try solver.setConstant(-30, for: low)  // x >= 30
      Issue.record("an unsatisfiable constant was accepted")
    } catch {
      guard case .unsatisfiable(let culprit, let conflicts) = error else {
        Issue.record("expected .unsatisfiable, got \(error)")
        return
      }
      #expect(culprit === low)
      #expect(conflicts.count == 1 && conflicts[0] === high)
    }
    #expect(solver.storage.tableau.storageFingerprint() == before)
    #expect(solver.constant(of: low) == -10)
    try solver.setConstant(-18, for: low)
    solver.updateVariables()
    expectClose(solver.value(of: x), 18)
  }

  /// A redundant required equality keeps its relation: changing its constant alone conflicts.
  @Test func redundantEqualityConstantConflicts() throws {
    var solver = Solver()
    let x = solver.makeVariable("x")
    let y = solver.makeVariable("y")
    let fixX = x == 10
    let fixY = y == 20
    let sum = x + y == 30
    try solver.addConstraint(fixX)
    try solver.addConstraint(fixY)
    try solver.addConstraint(sum)
    do {
      try solver.setConstant(-31, for: sum)
      Issue.record("an inconsistent redundant equality was accepted")
    } catch {
      guard case .unsatisfiable(_, let conflicts) = error else {
        Issue.record("expected .unsatisfiable, got \(error)")
        return
      }
      #expect(
        conflicts.map { ObjectIdentifier($0) } == [ObjectIdentifier(fixX), ObjectIdentifier(fixY)])
    }
    try solver.removeConstraint(fixY)
    try solver.setConstant(-31, for: sum)
    solver.updateVariables()
    expectClose(solver.value(of: y), 21)
  }

  @Test func nonFiniteAndUnknownConstants() throws {
    var solver = Solver()
    let x = solver.makeVariable("x")
    let c = x >= 1
    #expect(throws: SetConstantError.self) { try solver.setConstant(1, for: c) }
    try solver.addConstraint(c)
    #expect(throws: SetConstantError.self) { try solver.setConstant(.nan, for: c) }
    #expect(throws: SetConstantError.self) { try solver.setConstant(-.infinity, for: c) }
  }

  @Test func strengthChangeBetweenOptionalLevels() throws {
    var solver = Solver()
    let x = solver.makeVariable("x")
    let a = (x == 10) | .weak
    let b = (x == 20) | .medium
    try solver.addConstraint(a)
    try solver.addConstraint(b)
    solver.updateVariables()
    expectClose(solver.value(of: x), 20)
    try solver.setStrength(.strong, for: a)
    solver.updateVariables()
    expectClose(solver.value(of: x), 10)
    #expect(solver.strength(of: a) == .strong)
    #expect(a.strength == .weak, "the constraint object is not modified")
  }

  @Test func strengthChangeToAndFromRequired() throws {
    var solver = Solver()
    let x = solver.makeVariable("x")
    let floor = x >= 10
    let wish = (x == 5) | .strong
    try solver.addConstraint(floor)
    try solver.addConstraint(wish)
    solver.updateVariables()
    expectClose(solver.value(of: x), 10)
    // Required, the wish contradicts the floor: refused, nothing changes.
    let before = solver.storage.tableau.storageFingerprint()
    do {
      try solver.setStrength(.required, for: wish)
      Issue.record("an unsatisfiable strength change was accepted")
    } catch {
      guard case .unsatisfiable(_, let conflicts) = error else {
        Issue.record("expected .unsatisfiable, got \(error)")
        return
      }
      #expect(conflicts.count == 1 && conflicts[0] === floor)
    }
    #expect(solver.storage.tableau.storageFingerprint() == before)
    #expect(solver.strength(of: wish) == .strong)
    // The floor made optional and weaker than the wish: the wish wins.
    try solver.setStrength(.medium, for: floor)
    solver.updateVariables()
    expectClose(solver.value(of: x), 5)
    // And the wish made required now works.
    try solver.setStrength(.required, for: wish)
    solver.updateVariables()
    expectClose(solver.value(of: x), 5)
    #expect(solver.storage.tableau.checkInvariants().isEmpty)
  }

  @Test func copiesAreIndependentSnapshots() throws {
    var solver = Solver()
    let x = solver.makeVariable("x")
    try solver.addEditVariable(x, strength: .strong)
    try solver.suggestValue(10, for: x)
    solver.updateVariables()
    var copy = solver
    try copy.suggestValue(99, for: x)
    copy.updateVariables()
    expectClose(copy.value(of: x), 99)
    expectClose(solver.value(of: x), 10)
    try solver.suggestValue(20, for: x)
    solver.updateVariables()
    expectClose(solver.value(of: x), 20)
    expectClose(copy.value(of: x), 99)
  }
}
