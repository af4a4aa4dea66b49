import Testing

@testable import LayoutBehaviors

@Suite("JSON key cache")
struct JSONKeyCacheTests {
  /// The cache's key for `text`.
  private func cachedKey(_ cache: inout JSONKeyCache, _ text: [UInt8]) -> String {
    text.withUnsafeBufferPointer { cache.key($0) }
  }

  @Test func handsOutTheKeyMadeFromTheBytes() {
    var cache = JSONKeyCache()
    #expect(cachedKey(&cache, Array("id".utf8)) == "id")
    #expect(cachedKey(&cache, Array("id".utf8)) == "id")
    #expect(cachedKey(&cache, []) == "")
    #expect(cachedKey(&cache, Array("é😀".utf8)) == "é😀")
    // Longer than the cached length: made every time, still right.
    let long = String(repeating: "k", count: JSONKeyCache.maximumLength + 1)
    #expect(cachedKey(&cache, Array(long.utf8)) == long)
    #expect(cachedKey(&cache, Array(long.utf8)) == long)
  }

  /// Thousands of random keys, short and similar (so that slots collide and are replaced, and
  /// the cache fills up), asked for in random order: every answer is the string of its bytes.
  @Test(arguments: [UInt64(1), 2, 3, 4])
  func everyAnswerIsTheStringOfItsBytes(seed: UInt64) {
    var random = SplitMix64(seed: seed)
    var cache = JSONKeyCache()
    let alphabet = Array("abcdefgh-_é".utf8)
    var keys: [[UInt8]] = []
    for _ in 0..<3_000 {
      let length = Int(random.next() % 12)
      var key: [UInt8] = []
      while key.count < length {
        let byte = alphabet[Int(random.next() % UInt64(alphabet.count))]
        // é is two bytes; keep the key valid UTF-8.
        if byte == 0xC3 {
          key += [0xC3, 0xA9]
        } else if byte != 0xA9 {
          key.append(byte)
        }
      }
      keys.append(key)
    }
    for _ in 0..<20_000 {
      let key = keys[Int(random.next() % UInt64(keys.count))]
      let made = cachedKey(&cache, key)
      guard made == String(decoding: key, as: UTF8.self), Array(made.utf8) == key else {
        Issue.record("seed \(seed): key \(key) came back as '\(made)'")
        return
      }
    }
  }

  @Test func theParserReadsRepeatedAndEscapedKeys() throws {
    let text = #"[{"id": 1, "wide": 2}, {"id": 3, "w\u0069de": 4, "é": 5}, {"id": 6}]"#
    let value = try #require(JSONParser.parse(text, fileName: "t.json").value)
    let objects = try #require(value.array)
    let keys = objects.map { $0.members?.map(\.key) ?? [] }
    #expect(keys == [["id", "wide"], ["id", "wide", "é"], ["id"]])
    #expect(objects[1]["wide"]?.number == 4)
    #expect(objects[1]["é"]?.number == 5)
  }
}
