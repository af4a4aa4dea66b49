import Testing

@testable import ConstraintSolver

/// `IdentityTable`, the solver's index of its constraints by identity: known answers, and a
/// seeded random sequence of insertions, updates and removals compared with a `Dictionary`.
@Suite struct IdentityTableTests {
  /// Objects whose identities serve as keys.
  final class Key {}
  /// Larger objects, allocated between keys to vary their addresses.
  final class Spacer { var fields = (0, 0, 0, 0, 0, 0) }

  /// `count` keys with 0 to 2 objects of other sizes allocated between consecutive ones (kept
  /// alive in `spacers`), in a pattern that `trial` shifts, so that the keys' addresses vary.
  static func spacedKeys(_ count: Int, trial: Int, spacers: inout [AnyObject]) -> [Key] {
    var keys: [Key] = []
    for index in 0..<count {
      keys.append(Key())
      for _ in 0..<((index + trial) % 3) { spacers.append(trial % 2 == 0 ? Spacer() : Key()) }
    }
    return keys
  }

  @Test func insertLookUpUpdateAndRemove() {
    let keys = (0..<3).map { _ in Key() }
    var table = IdentityTable()
    #expect(table[ObjectIdentifier(keys[0])] == nil && table.count == 0)
    table[ObjectIdentifier(keys[0])] = 10
    table[ObjectIdentifier(keys[1])] = 11
    #expect(table[ObjectIdentifier(keys[0])] == 10 && table[ObjectIdentifier(keys[1])] == 11)
    #expect(table[ObjectIdentifier(keys[2])] == nil && table.count == 2)
    table[ObjectIdentifier(keys[0])] = 20  // an update keeps the count
    #expect(table[ObjectIdentifier(keys[0])] == 20 && table.count == 2)
    table[ObjectIdentifier(keys[1])] = nil
    #expect(table[ObjectIdentifier(keys[1])] == nil && table.count == 1)
    table[ObjectIdentifier(keys[2])] = nil  // removing an absent key changes nothing
    #expect(table.count == 1 && table[ObjectIdentifier(keys[0])] == 20)
  }

