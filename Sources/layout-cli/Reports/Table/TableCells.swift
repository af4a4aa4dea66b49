/// The cells of a report table, in row order, kept as the bytes of their text in one buffer.
///
/// A table of 10,000 views has 50,000 cells, nearly all of them numbers: writing each straight
/// into one buffer avoids making a `String` for each (and an array for each row), and its width
/// in characters is known as it is written, since numbers are ASCII.
///
/// ```swift
/// var cells = TableCells()
/// cells.append("header")
/// cells.append(number: 47)
/// cells.append(old: 417, new: 160)  // "417 → 160", 9 characters
/// cells.append(old: 375, new: 375.0001)  // "375": prints the same
/// ```
struct TableCells {
  /// The UTF-8 bytes of every cell, one after the other.
  private(set) var bytes: [UInt8] = []
  /// Per cell: the offset in ``bytes`` just past its last byte.
  private(set) var ends: [Int] = []
  /// Per cell: its width in characters (see ``TableReport/characterCount(_:)``).
  private(set) var widths: [Int] = []

  /// Creates an empty list of cells, with room for `capacity` cells.
  init(capacity: Int = 0) {
    ends.reserveCapacity(capacity)
    widths.reserveCapacity(capacity)
    bytes.reserveCapacity(capacity * 4)
  }

  /// The number of cells.
  var count: Int { ends.count }

  /// The bytes of cell `index`.
  subscript(index: Int) -> ArraySlice<UInt8> {
    bytes[(index == 0 ? 0 : ends[index - 1])..<ends[index]]
  }

  /// Appends a cell that holds `text`.
  mutating func append(_ text: String) {
    bytes.append(contentsOf: text.utf8)
    ends.append(bytes.count)
    widths.append(TableReport.characterCount(text))
  }

  /// Appends a cell that holds a number as ``ReportNumber/text(_:)`` writes it.
  mutating func append(number: Double) {
    let width = ReportNumber.append(number, to: &bytes)
    ends.append(bytes.count)
    widths.append(width)
  }

  /// Appends a cell that holds `new`, or `old → new` when the two print differently.
  mutating func append(old: Double, new: Double) {
    let start = bytes.count
    let oldWidth = ReportNumber.append(old, to: &bytes)
    let newStart = bytes.count
    let newWidth = ReportNumber.append(new, to: &bytes)
    if bytes[start..<newStart] == bytes[newStart...] {
      bytes.removeSubrange(start..<newStart)
      ends.append(bytes.count)
      widths.append(newWidth)
      return
    }
    bytes.insert(contentsOf: TableCells.arrow, at: newStart)
    ends.append(bytes.count)
    widths.append(oldWidth + 3 + newWidth)
  }

  /// The bytes between an old and a new value: ` → `, three characters.
  private static let arrow = Array(" → ".utf8)
}
