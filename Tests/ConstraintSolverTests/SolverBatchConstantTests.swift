import Testing

@testable import ConstraintSolver

/// Several constants changed in one call (`setConstants`).
@Suite struct SolverBatchConstantTests {
  /// A width between an optional minimum and maximum, both at 80 (an intrinsic size's two
  /// inequalities), and a position 10 after it.
  struct Range {
    var solver = Solver()
    let width: Variable
    let next: Variable
    let atLeast: Constraint
    let atMost: Constraint

    init() throws {
      width = solver.makeVariable("width")
      next = solver.makeVariable("next")
      atLeast = (width >= 80) | .strong
      atMost = (width <= 80) | .weak
      try solver.addConstraint(atLeast)
      try solver.addConstraint(atMost)
      try solver.addConstraint(next == width + 10)
      solver.updateVariables()
    }
  }

  @Test func bothSidesOfARangeMoveTogether() throws {
    // w >= 120 and w <= 120: w = 120 with no error, next = 130.
    var range = try Range()
    try range.solver.setConstants([(range.atLeast, -120), (range.atMost, -120)])
    range.solver.updateVariables()
    #expect(range.solver.value(of: range.width) == 120)
    #expect(range.solver.value(of: range.next) == 130)
    #expect(range.solver.constant(of: range.atLeast) == -120)
    #expect(range.solver.constant(of: range.atMost) == -120)
    #expect(range.solver.storage.tableau.checkInvariants().isEmpty)
  }

  @Test func aConstraintNamedTwiceTakesItsLastConstant() throws {
    // w >= 50 then w >= 100 (the last wins), w <= 80 weak: the strong minimum wins, w = 100.
    var range = try Range()
    try range.solver.setConstants([(range.atLeast, -50), (range.atLeast, -100)])
    range.solver.updateVariables()
    #expect(range.solver.value(of: range.width) == 100)
    #expect(range.solver.constant(of: range.atLeast) == -100)
  }

  @Test func invalidChangesLeaveTheSolverUnchanged() throws {
    var range = try Range()
    let before = range.solver.storage.tableau.storageFingerprint()
    let stranger = range.width >= 1
    let batches: [[(constraint: Constraint, constant: Double)]] = [
      [(range.atLeast, -90), (stranger, -1)], [(range.atLeast, -90), (range.atMost, .nan)],
      [(range.atLeast, -90), (range.atMost, -1e300)],
    ]
    for changes in batches {
      #expect(throws: SetConstantError.self) { try range.solver.setConstants(changes) }
      #expect(range.solver.storage.tableau.storageFingerprint() == before)
      #expect(range.solver.constant(of: range.atLeast) == -80)
    }
  }

  @Test func requiredConstantsOnlyHaveToAgreeAtTheEnd() throws {
    // A required range 80 ≤ w ≤ 80 moved to 120 in one call: one by one, w >= 120 would first
    // contradict w <= 80; together they agree.
    var solver = Solver()
    let width = solver.makeVariable("width")
    let atLeast = width >= 80
    let atMost = width <= 80
    try solver.addConstraint(atLeast)
    try solver.addConstraint(atMost)
    try solver.setConstants([(atLeast, -120), (atMost, -120)])
    solver.updateVariables()
    #expect(solver.value(of: width) == 120)
    // Moving the minimum alone past the maximum fails, names the minimum, and changes nothing.
    let before = solver.storage.tableau.storageFingerprint()
    do {
      try solver.setConstants([(atMost, -130), (atLeast, -140)])
      Issue.record("a contradiction was accepted")
    } catch {
      guard case .unsatisfiable(let culprit, let conflicts) = error else {
        Issue.record("expected .unsatisfiable, got \(error)")
        return
      }
      #expect(culprit === atLeast)
      #expect(conflicts.count == 1 && conflicts[0] === atMost)
    }
    #expect(solver.storage.tableau.storageFingerprint() == before)
    #expect(solver.constant(of: atMost) == -120)
  }

