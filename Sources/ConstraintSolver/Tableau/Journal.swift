/// The undo log that lets a failed operation leave the tableau exactly as it was.
///
/// A transaction is *open* while an operation that may still fail runs: symbol and slot
/// allocations are logged and releases are deferred to the commit. When it is also *recording*,
/// the first modification of each row and objective coefficient saves its previous contents,
/// and every change to a column is logged (an append, a removal with its position, a clearing
/// with the entries), so ``Tableau/rollback()`` restores them bit for bit — including the order
/// of cells and column entries, so even iteration orders are those of a solver that never saw
/// the call. Columns are logged change by change rather than copied: a symbol that many rows
/// mention (a window's width, say) has a long column, and copying it whenever a recording
/// addition appended a row to it made building a large layout quadratic.
///
/// Only operations that can fail after touching the tableau record: phase one of an addition
/// (an unsatisfiable required constraint) and the constant update of a required constraint.
/// The hot paths (suggestions, ordinary additions, removals) run with the journal closed.
struct Journal {
  /// A saved row: its slot and its contents (which own the saved cells).
  struct SavedRow {
    var slot: Slot
    var row: RowData
  }

  /// One change to a column, undone by ``Tableau/rollback()`` in reverse order.
  struct ColumnChange {
    /// What happened to the column.
    enum Kind: UInt8 {
      /// `slot` was appended.
      case append
      /// The entry at `index` (which was `slot`) was removed by moving the last entry into its
      /// place.
      case removal
      /// The column was emptied; `entries` holds what it was (moved out, not copied).
      case clearing
    }

    var symbol: Symbol
    var kind: Kind
    var index: Int
    var slot: Slot
    var entries: RawArray<Slot>
  }

  /// An allocation of a symbol or a slot: whether it was appended (or taken from a free list).
  struct Allocation<ID> {
    var id: ID
    var appended: Bool
  }

  /// The weight of an error symbol before its release.
  struct WeightEntry {
    var symbol: Symbol
    var weight: Double
  }

  /// A previous objective coefficient.
  struct ObjectiveEntry {
    var symbol: Symbol
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
  /// Per symbol: the serial of the transaction that last created it (its column needs no log).
  var columnStamps = RawArray<UInt32>()
  var savedRows = RawArray<SavedRow>()
  var columnLog = RawArray<ColumnChange>()
  var objectiveLog = RawArray<ObjectiveEntry>()
  var weightLog = RawArray<WeightEntry>()
  /// ``Tableau/objectiveLostDigits`` when the transaction opened.
  var objectiveLostDigits = false
  /// ``Tableau/refinementDue`` when the transaction opened.
  var refinementDue = false
  /// ``Tableau/refinesEveryUpdate`` when the transaction opened.
  var refinesEveryUpdate = false
  var symbolLog = RawArray<Allocation<Symbol>>()
  var slotLog = RawArray<Allocation<Slot>>()
  var deferredSymbolReleases = RawArray<Symbol>()
  var deferredSlotReleases = RawArray<Slot>()
  var variableLog = RawArray<Variable>()
  var dirtyCount = 0

  /// Frees every buffer (the saved rows' cells and columns go back to the tableau's pools).
  mutating func deallocate(cells: inout BufferPool<Cell>, columns: inout BufferPool<Slot>) {
    discardSaved(cells: &cells, columns: &columns)
    rowStamps.deallocate()
    columnStamps.deallocate()
    savedRows.deallocate()
    columnLog.deallocate()
    objectiveLog.deallocate()
    weightLog.deallocate()
    symbolLog.deallocate()
    slotLog.deallocate()
    deferredSymbolReleases.deallocate()
    deferredSlotReleases.deallocate()
    variableLog.deallocate()
  }

  /// Starts a transaction that logs allocations only.
  mutating func open(
    dirtyCount: Int, objectiveLostDigits: Bool, refinementDue: Bool, refinesEveryUpdate: Bool
  ) {
    precondition(!isOpen, "nested tableau transaction")
    isOpen = true
    isRecording = false
    serial &+= 1
    if serial == 0 { serial = 1 }
    self.dirtyCount = dirtyCount
    self.objectiveLostDigits = objectiveLostDigits
    self.refinementDue = refinementDue
    self.refinesEveryUpdate = refinesEveryUpdate
  }

  /// From now on, save the pre-image of everything the transaction modifies.
  mutating func startRecording() {
    precondition(isOpen, "recording outside a transaction")
    isRecording = true
  }

  /// Frees the saved pre-images (back to the tableau's pools) and clears every log.
  mutating func discardSaved(cells: inout BufferPool<Cell>, columns: inout BufferPool<Slot>) {
    for index in 0..<savedRows.count {
      savedRows.pointer(at: index).pointee.row.cells.release(to: &cells)
    }
    for index in 0..<columnLog.count {
      columnLog.pointer(at: index).pointee.entries.release(to: &columns)
    }
    savedRows.removeAll()
    columnLog.removeAll()
    objectiveLog.removeAll()
    weightLog.removeAll()
    symbolLog.removeAll()
    slotLog.removeAll()
    deferredSymbolReleases.removeAll()
    deferredSlotReleases.removeAll()
    variableLog.removeAll()
  }

