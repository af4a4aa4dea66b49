/// The simplex tableau of a Cassowary solver: rows, a column index, the objective and the
/// bookkeeping that the incremental algorithms need.
///
/// Storage is designed for speed and determinism:
/// - symbols, row slots and variables are small integer ids of their own types (``Symbol``,
///   ``Slot``, ``Variable``) indexing dense tables (``symbols``, ``rows``); "none" is `nil`;
/// - each row is a compact array of cells in a slot of ``rows``; a column index
///   (``SymbolInfo/column``) lists the rows that hold each parametric symbol, so a pivot visits only
///   those rows instead of the whole tableau;
/// - the objective is dense (a coefficient per symbol) with a lazy min-heap of the symbols whose
///   coefficient is negative, so the entering symbol of Bland's rule is found without a scan;
/// - every choice (entering symbol, leaving row, infeasible row, subject) takes the smallest id
///   among the candidates, so no storage order ever reaches a result.
///
/// All memory is manually managed (see ``RawArray``): the owner calls ``deallocate()`` and uses
/// ``clone()`` for copies. The rows' cells and the columns come from the tableau's own pools
/// (``cellPool``, ``columnPool``; see ``BufferPool``), never from the system allocator directly. The tableau knows nothing about `Constraint` objects; the `Solver`
/// façade maps constraints to ``Tag``s.
///
/// The tableau is a value of about a kilobyte (its tables are `RawArray`s of three words each).
/// A non-mutating method that a mutating one calls without inlining it receives a copy of the
/// whole value, made with `memcpy` before every call. The non-mutating helpers of the
/// mutating paths that run per constraint or per pivot (the subject, leaving-row and
/// entering-symbol choices) are therefore `@inline(__always)`; where the optimizer does not
/// inline them even so (``leavingSlot(for:)``, phase one's `singlePivotSubject`, which calls it,
/// and the removal's `markerLeavingSlot`), they are declared `mutating` although they change
/// nothing, since a mutating method receives the tableau's address.
///
/// ## Lazy rows
///
/// A constraint that mentions a variable no row mentions yet (an edge defined by a chain of
/// equalities, `left_i == left_{i-1} + width_{i-1} + 8`) makes that variable the subject of a
/// *lazy* row: the other basic variables stay in the row as references to their rows instead of
/// being replaced by them (``RowData/hasReferences``). Only unrestricted rows are lazy, so the
/// simplex, which reads restricted rows and the objective, sees the same system as with expanded
/// rows. References form a DAG; a lazy row's value is its constant plus its references' values,
/// computed for the marked variables only (``updateVariables()``); a lazy row is expanded
/// before it is pivoted on or receives a substitution that is not a reference
/// (``expandReferences(ofSlot:)``). A row with large multipliers of its references is expanded
/// from the start (``lazyRowGrowth``). Without lazy rows, the rows of a grid of views grow with
/// the square root of the number of views.
struct Tableau {
  /// Per-symbol tables; index 0 is a sentinel that is never used.
  var symbols: RawArray<SymbolInfo>
  /// Symbol ids that were released and can be reused, most recently released last.
  var freeSymbols: RawArray<Symbol>
  /// Row slots.
  var rows: RawArray<RowData>
  /// Free row slots, most recently freed last.
  var freeSlots: RawArray<Slot>
  /// The memory of the rows' cells (and of the journal's saved copies of them).
  var cellPool: BufferPool<Cell>
  /// The memory of the columns (and of the journal's saved copies of them).
  var columnPool: BufferPool<Slot>
  /// Candidate entering symbols (negative objective coefficient), a min-heap on id; entries may be stale.
  var enteringHeap: RawArray<Symbol>
  /// Basic symbols of rows that may have become infeasible, a min-heap on id.
  var infeasibleHeap: RawArray<Symbol>
  /// Per symbol, the symbol's entry in the scratch list of the operation running: 1 + the
  /// entry's index for a parametric symbol, −1 − the index for a basic one, 0 when the
  /// operation did not list the symbol, and 0 for every symbol between operations (each
  /// operation clears the entries it wrote before it returns).
  ///
  /// The lists are: while a row is built or expanded, the ``accumulator``'s entries (parametric
  /// symbols) and the basic symbols the expansion meets (``walkedBasics``, or its
  /// ``ExpansionQueue``), two lists at once, which the sign of an entry tells apart; the cells
  /// of the source row, while ``substitute(_:bySlot:)`` merges it into other rows;
  /// ``evaluatedValues``, while values are published; the markers whose shifts
  /// ``moveConstants(_:)`` collects. No two of these operations run at once. The index of a
  /// positive entry is ``listIndex(_:)``.
  var listEntries: RawArray<Int32>
  /// Per symbol: the weight of an error symbol in the objective (its constraint's strength), 0
  /// for any other symbol; what ``refreshObjective()`` rebuilds the objective from.
  var weights: RawArray<Double>
  /// Some objective coefficient lost most of its digits to cancellation since the objective was
  /// last rebuilt (see ``addToObjective(_:_:)`` and ``refreshObjective()``).
  var objectiveLostDigits: Bool
  /// Scratch, while ``updateVariables(_:)`` publishes values: the values ``evaluate(_:)``
  /// computed for marked symbols of lazy rows, in the order computed (each symbol's entry in
  /// ``listEntries`` indexes its value until the symbol is published).
  var evaluatedValues: RawArray<Double>
  /// Scratch, during ``evaluate(_:)``: the marked symbols whose values wait for those of their
  /// references, the next one to compute last.
  var evaluationStack: RawArray<Symbol>
  /// Scratch, during the flat walk of an expansion (``accumulateExpansion(of:constant:entering:)``):
  /// the cells still to visit, each times the product of the coefficients on its path.
  var expansionStack: RawArray<Cell>
  /// Scratch, during the flat walk of an expansion: the basic symbols it met, in the order
  /// first met (each one's entry in ``listEntries`` is −1 − its index here).
  var walkedBasics: RawArray<Symbol>
  /// Scratch, while a row is built or expanded: the sum of its terms for each parametric symbol
  /// (see ``accumulate(_:_:)``). Empty between operations.
  var accumulator: Accumulator
  /// Scratch, while ``createRow(_:constant:relation:strength:)`` builds a constraint's row: the
  /// constraint's terms as cells of their variables' external symbols, zero terms left out.
  var newRowTerms: RawArray<Cell>
  /// Scratch, from ``createRow(_:constant:relation:strength:)`` until the row is placed in a
  /// slot: the cells of the constraint's new row (see ``NewRow``).
  var newRowCells: RawArray<Cell>
  /// Scratch, per cell of the row being substituted: the serial of the last row that held it.
  var scratchSeen: RawArray<UInt32>
  /// The serial written into ``scratchSeen``.
  var scratchSerial: UInt32

