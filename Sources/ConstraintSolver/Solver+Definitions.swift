extension Tag {
  /// The tag of a constraint kept out of the tableau as a definition: no symbol (id 0 is the
  /// tableau's sentinel, which no row or certificate holds).
  static let definition = Tag(marker: Symbol(id: 0), markerCoefficient: 0)
}

/// A definition that moved into the tableau during a call that may still fail, kept so that the
/// failure can put it back.
struct PromotedDefinition {
  /// The definition as it was in the table.
  var definition: Definition
  /// Its position in the table's entries.
  var position: Int
  /// The position of its constraint's record.
  var recordIndex: Int
}

extension Solver {
  /// A solver on `storage`.
  init(storage: SolverStorage) {
    self.storage = storage
  }

  /// The subject of a new constraint that can be kept out of the tableau as a definition, or
  /// `nil`.
  ///
  /// A required equality is a definition when one of its variables is not yet determined: no
  /// row of the tableau mentions it (it has no symbol), no definition defines it, and either no
  /// definition mentions it or no variable of the constraint is defined (so the definitions
  /// stay a DAG). Among such variables the first in the constraint's order (its smallest id),
  /// as the tableau chooses a lazy row's subject, and only when its coefficient is among the
  /// largest (``Tableau/lazyRowGrowth``), so that its value is not a difference of large
  /// multiples.
  @inline(__always)
  func definitionSubject(
    _ terms: UnsafeBufferPointer<Term>, relation: Relation, strength: Strength
  ) -> (variable: Variable, coefficient: Double)? {
    guard relation == .equal, strength.isRequired, storage.tableau.keepsDefinitions else {
      return nil
    }
    // Through the storage, not a copy of the tableau (a value of a kilobyte).
    let storage = self.storage
    var subject: (variable: Variable, coefficient: Double)? = nil
    var largest = 0.0
    var mentionsDefinition = false
    var subjectHasDependents = false
    for term in terms where term.coefficient != 0 {
      largest = max(largest, term.coefficient.magnitude)
      let variable = term.variable
      if storage.tableau.definitions.isDefined(variable) {
        mentionsDefinition = true
      } else if subject == nil && storage.tableau.variableSymbols[variable] == nil {
        subject = (variable, term.coefficient)
        subjectHasDependents = !storage.tableau.definitions.dependents[variable].isEmpty
      }
    }
    guard let subject, !(subjectHasDependents && mentionsDefinition),
      subject.coefficient.magnitude * Tableau.lazyRowGrowth >= largest
    else { return nil }
    return subject
  }

  /// Whether a variable of `terms` is mentioned by no row and no definition: moving
  /// definitions into the tableau leaves it so, and a new row with it is solved for it (or for
  /// another such variable), so adding the constraint cannot fail.
  @inline(__always)
  func hasUndeterminedVariable(_ terms: UnsafeBufferPointer<Term>) -> Bool {
    let storage = self.storage
    for term in terms where term.coefficient != 0 {
      let variable = term.variable
      if storage.tableau.variableSymbols[variable] == nil
        && !storage.tableau.definitions.isDefined(variable)
        && storage.tableau.definitions.dependents[variable].isEmpty
      {
        return true
      }
    }
    return false
  }

  /// Whether a variable of `terms` is the subject of a definition.
  @inline(__always)
  func mentionsDefinition(_ terms: UnsafeBufferPointer<Term>) -> Bool {
    guard !storage.tableau.definitions.isEmpty else { return false }
    for term in terms where storage.tableau.definitions.isDefined(term.variable) { return true }
    return false
  }

  /// Moves the definition of `root` into the tableau, after the definitions its terms mention
  /// (the tableau may mention no subject). With `journaled`, the moves are made inside the
  /// recording transaction the caller opened and listed in ``DefinitionTable/promoted``, for
  /// ``finishPromotions()`` or ``restorePromotions()``; without, each commits on its own.
  mutating func promoteDefinition(of root: Variable, journaled: Bool) {
    guard storage.tableau.definitions.isDefined(root) else { return }
    storage.tableau.definitions.stack.removeAll()
    storage.tableau.definitions.stack.append(root)
    let storage = self.storage
    while !storage.tableau.definitions.stack.isEmpty {
      let stack = storage.tableau.definitions.stack
      let variable = stack[stack.count - 1]
      guard storage.tableau.definitions.isDefined(variable) else {
        storage.tableau.definitions.stack.removeLast()
        continue
      }
      let terms = storage.tableau.definitions.definition(of: variable).pointee.terms
      var waits = false
      for index in 0..<terms.count
      where storage.tableau.definitions.isDefined(terms[index].variable) {
        storage.tableau.definitions.stack.append(terms[index].variable)
        waits = true
      }
      if waits { continue }
      storage.tableau.definitions.stack.removeLast()
      moveIntoTableau(variable, journaled: journaled)
    }
  }

