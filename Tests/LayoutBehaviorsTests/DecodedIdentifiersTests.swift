import Testing

@testable import LayoutBehaviors

/// Maps by id that share the decoder's tables (`IdentifierMap.byID(_:id:sharing:)`,
/// `LayoutDocument.decodedIdentifiers`): a table is shared only when its first names are the ids
/// in order, names past the values have none, and a scene built from a document changed after
/// decoding maps its views and constraints as one built without the tables.
@Suite("Decoded identifiers")
struct DecodedIdentifiersTests {
  static func table(_ names: [String]) -> IdentifierTable {
    var table = IdentifierTable()
    for name in names { table.intern(name) }
    return table
  }

  static func map(
    _ values: [Int], ids: [String], sharing table: IdentifierTable?
  ) -> IdentifierMap<Int> {
    IdentifierMap.byID(values, id: { ids[$0] }, sharing: table)
  }

  static func asciiEntry(_ name: String, in map: IdentifierMap<Int>) -> String? {
    let entry = name.utf8.withContiguousStorageIfAvailable { map.asciiEntry($0) } ?? nil
    return entry.map { "\($0.id)=\($0.value)" }
  }

  @Test func startsWithKnownAnswers() {
    let table = Self.table(["a", "b", "g"])
    let ids = ["a", "b", "g", "x"]
    #expect(table.startsWith(count: 0, ids: { ids[$0] }))
    #expect(table.startsWith(count: 2, ids: { ids[$0] }))
    #expect(table.startsWith(count: 3, ids: { ids[$0] }))
    #expect(!table.startsWith(count: 4, ids: { ids[$0] }))  // more ids than names
    #expect(!table.startsWith(count: 2, ids: { ["b", "a"][$0] }))
    // Canonically equivalent spellings are the same id, as `==` says.
    let accented = Self.table(["caf\u{E9}"])
    #expect(accented.startsWith(count: 1, ids: { _ in "cafe\u{301}" }))
  }

  /// Views `a` and `b`, then the guide `g`: the map of the two views shares the three-name
  /// table, and `g` (a name past the values) has no value by any lookup.
  @Test func aSharedTableWithMoreNamesThanValues() {
    let table = Self.table(["a", "b", "g"])
    let map = Self.map([10, 20], ids: ["a", "b"], sharing: table)
    #expect(map.table.count == 3)
    #expect(map.values == [10, 20])
    #expect(map["a"] == 10)
    #expect(map["b"] == 20)
    #expect(map["g"] == nil)
    #expect(map["zz"] == nil)
    var hint = 1
    #expect(map.value(of: "g", hint: &hint) == nil)
    hint = 0
    #expect(map.value(of: "b", hint: &hint) == 20 && hint == 1)
    #expect(Self.asciiEntry("b", in: map) == "b=20")
    #expect(Self.asciiEntry("g", in: map) == nil)
    var byteHint = 1
    let hinted = "g".utf8.withContiguousStorageIfAvailable { map.asciiEntry($0, hint: &byteHint) }
    #expect(hinted ?? nil == nil)
    // No values: every name of the table is past them.
    let empty = Self.map([], ids: [], sharing: table)
    #expect(empty["a"] == nil && empty.table.count == 3)
  }

  /// A table whose first names are not the ids in order is not shared: the map is built by
  /// inserting the ids, the first value of a repeated id kept.
  @Test func aTableThatDoesNotMatchIsNotShared() {
    let table = Self.table(["a", "b", "g"])
    let swapped = Self.map([10, 20], ids: ["b", "a"], sharing: table)
    #expect(swapped.table.names == ["b", "a"])
    #expect(swapped["b"] == 10 && swapped["a"] == 20 && swapped["g"] == nil)
    let repeated = Self.map([10, 20], ids: ["a", "a"], sharing: table)
    #expect(repeated.table.names == ["a"] && repeated.values == [10])
    let longer = Self.map([1, 2, 3, 4], ids: ["a", "b", "g", "x"], sharing: table)
    #expect(longer.table.names == ["a", "b", "g", "x"] && longer["x"] == 4)
  }

