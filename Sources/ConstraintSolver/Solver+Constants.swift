extension Solver {
  /// Changes the constant of a constraint in place and updates the solution.
  ///
  /// The constant is that of the constraint's expression (`x + 8 == y` has constant 8 in the
  /// expression `x + 8 - y`). The result is exactly that of removing the constraint and adding
  /// one with the new constant, but the work is that of a suggestion: the rows holding the
  /// constraint's marker move, and the dual simplex repairs them. This is what Auto Layout offers
  /// as a mutable `constant`.
  ///
  /// - Throws: ``SetConstantError/unknown(_:)`` if the constraint is not here;
  ///   ``SetConstantError/nonFinite(_:_:)`` for NaN or an infinity;
  ///   ``SetConstantError/outOfRange(_:_:)`` for a magnitude beyond ``magnitudeLimit``;
  ///   ``SetConstantError/unsatisfiable(_:conflicts:)`` if the constraint is required and the new
  ///   constant contradicts other required constraints. The solver is unchanged after any error.
  /// - Complexity: O(rows holding the marker) plus the dual simplex pivots.
  public mutating func setConstant(_ constant: Double, for constraint: Constraint)
    throws(SetConstantError)
  {
    defer { checkInternalInvariants() }
    guard let index = storage.recordIndex[ObjectIdentifier(constraint)],
      !storage.records[index].isEdit
    else { throw .unknown(constraint) }
    guard constant.isFinite else { throw .nonFinite(constraint, constant) }
    guard Solver.isInRange(constant) else { throw .outOfRange(constraint, constant) }
    let record = storage.records[index]
    let delta = constant - record.constant
    if delta == 0 { return }
    makeUnique()
    if !record.strength.isRequired {
      // Optional constraints always have an error to absorb the change: this cannot fail.
      _ = storage.tableau.shiftConstant(record.tag, by: delta)
      storage.records[index].constant = constant
      return
    }
    storage.tableau.beginTransaction()
    storage.tableau.journal.startRecording()
    guard let failure = storage.tableau.shiftConstant(record.tag, by: delta) else {
      storage.tableau.commit()
      storage.records[index].constant = constant
      return
    }
    let certificate = storage.tableau.certificate(ofRowOf: failure)
    storage.tableau.rollback()
    let conflicts = explainConflict(
      certificate: certificate,
      with: ConflictMember(
        expression: constraint.expression, constant: constant, relation: constraint.relation),
      excluding: constraint)
    throw .unsatisfiable(constraint, conflicts: conflicts)
  }

  /// Changes the strength of a constraint in place and updates the solution.
  ///
  /// Between two non-required strengths only the objective's weights change. Making a
  /// constraint required, or no longer required, replaces its rows (as a removal and an
  /// addition would) while the constraint stays in the system throughout.
  ///
  /// - Throws: ``SetStrengthError/unknown(_:)`` if the constraint is not here;
  ///   ``SetStrengthError/nonFinite(_:)`` for NaN; ``SetStrengthError/unsatisfiable(_:conflicts:)``
  ///   if the constraint, made required, contradicts the required constraints. The solver is
  ///   unchanged after any error.
  public mutating func setStrength(_ strength: Strength, for constraint: Constraint)
    throws(SetStrengthError)
  {
    defer { checkInternalInvariants() }
    guard let index = storage.recordIndex[ObjectIdentifier(constraint)],
      !storage.records[index].isEdit
    else { throw .unknown(constraint) }
    guard !strength.value.isNaN else { throw .nonFinite(constraint) }
    let record = storage.records[index]
    if strength == record.strength { return }
    makeUnique()
    if !strength.isRequired && !record.strength.isRequired {
      storage.tableau.changeStrength(record.tag, from: record.strength, to: strength)
      storage.records[index].strength = strength
      return
    }
    // Between required and optional the rows differ: rebuild them, all or nothing.
    storage.tableau.beginTransaction()
    storage.tableau.journal.startRecording()
    storage.tableau.removeConstraint(record.tag, strength: record.strength)
    let outcome = storage.tableau.addConstraintInTransaction(
      constraint.expression, constant: record.constant, relation: constraint.relation,
      strength: strength)
    switch outcome {
    case .added(let tag):
      storage.tableau.commit()
      storage.tableau.optimize()
      storage.records[index].tag = tag
      storage.records[index].strength = strength
    case .unsatisfiable(let certificate):
      storage.tableau.rollback()
      let conflicts = explainConflict(
        certificate: certificate,
        with: ConflictMember(
          expression: constraint.expression, constant: record.constant,
          relation: constraint.relation),
        excluding: constraint)
      throw .unsatisfiable(constraint, conflicts: conflicts)
    }
  }
}
