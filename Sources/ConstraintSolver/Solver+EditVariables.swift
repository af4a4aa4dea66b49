extension Solver {
  /// Makes `variable` an edit variable of the given (non-required) strength.
  ///
  /// As in kiwi, the solver adds the constraint `variable == 0` at that strength; each
  /// ``suggestValue(_:for:)`` then moves its constant. A new edit variable's suggested value is 0.
  ///
  /// - Throws: ``AddEditVariableError/duplicate(_:)`` if it already is one;
  ///   ``AddEditVariableError/requiredStrength(_:)`` if the strength is required (after
  ///   clipping); ``AddEditVariableError/nonFiniteStrength(_:)`` for NaN;
  ///   ``AddEditVariableError/unknownVariable(_:)`` for a variable of another solver.
  public mutating func addEditVariable(_ variable: Variable, strength: Strength)
    throws(AddEditVariableError)
  {
    defer { checkInternalInvariants() }
    guard isKnown(variable) else { throw .unknownVariable(variable) }
    if storage.editPosition(of: variable) != nil { throw .duplicate(variable) }
    guard !strength.value.isNaN else { throw .nonFiniteStrength(variable) }
    if strength.isRequired { throw .requiredStrength(variable) }
    makeUnique()
    // An edit variable is a variable of the tableau.
    promoteDefinition(of: variable, journaled: false)
    let constraint = Constraint(Expression(variable), .equal, strength: strength)
    let outcome = storage.tableau.addConstraint(
      constraint.expression, constant: 0, relation: .equal, strength: strength)
    guard case .added(let tag) = outcome else {
      preconditionFailure("a non-required constraint was refused")
    }
    storage.insertRecord(constraint, tag: tag, constant: 0, strength: strength, isEdit: true)
    storage.setEditPosition(storage.edits.count, of: variable)
    storage.edits.append(EditRecord(variable: variable, constraint: constraint, tag: tag, value: 0))
  }

  /// Stops editing `variable`: removes its edit constraint and updates the solution.
  ///
  /// - Throws: ``RemoveEditVariableError/unknown(_:)`` if it is not an edit variable.
  public mutating func removeEditVariable(_ variable: Variable) throws(RemoveEditVariableError) {
    defer { checkInternalInvariants() }
    guard isKnown(variable), let position = storage.editPosition(of: variable) else {
      throw .unknown(variable)
    }
    makeUnique()
    let edit = storage.edits[position]
    removeRecord(at: storage.recordIndex[ObjectIdentifier(edit.constraint)]!)
    storage.setEditPosition(nil, of: variable)
    let last = storage.edits.count - 1
    if position != last {
      storage.edits[position] = storage.edits[last]
      storage.setEditPosition(position, of: storage.edits[position].variable)
    }
    storage.edits.removeLast()
  }

  /// Whether `variable` is an edit variable.
  public func hasEditVariable(_ variable: Variable) -> Bool {
    isKnown(variable) && storage.editPosition(of: variable) != nil
  }

  /// The edit variables, by variable id.
  public var editVariables: [Variable] {
    storage.edits.map { $0.variable }.sorted { $0.id < $1.id }
  }

  /// Suggests a value for an edit variable and updates the solution.
  ///
  /// The solver moves the edit constraint's constant and repairs the solution with the dual
  /// simplex; the variable takes the value unless stronger constraints prevent it.
  ///
  /// - Throws: ``SuggestValueError/unknownEditVariable(_:)`` if `variable` is not an edit
  ///   variable; ``SuggestValueError/nonFinite(_:_:)`` for NaN or an infinity;
  ///   ``SuggestValueError/outOfRange(_:_:)`` beyond ``magnitudeLimit``. The solver is unchanged
  ///   after any error.
  /// - Complexity: O(rows holding the edit's error symbol) plus the dual simplex pivots; O(1)
  ///   rows when the edit's error is basic.
  public mutating func suggestValue(_ value: Double, for variable: Variable)
    throws(SuggestValueError)
  {
    defer { checkInternalInvariants() }
    guard isKnown(variable), let position = storage.editPosition(of: variable) else {
      throw .unknownEditVariable(variable)
    }
    guard value.isFinite else { throw .nonFinite(variable, value) }
    guard Solver.isInRange(value) else { throw .outOfRange(variable, value) }
    makeUnique()
    storage.suggest(value, editPosition: position)
  }
}

extension SolverStorage {
  /// Moves the constant of the edit at `position` to `value` (kiwi's `suggestValue`).
  func suggest(_ value: Double, editPosition position: Int) {
    let delta = value - edits[position].value
    edits[position].value = value
    // The edit constraint is `v - value == 0`: its constant moves by -delta. Edit constraints are
    // never required, so the dual simplex cannot fail. (Its record keeps constant 0; the value
    // lives in the edit record.)
    _ = tableau.shiftEditConstant(
      edits[position].tag, by: -delta, hints: &edits[position].cellHints)
  }
}
