import Testing

@testable import ConstraintSolver

#if canImport(Foundation)
  import Foundation
#endif

/// Seeded randomized tests of the solver's guarantees.
///
/// Each of ``RandomizedSolverTests/sequenceCount`` sequences makes a few variables and applies
/// ``RandomizedSolverTests/operationsPerSequence`` random operations: additions of constraints
/// with 1–3 terms (every relation and strength), removals, edit variables added and removed,
/// suggestions, in-place constant and strength changes, and calls that must fail (duplicates,
/// unknown constraints and edit variables, NaN and infinite numbers, required edit strengths,
/// unsatisfiable constraints and constants). After every operation:
/// - the tableau's structural invariants hold;
/// - every required constraint holds within ``RandomizedSolverTests/requiredTolerance`` relative
///   to the magnitude of its terms;
/// - the weighted error of the solution (Σ strength · violation over the non-required
///   constraints and the edit variables' suggestions) equals that of a fresh solver given the
///   same live constraints, constants, strengths and suggestions, within 10⁻⁷ relative plus
///   10⁻¹⁰ of the error's scale (Σ strength · (1 + magnitude of the terms)), the room round-off
///   needs when the error is near zero;
/// - after a failed call, the solver's storage is bit-identical to its state before the call,
///   and an unsatisfiable constraint's explanation is a minimal conflicting set.
/// A failure reports the seed and the operation, so the case can be replayed with `replay`.
@Suite struct RandomizedSolverTests {
  /// Multiplies the number of sequences: `TRELLIS_RANDOM_SCALE=20 swift test --filter Randomized`
  /// runs a longer stress (different seeds included). 1 by default.
  static let scale: Int = {
    #if canImport(Foundation)
      if let text = ProcessInfo.processInfo.environment["TRELLIS_RANDOM_SCALE"],
        let value = Int(text),
        value > 0
      {
        return value
      }
    #endif
    return 1
  }()
  static let sequenceCount = 5_000 * scale
  static let operationsPerSequence = 24
  static let requiredTolerance = 1e-6

  @Test func randomOperationSequences() {
    var failures = 0
    var operations = 0
    var counts: [String: Int] = [:]
    for seed in 1...UInt64(Self.sequenceCount) {
      var run = RandomRun(seed: seed)
      if let failure = run.execute(operations: Self.operationsPerSequence) {
        failures += 1
        Issue.record("seed \(seed): \(failure)")
        if failures >= 5 { break }
      }
      operations += run.operationCount
      for (name, count) in run.counts { counts[name, default: 0] += count }
    }
    #expect(failures == 0)
    // The suite must really exercise every kind of operation.
    for kind in RandomRun.operationKinds {
      #expect(counts[kind, default: 0] > 100, "only \(counts[kind, default: 0]) × \(kind)")
    }
    print(
      "randomized solver suite: \(Self.sequenceCount) sequences, \(operations) operations: "
        + counts.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", "))
  }

  /// Fewer, larger systems (8–16 variables, 90 operations), for deeper tableaux and longer
  /// chains of pivots.
  @Test func largerRandomSystems() {
    var failures = 0
    for seed in 1...UInt64(150 * Self.scale) {
      var run = RandomRun(seed: seed &+ 1_000_000, variableRange: 8...16)
      if let failure = run.execute(operations: 90) {
        failures += 1
        Issue.record("seed \(seed &+ 1_000_000) (larger systems): \(failure)")
        if failures >= 5 { break }
      }
    }
    #expect(failures == 0)
  }

  /// Replays one seed (change it to investigate a reported failure).
  @Test func replay() {
    var run = RandomRun(seed: 1_000_283, variableRange: 8...16)
    #expect(run.execute(operations: 90) == nil)
  }
}

/// One randomized sequence: a solver, the test's own record of what it holds, and the checks.
struct RandomRun {
  static let operationKinds = [
    "add", "add-unsatisfiable", "remove", "add-edit", "remove-edit", "suggest", "set-constant",
    "set-constant-unsatisfiable", "set-strength", "failing-call",
  ]

  struct Live {
    var constraint: Constraint
    var constant: Double
    var strength: Strength
  }

  var rng: SplitMix64
  var solver = Solver()
  var variables: [Variable] = []
  var live: [Live] = []
  var edits: [(variable: Variable, strength: Strength, value: Double)] = []
  var operationCount = 0
  var counts: [String: Int] = [:]
  /// When set, each operation's effect is printed (for replaying a failing seed).
  var trace = false

