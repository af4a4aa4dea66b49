/// One cell of a row: a parametric symbol and its coefficient.
struct Cell {
  /// The parametric symbol.
  var symbol: Symbol
  /// Its coefficient; never zero (see ``Tableau/cancellation``).
  var coefficient: Double
}

/// A row of the tableau, stored in a slot: `basic = constant + Σ coefficient · symbol`.
///
/// Cells are kept in no particular order; every choice made from a row breaks ties by symbol id.
/// A free slot and the artificial objective of phase one (and a row being built) have no basic
/// symbol; ``isFree`` tells them apart.
struct RowData {
  /// The parametric cells.
  var cells: RawArray<Cell>
  /// The constant term: the value of the basic symbol in the current solution.
  var constant: Double
  /// The id of ``basic``, or 0 (kept as an id: testing for a basic symbol is one comparison).
  private var basicID: Int32
  /// 0 for a row without references; for a lazy row (see "Lazy rows" in ``Tableau``), 1 + the
  /// largest rank of the rows it referred to when it was made. Every reference of a lazy row is
  /// to a row of a smaller rank: references are only ever added to lazy rows when they are
  /// made, or later to rows without references (an external symbol entering the basis; see
  /// ``Tableau/substitute(_:bySlot:)``), and a rank only drops (to 0, when the row's references
  /// are expanded or its slot freed). Expansions visit rows in decreasing rank, so a row is
  /// read after every row that refers to it (see ``Tableau/accumulateExpansion(of:constant:entering:)``).
  /// ``freeRank`` marks a free slot (keeping the record at 40 bytes).
  private(set) var rank: UInt32

  /// The rank stored in a free slot.
  static let freeRank = UInt32.max

  /// Whether the slot holds no row (it is in ``Tableau/freeSlots``, or about to be).
  @inline(__always) var isFree: Bool {
    get { rank == RowData.freeRank }
    set { rank = newValue ? RowData.freeRank : (rank == RowData.freeRank ? 0 : rank) }
  }

  /// Whether some cells may be references to basic variables (a lazy row, rank > 0). Set when a
  /// lazy row is made, cleared when its references are expanded; a reference whose variable
  /// later leaves the basis becomes a plain cell, so the flag may stay set without references,
  /// never the reverse. Setting it to `false` sets the rank to 0.
  @inline(__always) var hasReferences: Bool {
    get { rank != 0 && rank != RowData.freeRank }
    set {
      precondition(!newValue || hasReferences, "a lazy row is made with its rank")
      if !newValue && rank != RowData.freeRank { rank = 0 }
    }
  }

  /// Makes the row lazy, with the rank `rank` (see ``rank``).
  @inline(__always) mutating func makeLazy(rank: UInt32) {
    precondition(!isFree && rank != 0 && rank != RowData.freeRank, "invalid lazy rank \(rank)")
    self.rank = rank
  }
  /// The basic symbol; `nil` for a free slot, the artificial objective and a row being built.
  @inline(__always) var basic: Symbol? {
    get { basicID == 0 ? nil : Symbol(id: basicID) }
    set { basicID = newValue?.id ?? 0 }
  }

  /// An empty, free slot.
  static var free: RowData {
    RowData(cells: RawArray(), constant: 0, basicID: 0, rank: RowData.freeRank)
  }
}

extension Tableau {
  /// The absolute tolerance of row constants (10⁻⁸, as kiwi): a constant below it is zero when
  /// the solver asks whether a required equality holds, whether a redundant equality is
  /// consistent, whether phase one found a feasible point and whether a restricted row is
  /// infeasible. Constants are values in the user's units (points), so an absolute tolerance
  /// is what "holds" means there.
  ///
  /// Coefficients are never compared with it: see ``cancellation``.
  static let epsilon = 1.0e-8

