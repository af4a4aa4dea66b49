import TestSupport
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
/// A failure reports the seed and the operation, so the case can be replayed with `replay`, and
/// the sequence minimized by the ``Shrinker`` (with these same checks) as a regression test.
@Suite struct RandomizedSolverTests {
  /// Sequences of operations (``TestScale``: 5,000 at full size, 1,000 in the slice, where
  /// the rarest kinds of operation still occur often enough to count).
  static let sequenceCount = TestScale.count(5_000, slice: 1_000)
  static let operationsPerSequence = 24
  static let requiredTolerance = ExactSolutionCheck.requiredTolerance

  @Test func randomOperationSequences() {
    var failures = 0
    var operations = 0
    var counts: [String: Int] = [:]
    for seed in 1...UInt64(Self.sequenceCount) {
      var run = RandomRun(seed: seed)
      if let failure = run.execute(operations: Self.operationsPerSequence) {
        failures += 1
        reportMinimizedFailure(
          run.sequence, failure: failure,
          label: "randomized solver suite, seed \(seed) (RandomRun(seed: \(seed)))",
          testName: "randomSeed\(seed)", check: RandomRun.check, notes: RandomRun.notes)
        if failures >= 5 { break }
      }
      operations += run.operationCount
      for (name, count) in run.counts { counts[name, default: 0] += count }
    }
    #expect(failures == 0)
    // The suite must really exercise every kind of operation: more than 100 times each at full
    // size, as often for the share of the sequences the slice runs.
    let least = TestScale.count(100, slice: 100 * Self.sequenceCount / 5_000)
    for kind in RandomRun.operationKinds {
      #expect(counts[kind, default: 0] > least, "only \(counts[kind, default: 0]) × \(kind)")
    }
    print(
      "randomized solver suite: \(Self.sequenceCount) sequences, \(operations) operations: "
        + counts.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", "))
  }

  /// Fewer, larger systems (8–16 variables, 90 operations), for deeper tableaux and longer
  /// chains of pivots: 150 systems at full size, 8 in the slice.
  @Test func largerRandomSystems() {
    var failures = 0
    for seed in 1...UInt64(TestScale.count(150, slice: 8)) {
      var run = RandomRun(seed: seed &+ 1_000_000, variableRange: 8...16)
      if let failure = run.execute(operations: 90) {
        failures += 1
        reportMinimizedFailure(
          run.sequence, failure: failure,
          label:
            "larger systems, seed \(seed &+ 1_000_000) (RandomRun(seed: \(seed &+ 1_000_000), variableRange: 8...16))",
          testName: "largerSeed\(seed &+ 1_000_000)", check: RandomRun.check,
          notes: RandomRun.notes)
        if failures >= 5 { break }
      }
    }
    #expect(failures == 0)
  }

  /// The larger systems with every expansion of a constraint through lazy rows taken in rank
  /// order (``Tableau/flatExpansionLimit`` 0), the path that long chains of rows take, under the
  /// same checks (the fresh solver of the weighted-error check keeps the default).
  @Test func largerRandomSystemsExpandedInRankOrder() {
    var failures = 0
    var reads = 0
    for seed in 1...UInt64(TestScale.count(150)) {
      var run = RandomRun(seed: seed &+ 2_000_000, variableRange: 8...16)
      run.performer.solver.storage.tableau.flatExpansionLimit = 0
      if let failure = run.execute(operations: 90) {
        failures += 1
        print(
          "rank-order expansion, seed \(seed &+ 2_000_000): \(failure) "
            + "(RandomRun(seed: \(seed &+ 2_000_000), variableRange: 8...16), "
            + "flatExpansionLimit 0)")
        if failures >= 5 { break }
      }
      reads += run.solver.storage.tableau.expansionRowReads
    }
    #expect(failures == 0)
    // The suite must really expand through rows.
    #expect(reads > 1_000, "only \(reads) rows read by expansions")
  }

  /// Replays one seed (change it to investigate a reported failure).
  @Test func replay() {
    var run = RandomRun(seed: 1_000_283, variableRange: 8...16)
    #expect(run.execute(operations: 90) == nil)
  }
}

