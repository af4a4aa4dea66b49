/// Why ``Solver/addConstraint(_:)`` refused a constraint. The solver is unchanged.
public enum AddConstraintError: Error, Sendable {
  /// The constraint object is already in the solver.
  case duplicate(Constraint)
  /// The constraint is required and contradicts the required constraints already in the solver.
  ///
  /// `conflicts` lists required constraints of the solver that, together with this one, cannot
  /// all hold: a minimal set (no member can be left out) when it has at most
  /// 64 members, in the order they were added.
  case unsatisfiable(Constraint, conflicts: [Constraint])
  /// A coefficient or the constant is NaN or infinite, or the strength is NaN.
  case nonFinite(Constraint)
  /// The constraint mentions a variable that this solver did not make.
  case unknownVariable(Constraint, Variable)
  /// The constant's magnitude exceeds ``Solver/magnitudeLimit``, or a coefficient's magnitude
  /// is above it or, not zero, below its inverse: the solution could need values that doubles
  /// cannot hold together with ordinary ones (see ``Solver/isInRange(_:)-(Expression)``).
  case outOfRange(Constraint)
}

/// Why ``Solver/removeConstraint(_:)`` failed. The solver is unchanged.
public enum RemoveConstraintError: Error, Sendable {
  /// The constraint is not in the solver.
  case unknown(Constraint)
}

/// Why ``Solver/addEditVariable(_:strength:)`` failed. The solver is unchanged.
public enum AddEditVariableError: Error, Sendable {
  /// The variable is already an edit variable.
  case duplicate(Variable)
  /// The strength is required (after clipping); edit variables must be optional.
  case requiredStrength(Variable)
  /// The strength is NaN.
  case nonFiniteStrength(Variable)
  /// The variable was not made by this solver.
  case unknownVariable(Variable)
}

/// Why ``Solver/removeEditVariable(_:)`` failed. The solver is unchanged.
public enum RemoveEditVariableError: Error, Sendable {
  /// The variable is not an edit variable.
  case unknown(Variable)
}

/// Why ``Solver/suggestValue(_:for:)`` failed. The solver is unchanged.
public enum SuggestValueError: Error, Sendable {
  /// The variable is not an edit variable.
  case unknownEditVariable(Variable)
  /// The suggested value is NaN or infinite.
  case nonFinite(Variable, Double)
  /// The suggested value's magnitude exceeds ``Solver/magnitudeLimit``: the solution could not
  /// represent it and ordinary values together.
  case outOfRange(Variable, Double)
}

/// Why ``Solver/setConstant(_:for:)`` failed. The solver is unchanged.
public enum SetConstantError: Error, Sendable {
  /// The constraint is not in the solver.
  case unknown(Constraint)
  /// The new constant is NaN or infinite.
  case nonFinite(Constraint, Double)
  /// The new constant's magnitude exceeds ``Solver/magnitudeLimit``.
  case outOfRange(Constraint, Double)
  /// With the new constant, the required constraint contradicts other required constraints,
  /// listed in `conflicts` as for ``AddConstraintError/unsatisfiable(_:conflicts:)``.
  case unsatisfiable(Constraint, conflicts: [Constraint])
}

/// Why ``Solver/setStrength(_:for:)`` failed. The solver is unchanged.
public enum SetStrengthError: Error, Sendable {
  /// The constraint is not in the solver.
  case unknown(Constraint)
  /// The strength is NaN.
  case nonFinite(Constraint)
  /// Made required, the constraint contradicts other required constraints, listed in
  /// `conflicts` as for ``AddConstraintError/unsatisfiable(_:conflicts:)``.
  case unsatisfiable(Constraint, conflicts: [Constraint])
}
