extension Tableau {
  /// The outcome of adding a constraint's row.
  enum AddOutcome {
    /// The row is in the tableau, tracked by the tag.
    case added(Tag)
    /// The required row contradicts the tableau; the tableau is unchanged. The symbols are the
    /// markers of the existing constraints that take part in the proof of infeasibility.
    case unsatisfiable(certificate: [Int32])
  }

  /// Adds the row of `Σ terms + constant (relation) 0` with the given strength, then re-optimizes.
  ///
  /// Follows kiwi's `addConstraint` (create the row, choose a subject, or fall back to phase one
  /// with an artificial variable), except that a failure leaves the tableau exactly as it was.
  /// Every term's variable *must* be registered.
  mutating func addConstraint(
    _ expression: Expression, constant: Double, relation: Relation, strength: Strength
  ) -> AddOutcome {
    beginTransaction()
    let outcome = insertRow(expression, constant: constant, relation: relation, strength: strength)
    switch outcome {
    case .added:
      if journal.isOpen { commit() }
      optimize()
    case .unsatisfiable:
      rollback()
    }
    return outcome
  }

  /// Adds a constraint's row inside a transaction that the caller opened, started recording,
  /// and will commit or roll back (it also re-optimizes). Used to replace a constraint's rows
  /// all or nothing.
  mutating func addConstraintInTransaction(
    _ expression: Expression, constant: Double, relation: Relation, strength: Strength
  ) -> AddOutcome {
    precondition(journal.isRecording, "addConstraintInTransaction outside a recording transaction")
    return insertRow(expression, constant: constant, relation: relation, strength: strength)
  }