  /// Per variable: its external symbol, or `nil` when it has none yet.
  var variableSymbols: RawArray<Symbol?>
  /// Per variable: its value as of the last ``updateVariables(_:)``.
  var variableValues: RawArray<Double>
  /// External symbols whose value may have changed since the last update, in marking order.
  var dirtySymbols: RawArray<Symbol>
  /// The variables whose value changed in the last update, in the order they were found.
  var changedVariables: RawArray<Variable>
  /// In an update that refines (``UpdateRound``), the value each entry of ``changedVariables``
  /// had before the update, in the same order.
  var previousValues: RawArray<Double>

  /// The undo log of the current transaction (see ``Journal``).
  var journal: Journal
  /// The required equalities kept out of the rows (see ``DefinitionTable``).
  var definitions: DefinitionTable

  /// Statistics, for benchmarks and tests.
  var pivotCount: Int
  /// Whether a row was added or removed, or the objective's weights changed, since the solution
  /// was last refined (see "Refinement" in the solver's design article): the next update
  /// refines it.
  var refinementDue: Bool
  /// Whether some pivot divided a row by a coefficient more than ``growthLimit`` times smaller
  /// than another of the row's (see ``notePivotGrowth(_:)``): from then on every update refines
  /// the solution, suggestions and constant changes included, until ``Solver/reset()``.
  var refinesEveryUpdate: Bool
  /// How many distinct basic symbols the flat walk of an expansion meets before it switches to
  /// reading rows in rank order (``defaultFlatExpansionLimit``; tests lower it to run every
  /// expansion in rank order).
  var flatExpansionLimit: Int
  /// Whether a new row that phase one would add with a single pivot is solved for that pivot's
  /// entering symbol directly (``singlePivotSubject(_:constant:)``); tests turn it off to
  /// compare with the full phase one.
  var solvesSinglePivotPhaseOne: Bool
  /// Whether required equalities that define a variable not yet determined are kept out of
  /// the rows as definitions (``DefinitionTable``); tests turn it off to compare with the
  /// tableau alone.
  var keepsDefinitions: Bool
  /// Statistics, for tests: how many rows expansions have read
  /// (``accumulateExpansion(of:constant:entering:)``).
  var expansionRowReads: Int

