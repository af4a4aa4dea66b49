extension TextContent {
  /// The tolerance of a fit: a line fits a width when it is at most this much wider, a
  /// micro-point. Solved widths carry rounding noise, and the engine measures at a width rounded
  /// to the nearest micro-point, up to half of one below the solved width: a text of advance
  /// 10 × 40 / 17 measured at its own natural width, 164.705882352…, is proposed 164.705882.
  static let fitTolerance = 1e-6

  /// The lines of the text wrapped to `width`, or split at newlines only when `width` is `nil`,
  /// with the rules of the type's documentation; at most ``maxLines`` of them.
  ///
  /// ```swift
  /// TextContent("one two three", advance: 1).lines(fittingWidth: 7).map(\.text)
  /// // ["one two", "three"]
  /// ```
  ///
  /// - Complexity: O(*n*) in the number of characters.
  public func lines(fittingWidth width: Double?) -> [TextLine] {
    var ranges = LineRanges(maxLines: maxLines)
    wrap(toWidth: width, into: &ranges)
    guard !ranges.lines.isEmpty else { return [] }
    let characters = Array(string)
    return ranges.lines.map { line in
      TextLine(text: String(characters[line.range]), width: Double(line.units) * advance)
    }
  }

  /// Wraps the text to `width` (at newlines only when `nil`) and gives each line to `sink`, in
  /// order, until it has them all or wants no more: the rules of the type's documentation,
  /// read from ``metrics``.
  ///
  /// A paragraph's segments go on the current line while the line, the segment's spaces and
  /// its word fit; a segment that does not fit ends the line, its spaces are dropped, and its
  /// word starts the next line, broken inside after the last character that fits when it is
  /// wider than the line (at a paragraph's start the indent is kept and breaks with the word).
  ///
  /// - Complexity: O(*w* + *b*) for *w* words and *b* characters of the words that break.
  func wrap<Sink: TextLineSink>(toWidth width: Double?, into sink: inout Sink) {
    let metrics = self.metrics
    let limit = width.map { $0 + Self.fitTolerance }
    let advance = self.advance
    func fits(_ units: Int) -> Bool {
      guard let limit else { return true }
      return Double(units) * advance <= limit
    }
    for paragraph in metrics.paragraphs {
      // The current line: its characters `start..<end` and their units (its trailing spaces
      // never counted: spaces join a line only before a word).
      var start = paragraph.start
      var end = paragraph.start
      var lineUnits = 0
      var hasCharacters = false
      var isParagraphStart = true
      for segmentIndex in paragraph.segments {
        let segment = metrics.segments[segmentIndex]
        let joined = lineUnits + (segment.wordStart - segment.spaceStart) + segment.wordUnits
        if hasCharacters || isParagraphStart, fits(joined) {
          if !hasCharacters {
            start = segment.spaceStart
            hasCharacters = true
          }
          end = segment.wordEnd
          lineUnits = joined
        } else {
          if hasCharacters {
            guard sink.append(start..<end, units: lineUnits) else { return }
            hasCharacters = false
            lineUnits = 0
          }
          let first = isParagraphStart ? segment.spaceStart : segment.wordStart
          for index in first..<segment.wordEnd {
            let characterUnits = Int(metrics.units[index])
            if hasCharacters && !fits(lineUnits + characterUnits) {
              guard sink.append(start..<end, units: lineUnits) else { return }
              hasCharacters = false
              lineUnits = 0
            }
            if !hasCharacters {
              start = index
              hasCharacters = true
            }
            end = index + 1
            lineUnits += characterUnits
          }
        }
        isParagraphStart = false
      }
      if hasCharacters || isParagraphStart {
        guard sink.append(start..<end, units: lineUnits) else { return }
      }
    }
  }
}

/// What receives the lines of ``TextContent/wrap(toWidth:into:)``.
protocol TextLineSink {
  /// Takes the next line: its characters (indexes from the start of the string) and its
  /// width in units of the advance. Returns whether the sink wants more lines.
  mutating func append(_ characters: Range<Int>, units: Int) -> Bool
}

/// The number of lines and the widest line's width, for ``TextContent/measure(_:)`` and
/// ``TextContent/baselines(for:)``: no string is built.
struct LineSizes: TextLineSink {
  /// The advance the units are multiplied by.
  let advance: Double
  /// The lines kept at most; 0 for all.
  let maxLines: Int
  /// The lines so far.
  var count = 0
  /// The widest line's width so far.
  var width = 0.0

  mutating func append(_ characters: Range<Int>, units: Int) -> Bool {
    count += 1
    width = max(width, Double(units) * advance)
    return maxLines == 0 || count < maxLines
  }
}

/// The lines' character ranges and units, for ``TextContent/lines(fittingWidth:)``.
struct LineRanges: TextLineSink {
  /// The lines kept at most; 0 for all.
  let maxLines: Int
  /// The lines so far.
  var lines: [(range: Range<Int>, units: Int)] = []

  mutating func append(_ characters: Range<Int>, units: Int) -> Bool {
    lines.append((characters, units))
    return maxLines == 0 || lines.count < maxLines
  }
}
