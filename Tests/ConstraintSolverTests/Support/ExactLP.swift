@testable import ConstraintSolver

/// A constraint of the reference's system in exact numbers, `Σ terms + constant (relation) 0`;
/// required when `weight` is nil. An edit variable `v` of strength `w` with suggestion `s` is the
/// optional equality `v - s == 0` of weight `w`.
struct ExactConstraint {
  var terms: [(variable: Int, coefficient: Rational)]
  var constant: Rational
  var relation: Relation
  var weight: Rational?

  var isRequired: Bool { weight == nil }

  /// The violation at `point`: |value| for an equality, the amount on the wrong side for an
  /// inequality.
  func violation(at point: [Int: Rational]) -> Rational {
    var value = constant
    for term in terms { value += term.coefficient * (point[term.variable] ?? .zero) }
    switch relation {
    case .equal: return value.magnitude
    case .lessThanOrEqual: return value.signum > 0 ? value : .zero
    case .greaterThanOrEqual: return value.signum < 0 ? -value : .zero
    }
  }

  /// The largest magnitude among the coefficients and the constant (the constraint's scale for
  /// ``ExactLP/minimalResidual(of:)``), or nil when they are all zero.
  var largestNumber: Rational? {
    var largest = constant.magnitude
    for term in terms where largest < term.coefficient.magnitude {
      largest = term.coefficient.magnitude
    }
    return largest.isZero ? nil : largest
  }
}

/// The tests' exact reference for the solver's semantics.
///
/// The solver minimizes `Σ weight · violation` over the optional constraints subject to the
/// required ones. That is a linear program in the variables; the reference solves its dual,
/// which has one row per variable instead of one per constraint (the randomized systems have
/// few variables and many constraints):
///
///     maximize Σ λᵢ · constantᵢ  subject to  Σ λᵢ · coefficientsᵢ = 0,  λᵢ ∈ Λᵢ
///
/// with Λ = [−w, w] for an optional equality of weight w, [0, w] for an optional `<=`,
/// [−w, 0] for an optional `>=`, and ℝ, [0, ∞), (−∞, 0] for the required ones (each λ is split
/// into nonnegative parts). λ = 0 is feasible, so no phase one is needed; the dual is unbounded
/// exactly when the required constraints cannot all hold, and otherwise its optimum equals the
/// least weighted error (strong duality). The simplex multipliers of the optimal basis are an
/// optimal point of the original problem. ``BoundedSimplex`` computes all this in ``Rational``s
/// with Bland's rule, so the answers are exact.
enum ExactLP {
  enum Answer {
    /// The least weighted error and a point reaching it.
    case optimal(error: Rational, solution: [Int: Rational])
    /// The required constraints cannot all hold.
    case infeasible
    /// The reference gave up (iteration limit): a bug in the reference, not in the solver.
    case referenceFailure
  }

  /// The variables of the constraints, in increasing order, and their rows.
  static func rows(of constraints: [ExactConstraint]) -> [Int: Int] {
    var variables = Set<Int>()
    for constraint in constraints {
      for term in constraint.terms where !term.coefficient.isZero {
        variables.insert(term.variable)
      }
    }
    var rows: [Int: Int] = [:]
    for (row, variable) in variables.sorted().enumerated() { rows[variable] = row }
    return rows
  }

  /// The dual columns of a constraint: its coefficients and constant, negated for the part of λ
  /// that is below zero, each divided by `scale`.
  static func dualColumns(
    _ constraint: ExactConstraint, rows: [Int: Int], scale: Rational = .one
  ) -> [(entries: [(row: Int, value: Rational)], objective: Rational)] {
    var entries: [Int: Rational] = [:]
    for term in constraint.terms where !term.coefficient.isZero {
      entries[rows[term.variable]!, default: .zero] += term.coefficient / scale
    }
    let positive = entries.sorted { $0.key < $1.key }.map { (row: $0.key, value: $0.value) }
    let negative = positive.map { (row: $0.row, value: -$0.value) }
    let constant = constraint.constant / scale
    switch constraint.relation {
    case .equal: return [(positive, constant), (negative, -constant)]
    case .lessThanOrEqual: return [(positive, constant)]
    case .greaterThanOrEqual: return [(negative, -constant)]
    }
  }

  /// The least weighted error of the system, or whether its required constraints are
  /// infeasible.
  static func optimum(of constraints: [ExactConstraint]) -> Answer {
    let rows = rows(of: constraints)
    var program = BoundedProgram(rowCount: rows.count)
    for constraint in constraints {
      for column in dualColumns(constraint, rows: rows) {
        program.addColumn(
          column.entries, objective: column.objective, upperBound: constraint.weight)
      }
    }
    switch BoundedSimplex<Rational>.solve(program) {
    case .optimal(let value, let multipliers):
      var solution: [Int: Rational] = [:]
      for (variable, row) in rows { solution[variable] = multipliers[row] }
      // The point must hold every required constraint and reach the optimum exactly (weak
      // duality then proves both optimal): a check of the reference itself.
      var total = Rational.zero
      for constraint in constraints {
        let violation = constraint.violation(at: solution)
        if let weight = constraint.weight {
          total += weight * violation
        } else if !violation.isZero {
          return .referenceFailure
        }
      }
      if total != value { return .referenceFailure }
      return .optimal(error: value, solution: solution)
    case .unbounded: return .infeasible
    case .limitReached: return .referenceFailure
    }
  }

  /// The smallest `t` such that some point violates every required constraint by at most
  /// `t · scale`, where a constraint's scale is the largest magnitude among its coefficients and
  /// constant (optional constraints are ignored): 0 exactly when the required constraints can
  /// all hold. A small positive `t` means the system is infeasible only on a knife's edge (moving
  /// each constant by `t` of its constraint's scale makes it feasible); nil if the reference
  /// failed.
  ///
  /// Its dual: maximize Σ λᵢ · constantᵢ / scaleᵢ subject to Σ λᵢ · coefficientsᵢ / scaleᵢ = 0
  /// and Σ |λᵢ| <= 1, with the signs of λ as in ``optimum(of:)``.
  static func minimalResidual(of constraints: [ExactConstraint]) -> Rational? {
    let required = constraints.filter(\.isRequired)
    let rows = rows(of: required)
    var program = BoundedProgram(rowCount: rows.count + 1)
    let normalization = rows.count
    program.rhs[normalization] = .one
    program.slackUpperBounds[normalization] = nil
    for constraint in required {
      guard let scale = constraint.largestNumber else { continue }
      for column in dualColumns(constraint, rows: rows, scale: scale) {
        program.addColumn(
          column.entries + [(row: normalization, value: .one)], objective: column.objective,
          upperBound: nil)
      }
    }
    switch BoundedSimplex<Rational>.solve(program) {
    case .optimal(let value, _): return value
    case .unbounded, .limitReached: return nil
    }
  }
}
