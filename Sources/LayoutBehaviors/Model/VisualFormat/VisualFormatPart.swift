/// The part of a format string a constraint comes from, kept as ranges of the string's bytes,
/// and the label written from it when one is asked for: `H:[a]-8-[b]`, `H:[a(>=50)]`, `H:|-[a]`,
/// `alignAllTop [a] [b]`, with ` #2`, ` #3`… after a part the string repeats.
///
/// A layout file's format strings make many constraints whose names are seldom read, so the
/// names are written only when read (``ConstraintDeclaration/identifier``).
package struct VisualFormatPart: Sendable {
  /// What the part is.
  package enum Kind: Sendable {
    /// A connection from `before` to `after`, each a view's name or `nil` for the edge `|`.
    case connection(before: Range<Int>?, spacing: Spacing, after: Range<Int>?)
    /// A predicate (without its spaces at either end) on the size of the view named at `view`.
    case size(view: Range<Int>, predicate: Range<Int>)
    /// The alignment at `alignment` in ``LayoutConstraint/FormatOptions/alignments`` of the view
    /// named at `current` with the one before it, named at `previous`.
    case alignment(Int, previous: Range<Int>, current: Range<Int>)
  }

  /// A connection's spacing, as its label writes it.
  package enum Spacing: Sendable {
    /// None: `[a][b]`.
    case flush
    /// `-`.
    case standard
    /// `-8-`: the predicate's range, without spaces at either end.
    case simple(Range<Int>)
    /// `-(>=8)-`: one predicate of a list, without spaces at either end.
    case list(Range<Int>)
  }

  /// What the part is.
  package var kind: Kind
  /// Whether the string is a row (`H:`), else a column (`V:`).
  package var isRow: Bool
  /// 1 for the first part with its label, 2 for the next one with the same label, and so on.
  package var repeatNumber = 1

  /// The pieces of the label, in order: each a range of the string's bytes or a fixed text.
  private func forEachPiece(_ body: (Piece) -> Void) {
    func side(_ name: Range<Int>?) {
      guard let name else { return body(.text("|")) }
      body(.text("["))
      body(.bytes(name))
      body(.text("]"))
    }
    switch kind {
    case .connection(let before, let spacing, let after):
      body(.text(isRow ? "H:" : "V:"))
      side(before)
      switch spacing {
      case .flush: break
      case .standard: body(.text("-"))
      case .simple(let range):
        body(.text("-"))
        body(.bytes(range))
        body(.text("-"))
      case .list(let range):
        body(.text("-("))
        body(.bytes(range))
        body(.text(")-"))
      }
      side(after)
    case .size(let view, let predicate):
      body(.text(isRow ? "H:[" : "V:["))
      body(.bytes(view))
      body(.text("("))
      body(.bytes(predicate))
      body(.text(")]"))
    case .alignment(let alignment, let previous, let current):
      body(.name(alignment))
      body(.text(" "))
      side(previous)
      body(.text(" "))
      side(current)
    }
  }

  private enum Piece {
    case bytes(Range<Int>)
    case text(StaticString)
    /// The name of the alignment at this index.
    case name(Int)
  }

  /// The length of the label in UTF-8 bytes, without its repeat number.
  private var baseCount: Int {
    var count = 0
    forEachPiece { piece in
      switch piece {
      case .bytes(let range): count += range.count
      case .text(let text): count += text.utf8CodeUnitCount
      case .name(let index):
        count += LayoutConstraint.FormatOptions.alignments[index].name.utf8.count
      }
    }
    return count
  }

  /// The repeat number as written after the label: ` #2`; empty for the first.
  private var suffix: String { repeatNumber > 1 ? " #\(repeatNumber)" : "" }

  /// The length of the label in UTF-8 bytes.
  package var count: Int { baseCount + suffix.utf8.count }

  /// Writes the label, read from the string's `bytes`, at `start` (room for ``count`` bytes);
  /// returns the position after it.
  package func write(
    in bytes: UnsafeBufferPointer<UInt8>, at start: UnsafeMutablePointer<UInt8>
  ) -> UnsafeMutablePointer<UInt8> {
    var position = start
    func copy(_ source: UnsafeBufferPointer<UInt8>) {
      guard let base = source.baseAddress, !source.isEmpty else { return }
      position.update(from: base, count: source.count)
      position += source.count
    }
    forEachPiece { piece in
      switch piece {
      case .bytes(let range): copy(UnsafeBufferPointer(rebasing: bytes[range]))
      case .text(let text):
        copy(UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
      case .name(let index):
        var name = LayoutConstraint.FormatOptions.alignments[index].name
        name.withUTF8 { copy($0) }
      }
    }
    var suffix = suffix
    suffix.withUTF8 { copy($0) }
    return position
  }

  /// The label, read from the string's `bytes`, after `prefix`.
  package func label(in bytes: UnsafeBufferPointer<UInt8>, after prefix: String = "") -> String {
    var prefix = prefix
    return prefix.withUTF8 { prefixBytes in
      String(unsafeUninitializedCapacity: prefixBytes.count + count) { buffer in
        let start = buffer.baseAddress!
        if let base = prefixBytes.baseAddress {
          start.initialize(from: base, count: prefixBytes.count)
        }
        return write(in: bytes, at: start + prefixBytes.count) - start
      }
    }
  }
}
