extension Tableau {
  // MARK: - Substitution

  /// Replaces the parametric symbol `symbol` by the row in `sourceSlot` everywhere: in every row
  /// of its column, in the artificial objective (which is one of those rows) and in the objective.
  ///
  /// The source row *must* not contain `symbol`; afterwards the column of `symbol` lists only the
  /// lazy rows that reference it (when it is external).
  /// Rows whose restricted basic symbol goes negative are queued for the dual simplex.
  ///
  /// - Complexity: O(Σ (length of each row holding `symbol`) + length of the source row).
  mutating func substitute(_ symbol: Symbol, bySlot sourceSlot: Slot) {
    // A symbol in no row (a new row's subject that nothing else mentions yet, as every lazy
    // row's is) can only be in the objective: no row to scatter the source into.
    guard !symbols[symbol].column.isEmpty else {
      substituteInObjective(symbol, bySlot: sourceSlot)
      return
    }
    // Lazy rows (see "Lazy rows" in ``Tableau``) that hold `symbol`: an external symbol simply
    // becomes a reference there. Any other symbol is substituted into a fully expanded row: a
    // lazy row that received plain cells from a pivot could hold cells that cancel against its
    // references, and its value would be the difference of large referenced values.
    let isExternal = symbols[symbol].kind == .external
    if !isExternal { expandLazyRows(holding: symbol) }
    let source = rows[sourceSlot]
    let sourceCount = source.cells.count
    let sourceCells = source.cells.base
    let sourceConstant = source.constant
    // Scatter the source row so each target row is merged in one pass over its own cells: the
    // source row's cells are the list of ``listEntries`` until the merges are done.
    if sourceCount > 0 {
      while scratchSeen.count < sourceCount { scratchSeen.append(0) }
      for index in 0..<sourceCount {
        listEntries[sourceCells.unsafelyUnwrapped[index].symbol] = Int32(index + 1)
      }
    }
    let column = symbols[symbol].column
    var references = 0
    for columnIndex in 0..<column.count {
      let slot = column[columnIndex]
      if slot == sourceSlot { continue }
      if isExternal && rows[slot].hasReferences {
        references += 1
        continue
      }
      touchRow(slot)
      let cellIndex = cellIndex(ofRequired: symbol, inRow: slot, "listed symbol")
      let row = rows.pointer(to: slot)
      let factor = row.pointee.cells[cellIndex].coefficient
      row.pointee.cells.swapRemove(at: cellIndex)
      mergeScattered(into: slot, times: factor, sourceCells, sourceCount, sourceConstant)
    }
    if sourceCount > 0 {
      for index in 0..<sourceCount {
        listEntries[sourceCells.unsafelyUnwrapped[index].symbol] = 0
      }
    }
    if references > 0 {
      // Keep only the lazy rows that now reference `symbol`.
      var index = symbols[symbol].column.count - 1
      while index >= 0 {
        let slot = symbols[symbol].column[index]
        if slot == sourceSlot || !rows[slot].hasReferences {
          removeFromColumn(symbol, at: index)
        }
        index -= 1
      }
    } else if !column.isEmpty {
      clearColumn(symbol)
    }
    substituteInObjective(symbol, bySlot: sourceSlot)
  }

  /// Replaces `symbol` by the row in `sourceSlot` in the objective, the last step of
  /// ``substitute(_:bySlot:)``.
  @inline(__always)
  private mutating func substituteInObjective(_ symbol: Symbol, bySlot sourceSlot: Slot) {
    let objective = symbols[symbol].objective
    if objective != 0 {
      setObjective(symbol, 0)
      addRowToObjective(sourceSlot, times: objective)
    }
  }

  /// Expands the lazy rows in the column of `symbol` into plain rows.
  private mutating func expandLazyRows(holding symbol: Symbol) {
    var index = 0
    while index < symbols[symbol].column.count {
      let slot = symbols[symbol].column[index]
      // Expanding a row rewrites the column: start over after each expansion.
      if rows[slot].hasReferences && expandReferences(ofSlot: slot, entering: symbol) {
        index = 0
      } else {
        index += 1
      }
    }
  }

