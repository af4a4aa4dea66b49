/// One cell of a row: a parametric symbol and its coefficient.
struct Cell {
  /// The id of the parametric symbol.
  var symbol: Int32
  /// Its coefficient; never near zero (see ``Tableau/epsilon``).
  var coefficient: Double
}

/// A row of the tableau, stored in a slot: `basic = constant + Σ coefficient · symbol`.
///
/// Cells are kept in no particular order; every choice made from a row breaks ties by symbol id.
/// A slot whose `basic` is -1 is free; the artificial objective of phase one lives in a slot whose
/// `basic` is 0.
struct RowData {
  /// The parametric cells.
  var cells: RawArray<Cell>
  /// The constant term: the value of the basic symbol in the current solution.
  var constant: Double
  /// The id of the basic symbol; 0 for the artificial objective, -1 for a free slot.
  var basic: Int32
  /// Whether some cells may be references to basic variables (a lazy row; see "Lazy rows" in
  /// `Tableau.swift`). Set when a lazy row is made, cleared when its references are expanded; a
  /// reference whose variable later leaves the basis becomes a plain cell, so the flag may stay
  /// set without references, never the reverse.
  var hasReferences: Bool

  /// An empty, free slot.
  static var free: RowData {
    RowData(cells: RawArray(), constant: 0, basic: -1, hasReferences: false)
  }
}

extension Tableau {
  /// Cells whose magnitude falls below this tolerance are treated as zero and removed, as in kiwi.
  ///
  /// The same tolerance decides whether a row constant is "zero" (a redundant constraint, a
  /// feasible phase one) and whether a required equality holds. It is absolute, so coefficients
  /// and constants are best kept well above it (points, not millions of points).
  static let epsilon = 1.0e-8

  /// Whether `value` is zero within ``epsilon``.
  @inline(__always) static func nearZero(_ value: Double) -> Bool {
    value < epsilon && value > -epsilon
  }

  /// The index of `symbol` among the cells of the row in `slot`, or -1 when absent.
  @inline(__always) func cellIndex(of symbol: Int32, inRow slot: Int32) -> Int {
    let row = rows.pointer(to: slot)
    let count = row.pointee.cells.count
    guard count > 0 else { return -1 }
    let cells = row.pointee.cells.base.unsafelyUnwrapped
    var index = 0
    while index < count {
      if cells[index].symbol == symbol { return index }
      index += 1
    }
    return -1
  }

  /// The coefficient of `symbol` in the row in `slot` (0 when absent).
  @inline(__always) func coefficient(of symbol: Int32, inRow slot: Int32) -> Double {
    let index = cellIndex(of: symbol, inRow: slot)
    return index < 0 ? 0 : rows[slot].cells[index].coefficient
  }
}