  /// An empty tableau.
  init() {
    symbols = RawArray()
    symbols.append(.unused(kind: .invalid))
    freeSymbols = RawArray()
    rows = RawArray()
    freeSlots = RawArray()
    cellPool = BufferPool()
    columnPool = BufferPool()
    enteringHeap = RawArray()
    infeasibleHeap = RawArray()
    listEntries = RawArray()
    listEntries.append(0)
    weights = RawArray()
    weights.append(0)
    objectiveLostDigits = false
    scratchSeen = RawArray()
    evaluatedValues = RawArray()
    evaluationStack = RawArray()
    expansionStack = RawArray()
    walkedBasics = RawArray()
    accumulator = Accumulator()
    newRowTerms = RawArray()
    newRowCells = RawArray()
    scratchSerial = 0
    variableSymbols = RawArray()
    variableValues = RawArray()
    dirtySymbols = RawArray()
    changedVariables = RawArray()
    previousValues = RawArray()
    journal = Journal()
    definitions = DefinitionTable()
    pivotCount = 0
    refinementDue = false
    refinesEveryUpdate = false
    expansionRowReads = 0
    flatExpansionLimit = Tableau.defaultFlatExpansionLimit
    solvesSinglePivotPhaseOne = true
    keepsDefinitions = true
  }

  /// Frees every buffer. The tableau must not be used afterwards.
  mutating func deallocate() {
    // Only buffers too large for the pools' chunks are freed one by one.
    for index in 0..<symbols.count {
      let info = symbols.pointer(at: index)
      if info.pointee.column.capacity > BufferPool<Slot>.largestPooledCapacity {
        info.pointee.column.release(to: &columnPool)
      }
    }
    for index in 0..<rows.count {
      let row = rows.pointer(at: index)
      if row.pointee.cells.capacity > BufferPool<Cell>.largestPooledCapacity {
        row.pointee.cells.release(to: &cellPool)
      }
    }
    journal.deallocate(cells: &cellPool, columns: &columnPool)
    cellPool.deallocate()
    columnPool.deallocate()
    symbols.deallocate()
    freeSymbols.deallocate()
    rows.deallocate()
    freeSlots.deallocate()
    enteringHeap.deallocate()
    infeasibleHeap.deallocate()
    listEntries.deallocate()
    weights.deallocate()
    scratchSeen.deallocate()
    evaluatedValues.deallocate()
    evaluationStack.deallocate()
    expansionStack.deallocate()
    walkedBasics.deallocate()
    accumulator.deallocate()
    newRowTerms.deallocate()
    newRowCells.deallocate()
    variableSymbols.deallocate()
    variableValues.deallocate()
    dirtySymbols.deallocate()
    changedVariables.deallocate()
    previousValues.deallocate()
    definitions.deallocate()
  }

  /// An independent deep copy (the journal must be idle).
  func clone() -> Tableau {
    precondition(!journal.isOpen, "Tableau.clone() during a transaction")
    var copy = self
    copy.cellPool = BufferPool()
    copy.columnPool = BufferPool()
    copy.symbols = symbols.clone()
    for index in 0..<copy.symbols.count {
      let info = copy.symbols.pointer(at: index)
      info.pointee.column = info.pointee.column.clone(in: &copy.columnPool)
    }
    copy.rows = rows.clone()
    for index in 0..<copy.rows.count {
      let row = copy.rows.pointer(at: index)
      row.pointee.cells = row.pointee.cells.clone(in: &copy.cellPool)
    }
    copy.freeSymbols = freeSymbols.clone()
    copy.freeSlots = freeSlots.clone()
    copy.enteringHeap = enteringHeap.clone()
    copy.infeasibleHeap = infeasibleHeap.clone()
    copy.listEntries = listEntries.clone()
    copy.weights = weights.clone()
    copy.scratchSeen = scratchSeen.clone()
    copy.evaluatedValues = RawArray()
    copy.evaluationStack = RawArray()
    copy.expansionStack = RawArray()
    copy.walkedBasics = RawArray()
    copy.accumulator = Accumulator()
    copy.newRowTerms = RawArray()
    copy.newRowCells = RawArray()
    copy.variableSymbols = variableSymbols.clone()
    copy.variableValues = variableValues.clone()
    copy.dirtySymbols = dirtySymbols.clone()
    copy.changedVariables = changedVariables.clone()
    copy.previousValues = previousValues.clone()
    copy.journal = Journal()
    copy.definitions = definitions.clone()
    return copy
  }

  // MARK: - Capacity

