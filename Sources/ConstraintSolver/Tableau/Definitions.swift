/// A term of a definition: `coefficient · variable`.
struct DefinitionTerm {
  /// The variable.
  var variable: Variable
  /// Its coefficient.
  var coefficient: Double
}

/// A required equality kept out of the tableau: `subject = constant + Σ terms`.
struct Definition {
  /// The variable the equality defines.
  var subject: Variable
  /// The constant: the constraint's constant times ``scale``.
  var constant: Double
  /// What the constraint's numbers are multiplied by: -1 / the subject's coefficient, as the
  /// tableau solves a row for its subject.
  var scale: Double
  /// The other terms, in the constraint's order, each divided by minus the subject's
  /// coefficient (memory from ``DefinitionTable/termPool``).
  var terms: RawArray<DefinitionTerm>
  /// The constraint that the definition holds.
  var owner: ObjectIdentifier
}

/// The required equalities that define a variable outright, kept out of the simplex tableau: a
/// DAG of affine expressions evaluated when values are published (see "Definitions" in the
/// solver's design article).
///
/// A definition's subject appears in no row of the tableau and has no symbol; the variables of
/// its terms may be anything: tableau variables, other subjects, or variables nothing else
/// mentions. Every table indexed by variable has an entry for every variable of the tableau.
/// Memory is managed by hand like the tableau's: the owner calls ``deallocate()`` and uses
/// ``clone()`` for copies.
struct DefinitionTable {
  /// The definitions, in no meaningful order (a removal moves the last one into the gap).
  var entries: RawArray<Definition>
  /// Per variable: 1 + the position of its definition in ``entries``, or 0 when it has none.
  var entryOf: RawArray<Int32>
  /// Per variable: the subjects of the definitions whose terms mention it (memory from
  /// ``dependentPool``). An entry may be stale (a subject whose definition left the table and
  /// is cleaned up by the call that made it leave), never missing.
  var dependents: RawArray<RawArray<Variable>>
  /// Per variable: ``isDirty`` and ``isListedChanged``.
  var flags: RawArray<UInt8>
  /// The variables whose value must be computed again at the next publication, in marking
  /// order: subjects whose definition changed or whose terms' values changed, and former
  /// subjects whose definition was removed.
  var dirty: RawArray<Variable>
  /// The memory of the definitions' terms.
  var termPool: BufferPool<DefinitionTerm>
  /// The memory of the dependents' lists.
  var dependentPool: BufferPool<Variable>
  /// Scratch, while values are evaluated or definitions move into the tableau: the subjects
  /// waiting for their terms.
  var stack: RawArray<Variable>
  /// The definitions moved into the tableau by the call running, while it may still fail (see
  /// `Solver.promoteDefinition(of:journaled:)`), in the order moved.
  var promoted: RawArray<PromotedDefinition>

  /// The variable must be computed again at the next publication (listed in ``dirty``).
  static let isDirty: UInt8 = 1
  /// The variable is listed in the solver's changed variables of the update running (see
  /// ``Tableau/UpdateRound``).
  static let isListedChanged: UInt8 = 2

  /// An empty table.
  init() {
    entries = RawArray()
    entryOf = RawArray()
    dependents = RawArray()
    flags = RawArray()
    dirty = RawArray()
    termPool = BufferPool()
    dependentPool = BufferPool()
    stack = RawArray()
    promoted = RawArray()
  }

  /// Frees every buffer. The table must not be used afterwards.
  mutating func deallocate() {
    // Only buffers too large for the pools' chunks are freed one by one.
    for index in 0..<entries.count {
      let terms = entries.pointer(at: index)
      if terms.pointee.terms.capacity > BufferPool<DefinitionTerm>.largestPooledCapacity {
        terms.pointee.terms.release(to: &termPool)
      }
    }
    for index in 0..<dependents.count {
      let list = dependents.pointer(at: index)
      if list.pointee.capacity > BufferPool<Variable>.largestPooledCapacity {
        list.pointee.release(to: &dependentPool)
      }
    }
    termPool.deallocate()
    dependentPool.deallocate()
    entries.deallocate()
    entryOf.deallocate()
    dependents.deallocate()
    flags.deallocate()
    dirty.deallocate()
    stack.deallocate()
    promoted.deallocate()
  }

  /// An independent deep copy.
  func clone() -> DefinitionTable {
    var copy = DefinitionTable()
    copy.entries = entries.clone()
    for index in 0..<copy.entries.count {
      let entry = copy.entries.pointer(at: index)
      entry.pointee.terms = entry.pointee.terms.clone(in: &copy.termPool)
    }
    copy.entryOf = entryOf.clone()
    copy.dependents = dependents.clone()
    for index in 0..<copy.dependents.count {
      let list = copy.dependents.pointer(at: index)
      list.pointee = list.pointee.clone(in: &copy.dependentPool)
    }
    copy.flags = flags.clone()
    copy.dirty = dirty.clone()
    return copy
  }

  /// Adds the per-variable entries of a new variable.
  @inline(__always) mutating func addVariable() {
    entryOf.append(0)
    dependents.append(RawArray())
    flags.append(0)
  }