  /// The relative tolerance of exact cancellation, 10⁻¹¹.
  ///
  /// Every coefficient of the tableau (row cells, the objective) and every row constant is
  /// produced by sums `a + b`. When the exact sum is zero, the computed one is round-off of the
  /// order of 10⁻¹⁶ · max(|a|, |b|), times the error the operands already carry; such a result
  /// is snapped to exactly zero (see ``sum(_:_:)``). Any other result is kept however small it
  /// is: a coefficient of 10⁻¹⁰ is real when a variable it multiplies can reach 10⁷ (a 0.002
  /// multiplier divided by a 200 one, times another 10⁻⁴), and dropping it — as an absolute
  /// threshold does — silently changes the system. The threshold sits five orders of magnitude
  /// above one rounding and five below the smallest relative change a layout makes on purpose.
  static let cancellation = 1.0e-11

  /// Whether `value` is zero within ``epsilon`` (for constants, not coefficients).
  @inline(__always) static func nearZero(_ value: Double) -> Bool {
    value < epsilon && value > -epsilon
  }

  /// `a + b`, or exactly 0 when the sum is round-off of a cancellation: at most `tolerance`
  /// times the larger operand's magnitude (``cancellation`` for coefficients by default,
  /// ``constantCancellation`` for row constants).
  @inline(__always) static func sum(
    _ a: Double, _ b: Double, tolerance: Double = cancellation
  ) -> Double {
    let total = a + b
    let scale = a.magnitude > b.magnitude ? a.magnitude : b.magnitude
    return total.magnitude <= tolerance * scale ? 0 : total
  }

  /// The relative tolerance of exact cancellation for row constants, 10⁻¹⁵: about 4.5
  /// roundings of the larger operand.
  ///
  /// Constants are values (points), and the solver takes them up to 10¹⁵
  /// (``Solver/magnitudeLimit``). With the coefficients' 10⁻¹¹ (``cancellation``), a constant of
  /// 10¹⁵ in one required inequality made every value below 10⁴ that was computed against it
  /// exactly zero: a 276-point stack of views under a form whose top had been at −10¹⁵ came out
  /// 520 points off a required equality. At 10⁻¹⁵ what can be lost is below one point at the
  /// limit (where a double's step is 0.125) and 10⁻¹² at ordinary magnitudes (10³); a residue of
  /// a cancellation of ordinary values (a few roundings) is still snapped. Snapping nothing is
  /// worse: residues of 10⁻¹⁵ of the operands then make phase one refuse feasible required
  /// constraints (nine more sequences of the exact reference fail). Coefficients keep the
  /// coarser tolerance: they are ratios whose residues, pivoted on, fill the tableau with huge
  /// values, while a residue left in a constant is a value a few roundings off.
  static let constantCancellation = 1.0e-15

  /// The relative pivot tolerance, 10⁻¹¹ (as ``cancellation``): a coefficient smaller than this
  /// fraction of the largest coefficient magnitude in its row is not pivoted on while another
  /// choice exists.
  ///
  /// Pivoting divides the row by the pivot coefficient, so every other coefficient of the row
  /// (and its round-off) grows by the ratio of the two. A coefficient that exact arithmetic makes
  /// zero survives as a residue of 10⁻¹² to 10⁻¹⁸ of the terms that cancelled when the
  /// cancellation's operands already carried error (see ``cancellation``); in a degenerate row
  /// (constant 0) its ratio ties with every real candidate, and pivoting on it fills the tableau
  /// with values of 10²⁰. A real coefficient that small relative to its row is no better a pivot:
  /// eleven of the sixteen digits would be lost. (Real coefficients of 10⁻⁹ of their row occur:
  /// a 0.002 multiplier beside a 3 · 10⁶ one. The tolerance is a preference among pivots, not a
  /// test that tells residues from real values, which no threshold on one row can do.)
  static let pivotTolerance = 1.0e-11

  /// Whether `coefficient` is large enough to pivot on in the row in `slot` (see
  /// ``pivotTolerance``).
  @inline(__always) func isStablePivot(_ coefficient: Double, inRow slot: Slot) -> Bool {
    coefficient.magnitude >= Tableau.pivotTolerance * largestMagnitude(inRow: slot)
  }