  /// Makes room for `rows` more rows, `symbols` more symbols and `variables` more variables in
  /// the tables indexed by slot, symbol and variable, so that adding them copies no table.
  ///
  /// Each table grows geometrically as ``RawArray/reserve(_:)`` does, so calls for small counts
  /// cost no more than the appends they precede. Released ids are not counted: they are reused
  /// first, so the reservation can only be too large, never change a result.
  mutating func reserveCapacity(rows: Int, symbols: Int, variables: Int) {
    // A constraint becomes a row or a definition: room for either.
    self.rows.reserve(self.rows.count + rows)
    definitions.entries.reserve(definitions.entries.count + rows)
    let symbolCount = self.symbols.count + symbols
    self.symbols.reserve(symbolCount)
    listEntries.reserve(symbolCount)
    weights.reserve(symbolCount)
    let variableCount = variableSymbols.count + variables
    variableSymbols.reserve(variableCount)
    variableValues.reserve(variableCount)
    definitions.reserve(variables: variables)
  }

  // MARK: - Symbols

  /// The kind of `symbol`.
  @inline(__always) func kind(_ symbol: Symbol) -> SymbolKind { symbols[symbol].kind }

  /// The index in its scratch list of the entry that `entry`, a positive value of
  /// ``listEntries``, stands for.
  @inline(__always) static func listIndex(_ entry: Int32) -> Int { Int(entry) &- 1 }

  /// Creates a symbol of the given kind, reusing a released id when one is available.
  mutating func makeSymbol(_ kind: SymbolKind) -> Symbol {
    let symbol: Symbol
    if freeSymbols.isEmpty {
      symbol = Symbol(symbols.count)
      symbols.append(.unused(kind: kind))
      listEntries.append(0)
      weights.append(0)
      journal.recordSymbol(symbol, appended: true)
    } else {
      symbol = freeSymbols.removeLast()
      symbols.pointer(to: symbol).pointee.kind = kind
      weights[symbol] = 0
      journal.recordSymbol(symbol, appended: false)
    }
    return symbol
  }

  /// Releases a symbol that the tableau no longer uses, purging any residue of it.
  ///
  /// The symbol *must* not be basic. Cells that still mention it (only round-off residue can)
  /// are dropped, and its objective coefficient is cleared.
  mutating func releaseSymbol(_ symbol: Symbol) {
    precondition(symbols[symbol].row == nil, "releasing basic symbol \(symbol)")
    let column = symbols[symbol].column
    if !column.isEmpty {
      for slot in column.elements {
        if let index = cellIndex(of: symbol, inRow: slot) {
          touchRow(slot)
          rows.pointer(to: slot).pointee.cells.swapRemove(at: index)
        }
      }
      clearColumn(symbol)
    }
    if symbols[symbol].objective != 0 { setObjective(symbol, 0) }
    if weights[symbol] != 0 {
      if journal.isOpen {
        journal.weightLog.append(Journal.WeightEntry(symbol: symbol, weight: weights[symbol]))
      }
      weights[symbol] = 0
    }
    if journal.isOpen {
      journal.deferRelease(symbol)
    } else {
      finishRelease(symbol)
    }
  }

  /// Marks a released symbol free for reuse (immediately, or when its transaction commits).
  mutating func finishRelease(_ symbol: Symbol) {
    let info = symbols.pointer(to: symbol)
    info.pointee.kind = .invalid
    info.pointee.flags &= ~SymbolInfo.isDirty
    info.pointee.variable = nil
    freeSymbols.append(symbol)
  }

  // MARK: - Rows and columns

  /// Takes a free slot (or a new one) for a row with the given basic symbol (`nil` for a row
  /// being built and the artificial objective) and constant.
  mutating func makeSlot(basic: Symbol?, constant: Double) -> Slot {
    let slot: Slot
    if freeSlots.isEmpty {
      slot = Slot(rows.count)
      rows.append(.free)
      journal.recordSlot(slot, appended: true)
    } else {
      slot = freeSlots.removeLast()
      journal.recordSlot(slot, appended: false)
    }
    let row = rows.pointer(to: slot)
    row.pointee.cells.removeAll()
    row.pointee.constant = constant
    row.pointee.basic = basic
    row.pointee.hasReferences = false
    row.pointee.isFree = false
    if let basic { symbols.pointer(to: basic).pointee.row = slot }
    return slot
  }

  /// Appends a cell to the row in `slot` and records the slot in the symbol's column.
  ///
  /// The symbol *must* not already be in the row.
  @inline(__always) mutating func appendCell(
    _ symbol: Symbol, _ coefficient: Double, toRow slot: Slot
  ) {
    rows.pointer(to: slot).pointee.cells.append(
      Cell(symbol: symbol, coefficient: coefficient), in: &cellPool)
    addToColumn(symbol, slot)
  }