  /// Builds the row of a constraint and inserts it, inside an open transaction; does not
  /// optimize. When the transaction only logs allocations, it is committed as soon as nothing
  /// can fail any more, so the common path runs unjournaled.
  private mutating func insertRow(
    _ expression: Expression, constant: Double, relation: Relation, strength: Strength
  ) -> AddOutcome {
    let required = strength.isRequired
    // The terms' symbols (variables get their external symbol on first use). The scratch
    // buffers are moved out of `self` while in use and put back at the end.
    var termSymbols = scratchTerms
    var touched = scratchTouched
    var cells = scratchCells
    scratchTerms = RawArray()
    scratchTouched = RawArray()
    scratchCells = RawArray()
    termSymbols.removeAll()
    touched.removeAll()
    cells.removeAll()
    defer {
      scratchTerms = termSymbols
      scratchTouched = touched
      scratchCells = cells
    }
    for term in expression.terms where term.coefficient != 0 {
      termSymbols.append(
        Cell(symbol: symbol(forVariable: Int32(term.variable.id)), coefficient: term.coefficient))
    }
    // A variable that no row mentions yet (an edge defined by a chain of equalities, typically)
    // becomes the subject of a lazy row: basic variables stay references instead of being
    // expanded (see "Lazy rows" in Tableau.swift). Otherwise the row is fully expanded, as in kiwi.
    var lazySubject: Int32 = 0
    for index in 0..<termSymbols.count {
      let symbol = termSymbols[index].symbol
      let info = symbols[symbol]
      if info.kind == .external && info.row < 0 && info.column.isEmpty
        && (lazySubject == 0 || symbol < lazySubject)
      {
        lazySubject = symbol
      }
    }
    if lazySubject != 0 {
      // Only a subject whose coefficient is among the largest of the row (see
      // ``lazyRowGrowth``): a lazy row keeps its references' values, so large multipliers of them
      // would leave its value a difference of large numbers each time it is evaluated.
      var subjectMagnitude = 0.0
      for index in 0..<termSymbols.count where termSymbols[index].symbol == lazySubject {
        subjectMagnitude = termSymbols[index].coefficient.magnitude
      }
      if subjectMagnitude * Tableau.lazyRowGrowth < Tableau.largestMagnitude(of: termSymbols) {
        lazySubject = 0
      }
    }
    var rowConstant = constant
    var magnitudes = scratchMagnitudes
    scratchMagnitudes = RawArray()
    magnitudes.removeAll()
    if lazySubject != 0 {
      for index in 0..<termSymbols.count {
        accumulate(termSymbols[index].symbol, termSymbols[index].coefficient, &touched, &magnitudes)
      }
    } else {
      rowConstant = accumulateExpansion(
        of: termSymbols, constant: constant, &touched, &magnitudes)
    }
    scratchMagnitudes = magnitudes
    for index in 0..<touched.count {
      let symbol = touched[index]
      let value = scratchValue[symbol]
      scratchValue[symbol] = 0
      scratchPosition[symbol] = 0
      if value != 0 { cells.append(Cell(symbol: symbol, coefficient: value)) }
    }
    // The slack, error or dummy symbols that track the constraint.
    var tag = Tag(marker: .none, other: .none, markerCoefficient: 0, otherCoefficient: 0)
    switch relation {
    case .lessThanOrEqual, .greaterThanOrEqual:
      let coefficient = relation == .lessThanOrEqual ? 1.0 : -1.0
      tag.marker = Symbol(id: makeSymbol(.slack))
      tag.markerCoefficient = coefficient
      cells.append(Cell(symbol: tag.marker.id, coefficient: coefficient))
      if !required {
        tag.other = Symbol(id: makeSymbol(.error))
        tag.otherCoefficient = -coefficient
        cells.append(Cell(symbol: tag.other.id, coefficient: -coefficient))
      }
    case .equal:
      if required {
        tag.marker = Symbol(id: makeSymbol(.dummy))
        tag.markerCoefficient = 1
        cells.append(Cell(symbol: tag.marker.id, coefficient: 1))
      } else {
        tag.marker = Symbol(id: makeSymbol(.error))
        tag.other = Symbol(id: makeSymbol(.error))
        tag.markerCoefficient = -1
        tag.otherCoefficient = 1
        cells.append(Cell(symbol: tag.marker.id, coefficient: -1))
        cells.append(Cell(symbol: tag.other.id, coefficient: 1))
      }
    }
    // Keep the constant non-negative, so a slack or error subject gives a feasible row.
    if rowConstant < 0 {
      rowConstant = -rowConstant
      for index in 0..<cells.count {
        cells.pointer(to: Int32(index)).pointee.coefficient.negate()
      }
    }
    var subject = lazySubject != 0 ? lazySubject : chooseSubject(cells, tag)
    if subject == 0 && allDummies(cells) {
      if !Tableau.nearZero(rowConstant) {
        // `0 = c + Σ dummies` with c ≠ 0: the equality contradicts the required ones it combines.
        var certificate: [Int32] = []
        for index in 0..<cells.count where cells[index].symbol != tag.marker.id {
          certificate.append(cells[index].symbol)
        }
        return .unsatisfiable(certificate: certificate.sorted())
      }
      subject = tag.marker.id  // A redundant equality: its dummy becomes basic at 0.
    }
    if subject != 0 {
      if !journal.isRecording { commit() }
      let slot = placeRow(cells, constant: rowConstant)
      rows.pointer(to: slot).pointee.hasReferences = lazySubject != 0
      addErrorsToObjective(tag, strength: strength.value)
      installRow(slot, subject: subject)
    } else {
      if !journal.isRecording { journal.startRecording() }
      let slot = placeRow(cells, constant: rowConstant)
      addErrorsToObjective(tag, strength: strength.value)
      if let certificate = addWithArtificialVariable(slot) {
        return .unsatisfiable(certificate: certificate)
      }
    }
    return .added(tag)
  }