  init(seed: UInt64, variableRange: ClosedRange<Int> = 2...6) {
    rng = SplitMix64(seed: seed)
    let count = Int.random(in: variableRange, using: &rng)
    for index in 0..<count { variables.append(solver.makeVariable("x\(index)")) }
  }

  mutating func randomCoefficient() -> Double {
    let choices: [Double] = [1, -1, 1, -1, 2, -2, 0.5, -0.5, 3, -0.25]
    return choices[Int.random(in: 0..<choices.count, using: &rng)]
  }

  mutating func randomConstant() -> Double { Double(Int.random(in: -100...100, using: &rng)) }

  mutating func randomStrength(allowRequired: Bool = true) -> Strength {
    let roll = Int.random(in: 0..<100, using: &rng)
    switch roll {
    case 0..<40 where allowRequired: return .required
    case 0..<55: return .strong
    case 55..<75: return .medium
    case 75..<92: return .weak
    default: return Strength(Double(Int.random(in: 2...200_000, using: &rng)))
    }
  }

  mutating func randomConstraint() -> Constraint {
    let termCount = Int.random(in: 1...3, using: &rng)
    var terms: [Term] = []
    for _ in 0..<termCount {
      terms.append(Term(variables.randomElement(using: &rng)!, coefficient: randomCoefficient()))
    }
    let relation = Relation.allCases.randomElement(using: &rng)!
    return Constraint(
      Expression(terms: terms, constant: randomConstant()), relation, strength: randomStrength())
  }

  /// Runs the sequence; returns a description of the first failed check, or nil.
  mutating func execute(operations: Int) -> String? {
    for step in 0..<operations {
      operationCount += 1
      let before = counts
      if let failure = performRandomOperation() { return "operation \(step): \(failure)" }
      if trace {
        let kind = counts.first { before[$0.key] != $0.value }?.key ?? "nothing"
        print("step \(step): \(kind); live \(live.count), edits \(edits.count)")
        print(solver.dump())
      }
      solver.updateVariables()
      if let failure = checkSolution() { return "after operation \(step): \(failure)" }
    }
    return nil
  }

  /// Performs a call that must fail and checks that nothing changed.
  mutating func expectFailure(_ name: String, _ call: (inout Solver) -> Bool) -> String? {
    let before = solver
    let fingerprint = before.storage.tableau.storageFingerprint()
    var attempt = solver
    let failed = call(&attempt)
    if !failed { return "\(name) did not fail" }
    if attempt.storage.tableau.storageFingerprint() != fingerprint {
      return "\(name) failed but changed the solver"
    }
    if attempt.dump() != before.dump() { return "\(name) failed but changed the dump" }
    solver = attempt
    return nil
  }

