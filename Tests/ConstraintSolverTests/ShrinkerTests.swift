import Testing

@testable import ConstraintSolver

/// The machinery behind the randomized suites' reports: recording and replaying operations,
/// shrinking a failing sequence, printing it as a test.
@Suite struct ShrinkerTests {
  /// A hand-made sequence and a check that fails when a constraint with a coefficient of at least
  /// 200 is added before a suggestion of at least 10 (whatever the solver does).
  static let sequence: OperationSequence = {
    var sequence = OperationSequence(variableCount: 3)
    sequence.add(
      ConstraintSpec(
        terms: [(0, 437.5), (1, 3)], relation: .equal, constant: 7, strength: 1))
    sequence.operations.append(.addEdit(variable: 2, strength: 1000))
    sequence.operations.append(.suggest(variable: 2, value: 12.25))
    let other = sequence.add(
      ConstraintSpec(terms: [(1, 1)], relation: .equal, constant: -5, strength: 1_001_001_000))
    sequence.operations.append(.remove(other))
    sequence.operations.append(.suggest(variable: 2, value: 3))
    return sequence
  }()

  static func syntheticCheck(_ sequence: OperationSequence) -> CheckFailure? {
    var sawLargeCoefficient = false
    for operation in sequence.operations {
      switch operation {
      case .add(let index)
      where sequence.constraints[index].terms.contains { abs($0.coefficient) >= 200 }:
        sawLargeCoefficient = true
      case .suggest(_, let value) where value >= 10 && sawLargeCoefficient:
        return CheckFailure("synthetic", "operation 0: found it")
      default: break
      }
    }
    return nil
  }

  @Test func shrinkingDropsOperationsTermsAndDigits() {
    let failure = Self.syntheticCheck(Self.sequence)!
    let (minimized, _) = Shrinker.shrink(
      Self.sequence, failure: failure, check: Self.syntheticCheck)
    #expect(minimized.operations.count == 2)
    #expect(minimized.variableCount == 2)
    let code = minimized.swiftCode(testName: "example", comment: ["synthetic"])
    #expect(
      code == """
        // synthetic
        @Test func example() throws {
          var s = Solver()
          let x = (0..<2).map { s.makeVariable("x\\($0)") }
          let c0 = (400 * x[0] == 0) | .weak
          try s.addConstraint(c0)
          try s.suggestValue(10, for: x[1])
          s.updateVariables()
          #expect(s.storage.tableau.checkInvariants().isEmpty)
          expectExactOptimum(s, [c0])
        }
        """)
  }

  @Test func roundedNumbersPrintShort() {
    #expect(Shrinker.roundedToSignificantDigits(0.30000000000000004, 1) == 0.3)
    #expect(Shrinker.roundedToSignificantDigits(-437.5, 2) == -440)
    #expect(Shrinker.roundedToSignificantDigits(0.001234, 2) == 0.0012)
    #expect(Shrinker.simplerValues(12.25, allowZero: true) == [0, 1, 10, 12, 12.3])
    #expect(Shrinker.simplerValues(-1, allowZero: false).isEmpty)
  }

  /// A refusal the reference agrees with prints as a call that must throw.
  @Test func printedTestsExpectRefusals() {
    var sequence = OperationSequence(variableCount: 1)
    sequence.add(
      ConstraintSpec(
        terms: [(0, 1)], relation: .greaterThanOrEqual, constant: -10, strength: 1_001_001_000))
    sequence.add(
      ConstraintSpec(
        terms: [(0, 1)], relation: .lessThanOrEqual, constant: -5, strength: 1_001_001_000))
    #expect(ExactReplay.check(sequence) == nil)
    let code = sequence.swiftCode(
      testName: "refusal", comment: [], notes: ExactReplay.notes(sequence))
    #expect(code.contains("let c1 = 1 * x[0] - 5 <= 0"))
    #expect(code.contains("#expect(throws: AddConstraintError.self) { try s.addConstraint(c1) }"))
    #expect(!code.contains("expectExactOptimum"))
  }

  /// A randomized run's recorded operations replay to the same solver, bit for bit.
  @Test func recordedRandomRunsReplayExactly() {
    for seed in 1...UInt64(60) {
      var run = RandomRun(seed: seed)
      #expect(run.execute(operations: RandomizedSolverTests.operationsPerSequence) == nil)
      var replay = RandomRun(replaying: run.sequence)
      #expect(replay.replay() == nil, "seed \(seed)")
      #expect(replay.solver.dump() == run.solver.dump(), "seed \(seed)")
    }
  }
}
