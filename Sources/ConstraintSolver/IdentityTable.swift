/// A map from object identities to integers: the solver's index of the constraints it holds
/// (``SolverStorage/recordIndex``).
///
/// `Dictionary<ObjectIdentifier, Int>` hashes every key with SipHash, about 190 instructions a
/// hash on x86-64: adding a constraint (a duplicate check and an insertion) spent about 500
/// instructions of the enaml form's 12,500 a constraint there. Here a key's home follows its
/// address, moved by a Fibonacci hash of the address's high bits (see `home(of:)`), and
/// collisions probe the next entries (open addressing, linear probing, at most half full); a
/// removal shifts the entries that follow back into the hole, so no tombstones accumulate.
/// Addresses are not secret and the table is never iterated, so no order reaches an output.
///
/// At tens of thousands of constraints the table is larger than the cache. Constraints made one
/// after another have homes close together, so adding them does not miss the cache at every
/// probe; a key and its value sit side by side, so a probe reads one cache line, not one in each
/// of two arrays; and ``probe(_:)`` and ``insert(_:_:at:)`` let an addition check for a
/// duplicate and insert later with one probe.
///
/// - Complexity: O(1) on average for lookups, insertions and removals.
struct IdentityTable {
  /// A key's address and its value; a key of 0 marks an empty position (no object lives at 0).
  struct Entry {
    var key: UInt
    var value: Int
  }

  /// The result of looking a key up: where it is, or where it would go.
  enum Probe {
    /// The key is held at `position`.
    case found(position: Int)
    /// The key is absent; ``insert(_:_:at:)`` puts it in `vacancy` while the table is unchanged.
    case absent(Vacancy)
  }

  /// The empty position an absent key would take, valid while the table does not change.
  struct Vacancy {
    /// The position (−1 in a table without positions).
    fileprivate let position: Int
    /// The table's ``IdentityTable/version`` when it was found.
    fileprivate let version: Int
  }

  /// The entries by position; the count is 0 or a power of two.
  private var entries: [Entry]
  /// The number of keys held.
  private(set) var count: Int
  /// The number of positions (twice the most keys held without growing).
  var capacity: Int { entries.count }
  /// Counts the insertions, removals and growths, so that a ``Vacancy`` found before one is not
  /// used.
  private var version: Int
  /// The word's bits (64, or 32 on wasm32) − log₂ of the capacity; `home(of:)` takes a window's
  /// offset from the top bits of its hash.
  private var shift: Int

  /// An empty table (no memory until the first insertion).
  init() {
    entries = []
    count = 0
    version = 0
    shift = UInt.bitWidth
  }

  /// The value of `key`, or `nil`; setting `nil` removes the key.
  subscript(key: ObjectIdentifier) -> Int? {
    get {
      guard case .found(let position) = probe(key) else { return nil }
      return entries[position].value
    }
    set {
      let address = UInt(bitPattern: key)
      if let newValue {
        insert(address, newValue)
      } else if case .found(let position) = probe(key) {
        remove(at: position)
      }
    }
  }

  /// Where `key` is, or the empty position where it would be inserted now.
  @inline(__always) func probe(_ key: ObjectIdentifier) -> Probe {
    let address = UInt(bitPattern: key)
    guard !entries.isEmpty else { return .absent(Vacancy(position: -1, version: version)) }
    let mask = entries.count - 1
    var position = home(of: address)
    while true {
      let held = entries[position].key
      if held == address { return .found(position: position) }
      if held == 0 { return .absent(Vacancy(position: position, version: version)) }
      position = (position + 1) & mask
    }
  }

  /// Adds `key`, which is absent, with `value`, in the `vacancy` its ``probe(_:)`` found; finds
  /// its place again when the table changed since (a copy of the table keeps its positions and
  /// its vacancies) or must grow first.
  mutating func insert(_ key: ObjectIdentifier, _ value: Int, at vacancy: Vacancy) {
    if vacancy.version == version, vacancy.position >= 0, (count + 1) * 2 <= entries.count {
      entries[vacancy.position] = Entry(key: UInt(bitPattern: key), value: value)
      count += 1
      version &+= 1
    } else {
      insert(UInt(bitPattern: key), value)
    }
  }