  mutating func performRandomOperation() -> String? {
    let roll = Int.random(in: 0..<100, using: &rng)
    switch roll {
    case 0..<40:
      let constraint = randomConstraint()
      var attempt = solver
      do {
        try attempt.addConstraint(constraint)
        solver = attempt
        live.append(
          Live(
            constraint: constraint, constant: constraint.expression.constant,
            strength: constraint.strength))
        counts["add", default: 0] += 1
      } catch {
        guard case .unsatisfiable(_, let conflicts) = error, constraint.strength.isRequired else {
          return "unexpected error \(error) adding \(constraint)"
        }
        counts["add-unsatisfiable", default: 0] += 1
        if attempt.storage.tableau.storageFingerprint()
          != solver.storage.tableau.storageFingerprint()
        {
          return "failed addition of \(solver.description(of: constraint)) changed the solver"
        }
        return checkConflict(
          ConflictMember(
            expression: constraint.expression, constant: constraint.expression.constant,
            relation: constraint.relation),
          conflicts)
      }
    case 40..<52:
      guard !live.isEmpty else { return nil }
      let index = Int.random(in: 0..<live.count, using: &rng)
      do {
        try solver.removeConstraint(live[index].constraint)
      } catch {
        return "removal failed: \(error)"
      }
      live.remove(at: index)
      counts["remove", default: 0] += 1
    case 52..<57:
      let variable = variables.randomElement(using: &rng)!
      if solver.hasEditVariable(variable) {
        return expectFailure("duplicate edit variable") {
          (try? $0.addEditVariable(variable, strength: .weak)) == nil
        }
      }
      let strength = randomStrength(allowRequired: false)
      do {
        try solver.addEditVariable(variable, strength: strength)
      } catch {
        return "adding an edit variable failed: \(error)"
      }
      edits.append((variable, strength, 0))
      counts["add-edit", default: 0] += 1
    case 57..<60:
      guard !edits.isEmpty else { return nil }
      let index = Int.random(in: 0..<edits.count, using: &rng)
      do {
        try solver.removeEditVariable(edits[index].variable)
      } catch {
        return "removing an edit variable failed: \(error)"
      }
      edits.remove(at: index)
      counts["remove-edit", default: 0] += 1
    case 60..<75:
      guard !edits.isEmpty else { return nil }
      let index = Int.random(in: 0..<edits.count, using: &rng)
      let value = randomConstant() * 2
      do {
        try solver.suggestValue(value, for: edits[index].variable)
      } catch {
        return "suggestion failed: \(error)"
      }
      edits[index].value = value
      counts["suggest", default: 0] += 1
    case 75..<87:
      guard !live.isEmpty else { return nil }
      let index = Int.random(in: 0..<live.count, using: &rng)
      let constant = randomConstant()
      var attempt = solver
      do {
        try attempt.setConstant(constant, for: live[index].constraint)
        solver = attempt
        live[index].constant = constant
        counts["set-constant", default: 0] += 1
      } catch {
        guard case .unsatisfiable(_, let conflicts) = error, live[index].strength.isRequired else {
          return "unexpected error \(error) changing a constant"
        }
        counts["set-constant-unsatisfiable", default: 0] += 1
        if attempt.storage.tableau.storageFingerprint()
          != solver.storage.tableau.storageFingerprint()
        {
          return "failed constant change changed the solver"
        }
        let constraint = live[index].constraint
        return checkConflict(
          ConflictMember(
            expression: constraint.expression, constant: constant, relation: constraint.relation),
          conflicts)
      }
    case 87..<93:
      guard !live.isEmpty else { return nil }
      let index = Int.random(in: 0..<live.count, using: &rng)
      let strength = randomStrength()
      var attempt = solver
      do {
        try attempt.setStrength(strength, for: live[index].constraint)
        solver = attempt
        live[index].strength = strength
        counts["set-strength", default: 0] += 1
      } catch {
        guard case .unsatisfiable = error, strength.isRequired else {
          return "unexpected error \(error) changing a strength"
        }
        if attempt.storage.tableau.storageFingerprint()
          != solver.storage.tableau.storageFingerprint()
        {
          return "failed strength change changed the solver"
        }
      }
    default:
      counts["failing-call", default: 0] += 1
      return performFailingCall()
    }
    return nil
  }

  mutating func performFailingCall() -> String? {
    let variable = variables.randomElement(using: &rng)!
    switch Int.random(in: 0..<8, using: &rng) {
    case 0:
      guard let existing = live.randomElement(using: &rng) else { return nil }
      return expectFailure("duplicate addition") {
        (try? $0.addConstraint(existing.constraint)) == nil
      }
    case 1:
      let stranger = variable >= 0
      return expectFailure("removal of an unknown constraint") {
        (try? $0.removeConstraint(stranger)) == nil
      }
    case 2:
      guard !solver.hasEditVariable(variable) else { return nil }
      return expectFailure("suggestion for a non-edit variable") {
        (try? $0.suggestValue(1, for: variable)) == nil
      }
    case 3:
      guard let edit = edits.randomElement(using: &rng) else { return nil }
      let value = Bool.random(using: &rng) ? Double.nan : -Double.infinity
      return expectFailure("non-finite suggestion") {
        (try? $0.suggestValue(value, for: edit.variable)) == nil
      }
    case 4:
      guard let existing = live.randomElement(using: &rng) else { return nil }
      return expectFailure("non-finite constant") {
        (try? $0.setConstant(.infinity, for: existing.constraint)) == nil
      }
    case 5:
      let broken = Constraint(Expression(terms: [Term(variable, coefficient: .nan)]), .equal)
      return expectFailure("NaN coefficient") { (try? $0.addConstraint(broken)) == nil }
    case 6:
      guard !solver.hasEditVariable(variable) else { return nil }
      return expectFailure("required edit variable") {
        (try? $0.addEditVariable(variable, strength: .required)) == nil
      }
    default:
      let foreign = Variable(id: variables.count + 3)
      return expectFailure("foreign variable") { (try? $0.addConstraint(foreign == 1)) == nil }
    }
  }

