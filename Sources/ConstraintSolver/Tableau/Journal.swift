/// The undo log that lets a failed operation leave the tableau exactly as it was.
///
/// A transaction is *open* while an operation that may still fail runs: symbol and slot
/// allocations are logged and releases are deferred to the commit. When it is also *recording*,
/// the first modification of each row, column and objective coefficient saves its previous
/// contents, so ``Tableau/rollback()`` restores them bit for bit — including the order of cells
/// and column entries, so even iteration orders are those of a solver that never saw the call.
///
/// Only operations that can fail after touching the tableau record: phase one of an addition
/// (an unsatisfiable required constraint) and the constant update of a required constraint.
/// The hot paths (suggestions, ordinary additions, removals) run with the journal closed.
struct Journal {
  /// A saved row.
  struct SavedRow {
    var slot: Int32
    var cells: RawArray<Cell>
    var constant: Double
    var basic: Int32
    var hasReferences: Bool
  }

  /// A saved column.
  struct SavedColumn {
    var symbol: Int32
    var slots: RawArray<Int32>
  }

  /// An allocation of a symbol id or a slot: whether it was appended (or taken from a free list).
  struct Allocation {
    var id: Int32
    var appended: Bool
  }

  /// A previous objective coefficient.
  struct ObjectiveEntry {
    var symbol: Int32
    var value: Double
    var scale: Float
  }

  /// A transaction is in progress.
  private(set) var isOpen = false
  /// The transaction saves pre-images of what it modifies.
  private(set) var isRecording = false
  /// Identifies the current transaction in the stamp tables.
  private(set) var serial: UInt32 = 0
  /// Per slot: the serial of the transaction that last saved (or created) it.
  var rowStamps = RawArray<UInt32>()
  /// Per symbol: the serial of the transaction that last saved (or created) its column.
  var columnStamps = RawArray<UInt32>()
  var savedRows = RawArray<SavedRow>()
  var savedColumns = RawArray<SavedColumn>()
  var objectiveLog = RawArray<ObjectiveEntry>()
  var symbolLog = RawArray<Allocation>()
  var slotLog = RawArray<Allocation>()
  var deferredSymbolReleases = RawArray<Int32>()
  var deferredSlotReleases = RawArray<Int32>()
  var variableLog = RawArray<Int32>()
  var dirtyCount = 0

  /// Frees every buffer.
  mutating func deallocate() {
    discardSaved()
    rowStamps.deallocate()
    columnStamps.deallocate()
    savedRows.deallocate()
    savedColumns.deallocate()
    objectiveLog.deallocate()
    symbolLog.deallocate()
    slotLog.deallocate()
    deferredSymbolReleases.deallocate()
    deferredSlotReleases.deallocate()
    variableLog.deallocate()
  }

  /// Starts a transaction that logs allocations only.
  mutating func open(dirtyCount: Int) {
    precondition(!isOpen, "nested tableau transaction")
    isOpen = true
    isRecording = false
    serial &+= 1
    if serial == 0 { serial = 1 }
    self.dirtyCount = dirtyCount
  }

  /// From now on, save the pre-image of everything the transaction modifies.
  mutating func startRecording() {
    precondition(isOpen, "recording outside a transaction")
    isRecording = true
  }

  /// Frees the saved pre-images and clears every log.
  mutating func discardSaved() {
    for index in 0..<savedRows.count {
      savedRows.pointer(to: Int32(index)).pointee.cells.deallocate()
    }
    for index in 0..<savedColumns.count {
      savedColumns.pointer(to: Int32(index)).pointee.slots.deallocate()
    }
    savedRows.removeAll()
    savedColumns.removeAll()
    objectiveLog.removeAll()
    symbolLog.removeAll()
    slotLog.removeAll()
    deferredSymbolReleases.removeAll()
    deferredSlotReleases.removeAll()
    variableLog.removeAll()
  }

  /// Ends the transaction (after commit or rollback has used the logs).
  mutating func close() {
    discardSaved()
    isOpen = false
    isRecording = false
  }

  @inline(__always) mutating func recordSymbol(_ id: Int32, appended: Bool) {
    guard isOpen else { return }
    symbolLog.append(Allocation(id: id, appended: appended))
    stampColumn(id)
  }