  /// Puts a built row in a new slot (no basic symbol yet) and registers its cells in the columns.
  private mutating func placeRow(_ cells: RawArray<Cell>, constant: Double) -> Int32 {
    let slot = makeSlot(basic: 0, constant: constant)
    rows.pointer(to: slot).pointee.cells.reserve(cells.count)
    for index in 0..<cells.count {
      appendCell(cells[index].symbol, cells[index].coefficient, toRow: slot)
    }
    return slot
  }

  /// Weighs the error symbols of a new non-required constraint in the objective.
  private mutating func addErrorsToObjective(_ tag: Tag, strength: Double) {
    if kind(tag.marker.id) == .error { setObjective(tag.marker.id, strength) }
    if tag.other.isValid && kind(tag.other.id) == .error { setObjective(tag.other.id, strength) }
  }

  /// kiwi's subject choice: the external symbol with the smallest id; else the marker, then the
  /// other symbol, if it is a slack or error with a negative coefficient; else none (0). Externals
  /// whose coefficient is a stable pivot (see ``pivotTolerance``) come first: one whose
  /// coefficient is a residue of cancellation would become basic with a row divided by it; when
  /// every external is below the tolerance, the one with the largest coefficient is taken. (A
  /// marker's coefficient is ±1: solving for it divides nothing.)
  private func chooseSubject(_ cells: RawArray<Cell>, _ tag: Tag) -> Int32 {
    let smallest = Tableau.pivotTolerance * Tableau.largestMagnitude(of: cells)
    // An external symbol must be the subject when the row has one: a parametric external may not
    // stay in a restricted row, where the simplex would treat it as non-negative.
    var external: Int32 = 0
    var largestExternal: Int32 = 0
    var largestExternalMagnitude = 0.0
    for index in 0..<cells.count {
      let symbol = cells[index].symbol
      guard kind(symbol) == .external else { continue }
      let magnitude = cells[index].coefficient.magnitude
      if magnitude >= smallest {
        if external == 0 || symbol < external { external = symbol }
      } else if magnitude > largestExternalMagnitude {
        largestExternal = symbol
        largestExternalMagnitude = magnitude
      }
    }
    if external != 0 { return external }
    if largestExternal != 0 { return largestExternal }
    for candidate in [tag.marker.id, tag.other.id] where candidate != 0 {
      let candidateKind = kind(candidate)
      guard candidateKind == .slack || candidateKind == .error else { continue }
      for index in 0..<cells.count where cells[index].symbol == candidate {
        if cells[index].coefficient < 0 { return candidate }
      }
    }
    return 0
  }

  /// Whether every cell is a dummy (an empty row counts).
  private func allDummies(_ cells: RawArray<Cell>) -> Bool {
    for index in 0..<cells.count where kind(cells[index].symbol) != .dummy { return false }
    return true
  }

  /// Phase one: adds the row in `slot` through an artificial variable.
  ///
  /// - Returns: `nil` on success; otherwise the certificate of infeasibility (the parametric
  ///   symbols of the optimal artificial objective). The caller rolls back on failure.
  private mutating func addWithArtificialVariable(_ slot: Int32) -> [Int32]? {
    let artificial = makeSymbol(.slack)
    rows.pointer(to: slot).pointee.basic = artificial
    symbols.pointer(to: artificial).pointee.row = slot
    // The artificial objective is a copy of the row, kept up to date like any other row.
    let objectiveSlot = makeSlot(basic: 0, constant: rows[slot].constant)
    let source = rows[slot].cells
    rows.pointer(to: objectiveSlot).pointee.cells.reserve(source.count)
    for index in 0..<source.count {
      appendCell(source[index].symbol, source[index].coefficient, toRow: objectiveSlot)
    }
    while true {
      let entering = artificialEnteringSymbol(objectiveSlot)
      if entering == 0 { break }
      let leaving = leavingSlot(for: entering)
      if leaving < 0 { break }
      pivot(leaving, entering: entering)
    }
    let success = Tableau.nearZero(rows[objectiveSlot].constant)
    if !success {
      var certificate: [Int32] = []
      let cells = rows[objectiveSlot].cells
      for index in 0..<cells.count where cells[index].symbol != artificial {
        certificate.append(cells[index].symbol)
      }
      return certificate.sorted()
    }
    dropRow(objectiveSlot)
    // If the artificial variable is still basic (at zero), pivot it out of the basis.
    let artificialRow = symbols[artificial].row
    if artificialRow >= 0 {
      if rows[artificialRow].cells.isEmpty {
        dropRow(artificialRow)
      } else {
        let entering = anyPivotableSymbol(artificialRow)
        guard entering != 0 else { return [] }
        pivot(artificialRow, entering: entering)
      }
    }
    // The artificial variable is now parametric at zero: erase it.
    let column = symbols[artificial].column
    for index in 0..<column.count {
      let rowSlot = column[index]
      let cellIndex = cellIndex(of: artificial, inRow: rowSlot)
      touchRow(rowSlot)
      rows.pointer(to: rowSlot).pointee.cells.swapRemove(at: cellIndex)
    }
    if !column.isEmpty {
      touchColumn(artificial)
      symbols.pointer(to: artificial).pointee.column.removeAll()
    }
    if symbols[artificial].objective != 0 { setObjective(artificial, 0) }
    releaseSymbol(artificial)
    return nil
  }

