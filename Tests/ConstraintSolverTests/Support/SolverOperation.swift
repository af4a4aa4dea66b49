@testable import ConstraintSolver

/// A constraint as test data: `Σ coefficient · x[variable] + constant (relation) 0` at a
/// strength. Variables are indices into the variables a replay makes (`x[0]`, `x[1]`, …); an
/// index at or past their count stands for a variable of another solver.
struct ConstraintSpec {
  var terms: [(variable: Int, coefficient: Double)]
  var relation: Relation
  var constant: Double
  var strength: Double

  /// The constraint object a replay adds.
  func makeConstraint() -> Constraint {
    Constraint(
      Expression(
        terms: terms.map { Term(Variable(id: $0.variable), coefficient: $0.coefficient) },
        constant: constant),
      relation, strength: Strength(strength))
  }

  var isFinite: Bool {
    constant.isFinite && !strength.isNaN && terms.allSatisfy { $0.coefficient.isFinite }
  }
}

/// One call of the solver's API, as a value: randomized tests record what they do as a list of
/// these, so that a failing list can be replayed, shrunk (``Shrinker``) and printed as Swift code
/// (``OperationSequence/swiftCode(testName:comment:notes:)``).
///
/// Constraints are named by their index in ``OperationSequence/constraints``; each index is one
/// constraint object, made the first time it is added and re-added as the same object after a
/// removal. A call that is invalid in the state where it happens (removing a constraint that is
/// not in the solver, suggesting a value for a variable that is not an edit variable, a NaN, …)
/// must fail and leave the solver unchanged.
enum SolverOperation {
  case add(Int)
  case remove(Int)
  case addEdit(variable: Int, strength: Double)
  case removeEdit(variable: Int)
  case suggest(variable: Int, value: Double)
  case setConstant(Int, Double)
  case setStrength(Int, Double)

  /// The constraint the operation names, if any.
  var constraintIndex: Int? {
    switch self {
    case .add(let index), .remove(let index), .setConstant(let index, _),
      .setStrength(let index, _):
      return index
    case .addEdit, .removeEdit, .suggest: return nil
    }
  }

  /// The variable the operation names, if any.
  var variable: Int? {
    switch self {
    case .addEdit(let variable, _), .removeEdit(let variable), .suggest(let variable, _):
      return variable
    case .add, .remove, .setConstant, .setStrength: return nil
    }
  }
}

/// A replayable list of operations: how many variables to make, the constraints the operations
/// name, and the operations.
struct OperationSequence {
  var variableCount: Int
  var constraints: [ConstraintSpec] = []
  var operations: [SolverOperation] = []

  /// Records a new constraint and returns its index (without adding it).
  mutating func define(_ spec: ConstraintSpec) -> Int {
    constraints.append(spec)
    return constraints.count - 1
  }

  /// Records a new constraint and an operation adding it; returns its index.
  @discardableResult
  mutating func add(_ spec: ConstraintSpec) -> Int {
    let index = define(spec)
    operations.append(.add(index))
    return index
  }

  /// The same operations with unused constraints left out and variables renumbered in order of
  /// first use (variables of another solver keep an index past the others).
  func compacted() -> OperationSequence {
    var constraintMap: [Int: Int] = [:]
    var variableMap: [Int: Int] = [:]
    var result = OperationSequence(variableCount: 0)
    func variable(_ index: Int) -> Int {
      if index >= variableCount { return index }
      if let mapped = variableMap[index] { return mapped }
      variableMap[index] = variableMap.count
      return variableMap.count - 1
    }
    func constraint(_ index: Int) -> Int {
      if let mapped = constraintMap[index] { return mapped }
      var spec = constraints[index]
      spec.terms = spec.terms.map { (variable($0.variable), $0.coefficient) }
      constraintMap[index] = result.define(spec)
      return constraintMap[index]!
    }
    for operation in operations {
      switch operation {
      case .add(let index): result.operations.append(.add(constraint(index)))
      case .remove(let index): result.operations.append(.remove(constraint(index)))
      case .addEdit(let v, let strength):
        result.operations.append(.addEdit(variable: variable(v), strength: strength))
      case .removeEdit(let v): result.operations.append(.removeEdit(variable: variable(v)))
      case .suggest(let v, let value):
        result.operations.append(.suggest(variable: variable(v), value: value))
      case .setConstant(let index, let value):
        result.operations.append(.setConstant(constraint(index), value))
      case .setStrength(let index, let value):
        result.operations.append(.setStrength(constraint(index), value))
      }
    }
    // Variables of another solver: one past the renumbered ones.
    let count = max(variableMap.count, 1)
    for index in result.constraints.indices {
      result.constraints[index].terms = result.constraints[index].terms.map {
        (
          $0.variable >= variableCount ? count + $0.variable - variableCount : $0.variable,
          $0.coefficient
        )
      }
    }
    result.variableCount = count
    return result
  }
}
