extension Tableau {
  // MARK: - Expanding basic symbols into parametric ones

  /// How much larger than a result the largest term summed into it may be before the flat
  /// expansion's round-off counts as lost precision (see ``accumulateExpansion(of:constant:_:_:)``).
  ///
  /// A flat sum carries an absolute error of about 10⁻¹⁶ of its largest term; at a ratio of
  /// 10³ the result is still exact to about 10⁻¹³ of itself, the accuracy of the rows it is
  /// combined with.
  static let expansionLossRatio = 1.0e3

  /// Adds `value` to the scratch accumulator of `symbol`, listing it in `touched` (and its
  /// largest term in `magnitudes`) the first time.
  @inline(__always)
  mutating func accumulate(
    _ symbol: Symbol, _ value: Double, _ touched: inout RawArray<Symbol>,
    _ magnitudes: inout RawArray<Double>
  ) {
    let position = Int(scratchPosition[symbol])
    if position == 0 {
      touched.append(symbol)
      magnitudes.append(value.magnitude)
      scratchPosition[symbol] = Int32(touched.count)
      scratchValue[symbol] = value
      return
    }
    scratchValue[symbol] = Tableau.sum(scratchValue[symbol], value)
    let magnitude = magnitudes.pointer(at: position - 1)
    if value.magnitude > magnitude.pointee { magnitude.pointee = value.magnitude }
  }

  /// Adds `value` to the scratch accumulator of `symbol` as ``accumulate(_:_:_:_:)`` does, with
  /// `largest` as the magnitude of the largest term it stands for.
  @inline(__always)
  mutating func accumulate(
    _ symbol: Symbol, _ value: Double, largest: Double, _ touched: inout RawArray<Symbol>,
    _ magnitudes: inout RawArray<Double>
  ) {
    accumulate(symbol, value, &touched, &magnitudes)
    let magnitude = magnitudes.pointer(at: Int(scratchPosition[symbol]) - 1)
    if largest > magnitude.pointee { magnitude.pointee = largest }
  }

  /// Empties the scratch accumulator of the symbols in `touched`.
  @inline(__always)
  mutating func clearAccumulator(
    _ touched: inout RawArray<Symbol>, _ magnitudes: inout RawArray<Double>
  ) {
    for index in 0..<touched.count {
      scratchValue[touched[index]] = 0
      scratchPosition[touched[index]] = 0
    }
    touched.removeAll()
    magnitudes.removeAll()
  }

