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
    let index = try recordIndex(of: constraint, forConstant: constant)
    let record = storage.records[index]
    let delta = constant - record.constant
    if delta == 0 { return }
    makeUnique()
    if record.isDefinition {
      setDefinitionConstant(constant, ofRecordAt: index)
      return
    }
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

  /// Changes the constants of several constraints at once and updates the solution.
  ///
  /// Every constraint's rows move first, then one dual simplex repairs them, so only the final
  /// constants have to agree with each other and the solution never passes through the states
  /// in between. Moving both sides of a range together (`w >= 80` and `w <= 80` to 120) keeps
  /// the basis and costs no pivot, where two ``setConstant(_:for:)`` calls would first solve a
  /// system with one side moved; a layout engine changing many intrinsic sizes after measuring
  /// saves that work for every view. The result is optimal for the final constants, as the same
  /// changes made one by one would be. A constraint named twice takes its last constant.
  ///
  /// ```swift
  /// try solver.setConstants([(atLeast, -120), (atMost, -120)])   // w >= 120, w <= 120
  /// ```
  ///
  /// - Parameter changes: each constraint with its new constant (the constant of its
  ///   expression, as for ``setConstant(_:for:)``).
  /// - Throws: ``SetConstantError/unknown(_:)``, ``SetConstantError/nonFinite(_:_:)`` or
  ///   ``SetConstantError/outOfRange(_:_:)`` for the first change that has that problem; when
  ///   the final constants make the required constraints contradict each other,
  ///   ``SetConstantError/unsatisfiable(_:conflicts:)`` for the first change that, made in order
  ///   after the ones before it, cannot be met. The solver is unchanged after any error.
  /// - Complexity: O(rows holding the markers) plus the dual simplex pivots.
  public mutating func setConstants(_ changes: [(constraint: Constraint, constant: Double)])
    throws(SetConstantError)
  {
    defer { checkInternalInvariants() }
    var indices: [Int] = []
    indices.reserveCapacity(changes.count)
    var isRequired = false
    for (constraint, constant) in changes {
      let index = try recordIndex(of: constraint, forConstant: constant)
      indices.append(index)
      if storage.records[index].strength.isRequired { isRequired = true }
    }
    guard zip(indices, changes).contains(where: { storage.records[$0].constant != $1.constant })
    else { return }
    makeUnique()
    if isRequired {
      storage.tableau.beginTransaction()
      storage.tableau.journal.startRecording()
    }
    var constants: [Int: Double] = [:]
    var shifts: [(tag: Tag, delta: Double)] = []
    shifts.reserveCapacity(changes.count)
    var definitionChanges: [(index: Int, constant: Double)] = []
    for (index, change) in zip(indices, changes) {
      if storage.records[index].isDefinition {
        definitionChanges.append((index, change.constant))
        continue
      }
      let current = constants[index] ?? storage.records[index].constant
      let delta = change.constant - current
      if delta == 0 { continue }
      shifts.append((storage.records[index].tag, delta))
      constants[index] = change.constant
    }
    storage.tableau.moveConstants(shifts)
    let failure = storage.tableau.repairAfterShifts()
    if failure == nil {
      if isRequired { storage.tableau.commit() }
      // In the changes' order, so a constraint named twice keeps its last constant.
      for (index, change) in zip(indices, changes) {
        storage.records[index].constant = change.constant
      }
      for change in definitionChanges {
        setDefinitionConstant(change.constant, ofRecordAt: change.index)
      }
      return
    }
    // Only required constraints can fail, so the changes are in a transaction. Find the change
    // to blame by making them in order on a copy (the copy's error is this call's).
    storage.tableau.rollback()
    var attempt = self
    for change in changes {
      try attempt.setConstant(change.constant, for: change.constraint)
    }
    // The last change reached a consistent system after all (the dual simplex's verdict sits on
    // a rounding boundary): keep the result of making them in order.
    self = attempt
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
    if strength == storage.records[index].strength { return }
    makeUnique()
    if storage.records[index].isDefinition {
      // Only a required equality is a definition: its rows change, so it moves to the tableau.
      promoteDefinition(of: storage.records[index].definedSubject, journaled: false)
    }
    let record = storage.records[index]
    if !strength.isRequired && !record.strength.isRequired {
      storage.tableau.changeStrength(record.tag, from: record.strength, to: strength)
      storage.records[index].strength = strength
      return
    }
    // Between required and optional the rows differ: rebuild them, all or nothing.
    storage.tableau.beginTransaction()
    storage.tableau.journal.startRecording()
    storage.tableau.removeConstraint(record.tag, strength: record.strength)
    let outcome = constraint.withTerms { terms in
      storage.tableau.addConstraintInTransaction(
        terms, constant: record.constant, relation: constraint.relation, strength: strength)
    }
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

extension Solver {
  /// The position of a constraint's record, for a new constant of it.
  ///
  /// - Throws: ``SetConstantError/unknown(_:)`` if the constraint is not here (or is an edit
  ///   variable's), ``SetConstantError/nonFinite(_:_:)`` for NaN or an infinity,
  ///   ``SetConstantError/outOfRange(_:_:)`` beyond ``magnitudeLimit``.
  @inline(__always) func recordIndex(of constraint: Constraint, forConstant constant: Double)
    throws(SetConstantError) -> Int
  {
    guard let index = storage.recordIndex[ObjectIdentifier(constraint)],
      !storage.records[index].isEdit
    else { throw .unknown(constraint) }
    guard constant.isFinite else { throw .nonFinite(constraint, constant) }
    guard Solver.isInRange(constant) else { throw .outOfRange(constraint, constant) }
    return index
  }
}