  /// The entering symbol for the artificial objective: the smallest id with a negative
  /// coefficient, dummies excluded; 0 when optimal. A negative coefficient below the
  /// ``pivotTolerance`` of the row is round-off of a zero and does not count.
  private func artificialEnteringSymbol(_ slot: Int32) -> Int32 {
    let cells = rows[slot].cells
    let smallest = Tableau.pivotTolerance * largestMagnitude(inRow: slot)
    var entering: Int32 = 0
    for index in 0..<cells.count {
      let cell = cells[index]
      if cell.coefficient < 0 && -cell.coefficient >= smallest && kind(cell.symbol) != .dummy
        && (entering == 0 || cell.symbol < entering)
      {
        entering = cell.symbol
      }
    }
    return entering
  }

  /// The slack or error symbol with the smallest id in the row whose coefficient is a stable pivot
  /// (see ``pivotTolerance``); failing that, the dummy with the smallest id (it keeps a redundant
  /// relation among required equalities); failing that, any slack or error; 0 if none exists.
  private func anyPivotableSymbol(_ slot: Int32) -> Int32 {
    let cells = rows[slot].cells
    let smallest = Tableau.pivotTolerance * largestMagnitude(inRow: slot)
    var best: Int32 = 0
    var bestUnstable: Int32 = 0
    var bestDummy: Int32 = 0
    for index in 0..<cells.count {
      let symbol = cells[index].symbol
      let stable = cells[index].coefficient.magnitude >= smallest
      switch kind(symbol) {
      case .slack, .error:
        if stable {
          if best == 0 || symbol < best { best = symbol }
        } else if bestUnstable == 0 || symbol < bestUnstable {
          bestUnstable = symbol
        }
      case .dummy: if bestDummy == 0 || symbol < bestDummy { bestDummy = symbol }
      default: break
      }
    }
    if best != 0 { return best }
    return bestDummy != 0 ? bestDummy : bestUnstable
  }

  // MARK: - Removal

  /// Removes the constraint tracked by `tag` (weighted by `strength`), then re-optimizes.
  ///
  /// Cannot fail: kiwi's `removeConstraint`, with a graceful path where kiwi would report an
  /// internal error (a marker that round-off erased from every row).
  mutating func removeConstraint(_ tag: Tag, strength: Strength) {
    removeObjectiveEffects(tag, strength: strength.value)
    let marker = tag.marker.id
    let markerSlot = symbols[marker].row
    if markerSlot >= 0 {
      dropRow(markerSlot)
    } else {
      dropResidues(of: marker)
      var slot = markerLeavingSlot(marker)
      // Only an unrestricted row can be lazy. Expanding it first keeps references acyclic; as the
      // expansion may cancel the marker in that row, choose again until the row is plain.
      while slot >= 0 && expandReferences(ofSlot: slot) { slot = markerLeavingSlot(marker) }
      if slot >= 0 {
        pivot(slot, entering: marker)
        dropRow(slot)
      } else if tag.other.isValid && symbols[tag.other.id].row >= 0 {
        dropRow(symbols[tag.other.id].row)
      }
    }
    releaseSymbol(marker)
    if tag.other.isValid {
      if symbols[tag.other.id].row >= 0 { dropRow(symbols[tag.other.id].row) }
      releaseSymbol(tag.other.id)
    }
    optimize()
  }