  /// Checks that `conflicts` plus the culprit cannot hold together, and that no member of
  /// `conflicts` can be left out.
  func checkConflict(_ culprit: ConflictMember, _ conflicts: [Constraint]) -> String? {
    func member(_ constraint: Constraint) -> ConflictMember {
      let constant =
        live.first { $0.constraint === constraint }?.constant ?? constraint.expression.constant
      return ConflictMember(
        expression: constraint.expression, constant: constant, relation: constraint.relation)
    }
    let members = conflicts.map(member)
    for constraint in conflicts
    where !(live.contains { $0.constraint === constraint && $0.strength.isRequired }) {
      return "conflict lists \(constraint), which is not a live required constraint"
    }
    if Solver.isFeasible(members + [culprit]) {
      return "reported conflict \(conflicts) is feasible with the culprit"
    }
    for index in members.indices {
      var fewer = members
      fewer.remove(at: index)
      if !Solver.isFeasible(fewer + [culprit]) { return "reported conflict is not minimal" }
    }
    return nil
  }

  /// The checks after every operation.
  func checkSolution() -> String? {
    let problems = solver.storage.tableau.checkInvariants()
    if !problems.isEmpty { return "invariants: \(problems.prefix(3))" }
    for item in live where item.strength.isRequired {
      if let violation = requiredViolation(item, in: solver) {
        return "required \(solver.description(of: item.constraint)) violated by \(violation)"
      }
    }
    // A fresh solver with the same live system.
    var fresh = Solver()
    for variable in variables {
      _ = fresh.makeVariable(fresh.name(of: variable) + "x\(variable.id)")
    }
    for item in live {
      var expression = item.constraint.expression
      expression.constant = item.constant
      do {
        try fresh.addConstraint(
          Constraint(expression, item.constraint.relation, strength: item.strength))
      } catch {
        return "a fresh solver refused a live constraint: \(error)"
      }
    }
    for edit in edits {
      do {
        try fresh.addEditVariable(edit.variable, strength: edit.strength)
        try fresh.suggestValue(edit.value, for: edit.variable)
      } catch {
        return "a fresh solver refused an edit: \(error)"
      }
    }
    fresh.updateVariables()
    let (incremental, scale) = weightedError(solver)
    let (scratch, _) = weightedError(fresh)
    if abs(incremental - scratch) > 1e-7 * max(abs(incremental), abs(scratch)) + 1e-10 * scale {
      return "weighted error \(incremental) differs from a fresh solve's \(scratch)"
    }
    return nil
  }

  func requiredViolation(_ item: Live, in solver: Solver) -> Double? {
    var value = item.constant
    var magnitude = abs(item.constant)
    for term in item.constraint.expression.terms {
      let product = term.coefficient * solver.value(of: term.variable)
      value += product
      magnitude += abs(product)
    }
    let limit = RandomizedSolverTests.requiredTolerance * max(1, magnitude)
    switch item.constraint.relation {
    case .equal: return abs(value) > limit ? value : nil
    case .lessThanOrEqual: return value > limit ? value : nil
    case .greaterThanOrEqual: return value < -limit ? value : nil
    }
  }

  /// The weighted error of the solver's solution, and its scale: Σ strength · (1 + the magnitude
  /// of each term), the size of the round-off the error can carry.
  func weightedError(_ solver: Solver) -> (error: Double, scale: Double) {
    var total = 0.0
    var scale = 0.0
    for item in live where !item.strength.isRequired {
      var value = item.constant
      var magnitude = 1 + abs(item.constant)
      for term in item.constraint.expression.terms {
        value += term.coefficient * solver.value(of: term.variable)
        magnitude += abs(term.coefficient * solver.value(of: term.variable))
      }
      scale += item.strength.value * magnitude
      let violation: Double
      switch item.constraint.relation {
      case .equal: violation = abs(value)
      case .lessThanOrEqual: violation = max(0, value)
      case .greaterThanOrEqual: violation = max(0, -value)
      }
      total += item.strength.value * violation
    }
    for edit in edits {
      total += edit.strength.value * abs(solver.value(of: edit.variable) - edit.value)
      scale += edit.strength.value * (1 + abs(edit.value) + abs(solver.value(of: edit.variable)))
    }
    return (total, scale)
  }
}