  /// How many positions past its home `key` is held, or `nil` when it is absent: the number of
  /// extra entries a lookup of it reads (for tests of how the keys spread).
  func displacement(of key: ObjectIdentifier) -> Int? {
    guard case .found(let position) = probe(key) else { return nil }
    return (position - home(of: UInt(bitPattern: key))) & (entries.count - 1)
  }

  /// The home position of `address` (the table *must* have positions).
  ///
  /// Addresses are taken in 16-byte granules (no two constraint objects share one), and the
  /// granules in windows as large as the table: within a window, a key's home is its granule's
  /// place in the window, moved by an offset that the window's number hashes to (Fibonacci
  /// hashing). Objects allocated one after another, as the constraints of a layout are, so have
  /// homes a few positions apart, and adding them walks the table forward instead of jumping
  /// about it: at 100,000 views a random home missed the cache on almost every addition. A
  /// constraint object takes at least 3 granules, so the keys of one window never fill a run of
  /// positions, and the windows' offsets spread the windows over the table.
  @inline(__always) private func home(of address: UInt) -> Int {
    let granule = address >> 4
    let bits = UInt(UInt.bitWidth - shift)
    let offset = ((granule >> bits) &* IdentityTable.multiplier) >> UInt(shift)
    return Int(truncatingIfNeeded: (granule &+ offset) & ((1 << bits) &- 1))
  }

  /// 2^w / φ rounded to odd, for the word's width w: 64 bits, or 32 on wasm32.
  private static var multiplier: UInt {
    UInt.bitWidth == 64
      ? UInt(truncatingIfNeeded: 0x9E37_79B9_7F4A_7C15 as UInt64)
      : UInt(truncatingIfNeeded: 0x9E37_79B9 as UInt64)
  }

  /// Sets the value of `address`, adding it if absent.
  private mutating func insert(_ address: UInt, _ value: Int) {
    if (count + 1) * 2 > entries.count { grow() }
    let mask = entries.count - 1
    var position = home(of: address)
    while entries[position].key != 0 && entries[position].key != address {
      position = (position + 1) & mask
    }
    if entries[position].key == 0 {
      entries[position].key = address
      count += 1
      version &+= 1
    }
    entries[position].value = value
  }

  /// Empties the position `position` and moves back the entries after it whose home allows,
  /// so every key stays reachable from its home without crossing an empty position.
  private mutating func remove(at position: Int) {
    let mask = entries.count - 1
    var hole = position
    var next = (position + 1) & mask
    while entries[next].key != 0 {
      let home = home(of: entries[next].key)
      // The entry may stay only if its home lies cyclically in (hole, next].
      let stays = hole < next ? (home > hole && home <= next) : (home > hole || home <= next)
      if !stays {
        entries[hole] = entries[next]
        hole = next
      }
      next = (next + 1) & mask
    }
    entries[hole].key = 0
    count -= 1
    version &+= 1
  }

  /// Makes room for `additional` more keys, so that inserting them does not grow the table
  /// (it stays at most half full).
  ///
  /// The capacity at least doubles when it changes, as an insertion's growth does, so reserving
  /// a few keys at a time costs no more than inserting them.
  mutating func reserveCapacity(_ additional: Int) {
    let needed = (count + additional) * 2
    guard needed > entries.count else { return }
    var capacity = Swift.max(8, entries.count * 2)
    while capacity < needed { capacity *= 2 }
    resize(to: capacity)
  }

  /// Doubles the capacity (at least 8 positions) and re-inserts every key.
  private mutating func grow() {
    resize(to: Swift.max(8, entries.count * 2))
  }

  /// Re-inserts every key in a table of `capacity` positions, a power of two that holds them.
  ///
  /// The keys are distinct and the new table has room for all of them, so each goes to the first
  /// empty position from its home, with no comparison of keys and no check of the load.
  private mutating func resize(to capacity: Int) {
    shift = UInt.bitWidth - capacity.trailingZeroBitCount
    let mask = capacity - 1
    let newEntries = [Entry](unsafeUninitializedCapacity: capacity) { buffer, initialized in
      buffer.initialize(repeating: Entry(key: 0, value: 0))
      entries.withUnsafeBufferPointer { old in
        for entry in old where entry.key != 0 {
          var target = home(of: entry.key)
          while buffer[target].key != 0 { target = (target + 1) & mask }
          buffer[target] = entry
        }
      }
      initialized = capacity
    }
    entries = newEntries
    // Every position moved, even when the growth came before an update of a held key.
    version &+= 1
  }
}
