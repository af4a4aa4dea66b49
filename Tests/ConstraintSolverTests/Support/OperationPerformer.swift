@testable import ConstraintSolver

/// A failed check of a randomized test: `kind` names the check (the shrinker keeps a smaller
/// sequence only if the same check still fails), `detail` says what was seen.
struct CheckFailure: Error, CustomStringConvertible {
  var kind: String
  var detail: String

  init(_ kind: String, _ detail: String) {
    self.kind = kind
    self.detail = detail
  }

  var description: String { "\(kind): \(detail)" }
}

/// Performs ``SolverOperation``s on a solver and keeps the test's record of what it holds: the
/// live constraints with the constants and strengths in use, and the edit variables with their
/// suggestions.
///
/// It checks what each call must do by itself: an invalid call (see ``SolverOperation``) fails
/// with its error case and leaves the solver bit-identical (storage and dump); a valid call
/// succeeds, except that a required constraint, constant or strength may be refused as
/// unsatisfiable, leaving the storage bit-identical. Whether the refusal and the solution are
/// right is for the caller to check.
struct OperationPerformer {
  struct Live {
    var index: Int
    var constraint: Constraint
    var constant: Double
    var strength: Strength
  }

  struct Edit {
    var variable: Variable
    var strength: Strength
    var value: Double
  }

  enum Outcome {
    /// The call did what it was asked.
    case applied
    /// A required constraint (as `culprit`, with the constant it would have), constant or
    /// strength was refused as unsatisfiable; the solver is unchanged.
    case refused(culprit: ConflictMember, conflicts: [Constraint])
    /// An invalid call failed, as it must; the solver is unchanged.
    case rejected
  }

  var solver = Solver()
  var variables: [Variable] = []
  var objects: [Int: Constraint] = [:]
  var live: [Live] = []
  var edits: [Edit] = []

  init(variableCount: Int) {
    // The harnesses check the residuals themselves after every call, and report a failing
    // sequence with its seed, minimized, instead of stopping the process (the known failures of
    // issue 10 included).
    solver.verifiesEverySolve = false
    for index in 0..<variableCount { variables.append(solver.makeVariable("x\(index)")) }
  }

  /// The object of constraint `index`, made on first use.
  mutating func object(_ index: Int, in sequence: OperationSequence) -> Constraint {
    if let object = objects[index] { return object }
    let object = sequence.constraints[index].makeConstraint()
    objects[index] = object
    return object
  }

  func liveIndex(of index: Int) -> Int? { live.firstIndex { $0.index == index } }

  func editIndex(of variable: Int) -> Int? { edits.firstIndex { $0.variable.id == variable } }

  /// Checks that a failed call left the solver as it was.
  func expectUnchanged(_ attempt: Solver, _ call: String, dump: Bool) throws(CheckFailure) {
    if attempt.storage.tableau.storageFingerprint() != solver.storage.tableau.storageFingerprint() {
      throw CheckFailure("failed call changed the solver", call)
    }
    if dump && attempt.dump() != solver.dump() {
      throw CheckFailure("failed call changed the dump", call)
    }
  }

  /// The error an invalid call must fail with (nil for a valid call).
  func expectedError(_ operation: SolverOperation, in sequence: OperationSequence) -> String? {
    func known(_ variable: Int) -> Bool { variable >= 0 && variable < variables.count }
    switch operation {
    case .add(let index):
      let spec = sequence.constraints[index]
      if liveIndex(of: index) != nil { return "duplicate" }
      if !spec.isFinite { return "nonFinite" }
      if spec.terms.contains(where: { !known($0.variable) }) { return "unknownVariable" }
      return nil
    case .remove(let index):
      return liveIndex(of: index) == nil ? "unknown" : nil
    case .addEdit(let variable, let strength):
      if !known(variable) { return "unknownVariable" }
      if editIndex(of: variable) != nil { return "duplicate" }
      if strength.isNaN { return "nonFiniteStrength" }
      return Strength(strength).isRequired ? "requiredStrength" : nil
    case .removeEdit(let variable):
      return editIndex(of: variable) == nil ? "unknown" : nil
    case .suggest(let variable, let value):
      if editIndex(of: variable) == nil { return "unknownEditVariable" }
      return value.isFinite ? nil : "nonFinite"
    case .setConstant(let index, let value):
      if liveIndex(of: index) == nil { return "unknown" }
      return value.isFinite ? nil : "nonFinite"
    case .setStrength(let index, let value):
      if liveIndex(of: index) == nil { return "unknown" }
      return value.isNaN ? "nonFinite" : nil
    }
  }

  /// The name of an error's case, without its payload.
  static func caseName(_ error: Error) -> String {
    let text = "\(error)"
    return String(text.prefix { $0 != "(" })
  }

