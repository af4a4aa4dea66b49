import TestSupport
import Testing

@testable import ConstraintSolver

/// Required equalities that define a variable not yet determined are kept out of the tableau
/// (`DefinitionTable`): known answers worked by hand, and a randomized comparison with the
/// tableau alone.
@Suite struct DefinitionTests {
  /// A row of two views: `left0 == 10`, `width0 == 20`, `left1 == left0 + width0 + 8`,
  /// `width1 == 2 · width0`. Every one defines a variable nothing else determines, so the
  /// tableau stays empty; left1 = 10 + 20 + 8 = 38, width1 = 40.
  @Test func aRowOfPinsAndChainsStaysOutOfTheTableau() throws {
    var solver = Solver()
    let left0 = solver.makeVariable("left0")
    let width0 = solver.makeVariable("width0")
    let left1 = solver.makeVariable("left1")
    let width1 = solver.makeVariable("width1")
    try solver.addConstraint(left0 == 10)
    try solver.addConstraint(width0 == 20)
    try solver.addConstraint(left1 == left0 + width0 + 8)
    try solver.addConstraint(width1 == 2 * width0)
    solver.updateVariables()
    #expect(solver.storage.tableau.definitions.entries.count == 4)
    #expect(solver.storage.tableau.rows.count == 0)
    #expect(solver.value(of: left1) == 38)
    #expect(solver.value(of: width1) == 40)
    #expect(solver.changedVariables.map(\.id) == [left0, width0, left1, width1].map(\.id))
    #expect(solver.verify().isEmpty)
    #expect(solver.ambiguity().isEmpty)
  }

  /// `x0 == 5`, `x1 == x0 + 10`, `x2 == x1 + 10` are definitions (x2 = 25). `x2 <= 20`
  /// contradicts all three: it is refused with them as the conflict, and the definitions are
  /// back as they were, bit for bit. `x2 <= 30` moves the chain into the tableau (x2 first
  /// needs x1, which needs x0) without changing a value.
  @Test func aConstraintOnADefinedVariableMovesItsChainIntoTheTableau() throws {
    var solver = Solver()
    let x0 = solver.makeVariable("x0")
    let x1 = solver.makeVariable("x1")
    let x2 = solver.makeVariable("x2")
    let pin = x0 == 5
    let first = x1 == x0 + 10
    let second = x2 == x1 + 10
    for constraint in [pin, first, second] { try solver.addConstraint(constraint) }
    solver.updateVariables()
    #expect(solver.value(of: x2) == 25)
    let before = solver.storage.tableau.storageFingerprint()

    let tooLow = x2 <= 20
    do {
      try solver.addConstraint(tooLow)
      Issue.record("x2 <= 20 was accepted")
    } catch .unsatisfiable(_, let conflicts) {
      #expect(
        conflicts.map(ObjectIdentifier.init) == [pin, first, second].map(ObjectIdentifier.init))
    } catch {
      Issue.record("unexpected error \(error)")
    }
    #expect(solver.storage.tableau.storageFingerprint() == before)
    #expect(solver.storage.tableau.definitions.entries.count == 3)

