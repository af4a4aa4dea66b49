/// An incremental Cassowary constraint solver with kiwi's semantics.
///
/// A solver holds variables, constraints of various strengths and edit variables. Each call
/// that changes the system (adding or removing a constraint, suggesting a value for an edit
/// variable, changing a constant or a strength in place) updates the solution incrementally; the
/// solution minimizes the weighted violation of the non-required constraints while every
/// required constraint holds.
///
/// ```swift
/// var solver = Solver()
/// let left = solver.makeVariable("left")
/// let width = solver.makeVariable("width")
/// try solver.addConstraint(left >= 0)
/// try solver.addConstraint(left + width <= 320)
/// try solver.addConstraint((width == 400) | .strong)
/// solver.updateVariables()
/// solver.value(of: width)  // 320
/// ```
///
/// Beyond kiwi:
/// - **A failed call changes nothing.** After any thrown error the solver's values and all its
///   later behavior are exactly those of a solver that never saw the call.
/// - **Constants and strengths change in place** (``setConstant(_:for:)``,
///   ``setStrength(_:for:)``), at the cost of a suggestion rather than a removal and re-addition.
/// - **Conflicts are explained**: an unsatisfiable constraint comes with the required constraints
///   it contradicts.
/// - **Deterministic**: every pivot choice takes the smallest symbol id (Bland's rule), so the same
///   calls give bit-identical values and dumps in every process.
/// - **Values, not references**: `Solver` is a value type with copy-on-write storage; a copy is an
///   independent snapshot.
///
/// Values are published by ``updateVariables()`` (as in kiwi): ``value(of:)-(Variable)``
/// returns the value as of the last update. Variables belong to the solver that made them.
public struct Solver {
  var storage: SolverStorage

  /// Whether ``updateVariables()`` checks every required constraint against the values it
  /// publishes (``verify()``) and stops the program with an assertion failure that lists the
  /// violations: `true` by default in debug builds of this module, `false` in release builds,
  /// where ``verify()`` runs only when asked.
  ///
  /// The check costs O(terms of the required constraints) per update. A violation on a system
  /// whose numbers stay within ``magnitudeLimit`` is a solver defect (see "Known limits" in
  /// <doc:SolverDesign> for the sequences known to produce one); turn the check off on a solver
  /// that is expected to meet one, such as a test replaying them.
  public var verifiesEverySolve = Solver.isDebugBuild

  /// Creates an empty solver.
  public init() {
    storage = SolverStorage()
  }

  /// Gives this solver its own storage before a mutation, if it shares it with a copy.
  @inline(__always) mutating func makeUnique() {
    if !isKnownUniquelyReferenced(&storage) { storage = storage.copy() }
  }

  /// The tolerance below which coefficients and constants are treated as zero (10⁻⁸, as kiwi).
  ///
  /// It also bounds how far a reported solution may be from satisfying a required equality.
  public static let epsilon = Tableau.epsilon

  // MARK: - Variables

  /// Creates a variable of this solver, with an optional name used in descriptions and dumps.
  ///
  /// A new variable has the value 0 and takes part in the system once a constraint mentions it.
  public mutating func makeVariable(_ name: String = "") -> Variable {
    makeVariable(stem: name, suffix: "")
  }

  /// Creates a variable named `stem + suffix`, as ``makeVariable(_:)`` does; the two parts are
  /// kept apart and joined only when the name is read, so a caller naming many variables after
  /// one stem (a view's `minX`, `minY`, `width` and `height`) builds no string.
  package mutating func makeVariable(stem: String, suffix: String) -> Variable {
    makeUnique()
    let variable = storage.tableau.addVariable()
    storage.names.append(VariableName(stem: stem, suffix: suffix))
    storage.editIndex.append(-1)
    return variable
  }

  /// The number of variables made by this solver.
  public var variableCount: Int { storage.names.count }

  /// The name given to `variable` when it was made (empty for an unknown variable).
  public func name(of variable: Variable) -> String {
    isKnown(variable) ? storage.names[variable.id].text : ""
  }

