extension TextContent {
  /// The tolerance of a fit: a line fits a width when it is at most this much wider (solved
  /// widths carry rounding noise).
  static let fitTolerance = 1e-9

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
    var lines: [TextLine] = []
    var paragraph: [Character] = []
    var sawAny = false
    for character in string {
      sawAny = true
      if character.isNewline {
        wrap(paragraph, to: width, into: &lines)
        paragraph.removeAll(keepingCapacity: true)
      } else {
        paragraph.append(character)
      }
      if maxLines > 0 && lines.count >= maxLines { return Array(lines.prefix(maxLines)) }
    }
    if sawAny { wrap(paragraph, to: width, into: &lines) }
    return maxLines > 0 ? Array(lines.prefix(maxLines)) : lines
  }

  /// The width of one character in units of ``advance``: its cell width in the terminal mode,
  /// one otherwise.
  func units(of character: Character) -> Int {
    countsCells ? Self.cellWidth(of: character) : 1
  }

  /// Wraps one paragraph (a line without newlines) and appends its lines (at least one).
  private func wrap(_ paragraph: [Character], to width: Double?, into lines: inout [TextLine]) {
    var line: [Character] = []
    // The units of `line` up to its last word: trailing spaces are not counted.
    var lineUnits = 0
    func fits(_ units: Int) -> Bool {
      guard let width else { return true }
      return Double(units) * advance <= width + Self.fitTolerance
    }
    func flush() {
      lines.append(TextLine(text: String(line), width: Double(lineUnits) * advance))
      line.removeAll(keepingCapacity: true)
      lineUnits = 0
    }
    var index = 0
    var isParagraphStart = true
    while index < paragraph.count {
      // The next segment: a run of spaces, then a word.
      var spaces: [Character] = []
      while index < paragraph.count && paragraph[index] == " " {
        spaces.append(paragraph[index])
        index += 1
      }
      var word: [Character] = []
      var wordUnits = 0
      while index < paragraph.count && paragraph[index] != " " {
        word.append(paragraph[index])
        wordUnits += units(of: paragraph[index])
        index += 1
      }
      if word.isEmpty { break }  // Trailing spaces hang.
      let spaceUnits = spaces.count
      if !line.isEmpty || isParagraphStart, fits(lineUnits + spaceUnits + wordUnits) {
        line += spaces + word
        lineUnits += spaceUnits + wordUnits
      } else {
        if !line.isEmpty { flush() }  // The spaces at a soft break are dropped.
        let lead = isParagraphStart ? spaces : []
        for character in lead + word {
          let characterUnits = character == " " ? 1 : units(of: character)
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
