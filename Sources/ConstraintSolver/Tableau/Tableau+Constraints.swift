extension Tableau {
  /// The outcome of adding a constraint's row.
  enum AddOutcome {
    /// The row is in the tableau, tracked by the tag.
    case added(Tag)
    /// The required row contradicts the tableau; the tableau is unchanged. The symbols are the
    /// markers of the existing constraints that take part in the proof of infeasibility.
    case unsatisfiable(certificate: [Symbol])
  }

  /// Adds the row of `Σ terms + constant (relation) 0` with the given strength, then re-optimizes.
  ///
  /// Follows kiwi's `addConstraint`: create the row (``createRow(_:constant:relation:strength:)``),
  /// choose a subject (``subject(for:)``), then solve the row for it
  /// (``insertRow(_:solvedFor:)``) or fall back to phase one with an artificial variable
  /// (``addWithArtificialVariable(_:)``), except that a failure leaves the tableau exactly as
  /// it was. Every term's variable *must* be registered.
  ///
  /// The call is one transaction, and this method decides what it records. Creating the row
  /// only makes symbols (the variables' external symbols on their first use, the tag's), which
  /// the transaction logs without recording anything else. With a subject nothing can fail any
  /// more: the transaction commits before the row goes in, which therefore runs unjournaled.
  /// Phase one can fail: the transaction records from then on, so that a failure rolls it back.
  ///
  /// - Parameter subject: a variable with no symbol yet that the row is to be solved for when it
  ///   can be a lazy row's subject (a definition moving into the tableau keeps its subject).
  mutating func addConstraint(
    _ terms: UnsafeBufferPointer<Term>, constant: Double, relation: Relation, strength: Strength,
    subject preferred: Variable? = nil
  ) -> AddOutcome {
    beginTransaction()
    let row = createRow(
      terms, constant: constant, relation: relation, strength: strength, subject: preferred)
    switch subject(for: row) {
    case .subject(let subject):
      commit()
      insertRow(row, solvedFor: subject)
    case .artificialVariable:
      journal.startRecording()
      if let certificate = addWithArtificialVariable(row) {
        rollback()
        return .unsatisfiable(certificate: certificate)
      }
      commit()
    case .contradiction:
      // Only the new symbols are to undo.
      let certificate = Tableau.contradictionCertificate(of: row)
      rollback()
      return .unsatisfiable(certificate: certificate)
    }
    optimize()
    return .added(row.tag)
  }

  /// Adds a constraint's row inside a transaction that the caller opened, started recording,
  /// and will commit or roll back (it also re-optimizes): the steps of
  /// ``addConstraint(_:constant:relation:strength:)-(UnsafeBufferPointer<Term>,_,_,_)``
  /// without its transaction. Used to replace a constraint's rows all or nothing.
  mutating func addConstraintInTransaction(
    _ terms: UnsafeBufferPointer<Term>, constant: Double, relation: Relation, strength: Strength,
    subject preferred: Variable? = nil
  ) -> AddOutcome {
    precondition(journal.isRecording, "addConstraintInTransaction outside a recording transaction")
    let row = createRow(
      terms, constant: constant, relation: relation, strength: strength, subject: preferred)
    switch subject(for: row) {
    case .subject(let subject):
      insertRow(row, solvedFor: subject)
    case .artificialVariable:
      if let certificate = addWithArtificialVariable(row) {
        return .unsatisfiable(certificate: certificate)
      }
    case .contradiction:
      return .unsatisfiable(certificate: Tableau.contradictionCertificate(of: row))
    }
    return .added(row.tag)
  }

  /// Adds the row of an expression's terms, as the overload that takes a buffer of terms (the
  /// expression's own constant is not used; `constant` is).
  mutating func addConstraint(
    _ expression: Expression, constant: Double, relation: Relation, strength: Strength
  ) -> AddOutcome {
    expression.terms.withUnsafeBufferPointer { terms in
      addConstraint(terms, constant: constant, relation: relation, strength: strength)
    }
  }

  // MARK: - Creating a constraint's row

  /// A constraint's row, created but not yet in the tableau
  /// (``createRow(_:constant:relation:strength:)``): `0 = constant + Σ cells`, with
  /// `constant >= 0`.
  struct NewRow {
    /// The cells: every symbol parametric, except the references of a lazy row. The memory is
    /// ``Tableau/newRowCells``'s (this is a second handle on it), valid until the next row is
    /// created.
    var cells: RawArray<Cell>
    /// The constant, non-negative.
    var constant: Double
    /// The symbols that track the constraint (its marker, and its other error symbol if any).
    var tag: Tag
    /// The weight of the error symbols in the objective: the constraint's strength.
    var strength: Double
    /// The subject when the row is lazy (see "Lazy rows" in ``Tableau``), chosen as the row is
    /// created: the row then keeps its references to basic symbols.
    var lazySubject: Symbol?
  }

  /// Creates the row of `Σ terms + constant (relation) 0` (kiwi's `createRow`), in
  /// ``newRowCells``: the terms with each basic symbol replaced by its row (kept as a reference
  /// when the row is lazy), the slack, error or dummy symbols that track the constraint, and
  /// the signs flipped if need be so that the constant is non-negative. Makes the symbols the
  /// row needs (the variables' external symbols on their first use, the tag's symbols); apart
  /// from them it changes only scratch buffers and the statistics of expansions
  /// (``expansionRowReads``), no row and no column.
  private mutating func createRow(
    _ terms: UnsafeBufferPointer<Term>, constant: Double, relation: Relation, strength: Strength,
    subject: Variable?
  ) -> NewRow {
    collectTerms(terms)
    let lazySubject = lazySubject(
      of: newRowTerms, preferring: subject.flatMap { variableSymbols[$0] })
    var rowConstant = constant
    if lazySubject != nil {
      accumulateTerms()
    } else {
      rowConstant = accumulateExpansion(of: newRowTerms, constant: constant)
    }
    newRowCells.removeAll()
    moveAccumulatorToNewRow()
    let tag = appendTagCells(relation, required: strength.isRequired)
    // Keep the constant non-negative, so a slack or error subject gives a feasible row.
    if rowConstant < 0 {
      rowConstant = -rowConstant
      for index in 0..<newRowCells.count {
        newRowCells.pointer(at: index).pointee.coefficient.negate()
      }
    }
    return NewRow(
      cells: newRowCells, constant: rowConstant, tag: tag, strength: strength.value,
      lazySubject: lazySubject)
  }

  /// Writes `terms` to ``newRowTerms`` as cells of their variables' external symbols (made on a
  /// variable's first use), leaving out the terms whose coefficient is zero.
  @inline(__always)
  private mutating func collectTerms(_ terms: UnsafeBufferPointer<Term>) {
    newRowTerms.removeAll()
    for term in terms where term.coefficient != 0 {
      let symbol = symbol(forVariable: term.variable)
      newRowTerms.append(Cell(symbol: symbol, coefficient: term.coefficient))
    }
  }

  /// The subject of a lazy row for the cells `terms`, or `nil` when the row is to be expanded,
  /// as in kiwi.
  ///
  /// A variable that no row mentions yet (an edge defined by a chain of equalities, typically)
  /// becomes the subject of a lazy row: basic variables stay references instead of being
  /// expanded (see "Lazy rows" in ``Tableau``). Among such variables, the one with the smallest
  /// id; and only when its coefficient is among the largest of the row (see ``lazyRowGrowth``):
  /// a lazy row keeps its references' values, so large multipliers of them would leave its value
  /// a difference of large numbers each time it is evaluated. A `preferred` symbol that is
  /// such a variable is chosen before the others.
  @inline(__always)
  private func lazySubject(of terms: RawArray<Cell>, preferring preferred: Symbol?) -> Symbol? {
    var subject: Symbol? = nil
    for index in 0..<terms.count {
      let symbol = terms[index].symbol
      let info = symbols[symbol]
      if info.kind == .external && info.row == nil && info.column.isEmpty {
        if symbol == preferred {
          subject = symbol
          break
        }
        subject = Tableau.smaller(symbol, subject)
      }
    }
    guard let subject else { return nil }
    var subjectMagnitude = 0.0
    for index in 0..<terms.count where terms[index].symbol == subject {
      subjectMagnitude = terms[index].coefficient.magnitude
    }
    if subjectMagnitude * Tableau.lazyRowGrowth < Tableau.largestMagnitude(of: terms) {
      return nil
    }
    return subject
  }

  /// Sums ``newRowTerms`` per symbol in the ``accumulator`` as they are, basic symbols
  /// included: the cells of a lazy row.
  @inline(__always)
  private mutating func accumulateTerms() {
    for index in 0..<newRowTerms.count {
      accumulate(newRowTerms[index].symbol, newRowTerms[index].coefficient)
    }
  }

  /// Appends to ``newRowCells`` a cell for each non-zero sum of the ``accumulator``, in the
  /// order of its entries, and empties the accumulator.
  @inline(__always)
  private mutating func moveAccumulatorToNewRow() {
    for index in 0..<accumulator.count {
      let symbol = accumulator.symbols[index]
      let sum = accumulator.sums[index]
      listEntries[symbol] = 0
      if sum != 0 { newRowCells.append(Cell(symbol: symbol, coefficient: sum)) }
    }
    accumulator.removeAll()
  }

  /// Makes the symbols that track a constraint of `relation` and appends their cells to
  /// ``newRowCells``: a slack for an inequality (+1 for `<=`, −1 for `>=`), with an error of the
  /// opposite sign unless the constraint is required; a dummy for a required equality; two
  /// errors, −1 and +1, for a non-required one.
  ///
  /// - Returns: the tag that names them, the slack or dummy or first error as the marker.
  @inline(__always)
  private mutating func appendTagCells(_ relation: Relation, required: Bool) -> Tag {
    switch relation {
    case .lessThanOrEqual, .greaterThanOrEqual:
      let coefficient = relation == .lessThanOrEqual ? 1.0 : -1.0
      let slack = makeSymbol(.slack)
      newRowCells.append(Cell(symbol: slack, coefficient: coefficient))
      if required {
        return Tag(marker: slack, markerCoefficient: coefficient)
      }
      let error = makeSymbol(.error)
      newRowCells.append(Cell(symbol: error, coefficient: -coefficient))
      return Tag(
        marker: slack, other: error, markerCoefficient: coefficient,
        otherCoefficient: -coefficient)
    case .equal:
      if required {
        let dummy = makeSymbol(.dummy)
        newRowCells.append(Cell(symbol: dummy, coefficient: 1))
        return Tag(marker: dummy, markerCoefficient: 1)
      }
      let minus = makeSymbol(.error)
      let plus = makeSymbol(.error)
      newRowCells.append(Cell(symbol: minus, coefficient: -1))
      newRowCells.append(Cell(symbol: plus, coefficient: 1))
      return Tag(marker: minus, other: plus, markerCoefficient: -1, otherCoefficient: 1)
    }
  }

  // MARK: - Choosing the subject

  /// How a new row enters the tableau (``subject(for:)``).
  enum SubjectChoice {
    /// Solved for this symbol, which becomes basic (``insertRow(_:solvedFor:)``): nothing can
    /// fail.
    case subject(Symbol)
    /// Through phase one (``addWithArtificialVariable(_:)``), which can fail.
    case artificialVariable
    /// Not at all: the row is `0 = c + Σ dummies` with c ≠ 0, a required equality that
    /// contradicts the required equalities it combines (``contradictionCertificate(of:)``).
    case contradiction
  }

  /// The subject of a new row, the first of: its lazy subject (``NewRow/lazySubject``); kiwi's
  /// choice (``chooseSubject(_:_:)``); the entering symbol of a phase one that would take a
  /// single pivot (``singlePivotSubject(_:constant:)``, unless ``solvesSinglePivotPhaseOne`` is
  /// off); for a row of dummies only, its marker when the constant is zero (a redundant
  /// equality: its dummy becomes basic at 0), else a contradiction (kiwi's `allDummies` test).
  /// Otherwise the row needs an artificial variable.
  ///
  /// Changes nothing; `mutating` only so that the tableau is passed by address, not copied (see
  /// ``Tableau``).
  @inline(__always)
  private mutating func subject(for row: NewRow) -> SubjectChoice {
    if let subject = row.lazySubject { return .subject(subject) }
    if let subject = chooseSubject(row.cells, row.tag) { return .subject(subject) }
    if solvesSinglePivotPhaseOne,
      let subject = singlePivotSubject(row.cells, constant: row.constant)
    {
      return .subject(subject)
    }
    if allDummies(row.cells) {
      return Tableau.nearZero(row.constant) ? .subject(row.tag.marker) : .contradiction
    }
    return .artificialVariable
  }

  /// The certificate of a row that is a ``SubjectChoice/contradiction``: its dummies other than
  /// its own marker (the markers of the required equalities it combines), sorted.
  static func contradictionCertificate(of row: NewRow) -> [Symbol] {
    var certificate: [Symbol] = []
    for index in 0..<row.cells.count where row.cells[index].symbol != row.tag.marker {
      certificate.append(row.cells[index].symbol)
    }
    return certificate.sorted()
  }

  // MARK: - Putting the row in

  /// Puts a new row in the tableau solved for `subject`, one of its cells (kiwi's `solveFor` and
  /// `substitute`): places it in a slot, weighs its error symbols in the objective, makes
  /// `subject` basic in it and substitutes it everywhere else. Does not optimize.
  private mutating func insertRow(_ row: NewRow, solvedFor subject: Symbol) {
    let slot = placeRow(row)
    if row.lazySubject != nil {
      rows.pointer(to: slot).pointee.makeLazy(rank: lazyRank(of: row.cells))
    }
    addErrorsToObjective(row.tag, strength: row.strength)
    installRow(slot, subject: subject)
    refinementDue = true
  }

  /// The rank of a new lazy row with `cells`: 1 + the largest rank of the rows its basic cells
  /// refer to (see ``RowData/rank``).
  @inline(__always)
  private func lazyRank(of cells: RawArray<Cell>) -> UInt32 {
    var rank: UInt32 = 0
    for index in 0..<cells.count {
      if let slot = symbols[cells[index].symbol].row, rows[slot].rank > rank {
        rank = rows[slot].rank
      }
    }
    precondition(rank < RowData.freeRank - 1, "lazy rows nested too deeply")
    return rank + 1
  }

  /// Puts a new row in a new slot (no basic symbol yet) and registers its cells in the columns.
  private mutating func placeRow(_ row: NewRow) -> Slot {
    let cells = row.cells
    let slot = makeSlot(basic: nil, constant: row.constant)
    rows.pointer(to: slot).pointee.cells.reserve(cells.count, in: &cellPool)
    for index in 0..<cells.count {
      appendCell(cells[index].symbol, cells[index].coefficient, toRow: slot)
    }
    return slot
  }

  /// Weighs the error symbols of a new non-required constraint in the objective.
  private mutating func addErrorsToObjective(_ tag: Tag, strength: Double) {
    for symbol in tag.symbols where kind(symbol) == .error {
      weights[symbol] = strength
      setObjective(symbol, strength)
    }
  }

  /// kiwi's subject choice: the external symbol with the smallest id; else the marker, then the
  /// other symbol, if it is a slack or error with a negative coefficient; else `nil`. Externals
  /// whose coefficient is a stable pivot (see ``pivotTolerance``) come first: one whose
  /// coefficient is a residue of cancellation would become basic with a row divided by it; when
  /// every external is below the tolerance, the one with the largest coefficient is taken. (A
  /// marker's coefficient is ±1: solving for it divides nothing.)
  @inline(__always)
  private func chooseSubject(_ cells: RawArray<Cell>, _ tag: Tag) -> Symbol? {
    let smallest = Tableau.pivotTolerance * Tableau.largestMagnitude(of: cells)
    // An external symbol must be the subject when the row has one: a parametric external may not
    // stay in a restricted row, where the simplex would treat it as non-negative.
    var external: Symbol? = nil
    var largestExternal: Symbol? = nil
    var largestExternalMagnitude = 0.0
    for index in 0..<cells.count {
      let symbol = cells[index].symbol
      guard kind(symbol) == .external else { continue }
      let magnitude = cells[index].coefficient.magnitude
      if magnitude >= smallest {
        external = Tableau.smaller(symbol, external)
      } else if magnitude > largestExternalMagnitude {
        largestExternal = symbol
        largestExternalMagnitude = magnitude
      }
    }
    if let chosen = external ?? largestExternal { return chosen }
    for candidate in tag.symbols {
      let candidateKind = kind(candidate)
      guard candidateKind == .slack || candidateKind == .error else { continue }
      for index in 0..<cells.count where cells[index].symbol == candidate {
        if cells[index].coefficient < 0 { return candidate }
      }
    }
    return nil
  }

  /// Whether every cell is a dummy (an empty row counts).
  @inline(__always)
  private func allDummies(_ cells: RawArray<Cell>) -> Bool {
    for index in 0..<cells.count where kind(cells[index].symbol) != .dummy { return false }
    return true
  }

  /// The subject of a new row without one (`cells` and `constant`, not placed yet) when phase
  /// one would end after a single pivot that makes the row's artificial variable leave; `nil`
  /// when it might take more, or fail.
  ///
  /// Phase one makes the artificial variable `a = constant + Σ cells` basic and minimizes it.
  /// Its first entering symbol `e` is the one ``artificialEnteringSymbol(_:)-(RawArray<Cell>)``
  /// picks from the same cells. When the new row's ratio −constant / coefficient(e) is strictly
  /// smaller than that of every other row the ratio test would consider (restricted basic
  /// symbol, negative and stable coefficient of `e`), the new row leaves: `e` becomes basic in
  /// it, `a` is parametric at zero and is erased. Solving the row for `e` directly gives the
  /// same rows, without the artificial objective, the artificial cells that the pivot spreads
  /// into every row mentioning `e`, and a journal for a call that can no longer fail. The
  /// other rows keep non-negative constants for the reason the ratio test chose the row. The
  /// other rows' side of the ratio test is ``leavingSlot(for:)`` (the new row is not placed
  /// yet, so it is not among them); a row it can only fall back to has an unstable pivot and
  /// loses to the new row's stable one. A tie goes to the full phase one, whose tie-break
  /// depends on the artificial variable's id.
  ///
  /// Changes nothing; `mutating` only so that the tableau is passed by address, not copied (see
  /// ``Tableau``).
  private mutating func singlePivotSubject(_ cells: RawArray<Cell>, constant: Double) -> Symbol? {
    guard let entering = artificialEnteringSymbol(cells) else { return nil }
    if let slot = leavingSlot(for: entering) {
      let coefficient = coefficient(of: entering, inRow: slot)
      var pivotCoefficient = 0.0
      for index in 0..<cells.count where cells[index].symbol == entering {
        pivotCoefficient = cells[index].coefficient
      }
      if isStablePivot(coefficient, inRow: slot)
        && -rows[slot].constant / coefficient <= -constant / pivotCoefficient
      {
        return nil
      }
    }
    return entering
  }

  /// Phase one (kiwi's `addWithArtificialVariable`): puts a new row without a subject in the
  /// tableau through an artificial variable. Places the row in a slot and weighs its error
  /// symbols in the objective, makes the artificial variable `a = constant + Σ cells` basic in
  /// it and minimizes `a` with the artificial objective, a copy of the row; when `a` reaches
  /// zero, the row has a basic symbol of its own and `a` is erased. Does not optimize the
  /// objective.
  ///
  /// - Returns: `nil` on success; otherwise the certificate of infeasibility (the parametric
  ///   symbols of the optimal artificial objective). The caller rolls back on failure, which
  ///   needs a recording transaction.
  private mutating func addWithArtificialVariable(_ row: NewRow) -> [Symbol]? {
    let slot = placeRow(row)
    addErrorsToObjective(row.tag, strength: row.strength)
    let artificial = makeSymbol(.slack)
    rows.pointer(to: slot).pointee.basic = artificial
    symbols.pointer(to: artificial).pointee.row = slot
    // The artificial objective is a copy of the row, kept up to date like any other row.
    let objectiveSlot = makeSlot(basic: nil, constant: rows[slot].constant)
    let source = rows[slot].cells
    rows.pointer(to: objectiveSlot).pointee.cells.reserve(source.count, in: &cellPool)
    for index in 0..<source.count {
      appendCell(source[index].symbol, source[index].coefficient, toRow: objectiveSlot)
    }
    while let entering = artificialEnteringSymbol(objectiveSlot),
      let leaving = leavingSlot(for: entering)
    {
      pivot(leaving, entering: entering)
    }
    let success = Tableau.nearZero(rows[objectiveSlot].constant)
    if !success {
      var certificate: [Symbol] = []
      let cells = rows[objectiveSlot].cells
      for index in 0..<cells.count where cells[index].symbol != artificial {
        certificate.append(cells[index].symbol)
      }
      return certificate.sorted()
    }
    dropRow(objectiveSlot)
    // If the artificial variable is still basic (at zero), pivot it out of the basis.
    if let artificialRow = symbols[artificial].row {
      if rows[artificialRow].cells.isEmpty {
        dropRow(artificialRow)
      } else {
        guard let entering = anyPivotableSymbol(artificialRow) else { return [] }
        pivot(artificialRow, entering: entering)
      }
    }
    // The artificial variable is now parametric at zero: erase it.
    let column = symbols[artificial].column
    for index in 0..<column.count {
      let rowSlot = column[index]
      let cellIndex = cellIndex(ofRequired: artificial, inRow: rowSlot, "listed artificial symbol")
      touchRow(rowSlot)
      rows.pointer(to: rowSlot).pointee.cells.swapRemove(at: cellIndex)
    }
    if !column.isEmpty {
      clearColumn(artificial)
    }
    if symbols[artificial].objective != 0 { setObjective(artificial, 0) }
    releaseSymbol(artificial)
    refinementDue = true
    return nil
  }

  /// The entering symbol for the artificial objective in `slot` (see
  /// ``artificialEnteringSymbol(_:)-(RawArray<Cell>)``).
  @inline(__always)
  private func artificialEnteringSymbol(_ slot: Slot) -> Symbol? {
    artificialEnteringSymbol(rows[slot].cells)
  }

  /// The entering symbol for an artificial objective with `cells`: the smallest id with a
  /// negative coefficient, dummies excluded; `nil` when optimal. A negative coefficient below the
  /// ``pivotTolerance`` of the row is round-off of a zero and does not count.
  @inline(__always)
  private func artificialEnteringSymbol(_ cells: RawArray<Cell>) -> Symbol? {
    let smallest = Tableau.pivotTolerance * Tableau.largestMagnitude(of: cells)
    var entering: Symbol? = nil
    for index in 0..<cells.count {
      let cell = cells[index]
      if cell.coefficient < 0 && -cell.coefficient >= smallest && kind(cell.symbol) != .dummy {
        entering = Tableau.smaller(cell.symbol, entering)
      }
    }
    return entering
  }

  /// The slack or error symbol with the smallest id in the row whose coefficient is a stable pivot
  /// (see ``pivotTolerance``); failing that, the dummy with the smallest id (it keeps a redundant
  /// relation among required equalities); failing that, any slack or error; `nil` if none
  /// exists.
  @inline(__always)
  private func anyPivotableSymbol(_ slot: Slot) -> Symbol? {
    let cells = rows[slot].cells
    let smallest = Tableau.pivotTolerance * largestMagnitude(inRow: slot)
    var best: Symbol? = nil
    var bestUnstable: Symbol? = nil
    var bestDummy: Symbol? = nil
    for index in 0..<cells.count {
      let symbol = cells[index].symbol
      let stable = cells[index].coefficient.magnitude >= smallest
      switch kind(symbol) {
      case .slack, .error:
        if stable {
          best = Tableau.smaller(symbol, best)
        } else {
          bestUnstable = Tableau.smaller(symbol, bestUnstable)
        }
      case .dummy: bestDummy = Tableau.smaller(symbol, bestDummy)
      default: break
      }
    }
    return best ?? bestDummy ?? bestUnstable
  }

  /// The one of `symbol` and `current` with the smaller id (`symbol` when there is no current).
  @inline(__always) static func smaller(_ symbol: Symbol, _ current: Symbol?) -> Symbol {
    guard let current else { return symbol }
    return symbol < current ? symbol : current
  }

  // MARK: - Removal

  /// Removes the constraint tracked by `tag` (weighted by `strength`), then re-optimizes.
  ///
  /// Cannot fail: kiwi's `removeConstraint`, with a graceful path where kiwi would report an
  /// internal error (a marker that round-off erased from every row).
  mutating func removeConstraint(_ tag: Tag, strength: Strength) {
    removeObjectiveEffects(tag, strength: strength.value)
    let marker = tag.marker
    if let markerSlot = symbols[marker].row {
      dropRow(markerSlot)
    } else {
      dropResidues(of: marker)
      var slot = markerLeavingSlot(marker)
      // Only an unrestricted row can be lazy. Expanding it first keeps references acyclic; as the
      // expansion may cancel the marker in that row, choose again until the row is plain.
      while let candidate = slot, expandReferences(ofSlot: candidate) {
        slot = markerLeavingSlot(marker)
      }
      if let slot {
        pivot(slot, entering: marker)
        dropRow(slot)
      } else if let other = tag.other, let otherSlot = symbols[other].row {
        dropRow(otherSlot)
      }
    }
    releaseSymbol(marker)
    if let other = tag.other {
      if let otherSlot = symbols[other].row { dropRow(otherSlot) }
      releaseSymbol(other)
    }
    refinementDue = true
    optimize()
  }

  /// Takes the error symbols' weights out of the objective (before any pivot, as kiwi does).
  private mutating func removeObjectiveEffects(_ tag: Tag, strength: Double) {
    for symbol in tag.symbols where kind(symbol) == .error {
      addWeight(-strength, toError: symbol)
    }
  }

  /// Adds `weight` to the objective weight of an error symbol, basic or parametric.
  private mutating func addWeight(_ weight: Double, toError symbol: Symbol) {
    if let slot = symbols[symbol].row {
      addRowToObjective(slot, times: weight)
    } else {
      addToObjective(symbol, weight)
    }
  }

  /// Removes the cells of `symbol` that are not stable pivots (see ``pivotTolerance``): in the
  /// rows of a marker about to leave, such a coefficient is round-off of a zero, and a pivot
  /// elsewhere would substitute it into rows where it does not belong (an external in a
  /// restricted row).
  private mutating func dropResidues(of symbol: Symbol) {
    var index = symbols[symbol].column.count - 1
    while index >= 0 {
      let slot = symbols[symbol].column[index]
      index -= 1
      guard let cellIndex = cellIndex(of: symbol, inRow: slot) else { continue }
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
  /// choice; expanding a lazy row can leave new ones). Returns `nil` when the marker is in no
  /// row.
  ///
  /// Changes nothing; `mutating` only so that the tableau is passed by address, not copied (see
  /// ``Tableau``).
  private mutating func markerLeavingSlot(_ marker: Symbol) -> Slot? {
    let column = symbols[marker].column
    var first: (slot: Slot, ratio: Double, basic: Symbol)? = nil
    var second: (slot: Slot, ratio: Double, basic: Symbol)? = nil
    var third: (slot: Slot, magnitude: Double, basic: Symbol)? = nil
    var redundancy: (slot: Slot, basic: Symbol)? = nil
    for index in 0..<column.count {
      let slot = column[index]
      guard let basic = rows[slot].basic else { continue }
      let coefficient = coefficient(of: marker, inRow: slot)
      if coefficient == 0 || !isStablePivot(coefficient, inRow: slot) { continue }
      if kind(basic) == .dummy {
        if redundancy.map({ basic < $0.basic }) ?? true { redundancy = (slot, basic) }
      } else if kind(basic) == .external {
        let magnitude = coefficient.magnitude
        let isLarger =
          third.map {
            magnitude > $0.magnitude || (magnitude == $0.magnitude && basic > $0.basic)
          } ?? true
        if isLarger { third = (slot, magnitude, basic) }
      } else if coefficient < 0 {
        let ratio = -rows[slot].constant / coefficient
        if Tableau.precedes(ratio, basic, first) { first = (slot, ratio, basic) }
      } else {
        let ratio = rows[slot].constant / coefficient
        if Tableau.precedes(ratio, basic, second) { second = (slot, ratio, basic) }
      }
    }
    return redundancy?.slot ?? first?.slot ?? second?.slot ?? third?.slot
  }

  // MARK: - Constants and strengths in place

  /// Changes the constant of the constraint tracked by `tag` by `delta`, in place, and restores
  /// feasibility with the dual simplex (kiwi's `suggestValue`, generalized to every constraint).
  ///
  /// Substituting `marker = marker′ + delta / markerCoefficient` into the tableau only moves row
  /// constants: the marker's own row if it is basic, else the other error's row if that is
  /// basic, else every row of the marker's column.
  ///
  /// - Returns: `nil` on success, or the basic symbol of a row proving that the required
  ///   constraints became infeasible. The caller rolls back on failure (it opens a recording
  ///   transaction first when the constraint is required).
  ///
  /// - Complexity: O(rows holding the marker) plus the dual simplex pivots.
  mutating func shiftConstant(_ tag: Tag, by delta: Double) -> Symbol? {
    moveConstants(of: tag, by: delta)
    return repairAfterShifts()
  }

  /// Moves the rows of a constraint whose constant changed by `delta`, without repairing them:
  /// rows left infeasible wait in the infeasible heap for ``repairAfterShifts()``.
  mutating func moveConstants(of tag: Tag, by delta: Double) {
    let marker = tag.marker
    if let markerSlot = symbols[marker].row {
      moveConstant(ofSlot: markerSlot, by: -delta / tag.markerCoefficient)
    } else if let other = tag.other, let otherSlot = symbols[other].row {
      moveConstant(ofSlot: otherSlot, by: -delta / tag.otherCoefficient)
    } else {
      let shift = delta / tag.markerCoefficient
      let column = symbols[marker].column
      for index in 0..<column.count {
        let slot = column[index]
        moveConstant(ofSlot: slot, by: coefficient(of: marker, inRow: slot) * shift)
      }
    }
  }

  /// Moves the rows of several constraints whose constants changed, without repairing them: the
  /// same as ``moveConstants(of:by:)`` for each shift in turn, but a row holding the markers of
  /// several of them moves once, by the sum of its shifts.
  ///
  /// A chain of views stacked one below the other puts the height of each view in the rows of
  /// every view below it, so the rows are long and each marker's column is long: moving the
  /// markers one by one searched every row once per marker it holds (cubic in the length of the
  /// chain), where this reads each row once.
  ///
  /// - Complexity: O(cells of the rows holding the markers + *r* log *r*) for *r* column entries.
  mutating func moveConstants(_ shifts: [(tag: Tag, delta: Double)]) {
    // Markers that are parametric (in other rows' cells) collect their shift per unit of the
    // marker in `markerShifts`; `markers` is the list of ``listEntries``. The other constraints
    // move their own row.
    var markers: [Symbol] = []
    var markerShifts: [Double] = []
    for (tag, delta) in shifts {
      let marker = tag.marker
      if symbols[marker].row != nil || (tag.other.map { symbols[$0].row != nil } ?? false) {
        moveConstants(of: tag, by: delta)
        continue
      }
      var entry = listEntries[marker]
      if entry == 0 {
        markers.append(marker)
        markerShifts.append(0)
        entry = Int32(markers.count)
        listEntries[marker] = entry
      }
      markerShifts[Tableau.listIndex(entry)] += delta / tag.markerCoefficient
    }
    guard !markers.isEmpty else { return }
    var slots: [Slot] = []
    for marker in markers {
      let column = symbols[marker].column
      for index in 0..<column.count { slots.append(column[index]) }
    }
    // Each row once, in slot order (deterministic, as the order of the markers' columns is).
    slots.sort { $0.index < $1.index }
    var previous: Slot? = nil
    for slot in slots where slot != previous {
      previous = slot
      let cells = rows[slot].cells
      var amount = 0.0
      for index in 0..<cells.count {
        let entry = listEntries[cells[index].symbol]
        if entry != 0 {
          amount += cells[index].coefficient * markerShifts[Tableau.listIndex(entry)]
        }
      }
      moveConstant(ofSlot: slot, by: amount)
    }
    for marker in markers { listEntries[marker] = 0 }
  }

  /// Repairs the rows that constant shifts left infeasible (the dual simplex), then rebuilds the
  /// objective if it lost its digits.
  ///
  /// - Returns: the basic symbol of a row that cannot be made feasible (the required constraints
  ///   contradict each other), or `nil`.
  mutating func repairAfterShifts() -> Symbol? {
    let failure = dualOptimize()
    // The dual simplex keeps the objective optimal only as far as its coefficients are right.
    if failure == nil && objectiveLostDigits { optimize() }
    return failure
  }

  /// Adds `amount` to the constant of the row in `slot`, noting the consequences.
  @inline(__always) private mutating func moveConstant(ofSlot slot: Slot, by amount: Double) {
    touchRow(slot)
    let row = rows.pointer(to: slot)
    let constant = row.pointee.constant + amount
    row.pointee.constant = constant
    if let basic = row.pointee.basic { noteConstantChange(ofBasic: basic, constant: constant) }
  }

  /// Changes the weight of a non-required constraint's error symbols from `old` to `new`, then
  /// re-optimizes. Both strengths *must* be non-required.
  mutating func changeStrength(_ tag: Tag, from old: Strength, to new: Strength) {
    let delta = new.value - old.value
    for symbol in tag.symbols where kind(symbol) == .error {
      weights[symbol] = new.value
      addWeight(delta, toError: symbol)
    }
    refinementDue = true
    optimize()
  }
}