  /// Whether `variable` was made by this solver.
  @inline(__always) func isKnown(_ variable: Variable) -> Bool {
    variable.id >= 0 && variable.id < storage.names.count
  }

  // MARK: - Constraints

  /// Adds a constraint to the system and updates the solution.
  ///
  /// - Throws: ``AddConstraintError/duplicate(_:)`` if the same object is already here;
  ///   ``AddConstraintError/unsatisfiable(_:conflicts:)`` if it is required and contradicts the
  ///   required constraints; ``AddConstraintError/nonFinite(_:)`` for a NaN or infinite number;
  ///   ``AddConstraintError/outOfRange(_:)`` for a number beyond ``magnitudeLimit`` (see
  ///   ``isInRange(_:)-(Expression)``); ``AddConstraintError/unknownVariable(_:_:)`` for a
  ///   variable of another solver. The solver is unchanged after any error.
  /// - Complexity: the rows touched by the new row's substitutions and the pivots it causes;
  ///   not the size of the whole tableau.
  public mutating func addConstraint(_ constraint: Constraint) throws(AddConstraintError) {
    defer { checkInternalInvariants() }
    // One probe of the index: it finds a duplicate, or the place the record's entry will take
    // (a copy of the storage by `makeUnique` keeps the index's positions).
    let probe = storage.recordIndex.probe(ObjectIdentifier(constraint))
    guard case .absent(let vacancy) = probe else { throw .duplicate(constraint) }
    guard constraint.isFinite else { throw .nonFinite(constraint) }
    // The terms are read once, where the constraint keeps them (in itself, up to four): checked,
    // then added.
    let constant = constraint.expressionConstant
    let variableCount = storage.names.count
    let relation = constraint.relation
    let strength = constraint.strength
    let result = constraint.withTerms { terms -> Result<Tableau.AddOutcome?, AddConstraintError> in
      guard Solver.isInRange(terms, constant: constant) else {
        return .failure(.outOfRange(constraint))
      }
      for term in terms where term.variable.id < 0 || term.variable.id >= variableCount {
        return .failure(.unknownVariable(constraint, term.variable))
      }
      makeUnique()
      if let subject = definitionSubject(terms, relation: relation, strength: strength) {
        storage.tableau.definitions.insert(
          subject: subject.variable, subjectCoefficient: subject.coefficient, constant: constant,
          terms: terms, owner: ObjectIdentifier(constraint))
        storage.insertRecord(
          constraint, tag: .definition, constant: constant, strength: strength, isEdit: false,
          vacancy: vacancy, definedVariable: subject.variable)
        return .success(nil)
      }
      return .success(
        addToTableau(terms, constant: constant, relation: relation, strength: strength))
    }
    switch result {
    case .failure(let error):
      throw error
    case .success(nil):
      return
    case .success(.added(let tag)?):
      storage.insertRecord(
        constraint, tag: tag, constant: constant, strength: strength, isEdit: false,
        vacancy: vacancy)
    case .success(.unsatisfiable(let certificate)?):
      // The definitions moved into the tableau for the attempt are still its constraints'
      // owners in the certificate; they go back once it is explained.
      let conflicts = explainConflict(
        certificate: certificate,
        with: ConflictMember(
          expression: constraint.expression, constant: constant, relation: relation))
      restorePromotions()
      throw .unsatisfiable(constraint, conflicts: conflicts)
    }
  }

