extension Tableau {
  /// Checks the tableau's structural invariants and returns a description of each violation
  /// (empty when everything holds). For tests and debugging; O(size of the tableau).
  ///
  /// Checked: rows and columns index each other exactly; basic symbols map to their rows; no
  /// cell is near zero or repeated; a basic symbol appears as a cell only as a reference of a
  /// lazy variable row to another variable, and references never form a cycle; the objective
  /// holds no basic symbol; restricted rows
  /// are feasible (dummies at zero); external symbols only appear parametric in unrestricted rows
  /// (the property that keeps the primal simplex sound); the objective is optimal (no parametric,
  /// non-dummy symbol has a negative coefficient); the journal is idle.
  ///
  /// - Parameter numeric: whether to check the numeric properties too (restricted rows
  ///   feasible, dummies at zero, the objective optimal), which round-off can break in the
  ///   sequences `KnownFailures` lists; `false` checks only the structure, which nothing may
  ///   break.
  func checkInvariants(numeric: Bool = true) -> [String] {
    var problems: [String] = []
    if journal.isOpen { problems.append("a transaction is still open") }
    if !infeasibleHeap.isEmpty {
      let queued = infeasibleHeap.elements.map { symbol in
        symbols[symbol].row.map { rows[$0].constant } ?? .nan
      }
      problems.append("infeasible rows are still queued: \(infeasibleHeap.elements) \(queued)")
    }
    var freeSlotSet = Set<Slot>()
    for index in 0..<freeSlots.count { freeSlotSet.insert(freeSlots[index]) }
    var columnEntries = 0
    for slot in (0..<rows.count).map(Slot.init) {
      let row = rows[slot]
      if row.isFree {
        if !freeSlotSet.contains(slot) { problems.append("slot \(slot) is free but not listed") }
        if !row.cells.isEmpty { problems.append("free slot \(slot) has cells") }
        if row.basic != nil { problems.append("free slot \(slot) has a basic symbol") }
        continue
      }
      guard let basic = row.basic else {
        problems.append("slot \(slot) has no basic symbol outside phase one")
        continue
      }
      if freeSlotSet.contains(slot) { problems.append("slot \(slot) is used and listed free") }
      if symbols[basic].row != slot {
        problems.append("basic symbol \(basic) does not map to slot \(slot)")
      }
      let basicKind = symbols[basic].kind
      if basicKind == .invalid { problems.append("slot \(slot) has an invalid basic symbol") }
      if numeric && basicKind == .dummy && !Tableau.nearZero(row.constant) {
        problems.append("dummy row \(basic) has constant \(row.constant)")
      }
      if numeric && basicKind.isRestricted && row.constant < -Tableau.epsilon {
        problems.append("restricted row \(basic) is infeasible: \(row.constant)")
      }
      var seen = Set<Symbol>()
      for index in 0..<row.cells.count {
        let cell = row.cells[index]
        columnEntries += 1
        if !seen.insert(cell.symbol).inserted {
          problems.append("symbol \(cell.symbol) repeated in row \(basic)")
        }
        if cell.coefficient == 0 || !cell.coefficient.isFinite {
          problems.append(
            "cell \(cell.symbol) of row \(basic) has coefficient \(cell.coefficient)")
        }
        let info = symbols[cell.symbol]
        if info.row != nil
          && !(info.kind == .external && basicKind == .external && row.hasReferences)
        {
          problems.append("basic symbol \(cell.symbol) is a cell of row \(basic)")
        }
        if let referenced = info.row, rows[referenced].rank >= row.rank {
          problems.append(
            "row \(basic) of rank \(row.rank) refers to \(cell.symbol) of rank "
              + "\(rows[referenced].rank)")
        }
        if info.kind == .invalid {
          problems.append("invalid symbol \(cell.symbol) in row \(basic)")
        }
        if info.kind == .external && basicKind.isRestricted {
          problems.append("parametric external \(cell.symbol) in restricted row \(basic)")
        }
        if !info.column.elements.contains(slot) {
          problems.append("column of \(cell.symbol) misses slot \(slot)")
        }
      }
    }
    var totalColumnEntries = 0
    for symbol in (1..<symbols.count).map(Symbol.init) {
      let info = symbols[symbol]
      totalColumnEntries += info.column.count
      if info.kind == .invalid {
        if !info.column.isEmpty { problems.append("free symbol \(symbol) has a column") }
        if info.objective != 0 { problems.append("free symbol \(symbol) is in the objective") }
        continue
      }
      if let slot = info.row {
        if slot.offset >= rows.count || rows[slot].basic != symbol {
          problems.append("symbol \(symbol) maps to slot \(slot) that is not its row")
        }
        // A basic variable's column lists the lazy rows that reference it.
        if info.kind != .external && !info.column.isEmpty {
          problems.append("basic symbol \(symbol) has a column")
        }
        if info.objective != 0 { problems.append("basic symbol \(symbol) is in the objective") }
      }
      if !info.objective.isFinite {
        problems.append("objective coefficient of \(symbol) is \(info.objective)")
      }
      if numeric && info.objective < 0 && info.kind != .dummy && info.row == nil {
        problems.append("objective is not optimal: \(symbol) has coefficient \(info.objective)")
      }
      if info.kind == .external && info.objective != 0 {
        problems.append("parametric external \(symbol) is in the objective")
      }
      var unique = Set<Slot>()
      for slot in info.column.elements {
        if !unique.insert(slot).inserted {
          problems.append("column of \(symbol) repeats slot \(slot)")
        }
        if cellIndex(of: symbol, inRow: slot) == nil {
          problems.append("column of \(symbol) lists slot \(slot) without it")
        }
      }
    }
    // References never form a cycle (a row reaching itself through references).
    var state = [UInt8](repeating: 0, count: symbols.count)  // 0 new, 1 on the path, 2 done
    for start in (1..<symbols.count).map(Symbol.init)
    where symbols[start].row != nil && state[start.offset] == 0 {
      var path: [(Symbol, Int)] = [(start, 0)]
      state[start.offset] = 1
      while let (symbol, next) = path.last {
        let cells = rows[symbols[symbol].basicRow].cells
        var index = next
        while index < cells.count && symbols[cells[index].symbol].row == nil { index += 1 }
        if index == cells.count {
          state[symbol.offset] = 2
          path.removeLast()
          continue
        }
        path[path.count - 1].1 = index + 1
        let reference = cells[index].symbol
        if state[reference.offset] == 1 {
          problems.append("references form a cycle through symbol \(reference)")
          return problems
        }
        if state[reference.offset] == 0 {
          state[reference.offset] = 1
          path.append((reference, 0))
        }
      }
    }
    if totalColumnEntries != columnEntries {
      problems.append("columns hold \(totalColumnEntries) entries for \(columnEntries) cells")
    }
    for variable in (0..<variableSymbols.count).map({ Variable(id: $0) }) {
      guard let symbol = variableSymbols[variable] else { continue }
      if symbols[symbol].kind != .external || symbols[symbol].variable?.id != variable.id {
        problems.append("variable \(variable.id) maps to symbol \(symbol) that is not its own")
      }
    }
    problems += definitionProblems()
    return problems
  }
}

