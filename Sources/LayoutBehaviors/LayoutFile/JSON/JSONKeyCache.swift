/// The object keys a parse has made so far, found again by their bytes.
///
/// A layout file repeats a few dozen keys (`id`, `constraint`, `width` …) thousands of times.
/// Making a `String` from bytes validates them and builds the string each time; this cache finds
/// a key it has made before by a hash of its bytes (``FNV1a``), compares the bytes, and hands out
/// the same string. Only short keys without escapes are cached; the rest are made as usual.
struct JSONKeyCache {
  /// The longest key cached, in bytes.
  static let maximumLength = 32
  /// The number of slots; a power of two.
  private static let slotCount = 512
  /// The most bytes of keys kept, so that a file of many distinct keys does not grow the cache
  /// without bound: once full, keys that are not cached are made as usual.
  private static let maximumStoredBytes = 1 << 16

  /// A cached key: its hash, its bytes in ``bytes``, and the string.
  private struct Slot {
    var hash: UInt64 = 0
    var start: Int = 0
    var count: Int = -1
    var key: String = ""
  }

  private var slots = [Slot](repeating: Slot(), count: slotCount)
  /// The bytes of the cached keys, one after another.
  private var bytes: [UInt8] = []

  /// The key whose UTF-8 bytes (valid, without escapes) are `text`.
  mutating func key(_ text: UnsafeBufferPointer<UInt8>) -> String {
    guard text.count <= Self.maximumLength else { return String(decoding: text, as: UTF8.self) }
    let hash = FNV1a.hash(text)
    let index = Int(truncatingIfNeeded: hash >> 32) & (Self.slotCount - 1)
    let found: String? = slots.withUnsafeBufferPointer { slots in
      let slot = slots[index]
      guard slot.hash == hash, slot.count == text.count else { return nil }
      return bytes.withUnsafeBufferPointer { stored in
        let cached = UnsafeBufferPointer(rebasing: stored[slot.start..<slot.start + slot.count])
        return UTF8Bytes.equal(cached, text) ? slot.key : nil
      }
    }
    if let found { return found }
    let key = String(decoding: text, as: UTF8.self)
    if bytes.count + text.count <= Self.maximumStoredBytes {
      slots[index] = Slot(hash: hash, start: bytes.count, count: text.count, key: key)
      bytes.append(contentsOf: text)
    }
    return key
  }
}