  /// Empties the row in `slot`, removes it from every column and frees the slot.
  ///
  /// Its basic symbol (if any) becomes parametric.
  mutating func dropRow(_ slot: Slot) {
    touchRow(slot)
    let row = rows.pointer(to: slot)
    let cells = row.pointee.cells
    for index in 0..<cells.count { removeFromColumn(cells[index].symbol, slot) }
    if let basic = row.pointee.basic {
      symbols.pointer(to: basic).pointee.row = nil
      markDirty(basic)
    }
    row.pointee.cells.removeAll()
    row.pointee.constant = 0
    row.pointee.basic = nil
    row.pointee.hasReferences = false
    row.pointee.isFree = true
    if journal.isOpen {
      journal.deferSlotRelease(slot)
    } else {
      freeSlots.append(slot)
    }
  }

  /// Removes `slot` from the column of `symbol`; the slot *must* be in it.
  @inline(__always) mutating func removeFromColumn(_ symbol: Symbol, _ slot: Slot) {
    let column = symbols[symbol].column
    let base = column.base.unsafelyUnwrapped
    var index = column.count - 1
    while index >= 0 && base[index] != slot { index -= 1 }
    precondition(index >= 0, "slot \(slot) missing from the column of symbol \(symbol)")
    removeFromColumn(symbol, at: index)
  }

  // MARK: - Objective

  /// Sets the objective coefficient of `symbol` (a value known exactly: a strength, or 0),
  /// queueing the symbol as an entering candidate when the value is negative.
  @inline(__always) mutating func setObjective(_ symbol: Symbol, _ value: Double) {
    setObjective(symbol, value, scale: Tableau.scale(of: value))
  }

  /// Adds `delta` to the objective coefficient of `symbol`.
  ///
  /// The objective is a sum of many rows times strengths, so a coefficient that should cancel
  /// exactly can be left with round-off of its *earlier* terms (10⁶ + 1 − 10⁶ − 1 leaves
  /// 2⁻³⁵, far above the round-off of the last two terms). Each coefficient therefore keeps the
  /// largest magnitude summed into it since it was last zero, and a result within
  /// ``cancellation`` of that scale is exactly zero.
  ///
  /// A coefficient can also inherit round-off through a factor: when a symbol with such a
  /// coefficient is substituted by its row, the row's cells receive it in proportion. Below
  /// ``epsilon`` in absolute value (kiwi's threshold for the objective), a coefficient is zero
  /// too: objective coefficients are combinations of strengths (1 and more), where 10⁻⁸ is noise.
  ///
  /// A result that is not exactly zero but below ``digitLoss`` of its scale kept fewer than
  /// eight of its digits, or none: it may be a real coefficient that the snapping erased (39
  /// left of terms of 4 · 10¹², whose round-off is 10⁻³). Such a sum marks the objective for a
  /// rebuild from the current rows (``objectiveLostDigits``, ``refreshObjective()``).
  @inline(__always) mutating func addToObjective(_ symbol: Symbol, _ delta: Double) {
    let info = symbols.pointer(to: symbol)
    let old = info.pointee.objective
    let value = old + delta
    var scale = Double(info.pointee.objectiveScale)
    if delta.magnitude > scale { scale = delta.magnitude }
    if old.magnitude > scale { scale = old.magnitude }
    if value.magnitude <= Tableau.digitLoss * scale && value != 0 { objectiveLostDigits = true }
    if value.magnitude <= Tableau.cancellation * scale || Tableau.nearZero(value) {
      setObjective(symbol, 0, scale: 0)
    } else {
      setObjective(symbol, value, scale: Tableau.scale(of: scale))
    }
  }

  /// The fraction of its scale below which an objective coefficient has lost too many digits to
  /// be trusted, 10⁻⁸ (see ``addToObjective(_:_:)``).
  static let digitLoss = 1.0e-8

  /// Rebuilds the objective from the current rows: each error symbol's weight, or its row
  /// times its weight when it is basic, summed afresh in symbol order.
  ///
  /// The objective is updated incrementally by every pivot, so a coefficient is the sum of its
  /// whole history: terms of 10¹² (a strong weight times a row that a 0.04 multiplier made of
  /// 10⁶) that later cancelled leave round-off of 10⁻⁴ in it, or, snapped as a cancellation
  /// (``cancellation``), erase a real coefficient of 39 — and the simplex stops at a vertex that
  /// is not optimal. The current rows carry no such history. The rebuild costs the length of
  /// the basic error rows plus one pass over the symbols, so it runs only when a sum lost its
  /// digits (``objectiveLostDigits``).
  mutating func refreshObjective() {
    for offset in 1..<symbols.count where symbols[offset].objective != 0 {
      setObjective(Symbol(offset), 0, scale: 0)
    }
    for offset in 1..<symbols.count where symbols[offset].kind == .error {
      let symbol = Symbol(offset)
      let weight = weights[symbol]
      guard weight != 0 else { continue }
      if let slot = symbols[symbol].row {
        addRowToObjective(slot, times: weight)
      } else {
        addToObjective(symbol, weight)
      }
    }
    objectiveLostDigits = false
  }

