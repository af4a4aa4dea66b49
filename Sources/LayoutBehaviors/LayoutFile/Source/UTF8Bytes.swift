/// Byte comparisons for the short names of a layout file: several times cheaper than
/// `utf8.elementsEqual(_:)`, which walks a string's UTF-8 view one element at a time.
enum UTF8Bytes {
  /// Whether `a` and `b` hold the same bytes.
  static func equal(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>) -> Bool {
    guard a.count == b.count else { return false }
    for index in 0..<a.count where a[index] != b[index] { return false }
    return true
  }

  /// Whether `bytes` are the UTF-8 bytes of `literal`.
  static func equal(_ bytes: UnsafeBufferPointer<UInt8>, _ literal: StaticString) -> Bool {
    equal(bytes, UnsafeBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount))
  }
}

extension String {
  /// Whether the string's UTF-8 bytes are `bytes`.
  func hasUTF8(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    utf8.withContiguousStorageIfAvailable { UTF8Bytes.equal($0, bytes) }
      ?? utf8.elementsEqual(bytes)
  }
}