  /// Performs one operation; throws if the call did what it must not.
  mutating func perform(
    _ operation: SolverOperation, in sequence: OperationSequence
  ) throws(CheckFailure) -> Outcome {
    let expected = expectedError(operation, in: sequence)
    let call = describe(operation, in: sequence)
    var attempt = solver
    var refusal: [Constraint]? = nil
    var culprit: ConflictMember? = nil
    do {
      switch operation {
      case .add(let index):
        let constraint = object(index, in: sequence)
        culprit = ConflictMember(
          expression: constraint.expression, constant: constraint.expression.constant,
          relation: constraint.relation)
        do {
          try attempt.addConstraint(constraint)
        } catch {
          if case .unsatisfiable(_, let conflicts) = error, expected == nil,
            constraint.strength.isRequired
          {
            refusal = conflicts
          } else {
            throw error
          }
        }
      case .remove(let index):
        try attempt.removeConstraint(object(index, in: sequence))
      case .addEdit(let variable, let strength):
        try attempt.addEditVariable(Variable(id: variable), strength: Strength(strength))
      case .removeEdit(let variable):
        try attempt.removeEditVariable(Variable(id: variable))
      case .suggest(let variable, let value):
        try attempt.suggestValue(value, for: Variable(id: variable))
      case .setConstant(let index, let value):
        let constraint = object(index, in: sequence)
        culprit = ConflictMember(
          expression: constraint.expression, constant: value, relation: constraint.relation)
        do {
          try attempt.setConstant(value, for: constraint)
        } catch {
          if case .unsatisfiable(_, let conflicts) = error, expected == nil,
            live[liveIndex(of: index)!].strength.isRequired
          {
            refusal = conflicts
          } else {
            throw error
          }
        }
      case .setStrength(let index, let value):
        let constraint = object(index, in: sequence)
        let record = live.first { $0.index == index }
        culprit = ConflictMember(
          expression: constraint.expression, constant: record?.constant ?? 0,
          relation: constraint.relation)
        do {
          try attempt.setStrength(Strength(value), for: constraint)
        } catch {
          if case .unsatisfiable(_, let conflicts) = error, expected == nil,
            Strength(value).isRequired, record?.strength.isRequired == false
          {
            refusal = conflicts
          } else {
            throw error
          }
        }
      }
    } catch {
      guard let expected, Self.caseName(error) == expected else {
        throw CheckFailure("unexpected error", "\(call) threw \(error)")
      }
      try expectUnchanged(attempt, call, dump: true)
      return .rejected
    }
    if let refusal, let culprit {
      try expectUnchanged(attempt, call, dump: false)
      return .refused(culprit: culprit, conflicts: refusal)
    }
    if let expected {
      throw CheckFailure("invalid call succeeded", "\(call) did not fail with .\(expected)")
    }
    solver = attempt
    record(operation, in: sequence)
    return .applied
  }

  /// Updates the record after a successful call.
  mutating func record(_ operation: SolverOperation, in sequence: OperationSequence) {
    switch operation {
    case .add(let index):
      let constraint = object(index, in: sequence)
      live.append(
        Live(
          index: index, constraint: constraint, constant: constraint.expression.constant,
          strength: constraint.strength))
    case .remove(let index):
      live.remove(at: liveIndex(of: index)!)
    case .addEdit(let variable, let strength):
      edits.append(Edit(variable: Variable(id: variable), strength: Strength(strength), value: 0))
    case .removeEdit(let variable):
      edits.remove(at: editIndex(of: variable)!)
    case .suggest(let variable, let value):
      edits[editIndex(of: variable)!].value = value
    case .setConstant(let index, let value):
      live[liveIndex(of: index)!].constant = value
    case .setStrength(let index, let value):
      live[liveIndex(of: index)!].strength = Strength(value)
    }
  }

  /// The operation in words, for messages.
  func describe(_ operation: SolverOperation, in sequence: OperationSequence) -> String {
    func constraint(_ index: Int) -> String {
      let spec = sequence.constraints[index]
      let expression = Expression(
        terms: spec.terms.map { Term(Variable(id: $0.variable), coefficient: $0.coefficient) },
        constant: spec.constant)
      return "c\(index) (\(describeConstraint(expression, spec.relation, Strength(spec.strength))))"
    }
    switch operation {
    case .add(let index): return "adding \(constraint(index))"
    case .remove(let index): return "removing \(constraint(index))"
    case .addEdit(let variable, let strength):
      return "adding edit variable x\(variable) at \(Strength(strength))"
    case .removeEdit(let variable): return "removing edit variable x\(variable)"
    case .suggest(let variable, let value): return "suggesting \(value) for x\(variable)"
    case .setConstant(let index, let value):
      return "setting the constant of \(constraint(index)) to \(value)"
    case .setStrength(let index, let value):
      return "setting the strength of \(constraint(index)) to \(Strength(value))"
    }
  }

  /// `Σ coefficient · xN + constant (relation) 0 | strength`.
  func describeConstraint(_ expression: Expression, _ relation: Relation, _ strength: Strength)
    -> String
  {
    ConstraintSolver.describe(expression, relation, strength) { "x\($0.id)" }
  }
}