  /// Makes room for `variables` more variables.
  mutating func reserve(variables: Int) {
    entryOf.reserve(entryOf.count + variables)
    dependents.reserve(dependents.count + variables)
    flags.reserve(flags.count + variables)
  }

  /// Whether any definition is held.
  @inline(__always) var isEmpty: Bool { entries.isEmpty }

  /// Whether `variable` is the subject of a definition.
  @inline(__always) func isDefined(_ variable: Variable) -> Bool { entryOf[variable] != 0 }

  /// The definition of `variable`, which *must* be a subject.
  @inline(__always) func definition(of variable: Variable) -> UnsafeMutablePointer<Definition> {
    entries.pointer(at: Int(entryOf[variable]) &- 1)
  }

  /// Lists `variable` in ``dirty`` unless it is already there.
  @inline(__always) mutating func markDirty(_ variable: Variable) {
    let flag = flags.pointer(to: variable)
    guard flag.pointee & DefinitionTable.isDirty == 0 else { return }
    flag.pointee |= DefinitionTable.isDirty
    dirty.append(variable)
  }

  /// Marks dirty the subjects whose definitions mention `variable`.
  @inline(__always) mutating func markDependents(of variable: Variable) {
    let list = dependents[variable]
    for index in 0..<list.count { markDirty(list[index]) }
  }

  /// Adds the definition `subject = constant + Σ terms` held by `owner` and marks the subject
  /// dirty. The subject *must* have no definition, and the terms must not mention it.
  mutating func insert(
    subject: Variable, subjectCoefficient: Double, constant: Double,
    terms: UnsafeBufferPointer<Term>, owner: ObjectIdentifier
  ) {
    let scale = -1.0 / subjectCoefficient
    var definitionTerms = RawArray<DefinitionTerm>()
    definitionTerms.reserve(terms.count - 1, in: &termPool)
    for term in terms where term.variable.id != subject.id && term.coefficient != 0 {
      definitionTerms.appendWithinCapacity(
        DefinitionTerm(variable: term.variable, coefficient: term.coefficient * scale))
      dependents.pointer(to: term.variable).pointee.append(subject, in: &dependentPool)
    }
    entries.append(
      Definition(
        subject: subject, constant: constant * scale, scale: scale,
        terms: definitionTerms, owner: owner))
    entryOf[subject] = Int32(truncatingIfNeeded: entries.count)
    markDirty(subject)
  }

  /// Takes the definition of `subject` out of the table and returns it with the position it
  /// had in ``entries``. The dependents' lists of its terms' variables keep the subject until
  /// the caller discards it (``discard(_:)``) or puts it back (``putBack(_:at:)``).
  mutating func take(_ subject: Variable) -> (definition: Definition, position: Int) {
    let position = Int(entryOf[subject]) &- 1
    let taken = entries[position]
    entryOf[subject] = 0
    let last = entries.count - 1
    if position != last {
      let moved = entries[last]
      entries[position] = moved
      entryOf[moved.subject] = Int32(truncatingIfNeeded: position + 1)
    }
    entries.removeLast()
    return (taken, position)
  }

  /// Puts back a definition that ``take(_:)`` returned, at the position it had (undoing the
  /// takes in the reverse order restores ``entries`` exactly), with the dependents' lists as
  /// they were left (a rollback).
  mutating func putBack(_ definition: Definition, at position: Int) {
    if position == entries.count {
      entries.append(definition)
    } else {
      let moved = entries[position]
      entries.append(moved)
      entryOf[moved.subject] = Int32(truncatingIfNeeded: entries.count)
      entries[position] = definition
    }
    entryOf[definition.subject] = Int32(truncatingIfNeeded: position + 1)
  }

  /// Frees a definition taken out of the table for good (``take(_:)``): its subject leaves the
  /// dependents' lists of its variables and its terms' memory returns to the pool.
  mutating func discard(_ definition: Definition) {
    forgetDependencies(of: definition)
    releaseTerms(of: definition)
  }

  /// Removes `definition.subject` from the dependents' lists of the definition's variables.
  private mutating func forgetDependencies(of definition: Definition) {
    for index in 0..<definition.terms.count {
      let list = dependents.pointer(to: definition.terms[index].variable)
      for position in 0..<list.pointee.count
      where list.pointee[position].id == definition.subject.id {
        list.pointee.swapRemove(at: position)
        break
      }
    }
  }

  /// Returns the memory of a definition's terms to the pool.
  private mutating func releaseTerms(of definition: Definition) {
    var terms = definition.terms
    terms.release(to: &termPool)
  }
}