  /// Adds the row of a constraint that is not a definition to the tableau, after moving there
  /// the definitions of the variables it mentions. An optional constraint cannot fail, nor can
  /// one with a variable that nothing mentions (its row is solved for it, whatever the moves).
  /// Any other required constraint can fail: the moves
  /// are then made in its transaction, listed in ``DefinitionTable/promoted``, and rolled back
  /// with it (the caller puts the definitions back with ``restorePromotions()``).
  private mutating func addToTableau(
    _ terms: UnsafeBufferPointer<Term>, constant: Double, relation: Relation, strength: Strength
  ) -> Tableau.AddOutcome {
    guard mentionsDefinition(terms) else {
      return storage.tableau.addConstraint(
        terms, constant: constant, relation: relation, strength: strength)
    }
    guard strength.isRequired && !hasUndeterminedVariable(terms) else {
      promoteDefinitions(of: terms, journaled: false)
      return storage.tableau.addConstraint(
        terms, constant: constant, relation: relation, strength: strength)
    }
    storage.tableau.beginTransaction()
    storage.tableau.journal.startRecording()
    promoteDefinitions(of: terms, journaled: true)
    let outcome = storage.tableau.addConstraintInTransaction(
      terms, constant: constant, relation: relation, strength: strength)
    switch outcome {
    case .added:
      storage.tableau.commit()
      finishPromotions()
      storage.tableau.optimize()
    case .unsatisfiable:
      storage.tableau.rollback()
    }
    return outcome
  }

  /// Adds several constraints in order, stopping at the first error.
  ///
  /// Room for all of them is made first (``reserveCapacity(constraints:variables:)``).
  ///
  /// - Throws: the first error; the constraints before it stay added, the failing one and those
  ///   after it are not.
  public mutating func addConstraints(_ constraints: [Constraint]) throws(AddConstraintError) {
    reserveCapacity(constraints: constraints.count)
    for constraint in constraints { try addConstraint(constraint) }
  }

  /// Removes a constraint from the system and updates the solution.
  ///
  /// - Throws: ``RemoveConstraintError/unknown(_:)`` if the constraint is not here (edit
  ///   variables' own constraints are removed with ``removeEditVariable(_:)``).
  public mutating func removeConstraint(_ constraint: Constraint) throws(RemoveConstraintError) {
    defer { checkInternalInvariants() }
    guard let index = storage.recordIndex[ObjectIdentifier(constraint)],
      !storage.records[index].isEdit
    else { throw .unknown(constraint) }
    makeUnique()
    removeRecord(at: index)
  }

  /// Removes the record at `index` and its rows.
  mutating func removeRecord(at index: Int) {
    let record = storage.records[index]
    if record.isDefinition {
      removeDefinition(ofRecordAt: index)
    } else {
      storage.tableau.removeConstraint(record.tag, strength: record.strength)
    }
    storage.removeRecord(at: index)
  }

  /// Whether the constraint is in the system.
  public func hasConstraint(_ constraint: Constraint) -> Bool {
    guard let index = storage.recordIndex[ObjectIdentifier(constraint)] else { return false }
    return !storage.records[index].isEdit
  }

  /// The constraints in the system, in the order they were added (edit variables' internal
  /// constraints excluded).
  public var constraints: [Constraint] {
    storage.records.filter { !$0.isEdit }.sorted { $0.order < $1.order }.map { $0.constraint }
  }

  /// The constant the solver uses for `constraint` (changed by ``setConstant(_:for:)``), or `nil`
  /// if the constraint is not in the system.
  public func constant(of constraint: Constraint) -> Double? {
    guard let index = storage.recordIndex[ObjectIdentifier(constraint)] else { return nil }
    return storage.records[index].constant
  }

  /// The strength the solver uses for `constraint` (changed by ``setStrength(_:for:)``), or `nil`
  /// if the constraint is not in the system.
  public func strength(of constraint: Constraint) -> Strength? {
    guard let index = storage.recordIndex[ObjectIdentifier(constraint)] else { return nil }
    return storage.records[index].strength
  }

  // MARK: - Values

  /// Publishes the current solution: afterwards ``value(of:)-(Variable)`` returns it.
  ///
  /// Only variables whose rows changed since the last update are visited, so the cost follows the
  /// size of the change, not the number of variables (kiwi rewrites every variable). The
  /// variables whose value changed are listed in ``changedVariables``.
  ///
  /// After constraints or edit variables were added or removed, or a strength changed, the
  /// update also refines the solution once: it takes out of the rows' constants the round-off
  /// that the pivots left in them (see "Refinement" in the solver's design article), which costs
  /// a pass over the terms of every constraint. Suggestions and in-place constant changes
  /// alone trigger it only in a solver that once pivoted on a coefficient more than 10⁴ times
  /// smaller than its row's largest, which ordinary layouts never do.
  public mutating func updateVariables() {
    defer { checkInternalInvariants() }
    makeUnique()
    if storage.tableau.refinementDue || storage.tableau.refinesEveryUpdate {
      storage.tableau.updateVariables(.beforeRefinement)
      refineSolution()
    } else {
      storage.tableau.updateVariables()
    }
    if verifiesEverySolve { checkResiduals() }
  }

