@testable import ConstraintSolver

/// What a call must do, as the exact reference decides (printed into regression tests).
enum OperationNote {
  case succeeds
  case fails
  /// Either: a required constraint contradicting the others by less than the knife edge.
  case mayFail
}

/// Replays an ``OperationSequence`` on a fresh solver and checks every step against the exact
/// reference (``ExactSolutionCheck``): each call does what it must (``OperationPerformer``); a
/// refusal is right (the required constraints really contradict each other, and so do the
/// reported conflicts with the refused constraint); an acceptance is right (no clear
/// contradiction); and after the call, the tableau's invariants hold, the required constraints
/// hold and the weighted error is the exact optimum.
struct ExactReplay {
  /// Totals over the replays of one test, for its summary line.
  struct Statistics {
    var sequences = 0
    var operations = 0
    var refusals = 0
    var rejections = 0
    var knifeEdges = 0
    var exactSolves = 0
  }

  var performer: OperationPerformer
  var notes: [OperationNote] = []
  /// The exact optimum of the live system; nil when it must be computed again.
  var optimum: ExactLP.Answer? = nil
  var statistics = Statistics()

  init(variableCount: Int) {
    performer = OperationPerformer(variableCount: variableCount)
  }

  /// Replays the whole sequence; returns the first failed check.
  static func check(_ sequence: OperationSequence, statistics: inout Statistics) -> CheckFailure? {
    var replay = ExactReplay(variableCount: sequence.variableCount)
    defer { statistics.merge(replay.statistics) }
    return replay.run(sequence)
  }

  mutating func run(_ sequence: OperationSequence) -> CheckFailure? {
    statistics.sequences += 1
    for (step, operation) in sequence.operations.enumerated() {
      do throws(CheckFailure) {
        try perform(operation, in: sequence)
      } catch {
        return CheckFailure(error.kind, "operation \(step): \(error.detail)")
      }
    }
    return nil
  }

  /// The live constraints plus `culprit` as required (in place of constraint `replacing`).
  func candidate(_ culprit: ConflictMember, replacing index: Int?) -> [ExactConstraint] {
    var system = ExactSolutionCheck.system(
      performer.live.filter { $0.index != index }, performer.edits)
    system.append(
      ExactSolutionCheck.exact(
        culprit.expression, constant: culprit.constant, culprit.relation, .required))
    return system
  }

  mutating func minimalResidual(_ system: [ExactConstraint]) throws(CheckFailure) -> Rational {
    statistics.exactSolves += 1
    guard let residual = ExactLP.minimalResidual(of: system) else {
      throw CheckFailure("reference failure", "the exact minimal residual was not found")
    }
    return residual
  }

  mutating func perform(_ operation: SolverOperation, in sequence: OperationSequence)
    throws(CheckFailure)
  {
    statistics.operations += 1
    let call = performer.describe(operation, in: sequence)
    switch try performer.perform(operation, in: sequence) {
    case .rejected:
      statistics.rejections += 1
      notes.append(.fails)
    case .refused(let culprit, let conflicts):
      statistics.refusals += 1
      let residual = try minimalResidual(candidate(culprit, replacing: operation.constraintIndex))
      if residual.isZero {
        notes.append(.succeeds)
        throw CheckFailure(
          "refused a feasible required constraint", "\(call) was refused, yet it can hold")
      }
      notes.append(residual.doubleValue > ExactSolutionCheck.knifeEdge ? .fails : .mayFail)
      var members = conflicts.map { conflict -> ExactConstraint in
        let record = performer.live.first { $0.constraint === conflict }
        return ExactSolutionCheck.exact(
          conflict.expression, constant: record?.constant ?? conflict.expression.constant,
          conflict.relation, .required)
      }
      members.append(
        ExactSolutionCheck.exact(
          culprit.expression, constant: culprit.constant, culprit.relation, .required))
      if try minimalResidual(members).isZero {
        throw CheckFailure(
          "reported conflicts can hold",
          "\(call) was refused with conflicts \(conflicts.map { performer.solver.description(of: $0) }), which can all hold with it"
        )
      }
    case .applied:
      notes.append(.succeeds)
      optimum = nil
    }
    performer.solver.updateVariables()
    let problems = performer.solver.storage.tableau.checkInvariants()
    if !problems.isEmpty {
      throw CheckFailure("tableau invariants", "after \(call): \(problems.prefix(3))")
    }
    if optimum == nil {
      statistics.exactSolves += 1
      optimum = ExactLP.optimum(of: ExactSolutionCheck.system(performer.live, performer.edits))
    }
    switch optimum! {
    case .referenceFailure:
      throw CheckFailure("reference failure", "the exact optimum was not found after \(call)")
    case .infeasible:
      let residual = try minimalResidual(
        ExactSolutionCheck.system(performer.live, performer.edits))
      if residual.doubleValue > ExactSolutionCheck.knifeEdge {
        notes[notes.count - 1] = .fails
        throw CheckFailure(
          "accepted a contradiction",
          "\(call) was accepted, yet the required constraints cannot all hold (residual \(residual.doubleValue))"
        )
      }
      // A contradiction below the solver's round-off: no exact optimum to compare with.
      statistics.knifeEdges += 1
      if case .succeeds = notes[notes.count - 1] { notes[notes.count - 1] = .mayFail }
    case .optimal(let error, let solution):
      if let failure = ExactSolutionCheck.check(
        performer.solver, performer.live, performer.edits, optimum: error, solution: solution)
      {
        throw CheckFailure(failure.kind, "after \(call): \(failure.detail)")
      }
    }
  }
}

extension ExactReplay.Statistics {
  mutating func merge(_ other: ExactReplay.Statistics) {
    sequences += other.sequences
    operations += other.operations
    refusals += other.refusals
    rejections += other.rejections
    knifeEdges += other.knifeEdges
    exactSolves += other.exactSolves
  }

  var summary: String {
    "\(sequences) sequences, \(operations) operations (\(refusals) refusals, \(rejections) invalid calls, \(knifeEdges) knife edges), \(exactSolves) exact solves"
  }
}
