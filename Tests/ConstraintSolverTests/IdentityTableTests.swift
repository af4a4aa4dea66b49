import Testing

@testable import ConstraintSolver

/// `IdentityTable`, the solver's index of its constraints by identity: known answers, and a
/// seeded random sequence of insertions, updates and removals compared with a `Dictionary`.
@Suite struct IdentityTableTests {
  /// Objects whose identities serve as keys.
  final class Key {}

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