  @inline(__always) mutating func recordSlot(_ slot: Int32, appended: Bool) {
    guard isOpen else { return }
    slotLog.append(Allocation(id: slot, appended: appended))
    stampRow(slot)
  }

  @inline(__always) mutating func recordVariableSymbol(_ variable: Int32) {
    guard isOpen else { return }
    variableLog.append(variable)
  }

  @inline(__always) mutating func recordObjective(
    _ symbol: Int32, _ value: Double, _ scale: Float
  ) {
    objectiveLog.append(ObjectiveEntry(symbol: symbol, value: value, scale: scale))
  }

  @inline(__always) mutating func deferRelease(_ symbol: Int32) {
    deferredSymbolReleases.append(symbol)
  }

  @inline(__always) mutating func deferSlotRelease(_ slot: Int32) {
    deferredSlotReleases.append(slot)
  }

  /// Marks `slot` as saved (or created) in this transaction; returns whether it already was.
  @inline(__always) @discardableResult mutating func stampRow(_ slot: Int32) -> Bool {
    while rowStamps.count <= Int(slot) { rowStamps.append(0) }
    if rowStamps[slot] == serial { return true }
    rowStamps[slot] = serial
    return false
  }

  /// Marks the column of `symbol` as saved (or created) in this transaction; returns whether it
  /// already was.
  @inline(__always) @discardableResult mutating func stampColumn(_ symbol: Int32) -> Bool {
    while columnStamps.count <= Int(symbol) { columnStamps.append(0) }
    if columnStamps[symbol] == serial { return true }
    columnStamps[symbol] = serial
    return false
  }
}

extension Tableau {
  /// Opens a transaction that logs allocations (see ``Journal``).
  mutating func beginTransaction() {
    journal.open(dirtyCount: dirtySymbols.count)
  }

  /// Saves the row in `slot` before its first modification in a recording transaction.
  @inline(__always) mutating func touchRow(_ slot: Int32) {
    guard journal.isRecording else { return }
    if journal.stampRow(slot) { return }
    let row = rows[slot]
    journal.savedRows.append(
      Journal.SavedRow(
        slot: slot, cells: row.cells.clone(), constant: row.constant, basic: row.basic,
        hasReferences: row.hasReferences))
  }

  /// Saves the column of `symbol` before its first modification in a recording transaction.
  @inline(__always) mutating func touchColumn(_ symbol: Int32) {
    guard journal.isRecording else { return }
    if journal.stampColumn(symbol) { return }
    journal.savedColumns.append(
      Journal.SavedColumn(symbol: symbol, slots: symbols[symbol].column.clone()))
  }

  /// Keeps everything the transaction did and ends it.
  mutating func commit() {
    precondition(journal.isOpen, "commit outside a transaction")
    for index in 0..<journal.deferredSlotReleases.count {
      freeSlots.append(journal.deferredSlotReleases[index])
    }
    for index in 0..<journal.deferredSymbolReleases.count {
      finishRelease(journal.deferredSymbolReleases[index])
    }
    journal.close()
  }

