import Testing

@testable import ConstraintSolver

/// Checks a solver's solution against the exact reference (``ExactLP``), with the tolerances of
/// the randomized suites:
/// - a required constraint holds within ``requiredTolerance`` relative to the magnitude of its
///   terms at the solution (`1 + |constant| + Σ |coefficient · value|`);
/// - the weighted error of the solution equals the exact optimum within ``errorTolerance``
///   relative plus ``errorScaleTolerance`` of the error's scale (Σ strength · (1 + the magnitude
///   of the terms)), the room round-off needs when the error is near zero;
/// - a required constraint, constant or strength must be refused when the smallest residual of
///   the required constraints (``ExactLP/minimalResidual(of:)``) is above ``knifeEdge``, and must
///   be accepted when it is zero; in between (a contradiction smaller than the solver's
///   round-off) either answer is right.
enum ExactSolutionCheck {
  static let requiredTolerance = 1e-6
  static let errorTolerance = 1e-7
  static let errorScaleTolerance = 1e-10
  static let knifeEdge = 1e-6

  /// The exact system of live constraints (with the constants and strengths in use) and edits.
  static func system(
    _ live: [OperationPerformer.Live], _ edits: [OperationPerformer.Edit]
  ) -> [ExactConstraint] {
    var system = live.map {
      exact($0.constraint.expression, constant: $0.constant, $0.constraint.relation, $0.strength)
    }
    for edit in edits {
      system.append(
        ExactConstraint(
          terms: [(edit.variable.id, .one)], constant: -Rational(decimal: edit.value),
          relation: .equal, weight: Rational(decimal: edit.strength.value)))
    }
    return system
  }

  static func exact(
    _ expression: Expression, constant: Double, _ relation: Relation, _ strength: Strength
  ) -> ExactConstraint {
    ExactConstraint(
      terms: expression.terms.map { ($0.variable.id, Rational(decimal: $0.coefficient)) },
      constant: Rational(decimal: constant), relation: relation,
      weight: strength.isRequired ? nil : Rational(decimal: strength.value))
  }

  /// The violation of a required constraint at the given values when it exceeds the tolerance,
  /// nil otherwise.
  static func requiredViolation(
    _ item: OperationPerformer.Live, value valueOf: (Variable) -> Double
  ) -> Double? {
    var value = item.constant
    var magnitude = abs(item.constant)
    for term in item.constraint.expression.terms {
      let product = term.coefficient * valueOf(term.variable)
      value += product
      magnitude += abs(product)
    }
    let limit = requiredTolerance * max(1, magnitude)
    switch item.constraint.relation {
    case .equal: return abs(value) > limit ? value : nil
    case .lessThanOrEqual: return value > limit ? value : nil
    case .greaterThanOrEqual: return value < -limit ? value : nil
    }
  }

  /// The weighted error of the given values and its scale.
  static func weightedError(
    _ live: [OperationPerformer.Live], _ edits: [OperationPerformer.Edit],
    value valueOf: (Variable) -> Double
  ) -> (error: Double, scale: Double) {
    var total = 0.0
    var scale = 0.0
    for item in live where !item.strength.isRequired {
      var value = item.constant
      var magnitude = 1 + abs(item.constant)
      for term in item.constraint.expression.terms {
        value += term.coefficient * valueOf(term.variable)
        magnitude += abs(term.coefficient * valueOf(term.variable))
      }
      scale += item.strength.value * magnitude
      switch item.constraint.relation {
      case .equal: total += item.strength.value * abs(value)
      case .lessThanOrEqual: total += item.strength.value * max(0, value)
      case .greaterThanOrEqual: total += item.strength.value * max(0, -value)
      }
    }
    for edit in edits {
      total += edit.strength.value * abs(valueOf(edit.variable) - edit.value)
      scale += edit.strength.value * (1 + abs(edit.value) + abs(valueOf(edit.variable)))
    }
    return (total, scale)
  }

  /// Checks the solver's (updated) solution: every required constraint holds and the weighted
  /// error is the exact optimum `optimum`.
  ///
  /// When it is not, and the solver's values are within ``imprecisionLimit`` (relative) of
  /// `solution`, an exact optimal point, the failure is an imprecise optimum (the right vertex,
  /// values off by round-off that the weights magnify) rather than a wrong one.
  static func check(
    _ solver: Solver, _ live: [OperationPerformer.Live], _ edits: [OperationPerformer.Edit],
    optimum: Rational, solution: [Int: Rational] = [:]
  ) -> CheckFailure? {
    for item in live where item.strength.isRequired {
      if let violation = requiredViolation(item, value: { solver.value(of: $0) }) {
        return CheckFailure(
          "required constraint violated",
          "c\(item.index) (\(solver.description(of: item.constraint))) is off by \(violation)")
      }
    }
    let (error, scale) = weightedError(live, edits) { solver.value(of: $0) }
    let exact = optimum.doubleValue
    if abs(error - exact) > errorTolerance * max(abs(error), abs(exact)) + errorScaleTolerance
      * scale
    {
      var distance = 0.0
      for (variable, value) in solution {
        let target = value.doubleValue
        distance = max(
          distance, abs(solver.value(of: Variable(id: variable)) - target) / max(1, abs(target)))
      }
      let kind =
        !solution.isEmpty && distance <= imprecisionLimit
        ? "imprecise optimum" : "weighted error is not optimal"
      return CheckFailure(
        kind,
        "the solution's weighted error is \(error), the exact optimum is \(exact) (\(optimum)); the values are \(distance) (relative) from an exact optimal point"
      )
    }
    return nil
  }

  /// How close (relative) to an exact optimal point a solution with a wrong weighted error must
  /// be for the failure to count as imprecision (see ``check(_:_:_:optimum:solution:)``).
  static let imprecisionLimit = 1e-5
}

/// Records an issue unless the solver's updated solution is optimal for `constraints` (with the
/// constants and strengths the solver uses for them) and the edit variables `edits` (variable,
/// strength, suggestion), as decided by the exact reference: for regression tests, including those
/// the shrinker prints.
func expectExactOptimum(
  _ solver: Solver, _ constraints: [Constraint],
  edits: [(Variable, Strength, Double)] = [],
  sourceLocation: SourceLocation = #_sourceLocation
) {
  let live = constraints.enumerated().map { index, constraint in
    OperationPerformer.Live(
      index: index, constraint: constraint,
      constant: solver.constant(of: constraint) ?? constraint.expression.constant,
      strength: solver.strength(of: constraint) ?? constraint.strength)
  }
  let editRecords = edits.map {
    OperationPerformer.Edit(variable: $0.0, strength: $0.1, value: $0.2)
  }
  switch ExactLP.optimum(of: ExactSolutionCheck.system(live, editRecords)) {
  case .optimal(let error, _):
    let failure = ExactSolutionCheck.check(solver, live, editRecords, optimum: error)
    #expect(failure == nil, "\(failure.map(\.description) ?? "")", sourceLocation: sourceLocation)
  case .infeasible:
    Issue.record("the required constraints cannot all hold", sourceLocation: sourceLocation)
  case .referenceFailure:
    Issue.record("the exact reference failed", sourceLocation: sourceLocation)
  }
}