/// One randomized sequence: a solver, the test's own record of what it holds, and the checks.
///
/// The random operations are recorded as ``SolverOperation`` values (``sequence``) and performed
/// by an ``OperationPerformer``, so that a failing sequence can be replayed without its seed
/// (``init(replaying:)``), minimized by the ``Shrinker`` with these same checks, and printed as a
/// regression test.
struct RandomRun {
  static let operationKinds = [
    "add", "add-unsatisfiable", "remove", "add-edit", "remove-edit", "suggest", "set-constant",
    "set-constant-unsatisfiable", "set-strength", "failing-call",
  ]

  typealias Live = OperationPerformer.Live

  var rng: SplitMix64
  var performer: OperationPerformer
  /// The operations performed so far, as values.
  var sequence: OperationSequence
  var operationCount = 0
  var counts: [String: Int] = [:]
  /// When set, each operation's effect is printed (for replaying a failing seed).
  var trace = false

  var solver: Solver { performer.solver }
  var variables: [Variable] { performer.variables }
  var live: [Live] { performer.live }
  var edits: [OperationPerformer.Edit] { performer.edits }

  init(seed: UInt64, variableRange: ClosedRange<Int> = 2...6) {
    rng = SplitMix64(seed: seed)
    let count = Int.random(in: variableRange, using: &rng)
    performer = OperationPerformer(variableCount: count)
    sequence = OperationSequence(variableCount: count)
  }