  /// Accumulates `constant + Σ coefficient · symbol` over `items` with every basic symbol
  /// replaced by its row — recursively through the references of lazy rows — so that only
  /// parametric symbols remain; returns the constant. The caller owns the accumulator
  /// (`touched`, `magnitudes`, ``scratchValue``) and empties it.
  ///
  /// The sum is first taken flat, in one pass over every path to a parametric symbol (linear in
  /// the size of the expansion: a chain of lazy rows costs its length). When rows share
  /// references (a view's top in its bottom and in its children's edges), the paths can be
  /// exponentially many, and paths that cancel (a child's edge and its parent's, both leading
  /// up a long chain of siblings) are walked to their ends. So once the walk has met more basic
  /// symbols again than for the first time (and more than ``sharedVisitAllowance``), or more
  /// than ``flatExpansionLimit`` of them, it starts over with
  /// ``accumulatePropagatedExpansion(of:constant:_:_:)``, which reads each row at most once and
  /// not at all when the paths to it cancel. A lazy row, though, may
  /// hold cells that cancel exactly against the expansion of its own references (after a pivot
  /// substituted into it); summed flat, among the other terms, that cancellation leaves an
  /// absolute round-off of the size of the cancelled terms in the result — 750 − 750 + 0.01
  /// gives 0.01 with an error of 10⁻¹³, which later pivots can amplify into visible errors. When
  /// the flat sum shows such a loss (a result more than ``expansionLossRatio`` times smaller
  /// than a term summed into it) and a lazy row took part, the expansion is taken again with
  /// each lazy row expanded on its own first, so an exact cancellation inside it is snapped to
  /// zero (see ``sum(_:_:)``) before its expansion meets the other terms — the arithmetic of a
  /// solver that keeps every row expanded.
  ///
  /// `entering` is a symbol that a pivot has just made basic and is being substituted (see
  /// ``expandReferences(ofSlot:entering:)``): plain rows still hold it as a cell, so its row is
  /// read after every other.
  mutating func accumulateExpansion(
    of items: RawArray<Cell>, constant: Double, _ touched: inout RawArray<Symbol>,
    _ magnitudes: inout RawArray<Double>, entering: Symbol? = nil
  ) -> Double {
    var total = constant
    var constantMagnitude = constant.magnitude
    var sawReferences = false
    // Basic symbols met are marked -1 in `scratchPosition` (which only parametric symbols use
    // while accumulating) and listed in `visited`, to count the visits of shared ones.
    let stackBase = scratchStack.count
    var visited = scratchVisited
    scratchVisited = RawArray()
    visited.removeAll()
    defer { scratchVisited = visited }
    var revisits = 0
    var restart = false
    walk: for index in 0..<items.count {
      let base = scratchStack.count
      scratchStack.append(items[index])
      while scratchStack.count > base {
        let item = scratchStack.removeLast()
        guard let slot = symbols[item.symbol].row else {
          accumulate(item.symbol, item.coefficient, &touched, &magnitudes)
          continue
        }
        if scratchPosition[item.symbol] == 0 {
          scratchPosition[item.symbol] = -1
          visited.append(item.symbol)
          restart = visited.count > flatExpansionLimit
        } else {
          revisits += 1
          restart = revisits > visited.count && revisits > Tableau.sharedVisitAllowance
        }
        if restart { break walk }
        let row = rows.pointer(to: slot)
        expansionRowReads &+= 1
        if row.pointee.hasReferences { sawReferences = true }
        let term = item.coefficient * row.pointee.constant
        total = Tableau.sum(total, term, tolerance: Tableau.constantCancellation)
        if term.magnitude > constantMagnitude { constantMagnitude = term.magnitude }
        let cells = row.pointee.cells
        for cellIndex in 0..<cells.count {
          let cell = cells[cellIndex]
          scratchStack.append(
            Cell(symbol: cell.symbol, coefficient: item.coefficient * cell.coefficient))
        }
      }
    }
    for index in 0..<visited.count { scratchPosition[visited[index]] = 0 }
    if restart {
      scratchStack.truncate(to: stackBase)
      clearAccumulator(&touched, &magnitudes)
      (total, constantMagnitude, sawReferences) = accumulatePropagatedExpansion(
        of: items, constant: constant, &touched, &magnitudes, entering: entering)
    }
    guard sawReferences else {
      snapCancellations(touched, magnitudes)
      return total
    }
    var lost = total != 0 && constantMagnitude > Tableau.expansionLossRatio * total.magnitude
    var index = 0
    while !lost && index < touched.count {
      let value = scratchValue[touched[index]]
      lost = value != 0 && magnitudes[index] > Tableau.expansionLossRatio * value.magnitude
      index += 1
    }
    guard lost else {
      snapCancellations(touched, magnitudes)
      return total
    }
    clearAccumulator(&touched, &magnitudes)
    return accumulateGroupedExpansion(of: items, constant: constant, &touched, &magnitudes)
  }

  /// How many times the flat walk of ``accumulateExpansion(of:constant:_:_:)`` may meet a basic
  /// symbol again before it switches to reading each row once (when the repeated visits also
  /// outnumber the distinct ones): 32. Below it, a few shared references (a diamond) keep the
  /// flat sum and its rounding.
  static let sharedVisitAllowance = 32

  /// How many distinct basic symbols the flat walk of ``accumulateExpansion(of:constant:_:_:)``
  /// meets, by default, before it switches to reading rows in rank order: 16. Below it, the flat
  /// walk is cheaper than ordering the rows, and small systems keep its rounding.
  static let defaultFlatExpansionLimit = 16

