/// What the wrapping of a ``TextContent`` needs that does not depend on the width, computed
/// once from its string and mode: the width of every character in units of the advance, and
/// its break opportunities, the segments (a run of spaces, then a word) of every paragraph.
///
/// A text holds one, shares it with its copies (it never changes after it is made) and makes a
/// new one when its string or mode is set, so ``TextContent`` keeps value semantics and a
/// wrap at a new width is a scan over these integers, with no `String` or `Character` work.
final class TextMetrics: Sendable {
  /// One break opportunity: the spaces `spaceStart..<wordStart` (none for a paragraph's first
  /// word without an indent), then the word `wordStart..<wordEnd`, which is not empty. Indexes
  /// count characters (grapheme clusters) from the start of the string, newlines included.
  struct Segment: Sendable {
    /// The first of the spaces before the word (`wordStart` when there are none).
    var spaceStart: Int
    /// The word's first character.
    var wordStart: Int
    /// One past the word's last character.
    var wordEnd: Int
    /// The word's width in units of the advance (its cells in the terminal mode).
    var wordUnits: Int
  }

  /// A paragraph: the text between two newlines (or an end of the string).
  struct Paragraph: Sendable {
    /// The paragraph's segments, in ``segments``; empty for an empty paragraph or one of
    /// spaces only (the spaces hang: the paragraph is one empty line).
    var segments: Range<Int>
    /// The index of the paragraph's first character.
    var start: Int
  }

  /// The width of each character in units of the advance: its ``TextContent/cellWidth(of:)``
  /// in the terminal mode, 1 otherwise; 0 for a newline (never read).
  let units: [UInt8]
  /// The segments of all paragraphs, in order.
  let segments: [Segment]
  /// The paragraphs, in order; none for an empty string.
  let paragraphs: [Paragraph]

  /// Walks the string's characters once (its bytes when it is ASCII).
  ///
  /// - Complexity: O(*n*) in the number of characters.
  init(_ string: String, countsCells: Bool) {
    var units: [UInt8] = []
    var segments: [Segment] = []
    var paragraphs: [Paragraph] = []
    units.reserveCapacity(string.utf8.count)
    var index = 0
    var paragraphStart = 0
    var paragraphFirstSegment = 0
    // The open segment: where its spaces (or its word) start, and its word so far.
    var segmentStart: Int? = nil
    var wordStart: Int? = nil
    var wordUnits = 0
    func closeSegment(at end: Int) {
      if let start = segmentStart, let word = wordStart {
        segments.append(
          Segment(spaceStart: start, wordStart: word, wordEnd: end, wordUnits: wordUnits))
      }
      segmentStart = nil
      wordStart = nil
      wordUnits = 0
    }
    func closeParagraph(at end: Int) {
      closeSegment(at: end)  // A run of spaces without a word hangs: it is dropped.
      paragraphs.append(
        Paragraph(segments: paragraphFirstSegment..<segments.count, start: paragraphStart))
      paragraphFirstSegment = segments.count
    }
    // Takes the next character: a newline, a space (U+0020) or another of `characterUnits`.
    func add(isNewline: Bool, isSpace: Bool, units characterUnits: Int) {
      if isNewline {
        closeParagraph(at: index)
        units.append(0)
        index += 1
        paragraphStart = index
        return
      }
      if isSpace {
        if wordStart != nil {
          closeSegment(at: index)
          segmentStart = index
        } else if segmentStart == nil {
          segmentStart = index
        }
      } else {
        if segmentStart == nil { segmentStart = index }
        if wordStart == nil { wordStart = index }
        wordUnits += characterUnits
      }
      units.append(UInt8(characterUnits))
      index += 1
    }
    let utf8 = string.utf8
    if utf8.allSatisfy({ $0 < 0x80 }) {
      // ASCII: every byte is a character of one unit, except "\r\n", one character; the
      // newlines are LF, VT, FF and CR (`Character.isNewline`).
      var previous: UInt8 = 0
      for byte in utf8 {
        if byte == 0x0A && previous == 0x0D {
          previous = 0
          continue  // The LF of a CR LF: the CR was the break.
        }
        add(isNewline: (0x0A...0x0D).contains(byte), isSpace: byte == 0x20, units: 1)
        previous = byte
      }
    } else {
      for character in string {
        add(
          isNewline: character.isNewline, isSpace: character == " ",
          units: countsCells ? TextContent.cellWidth(of: character) : 1)
      }
    }
    if !string.isEmpty { closeParagraph(at: index) }
    self.units = units
    self.segments = segments
    self.paragraphs = paragraphs
  }
}