  @Test func aProbeFindsTheKeyOrThePlaceAnInsertionTakes() {
    let keys = (0..<40).map { _ in Key() }
    var table = IdentityTable()
    // Each key inserted where its probe said, from an empty table (no positions yet) and through
    // its growths: every key keeps its value, and a probe of a held key finds it.
    for index in keys.indices {
      guard case .absent(let vacancy) = table.probe(ObjectIdentifier(keys[index])) else {
        Issue.record("key \(index) was found before it was inserted")
        return
      }
      table.insert(ObjectIdentifier(keys[index]), index * 10, at: vacancy)
      #expect(table.count == index + 1)
      guard case .found = table.probe(ObjectIdentifier(keys[index])) else {
        Issue.record("key \(index) was not found after its insertion")
        return
      }
    }
    for index in keys.indices { #expect(table[ObjectIdentifier(keys[index])] == index * 10) }
  }

  /// A reservation that resizes the table moves every position: a vacancy found before it must
  /// not be used, and no key is lost. One that fits changes nothing.
  @Test func aReservationKeepsEveryKeyAndVoidsOlderVacancies() {
    // Tables of 8 to 4,096 positions, half full, reserved for as many keys again; objects of
    // other sizes between the keys vary their addresses.
    var spacers: [AnyObject] = []
    for power in 3...12 {
      for trial in 0..<8 {
        let held = 1 << (power - 1)
        let keys = Self.spacedKeys(2 * held, trial: trial, spacers: &spacers)
        var table = IdentityTable()
        for index in 0..<held { table[ObjectIdentifier(keys[index])] = index }
        let capacity = table.capacity
        table.reserveCapacity(capacity / 2 - held)  // fits: no change
        guard table.capacity == capacity,
          case .absent(let vacancy) = table.probe(ObjectIdentifier(keys[held]))
        else {
          Issue.record(
            "\(held) keys, trial \(trial): a fitting reservation resized, or a key was found")
          return
        }
        table.reserveCapacity(held)
        let reserved = table.capacity
        table.insert(ObjectIdentifier(keys[held]), held, at: vacancy)
        for index in (held + 1)..<(2 * held) { table[ObjectIdentifier(keys[index])] = index }
        let intact =
          reserved >= 4 * held && table.capacity == reserved && table.count == 2 * held
          && keys.indices.allSatisfy { table[ObjectIdentifier(keys[$0])] == $0 }
        if !intact {
          Issue.record(
            "\(held) keys, trial \(trial): the table grew, or a key was lost or moved off its chain"
          )
          return
        }
      }
    }
  }

  /// An update of a held key can grow the table (it grows before it looks), which moves every
  /// position: a vacancy found before the update must not be used.
  @Test func aVacancyFoundBeforeAGrowingUpdateIsNotUsed() {
    // Tables of 8 to 4,096 positions, each exactly half full: the next assignment grows it,
    // even an update. Objects of other sizes between the keys vary their addresses.
    var spacers: [AnyObject] = []
    for power in 3...12 {
      for trial in 0..<8 {
        let held = 1 << (power - 1)
        let keys = Self.spacedKeys(held + 1, trial: trial, spacers: &spacers)
        var table = IdentityTable()
        for index in 0..<held { table[ObjectIdentifier(keys[index])] = index }
        guard case .absent(let vacancy) = table.probe(ObjectIdentifier(keys[held])) else {
          Issue.record("\(held) keys, trial \(trial): the newcomer was found")
          return
        }
        table[ObjectIdentifier(keys[0])] = -1
        table.insert(ObjectIdentifier(keys[held]), held, at: vacancy)
        let intact =
          table.count == held + 1 && table[ObjectIdentifier(keys[0])] == -1
          && (1...held).allSatisfy { table[ObjectIdentifier(keys[$0])] == $0 }
        if !intact {
          Issue.record("\(held) keys, trial \(trial): a key was lost or moved off its chain")
          return
        }
      }
    }
  }

  /// A vacancy found before the table changed is not used: after removals (which move entries
  /// back) and insertions (which fill positions and grow the table), every key stays reachable.
  @Test func aVacancyFoundBeforeAChangeIsNotUsed() {
    let seed: UInt64 = 0x5A_CA7C
    var random = SplitMix64(seed: seed)
    let keys = (0..<200).map { _ in Key() }
    for trial in 0..<200 {
      var table = IdentityTable()
      var model: [ObjectIdentifier: Int] = [:]
      for index in 0..<Int(random.next() % 60) {
        table[ObjectIdentifier(keys[index])] = index
        model[ObjectIdentifier(keys[index])] = index
      }
      let newcomer = ObjectIdentifier(keys[199])
      guard case .absent(let vacancy) = table.probe(newcomer) else {
        Issue.record("seed \(seed), trial \(trial): the newcomer was found")
        return
      }
      for _ in 0..<Int(random.next() % 40) {
        let key = ObjectIdentifier(keys[Int(random.next() % 198)])
        if random.next() % 2 == 0 {
          table[key] = nil
          model[key] = nil
        } else {
          table[key] = 1
          model[key] = 1
        }
      }
      table.insert(newcomer, -5, at: vacancy)
      model[newcomer] = -5
      let matches =
        table.count == model.count
        && keys.allSatisfy { table[ObjectIdentifier($0)] == model[ObjectIdentifier($0)] }
      if !matches {
        Issue.record("seed \(seed), trial \(trial): the table differs from the dictionary")
        return
      }
    }
  }

  /// Keys at regular strides, as an allocator hands out objects (dense runs, one object per
  /// page, runs in separate regions): every key is found, and lookups stay short — a home that
  /// follows the address must not pile such keys into long runs of positions.
  @Test(arguments: [
    ("16-byte steps", 16, 1), ("48-byte steps", 48, 1), ("64-byte steps", 64, 1),
    ("one a page", 4096, 1), ("runs of 1,000 in regions 16 MiB apart", 64, 1000),
  ])
  func keysAtRegularStridesStayCloseToTheirHomes(name: String, stride: Int, run: Int) {
    let base: UInt = 0x1000_0000  // within 32 bits, as on wasm32
    let count = 100_000
    let keys = (0..<count).map { index -> ObjectIdentifier in
      let region = UInt(run > 1 ? index / run : 0) << 24
      let offset = UInt(run > 1 ? index % run : index) * UInt(stride)
      return unsafeBitCast(base + region + offset, to: ObjectIdentifier.self)
    }
    var table = IdentityTable()
    for (index, key) in keys.enumerated() { table[key] = index }
    var total = 0
    var longest = 0
    for (index, key) in keys.enumerated() {
      guard table[key] == index, let displacement = table.displacement(of: key) else {
        Issue.record("\(name): key \(index) lost its value")
        return
      }
      total += displacement
      longest = max(longest, displacement)
    }
    let mean = Double(total) / Double(count)
    #expect(mean <= 1.5, "\(name): mean displacement \(mean)")
    #expect(longest <= 32, "\(name): longest displacement \(longest)")
  }

  @Test func randomOperationsMatchADictionary() {
    let seed: UInt64 = 0x1D_7AB1E
    var random = SplitMix64(seed: seed)
    let keys = (0..<300).map { _ in Key() }
    var table = IdentityTable()
    var model: [ObjectIdentifier: Int] = [:]
    for step in 0..<20_000 {
      let key = ObjectIdentifier(keys[Int(random.next() % UInt64(keys.count))])
      if random.next() % 3 == 0 {
        table[key] = nil
        model[key] = nil
      } else {
        table[key] = step
        model[key] = step
      }
      if table.count != model.count || table[key] != model[key] {
        Issue.record("seed \(seed), step \(step): the table differs from the dictionary")
        return
      }
    }
    for key in keys where table[ObjectIdentifier(key)] != model[ObjectIdentifier(key)] {
      Issue.record("seed \(seed): a key's value differs at the end")
    }
  }
}