  /// A run that replays `sequence` (with ``replay()``) instead of drawing operations.
  init(replaying sequence: OperationSequence) {
    rng = SplitMix64(seed: 0)
    performer = OperationPerformer(variableCount: sequence.variableCount)
    self.sequence = sequence
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

  mutating func randomConstraint() -> ConstraintSpec {
    let termCount = Int.random(in: 1...3, using: &rng)
    var terms: [(variable: Int, coefficient: Double)] = []
    for _ in 0..<termCount {
      terms.append((variables.randomElement(using: &rng)!.id, randomCoefficient()))
    }
    let relation = Relation.allCases.randomElement(using: &rng)!
    return ConstraintSpec(
      terms: terms, relation: relation, constant: randomConstant(),
      strength: randomStrength().value)
  }

  /// Runs the sequence; returns the first failed check, or nil.
  mutating func execute(operations: Int) -> CheckFailure? {
    for step in 0..<operations {
      operationCount += 1
      let before = counts
      if let failure = performRandomOperation() {
        return CheckFailure(failure.kind, "operation \(step): \(failure.detail)")
      }
      if trace {
        let kind = counts.first { before[$0.key] != $0.value }?.key ?? "nothing"
        print("step \(step): \(kind); live \(live.count), edits \(edits.count)")
        print(solver.dump())
      }
      performer.solver.updateVariables()
      if let failure = checkSolution() {
        return CheckFailure(failure.kind, "operation \(step): after it, \(failure.detail)")
      }
    }
    return nil
  }

  /// Replays ``sequence`` with the same checks; returns the first failed check, or nil.
  mutating func replay() -> CheckFailure? {
    for (step, operation) in sequence.operations.enumerated() {
      if let failure = perform(operation) {
        return CheckFailure(failure.kind, "operation \(step): \(failure.detail)")
      }
      performer.solver.updateVariables()
      if let failure = checkSolution() {
        return CheckFailure(failure.kind, "operation \(step): after it, \(failure.detail)")
      }
    }
    return nil
  }

  /// The first failed check of `sequence` replayed from scratch (the shrinker's predicate).
  static func check(_ sequence: OperationSequence) -> CheckFailure? {
    var run = RandomRun(replaying: sequence)
    return run.replay()
  }

  /// What each call of `sequence` did when replayed (a refusal is printed as a call that must
  /// fail: the checks found it right).
  static func notes(_ sequence: OperationSequence) -> [OperationNote] {
    var run = RandomRun(replaying: sequence)
    var notes: [OperationNote] = []
    for operation in sequence.operations {
      guard let outcome = try? run.performer.perform(operation, in: sequence) else { break }
      if case .applied = outcome { notes.append(.succeeds) } else { notes.append(.fails) }
    }
    return notes
  }

  /// Records a new constraint in the sequence and returns its index.
  mutating func define(_ spec: ConstraintSpec) -> Int { sequence.define(spec) }

  /// Draws the next operation (nil when the draw needs something that is not there, such as a
  /// constraint to remove) and records it.
  mutating func randomOperation() -> SolverOperation? {
    let roll = Int.random(in: 0..<100, using: &rng)
    switch roll {
    case 0..<40:
      return .add(define(randomConstraint()))
    case 40..<52:
      guard !live.isEmpty else { return nil }
      let index = Int.random(in: 0..<live.count, using: &rng)
      return .remove(live[index].index)
    case 52..<57:
      let variable = variables.randomElement(using: &rng)!
      if solver.hasEditVariable(variable) {
        // Must fail: a duplicate edit variable.
        return .addEdit(variable: variable.id, strength: Strength.weak.value)
      }
      return .addEdit(variable: variable.id, strength: randomStrength(allowRequired: false).value)
    case 57..<60:
      guard !edits.isEmpty else { return nil }
      let index = Int.random(in: 0..<edits.count, using: &rng)
      return .removeEdit(variable: edits[index].variable.id)
    case 60..<75:
      guard !edits.isEmpty else { return nil }
      let index = Int.random(in: 0..<edits.count, using: &rng)
      return .suggest(variable: edits[index].variable.id, value: randomConstant() * 2)
    case 75..<87:
      guard !live.isEmpty else { return nil }
      let index = Int.random(in: 0..<live.count, using: &rng)
      return .setConstant(live[index].index, randomConstant())
    case 87..<93:
      guard !live.isEmpty else { return nil }
      let index = Int.random(in: 0..<live.count, using: &rng)
      return .setStrength(live[index].index, randomStrength().value)
    default:
      counts["failing-call", default: 0] += 1
      return randomFailingCall()
    }
  }

  /// Draws a call that must fail (``OperationPerformer`` checks that it fails with the right
  /// error and changes nothing).
  mutating func randomFailingCall() -> SolverOperation? {
    let variable = variables.randomElement(using: &rng)!
    switch Int.random(in: 0..<8, using: &rng) {
    case 0:
      // A duplicate addition.
      guard let existing = live.randomElement(using: &rng) else { return nil }
      return .add(existing.index)
    case 1:
      // The removal of a constraint never added.
      return .remove(
        define(
          ConstraintSpec(
            terms: [(variable.id, 1)], relation: .greaterThanOrEqual, constant: 0,
            strength: Strength.required.value)))
    case 2:
      // A suggestion for a variable that is not an edit variable.
      guard !solver.hasEditVariable(variable) else { return nil }
      return .suggest(variable: variable.id, value: 1)
    case 3:
      guard let edit = edits.randomElement(using: &rng) else { return nil }
      let value = Bool.random(using: &rng) ? Double.nan : -Double.infinity
      return .suggest(variable: edit.variable.id, value: value)
    case 4:
      guard let existing = live.randomElement(using: &rng) else { return nil }
      return .setConstant(existing.index, .infinity)
    case 5:
      // A NaN coefficient.
      return .add(
        define(
          ConstraintSpec(
            terms: [(variable.id, .nan)], relation: .equal, constant: 0,
            strength: Strength.required.value)))
    case 6:
      // A required edit variable.
      guard !solver.hasEditVariable(variable) else { return nil }
      return .addEdit(variable: variable.id, strength: Strength.required.value)
    default:
      // A variable of another solver.
      return .add(
        define(
          ConstraintSpec(
            terms: [(variables.count + 3, 1)], relation: .equal, constant: -1,
            strength: Strength.required.value)))
    }
  }

  mutating func performRandomOperation() -> CheckFailure? {
    guard let operation = randomOperation() else { return nil }
    sequence.operations.append(operation)
    return perform(operation)
  }

  /// Performs one operation and checks its outcome: the call itself (``OperationPerformer``),
  /// and the conflicts reported with an unsatisfiable constraint, constant or strength.
  mutating func perform(_ operation: SolverOperation) -> CheckFailure? {
    let outcome: OperationPerformer.Outcome
    do {
      outcome = try performer.perform(operation, in: sequence)
    } catch {
      return error
    }
    switch outcome {
    case .rejected:
      return nil
    case .applied:
      let kind: String
      switch operation {
      case .add: kind = "add"
      case .remove: kind = "remove"
      case .addEdit: kind = "add-edit"
      case .removeEdit: kind = "remove-edit"
      case .suggest: kind = "suggest"
      case .setConstant: kind = "set-constant"
      case .setStrength: kind = "set-strength"
      }
      counts[kind, default: 0] += 1
      return nil
    case .refused(let culprit, let conflicts):
      switch operation {
      case .add: counts["add-unsatisfiable", default: 0] += 1
      case .setConstant: counts["set-constant-unsatisfiable", default: 0] += 1
      default: break
      }
      return checkConflict(culprit, conflicts)
    }
  }

  /// Checks that `conflicts` plus the culprit cannot hold together, and that no member of
  /// `conflicts` can be left out.
  func checkConflict(_ culprit: ConflictMember, _ conflicts: [Constraint]) -> CheckFailure? {
    func member(_ constraint: Constraint) -> ConflictMember {
      let constant =
        live.first { $0.constraint === constraint }?.constant ?? constraint.expression.constant
      return ConflictMember(
        expression: constraint.expression, constant: constant, relation: constraint.relation)
    }
    let members = conflicts.map(member)
    for constraint in conflicts
    where !(live.contains { $0.constraint === constraint && $0.strength.isRequired }) {
      return CheckFailure(
        "conflict", "conflict lists \(constraint), which is not a live required constraint")
    }
    if Solver.isFeasible(members + [culprit]) {
      return CheckFailure("conflict", "reported conflict \(conflicts) is feasible with the culprit")
    }
    for index in members.indices {
      var fewer = members
      fewer.remove(at: index)
      if !Solver.isFeasible(fewer + [culprit]) {
        return CheckFailure("conflict", "reported conflict is not minimal")
      }
    }
    return nil
  }

  /// The checks after every operation.
  func checkSolution() -> CheckFailure? {
    let problems = solver.storage.tableau.checkInvariants()
    if !problems.isEmpty { return CheckFailure("invariants", "\(problems.prefix(3))") }
    for item in live where item.strength.isRequired {
      if let violation = requiredViolation(item, in: solver) {
        return CheckFailure(
          "required constraint violated",
          "required \(solver.description(of: item.constraint)) violated by \(violation)")
      }
    }
    // A fresh solver with the same live system.
    var fresh = Solver()
    fresh.verifiesEverySolve = false  // compared below, with the seed reported
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
        return CheckFailure("fresh solver", "a fresh solver refused a live constraint: \(error)")
      }
    }
    for edit in edits {
      do {
        try fresh.addEditVariable(edit.variable, strength: edit.strength)
        try fresh.suggestValue(edit.value, for: edit.variable)
      } catch {
        return CheckFailure("fresh solver", "a fresh solver refused an edit: \(error)")
      }
    }
    fresh.updateVariables()
    let (incremental, scale) = weightedError(solver)
    let (scratch, _) = weightedError(fresh)
    if abs(incremental - scratch) > 1e-7 * max(abs(incremental), abs(scratch)) + 1e-10 * scale {
      return CheckFailure(
        "weighted error", "weighted error \(incremental) differs from a fresh solve's \(scratch)")
    }
    return nil
  }

  /// The violation of a required constraint beyond the tolerance (see ``ExactSolutionCheck``).
  func requiredViolation(_ item: Live, in solver: Solver) -> Double? {
    ExactSolutionCheck.requiredViolation(item) { solver.value(of: $0) }
  }

  /// The weighted error of the solver's solution, and its scale: Σ strength · (1 + the magnitude
  /// of each term), the size of the round-off the error can carry.
  func weightedError(_ solver: Solver) -> (error: Double, scale: Double) {
    ExactSolutionCheck.weightedError(live, edits) { solver.value(of: $0) }
  }
}
