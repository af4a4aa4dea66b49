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
/// Ids are handed out by the tableau from 1 (entry 0 of the tables is a sentinel that no symbol
/// uses) and recycled in a deterministic order after a constraint is removed. "No symbol" is
/// `Symbol?`'s `nil`. Whenever the solver must pick "a" symbol, it picks the one with the
/// smallest id, so results never depend on storage order: symbols compare by id.
struct Symbol: Hashable, Comparable, TableIndex, CustomStringConvertible {
  /// The index of the symbol in the tableau's tables (≥ 1).
  var id: Int32

  @inline(__always) init(id: Int32) { self.id = id }

  /// The symbol at position `offset` of ``Tableau/symbols``.
  @inline(__always) init(_ offset: Int) { id = Int32(truncatingIfNeeded: offset) }

  @inline(__always) var offset: Int { Int(id) }

  @inline(__always) static func < (lhs: Symbol, rhs: Symbol) -> Bool { lhs.id < rhs.id }

  /// The id, as dumps and diagnostics print it.
  var description: String { String(id) }
}

/// The slot of a row: an index into the tableau's ``Tableau/rows``.
///
/// Slots are handed out by the tableau from 0 and recycled after a row is dropped; "no row" is
/// `Slot?`'s `nil`.
struct Slot: Hashable, TableIndex, CustomStringConvertible {
  /// The index of the row in ``Tableau/rows`` (≥ 0).
  var index: Int32

  @inline(__always) init(index: Int32) { self.index = index }

  /// The slot at position `offset` of ``Tableau/rows``.
  @inline(__always) init(_ offset: Int) { index = Int32(truncatingIfNeeded: offset) }

  @inline(__always) var offset: Int { Int(index) }

  /// The index, as dumps and diagnostics print it.
  var description: String { String(index) }
}

/// A variable as the tableau's per-variable tables see it: its id is their index.
extension Variable: TableIndex {
  @inline(__always) var offset: Int { id }
}

/// Everything the tableau knows about one symbol, in 48 bytes.
///
/// The optional slot and variable are stored as 32-bit indexes (−1 for none), so that reading
/// whether a symbol is basic is one load and one comparison in the hot loops.
struct SymbolInfo {
  /// What the symbol stands for; `.invalid` for the sentinel entry 0 and for free ids.
  var kind: SymbolKind
  /// Bit flags: ``SymbolInfo/inEnteringHeap``, ``SymbolInfo/inInfeasibleHeap``,
  /// ``SymbolInfo/isDirty``.
  var flags: UInt8
  /// The index of ``row``, or -1.
  private var rowIndex: Int32
  /// The id of ``variable``, or -1.
  private var variableID: Int32
  /// The largest magnitude among the terms summed into ``objective`` since it was last zero:
  /// the scale of the round-off it may carry (see ``Tableau/addToObjective(_:_:)``). A `Float`,
  /// so the record stays 48 bytes.
  var objectiveScale: Float
  /// The symbol's coefficient in the objective (0 when absent).
  var objective: Double
  /// The slots of the rows in which this symbol appears as a parametric cell, in no meaningful order.
  var column: RawArray<Slot>

  /// The slot of the row this symbol is basic in, or `nil` when the symbol is parametric.
  @inline(__always) var row: Slot? {
    get { rowIndex < 0 ? nil : Slot(index: rowIndex) }
    set { rowIndex = newValue?.index ?? -1 }
  }

  /// For an external symbol, its variable; otherwise `nil`.
  @inline(__always) var variable: Variable? {
    get { variableID < 0 ? nil : Variable(id: Int(variableID)) }
    set { variableID = newValue.map { Int32(truncatingIfNeeded: $0.id) } ?? -1 }
  }

  /// The variable of a symbol that *must* be external (no test for `nil`, for hot loops).
  @inline(__always) var externalVariable: Variable {
    assert(variableID >= 0, "symbol without a variable")
    return Variable(id: Int(variableID))
  }

  /// The row of a symbol that *must* be basic (no test for `nil`, for hot loops).
  @inline(__always) var basicRow: Slot {
    assert(rowIndex >= 0, "parametric symbol without a row")
    return Slot(index: rowIndex)
  }

  /// The symbol is (lazily) in the heap of candidate entering symbols.
  static let inEnteringHeap: UInt8 = 1
  /// The symbol is basic in a row queued for the dual simplex.
  static let inInfeasibleHeap: UInt8 = 2
  /// The symbol's variable may have changed value since the last `updateVariables()`.
  static let isDirty: UInt8 = 4

  /// A fresh, unused symbol record.
  static func unused(kind: SymbolKind) -> SymbolInfo {
    SymbolInfo(
      kind: kind, flags: 0, rowIndex: -1, variableID: -1, objectiveScale: 0, objective: 0,
      column: RawArray())
  }
}

/// The symbols that track one constraint in the tableau (kiwi's `Tag`).
///
/// `marker` is the slack of an inequality, the dummy of a required equality or the positive error
/// of a non-required equality; `other` is the error of a non-required inequality or the negative
/// error of a non-required equality, and `nil` otherwise.
struct Tag {
  /// The symbol created for the constraint that always exists.
  var marker: Symbol
  /// The id of ``other``, or 0 (kept as an id so that the tag stays 24 bytes).
  private var otherID: Int32
  /// The coefficient of `marker` in the constraint's original row (before any sign change).
  var markerCoefficient: Double
  /// The coefficient of `other` in the constraint's original row, or 0 without `other`.
  var otherCoefficient: Double

  /// The second error symbol of a non-required constraint, or `nil`.
  @inline(__always) var other: Symbol? {
    get { otherID == 0 ? nil : Symbol(id: otherID) }
    set { otherID = newValue?.id ?? 0 }
  }

  /// The tag of a constraint tracked by `marker` and, for a non-required one, `other`.
  init(
    marker: Symbol, other: Symbol? = nil, markerCoefficient: Double, otherCoefficient: Double = 0
  ) {
    self.marker = marker
    self.otherID = other?.id ?? 0
    self.markerCoefficient = markerCoefficient
    self.otherCoefficient = otherCoefficient
  }

  /// The tag's symbols: `marker`, then `other` when there is one (a sequence that allocates
  /// nothing).
  @inline(__always) var symbols: Symbols { Symbols(first: marker, second: other) }

  /// The one or two symbols of a tag, in order.
  struct Symbols: Sequence, IteratorProtocol {
    /// The symbol ``next()`` returns, if any.
    var first: Symbol?
    /// The symbol after it, if any.
    var second: Symbol?

    /// The next symbol, or `nil` after the last.
    @inline(__always) mutating func next() -> Symbol? {
      let symbol = first
      first = second
      second = nil
      return symbol
    }
  }
}