  /// The value of `variable` as of the last ``updateVariables()`` (0 before the first update, and
  /// for a variable of another solver).
  @inline(__always) public func value(of variable: Variable) -> Double {
    isKnown(variable) ? storage.tableau.variableValues[variable] : 0
  }

  /// Calls `body` with the variables' values as of the last ``updateVariables()``, by variable
  /// id (`values[variable.id]`, every variable this solver made), for a caller reading many of
  /// them in a loop of its own without a call per value. The buffer is valid only in `body`.
  package func withVariableValues<Result>(
    _ body: (UnsafeBufferPointer<Double>) -> Result
  ) -> Result {
    let values = storage.tableau.variableValues
    return body(
      UnsafeBufferPointer(start: values.base.map { UnsafePointer($0) }, count: values.count))
  }

  /// The value of an expression with the variables' values as of the last ``updateVariables()``.
  public func value(of expression: Expression) -> Double {
    var total = expression.constant
    for term in expression.terms { total += term.coefficient * value(of: term.variable) }
    return total
  }

  /// The variables whose value changed in the last ``updateVariables()``, in a deterministic order
  /// (the same calls give the same order).
  ///
  /// A lightweight view (no array is built); like the solver, it is a value: mutating the solver
  /// afterwards does not change a view already taken.
  public var changedVariables: ChangedVariables { ChangedVariables(storage: storage) }

  /// Whether `constraint` is violated by the values of the last ``updateVariables()``, as kiwi's
  /// `Constraint.violated()`: an equality is violated when its expression is further than
  /// ``epsilon`` from zero, an inequality when its expression has the wrong sign.
  ///
  /// The constant in use (see ``constant(of:)``) is taken into account.
  public func isViolated(_ constraint: Constraint) -> Bool {
    var value = value(of: constraint.expression)
    if let constant = constant(of: constraint) {
      value += constant - constraint.expressionConstant
    }
    switch constraint.relation {
    case .equal: return !Tableau.nearZero(value)
    case .lessThanOrEqual: return value > 0
    case .greaterThanOrEqual: return value < 0
    }
  }

  /// Removes every constraint and edit variable, as kiwi's `reset()`.
  ///
  /// Variables stay valid (with their names) and their values become 0.
  public mutating func reset() {
    let names = storage.names
    storage = SolverStorage()
    for name in names { _ = makeVariable(stem: name.stem, suffix: name.suffix) }
  }

  /// The number of pivots performed since the solver was made (a measure of work, for
  /// benchmarks and tests).
  package var pivotCount: Int { storage.tableau.pivotCount }

  /// Whether every update refines the solution, suggestions and constant changes included: set
  /// once a pivot divided a row by a coefficient more than 10⁴ times smaller than another of the
  /// row's (see "Refinement" in the solver's design article), until ``reset()``. Layouts never
  /// set it; for tests and benchmarks.
  package var refinesEveryUpdate: Bool { storage.tableau.refinesEveryUpdate }
}

extension Solver: @unchecked Sendable {}

/// The variables whose value changed in a solver's last `updateVariables()`: a random-access
/// collection over the solver's own record, built without allocating.
public struct ChangedVariables: RandomAccessCollection, Sendable {
  let storage: SolverStorage

  /// The position of the first variable.
  public var startIndex: Int { 0 }
  /// The position after the last variable.
  public var endIndex: Int { storage.tableau.changedVariables.count }
  /// The variable at `position`.
  public subscript(position: Int) -> Variable {
    precondition(position >= 0 && position < endIndex, "ChangedVariables index out of range")
    return storage.tableau.changedVariables[position]
  }
}
