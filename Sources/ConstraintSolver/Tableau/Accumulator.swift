/// Sums of terms, one per parametric symbol: the cells of a row while it is built or expanded
/// (see ``Tableau/accumulate(_:_:)``).
///
/// Entries are kept in the order their symbols were first added, so the cells made from them
/// come in an order that depends only on the terms. Each entry also keeps the largest magnitude
/// of a term summed into it: a sum much smaller than that is a cancellation, exact or not (see
/// ``snapCancellations()`` and ``hasLostPrecision``).
///
/// The tableau finds a symbol's entry through ``Tableau/listEntries`` (1 + the entry's index),
/// which it writes when it adds the entry and clears when it empties the accumulator
/// (``Tableau/emptyAccumulator()``); the accumulator itself knows nothing of symbols' tables.
/// Its memory is manually managed, as a ``RawArray``'s: the owner calls ``deallocate()``.
struct Accumulator {
  /// The symbol of each entry, in the order first added.
  private(set) var symbols: RawArray<Symbol>
  /// The sum of the terms added to each entry.
  private(set) var sums: RawArray<Double>
  /// The largest magnitude of a term added to each entry, or of the largest path product
  /// behind one (see ``Tableau/accumulate(_:_:largest:)``).
  private(set) var largest: RawArray<Double>

  /// An empty accumulator that owns no memory.
  init() {
    symbols = RawArray()
    sums = RawArray()
    largest = RawArray()
  }

  /// The number of entries.
  @inline(__always) var count: Int { symbols.count }

  /// Whether the accumulator has no entry.
  @inline(__always) var isEmpty: Bool { symbols.isEmpty }

  /// Adds an entry for `symbol`, which *must* have none, with `value` as its first term.
  ///
  /// - Returns: 1 + the index of the new entry (what ``Tableau/listEntries`` holds for it).
  @inline(__always) mutating func append(_ symbol: Symbol, _ value: Double) -> Int32 {
    // The three arrays always have the same count and capacity: one test for the three.
    if symbols.count == symbols.capacity { grow() }
    symbols.appendWithinCapacity(symbol)
    largest.appendWithinCapacity(value.magnitude)
    sums.appendWithinCapacity(value)
    return Int32(symbols.count)
  }

  /// Makes room for one more entry in each of the three arrays, with the same capacity for
  /// each (out of line: the rare path of ``append(_:_:)``).
  @inline(never) private mutating func grow() {
    let capacity = symbols.count + 1
    symbols.reserve(capacity)
    largest.reserve(capacity)
    sums.reserve(capacity)
  }

  /// Adds `value` to the entry at `index`, snapping an exact cancellation to zero (see
  /// ``Tableau/sum(_:_:tolerance:)``).
  @inline(__always) mutating func add(_ value: Double, at index: Int) {
    let sum = sums.pointer(at: index)
    sum.pointee = Tableau.sum(sum.pointee, value)
    notePath(value.magnitude, at: index)
  }

  /// Notes that a term of magnitude `magnitude` stands behind the entry at `index`.
  @inline(__always) mutating func notePath(_ magnitude: Double, at index: Int) {
    let entry = largest.pointer(at: index)
    if magnitude > entry.pointee { entry.pointee = magnitude }
  }

  /// Sets to exactly zero every sum that is within ``Tableau/cancellation`` of the largest term
  /// summed into it.
  ///
  /// ``Tableau/sum(_:_:tolerance:)`` snaps a cancellation between two operands; a sum of
  /// several terms can cancel in its last step against a partial sum that is itself much
  /// smaller than the terms it came from (0.347 − 0.331 − 0.0165 leaves 10⁻¹² where exact
  /// arithmetic leaves 0, and 10⁻¹² is 6 · 10⁻¹¹ of the last two operands). Measured against the
  /// largest term, such a residue is round-off; a row that kept it as a coefficient could later
  /// be pivoted on it.
  @inline(__always) mutating func snapCancellations() {
    for index in 0..<symbols.count
    where sums[index].magnitude <= Tableau.cancellation * largest[index] {
      sums[index] = 0
    }
  }

  /// Whether some non-zero sum is more than ``Tableau/expansionLossRatio`` times smaller than a
  /// term summed into it (see ``Tableau/accumulateExpansion(of:constant:entering:)``).
  @inline(__always) var hasLostPrecision: Bool {
    for index in 0..<symbols.count {
      let sum = sums[index]
      if sum != 0 && largest[index] > Tableau.expansionLossRatio * sum.magnitude { return true }
    }
    return false
  }

  /// Removes every entry, keeping the memory. The caller clears the entries' marks in
  /// ``Tableau/listEntries`` first.
  @inline(__always) mutating func removeAll() {
    symbols.removeAll()
    sums.removeAll()
    largest.removeAll()
  }

  /// Frees the memory; the accumulator is empty afterwards and may be reused.
  mutating func deallocate() {
    symbols.deallocate()
    sums.deallocate()
    largest.deallocate()
  }
}