  /// Adds `factor` times the scattered source row to the row in `slot`.
  ///
  /// ``listEntries`` *must* list the source row's cells (1 + each one's index). Cells that cancel
  /// are removed, new cells are appended, columns follow.
  @inline(__always)
  private mutating func mergeScattered(
    into slot: Slot, times factor: Double, _ sourceCells: UnsafeMutablePointer<Cell>?,
    _ sourceCount: Int, _ sourceConstant: Double
  ) {
    scratchSerial &+= 1
    if scratchSerial == 0 {
      for index in 0..<scratchSeen.count { scratchSeen[index] = 0 }
      scratchSerial = 1
    }
    let serial = scratchSerial
    let row = rows.pointer(to: slot)
    var count = row.pointee.cells.count
    var seen = 0
    if count > 0 && sourceCount > 0 {
      let cells = row.pointee.cells.base.unsafelyUnwrapped
      let positions = listEntries.base.unsafelyUnwrapped
      let source = sourceCells.unsafelyUnwrapped
      var index = 0
      while index < count {
        let cell = cells[index]
        let position = Int(positions[cell.symbol.offset])
        if position != 0 {
          scratchSeen[position - 1] = serial
          seen += 1
          let value = Tableau.sum(cell.coefficient, factor * source[position - 1].coefficient)
          if value == 0 {
            count -= 1
            cells[index] = cells[count]
            removeFromColumn(cell.symbol, slot)
            continue
          }
          cells[index].coefficient = value
        }
        index += 1
      }
      row.pointee.cells.truncate(to: count)
    }
    if seen < sourceCount {
      row.pointee.cells.reserve(count + sourceCount - seen, in: &cellPool)
      let source = sourceCells.unsafelyUnwrapped
      for index in 0..<sourceCount where scratchSeen[index] != serial {
        let value = factor * source[index].coefficient
        if value != 0 {
          row.pointee.cells.append(
            Cell(symbol: source[index].symbol, coefficient: value), in: &cellPool)
          addToColumn(source[index].symbol, slot)
        }
      }
    }
    if sourceConstant != 0 {
      row.pointee.constant = Tableau.sum(
        row.pointee.constant, factor * sourceConstant, tolerance: Tableau.constantCancellation)
      if let basic = row.pointee.basic { markDirty(basic) }
      checkFeasibility(slot)
    }
  }

  // MARK: - Pivoting

  /// Makes `entering` basic in the row in `slot` (whose basic symbol leaves) and substitutes the
  /// new row everywhere else.
  ///
  /// `entering` *must* be a cell of the row.
  mutating func pivot(_ slot: Slot, entering: Symbol) {
    pivotCount += 1
    touchRow(slot)
    let row = rows.pointer(to: slot)
    let index = cellIndex(ofRequired: entering, inRow: slot, "entering symbol")
    let cells = row.pointee.cells.base.unsafelyUnwrapped
    let scale = -1.0 / cells[index].coefficient
    guard let leaving = row.pointee.basic else { Tableau.missingBasic(slot) }
    // leaving = c + a·entering + Σ  ⇒  entering = -c/a + (1/a)·leaving - Σ/a
    cells[index] = Cell(symbol: leaving, coefficient: -1.0)
    var growth = 0.0
    for cellIndex in 0..<row.pointee.cells.count {
      cells[cellIndex].coefficient *= scale
      growth = max(growth, cells[cellIndex].coefficient.magnitude)
    }
    notePivotGrowth(growth)
    row.pointee.constant *= scale
    row.pointee.basic = entering
    symbols.pointer(to: leaving).pointee.row = nil
    addToColumn(leaving, slot)
    markDirty(leaving)
    // The entering symbol's column still lists `slot`; `substitute` skips it and then clears it.
    symbols.pointer(to: entering).pointee.row = slot
    markDirty(entering)
    substitute(entering, bySlot: slot)
  }

  /// Notes the growth of a pivot: the largest coefficient magnitude of the row divided by the
  /// pivot's (in ``pivot(_:entering:)`` the leaving basic symbol is one of the row's terms, with
  /// coefficient 1; a new row solved for its subject in ``installRow(_:subject:)`` has only its
  /// cells). Beyond ``growthLimit`` it sets ``refinesEveryUpdate``.
  ///
  /// Dividing a row by a coefficient much smaller than its others multiplies their round-off by
  /// the ratio, and the rows that the pivot substitutes into inherit it: the tableau's
  /// coefficients (its inverse of the basis) are then off by more than a few roundings, and so is
  /// every later change of a constant moved through them. A suggestion of 1 through a row that
  /// should read 800 but reads 800 · (1 − 2 · 10⁻¹⁰) leaves a strong constraint off by 10⁻⁷ (a
  /// weighted error of 0.09 where 0 is optimal). Refining after every update repairs such values
  /// as it repairs those of structural changes. Layouts pivot on coefficients within a factor of
  /// a hundred of their rows' (multipliers such as 0.5, 2 or a percentage), so they never pay it.
  @inline(__always) mutating func notePivotGrowth(_ growth: Double) {
    if growth > Tableau.growthLimit { refinesEveryUpdate = true }
  }

