/// What the solver knows about one constraint it holds.
struct ConstraintRecord {
  /// The constraint object (kept alive, so its `ObjectIdentifier` stays unique).
  let constraint: Constraint
  /// The symbols tracking the constraint in the tableau.
  var tag: Tag
  /// The constant in use (the expression's constant unless changed in place).
  var constant: Double
  /// The strength in use (the constraint's strength unless changed in place).
  var strength: Strength
  /// The position of the constraint in the order of additions (for listings and conflicts).
  var order: UInt64
  /// Whether the solver made this constraint for an edit variable.
  var isEdit: Bool
  /// The id of the variable the constraint defines outside the tableau (see
  /// ``DefinitionTable``), or -1 when it is in the tableau (its ``tag`` is then meaningful).
  var definedVariable: Int32 = -1

  /// Whether the constraint is a definition kept out of the tableau.
  @inline(__always) var isDefinition: Bool { definedVariable >= 0 }

  /// The variable the constraint defines; the record *must* be a definition.
  @inline(__always) var definedSubject: Variable { Variable(id: Int(definedVariable)) }
}

/// What the solver knows about one edit variable.
struct EditRecord {
  /// The edit variable.
  let variable: Variable
  /// The constraint `variable == 0` that the solver added for it (kiwi's scheme).
  let constraint: Constraint
  /// The symbols tracking that constraint.
  let tag: Tag
  /// The last suggested value (0 until the first suggestion).
  var value: Double
  /// Where the edit's marker was among the cells of each row of its column at the last
  /// suggestion: guesses that spare the search (see `Tableau.shiftEditConstant(_:by:hints:)`).
  var cellHints: [Int32] = []

  /// The constant in use of the edit constraint: minus the suggested value. (The constraint's
  /// record keeps 0; `Tableau.shiftConstant(_:by:)` moves the tableau to each suggestion.)
  var constant: Double { -value }
}

/// The state of a ``Solver``, shared between copies until one of them mutates (copy on write).
///
/// Its properties opt out of Swift's dynamic exclusivity checks: the storage is only mutated
/// through a `Solver` that holds it uniquely (copy on write) and is itself a value whose
/// mutations the compiler checks statically, so an overlapping access cannot happen — and the
/// checks cost more than a whole suggestion.
final class SolverStorage: @unchecked Sendable {
  /// The simplex tableau.
  @exclusivity(unchecked) var tableau: Tableau
  /// The variables' names, by variable id.
  @exclusivity(unchecked) var names: [VariableName]
  /// The constraints held, in no meaningful order (see ``ConstraintRecord/order``).
  @exclusivity(unchecked) var records: [ConstraintRecord]
  /// The position of each held constraint in ``records``, by the constraint's identity.
  @exclusivity(unchecked) var recordIndex: IdentityTable
  /// The edit variables, in no meaningful order.
  @exclusivity(unchecked) var edits: [EditRecord]
  /// Per variable id: the position of its edit record in ``edits``, or -1 (read and written
  /// through ``editPosition(of:)`` and ``setEditPosition(_:of:)``; 32 bits a variable).
  @exclusivity(unchecked) var editIndex: [Int32]
  /// The next value of ``ConstraintRecord/order``.
  @exclusivity(unchecked) var nextOrder: UInt64

  init() {
    tableau = Tableau()
    names = []
    records = []
    recordIndex = IdentityTable()
    edits = []
    editIndex = []
    nextOrder = 0
  }

  private init(copying other: SolverStorage) {
    tableau = other.tableau.clone()
    names = other.names
    records = other.records
    recordIndex = other.recordIndex
    edits = other.edits
    editIndex = other.editIndex
    nextOrder = other.nextOrder
  }

  /// An independent deep copy.
  func copy() -> SolverStorage { SolverStorage(copying: self) }

  deinit { tableau.deallocate() }

  /// Appends a record for a constraint just added to the tableau.
  ///
  /// - Parameters:
  ///   - vacancy: where ``recordIndex`` said the constraint would go, from a probe made before
  ///     the addition, if there was one.
  ///   - definedVariable: the variable the constraint defines, when it is kept out of the
  ///     tableau (`tag` is then not used).
  func insertRecord(
    _ constraint: Constraint, tag: Tag, constant: Double, strength: Strength, isEdit: Bool,
    vacancy: IdentityTable.Vacancy? = nil, definedVariable: Variable? = nil
  ) {
    if let vacancy {
      recordIndex.insert(ObjectIdentifier(constraint), records.count, at: vacancy)
    } else {
      recordIndex[ObjectIdentifier(constraint)] = records.count
    }
    records.append(
      ConstraintRecord(
        constraint: constraint, tag: tag, constant: constant, strength: strength, order: nextOrder,
        isEdit: isEdit, definedVariable: Int32(truncatingIfNeeded: definedVariable?.id ?? -1)))
    nextOrder += 1
  }

  /// Removes the record at `index` (the last record takes its place).
  func removeRecord(at index: Int) {
    let removed = records[index]
    recordIndex[ObjectIdentifier(removed.constraint)] = nil
    let last = records.count - 1
    if index != last {
      records[index] = records[last]
      recordIndex[ObjectIdentifier(records[index].constraint)] = index
    }
    records.removeLast()
  }
}

extension SolverStorage {
  /// The edit records by their edit constraint's identity (for lookups; never iterated). A
  /// loop, not `Dictionary(_:uniquingKeysWith:)`, which Embedded Swift refuses.
  func editsByConstraint() -> [ObjectIdentifier: EditRecord] {
    var result: [ObjectIdentifier: EditRecord] = [:]
    for edit in edits { result[ObjectIdentifier(edit.constraint)] = edit }
    return result
  }

  /// The position of the edit record of `variable` in ``edits``, or `nil` when it is not an
  /// edit variable. `variable` *must* be known.
  @inline(__always) func editPosition(of variable: Variable) -> Int? {
    let position = editIndex[variable.id]
    return position < 0 ? nil : Int(position)
  }

  /// Records `position` (or `nil`: not an edit variable) as the edit position of `variable`.
  @inline(__always) func setEditPosition(_ position: Int?, of variable: Variable) {
    editIndex[variable.id] = position.map { Int32(truncatingIfNeeded: $0) } ?? -1
  }
}
