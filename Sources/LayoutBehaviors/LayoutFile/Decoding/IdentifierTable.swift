/// The ids of a layout document, each interned once as a small integer: its position in
/// ``names``, in the order the ids were first added.
///
/// Resolving a name costs one pass over its UTF-8 bytes (an FNV-1a hash) and one comparison,
/// instead of `Dictionary`'s seeded SipHash of the normalized string; the positions let the
/// decoder and the scene keep what they know of each id in arrays. Nothing ever iterates the
/// hash slots, so no output depends on hashing.
///
/// Lookups agree exactly with `String`'s `==` (canonical equivalence): ids that pass
/// `LayoutFileText.isIdentifier(_:)` are ASCII, which compare byte by byte; a name with any
/// other byte, or a table holding one, is looked up by comparing the names in order.
///
/// ```swift
/// var table = IdentifierTable()
/// table.intern("header")  // (index: 0, inserted: true)
/// table.intern("footer")  // (index: 1, inserted: true)
/// table.intern("header")  // (index: 0, inserted: false)
/// table.index(of: "footer")  // 1
/// ```
struct IdentifierTable {
  /// The ids, by index.
  private(set) var names: [String] = []
  /// Open-addressing slots, 0 for an empty one. A full slot holds the high 32 bits of its name's
  /// hash above the name's index + 1 (``entry(hash:index:)``), so that a probe passes over the
  /// other names of its sequence without reading them or their hashes: at 100,000 names each of
  /// those reads is a cache miss. The count is a power of two, at least twice the number of names.
  private var slots: [UInt64] = []
  /// The hash of each name, by index, so that growing does not hash the names again.
  private var hashes: [UInt64] = []
  /// Whether some name has a byte outside ASCII (then lookups compare names in order).
  private var hasNonASCIIName = false

  /// Creates an empty table.
  init() {}

  /// The number of ids.
  var count: Int { names.count }

  /// The index of `name`, if it was interned.
  ///
  /// - Complexity: O(*m*) in the length of the name, on average; O(*n*) in the number of ids
  ///   when the name or an id has a byte outside ASCII.
  func index(of name: String) -> Int? {
    let (hash, isASCII) = Self.hash(name)
    return find(name, hash: hash, isASCII: isASCII)
  }

  /// The index of the name whose UTF-8 bytes are `bytes`, when the table can tell from the bytes
  /// alone: `nil` when no name has these bytes, and also when some name of the table or some
  /// byte is outside ASCII (canonical equivalence may then match different bytes; use
  /// ``index(of:)``).
  ///
  /// - Complexity: O(*m*) in the number of bytes, on average.
  func asciiIndex(of bytes: UnsafeBufferPointer<UInt8>) -> Int? {
    let (hash, isASCII) = Self.hash(bytes)
    guard isASCII, !hasNonASCIIName else { return nil }
    return probe(hash) { $0.hasUTF8(bytes) }
  }

  /// The index of `name`, looked for first at `hint` and at the position after it, then by its
  /// hash; `hint` becomes the index found.
  ///
  /// A file names its views mostly in the order it declares them, so the name looked up is often
  /// the one found last time or the next one: comparing it with those two, read in order from
  /// ``names``, finds it without hashing it or reading a slot (at 100,000 names, a slot read is a
  /// cache miss). The names are distinct under `==`, so a name equal to the one at a position has
  /// that index: the answer is the one ``index(of:)`` gives.
  func index(of name: String, hint: inout Int) -> Int? {
    if let near = nearby(hint, { $0 == name }) {
      hint = near
      return near
    }
    guard let found = index(of: name) else { return nil }
    hint = found
    return found
  }

  /// ``asciiIndex(of:)``, looked for first at `hint` and at the position after it (see
  /// ``index(of:hint:)``); `hint` becomes the index found. A name whose bytes are `bytes` is the
  /// only one equal to them, so a match there is the answer whatever bytes the table holds.
  func asciiIndex(of bytes: UnsafeBufferPointer<UInt8>, hint: inout Int) -> Int? {
    if let near = nearby(hint, { $0.hasUTF8(bytes) }) {
      hint = near
      return near
    }
    guard let found = asciiIndex(of: bytes) else { return nil }
    hint = found
    return found
  }

