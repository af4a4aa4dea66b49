/// The text of a report, made in one byte buffer: appending a cell or a line costs a copy of
/// its bytes, with none of the work a `String` does to join two strings.
struct ReportBuffer {
  /// The UTF-8 bytes written so far.
  private(set) var bytes: [UInt8] = []

  /// Creates an empty buffer.
  init() {}

  /// Appends text as is.
  mutating func append(_ text: String) {
    bytes.append(contentsOf: text.utf8)
  }

  /// Appends bytes of UTF-8 text as they are.
  mutating func append(_ text: ArraySlice<UInt8>) {
    // Byte by byte: a table's cells are a few bytes long, and each `append` is inlined, where
    // `append(contentsOf:)` costs a generic call.
    for index in text.indices { bytes.append(text[index]) }
  }

  /// Appends text and a line break.
  mutating func appendLine(_ text: String) {
    bytes.append(contentsOf: text.utf8)
    bytes.append(UInt8(ascii: "\n"))
  }

  /// Appends `count` spaces (none when `count` is not positive).
  mutating func appendSpaces(_ count: Int) {
    var left = count
    while left > 0 {
      bytes.append(UInt8(ascii: " "))
      left -= 1
    }
  }

  /// Removes the spaces at the end.
  mutating func trimTrailingSpaces() {
    while bytes.last == UInt8(ascii: " ") { bytes.removeLast() }
  }

  /// The text written.
  var text: String { String(decoding: bytes, as: UTF8.self) }
}