  /// Ends the transaction (after commit or rollback has used the logs).
  mutating func close(cells: inout BufferPool<Cell>, columns: inout BufferPool<Slot>) {
    discardSaved(cells: &cells, columns: &columns)
    isOpen = false
    isRecording = false
  }

  @inline(__always) mutating func recordSymbol(_ symbol: Symbol, appended: Bool) {
    guard isOpen else { return }
    symbolLog.append(Allocation(id: symbol, appended: appended))
    stampColumn(symbol)
  }

  @inline(__always) mutating func recordSlot(_ slot: Slot, appended: Bool) {
    guard isOpen else { return }
    slotLog.append(Allocation(id: slot, appended: appended))
    stampRow(slot)
  }

  @inline(__always) mutating func recordVariableSymbol(_ variable: Variable) {
    guard isOpen else { return }
    variableLog.append(variable)
  }

  @inline(__always) mutating func recordObjective(
    _ symbol: Symbol, _ value: Double, _ scale: Float
  ) {
    objectiveLog.append(ObjectiveEntry(symbol: symbol, value: value, scale: scale))
  }

  @inline(__always) mutating func deferRelease(_ symbol: Symbol) {
    deferredSymbolReleases.append(symbol)
  }

  @inline(__always) mutating func deferSlotRelease(_ slot: Slot) {
    deferredSlotReleases.append(slot)
  }

  /// Marks `slot` as saved (or created) in this transaction; returns whether it already was.
  @inline(__always) @discardableResult mutating func stampRow(_ slot: Slot) -> Bool {
    while rowStamps.count <= slot.offset { rowStamps.append(0) }
    if rowStamps[slot] == serial { return true }
    rowStamps[slot] = serial
    return false
  }

  /// Marks `symbol` as created in this transaction.
  @inline(__always) mutating func stampColumn(_ symbol: Symbol) {
    while columnStamps.count <= symbol.offset { columnStamps.append(0) }
    columnStamps[symbol] = serial
  }

  /// Whether changes to the column of `symbol` must be logged: the transaction records and did
  /// not create the symbol (rolling back a creation empties its column anyway).
  @inline(__always) func logsColumn(of symbol: Symbol) -> Bool {
    isRecording && !(symbol.offset < columnStamps.count && columnStamps[symbol] == serial)
  }
}

extension Tableau {
  /// Opens a transaction that logs allocations (see ``Journal``).
  mutating func beginTransaction() {
    journal.open(
      dirtyCount: dirtySymbols.count, objectiveLostDigits: objectiveLostDigits,
      refinementDue: refinementDue, refinesEveryUpdate: refinesEveryUpdate)
  }

  /// Saves the row in `slot` before its first modification in a recording transaction.
  @inline(__always) mutating func touchRow(_ slot: Slot) {
    guard journal.isRecording else { return }
    if journal.stampRow(slot) { return }
    var saved = rows[slot]
    saved.cells = saved.cells.clone(in: &cellPool)
    journal.savedRows.append(Journal.SavedRow(slot: slot, row: saved))
  }

  /// Adds `slot` to the column of `symbol`, logged in a recording transaction.
  @inline(__always) mutating func addToColumn(_ symbol: Symbol, _ slot: Slot) {
    if journal.logsColumn(of: symbol) {
      journal.columnLog.append(
        Journal.ColumnChange(
          symbol: symbol, kind: .append, index: 0, slot: slot, entries: RawArray()))
    }
    symbols.pointer(to: symbol).pointee.column.append(slot, in: &columnPool)
  }

  /// Removes the entry at `index` of the column of `symbol` (the last entry takes its place),
  /// logged in a recording transaction.
  @inline(__always) mutating func removeFromColumn(_ symbol: Symbol, at index: Int) {
    let info = symbols.pointer(to: symbol)
    if journal.logsColumn(of: symbol) {
      journal.columnLog.append(
        Journal.ColumnChange(
          symbol: symbol, kind: .removal, index: index, slot: info.pointee.column[index],
          entries: RawArray()))
    }
    info.pointee.column.swapRemove(at: index)
  }