  /// `hint` or the position after it, if the name there `matches`.
  @inline(__always)
  private func nearby(_ hint: Int, _ matches: (String) -> Bool) -> Int? {
    if hint >= 0 && hint < names.count && matches(names[hint]) { return hint }
    if hint >= -1 && hint + 1 < names.count && matches(names[hint + 1]) { return hint + 1 }
    return nil
  }

  /// The index of `name`, whose hash is given.
  private func find(_ name: String, hash: UInt64, isASCII: Bool) -> Int? {
    guard isASCII, !hasNonASCIIName else { return names.firstIndex(of: name) }
    return probe(hash) { $0 == name }
  }

  /// The index of the name with hash `hash` that `matches`, found along the hash's probe
  /// sequence; `nil` at the first empty slot.
  @inline(__always)
  private func probe(_ hash: UInt64, _ matches: (String) -> Bool) -> Int? {
    guard !slots.isEmpty else { return nil }
    let mask = slots.count - 1
    let tag = hash & Self.tagMask
    var slot = Int(truncatingIfNeeded: hash) & mask
    while true {
      let entry = slots[slot]
      if entry == 0 { return nil }
      if entry & Self.tagMask == tag {
        // The tag matched: the name decides (rarely another name with the same high bits).
        let index = Int(truncatingIfNeeded: entry & ~Self.tagMask) - 1
        if matches(names[index]) { return index }
      }
      slot = (slot + 1) & mask
    }
  }

  /// The bits of a slot that hold the high half of its name's hash.
  private static let tagMask: UInt64 = 0xFFFF_FFFF_0000_0000

  /// What a slot holds for the name at `index` whose hash is `hash`: never 0, since the index is
  /// stored + 1. A table holds at most 2³² − 1 names (far beyond a file the tool can read).
  @inline(__always)
  private static func entry(hash: UInt64, index: Int) -> UInt64 {
    (hash & tagMask) | UInt64(truncatingIfNeeded: index + 1)
  }

  /// Adds `name` unless it is there already.
  ///
  /// - Returns: The index of the name, and whether it was added.
  @discardableResult
  mutating func intern(_ name: String) -> (index: Int, inserted: Bool) {
    let (hash, isASCII) = Self.hash(name)
    if let existing = find(name, hash: hash, isASCII: isASCII) { return (existing, false) }
    if !isASCII { hasNonASCIIName = true }
    let index = names.count
    names.append(name)
    hashes.append(hash)
    if slots.count < 2 * names.count {
      rehash(capacity: max(16, 4 * names.count))
    } else {
      place(index)
    }
    return (index, true)
  }

  /// Whether the first `count` names are, in order, `id(0)`, `id(1)` … `id(count − 1)` (compared
  /// with `==`): then interning those ids in order into an empty table gives each the same index,
  /// and no id among them is repeated. Reads the names in order, without hashing.
  func startsWith(count: Int, ids id: (Int) -> String) -> Bool {
    guard count <= names.count else { return false }
    for index in 0..<count where names[index] != id(index) { return false }
    return true
  }

  /// Reserves room for `count` ids.
  mutating func reserveCapacity(_ count: Int) {
    names.reserveCapacity(count)
    hashes.reserveCapacity(count)
    if slots.count < 2 * count { rehash(capacity: 2 * count) }
  }

  /// Rebuilds the slots with at least `capacity` of them.
  private mutating func rehash(capacity: Int) {
    var size = 16
    while size < capacity { size <<= 1 }
    slots = Array(repeating: 0, count: size)
    for index in names.indices { place(index) }
  }

  /// Puts the name at `index` in the first free slot of its probe sequence.
  private mutating func place(_ index: Int) {
    let mask = slots.count - 1
    let hash = hashes[index]
    var slot = Int(truncatingIfNeeded: hash) & mask
    while slots[slot] != 0 { slot = (slot + 1) & mask }
    slots[slot] = Self.entry(hash: hash, index: index)
  }

  /// The FNV-1a hash of the name's UTF-8 bytes, and whether they are all ASCII.
  static func hash(_ name: String) -> (hash: UInt64, isASCII: Bool) {
    // Through the contiguous bytes: iterating `utf8` costs several times more per byte.
    var name = name
    return name.withUTF8 { hash($0) }
  }

