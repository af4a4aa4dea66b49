/// The kind of a tableau symbol, as in the Cassowary paper and kiwi.
enum SymbolKind: UInt8 {
  /// No symbol: id 0, a free id, or the row of the artificial objective.
  case invalid
  /// A user variable; unrestricted in sign.
  case external
  /// The slack of an inequality, or the artificial variable of phase one; always ≥ 0.
  case slack
  /// An error variable of a non-required constraint; always ≥ 0, weighted in the objective.
  case error
  /// The marker of a required equality; fixed at 0, never enters the basis.
  case dummy

  /// Whether symbols of this kind are restricted to non-negative values (a basic row of such a
  /// symbol must keep a non-negative constant).
  @inline(__always) var isRestricted: Bool {
    self == .slack || self == .error || self == .dummy
  }

  /// The letter kiwi's dump prints before a symbol's id.
  var letter: Character {
    switch self {
    case .invalid: return "i"
    case .external: return "v"
    case .slack: return "s"
    case .error: return "e"
    case .dummy: return "d"
    }
  }
}

/// A symbol of the tableau: an index into the tableau's per-symbol tables.
///
/// Ids are handed out by the tableau (id 0 is never used, so it can mean "none") and recycled in
/// a deterministic order after a constraint is removed. Whenever the solver must pick "a" symbol,
/// it picks the one with the smallest id, so results never depend on storage order.
struct Symbol: Hashable {
  /// The index of the symbol in the tableau's tables.
  var id: Int32

  /// No symbol.
  static let none = Symbol(id: 0)

  /// Whether this is a real symbol rather than ``none``.
  @inline(__always) var isValid: Bool { id != 0 }
}

/// Everything the tableau knows about one symbol.
struct SymbolInfo {
  /// What the symbol stands for; `.invalid` for id 0 and for free ids.
  var kind: SymbolKind
  /// Bit flags: ``SymbolInfo/inEnteringHeap``, ``SymbolInfo/inInfeasibleHeap``, ``SymbolInfo/isDirty``.
  var flags: UInt8
  /// The slot of the row this symbol is basic in, or -1 when the symbol is parametric.
  var row: Int32
  /// For an external symbol, the index of its variable; otherwise -1.
  var variable: Int32
  /// The largest magnitude among the terms summed into ``objective`` since it was last zero:
  /// the scale of the round-off it may carry (see ``Tableau/addToObjective(_:_:)``). A `Float`,
  /// so the record stays 48 bytes.
  var objectiveScale: Float
  /// The symbol's coefficient in the objective (0 when absent).
  var objective: Double
  /// The slots of the rows in which this symbol appears as a parametric cell, in no meaningful order.
  var column: RawArray<Int32>

  /// The symbol is (lazily) in the heap of candidate entering symbols.
  static let inEnteringHeap: UInt8 = 1
  /// The symbol is basic in a row queued for the dual simplex.
  static let inInfeasibleHeap: UInt8 = 2
  /// The symbol's variable may have changed value since the last `updateVariables()`.
  static let isDirty: UInt8 = 4

  /// A fresh, unused symbol record.
  static func unused(kind: SymbolKind) -> SymbolInfo {
    SymbolInfo(
      kind: kind, flags: 0, row: -1, variable: -1, objectiveScale: 0, objective: 0,
      column: RawArray())
  }
}

/// The symbols that track one constraint in the tableau (kiwi's `Tag`).
///
/// `marker` is the slack of an inequality, the dummy of a required equality or the positive error
/// of a non-required equality; `other` is the error of a non-required inequality or the negative
/// error of a non-required equality, and ``Symbol/none`` otherwise.
struct Tag {
  /// The symbol created for the constraint that always exists.
  var marker: Symbol
  /// The second error symbol of a non-required constraint, or ``Symbol/none``.
  var other: Symbol
  /// The coefficient of `marker` in the constraint's original row (before any sign change).
  var markerCoefficient: Double
  /// The coefficient of `other` in the constraint's original row, or 0 without `other`.
  var otherCoefficient: Double
}
