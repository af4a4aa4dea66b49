extension Tableau {
  // MARK: - The accumulator

  /// How much larger than a result the largest term summed into it may be before the flat
  /// expansion's round-off counts as lost precision (see
  /// ``accumulateExpansion(of:constant:entering:)``).
  ///
  /// A flat sum carries an absolute error of about 10⁻¹⁶ of its largest term; at a ratio of
  /// 10³ the result is still exact to about 10⁻¹³ of itself, the accuracy of the rows it is
  /// combined with.
  static let expansionLossRatio = 1.0e3

  /// Adds `value` to the ``accumulator``'s sum for the parametric `symbol`, giving the symbol
  /// an entry (listed in ``listEntries``) the first time.
  @inline(__always)
  mutating func accumulate(_ symbol: Symbol, _ value: Double) {
    let entry = listEntries[symbol]
    if entry == 0 {
      listEntries[symbol] = accumulator.append(symbol, value)
      return
    }
    accumulator.add(value, at: Tableau.listIndex(entry))
  }

  /// Adds `value` to the ``accumulator``'s sum for `symbol` as ``accumulate(_:_:)`` does, with
  /// `largest` as the magnitude of the largest term it stands for.
  @inline(__always)
  mutating func accumulate(_ symbol: Symbol, _ value: Double, largest: Double) {
    accumulate(symbol, value)
    accumulator.notePath(largest, at: Tableau.listIndex(listEntries[symbol]))
  }

  /// Empties the ``accumulator`` and clears its entries in ``listEntries``.
  @inline(__always)
  mutating func emptyAccumulator() {
    for index in 0..<accumulator.count { listEntries[accumulator.symbols[index]] = 0 }
    accumulator.removeAll()
  }

  // MARK: - Expanding basic symbols into parametric ones

  /// What an expansion summed besides the ``accumulator``'s sums: the constant, the magnitude
  /// of the largest term summed into it, and whether a lazy row took part.
  struct ExpansionTotal {
    /// `constant + Σ coefficient · constant of the row` over the rows read.
    var constant: Double
    /// The magnitude of the largest term summed into ``constant``.
    var largestTerm: Double
    /// Whether one of the rows read was lazy (``RowData/hasReferences``).
    var sawReferences: Bool

    /// Whether the constant is more than ``Tableau/expansionLossRatio`` times smaller than a
    /// term summed into it.
    @inline(__always) var hasLostPrecision: Bool {
      constant != 0 && largestTerm > Tableau.expansionLossRatio * constant.magnitude
    }
  }

  /// Accumulates `constant + Σ coefficient · symbol` over `items` with every basic symbol
  /// replaced by its row — recursively through the references of lazy rows — so that only
  /// parametric symbols remain: the ``accumulator`` *must* be empty, and holds their sums
  /// afterwards (the caller empties it). Returns the constant.
  ///
  /// Three ways to sum, each step taken only when the one before it falls short:
  /// 1. the flat walk (``accumulateFlatExpansion(of:constant:)``), one pass over every path to
  ///    a parametric symbol: linear in the size of the expansion (a chain of lazy rows costs its
  ///    length), but when rows share references (a view's top in its bottom and in its
  ///    children's edges) the paths can be exponentially many, and paths that cancel are walked
  ///    to their ends, so the walk gives up after too many basic symbols;
  /// 2. then the propagated sum (``accumulatePropagatedExpansion(of:constant:entering:)``),
  ///    which reads each row at most once, and not at all when the paths to it cancel;
  /// 3. when a lazy row took part and the sum shows a loss of precision (a result more than
  ///    ``expansionLossRatio`` times smaller than a term summed into it), the grouped sum
  ///    (``accumulateGroupedExpansion(of:constant:)``), each lazy row expanded on its own first.
  ///    A lazy row may hold cells that cancel exactly against the expansion of its own
  ///    references (after a pivot substituted into it); summed among the other terms, that
  ///    cancellation leaves an absolute round-off of the size of the cancelled terms in the
  ///    result — 750 − 750 + 0.01 gives 0.01 with an error of 10⁻¹³, which later pivots can
  ///    amplify into visible errors. Expanded on its own, the exact cancellation is snapped to
  ///    zero (see ``sum(_:_:tolerance:)``) before the expansion meets the other terms: the
  ///    arithmetic of a solver that keeps every row expanded.
  ///
  /// The sums that remain within ``cancellation`` of their largest term are then exactly zero
  /// (``Accumulator/snapCancellations()``).
  ///
  /// `entering` is a symbol that a pivot has just made basic and is being substituted (see
  /// ``expandReferences(ofSlot:entering:)``): plain rows still hold it as a cell, so its row is
  /// read after every other.
  mutating func accumulateExpansion(
    of items: RawArray<Cell>, constant: Double, entering: Symbol? = nil
  ) -> Double {
    assert(accumulator.isEmpty, "an expansion into an accumulator in use")
    let total: ExpansionTotal
    if let flat = accumulateFlatExpansion(of: items, constant: constant) {
      total = flat
    } else {
      emptyAccumulator()
      total = accumulatePropagatedExpansion(of: items, constant: constant, entering: entering)
    }
    if total.sawReferences && (total.hasLostPrecision || accumulator.hasLostPrecision) {
      emptyAccumulator()
      return accumulateGroupedExpansion(of: items, constant: constant)
    }
    accumulator.snapCancellations()
    return total.constant
  }

  /// The first step of ``accumulateExpansion(of:constant:entering:)``: the sum taken flat, in
  /// one pass over every path from `items` to a parametric symbol, with an explicit stack
  /// (``expansionStack``).
  ///
  /// The walk lists the basic symbols it meets (``walkedBasics``) to count the visits of shared
  /// ones, and gives up once it has met more basic symbols again than for the first time (and
  /// more than ``sharedVisitAllowance``), or more than ``flatExpansionLimit`` of them.
  ///
  /// - Returns: the total, or `nil` when the walk gave up; the ``accumulator`` then holds part
  ///   of the sum, and the caller empties it.
  @inline(__always)
  private mutating func accumulateFlatExpansion(
    of items: RawArray<Cell>, constant: Double
  ) -> ExpansionTotal? {
    var total = constant
    var largestTerm = constant.magnitude
    var sawReferences = false
    let stackBase = expansionStack.count
    walkedBasics.removeAll()
    var revisits = 0
    var givesUp = false
    walk: for index in 0..<items.count {
      let base = expansionStack.count
      expansionStack.append(items[index])
      while expansionStack.count > base {
        let item = expansionStack.removeLast()
        guard let slot = symbols[item.symbol].row else {
          accumulate(item.symbol, item.coefficient)
          continue
        }
        if listEntries[item.symbol] == 0 {
          walkedBasics.append(item.symbol)
          // The list holds distinct symbols, fewer than their Int32 ids.
          listEntries[item.symbol] = Int32(truncatingIfNeeded: -walkedBasics.count)
          givesUp = walkedBasics.count > flatExpansionLimit
        } else {
          revisits += 1
          givesUp = revisits > walkedBasics.count && revisits > Tableau.sharedVisitAllowance
        }
        if givesUp { break walk }
        let row = rows.pointer(to: slot)
        expansionRowReads &+= 1
        if row.pointee.hasReferences { sawReferences = true }
        let term = item.coefficient * row.pointee.constant
        total = Tableau.sum(total, term, tolerance: Tableau.constantCancellation)
        if term.magnitude > largestTerm { largestTerm = term.magnitude }
        let cells = row.pointee.cells
        for cellIndex in 0..<cells.count {
          let cell = cells[cellIndex]
          expansionStack.append(
            Cell(symbol: cell.symbol, coefficient: item.coefficient * cell.coefficient))
        }
      }
    }
    for index in 0..<walkedBasics.count { listEntries[walkedBasics[index]] = 0 }
    if givesUp {
      expansionStack.truncate(to: stackBase)
      return nil
    }
    return ExpansionTotal(
      constant: total, largestTerm: largestTerm, sawReferences: sawReferences)
  }

  /// How many times the flat walk of ``accumulateExpansion(of:constant:entering:)`` may meet a
  /// basic symbol again before it switches to reading each row once (when the repeated visits
  /// also outnumber the distinct ones): 32. Below it, a few shared references (a diamond) keep
  /// the flat sum and its rounding.
  static let sharedVisitAllowance = 32

  /// How many distinct basic symbols the flat walk of
  /// ``accumulateExpansion(of:constant:entering:)`` meets, by default, before it switches to
  /// reading rows in rank order: 16. Below it, the flat walk is cheaper than ordering the rows,
  /// and small systems keep its rounding.
  static let defaultFlatExpansionLimit = 16

  /// The second step of ``accumulateExpansion(of:constant:entering:)``: the sum with each basic
  /// symbol's row read at most once, for rows that share references or chains of them. The
  /// ``accumulator`` *must* be empty.
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
  /// - Complexity: O(r log r + cells of the r rows read).
  private mutating func accumulatePropagatedExpansion(
    of items: RawArray<Cell>, constant: Double, entering: Symbol?
  ) -> ExpansionTotal {
    var queue = ExpansionQueue(last: entering)
    var total = constant
    var largestTerm = constant.magnitude
    var sawReferences = false
    for index in 0..<items.count {
      let item = items[index]
      if let slot = symbols[item.symbol].row {
        propagate(item.symbol, slot, item.coefficient, item.coefficient.magnitude, &queue)
      } else {
        accumulate(item.symbol, item.coefficient)
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
      largestTerm = max(largestTerm, magnitude * row.pointee.constant.magnitude)
      let cells = row.pointee.cells
      for cellIndex in 0..<cells.count {
        let cell = cells[cellIndex]
        let path = magnitude * cell.coefficient.magnitude
        if let slot = symbols[cell.symbol].row {
          propagate(cell.symbol, slot, multiplier * cell.coefficient, path, &queue)
        } else {
          accumulate(cell.symbol, multiplier * cell.coefficient, largest: path)
        }
      }
    }
    for symbol in queue.symbols { listEntries[symbol] = 0 }
    return ExpansionTotal(
      constant: total, largestTerm: largestTerm, sawReferences: sawReferences)
  }

  /// Adds `value` (from a path whose largest product is `path`) to the multiplier of the basic
  /// `symbol`, whose row is in `slot`, queuing it the first time. The queue is the list of
  /// ``listEntries`` for basic symbols: a queued symbol's entry is −1 − its index.
  @inline(__always) private mutating func propagate(
    _ symbol: Symbol, _ slot: Slot, _ value: Double, _ path: Double,
    _ queue: inout ExpansionQueue
  ) {
    let position = Int(listEntries[symbol])
    if position == 0 {
      let index = queue.push(symbol, rank: rows[slot].rank, value, largest: path)
      listEntries[symbol] = Int32(-1 - index)
      return
    }
    let index = -1 - position
    // A row of a smaller rank refers to a row already read: the ranks are inconsistent, and
    // the multiplier read was not the whole one.
    precondition(!queue.taken[index], "expansion met row \(symbol) after reading it")
    queue.multipliers[index] = Tableau.sum(queue.multipliers[index], value)
    if path > queue.largest[index] { queue.largest[index] = path }
  }

  /// The third step of ``accumulateExpansion(of:constant:entering:)``: the sum with each basic
  /// symbol's expansion computed on its own (its exact cancellations snapped to zero) before it
  /// is combined with anything else. The ``accumulator`` *must* be empty.
  ///
  /// Expansions are computed references first (the references form a DAG), each once.
  /// - Complexity: the total size of the expansions of the basic symbols involved; a chain of
  ///   lazy rows costs the square of its length, so this runs only when the flat sum lost
  ///   precision.
  private mutating func accumulateGroupedExpansion(
    of items: RawArray<Cell>, constant: Double
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
      let rowConstant = combine(row.cells, constant: row.constant, expansions, expansionIndex)
      var cells: [Cell] = []
      cells.reserveCapacity(accumulator.count)
      for index in 0..<accumulator.count where accumulator.sums[index] != 0 {
        cells.append(Cell(symbol: accumulator.symbols[index], coefficient: accumulator.sums[index]))
      }
      emptyAccumulator()
      expansionIndex[symbol] = expansions.count
      expansions.append((rowConstant, cells))
    }
    return combine(items, constant: constant, expansions, expansionIndex)
  }

  /// Accumulates `constant + Σ coefficient · cell` over `cells`, each basic cell replaced by its
  /// expansion from `expansions`, and snaps the sums' cancellations; returns the constant.
  private mutating func combine(
    _ cells: RawArray<Cell>, constant: Double, _ expansions: [(constant: Double, cells: [Cell])],
    _ expansionIndex: [Symbol: Int]
  ) -> Double {
    var total = constant
    for index in 0..<cells.count {
      let cell = cells[index]
      guard let position = expansionIndex[cell.symbol], symbols[cell.symbol].row != nil else {
        accumulate(cell.symbol, cell.coefficient)
        continue
      }
      let expansion = expansions[position]
      let term = cell.coefficient * expansion.constant
      total = Tableau.sum(total, term, tolerance: Tableau.constantCancellation)
      for term in expansion.cells {
        accumulate(term.symbol, cell.coefficient * term.coefficient)
      }
    }
    accumulator.snapCancellations()
    return total
  }

  /// Replaces the references of the lazy row in `slot` by their expansions, so the row holds only
  /// parametric symbols (needed before the row is pivoted).
  ///
  /// - Returns: whether the row had references (and so changed).
  /// `entering` is the symbol a pivot is substituting, when the expansion happens in the middle of
  /// that substitution (see ``accumulateExpansion(of:constant:entering:)``).
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
    // Expanding only reads rows, so the row's own cells are read in place.
    let old = row.cells
    let constant = accumulateExpansion(of: old, constant: row.constant, entering: entering)
    for index in 0..<old.count { removeFromColumn(old[index].symbol, slot) }
    rows.pointer(to: slot).pointee.cells.removeAll()
    rows.pointer(to: slot).pointee.constant = constant
    rows.pointer(to: slot).pointee.hasReferences = false
    for index in 0..<accumulator.count {
      let sum = accumulator.sums[index]
      if sum != 0 { appendCell(accumulator.symbols[index], sum, toRow: slot) }
    }
    emptyAccumulator()
    if let basic = rows[slot].basic { markDirty(basic) }
    return true
  }
}