  /// Moves the definitions of the defined variables of `terms` into the tableau (see
  /// ``promoteDefinition(of:journaled:)``).
  mutating func promoteDefinitions(of terms: UnsafeBufferPointer<Term>, journaled: Bool) {
    for term in terms where storage.tableau.definitions.isDefined(term.variable) {
      promoteDefinition(of: term.variable, journaled: journaled)
    }
  }

  /// Moves every definition into the tableau, in the order their constraints were added.
  mutating func promoteAllDefinitions() {
    guard !storage.tableau.definitions.isEmpty else { return }
    let subjects = storage.records.filter { $0.isDefinition }.sorted { $0.order < $1.order }
      .map { $0.definedSubject }
    for subject in subjects { promoteDefinition(of: subject, journaled: false) }
  }

  /// The storage with every definition in the tableau: this solver's own when it holds none,
  /// else a copy's (for the analyses that read rows: contributions and dumps).
  func storageWithoutDefinitions() -> SolverStorage {
    guard !storage.tableau.definitions.isEmpty else { return storage }
    var copy = Solver()
    copy.storage = storage.copy()
    copy.promoteAllDefinitions()
    return copy.storage
  }

  /// Moves the definition of `subject`, whose terms mention no subject, into the tableau as
  /// the required equality it is, solved for the same subject.
  private mutating func moveIntoTableau(_ subject: Variable, journaled: Bool) {
    let (definition, position) = storage.tableau.definitions.take(subject)
    let index = storage.recordIndex[definition.owner].unsafelyUnwrapped
    let constant = storage.records[index].constant
    let strength = storage.records[index].strength
    let outcome = storage.records[index].constraint.withTerms { terms in
      journaled
        ? storage.tableau.addConstraintInTransaction(
          terms, constant: constant, relation: .equal, strength: strength, subject: subject)
        : storage.tableau.addConstraint(
          terms, constant: constant, relation: .equal, strength: strength, subject: subject)
    }
    guard case .added(let tag) = outcome else {
      preconditionFailure("a definition's equality was refused by the tableau")
    }
    storage.records[index].tag = tag
    storage.records[index].definedVariable = -1
    if journaled {
      storage.tableau.definitions.promoted.append(
        PromotedDefinition(definition: definition, position: position, recordIndex: index))
    } else {
      storage.tableau.definitions.discard(definition)
    }
  }

  /// Completes the moves of a transaction that committed.
  mutating func finishPromotions() {
    for index in 0..<storage.tableau.definitions.promoted.count {
      let definition = storage.tableau.definitions.promoted[index].definition
      storage.tableau.definitions.discard(definition)
    }
    storage.tableau.definitions.promoted.removeAll()
  }

  /// Puts back the definitions of a transaction that rolled back, their records as they were.
  mutating func restorePromotions() {
    while !storage.tableau.definitions.promoted.isEmpty {
      let move = storage.tableau.definitions.promoted.removeLast()
      storage.tableau.definitions.putBack(move.definition, at: move.position)
      storage.records[move.recordIndex].tag = .definition
      storage.records[move.recordIndex].definedVariable = Int32(
        truncatingIfNeeded: move.definition.subject.id)
    }
  }

  /// Removes the definition of the record at `index` (the record stays): its subject is no
  /// longer determined and takes the value 0 at the next update, as a variable that nothing
  /// constrains, and the definitions that mention it follow.
  mutating func removeDefinition(ofRecordAt index: Int) {
    let subject = storage.records[index].definedSubject
    let definition = storage.tableau.definitions.take(subject).definition
    storage.tableau.definitions.discard(definition)
    storage.tableau.definitions.markDirty(subject)
  }

  /// Gives the definition of the record at `index` the constant `constant`: its subject moves
  /// by the change (a definition holds at any constant).
  mutating func setDefinitionConstant(_ constant: Double, ofRecordAt index: Int) {
    let subject = storage.records[index].definedSubject
    let definition = storage.tableau.definitions.definition(of: subject)
    definition.pointee.constant = constant * definition.pointee.scale
    storage.tableau.definitions.markDirty(subject)
    storage.records[index].constant = constant
  }
}
