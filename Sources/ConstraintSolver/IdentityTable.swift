/// A map from object identities to integers: the solver's index of the constraints it holds
/// (``SolverStorage/recordIndex``).
///
/// `Dictionary<ObjectIdentifier, Int>` hashes every key with SipHash, about 190 instructions a
/// hash on x86-64: adding a constraint (a duplicate check and an insertion) spent about 500
/// instructions of the enaml form's 12,500 a constraint there. Here a key's home is the product
/// of its address with an odd constant of the word's width, 2^w / φ (Fibonacci hashing), and
/// collisions probe the next entries (open addressing, linear probing, at most half full); a
/// removal shifts the entries that follow back into the hole, so no tombstones accumulate.
/// Addresses are not secret and the table is never iterated, so no order reaches an output.
///
/// - Complexity: O(1) on average for lookups, insertions and removals.
struct IdentityTable {
  /// The keys' addresses by position; 0 marks an empty position (no object lives at 0).
  private var keys: [UInt]
  /// The values by position.
  private var values: [Int]
  /// The number of keys held.
  private(set) var count: Int
  /// The word's bits (64, or 32 on wasm32) − log₂ of the capacity: the home of a key is the top
  /// bits of its hash.
  private var shift: Int

  /// An empty table (no memory until the first insertion).
  init() {
    keys = []
    values = []
    count = 0
    shift = UInt.bitWidth
  }

  /// The value of `key`, or `nil`; setting `nil` removes the key.
  subscript(key: ObjectIdentifier) -> Int? {
    get {
      guard let position = position(of: UInt(bitPattern: key)) else { return nil }
      return values[position]
    }
    set {
      let address = UInt(bitPattern: key)
      if let newValue {
        insert(address, newValue)
      } else if let position = position(of: address) {
        remove(at: position)
      }
    }
  }

  /// The home position of `address` (the table *must* have positions).
  @inline(__always) private func home(of address: UInt) -> Int {
    Int(truncatingIfNeeded: (address &* IdentityTable.multiplier) >> UInt(shift))
  }

  /// 2^w / φ rounded to odd, for the word's width w: 64 bits, or 32 on wasm32.
  private static var multiplier: UInt {
    UInt.bitWidth == 64
      ? UInt(truncatingIfNeeded: 0x9E37_79B9_7F4A_7C15 as UInt64)
      : UInt(truncatingIfNeeded: 0x9E37_79B9 as UInt64)
  }

  /// The position holding `address`, or `nil`.
  @inline(__always) private func position(of address: UInt) -> Int? {
    guard !keys.isEmpty else { return nil }
    let mask = keys.count - 1
    var position = home(of: address)
    while true {
      let key = keys[position]
      if key == address { return position }
      if key == 0 { return nil }
      position = (position + 1) & mask
    }
  }

  /// Sets the value of `address`, adding it if absent.
  private mutating func insert(_ address: UInt, _ value: Int) {
    if (count + 1) * 2 > keys.count { grow() }
    let mask = keys.count - 1
    var position = home(of: address)
    while keys[position] != 0 && keys[position] != address { position = (position + 1) & mask }
    if keys[position] == 0 {
      keys[position] = address
      count += 1
    }
    values[position] = value
  }

  /// Empties the position `position` and moves back the entries after it whose home allows,
  /// so every key stays reachable from its home without crossing an empty position.
  private mutating func remove(at position: Int) {
    let mask = keys.count - 1
    var hole = position
    var next = (position + 1) & mask
    while keys[next] != 0 {
      let home = home(of: keys[next])
      // The entry may stay only if its home lies cyclically in (hole, next].
      let stays = hole < next ? (home > hole && home <= next) : (home > hole || home <= next)
      if !stays {
        keys[hole] = keys[next]
        values[hole] = values[next]
        hole = next
      }
      next = (next + 1) & mask
    }
    keys[hole] = 0
    count -= 1
  }

  /// Doubles the capacity (at least 8 positions) and re-inserts every key.
  ///
  /// The keys are distinct and the new table has room for all of them, so each goes to the first
  /// empty position from its home, with no comparison of keys and no check of the load.
  private mutating func grow() {
    let oldKeys = keys
    let oldValues = values
    let capacity = Swift.max(8, keys.count * 2)
    var newKeys = [UInt](repeating: 0, count: capacity)
    var newValues = [Int](repeating: 0, count: capacity)
    shift = UInt.bitWidth - capacity.trailingZeroBitCount
    let mask = capacity - 1
    newKeys.withUnsafeMutableBufferPointer { keys in
      newValues.withUnsafeMutableBufferPointer { values in
        for position in oldKeys.indices where oldKeys[position] != 0 {
          let address = oldKeys[position]
          var target = home(of: address)
          while keys[target] != 0 { target = (target + 1) & mask }
          keys[target] = address
          values[target] = oldValues[position]
        }
      }
    }
    keys = newKeys
    values = newValues
  }
}