  /// Random ids (many repeated), and tables built from them, from a variation of them (one
  /// renamed, two swapped, the last dropped, extra names after), or from nothing: every lookup
  /// of the shared map gives what the map built without a table gives; 6 seeds.
  @Test func sharedMapsAgreeWithMapsBuiltByInsertion() {
    for seed: UInt64 in [1, 2, 3, 0xD1CE, 0xFEED, 0x1D5] {
      var random = SplitMix64(seed: seed)
      let alphabet = Array("abc-1")
      func name() -> String {
        String(
          (0..<Int.random(in: 1...3, using: &random)).map { _ in
            alphabet.randomElement(using: &random)!
          })
      }
      for variation in 0..<6 {
        let count = Int.random(in: 0...40, using: &random)
        let ids = (0..<count).map { _ in name() }
        var tableNames = ids
        switch variation {
        case 1 where count > 0: tableNames[Int.random(in: 0..<count, using: &random)] = name()
        case 2 where count > 1: tableNames.swapAt(0, count - 1)
        case 3 where count > 0: tableNames.removeLast()
        case 4: tableNames += (0..<5).map { _ in name() }
        default: break
        }
        let table = variation == 5 ? nil : Self.table(tableNames)
        let values = Array(100..<(100 + count))
        let shared = Self.map(values, ids: ids, sharing: table)
        let built = Self.map(values, ids: ids, sharing: nil)
        let context = "seed \(seed), variation \(variation), ids \(ids)"
        for probe in ids + tableNames + (0..<10).map({ _ in name() }) {
          #expect(shared[probe] == built[probe], "\(context): '\(probe)'")
          #expect(
            Self.asciiEntry(probe, in: shared) == Self.asciiEntry(probe, in: built),
            "\(context): '\(probe)'")
          var hint = Int.random(in: -1...(count + 1), using: &random)
          var builtHint = hint
          #expect(
            shared.value(of: probe, hint: &hint) == built.value(of: probe, hint: &builtHint),
            "\(context): '\(probe)'")
        }
      }
    }
  }

  static let layout = """
    {
      "root": {"width": 300, "height": 200},
      "views": [
        {"id": "a", "intrinsicSize": {"width": 40, "height": 20}},
        {"id": "b", "parent": "a"},
        {"id": "c", "intrinsicSize": {"width": 30, "height": 10}}
      ],
      "guides": [{"id": "g"}],
      "constraints": [
        {"id": "a-left", "constraint": "a.leading == root.leading + 10"},
        "a.top == root.top + 10",
        {"id": "b-fill", "constraint": "b.width == a.width"},
        "b.height == 5", "b.leading == a.leading", "b.top == a.bottom",
        "g.leading == a.trailing", "g.width == 8", "g.top == root.top", "g.height == 0",
        {"id": "c-left", "constraint": "c.leading == g.trailing"},
        {"id": "c-top", "constraint": "c.top == a.top"}
      ]
    }
    """

  /// The ids a scene resolves, each as the position of the view or constraint it maps to (the
  /// objects of two scenes differ), and the frames.
  static func resolved(_ scene: LayoutScene, ids: [String]) -> [String] {
    ids.map { id in
      let view = scene.viewsByID[id].flatMap { found in scene.views.firstIndex { $0 === found } }
      let constraint = scene.constraintsByID[id].flatMap { found in
        scene.constraints.firstIndex { $0 === found }
      }
      return "\(id): view \(view.map(String.init) ?? "-"), constraint "
        + (constraint.map(String.init) ?? "-")
    } + scene.frames.map { "\($0)" }
  }

  /// A decoded document carries the decoder's tables; the scene maps ids the same with and
  /// without them, for the document as decoded and changed after decoding in each way that
  /// moves its ids (known answers for the unchanged one).
  @Test func scenesMapIdsAsWithoutTheTables() throws {
    let decoded = try LayoutDocument.parse(Array(Self.layout.utf8), fileName: "ids.json").get()
    let tables = try #require(decoded.decodedIdentifiers)
    #expect(tables.items.names == ["a", "b", "c", "g"])
    #expect(tables.constraints.names == ["a-left", "b-fill", "c-left", "c-top"])
    let unchanged = LayoutScene(document: decoded)
    #expect(unchanged.viewsByID.table.count == 4)  // shared: the guide's name is past the views
    #expect(unchanged.viewsByID["c"] === unchanged.views[2])
    #expect(unchanged.viewsByID["g"] == nil)
    #expect(unchanged.constraintsByID["c-top"] === unchanged.constraints[11])
    // a at x 10, 40 wide; g from a's trailing edge (50), 8 wide; c at g's trailing edge.
    #expect(unchanged.views[2].frameInRoot == Rect(x: 58, y: 10, width: 30, height: 10))

    var renamed = decoded
    renamed.views[2].id = "c2"
    renamed.constraints[10].expression.first = AnchorReference(
      item: .view("c2"), attribute: .leading)
    renamed.constraints[11].expression.first = AnchorReference(
      item: .view("c2"), attribute: .top)
    var dropped = decoded
    dropped.views.removeLast()
    dropped.constraints.removeLast(2)
    var guideNamed = decoded
    guideNamed.views.append(ViewDeclaration(id: "g"))
    var swapped = decoded
    swapped.constraints.swapAt(0, 2)
    var unnamed = decoded
    unnamed.constraints[2].writtenIdentifier = nil
    let ids = ["a", "b", "c", "c2", "g", "a-left", "b-fill", "c-left", "c-top", "zz"]
    for (name, document) in [
      ("unchanged", decoded), ("renamed", renamed), ("dropped", dropped),
      ("guide's id", guideNamed), ("swapped", swapped), ("unnamed", unnamed),
    ] {
      var withoutTables = document
      withoutTables.decodedIdentifiers = nil
      #expect(
        Self.resolved(LayoutScene(document: document), ids: ids)
          == Self.resolved(LayoutScene(document: withoutTables), ids: ids), "\(name)")
    }
  }
}
