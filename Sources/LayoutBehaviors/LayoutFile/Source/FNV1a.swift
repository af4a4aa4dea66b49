/// The 64-bit FNV-1a hash of a run of bytes, one byte at a time, for the layout file's tables of
/// names (``IdentifierTable``, ``JSONKeyCache``): cheap on the short names a file repeats, and
/// the same in every process (no seed), so that nothing about an output depends on a run.
enum FNV1a {
  /// The hash of no bytes (the FNV offset basis).
  static let offsetBasis: UInt64 = 0xCBF2_9CE4_8422_2325

  /// The hash of the bytes hashed into `hash` followed by `byte`.
  @inline(__always)
  static func adding(_ byte: UInt8, to hash: UInt64) -> UInt64 {
    (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
  }

  /// The hash of `bytes`.
  @inline(__always)
  static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
    var hash = offsetBasis
    for byte in bytes { hash = adding(byte, to: hash) }
    return hash
  }
}