  /// The largest coefficient magnitude in the row in `slot` (0 for an empty row).
  @inline(__always) func largestMagnitude(inRow slot: Slot) -> Double {
    Tableau.largestMagnitude(of: rows.pointer(to: slot).pointee.cells)
  }

  /// The largest coefficient magnitude among `cells` (0 when empty).
  @inline(__always) static func largestMagnitude(of cells: RawArray<Cell>) -> Double {
    var largest = 0.0
    for index in 0..<cells.count where cells[index].coefficient.magnitude > largest {
      largest = cells[index].coefficient.magnitude
    }
    return largest
  }

  /// The largest coefficient of a lazy row's references (see "Lazy rows" in ``Tableau``),
  /// relative to 1: a constraint becomes a lazy row only when no term's coefficient exceeds
  /// this multiple of the subject's.
  ///
  /// A lazy row's value is its constant plus its references' values times their coefficients,
  /// recomputed whenever it is read or expanded. With `0.002 · x0 + 400 · x1 = …`, x0 would
  /// refer to x1 times 200,000, and x0's value would be the difference of two numbers 10⁵
  /// times larger than itself, losing five digits at every evaluation; expanded as in kiwi,
  /// the row's coefficients are reduced once and kept. Layout constraints (unit coefficients,
  /// multipliers such as 0.5 or 2) stay lazy.
  static let lazyRowGrowth = 10.0

  /// The index of `symbol` among the cells of the row in `slot`, or `nil` when absent.
  @inline(__always) func cellIndex(of symbol: Symbol, inRow slot: Slot) -> Int? {
    let row = rows.pointer(to: slot)
    let count = row.pointee.cells.count
    guard count > 0 else { return nil }
    let cells = row.pointee.cells.base.unsafelyUnwrapped
    var index = 0
    while index < count {
      if cells[index].symbol == symbol { return index }
      index += 1
    }
    return nil
  }

  /// The index of `symbol` among the cells of the row in `slot`, which *must* hold it: a broken
  /// invariant stops the program with a message naming the symbol's `role`, the symbol and the
  /// slot (formatted out of line, so the hot callers keep a small frame).
  @inline(__always) func cellIndex(
    ofRequired symbol: Symbol, inRow slot: Slot, _ role: StaticString
  ) -> Int {
    guard let index = cellIndex(of: symbol, inRow: slot) else {
      Tableau.missingCell(symbol, slot, role)
    }
    return index
  }

  /// ``cellIndex(ofRequired:inRow:_:)`` trying `hint` first: a position the symbol had in the
  /// row before, which a pivot or an addition since may have made stale. A wrong hint costs a
  /// search, never a wrong answer; `hint` is set to the position found.
  @inline(__always) func cellIndex(
    ofRequired symbol: Symbol, inRow slot: Slot, hint: inout Int32, _ role: StaticString
  ) -> Int {
    let row = rows.pointer(to: slot)
    let guess = Int(hint)
    if guess < row.pointee.cells.count && row.pointee.cells[guess].symbol == symbol {
      return guess
    }
    let index = cellIndex(ofRequired: symbol, inRow: slot, role)
    hint = Int32(truncatingIfNeeded: index)
    return index
  }

  /// Stops the program: `symbol` (the `role`) is not a cell of the row in `slot`.
  @inline(never) static func missingCell(
    _ symbol: Symbol, _ slot: Slot, _ role: StaticString
  ) -> Never {
    preconditionFailure("\(role) \(symbol) is not a cell of the row in slot \(slot)")
  }

  /// The coefficient of `symbol` in the row in `slot` (0 when absent).
  @inline(__always) func coefficient(of symbol: Symbol, inRow slot: Slot) -> Double {
    guard let index = cellIndex(of: symbol, inRow: slot) else { return 0 }
    return rows[slot].cells[index].coefficient
  }
}
