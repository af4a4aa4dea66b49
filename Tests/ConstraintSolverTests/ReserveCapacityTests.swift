import TestSupport
import Testing

@testable import ConstraintSolver

/// `Solver.reserveCapacity(constraints:variables:)`: room is made in every table that grows
/// with constraints and variables, and nothing else changes — the same calls give the same
/// storage, bit for bit, the same values and the same errors, with or without reservations.
@Suite struct ReserveCapacityTests {
  @Test func roomIsMadeInEveryTableThatGrows() {
    var solver = Solver()
    solver.reserveCapacity(constraints: 1_000, variables: 400)
    let storage = solver.storage
    #expect(storage.tableau.rows.capacity >= 1_000)
    // Two symbols a constraint, one a variable, after the invalid symbol 0.
    #expect(storage.tableau.symbols.capacity >= 1 + 2 * 1_000 + 400)
    #expect(storage.tableau.listEntries.capacity >= 2_401)
    #expect(storage.tableau.weights.capacity >= 2_401)
    #expect(storage.tableau.variableSymbols.capacity >= 400)
    #expect(storage.tableau.variableValues.capacity >= 400)
    #expect(storage.records.capacity >= 1_000)
    #expect(storage.names.capacity >= 400)
    #expect(storage.editIndex.capacity >= 400)
    #expect(storage.recordIndex.capacity >= 2 * 1_000)
    // Nothing was added.
    #expect(solver.variableCount == 0 && storage.records.isEmpty && storage.recordIndex.count == 0)
  }

  /// The example of the documentation: 1,000 variables, each required equal to its index and
  /// weakly at most 500 (broken for the indexes above 500); nothing grows after the reservation.
  @Test func theDocumentedExample() throws {
    var solver = Solver()
    solver.reserveCapacity(constraints: 2_000, variables: 1_000)
    let reserved = Capacities(solver)
    let xs = (0..<1_000).map { solver.makeVariable("x\($0)") }
    for (index, x) in xs.enumerated() {
      try solver.addConstraint(x == Double(index))
      try solver.addConstraint((x <= 500) | .weak)
    }
    solver.updateVariables()
    #expect(solver.value(of: xs[0]) == 0 && solver.value(of: xs[999]) == 999)
    #expect(Capacities(solver) == reserved)
  }

  /// Adding what was reserved grows no table: the capacities after the additions are those the
  /// reservation made.
  @Test func addingWhatWasReservedGrowsNoTable() throws {
    var solver = Solver()
    solver.reserveCapacity(constraints: 300, variables: 100)
    let before = Capacities(solver)
    var variables: [Variable] = []
    for index in 0..<100 { variables.append(solver.makeVariable("x\(index)")) }
    // A chain of 100 required equalities and 200 weak inequalities: 300 constraints, each
    // adding at most two symbols besides the variables' own.
    for index in 0..<100 {
      let previous = index == 0 ? nil : variables[index - 1]
      var expression = Expression(terms: [Term(variables[index])], constant: -10)
      if let previous {
        expression = Expression(
          terms: [Term(variables[index]), Term(previous, coefficient: -1)], constant: -10)
      }
      try solver.addConstraint(Constraint(expression, .equal))
      try solver.addConstraint(
        Constraint(
          Expression(terms: [Term(variables[index])], constant: -5), .greaterThanOrEqual,
          strength: .weak))
      try solver.addConstraint(
        Constraint(
          Expression(terms: [Term(variables[index])], constant: -2_000), .lessThanOrEqual,
          strength: .weak))
    }
    solver.updateVariables()
    #expect(solver.value(of: variables[99]) == 1_000)
    #expect(Capacities(solver) == before)
  }

  /// A reservation at least doubles a table that grows, so reserving a little before each of
  /// many small additions costs no more than the additions' own growths.
  @Test func smallReservationsGrowGeometrically() throws {
    var solver = Solver()
    var reallocations = 0
    var last = Capacities(solver)
    for index in 0..<1_000 {
      solver.reserveCapacity(constraints: 1, variables: 1)
      let x = solver.makeVariable()
      try solver.addConstraint(
        Constraint(Expression(terms: [Term(x)], constant: -Double(index)), .equal))
      let now = Capacities(solver)
      if now.records != last.records { reallocations += 1 }
      last = now
    }
    solver.updateVariables()
    #expect(solver.storage.records.count == 1_000)
    // Doubling from 1 reaches 1,000 in about ten steps; exact reservations would take 1,000.
    #expect(reallocations <= 12)
  }