  /// The FNV-1a hash of `bytes`, and whether they are all ASCII.
  static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> (hash: UInt64, isASCII: Bool) {
    var hash = FNV1a.offsetBasis
    var bits: UInt8 = 0
    for byte in bytes {
      hash = FNV1a.adding(byte, to: hash)
      bits |= byte
    }
    // Mix the high bits down: the slots are indexed by the low ones.
    hash ^= hash >> 29
    return (hash, bits < 0x80)
  }
}

/// Values by id, for ids interned in an ``IdentifierTable``: the first value given for an id is
/// kept, as `dictionary[id] == nil ? dictionary[id] = value : ()` would.
///
/// A map made by ``byID(_:id:sharing:)`` may share a table that has more names than the map has
/// values: the names past the values have none, and such a map cannot be added to.
struct IdentifierMap<Value> {
  /// The ids.
  private(set) var table = IdentifierTable()
  /// The values, by the index of their id; the names of `table` past them have no value.
  private(set) var values: [Value] = []

  /// Creates an empty map.
  init() {}

  /// The map of `values`, each under the id `id(i)` of its position (the first value of an id
  /// kept). When `table` is given and its first names are those ids in order (as the decoder's
  /// table of a document that has not changed since), the map shares it, which costs one pass
  /// of string comparisons instead of hashing every id into a new table (at 100,000 ids, each
  /// insertion is a cache miss); otherwise the ids are inserted in order.
  static func byID(
    _ values: [Value], id: (Int) -> String, sharing table: IdentifierTable?
  ) -> IdentifierMap {
    var map = IdentifierMap()
    if let table, table.startsWith(count: values.count, ids: id) {
      map.table = table
      map.values = values
      return map
    }
    map.reserveCapacity(values.count)
    for index in values.indices { map.insertIfAbsent(id(index), values[index]) }
    return map
  }

  /// The value of the id at `index` of the table, `nil` past the values.
  @inline(__always)
  private func value(at index: Int) -> Value? {
    index < values.count ? values[index] : nil
  }

  /// Reserves room for `count` values.
  mutating func reserveCapacity(_ count: Int) {
    table.reserveCapacity(count)
    values.reserveCapacity(count)
  }

  /// The value of `id`, if it has one.
  subscript(id: String) -> Value? {
    table.index(of: id).flatMap { value(at: $0) }
  }

  /// The id whose UTF-8 bytes are `bytes` and its value, when the table can tell from the bytes
  /// alone (see ``IdentifierTable/asciiIndex(of:)``).
  func asciiEntry(_ bytes: UnsafeBufferPointer<UInt8>) -> (id: String, value: Value)? {
    table.asciiIndex(of: bytes).flatMap { index in
      value(at: index).map { (table.names[index], $0) }
    }
  }

  /// The value of `id`, looked for first near `hint` (see ``IdentifierTable/index(of:hint:)``).
  func value(of id: String, hint: inout Int) -> Value? {
    table.index(of: id, hint: &hint).flatMap { value(at: $0) }
  }

  /// ``asciiEntry(_:)``, looked for first near `hint` (see
  /// ``IdentifierTable/asciiIndex(of:hint:)``).
  func asciiEntry(
    _ bytes: UnsafeBufferPointer<UInt8>, hint: inout Int
  ) -> (id: String, value: Value)? {
    table.asciiIndex(of: bytes, hint: &hint).flatMap { index in
      value(at: index).map { (table.names[index], $0) }
    }
  }

  /// Gives `id` the value `value` unless it has one already.
  ///
  /// - Returns: Whether the value was stored.
  @discardableResult
  mutating func insertIfAbsent(_ id: String, _ value: Value) -> Bool {
    insert(id, value) == nil
  }

  /// Gives `id` the value `value` unless it has one already, and then returns that one.
  ///
  /// - Returns: The value `id` had, or `nil` if `value` was stored.
  mutating func insert(_ id: String, _ value: Value) -> Value? {
    precondition(values.count == table.count, "a map sharing a larger table cannot be added to")
    let (index, inserted) = table.intern(id)
    guard inserted else { return values[index] }
    values.append(value)
    return nil
  }
}
