import Testing

@testable import LayoutBehaviors

/// The interned ids of a layout document (`IdentifierTable`, `IdentifierMap`): indexes in
/// first-added order, lookups that agree with `Dictionary` (and so with `String`'s `==`), and the
/// first value kept for an id.
@Suite("Identifier table")
struct IdentifierTableTests {
  /// What `intern` returned, comparable in an expectation.
  struct Interned: Equatable {
    var index: Int
    var inserted: Bool
  }

  static func intern(_ name: String, into table: inout IdentifierTable) -> Interned {
    let (index, inserted) = table.intern(name)
    return Interned(index: index, inserted: inserted)
  }

  static func insert(_ id: String, _ value: Int, into map: inout IdentifierMap<Int>) -> Bool {
    map.insertIfAbsent(id, value)
  }

  static func replace(_ id: String, _ value: Int, into map: inout IdentifierMap<Int>) -> Int? {
    map.insert(id, value)
  }

  @Test func indexesInTheOrderIdsAreFirstAdded() {
    var table = IdentifierTable()
    #expect(Self.intern("header", into: &table) == Interned(index: 0, inserted: true))
    #expect(Self.intern("footer", into: &table) == Interned(index: 1, inserted: true))
    #expect(Self.intern("header", into: &table) == Interned(index: 0, inserted: false))
    #expect(Self.intern("card-12", into: &table) == Interned(index: 2, inserted: true))
    #expect(table.names == ["header", "footer", "card-12"])
    #expect(table.index(of: "footer") == 1)
    #expect(table.index(of: "card-12") == 2)
    #expect(table.index(of: "card-1") == nil)
    #expect(table.index(of: "") == nil)
    #expect(IdentifierTable().index(of: "header") == nil)
  }

  /// FNV-1a 64 of "a", worked by hand: (0xcbf29ce484222325 ^ 0x61) * 0x100000001b3 =
  /// 0xaf63dc4c8601ec8c (the published test vector), then `h ^ h >> 29` =
  /// 0xaf63dc4c8601ec8c ^ 0x57b1ee264 = 0xaf63dc49fd1f0ee8.
  @Test func hashesBytesWithFNV1a() {
    #expect(IdentifierTable.hash("a") == (hash: 0xaf63_dc49_fd1f_0ee8, isASCII: true))
    #expect(IdentifierTable.hash("é").isASCII == false)
  }

  /// A name with bytes outside ASCII is compared as `String` compares it: `"é"` written as one
  /// scalar or as `e` and a combining accent is the same id, as a `Dictionary` key is.
  @Test func namesOutsideASCIIFollowCanonicalEquivalence() {
    var table = IdentifierTable()
    table.intern("plain")
    #expect(Self.intern("caf\u{E9}", into: &table) == Interned(index: 1, inserted: true))
    #expect(Self.intern("cafe\u{301}", into: &table) == Interned(index: 1, inserted: false))
    #expect(table.index(of: "cafe\u{301}") == 1)
    #expect(table.index(of: "plain") == 0)
    // The Kelvin sign is canonically equivalent to 'K'.
    table.intern("K")
    #expect(table.index(of: "\u{212A}") == 2)
  }

  @Test func mapKeepsTheFirstValueOfAnId() {
    var map = IdentifierMap<Int>()
    #expect(Self.insert("a", 1, into: &map))
    #expect(!Self.insert("a", 2, into: &map))
    #expect(Self.replace("b", 3, into: &map) == nil)
    #expect(Self.replace("b", 4, into: &map) == 3)
    #expect(map["a"] == 1)
    #expect(map["b"] == 3)
    #expect(map["c"] == nil)
    #expect(map.values == [1, 3])
  }

