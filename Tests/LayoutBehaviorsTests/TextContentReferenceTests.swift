import Testing

@testable import LayoutBehaviors

/// `TextContent` wraps with widths and break opportunities computed once per text. These tests
/// compare it, on random texts at random widths, with the straightforward wrapping it replaced
/// (``ReferenceWrapping``, which walks the characters and builds the lines' strings on every
/// call): the lines, sizes and baselines must be the same, value for value.
@Suite struct TextContentReferenceTests {
  /// The pieces random texts are made of: words, CJK, emoji (one and several scalars),
  /// combining marks, runs of spaces and newlines (`\r\n` is one character).
  static let pieces: [String] = [
    "a", "ab", "word", "layout", "x", " ", "  ", "   ", "\n", "\r\n", "漢", "字漢", "한글",
    "😀", "🇫🇷", "❤️", "❤", "👩‍👩‍👧", "e\u{301}", "ｶ", "Ａ", "-", ".", "\t",
  ]

  /// ASCII pieces, with every ASCII newline (LF, VT, FF, CR; CR LF is one character): ASCII
  /// strings are read byte by byte.
  static let asciiPieces: [String] = [
    "a", "ab", "word", "x", " ", "  ", "\n", "\r", "\r\n", "\u{0B}", "\u{0C}", "\t", "-",
  ]

  /// A random text of up to 40 pieces, of ``asciiPieces`` only every other round.
  static func randomString(_ generator: inout SplitMix64, round: Int) -> String {
    let pieces = round % 2 == 0 ? Self.pieces : Self.asciiPieces
    let count = Int(generator.next() % 41)
    var string = ""
    for _ in 0..<count {
      string += pieces[Int(generator.next() % UInt64(pieces.count))]
    }
    return string
  }

  @Test func linesSizesAndBaselinesAreTheReferences() {
    let seed: UInt64 = 0x7E47_11CE
    var generator = SplitMix64(seed: seed)
    var compared = 0
    for round in 0..<400 {
      let string = Self.randomString(&generator, round: round)
      let advance = [1.0, 7, 8, 0.5, 0][Int(generator.next() % 5)]
      let maxLines = [0, 0, 1, 2, 3][Int(generator.next() % 5)]
      let cells = generator.next() % 2 == 0
      let text = TextContent(
        string, advance: advance, lineHeight: 18, maxLines: maxLines, countsCells: cells)
      var widths: [Double?] = [nil, 0, 0.5]
      for _ in 0..<8 { widths.append(Double(generator.next() % 40) * max(advance, 1) / 2) }
      for width in widths {
        let expected = ReferenceWrapping.lines(of: text, fittingWidth: width)
        let lines = text.lines(fittingWidth: width)
        #expect(
          lines == expected,
          "seed \(seed) round \(round): \(string.debugDescription) at \(String(describing: width))"
        )
        let expectedSize = Size(
          width: expected.reduce(0) { max($0, $1.width) },
          height: Double(expected.count) * text.lineHeight)
        #expect(text.measure(SizeProposal(width: width)) == expectedSize, "seed \(seed)")
        let expectedBaselines =
          expected.isEmpty
          ? nil
          : Baselines(
            first: text.ascent, last: Double(expected.count - 1) * text.lineHeight + text.ascent)
        if let width {
          #expect(
            text.baselines(for: Size(width: width, height: 0)) == expectedBaselines,
            "seed \(seed)")
        }
        compared += 1
      }
    }
    #expect(compared == 400 * 11)
  }

  @Test func changingTheStringOrTheModeRebuildsWhatIsCached() {
    // "ab cd" at 3: "ab" "cd"; set to "abc de" it is "abc" "de"; in cells "漢 a" is 4 wide.
    var text = TextContent("ab cd", advance: 1, lineHeight: 1)
    let copy = text
    text.string = "abc de"
    #expect(text.lines(fittingWidth: 3).map(\.text) == ["abc", "de"])
    // The copy keeps its own text (value semantics).
    #expect(copy.lines(fittingWidth: 3).map(\.text) == ["ab", "cd"])
    text.string = "漢 a"
    #expect(text.measure(.unspecified).width == 3)
    text.countsCells = true
    #expect(text.measure(.unspecified).width == 4)
    // Equality and hashing are the properties', as before.
    #expect(text == TextContent("漢 a", advance: 1, lineHeight: 1, countsCells: true))
    #expect(text != copy)
    var set = Set([text])
    set.insert(TextContent("漢 a", advance: 1, lineHeight: 1, countsCells: true))
    #expect(set.count == 1)
  }
}

/// The wrapping `TextContent` had before it cached its characters' widths: a copy of it, kept
/// as the reference the cached wrapping must agree with.
enum ReferenceWrapping {
  static func lines(of text: TextContent, fittingWidth width: Double?) -> [TextLine] {
    var lines: [TextLine] = []
    var paragraph: [Character] = []
    var sawAny = false
    for character in text.string {
      sawAny = true
      if character.isNewline {
        wrap(paragraph, of: text, to: width, into: &lines)
        paragraph.removeAll(keepingCapacity: true)
      } else {
        paragraph.append(character)
      }
      if text.maxLines > 0 && lines.count >= text.maxLines {
        return Array(lines.prefix(text.maxLines))
      }
    }
    if sawAny { wrap(paragraph, of: text, to: width, into: &lines) }
    return text.maxLines > 0 ? Array(lines.prefix(text.maxLines)) : lines
  }

  static func units(of character: Character, in text: TextContent) -> Int {
    text.countsCells ? TextContent.cellWidth(of: character) : 1
  }

  static func wrap(
    _ paragraph: [Character], of text: TextContent, to width: Double?,
    into lines: inout [TextLine]
  ) {
    var line: [Character] = []
    var lineUnits = 0
    func fits(_ units: Int) -> Bool {
      guard let width else { return true }
      return Double(units) * text.advance <= width + TextContent.fitTolerance
    }
    func flush() {
      lines.append(TextLine(text: String(line), width: Double(lineUnits) * text.advance))
      line.removeAll(keepingCapacity: true)
      lineUnits = 0
    }
    var index = 0
    var isParagraphStart = true
    while index < paragraph.count {
      var spaces: [Character] = []
      while index < paragraph.count && paragraph[index] == " " {
        spaces.append(paragraph[index])
        index += 1
      }
      var word: [Character] = []
      var wordUnits = 0
      while index < paragraph.count && paragraph[index] != " " {
        word.append(paragraph[index])
        wordUnits += units(of: paragraph[index], in: text)
        index += 1
      }
      if word.isEmpty { break }
      let spaceUnits = spaces.count
      if !line.isEmpty || isParagraphStart, fits(lineUnits + spaceUnits + wordUnits) {
        line += spaces + word
        lineUnits += spaceUnits + wordUnits
      } else {
        if !line.isEmpty { flush() }
        let lead = isParagraphStart ? spaces : []
        for character in lead + word {
          let characterUnits = character == " " ? 1 : units(of: character, in: text)
          if !line.isEmpty && !fits(lineUnits + characterUnits) { flush() }
          line.append(character)
          lineUnits += characterUnits
        }
      }
      isParagraphStart = false
    }
    if !line.isEmpty || isParagraphStart { flush() }
  }
}