  /// A magnitude as a (rounded up, finite) `Float` scale.
  @inline(__always) static func scale(of magnitude: Double) -> Float {
    let scale = Float(magnitude.magnitude)
    return scale < .greatestFiniteMagnitude ? scale.nextUp : .greatestFiniteMagnitude
  }

  @inline(__always) private mutating func setObjective(
    _ symbol: Symbol, _ value: Double, scale: Float
  ) {
    let info = symbols.pointer(to: symbol)
    if journal.isRecording {
      journal.recordObjective(symbol, info.pointee.objective, info.pointee.objectiveScale)
    }
    info.pointee.objective = value
    info.pointee.objectiveScale = value == 0 ? 0 : scale
    if value < 0 && info.pointee.flags & SymbolInfo.inEnteringHeap == 0 {
      info.pointee.flags |= SymbolInfo.inEnteringHeap
      Tableau.heapPush(&enteringHeap, symbol)
    }
  }

  /// Adds `factor` times the cells of the row in `slot` to the objective.
  ///
  /// Like kiwi, the objective keeps no constant term: only its coefficients drive the simplex.
  ///
  /// External symbols are skipped: the objective of a parametric external is exactly zero.
  /// The objective is a weighted sum of error symbols; a restricted row (the only kind an error
  /// can be basic in) never holds a parametric external, and when a marker leaves through an
  /// external's row on removal (leaving that external parametric in unrestricted rows only), a
  /// non-zero coefficient would make the objective unbounded along the free external. What the
  /// arithmetic leaves there is round-off of the objective's largest terms (a strong weight times
  /// a 10³ coefficient leaves 10⁻⁷), which would otherwise enter the simplex as a spurious
  /// direction.
  mutating func addRowToObjective(_ slot: Slot, times factor: Double) {
    let row = rows[slot]
    for index in 0..<row.cells.count {
      let cell = row.cells[index]
      if symbols[cell.symbol].kind == .external { continue }
      addToObjective(cell.symbol, factor * cell.coefficient)
    }
  }

  // MARK: - Dirty variables and infeasible rows

  /// Notes that the value of `symbol` may have changed, if it stands for a variable.
  @inline(__always) mutating func markDirty(_ symbol: Symbol) {
    let info = symbols.pointer(to: symbol)
    if info.pointee.kind == .external && info.pointee.flags & SymbolInfo.isDirty == 0 {
      info.pointee.flags |= SymbolInfo.isDirty
      dirtySymbols.append(symbol)
    }
  }

  /// Queues the row in `slot` for the dual simplex if its basic symbol is restricted and its
  /// constant is out of bounds (negative; or non-zero for a dummy, which must stay at 0).
  @inline(__always) mutating func checkFeasibility(_ slot: Slot) {
    let row = rows.pointer(to: slot)
    guard let basic = row.pointee.basic else { return }
    checkFeasibility(of: basic, symbols.pointer(to: basic), constant: row.pointee.constant)
  }

  /// ``markDirty(_:)`` and ``checkFeasibility(_:)`` for the basic symbol of a row whose
  /// constant just became `constant`, reading the symbol's record once: an external symbol is
  /// the one kind marked dirty, and it is never restricted.
  @inline(__always) mutating func noteConstantChange(ofBasic basic: Symbol, constant: Double) {
    let info = symbols.pointer(to: basic)
    if info.pointee.kind == .external {
      if info.pointee.flags & SymbolInfo.isDirty == 0 {
        info.pointee.flags |= SymbolInfo.isDirty
        dirtySymbols.append(basic)
      }
    } else {
      checkFeasibility(of: basic, info, constant: constant)
    }
  }

  /// Queues `basic` (whose record is `info`) for the dual simplex if it is restricted and its
  /// row's `constant` is out of bounds.
  @inline(__always) private mutating func checkFeasibility(
    of basic: Symbol, _ info: UnsafeMutablePointer<SymbolInfo>, constant: Double
  ) {
    let kind = info.pointee.kind
    let infeasible =
      kind == .dummy ? !Tableau.nearZero(constant) : (kind.isRestricted && constant < 0)
    if infeasible && info.pointee.flags & SymbolInfo.inInfeasibleHeap == 0 {
      info.pointee.flags |= SymbolInfo.inInfeasibleHeap
      Tableau.heapPush(&infeasibleHeap, basic)
    }
  }