  /// Takes the error symbols' weights out of the objective (before any pivot, as kiwi does).
  private mutating func removeObjectiveEffects(_ tag: Tag, strength: Double) {
    for symbol in [tag.marker.id, tag.other.id] where symbol != 0 && kind(symbol) == .error {
      addWeight(-strength, toError: symbol)
    }
  }

  /// Adds `weight` to the objective weight of an error symbol, basic or parametric.
  private mutating func addWeight(_ weight: Double, toError symbol: Int32) {
    let slot = symbols[symbol].row
    if slot >= 0 {
      addRowToObjective(slot, times: weight)
    } else {
      addToObjective(symbol, weight)
    }
  }

  /// Removes the cells of `symbol` that are not stable pivots (see ``pivotTolerance``): in the
  /// rows of a marker about to leave, such a coefficient is round-off of a zero, and a pivot
  /// elsewhere would substitute it into rows where it does not belong (an external in a
  /// restricted row).
  private mutating func dropResidues(of symbol: Int32) {
    var index = symbols[symbol].column.count - 1
    while index >= 0 {
      let slot = symbols[symbol].column[index]
      index -= 1
      let cellIndex = cellIndex(of: symbol, inRow: slot)
      guard cellIndex >= 0 else { continue }
      if isStablePivot(rows[slot].cells[cellIndex].coefficient, inRow: slot) { continue }
      touchRow(slot)
      rows.pointer(to: slot).pointee.cells.swapRemove(at: cellIndex)
      removeFromColumn(symbol, slot)
    }
  }

  /// The row from which a parametric marker enters the basis when its constraint is removed.
  ///
  /// First, a row whose basic symbol is a dummy: such a row records that a required equality was
  /// redundant, a combination of others that include this one. Pivoting there (its constant is
  /// zero, so no other row moves) lets the redundant equality take over the removed one's role.
  /// kiwi skips this rule, and after removing one of a set of redundant equalities it leaves the
  /// remaining ones unenforced (`x == 10`, `y == 20`, `x + y == 30`, remove `x == 10`: kiwi
  /// reports x + y = 20). Otherwise kiwi's `getMarkerLeavingRow`: the restricted row with a
  /// negative coefficient and the smallest ratio −constant/coefficient; else the restricted row
  /// with the smallest ratio constant/coefficient; else the unrestricted row where the marker's
  /// coefficient is largest in magnitude (kiwi takes any unrestricted row: every one gives the
  /// same system, but pivoting on a coefficient that is round-off of a cancellation, 10⁻¹² where
  /// exact arithmetic has 0, multiplies the row by 10¹² and its errors with it), ties going to
  /// the largest basic id. Other ties go to the smallest basic id. Rows where the marker's
  /// coefficient is not a stable pivot (see ``pivotTolerance``) are never chosen: such a
  /// coefficient is round-off of a zero (``dropResidues(of:)`` removes them before the first
  /// choice; expanding a lazy row can leave new ones). Returns -1 when the marker is in no row.
  private func markerLeavingSlot(_ marker: Int32) -> Int32 {
    let column = symbols[marker].column
    var first: Int32 = -1
    var firstRatio = Double.infinity
    var firstBasic = Int32.max
    var second: Int32 = -1
    var secondRatio = Double.infinity
    var secondBasic = Int32.max
    var third: Int32 = -1
    var thirdBasic: Int32 = -1
    var thirdMagnitude = 0.0
    var redundancy: Int32 = -1
    var redundancyBasic = Int32.max
    for index in 0..<column.count {
      let slot = column[index]
      let basic = rows[slot].basic
      guard basic > 0 else { continue }
      let coefficient = coefficient(of: marker, inRow: slot)
      if coefficient == 0 || !isStablePivot(coefficient, inRow: slot) { continue }
      if kind(basic) == .dummy {
        if basic < redundancyBasic {
          redundancy = slot
          redundancyBasic = basic
        }
      } else if kind(basic) == .external {
        let magnitude = coefficient.magnitude
        if magnitude > thirdMagnitude || (magnitude == thirdMagnitude && basic > thirdBasic) {
          third = slot
          thirdBasic = basic
          thirdMagnitude = magnitude
        }
      } else if coefficient < 0 {
        let ratio = -rows[slot].constant / coefficient
        if ratio < firstRatio || (ratio == firstRatio && basic < firstBasic) {
          first = slot
          firstRatio = ratio
          firstBasic = basic
        }
      } else {
        let ratio = rows[slot].constant / coefficient
        if ratio < secondRatio || (ratio == secondRatio && basic < secondBasic) {
          second = slot
          secondRatio = ratio
          secondBasic = basic
        }
      }
    }
    if redundancy >= 0 { return redundancy }
    if first >= 0 { return first }
    if second >= 0 { return second }
    return third
  }

