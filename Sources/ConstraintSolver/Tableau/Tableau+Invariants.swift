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
  ///   sequences issue 10 still lists; `false` checks only the structure, which nothing may break.
  func checkInvariants(numeric: Bool = true) -> [String] {
    var problems: [String] = []
    if journal.isOpen { problems.append("a transaction is still open") }
    if !infeasibleHeap.isEmpty {
      let queued = infeasibleHeap.elements.map {
        symbols[$0].row >= 0 ? rows[symbols[$0].row].constant : .nan
      }
      problems.append("infeasible rows are still queued: \(infeasibleHeap.elements) \(queued)")
    }
    var freeSlotSet = Set<Int32>()
    for index in 0..<freeSlots.count { freeSlotSet.insert(freeSlots[index]) }
    var columnEntries = 0
    for slot in 0..<Int32(rows.count) {
      let row = rows[slot]
      if row.basic < 0 {
        if !freeSlotSet.contains(slot) { problems.append("slot \(slot) is free but not listed") }
        if !row.cells.isEmpty { problems.append("free slot \(slot) has cells") }
        continue
      }
      if row.basic == 0 {
        problems.append("slot \(slot) has no basic symbol outside phase one")
        continue
      }
      if freeSlotSet.contains(slot) { problems.append("slot \(slot) is used and listed free") }
      if symbols[row.basic].row != slot {
        problems.append("basic symbol \(row.basic) does not map to slot \(slot)")
      }
      let basicKind = symbols[row.basic].kind
      if basicKind == .invalid { problems.append("slot \(slot) has an invalid basic symbol") }
      if numeric && basicKind == .dummy && !Tableau.nearZero(row.constant) {
        problems.append("dummy row \(row.basic) has constant \(row.constant)")
      }
      if numeric && basicKind.isRestricted && row.constant < -Tableau.epsilon {
        problems.append("restricted row \(row.basic) is infeasible: \(row.constant)")
      }
      var seen = Set<Int32>()
      for index in 0..<row.cells.count {
        let cell = row.cells[index]
        columnEntries += 1
        if !seen.insert(cell.symbol).inserted {
          problems.append("symbol \(cell.symbol) repeated in row \(row.basic)")
        }
        if cell.coefficient == 0 || !cell.coefficient.isFinite {
          problems.append(
            "cell \(cell.symbol) of row \(row.basic) has coefficient \(cell.coefficient)")
        }
        let info = symbols[cell.symbol]
        if info.row >= 0 && !(info.kind == .external && basicKind == .external && row.hasReferences)
        {
          problems.append("basic symbol \(cell.symbol) is a cell of row \(row.basic)")
        }
        if info.kind == .invalid {
          problems.append("invalid symbol \(cell.symbol) in row \(row.basic)")
        }
        if info.kind == .external && basicKind.isRestricted {
          problems.append("parametric external \(cell.symbol) in restricted row \(row.basic)")
        }
        if !info.column.elements.contains(slot) {
          problems.append("column of \(cell.symbol) misses slot \(slot)")
        }
      }
    }
    var totalColumnEntries = 0
    for symbol in 1..<Int32(symbols.count) {
      let info = symbols[symbol]
      totalColumnEntries += info.column.count
      if info.kind == .invalid {
        if !info.column.isEmpty { problems.append("free symbol \(symbol) has a column") }
        if info.objective != 0 { problems.append("free symbol \(symbol) is in the objective") }
        continue
      }
      if info.row >= 0 {
        if Int(info.row) >= rows.count || rows[info.row].basic != symbol {
          problems.append("symbol \(symbol) maps to slot \(info.row) that is not its row")
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
      if numeric && info.objective < 0 && info.kind != .dummy && info.row < 0 {
        problems.append("objective is not optimal: \(symbol) has coefficient \(info.objective)")
      }
      if info.kind == .external && info.objective != 0 {
        problems.append("parametric external \(symbol) is in the objective")
      }
      var unique = Set<Int32>()
      for slot in info.column.elements {
        if !unique.insert(slot).inserted {
          problems.append("column of \(symbol) repeats slot \(slot)")
        }
        if cellIndex(of: symbol, inRow: slot) < 0 {
          problems.append("column of \(symbol) lists slot \(slot) without it")
        }
      }
    }
    // References never form a cycle (a row reaching itself through references).
    var state = [UInt8](repeating: 0, count: symbols.count)  // 0 new, 1 on the path, 2 done
    for start in 1..<Int32(symbols.count) where symbols[start].row >= 0 && state[Int(start)] == 0 {
      var path: [(Int32, Int)] = [(start, 0)]
      state[Int(start)] = 1
      while let (symbol, next) = path.last {
        let cells = rows[symbols[symbol].row].cells
        var index = next
        while index < cells.count && symbols[cells[index].symbol].row < 0 { index += 1 }
        if index == cells.count {
          state[Int(symbol)] = 2
          path.removeLast()
          continue
        }
        path[path.count - 1].1 = index + 1
        let reference = cells[index].symbol
        if state[Int(reference)] == 1 {
          problems.append("references form a cycle through symbol \(reference)")
          return problems
        }
        if state[Int(reference)] == 0 {
          state[Int(reference)] = 1
          path.append((reference, 0))
        }
      }
    }
    if totalColumnEntries != columnEntries {
      problems.append("columns hold \(totalColumnEntries) entries for \(columnEntries) cells")
    }
    for variable in 0..<Int32(variableSymbols.count) {
      let symbol = variableSymbols[variable]
      if symbol != 0 && (symbols[symbol].kind != .external || symbols[symbol].variable != variable)
      {
        problems.append("variable \(variable) maps to symbol \(symbol) that is not its own")
      }
    }
    return problems
  }
}

extension Tableau {
  /// A textual image of the raw storage, in storage order: rows with their cells as stored,
  /// columns as stored, free lists, the symbol tables, published values and dirty marks. Two
  /// tableaux with the same fingerprint behave identically from then on. (The lazy heap of
  /// entering candidates is left out: its stale entries never change a choice.) For tests.
  func storageFingerprint() -> String {
    var text = ""
    func bits(_ value: Double) -> String { String(value.bitPattern, radix: 16) }
    for slot in 0..<Int32(rows.count) {
      let row = rows[slot]
      text += "r\(slot):\(row.basic):\(row.hasReferences):\(bits(row.constant)):"
      for index in 0..<row.cells.count {
        text += "\(row.cells[index].symbol)=\(bits(row.cells[index].coefficient)),"
      }
      text += "\n"
    }
    for symbol in 0..<Int32(symbols.count) {
      let info = symbols[symbol]
      text +=
        "s\(symbol):\(info.kind):\(info.row):\(info.variable):\(bits(info.objective)):\(info.objectiveScale.bitPattern):"
      text += "\(info.flags & SymbolInfo.isDirty):\(info.column.elements)\n"
    }
    text += "free slots \(freeSlots.elements)\nfree symbols \(freeSymbols.elements)\n"
    text += "variables \(variableSymbols.elements) \(variableValues.elements.map(bits))\n"
    text += "dirty \(dirtySymbols.elements) changed \(changedVariables.elements)\n"
    return text
  }
}