  /// Empties the column of `symbol`, logged in a recording transaction (the entries move to the
  /// log).
  @inline(__always) mutating func clearColumn(_ symbol: Symbol) {
    let info = symbols.pointer(to: symbol)
    if journal.logsColumn(of: symbol) {
      journal.columnLog.append(
        Journal.ColumnChange(
          symbol: symbol, kind: .clearing, index: 0, slot: Slot(0),
          entries: info.pointee.column))
      info.pointee.column = RawArray()
    } else {
      info.pointee.column.removeAll()
    }
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
    journal.close(cells: &cellPool, columns: &columnPool)
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
      if symbol.offset < symbols.count {
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
      let saved = journal.savedRows.pointer(at: index)
      let row = rows.pointer(to: saved.pointee.slot)
      row.pointee.cells.release(to: &cellPool)
      row.pointee = saved.pointee.row
      saved.pointee.row.cells = RawArray()
      if let basic = row.pointee.basic {
        symbols.pointer(to: basic).pointee.row = saved.pointee.slot
      }
    }
    var index = journal.slotLog.count - 1
    while index >= 0 {
      let allocation = journal.slotLog[index]
      let row = rows.pointer(to: allocation.id)
      row.pointee.cells.removeAll()
      row.pointee.constant = 0
      row.pointee.basic = nil
      row.pointee.hasReferences = false
      row.pointee.isFree = true
      if allocation.appended {
        precondition(allocation.id.offset == rows.count - 1, "slot log out of order")
        row.pointee.cells.release(to: &cellPool)
        rows.removeLast()
      } else {
        freeSlots.append(allocation.id)
      }
      index -= 1
    }
    // Columns, newest change first.
    var change = journal.columnLog.count - 1
    while change >= 0 {
      let logged = journal.columnLog.pointer(at: change)
      let info = symbols.pointer(to: logged.pointee.symbol)
      switch logged.pointee.kind {
      case .append:
        info.pointee.column.removeLast()
      case .removal:
        // Undo the swap: the moved entry goes back to the end, the removed one to its place.
        let index = logged.pointee.index
        if index == info.pointee.column.count {
          info.pointee.column.append(logged.pointee.slot, in: &columnPool)
        } else {
          info.pointee.column.append(info.pointee.column[index], in: &columnPool)
          info.pointee.column[index] = logged.pointee.slot
        }
      case .clearing:
        info.pointee.column.release(to: &columnPool)
        info.pointee.column = logged.pointee.entries
        logged.pointee.entries = RawArray()
      }
      change -= 1
    }
    // Objective, in reverse so the oldest value wins.
    index = journal.objectiveLog.count - 1
    while index >= 0 {
      let entry = journal.objectiveLog[index]
      if entry.symbol.offset < symbols.count {
        symbols.pointer(to: entry.symbol).pointee.objective = entry.value
        symbols.pointer(to: entry.symbol).pointee.objectiveScale = entry.scale
      }
      index -= 1
    }
    index = journal.weightLog.count - 1
    while index >= 0 {
      let entry = journal.weightLog[index]
      if entry.symbol.offset < symbols.count { weights[entry.symbol] = entry.weight }
      index -= 1
    }
    objectiveLostDigits = journal.objectiveLostDigits
    refinementDue = journal.refinementDue
    refinesEveryUpdate = journal.refinesEveryUpdate
    // Variables that received their first symbol.
    for index in 0..<journal.variableLog.count {
      variableSymbols[journal.variableLog[index]] = nil
    }
    // Dirty marks made by the attempt.
    while dirtySymbols.count > journal.dirtyCount {
      let symbol = dirtySymbols.removeLast()
      if symbol.offset < symbols.count {
        symbols.pointer(to: symbol).pointee.flags &= ~SymbolInfo.isDirty
      }
    }
    // Symbols, in reverse allocation order.
    index = journal.symbolLog.count - 1
    while index >= 0 {
      let allocation = journal.symbolLog[index]
      let info = symbols.pointer(to: allocation.id)
      if allocation.appended {
        precondition(allocation.id.offset == symbols.count - 1, "symbol log out of order")
        info.pointee.column.release(to: &columnPool)
        symbols.removeLast()
        listEntries.removeLast()
        weights.removeLast()
      } else {
        info.pointee.kind = .invalid
        info.pointee.flags = 0
        info.pointee.row = nil
        info.pointee.variable = nil
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
      if symbol.offset < symbols.count {
        symbols.pointer(to: symbol).pointee.flags &= ~SymbolInfo.inEnteringHeap
      }
    }
    for index in 0..<journal.objectiveLog.count {
      let symbol = journal.objectiveLog[index].symbol
      guard symbol.offset < symbols.count else { continue }
      let info = symbols.pointer(to: symbol)
      if info.pointee.objective < 0 && info.pointee.flags & SymbolInfo.inEnteringHeap == 0 {
        info.pointee.flags |= SymbolInfo.inEnteringHeap
        Tableau.heapPush(&enteringHeap, symbol)
      }
    }
    journal.close(cells: &cellPool, columns: &columnPool)
  }

  /// Makes the basic symbol of `slot` (if any) parametric in the symbol table.
  private mutating func detachBasic(ofSlot slot: Slot) {
    guard slot.offset < rows.count, let basic = rows[slot].basic else { return }
    if basic.offset < symbols.count && symbols[basic].row == slot {
      symbols.pointer(to: basic).pointee.row = nil
    }
  }
}
