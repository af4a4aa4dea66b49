/// The start of every line of a text, to turn a byte offset into a ``TextLocation`` when one is
/// needed instead of tracking lines and columns for every value.
///
/// Lines and columns are counted as ``TextLocation`` says: a line feed ends a line, and a column
/// counts Unicode scalars (the bytes that are not UTF-8 continuation bytes) from the line's start.
/// For a text that is not all ASCII, the table also keeps how many scalars precede every block of
/// ``blockSize`` bytes, so that a column costs at most two blocks' worth of counting even on a
/// file that is one long line.
struct JSONLineTable: Sendable {
  /// The bytes between scalar checkpoints.
  static let blockSize = 256

  /// The offset of the first byte of each line; the first is where the text starts (after a byte
  /// order mark). Ascending.
  private(set) var lineStarts: [UInt32]
  /// Whether the text is all ASCII, so that a column is a byte count.
  let isASCII: Bool
  /// Where columns start counting: 3 after a byte order mark, else 0.
  let textStart: Int
  /// For a text that is not all ASCII: the number of scalars in `textStart..<textStart + k ×
  /// blockSize`, at index `k`.
  private let checkpoints: [UInt32]

  /// Creates a table with its first line; the parser adds the others as it meets line feeds.
  ///
  /// - Parameters:
  ///   - bytes: The text, valid UTF-8 (after a byte order mark, if any).
  ///   - textStart: The offset after the byte order mark, or 0.
  ///   - isASCII: Whether every byte from `textStart` on is ASCII.
  init(bytes: UnsafeBufferPointer<UInt8>, textStart: Int, isASCII: Bool) {
    self.lineStarts = [UInt32(truncatingIfNeeded: textStart)]
    self.textStart = textStart
    self.isASCII = isASCII
    guard !isASCII else {
      checkpoints = []
      return
    }
    var checkpoints: [UInt32] = [0]
    checkpoints.reserveCapacity((bytes.count - textStart) / Self.blockSize + 1)
    var count: UInt32 = 0
    var index = textStart
    while index < bytes.count {
      if bytes[index] & 0xC0 != 0x80 { count += 1 }
      index += 1
      if (index - textStart) % Self.blockSize == 0 { checkpoints.append(count) }
    }
    self.checkpoints = checkpoints
  }

  /// Records that a line starts at `offset`, just after a line feed. Offsets must come in
  /// ascending order.
  mutating func addLine(startingAt offset: Int) {
    lineStarts.append(UInt32(truncatingIfNeeded: offset))
  }

  /// The location of `offset`, which must be at or before the end of the text and on a line
  /// already added.
  ///
  /// - Complexity: O(log *l*) in the number of lines *l*, plus O(``blockSize``) for a text that
  ///   is not all ASCII.
  func location(_ offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> TextLocation {
    var hint = 0
    return lineStarts.withUnsafeBufferPointer { lineStarts in
      checkpoints.withUnsafeBufferPointer { checkpoints in
        Self.location(
          offset, in: bytes, lineStarts: lineStarts, checkpoints: checkpoints,
          textStart: textStart, isASCII: isASCII, hint: &hint)
      }
    }
  }

  /// The table's contents in memory its owner manages, for ``location(_:in:lineStarts:checkpoints:textStart:isASCII:hint:)``.
  func copyBuffers() -> (
    lineStarts: UnsafeMutableBufferPointer<UInt32>, checkpoints: UnsafeMutableBufferPointer<UInt32>
  ) {
    (Self.copy(lineStarts), Self.copy(checkpoints))
  }

  private static func copy(_ array: [UInt32]) -> UnsafeMutableBufferPointer<UInt32> {
    let buffer = UnsafeMutableBufferPointer<UInt32>.allocate(capacity: max(1, array.count))
    _ = buffer.initialize(from: array)
    return UnsafeMutableBufferPointer(rebasing: buffer[0..<array.count])
  }

  /// The location of `offset` given a table's line starts and checkpoints; the line is looked
  /// for first at `hint` (0-based) and the next, and `hint` is then set to the offset's line.
  static func location(
    _ offset: Int, in bytes: UnsafeBufferPointer<UInt8>, lineStarts: UnsafeBufferPointer<UInt32>,
    checkpoints: UnsafeBufferPointer<UInt32>, textStart: Int, isASCII: Bool, hint: inout Int
  ) -> TextLocation {
    let target = UInt32(truncatingIfNeeded: offset)
    let count = lineStarts.count
    // The last line that starts at or before the offset.
    var low = 0
    if hint < count, lineStarts[hint] <= target,
      hint + 1 == count || target < lineStarts[hint + 1]
    {
      low = hint
    } else if hint + 1 < count, lineStarts[hint + 1] <= target,
      hint + 2 == count || target < lineStarts[hint + 2]
    {
      low = hint + 1
    } else {
      var high = count
      while high - low > 1 {
        let middle = (low + high) / 2
        if lineStarts[middle] <= target { low = middle } else { high = middle }
      }
    }
    hint = low
    let lineStart = Int(lineStarts[low])
    guard offset > lineStart else {
      return TextLocation(line: low + 1, column: 1, offset: offset)
    }
    if isASCII {
      return TextLocation(line: low + 1, column: offset - lineStart + 1, offset: offset)
    }
    let column =
      scalars(before: offset, in: bytes, checkpoints: checkpoints, textStart: textStart)
      - scalars(before: lineStart, in: bytes, checkpoints: checkpoints, textStart: textStart) + 1
    return TextLocation(line: low + 1, column: column, offset: offset)
  }

  /// The number of scalars in `textStart..<offset`.
  private static func scalars(
    before offset: Int, in bytes: UnsafeBufferPointer<UInt8>,
    checkpoints: UnsafeBufferPointer<UInt32>, textStart: Int
  ) -> Int {
    let block = (offset - textStart) / blockSize
    var count = Int(checkpoints[block])
    var index = textStart + block * blockSize
    let end = min(offset, bytes.count)
    while index < end {
      if bytes[index] & 0xC0 != 0x80 { count += 1 }
      index += 1
    }
    return count
  }
}