  /// Random ids (from a small alphabet, so that many repeat and many share prefixes) interned
  /// in a table and stored in a `Dictionary` side by side: the same answer for every lookup,
  /// across many growths of the table.
  @Test func agreesWithDictionaryOnRandomIDs() {
    for seed: UInt64 in [1, 2, 3, 0x5EED, 0xC0FFEE] {
      var random = SplitMix64(seed: seed)
      var table = IdentifierTable()
      var reference: [String: Int] = [:]
      let alphabet = Array("ab-_1Z")
      for _ in 0..<3_000 {
        let length = Int.random(in: 1...6, using: &random)
        let name = String((0..<length).map { _ in alphabet.randomElement(using: &random)! })
        let expected = reference[name]
        let (index, inserted) = table.intern(name)
        #expect(inserted == (expected == nil), "seed \(seed): '\(name)'")
        #expect(index == expected ?? reference.count, "seed \(seed): '\(name)'")
        if expected == nil { reference[name] = index }
        let probe = String((0..<length).map { _ in alphabet.randomElement(using: &random)! })
        #expect(table.index(of: probe) == reference[probe], "seed \(seed): '\(probe)'")
      }
      #expect(table.count == reference.count, "seed \(seed)")
    }
  }

  /// Lookups with a hint: known answers — the hint itself, the position after it, a stale or
  /// out-of-range hint (the hash finds the name), an absent name (the hint is kept) — and
  /// canonical equivalence through a hint.
  @Test func hintedLookupsKnownAnswers() {
    var table = IdentifierTable()
    for name in ["v0", "v1", "v2", "caf\u{E9}"] { table.intern(name) }
    var hint = 1
    #expect(table.index(of: "v1", hint: &hint) == 1 && hint == 1)
    #expect(table.index(of: "v2", hint: &hint) == 2 && hint == 2)
    #expect(table.index(of: "v0", hint: &hint) == 0 && hint == 0)  // behind the hint
    hint = 99
    #expect(table.index(of: "v2", hint: &hint) == 2 && hint == 2)
    hint = -7
    #expect(table.index(of: "v0", hint: &hint) == 0 && hint == 0)
    #expect(table.index(of: "v9", hint: &hint) == nil && hint == 0)
    hint = 2
    #expect(table.index(of: "cafe\u{301}", hint: &hint) == 3 && hint == 3)
    hint = 0
    let found = "v1".utf8.withContiguousStorageIfAvailable { table.asciiIndex(of: $0, hint: &hint) }
    #expect(found == 1 && hint == 1)
  }

  /// Random names looked up with random hints, and with the hint each lookup leaves for the
  /// next, give the answer of ``IdentifierTable/index(of:)`` (and of the byte lookup's, where it
  /// answers); 5 seeds.
  @Test func hintedLookupsAgreeWithPlainLookups() {
    for seed: UInt64 in [7, 8, 9, 0xB0A7, 0xFACADE] {
      var random = SplitMix64(seed: seed)
      var table = IdentifierTable()
      let alphabet = Array("ab-_1Z")
      func name() -> String {
        let length = Int.random(in: 1...4, using: &random)
        return String((0..<length).map { _ in alphabet.randomElement(using: &random)! })
      }
      for _ in 0..<500 { table.intern(name()) }
      var carried = -1
      var bytesCarried = -1
      for step in 0..<3_000 {
        let probe =
          step % 3 == 0 ? table.names[Int.random(in: 0..<table.count, using: &random)] : name()
        let expected = table.index(of: probe)
        var guess = Int.random(in: -3...(table.count + 3), using: &random)
        #expect(table.index(of: probe, hint: &guess) == expected, "seed \(seed), step \(step)")
        #expect(table.index(of: probe, hint: &carried) == expected, "seed \(seed), step \(step)")
        if let expected { #expect(carried == expected, "seed \(seed), step \(step)") }
        let bytes = probe.utf8.withContiguousStorageIfAvailable {
          (table.asciiIndex(of: $0), table.asciiIndex(of: $0, hint: &bytesCarried))
        }
        #expect(bytes?.1 == bytes?.0, "seed \(seed), step \(step)")
      }
    }
  }
}