  // MARK: - Constants and strengths in place

  /// Changes the constant of the constraint tracked by `tag` by `delta`, in place, and restores
  /// feasibility with the dual simplex (kiwi's `suggestValue`, generalized to every constraint).
  ///
  /// Substituting `marker = marker′ + delta / markerCoefficient` into the tableau only moves row
  /// constants: the marker's own row if it is basic, else the other error's row if that is
  /// basic, else every row of the marker's column.
  ///
  /// - Returns: 0 on success, or the basic symbol of a row proving that the required
  ///   constraints became infeasible. The caller rolls back on failure (it opens a recording
  ///   transaction first when the constraint is required).
  ///
  /// - Complexity: O(rows holding the marker) plus the dual simplex pivots.
  mutating func shiftConstant(_ tag: Tag, by delta: Double) -> Int32 {
    let marker = tag.marker.id
    let markerSlot = symbols[marker].row
    if markerSlot >= 0 {
      moveConstant(ofSlot: markerSlot, by: -delta / tag.markerCoefficient)
    } else if tag.other.isValid && symbols[tag.other.id].row >= 0 {
      moveConstant(ofSlot: symbols[tag.other.id].row, by: -delta / tag.otherCoefficient)
    } else {
      let shift = delta / tag.markerCoefficient
      let column = symbols[marker].column
      for index in 0..<column.count {
        let slot = column[index]
        moveConstant(ofSlot: slot, by: coefficient(of: marker, inRow: slot) * shift)
      }
    }
    return dualOptimize()
  }

  /// Adds `amount` to the constant of the row in `slot`, noting the consequences.
  @inline(__always) private mutating func moveConstant(ofSlot slot: Int32, by amount: Double) {
    touchRow(slot)
    let row = rows.pointer(to: slot)
    row.pointee.constant += amount
    markDirty(row.pointee.basic)
    checkFeasibility(slot)
  }

  /// Changes the weight of a non-required constraint's error symbols from `old` to `new`, then
  /// re-optimizes. Both strengths *must* be non-required.
  mutating func changeStrength(_ tag: Tag, from old: Strength, to new: Strength) {
    let delta = new.value - old.value
    for symbol in [tag.marker.id, tag.other.id] where symbol != 0 && kind(symbol) == .error {
      addWeight(delta, toError: symbol)
    }
    optimize()
  }
}