  /// Random systems on 3 to 6 variables in a required box (0 ≤ x ≤ 500), with random required
  /// and optional constraints; a random batch of constant changes made with `setConstants` gives
  /// the weighted error of the same system built from scratch with the final constants, holds
  /// every required constraint, and fails (unchanged) exactly when that system is infeasible.
  @Test func aBatchEqualsTheSystemBuiltWithItsConstants() throws {
    var accepted = 0
    var refused = 0
    for seed in UInt64(1)...300 {
      var random = SplitMix64(seed: seed)
      let count = Int.random(in: 3...6, using: &random)
      var specs:
        [(terms: [(Int, Double)], relation: Relation, constant: Double, strength: Strength)]
      specs = []
      for _ in 0..<Int.random(in: 3...9, using: &random) {
        var terms: [(Int, Double)] = []
        for variable in 0..<count where Int.random(in: 0..<3, using: &random) == 0 {
          terms.append((variable, Double(Int.random(in: -4...4, using: &random) | 1)))
        }
        if terms.isEmpty { terms = [(Int.random(in: 0..<count, using: &random), 1)] }
        let relation = [Relation.equal, .lessThanOrEqual, .greaterThanOrEqual].randomElement(
          using: &random)!
        let strength = [Strength.required, .strong, .medium, .weak].randomElement(using: &random)!
        specs.append(
          (terms, relation, Double(Int.random(in: -300...300, using: &random)), strength))
      }
      func build(_ constants: [Double]) -> (Solver, [Variable], [Constraint])? {
        var solver = Solver()
        let variables = (0..<count).map { solver.makeVariable("x\($0)") }
        var constraints: [Constraint] = []
        do {
          for variable in variables {
            try solver.addConstraint(variable >= 0)
            try solver.addConstraint(variable <= 500)
          }
          for (spec, constant) in zip(specs, constants) {
            let expression = Expression(
              terms: spec.terms.map { Term(variables[$0.0], coefficient: $0.1) },
              constant: constant)
            let constraint = Constraint(expression, spec.relation, strength: spec.strength)
            do {
              try solver.addConstraint(constraint)
            } catch {
              // A required constraint that contradicts the ones before it stays out, as an
              // application would leave it; an optional one cannot fail.
              guard spec.strength.isRequired, case .unsatisfiable = error else { throw error }
            }
            constraints.append(constraint)
          }
        } catch {
          return nil
        }
        return (solver, variables, constraints)
      }
      guard case (var solver, _, let constraints)? = build(specs.map(\.constant)) else {
        Issue.record("seed \(seed): an optional constraint failed")
        continue
      }
      let present = constraints.indices.filter { solver.hasConstraint(constraints[$0]) }
      var finals = specs.map(\.constant)
      var changes: [(constraint: Constraint, constant: Double)] = []
      for _ in 0..<Int.random(in: 1...4, using: &random) {
        let index = present.randomElement(using: &random)!
        let constant = Double(Int.random(in: -300...300, using: &random))
        changes.append((constraints[index], constant))
        finals[index] = constant
      }
      // The reference: the system with the final constants, the constraints that were left out
      // of the batch's solver left out here too.
      let absent = Set(constraints.indices.filter { !present.contains($0) })
      let before = solver.storage.tableau.storageFingerprint()
      do {
        try solver.setConstants(changes)
        accepted += 1
      } catch {
        refused += 1
        guard case .unsatisfiable = error else {
          Issue.record("seed \(seed): unexpected \(error)")
          continue
        }
        #expect(solver.storage.tableau.storageFingerprint() == before, "seed \(seed)")
        #expect(
          !Self.isFeasible(specs: specs, constants: finals, skipping: absent, count: count),
          "seed \(seed): a feasible batch was refused")
        continue
      }
      solver.updateVariables()
      #expect(solver.verify().isEmpty, "seed \(seed): a required constraint is violated")
      #expect(solver.storage.tableau.checkInvariants().isEmpty, "seed \(seed)")
      var scratch = Solver()
      let fresh = (0..<count).map { scratch.makeVariable("x\($0)") }
      for variable in fresh {
        try scratch.addConstraint(variable >= 0)
        try scratch.addConstraint(variable <= 500)
      }
      var scratchConstraints: [Constraint] = []
      for (index, spec) in specs.enumerated() where !absent.contains(index) {
        let constraint = Constraint(
          Expression(
            terms: spec.terms.map { Term(fresh[$0.0], coefficient: $0.1) },
            constant: finals[index]), spec.relation, strength: spec.strength)
        try scratch.addConstraint(constraint)
        scratchConstraints.append(constraint)
      }
      scratch.updateVariables()
      let batchConstraints = constraints.indices.filter { !absent.contains($0) }.map {
        constraints[$0]
      }
      let batchError = Self.weightedError(batchConstraints, in: solver)
      let scratchError = Self.weightedError(scratchConstraints, in: scratch)
      #expect(
        abs(batchError - scratchError) <= 1e-6 * max(1, scratchError),
        "seed \(seed): weighted error \(batchError) after the batch, \(scratchError) from scratch")
    }
    // The generator reaches both outcomes.
    #expect(accepted > 100 && refused > 5, "accepted \(accepted), refused \(refused)")
  }

  /// Σ strength × violation of the optional constraints, at the solver's current constants.
  static func weightedError(_ constraints: [Constraint], in solver: Solver)
    -> Double
  {
    var total = 0.0
    for constraint in constraints where !constraint.strength.isRequired {
      var expression = constraint.expression
      expression.constant = solver.constant(of: constraint) ?? expression.constant
      let value = solver.value(of: expression)
      let violation: Double
      switch constraint.relation {
      case .equal: violation = abs(value)
      case .lessThanOrEqual: violation = max(0, value)
      case .greaterThanOrEqual: violation = max(0, -value)
      }
      total += constraint.strength.value * violation
    }
    return total
  }

  /// Whether the required constraints (and the box) with the given constants can hold together.
  static func isFeasible(
    specs: [(terms: [(Int, Double)], relation: Relation, constant: Double, strength: Strength)],
    constants: [Double], skipping absent: Set<Int>, count: Int
  ) -> Bool {
    var solver = Solver()
    let variables = (0..<count).map { solver.makeVariable("x\($0)") }
    do {
      for variable in variables {
        try solver.addConstraint(variable >= 0)
        try solver.addConstraint(variable <= 500)
      }
      for (index, spec) in specs.enumerated()
      where spec.strength.isRequired && !absent.contains(index) {
        try solver.addConstraint(
          Constraint(
            Expression(
              terms: spec.terms.map { Term(variables[$0.0], coefficient: $0.1) },
              constant: constants[index]), spec.relation))
      }
    } catch {
      // Only a contradiction makes the system infeasible; any other refusal is a defect.
      if case .unsatisfiable = error { return false }
      Issue.record("the feasibility check was refused: \(error)")
      return false
    }
    return true
  }
}
