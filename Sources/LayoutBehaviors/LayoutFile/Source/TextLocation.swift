/// A position in a layout file: a 1-based line and column, and the 0-based byte offset.
///
/// Lines are separated by line feeds (`\n`); a carriage return before a line feed is part of the
/// line it ends and does not count as a line break of its own. Columns count Unicode scalars from
/// the start of the line, so `é` and `😀` each advance the column by one and a tab also counts as
/// one column.
///
/// Locations order by their byte offset, which is the order in which they appear in the file.
package struct TextLocation: Hashable, Comparable, Sendable, CustomStringConvertible {
  /// The line, starting at 1.
  package var line: Int
  /// The column in Unicode scalars, starting at 1.
  package var column: Int
  /// The offset in bytes from the start of the data, from 0 (a byte order mark counts here, though
  /// not in the column).
  package var offset: Int

  /// Creates a location.
  ///
  /// - Parameters:
  ///   - line: The line, starting at 1.
  ///   - column: The column in Unicode scalars, starting at 1.
  ///   - offset: The byte offset from the start of the file, starting at 0.
  package init(line: Int, column: Int, offset: Int) {
    self.line = line
    self.column = column
    self.offset = offset
  }

  /// The location in the form `line:column`.
  package var description: String { "\(line):\(column)" }

  /// Orders locations by byte offset, then by line and column.
  package static func < (lhs: TextLocation, rhs: TextLocation) -> Bool {
    (lhs.offset, lhs.line, lhs.column) < (rhs.offset, rhs.line, rhs.column)
  }
}