  /// The pivot growth beyond which every update refines the solution, 10⁴ (see
  /// ``notePivotGrowth(_:)``).
  static let growthLimit = 1.0e4

  /// Stops the program: the row in `slot`, pivoted on, has no basic symbol.
  @inline(never) static func missingBasic(_ slot: Slot) -> Never {
    preconditionFailure("pivot on the row in slot \(slot), which has no basic symbol")
  }

  /// Turns a freshly built row (basic symbol none) into the row of `subject`, which *must* be one
  /// of its cells, and substitutes it everywhere (kiwi's `solveFor` + `substitute`).
  mutating func installRow(_ slot: Slot, subject: Symbol) {
    let row = rows.pointer(to: slot)
    let index = cellIndex(ofRequired: subject, inRow: slot, "subject")
    let scale = -1.0 / row.pointee.cells[index].coefficient
    row.pointee.cells.swapRemove(at: index)
    removeFromColumn(subject, slot)
    let cells = row.pointee.cells
    var growth = 0.0
    for cellIndex in 0..<cells.count {
      cells.pointer(at: cellIndex).pointee.coefficient *= scale
      growth = max(growth, cells[cellIndex].coefficient.magnitude)
    }
    notePivotGrowth(growth)
    row.pointee.constant *= scale
    row.pointee.basic = subject
    symbols.pointer(to: subject).pointee.row = slot
    markDirty(subject)
    substitute(subject, bySlot: slot)
  }

  // MARK: - Primal simplex

  /// The entering symbol for the objective by Bland's rule: the smallest id with a negative
  /// coefficient, or `nil` when the objective is optimal.
  mutating func objectiveEnteringSymbol() -> Symbol? {
    while !enteringHeap.isEmpty {
      let symbol = enteringHeap[0]
      let info = symbols.pointer(to: symbol)
      if info.pointee.objective < 0 && info.pointee.row == nil && info.pointee.kind != .dummy {
        return symbol
      }
      _ = Tableau.heapPop(&enteringHeap)
      info.pointee.flags &= ~SymbolInfo.inEnteringHeap
    }
    return nil
  }

  /// The row that leaves when `entering` enters: among rows with a restricted basic symbol and a
  /// negative coefficient for `entering`, the one with the smallest ratio −constant/coefficient,
  /// ties going to the smallest basic id. Rows where the coefficient is not a stable pivot (see
  /// ``pivotTolerance``) are chosen only when no other row qualifies. Returns `nil` when there
  /// is none.
  ///
  /// Changes nothing; `mutating` only so that a mutating caller passes the tableau's address
  /// instead of a copy of it (see ``Tableau``).
  mutating func leavingSlot(for entering: Symbol) -> Slot? {
    let column = symbols[entering].column
    var best: (slot: Slot, ratio: Double, basic: Symbol)? = nil
    var fallback: (slot: Slot, ratio: Double, basic: Symbol)? = nil
    for index in 0..<column.count {
      let slot = column[index]
      let row = rows.pointer(to: slot)
      guard let basic = row.pointee.basic, symbols[basic].kind.isRestricted else { continue }
      let coefficient = coefficient(of: entering, inRow: slot)
      guard coefficient < 0 else { continue }
      let ratio = -row.pointee.constant / coefficient
      guard Tableau.precedes(ratio, basic, best) else { continue }
      if isStablePivot(coefficient, inRow: slot) {
        best = (slot, ratio, basic)
      } else if Tableau.precedes(ratio, basic, fallback) {
        fallback = (slot, ratio, basic)
      }
    }
    return best?.slot ?? fallback?.slot
  }

  /// The most rebuilds of the objective in one call of ``optimize()``.
  static let refreshLimit = 2

  /// Whether a candidate row with this ratio and basic symbol comes before `current` (the best
  /// so far, if any): a smaller ratio, or the same ratio and a smaller basic id. An infinite
  /// ratio comes before nothing but the absence of a candidate.
  @inline(__always) static func precedes(
    _ ratio: Double, _ basic: Symbol, _ current: (slot: Slot, ratio: Double, basic: Symbol)?
  ) -> Bool {
    guard let current else { return ratio < .infinity || ratio == .infinity }
    return ratio < current.ratio || (ratio == current.ratio && basic < current.basic)
  }