    try solver.addConstraint(x2 <= 30)
    #expect(solver.storage.tableau.definitions.isEmpty)
    solver.updateVariables()
    #expect([x0, x1, x2].map { solver.value(of: $0) } == [5, 15, 25])
    #expect(solver.changedVariables.isEmpty)
  }

  /// `x == 5` and `y == x + 1` are definitions. Removing `x == 5` leaves x determined by
  /// nothing: 0, as a variable no constraint mentions, and y follows to 1. Both are listed as
  /// changed, x first.
  @Test func removingADefinitionFreesItsVariableAndItsDependentsFollow() throws {
    var solver = Solver()
    let x = solver.makeVariable("x")
    let y = solver.makeVariable("y")
    let pin = x == 5
    try solver.addConstraint(pin)
    try solver.addConstraint(y == x + 1)
    solver.updateVariables()
    #expect(solver.value(of: y) == 6)
    try solver.removeConstraint(pin)
    solver.updateVariables()
    #expect(solver.value(of: x) == 0)
    #expect(solver.value(of: y) == 1)
    #expect(solver.changedVariables.map(\.id) == [x.id, y.id])
    #expect(solver.ambiguity().variables.map(\.id) == [x.id, y.id])
  }

  /// `2 · x == 10` defines x = 5; its constant set to -30 in place gives x = 15, and
  /// `y == x - 3` follows to 12. A definition holds at any constant, so the feasible constant
  /// toward any target is the target.
  @Test func aDefinitionsConstantChangesInPlace() throws {
    var solver = Solver()
    let x = solver.makeVariable("x")
    let y = solver.makeVariable("y")
    let double = 2 * x == 10
    try solver.addConstraint(double)
    try solver.addConstraint(y == x - 3)
    solver.updateVariables()
    #expect(solver.value(of: x) == 5)
    try solver.setConstant(-30, for: double)
    solver.updateVariables()
    #expect(solver.value(of: x) == 15)
    #expect(solver.value(of: y) == 12)
    #expect(solver.constant(of: double) == -30)
    #expect(try solver.feasibleConstant(for: double, toward: 1e6) == 1e6)
    #expect(solver.storage.tableau.definitions.entries.count == 2)
  }

  /// `x == 5` is a definition. An edit variable on x moves it into the tableau: a strong
  /// suggestion of 10 loses to the required 5. Made optional (strong), `z == 5` moves too, and
  /// a required `z >= 8` then wins over it: z = 8.
  @Test func editsAndStrengthChangesMoveADefinitionIntoTheTableau() throws {
    var solver = Solver()
    let x = solver.makeVariable("x")
    let pin = x == 5
    try solver.addConstraint(pin)
    try solver.addEditVariable(x, strength: .strong)
    #expect(solver.storage.tableau.definitions.isEmpty)
    try solver.suggestValue(10, for: x)
    solver.updateVariables()
    #expect(solver.value(of: x) == 5)

    var other = Solver()
    let z = other.makeVariable("z")
    let zPin = z == 5
    try other.addConstraint(zPin)
    try other.setStrength(.strong, for: zPin)
    #expect(other.storage.tableau.definitions.isEmpty)
    try other.addConstraint(z >= 8)
    other.updateVariables()
    #expect(other.value(of: z) == 8)
  }

  /// A definition whose subject other definitions already mention: `y == x + 1` (y made
  /// first, so it is the subject), then `x == 4` (x is mentioned, but the new constraint
  /// mentions no defined variable, so no cycle can form) gives y = 5 with both outside the
  /// tableau. `x == y - 1` then mentions the defined x and y: it goes to the tableau, redundant
  /// with them, and changes nothing.
  @Test func definitionsStayAGraphWithoutCycles() throws {
    var solver = Solver()
    let y = solver.makeVariable("y")
    let x = solver.makeVariable("x")
    try solver.addConstraint(y == x + 1)
    try solver.addConstraint(x == 4)
    solver.updateVariables()
    #expect(solver.storage.tableau.definitions.entries.count == 2)
    #expect(solver.value(of: y) == 5)
    try solver.addConstraint(x == y - 1)
    solver.updateVariables()
    #expect(solver.value(of: x) == 4)
    #expect(solver.value(of: y) == 5)
    #expect(solver.verify().isEmpty)
    #expect(solver.storage.tableau.checkInvariants().isEmpty)
  }

  /// The randomized suite's operations, replayed on a solver that keeps definitions and on one
  /// that puts every constraint in the tableau: both accept or refuse each operation alike,
  /// the first passes the suite's checks after every operation (invariants, required
  /// constraints, the weighted error of a fresh solve), and both reach the same weighted error
  /// (the values may differ only where the optimum is not unique). Over the run, definitions are
  /// made and moved into the tableau, so both paths are taken.
  @Test func definitionsAgreeWithTheTableauAlone() {
    var definitionsSeen = 0
    let failures = ReplayComparison.run(
      label: "definitions", seedOffset: 5_000_000, count: 100,
      configure: { $0.performer.solver.storage.tableau.keepsDefinitions = false },
      observe: { kept, _, _ in
        definitionsSeen += kept.solver.storage.tableau.definitions.entries.count
      })
    #expect(failures == 0)
    #expect(definitionsSeen > 0)
  }
}