extension Tableau {
  /// A textual image of the raw storage, in storage order: rows with their cells as stored,
  /// columns as stored, free lists, the symbol tables (error weights included), published values,
  /// dirty marks, whether the objective awaits a rebuild and whether updates refine. Two
  /// tableaux with the same fingerprint behave identically from then on. (The lazy heap of
  /// entering candidates is left out: its stale entries never change a choice.) For tests.
  func storageFingerprint() -> String {
    var text = ""
    func bits(_ value: Double) -> String { String(value.bitPattern, radix: 16) }
    func id(_ symbol: Symbol?) -> String { symbol.map(\.description) ?? "-" }
    for slot in (0..<rows.count).map(Slot.init) {
      let row = rows[slot]
      text += "r\(slot):\(id(row.basic)):\(row.isFree):\(row.rank):\(bits(row.constant)):"
      for index in 0..<row.cells.count {
        text += "\(row.cells[index].symbol)=\(bits(row.cells[index].coefficient)),"
      }
      text += "\n"
    }
    for offset in 0..<symbols.count {
      let info = symbols[offset]
      let slot = info.row.map(\.description) ?? "-"
      let variable = info.variable.map { String($0.id) } ?? "-"
      text +=
        "s\(offset):\(info.kind):\(slot):\(variable):\(bits(info.objective)):\(info.objectiveScale.bitPattern):"
      text += "\(info.flags & SymbolInfo.isDirty):\(info.column.elements)"
      // A free symbol may keep a stale weight (a rolled-back allocation); it is never read.
      text += info.kind == .invalid ? "\n" : ":\(bits(weights[offset]))\n"
    }
    text += "objective lost digits \(objectiveLostDigits), refinement due \(refinementDue)"
    text += ", refines every update \(refinesEveryUpdate)\n"
    text += "free slots \(freeSlots.elements)\nfree symbols \(freeSymbols.elements)\n"
    text += "variables \(variableSymbols.elements.map(id)) \(variableValues.elements.map(bits))\n"
    text += "dirty \(dirtySymbols.elements) changed \(changedVariables.elements.map(\.id))\n"
    text += definitions.fingerprint(bits: bits)
    return text
  }
}
