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

  /// Gives the label's bytes to `sink`, piece by piece: ranges of the string's `bytes` and
  /// fixed texts, then the repeat number.
  package func write(in bytes: UnsafeBufferPointer<UInt8>, to sink: inout some LabelSink) {
    func text(_ text: StaticString) {
      sink.append(UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }
    func range(_ range: Range<Int>) { sink.append(UnsafeBufferPointer(rebasing: bytes[range])) }
    func side(_ name: Range<Int>?) {
      guard let name else { return text("|") }
      text("[")
      range(name)
      text("]")
    }
    switch kind {
    case .connection(let before, let spacing, let after):
      text(isRow ? "H:" : "V:")
      side(before)
      switch spacing {
      case .flush: break
      case .standard: text("-")
      case .simple(let predicate):
        text("-")
        range(predicate)
        text("-")
      case .list(let predicate):
        text("-(")
        range(predicate)
        text(")-")
      }
      side(after)
    case .size(let view, let predicate):
      text(isRow ? "H:[" : "V:[")
      range(view)
      text("(")
      range(predicate)
      text(")]")
    case .alignment(let alignment, let previous, let current):
      var name = LayoutConstraint.FormatOptions.alignments[alignment].name
      name.withUTF8 { sink.append($0) }
      text(" ")
      side(previous)
      text(" ")
      side(current)
    }
    if repeatNumber > 1 {
      text(" #")
      sink.append(decimal: repeatNumber)
    }
  }

  /// The label, read from the string's `bytes`.
  package func label(in bytes: UnsafeBufferPointer<UInt8>) -> String {
    var counter = LabelCounter()
    write(in: bytes, to: &counter)
    return String(unsafeUninitializedCapacity: counter.count) { buffer in
      var writer = LabelWriter(buffer.baseAddress!)
      write(in: bytes, to: &writer)
      return writer.count
    }
  }
}

/// What a label's bytes are given to: something that counts them or copies them.
package protocol LabelSink {
  /// Takes the next bytes of the label.
  mutating func append(_ bytes: UnsafeBufferPointer<UInt8>)
}

extension LabelSink {
  /// Takes a positive number's decimal digits.
  mutating func append(decimal number: Int) {
    var digits: (UInt64, UInt64, UInt64) = (0, 0, 0)
    withUnsafeMutableBytes(of: &digits) { buffer in
      var value = number
      var start = buffer.count
      repeat {
        start -= 1
        buffer[start] = UInt8(ascii: "0") + UInt8(value % 10)
        value /= 10
      } while value > 0
      append(UnsafeBufferPointer(rebasing: buffer.bindMemory(to: UInt8.self)[start...]))
    }
  }
}

/// Counts a label's bytes.
package struct LabelCounter: LabelSink {
  /// How many bytes were given.
  package var count = 0

  /// A counter at zero.
  package init() {}

  package mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) { count += bytes.count }
}

/// Copies a label's bytes to memory with room for them all.
package struct LabelWriter: LabelSink {
  private let start: UnsafeMutablePointer<UInt8>
  /// How many bytes were copied.
  package private(set) var count = 0

  /// A writer that copies to `start` onwards.
  package init(_ start: UnsafeMutablePointer<UInt8>) { self.start = start }

  package mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
    guard let base = bytes.baseAddress else { return }
    (start + count).initialize(from: base, count: bytes.count)
    count += bytes.count
  }
}