  /// The sum of ``accumulateExpansion(of:constant:_:_:)`` with each basic symbol's row read
  /// at most once, for rows that share references or chains of them.
  ///
  /// Rows are read in decreasing rank (``RowData/rank``): a lazy row refers only to rows of
  /// smaller ranks, so when a row is read every path to it has already passed it its share, and
  /// its total multiplier (the sum, over those paths, of the products of the coefficients along
  /// them) is final. The row then passes the multiplier on to its cells. A multiplier that
  /// cancels to within ``cancellation`` of its largest path is zero, and its row is not read:
  /// a constraint between a view's child and the view (`child.bottom <= view.bottom`), whose
  /// references both lead up the same chain of siblings, costs the rows down to where the
  /// paths meet, not the whole chain. The magnitude that a parametric symbol's accumulator and
  /// the constant record is that of the largest path's product, as in the flat walk, so the
  /// cancellation snapping and the loss test read the same magnitudes.
  ///
  /// - Returns: the constant, the magnitude of the largest term summed into it, and whether a
  ///   lazy row took part.
  /// - Complexity: O(r log r + cells of the r rows read).
  private mutating func accumulatePropagatedExpansion(
    of items: RawArray<Cell>, constant: Double, _ touched: inout RawArray<Symbol>,
    _ magnitudes: inout RawArray<Double>, entering: Symbol?
  ) -> (total: Double, constantMagnitude: Double, sawReferences: Bool) {
    var queue = ExpansionQueue(last: entering)
    var total = constant
    var constantMagnitude = constant.magnitude
    var sawReferences = false
    for index in 0..<items.count {
      let item = items[index]
      if let slot = symbols[item.symbol].row {
        propagate(item.symbol, slot, item.coefficient, item.coefficient.magnitude, &queue)
      } else {
        accumulate(item.symbol, item.coefficient, &touched, &magnitudes)
      }
    }
    while let index = queue.popFirst() {
      let multiplier = queue.multipliers[index]
      let magnitude = queue.largest[index]
      if multiplier.magnitude <= Tableau.cancellation * magnitude { continue }
      let row = rows.pointer(to: symbols[queue.symbols[index]].basicRow)
      expansionRowReads &+= 1
      if row.pointee.hasReferences { sawReferences = true }
      total = Tableau.sum(
        total, multiplier * row.pointee.constant, tolerance: Tableau.constantCancellation)
      constantMagnitude = max(constantMagnitude, magnitude * row.pointee.constant.magnitude)
      let cells = row.pointee.cells
      for cellIndex in 0..<cells.count {
        let cell = cells[cellIndex]
        let path = magnitude * cell.coefficient.magnitude
        if let slot = symbols[cell.symbol].row {
          propagate(cell.symbol, slot, multiplier * cell.coefficient, path, &queue)
        } else {
          accumulate(
            cell.symbol, multiplier * cell.coefficient, largest: path, &touched, &magnitudes)
        }
      }
    }
    for symbol in queue.symbols { scratchPosition[symbol] = 0 }
    return (total, constantMagnitude, sawReferences)
  }

  /// Adds `value` (from a path whose largest product is `path`) to the multiplier of the basic
  /// `symbol`, whose row is in `slot`, queuing it the first time. While the queue is in use,
  /// ``scratchPosition`` of a queued symbol is −1 − its index.
  @inline(__always) private mutating func propagate(
    _ symbol: Symbol, _ slot: Slot, _ value: Double, _ path: Double,
    _ queue: inout ExpansionQueue
  ) {
    let position = Int(scratchPosition[symbol])
    if position == 0 {
      let index = queue.push(symbol, rank: rows[slot].rank, value, largest: path)
      scratchPosition[symbol] = Int32(-1 - index)
      return
    }
    let index = -1 - position
    // A row of a smaller rank refers to a row already read: the ranks are inconsistent, and
    // the multiplier read was not the whole one.
    precondition(!queue.taken[index], "expansion met row \(symbol) after reading it")
    queue.multipliers[index] = Tableau.sum(queue.multipliers[index], value)
    if path > queue.largest[index] { queue.largest[index] = path }
  }

  /// Sets to exactly zero every accumulated sum of `touched` that is within ``cancellation`` of
  /// the largest term summed into it.
  ///
  /// ``sum(_:_:)`` snaps a cancellation between two operands; a sum of several terms can cancel
  /// in its last step against a partial sum that is itself much smaller than the terms it came
  /// from (0.347 − 0.331 − 0.0165 leaves 10⁻¹² where exact arithmetic leaves 0, and 10⁻¹² is
  /// 6 · 10⁻¹¹ of the last two operands). Measured against the largest term, such a residue is
  /// round-off; a row that kept it as a coefficient could later be pivoted on it.
  private mutating func snapCancellations(
    _ touched: RawArray<Symbol>, _ magnitudes: RawArray<Double>
  ) {
    for index in 0..<touched.count {
      let symbol = touched[index]
      if scratchValue[symbol].magnitude <= Tableau.cancellation * magnitudes[index] {
        scratchValue[symbol] = 0
      }
    }
  }

