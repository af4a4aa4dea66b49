/// Byte comparisons for the short names of a layout file: several times cheaper than
/// `utf8.elementsEqual(_:)`, which walks a string's UTF-8 view one element at a time.
enum UTF8Bytes {
  /// Whether `a` and `b` hold the same bytes.
  static func equal(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>) -> Bool {
    guard a.count == b.count else { return false }
    for index in 0..<a.count where a[index] != b[index] { return false }
    return true
  }

  /// The length of the UTF-8 byte order mark (`EF BB BF`) that `bytes` start with: 3, or 0
  /// when they start with none.
  static func byteOrderMarkLength(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
    bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF ? 3 : 0
  }

  /// Checks that `bytes` from `start` on are valid UTF-8: no stray continuation byte, no
  /// overlong form, no surrogate, nothing above U+10FFFF, no sequence cut off at the end.
  ///
  /// - Returns: The offset of the first byte that is not part of valid UTF-8 (`nil` when all
  ///   are), and whether every byte checked is ASCII (when one is invalid: every byte before it).
  /// - Complexity: O(*n*), eight ASCII bytes at a time.
  static func validate(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> (
    invalidOffset: Int?, isASCII: Bool
  ) {
    var index = start
    let count = bytes.count
    var isASCII = true
    let base = UnsafeRawPointer(bytes.baseAddress)
    while index < count {
      if let base {
        while index + 8 <= count,
          base.loadUnaligned(fromByteOffset: index, as: UInt64.self) & 0x8080_8080_8080_8080 == 0
        {
          index += 8
        }
        if index >= count { break }
      }
      let byte = bytes[index]
      if byte < 0x80 {
        index += 1
        continue
      }
      isASCII = false
      let length: Int
      var minimum: UInt32
      var value: UInt32
      switch byte {
      case 0xC2...0xDF: length = 2; minimum = 0x80; value = UInt32(byte & 0x1F)
      case 0xE0...0xEF: length = 3; minimum = 0x800; value = UInt32(byte & 0x0F)
      case 0xF0...0xF4: length = 4; minimum = 0x10000; value = UInt32(byte & 0x07)
      default: return (index, isASCII)
      }
      guard index + length <= count else { return (index, isASCII) }
      for next in 1..<length {
        let continuation = bytes[index + next]
        guard continuation & 0xC0 == 0x80 else { return (index, isASCII) }
        value = value << 6 | UInt32(continuation & 0x3F)
      }
      if value < minimum || value > 0x10FFFF || (0xD800...0xDFFF).contains(value) {
        return (index, isASCII)
      }
      index += length
    }
    return (nil, isASCII)
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