  /// `addConstraints` reserves for its batch: the records and rows grow once, to hold them all,
  /// and the result is that of adding them one by one.
  @Test func addConstraintsReservesForItsBatch() throws {
    func build(batched: Bool) throws -> Solver {
      var solver = Solver()
      let variables = (0..<40).map { solver.makeVariable("x\($0)") }
      var batch: [Constraint] = []
      for (index, variable) in variables.enumerated() {
        batch.append(
          Constraint(Expression(terms: [Term(variable)], constant: -Double(index)), .equal))
        batch.append(
          Constraint(
            Expression(terms: [Term(variable)], constant: -100), .lessThanOrEqual, strength: .weak))
      }
      if batched {
        try solver.addConstraints(batch)
        #expect(solver.storage.records.capacity >= 80 && solver.storage.tableau.rows.capacity >= 80)
      } else {
        for constraint in batch { try solver.addConstraint(constraint) }
      }
      solver.updateVariables()
      return solver
    }
    let batched = try build(batched: true)
    let single = try build(batched: false)
    #expect(
      batched.storage.tableau.storageFingerprint() == single.storage.tableau.storageFingerprint())
    #expect(batched.value(of: Variable(id: 39)) == 39)
  }

  @Test func reservingNothingOrOnASharedSolverChangesNoOtherSolver() throws {
    var solver = Solver()
    let x = solver.makeVariable("x")
    try solver.addConstraint(Constraint(Expression(terms: [Term(x)], constant: -3), .equal))
    solver.updateVariables()
    let copy = solver
    let fingerprint = copy.storage.tableau.storageFingerprint()
    solver.reserveCapacity(constraints: 0)
    #expect(solver.storage === copy.storage)  // nothing to reserve: still shared
    solver.reserveCapacity(constraints: 50, variables: 50)
    #expect(solver.storage !== copy.storage)  // the reservation made the storage its own
    #expect(copy.storage.tableau.storageFingerprint() == fingerprint)
    #expect(solver.storage.tableau.storageFingerprint() == fingerprint)
    #expect(solver.value(of: x) == 3 && copy.value(of: x) == 3)
  }

  /// The randomized operation sequences, replayed twice: once as they are, once with
  /// reservations of random sizes (0 to 400 constraints and variables) before random calls. After
  /// every call, both solvers must hold bit-identical storage and values, and every call must
  /// have the same outcome. 40 seeds at full size, 4 in the slice (``TestScale``).
  @Test(arguments: 0..<UInt64(TestScale.count(40))) func reservationsChangeNoResult(seed: UInt64) {
    var run = RandomRun(seed: seed &* 2_654_435_761 &+ 11)
    if let failure = run.execute(operations: 60) {
      Issue.record("seed \(seed): the sequence itself failed: \(failure)")
      return
    }
    let sequence = run.sequence
    var plain = OperationPerformer(variableCount: sequence.variableCount)
    var reserving = OperationPerformer(variableCount: sequence.variableCount)
    var rng = SplitMix64(seed: seed)
    for (step, operation) in sequence.operations.enumerated() {
      if Int.random(in: 0..<3, using: &rng) == 0 {
        reserving.solver.reserveCapacity(
          constraints: Int.random(in: 0...400, using: &rng),
          variables: Int.random(in: 0...400, using: &rng))
      }
      let first = Self.outcome(of: operation, in: sequence, on: &plain)
      let second = Self.outcome(of: operation, in: sequence, on: &reserving)
      plain.solver.updateVariables()
      reserving.solver.updateVariables()
      let same =
        first == second
        && plain.solver.storage.tableau.storageFingerprint()
          == reserving.solver.storage.tableau.storageFingerprint()
        && plain.variables.indices.allSatisfy {
          plain.solver.value(of: plain.variables[$0]).bitPattern
            == reserving.solver.value(of: reserving.variables[$0]).bitPattern
        }
      if !same {
        Issue.record(
          "seed \(seed), operation \(step): '\(first)' against '\(second)', or the storage or values differ"
        )
        return
      }
    }
  }

  /// What a call did, as text (the culprit and conflicts of a refusal by their descriptions).
  static func outcome(
    of operation: SolverOperation, in sequence: OperationSequence,
    on performer: inout OperationPerformer
  ) -> String {
    do {
      switch try performer.perform(operation, in: sequence) {
      case .applied: return "applied"
      case .rejected: return "rejected"
      case .refused(let culprit, let conflicts):
        return "refused \(culprit) with \(conflicts.map { String(describing: $0.expression) })"
      }
    } catch {
      return "check failed: \(error)"
    }
  }

  /// The capacities of the tables a reservation sizes.
  struct Capacities: Equatable {
    var rows: Int
    var symbols: Int
    var variables: Int
    var records: Int
    var names: Int
    var recordIndex: Int

    init(_ solver: Solver) {
      let storage = solver.storage
      rows = storage.tableau.rows.capacity
      symbols = storage.tableau.symbols.capacity
      variables = storage.tableau.variableSymbols.capacity
      records = storage.records.capacity
      names = storage.names.capacity
      recordIndex = storage.recordIndex.capacity
    }
  }
}