  /// Undoes everything the transaction did and ends it.
  ///
  /// Allocations are always undone; rows, columns and objective coefficients only if the
  /// transaction was recording when they were modified (callers start recording before the
  /// first modification that may have to be undone).
  mutating func rollback() {
    precondition(journal.isOpen, "rollback outside a transaction")
    // Queued infeasible rows belong to the abandoned attempt.
    while !infeasibleHeap.isEmpty {
      let symbol = Tableau.heapPop(&infeasibleHeap)
      if Int(symbol) < symbols.count {
        symbols.pointer(to: symbol).pointee.flags &= ~SymbolInfo.inInfeasibleHeap
      }
    }
    // Rows: detach current basic symbols, then restore the saved rows.
    for index in 0..<journal.slotLog.count {
      detachBasic(ofSlot: journal.slotLog[index].id)
    }
    for index in 0..<journal.savedRows.count {
      detachBasic(ofSlot: journal.savedRows[index].slot)
    }
    for index in 0..<journal.savedRows.count {
      let saved = journal.savedRows.pointer(to: Int32(index))
      let row = rows.pointer(to: saved.pointee.slot)
      row.pointee.cells.deallocate()
      row.pointee.cells = saved.pointee.cells
      row.pointee.constant = saved.pointee.constant
      row.pointee.basic = saved.pointee.basic
      row.pointee.hasReferences = saved.pointee.hasReferences
      saved.pointee.cells = RawArray()
      if row.pointee.basic > 0 {
        symbols.pointer(to: row.pointee.basic).pointee.row = saved.pointee.slot
      }
    }
    var index = journal.slotLog.count - 1
    while index >= 0 {
      let allocation = journal.slotLog[index]
      let row = rows.pointer(to: allocation.id)
      row.pointee.cells.removeAll()
      row.pointee.constant = 0
      row.pointee.basic = -1
      row.pointee.hasReferences = false
      if allocation.appended {
        precondition(Int(allocation.id) == rows.count - 1, "slot log out of order")
        row.pointee.cells.deallocate()
        rows.removeLast()
      } else {
        freeSlots.append(allocation.id)
      }
      index -= 1
    }
    // Columns.
    for index in 0..<journal.savedColumns.count {
      let saved = journal.savedColumns.pointer(to: Int32(index))
      let info = symbols.pointer(to: saved.pointee.symbol)
      info.pointee.column.deallocate()
      info.pointee.column = saved.pointee.slots
      saved.pointee.slots = RawArray()
    }
    // Objective, in reverse so the oldest value wins.
    index = journal.objectiveLog.count - 1
    while index >= 0 {
      let entry = journal.objectiveLog[index]
      if Int(entry.symbol) < symbols.count {
        symbols.pointer(to: entry.symbol).pointee.objective = entry.value
        symbols.pointer(to: entry.symbol).pointee.objectiveScale = entry.scale
      }
      index -= 1
    }
    // Variables that received their first symbol.
    for index in 0..<journal.variableLog.count {
      variableSymbols[journal.variableLog[index]] = 0
    }
    // Dirty marks made by the attempt.
    while dirtySymbols.count > journal.dirtyCount {
      let symbol = dirtySymbols.removeLast()
      if Int(symbol) < symbols.count {
        symbols.pointer(to: symbol).pointee.flags &= ~SymbolInfo.isDirty
      }
    }
    // Symbols, in reverse allocation order.
    index = journal.symbolLog.count - 1
    while index >= 0 {
      let allocation = journal.symbolLog[index]
      let info = symbols.pointer(to: allocation.id)
      if allocation.appended {
        precondition(Int(allocation.id) == symbols.count - 1, "symbol log out of order")
        info.pointee.column.deallocate()
        symbols.removeLast()
        scratchPosition.removeLast()
        scratchValue.removeLast()
      } else {
        info.pointee.kind = .invalid
        info.pointee.flags = 0
        info.pointee.row = -1
        info.pointee.variable = -1
        info.pointee.objective = 0
        info.pointee.objectiveScale = 0
        info.pointee.column.removeAll()
        freeSymbols.append(allocation.id)
      }
      index -= 1
    }
    // Rebuild the entering heap: drop stale entries, re-queue negative coefficients.
    while !enteringHeap.isEmpty {
      let symbol = Tableau.heapPop(&enteringHeap)
      if Int(symbol) < symbols.count {
        symbols.pointer(to: symbol).pointee.flags &= ~SymbolInfo.inEnteringHeap
      }
    }
    for index in 0..<journal.objectiveLog.count {
      let symbol = journal.objectiveLog[index].symbol
      guard Int(symbol) < symbols.count else { continue }
      let info = symbols.pointer(to: symbol)
      if info.pointee.objective < 0 && info.pointee.flags & SymbolInfo.inEnteringHeap == 0 {
        info.pointee.flags |= SymbolInfo.inEnteringHeap
        Tableau.heapPush(&enteringHeap, symbol)
      }
    }
    journal.close()
  }

  /// Makes the basic symbol of `slot` (if any) parametric in the symbol table.
  private mutating func detachBasic(ofSlot slot: Int32) {
    guard Int(slot) < rows.count else { return }
    let basic = rows[slot].basic
    if basic > 0 && Int(basic) < symbols.count && symbols[basic].row == slot {
      symbols.pointer(to: basic).pointee.row = -1
    }
  }
}