  // MARK: - Variables

  /// Registers a new variable; returns it (its id is its index in the per-variable tables).
  mutating func addVariable() -> Variable {
    variableSymbols.append(nil)
    variableValues.append(0)
    definitions.addVariable()
    return Variable(id: variableSymbols.count - 1)
  }

  /// The external symbol of `variable`, created (parametric, in no row) if it has none.
  mutating func symbol(forVariable variable: Variable) -> Symbol {
    if let existing = variableSymbols[variable] { return existing }
    let symbol = makeSymbol(.external)
    symbols.pointer(to: symbol).pointee.variable = variable
    variableSymbols[variable] = symbol
    journal.recordVariableSymbol(variable)
    return symbol
  }

  /// Publishes the values of the variables whose rows changed since the last call, and records
  /// in ``changedVariables`` those whose published value actually changed.
  ///
  /// A variable's value is its row's constant plus, for a lazy row, its references' values.
  /// Marks are first propagated to the rows that reference a marked variable; each marked
  /// variable is then evaluated once (references first, without recursion).
  ///
  /// An update that refines publishes values in two rounds (see ``UpdateRound``), and
  /// ``changedVariables`` lists, once each, the variables whose value after both differs from
  /// the value before the first.
  ///
  /// - Complexity: O(marked variables and their rows), not O(number of variables).
  mutating func updateVariables(_ round: UpdateRound = .only) {
    switch round {
    case .only:
      changedVariables.removeAll()
      publishMarkedValues(recordingPrevious: false)
      publishDefinedValues(recordingPrevious: false)
      return
    case .beforeRefinement:
      changedVariables.removeAll()
      previousValues.removeAll()
    case .afterRefinement:
      for index in 0..<changedVariables.count {
        definitions.flags[changedVariables[index]] |= DefinitionTable.isListedChanged
      }
    }
    publishMarkedValues(recordingPrevious: true)
    publishDefinedValues(recordingPrevious: true)
    guard round == .afterRefinement else { return }
    // Keep the variables whose value differs from the one before the first round (a value the
    // refinement moved back is not a change), in their order.
    var kept = 0
    for index in 0..<changedVariables.count {
      let variable = changedVariables[index]
      definitions.flags[variable] &= ~DefinitionTable.isListedChanged
      if variableValues[variable] != previousValues[index] {
        changedVariables[kept] = variable
        kept += 1
      }
    }
    while changedVariables.count > kept { changedVariables.removeLast() }
    previousValues.removeAll()
  }

  /// Which round of publishing an update is (``updateVariables(_:)``).
  enum UpdateRound {
    /// The update publishes once: no refinement is due.
    case only
    /// The first of two rounds: also records, for each changed variable, its previous value.
    case beforeRefinement
    /// The second, after the refinement moved rows: adds the variables that change now to those
    /// of the first round, then drops those whose value is back to the one before the first.
    case afterRefinement
  }

  /// Evaluates the marked variables and publishes those whose value changed (appending them to
  /// ``changedVariables`` unless flagged ``SymbolInfo/isListedChanged``, and their previous
  /// values to ``previousValues`` when `recordingPrevious`).
  @inline(__always) private mutating func publishMarkedValues(recordingPrevious: Bool) {
    // Propagate marks along references: a lazy row's value follows its references' values.
    var index = 0
    while index < dirtySymbols.count {
      let symbol = dirtySymbols[index]
      index += 1
      let column = symbols[symbol].column
      for position in 0..<column.count {
        if let basic = rows[column[position]].basic { markDirty(basic) }
      }
    }
    // Evaluate and publish. A plain row's value is its constant; a lazy row's value needs its
    // references' values: published ones for unmarked references (unchanged), freshly computed
    // ones (``evaluatedValues``) for marked references not yet published.
    for index in 0..<dirtySymbols.count {
      let symbol = dirtySymbols[index]
      let info = symbols.pointer(to: symbol)
      var value: Double
      let entry = listEntries[symbol]
      if entry != 0 {
        value = evaluatedValues[Tableau.listIndex(entry)]
        listEntries[symbol] = 0
      } else if let slot = info.pointee.row, !rows[slot].hasReferences {
        value = rows[slot].constant
      } else if info.pointee.row != nil {
        evaluate(symbol)
        value = evaluatedValues[Tableau.listIndex(listEntries[symbol])]
        listEntries[symbol] = 0
      } else {
        value = 0
      }
      info.pointee.flags &= ~SymbolInfo.isDirty
      // Adding 0.0 turns a negative zero into a positive one, so output never shows "-0".
      value += 0.0
      guard let variable = info.pointee.variable else { continue }
      if variableValues[variable] != value {
        // The definitions that mention the variable follow its value.
        definitions.markDependents(of: variable)
        if !recordingPrevious {
          variableValues[variable] = value
          changedVariables.append(variable)
          continue
        }
        if definitions.flags[variable] & DefinitionTable.isListedChanged == 0 {
          changedVariables.append(variable)
          previousValues.append(variableValues[variable])
        }
        variableValues[variable] = value
      }
    }
    dirtySymbols.removeAll()
    evaluatedValues.removeAll()
  }