  /// The expansion of ``accumulateExpansion(of:constant:_:_:)`` with each basic symbol's
  /// expansion computed on its own (its exact cancellations snapped to zero) before it is
  /// combined with anything else.
  ///
  /// Expansions are computed references first (the references form a DAG), each once.
  /// - Complexity: the total size of the expansions of the basic symbols involved; a chain of
  ///   lazy rows costs the square of its length, so this runs only when the flat sum lost
  ///   precision.
  private mutating func accumulateGroupedExpansion(
    of items: RawArray<Cell>, constant: Double, _ touched: inout RawArray<Symbol>,
    _ magnitudes: inout RawArray<Double>
  ) -> Double {
    // Expansions of basic symbols, indexed through `expansionIndex` (looked up, never iterated).
    var expansions: [(constant: Double, cells: [Cell])] = []
    var expansionIndex: [Symbol: Int] = [:]
    var pending: [(symbol: Symbol, ready: Bool)] = []
    for index in 0..<items.count where symbols[items[index].symbol].row != nil {
      pending.append((items[index].symbol, false))
    }
    while let (symbol, ready) = pending.popLast() {
      if expansionIndex[symbol] != nil { continue }
      let row = rows[symbols[symbol].basicRow]
      if ready { expansionRowReads &+= 1 }
      if !ready {
        pending.append((symbol, true))
        for index in 0..<row.cells.count {
          let cell = row.cells[index].symbol
          if symbols[cell].row != nil && expansionIndex[cell] == nil {
            pending.append((cell, false))
          }
        }
        continue
      }
      let rowConstant = combine(
        row.cells, constant: row.constant, expansions, expansionIndex, &touched, &magnitudes)
      var cells: [Cell] = []
      cells.reserveCapacity(touched.count)
      for index in 0..<touched.count where scratchValue[touched[index]] != 0 {
        cells.append(Cell(symbol: touched[index], coefficient: scratchValue[touched[index]]))
      }
      clearAccumulator(&touched, &magnitudes)
      expansionIndex[symbol] = expansions.count
      expansions.append((rowConstant, cells))
    }
    return combine(items, constant: constant, expansions, expansionIndex, &touched, &magnitudes)
  }

  /// Accumulates `constant + Σ coefficient · cell` over `cells`, each basic cell replaced by its
  /// expansion from `expansions`; returns the constant.
  private mutating func combine(
    _ cells: RawArray<Cell>, constant: Double, _ expansions: [(constant: Double, cells: [Cell])],
    _ expansionIndex: [Symbol: Int], _ touched: inout RawArray<Symbol>,
    _ magnitudes: inout RawArray<Double>
  ) -> Double {
    var total = constant
    var constantMagnitude = constant.magnitude
    for index in 0..<cells.count {
      let cell = cells[index]
      guard let position = expansionIndex[cell.symbol], symbols[cell.symbol].row != nil else {
        accumulate(cell.symbol, cell.coefficient, &touched, &magnitudes)
        continue
      }
      let expansion = expansions[position]
      let term = cell.coefficient * expansion.constant
      total = Tableau.sum(total, term, tolerance: Tableau.constantCancellation)
      if term.magnitude > constantMagnitude { constantMagnitude = term.magnitude }
      for term in expansion.cells {
        accumulate(term.symbol, cell.coefficient * term.coefficient, &touched, &magnitudes)
      }
    }
    snapCancellations(touched, magnitudes)
    return total
  }

  /// Replaces the references of the lazy row in `slot` by their expansions, so the row holds only
  /// parametric symbols (needed before the row is pivoted).
  ///
  /// - Returns: whether the row had references (and so changed).
  /// `entering` is the symbol a pivot is substituting, when the expansion happens in the middle of
  /// that substitution (see ``accumulateExpansion(of:constant:_:_:entering:)``).
  @discardableResult mutating func expandReferences(
    ofSlot slot: Slot, entering: Symbol? = nil
  ) -> Bool {
    let row = rows[slot]
    guard row.hasReferences else { return false }
    var hasReference = false
    for index in 0..<row.cells.count where symbols[row.cells[index].symbol].row != nil {
      hasReference = true
    }
    touchRow(slot)
    guard hasReference else {
      rows.pointer(to: slot).pointee.hasReferences = false
      return false
    }
    // The scratch lists are moved out while in use and put back (empty) at the end.
    var touched = scratchExpansionTouched
    var magnitudes = scratchExpansionMagnitudes
    scratchExpansionTouched = RawArray()
    scratchExpansionMagnitudes = RawArray()
    defer {
      scratchExpansionTouched = touched
      scratchExpansionMagnitudes = magnitudes
    }
    // Expanding only reads rows, so the row's own cells are read in place.
    let old = row.cells
    let constant = accumulateExpansion(
      of: old, constant: row.constant, &touched, &magnitudes, entering: entering)
    for index in 0..<old.count { removeFromColumn(old[index].symbol, slot) }
    rows.pointer(to: slot).pointee.cells.removeAll()
    rows.pointer(to: slot).pointee.constant = constant
    rows.pointer(to: slot).pointee.hasReferences = false
    for index in 0..<touched.count {
      let symbol = touched[index]
      let value = scratchValue[symbol]
      if value != 0 { appendCell(symbol, value, toRow: slot) }
    }
    clearAccumulator(&touched, &magnitudes)
    if let basic = rows[slot].basic { markDirty(basic) }
    return true
  }
}