  /// Runs the primal simplex on the objective until it is optimal, then drains the queue of
  /// infeasible rows (which only round-off can fill here: a primal pivot keeps rows feasible),
  /// so that no work is left queued between calls.
  ///
  /// A candidate with no leaving row would mean an unbounded objective, which a weighted sum of
  /// non-negative errors cannot be; it can only arise from round-off, so the offending
  /// coefficient is dropped as noise instead of aborting.
  ///
  /// When a coefficient of the objective lost its digits on the way (see
  /// ``refreshObjective()``), the objective that looks optimal is rebuilt from the rows and the
  /// simplex goes on if it is not; at most ``refreshLimit`` times per call, so round-off that
  /// keeps reappearing cannot loop.
  mutating func optimize() {
    var refreshes = 0
    while true {
      guard let entering = objectiveEnteringSymbol() else {
        if objectiveLostDigits && refreshes < Tableau.refreshLimit {
          refreshes += 1
          refreshObjective()
          continue
        }
        if !infeasibleHeap.isEmpty { _ = dualOptimize() }
        return
      }
      guard let slot = leavingSlot(for: entering) else {
        setObjective(entering, 0)
        continue
      }
      pivot(slot, entering: entering)
    }
  }

  // MARK: - Dual simplex

  /// The entering symbol of the dual simplex for the infeasible row in `slot`: among cells with a
  /// positive coefficient (dummies excluded), the smallest ratio objective/coefficient, ties going
  /// to the smallest id; `nil` when there is none (the row proves the system infeasible). Cells
  /// that are not stable pivots (see ``pivotTolerance``) are chosen only when no other cell
  /// qualifies. A cell whose ratio is +∞ or NaN is never chosen.
  @inline(__always)
  func dualEnteringSymbol(inRow slot: Slot) -> Symbol? {
    let cells = rows[slot].cells
    let smallest = Tableau.pivotTolerance * largestMagnitude(inRow: slot)
    var entering: Symbol? = nil
    var bestRatio = Double.infinity
    var fallback: Symbol? = nil
    var fallbackRatio = Double.infinity
    for index in 0..<cells.count {
      let cell = cells[index]
      guard cell.coefficient > 0 else { continue }
      let info = symbols.pointer(to: cell.symbol)
      guard info.pointee.kind != .dummy else { continue }
      let ratio = info.pointee.objective / cell.coefficient
      if cell.coefficient < smallest {
        if ratio < fallbackRatio
          || (ratio == fallbackRatio && Tableau.isBefore(cell.symbol, fallback))
        {
          fallbackRatio = ratio
          fallback = cell.symbol
        }
      } else if ratio < bestRatio || (ratio == bestRatio && Tableau.isBefore(cell.symbol, entering))
      {
        bestRatio = ratio
        entering = cell.symbol
      }
    }
    return entering ?? fallback
  }

  /// Whether `symbol` has a smaller id than `current`; `false` when there is no current choice
  /// (a tie with the initial infinite ratio chooses nothing).
  @inline(__always) static func isBefore(_ symbol: Symbol, _ current: Symbol?) -> Bool {
    guard let current else { return false }
    return symbol < current
  }

  /// Runs the dual simplex until no queued row is infeasible.
  ///
  /// - Returns: `nil` on success, or the basic symbol of a row that cannot be repaired: the
  ///   required constraints are infeasible (that row is the proof). The queue is emptied either
  ///   way.
  mutating func dualOptimize() -> Symbol? {
    var failure: Symbol? = nil
    while !infeasibleHeap.isEmpty {
      let basic = Tableau.heapPop(&infeasibleHeap)
      let info = symbols.pointer(to: basic)
      info.pointee.flags &= ~SymbolInfo.inInfeasibleHeap
      guard let slot = info.pointee.row, failure == nil else { continue }
      let constant = rows[slot].constant
      if info.pointee.kind == .dummy {
        if !Tableau.nearZero(constant) { failure = basic }
        continue
      }
      guard constant < 0, !Tableau.nearZero(constant) else { continue }
      guard let entering = dualEnteringSymbol(inRow: slot) else {
        failure = basic
        continue
      }
      pivot(slot, entering: entering)
    }
    return failure
  }
}