  /// The value of the lazy row in `slot` if every marked reference is already computed (its
  /// value published, or in ``evaluatedValues``); otherwise `nil`, with those references pushed
  /// on ``evaluationStack``.
  @inline(__always)
  private mutating func lazyRowValue(_ slot: Slot) -> Double? {
    let row = rows.pointer(to: slot)
    var value = row.pointee.constant
    var complete = true
    let cells = row.pointee.cells
    for position in 0..<cells.count {
      let cell = cells[position]
      let info = symbols.pointer(to: cell.symbol)
      if info.pointee.row == nil { continue }  // Parametric: contributes 0.
      if info.pointee.flags & SymbolInfo.isDirty == 0 {
        value += cell.coefficient * variableValues[info.pointee.externalVariable]
      } else if listEntries[cell.symbol] != 0 {
        value += cell.coefficient * evaluatedValues[Tableau.listIndex(listEntries[cell.symbol])]
      } else {
        evaluationStack.append(cell.symbol)
        complete = false
      }
    }
    return complete ? value : nil
  }

  /// Computes the value of the marked symbol `root`, first computing the marked references it
  /// needs — with an explicit stack, as chains of references can be long — and lists each value
  /// computed, the root's last, in ``evaluatedValues`` (see ``noteEvaluated(_:_:)``).
  private mutating func evaluate(_ root: Symbol) {
    let slot = symbols[root].basicRow
    if let value = lazyRowValue(slot) {
      noteEvaluated(root, value)
      return
    }
    evaluationStack.removeAll()
    evaluationStack.append(root)
    _ = lazyRowValue(slot)
    while !evaluationStack.isEmpty {
      let symbol = evaluationStack[evaluationStack.count - 1]
      if listEntries[symbol] != 0 {
        evaluationStack.removeLast()
        continue
      }
      let value: Double
      if let symbolSlot = symbols[symbol].row {
        if rows[symbolSlot].hasReferences {
          let depth = evaluationStack.count
          guard let computed = lazyRowValue(symbolSlot) else { continue }
          precondition(evaluationStack.count == depth, "references changed during evaluation")
          value = computed
        } else {
          value = rows[symbolSlot].constant
        }
      } else {
        value = 0
      }
      noteEvaluated(symbol, value)
      evaluationStack.removeLast()
    }
  }

  /// Appends the `value` computed for `symbol` to ``evaluatedValues`` and lists it there in
  /// ``listEntries``.
  @inline(__always) private mutating func noteEvaluated(_ symbol: Symbol, _ value: Double) {
    evaluatedValues.append(value)
    // The list holds distinct symbols, fewer than their Int32 ids.
    listEntries[symbol] = Int32(truncatingIfNeeded: evaluatedValues.count)
  }

  // MARK: - Heaps

  /// Pushes `value` onto a binary min-heap.
  static func heapPush(_ heap: inout RawArray<Symbol>, _ value: Symbol) {
    heap.append(value)
    let base = heap.base.unsafelyUnwrapped
    var child = heap.count - 1
    while child > 0 {
      let parent = (child - 1) / 2
      if base[parent] <= value { break }
      base[child] = base[parent]
      child = parent
    }
    base[child] = value
  }

  /// Removes and returns the smallest value of a non-empty binary min-heap.
  static func heapPop(_ heap: inout RawArray<Symbol>) -> Symbol {
    let base = heap.base.unsafelyUnwrapped
    let top = base[0]
    let last = heap.removeLast()
    let count = heap.count
    if count > 0 {
      var parent = 0
      while true {
        var child = 2 * parent + 1
        if child >= count { break }
        if child + 1 < count && base[child + 1] < base[child] { child += 1 }
        if base[child] >= last { break }
        base[parent] = base[child]
        parent = child
      }
      base[parent] = last
    }
    return top
  }
}