extension Tableau {
  /// Publishes the values of the dirty variables of the definitions: marks first the subjects
  /// that depend on them, then evaluates each subject after the dirty subjects its terms
  /// mention, and records the changed values as ``publishMarkedValues(recordingPrevious:)``
  /// does. A variable that is no longer a subject takes 0 if it has no symbol (nothing defines
  /// it) and keeps the tableau's value otherwise.
  mutating func publishDefinedValues(recordingPrevious: Bool) {
    guard !definitions.dirty.isEmpty else { return }
    var index = 0
    while index < definitions.dirty.count {
      definitions.markDependents(of: definitions.dirty[index])
      index += 1
    }
    for index in 0..<definitions.dirty.count {
      let variable = definitions.dirty[index]
      guard definitions.flags[variable] & DefinitionTable.isDirty != 0 else { continue }
      evaluateDefinition(variable, recordingPrevious: recordingPrevious)
    }
    definitions.dirty.removeAll()
  }

  /// Computes and publishes the dirty `root`, after the dirty variables its definition needs,
  /// with an explicit stack (chains of definitions can be long).
  private mutating func evaluateDefinition(_ root: Variable, recordingPrevious: Bool) {
    definitions.stack.removeAll()
    definitions.stack.append(root)
    while !definitions.stack.isEmpty {
      let variable = definitions.stack[definitions.stack.count - 1]
      if definitions.flags[variable] & DefinitionTable.isDirty == 0 {
        definitions.stack.removeLast()
        continue
      }
      guard definitions.isDefined(variable) else {
        definitions.flags[variable] &= ~DefinitionTable.isDirty
        definitions.stack.removeLast()
        if variableSymbols[variable] == nil {
          publish(0, for: variable, recordingPrevious: recordingPrevious)
        }
        continue
      }
      let definition = definitions.definition(of: variable)
      var value = definition.pointee.constant
      var complete = true
      let terms = definition.pointee.terms
      for position in 0..<terms.count {
        let term = terms[position]
        if definitions.flags[term.variable] & DefinitionTable.isDirty != 0 {
          definitions.stack.append(term.variable)
          complete = false
        } else if complete
          && (definitions.isDefined(term.variable) || variableSymbols[term.variable] != nil)
        {
          value += term.coefficient * variableValues[term.variable]
        }
      }
      guard complete else { continue }
      definitions.flags[variable] &= ~DefinitionTable.isDirty
      definitions.stack.removeLast()
      publish(value, for: variable, recordingPrevious: recordingPrevious)
    }
  }

  /// Publishes `value` for `variable` and lists it as changed if it differs from the value
  /// published before.
  @inline(__always) private mutating func publish(
    _ value: Double, for variable: Variable, recordingPrevious: Bool
  ) {
    // Adding 0.0 turns a negative zero into a positive one, so output never shows "-0".
    let value = value + 0.0
    guard variableValues[variable] != value else { return }
    if recordingPrevious {
      let flag = definitions.flags.pointer(to: variable)
      if flag.pointee & DefinitionTable.isListedChanged == 0 {
        changedVariables.append(variable)
        previousValues.append(variableValues[variable])
      }
    } else {
      changedVariables.append(variable)
    }
    variableValues[variable] = value
  }
}

extension DefinitionTable {
  /// A textual image of the table in storage order (entries, their terms, the dependents'
  /// lists, the flags and the dirty list), numbers as their bits (`bits`), for
  /// ``Tableau/storageFingerprint()``. The owners are left out: they are addresses.
  func fingerprint(bits: (Double) -> String) -> String {
    var text = ""
    for index in 0..<entries.count {
      let entry = entries[index]
      text += "def \(entry.subject.id)=\(bits(entry.constant))*\(bits(entry.scale)):"
      for position in 0..<entry.terms.count {
        let term = entry.terms[position]
        text += "\(term.variable.id)=\(bits(term.coefficient)),"
      }
      text += "\n"
    }
    for index in 0..<dependents.count where !dependents[index].isEmpty {
      text += "dependents \(index): \(dependents[index].elements.map { $0.id })\n"
    }
    text += "definition flags \(flags.elements) dirty \(dirty.elements.map { $0.id })\n"
    return text
  }
}

extension Tableau {
  /// What is wrong with the definitions (see ``checkInvariants(numeric:)``): each entry is its
  /// subject's, the subject has no symbol and is not among its own terms, every variable of the
  /// terms lists the subject as a dependent, and no other variable is a subject.
  func definitionProblems() -> [String] {
    var problems: [String] = []
    for index in 0..<definitions.entries.count {
      let entry = definitions.entries[index]
      let subject = entry.subject
      if Int(definitions.entryOf[subject]) != index + 1 {
        problems.append("definition \(index) is not its subject \(subject.id)'s entry")
      }
      if variableSymbols[subject] != nil {
        problems.append("defined variable \(subject.id) has a symbol of the tableau")
      }
      for position in 0..<entry.terms.count {
        let variable = entry.terms[position].variable
        if variable.id == subject.id {
          problems.append("the definition of \(subject.id) mentions itself")
        }
        if !definitions.dependents[variable].elements.contains(where: { $0.id == subject.id }) {
          problems.append("variable \(variable.id) does not list \(subject.id) as a dependent")
        }
      }
    }
    let subjects = definitions.entryOf.elements.filter { $0 != 0 }.count
    if subjects != definitions.entries.count {
      problems.append(
        "\(subjects) variables are subjects of \(definitions.entries.count) definitions")
    }
    return problems
  }
}
