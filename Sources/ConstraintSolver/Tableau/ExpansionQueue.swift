/// The basic symbols met while an expansion reads rows in decreasing rank (see
/// ``Tableau/accumulateExpansion(of:constant:entering:)`` and ``RowData/rank``): each with the
/// multiplier its row is expanded with and the magnitude of the largest path product behind it.
///
/// Entries are taken highest rank first, ties by smaller symbol id, so the order — and with it
/// the rounding of every sum — depends only on the tableau. One symbol may be taken last of all:
/// the one a pivot is substituting, which plain rows of rank 0 still hold as a cell.
struct ExpansionQueue {
  /// The symbols, in the order they were met.
  private(set) var symbols: [Symbol] = []
  /// 1 + the rank of each symbol's row when it was met (0 for the symbol taken last).
  private var ranks: [UInt64] = []
  /// The symbol taken after every other, if any.
  private let last: Symbol?
  /// The multiplier of each symbol's row: the sum over the paths met so far.
  var multipliers: [Double] = []
  /// The magnitude of the largest path product that reached each symbol.
  var largest: [Double] = []
  /// Whether each entry was taken (its multiplier is final).
  private(set) var taken: [Bool] = []
  /// The entries not taken yet: a binary heap of indices, first entry on top.
  private var heap: [Int] = []

  /// An empty queue; `last`, if met, is taken after every other symbol.
  init(last: Symbol?) {
    self.last = last
  }

  /// Adds `symbol`, whose row has `rank`, with its first contribution; returns its index.
  mutating func push(_ symbol: Symbol, rank: UInt32, _ multiplier: Double, largest: Double) -> Int {
    let index = symbols.count
    symbols.append(symbol)
    ranks.append(symbol == last ? 0 : UInt64(rank) + 1)
    multipliers.append(multiplier)
    self.largest.append(largest)
    taken.append(false)
    heap.append(index)
    var child = heap.count - 1
    while child > 0 {
      let parent = (child - 1) / 2
      if !comesFirst(index, heap[parent]) { break }
      heap[child] = heap[parent]
      child = parent
    }
    heap[child] = index
    return index
  }

  /// Removes and returns the entry of the highest rank (smaller symbol first among equal
  /// ranks), or `nil` when every entry was taken.
  mutating func popFirst() -> Int? {
    guard let first = heap.first else { return nil }
    let last = heap.removeLast()
    if !heap.isEmpty {
      var parent = 0
      while true {
        var child = 2 * parent + 1
        if child >= heap.count { break }
        if child + 1 < heap.count && comesFirst(heap[child + 1], heap[child]) { child += 1 }
        if !comesFirst(heap[child], last) { break }
        heap[parent] = heap[child]
        parent = child
      }
      heap[parent] = last
    }
    taken[first] = true
    return first
  }

  /// Whether entry `a` is taken before entry `b`.
  @inline(__always) private func comesFirst(_ a: Int, _ b: Int) -> Bool {
    ranks[a] != ranks[b] ? ranks[a] > ranks[b] : symbols[a] < symbols[b]
  }
}
