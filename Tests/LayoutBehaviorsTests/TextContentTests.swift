import Testing

@testable import LayoutBehaviors

/// The font-free text model: wrapping known answers, worked by hand (advance 1 unless said, so
/// a width is a count of characters), terminal cells, sizes and baselines.
@Suite struct TextContentTests {
  /// The texts of the lines of `string` wrapped to `width`, one unit per character.
  private func wrapped(
    _ string: String, _ width: Double?, maxLines: Int = 0, cells: Bool = false
  ) -> [String] {
    TextContent(string, advance: 1, lineHeight: 1, maxLines: maxLines, countsCells: cells)
      .lines(fittingWidth: width).map(\.text)
  }

  @Test func wrapsAtSpacesGreedily() {
    // "one two three": "one two" is 7 ≤ 7; adding " three" makes 13 > 7, so "three" wraps.
    #expect(wrapped("one two three", 7) == ["one two", "three"])
    // At 6 "one two" (7) no longer fits: each word alone.
    #expect(wrapped("one two three", 6) == ["one", "two", "three"])
    // Unproposed: one line.
    #expect(wrapped("one two three", nil) == ["one two three"])
    // Exactly the width fits: 13 ≤ 13.
    #expect(wrapped("one two three", 13) == ["one two three"])
  }

  @Test func aLongWordBreaksInside() {
    // "abcdefghij" (10) at width 4: "abcd" "efgh" "ij".
    #expect(wrapped("abcdefghij", 4) == ["abcd", "efgh", "ij"])
    // "a abcdefgh b" at 4: "a" then "abcdefgh" does not fit after "a " (2 + 8 > 4), so it starts
    // a new line and breaks inside: "abcd" "efgh"; " b" fits after "efgh"? 4 + 2 = 6 > 4: no.
    #expect(wrapped("a abcdefgh b", 4) == ["a", "abcd", "efgh", "b"])
    // The tail of a broken word shares its line with the next word: "abcdef g" at 4 is
    // "abcd", then "ef" + " g" = 4 ≤ 4 on one line.
    #expect(wrapped("abcdef g", 4) == ["abcd", "ef g"])
    // A line takes at least one character even when it is wider than the width.
    #expect(wrapped("ab", 0.5) == ["a", "b"])
  }

  @Test func trailingSpacesHangAndSpacesAtABreakAreDropped() {
    let text = TextContent("ab   ", advance: 10, lineHeight: 20)
    // The three trailing spaces are not counted: width 2 × 10 = 20.
    #expect(text.measure(.unspecified) == Size(width: 20, height: 20))
    // "ab  cd" at 4: "ab" + "  cd" = 6 > 4, so "cd" wraps; the two spaces are dropped.
    #expect(wrapped("ab  cd", 4) == ["ab", "cd"])
    // Spaces inside a line count: "a  b" is 4 wide.
    #expect(TextContent("a  b", advance: 1).measure(.unspecified).width == 4)
    // A paragraph's leading spaces are an indent: "  ab" is 4 wide.
    #expect(wrapped("  ab cd", 4) == ["  ab", "cd"])
  }

  @Test func newlinesAreHardBreaks() {
    #expect(wrapped("ab\ncd", nil) == ["ab", "cd"])
    // An empty paragraph between two newlines is an empty line; "a\n" is two lines.
    #expect(wrapped("a\n\nb", nil) == ["a", "", "b"])
    #expect(wrapped("a\n", nil) == ["a", ""])
    // "\r\n" is one character, one break.
    #expect(wrapped("a\r\nb", nil) == ["a", "b"])
    // Each paragraph wraps on its own: "ab cd" at 3 is "ab" "cd", then "e".
    #expect(wrapped("ab cd\ne", 3) == ["ab", "cd", "e"])
    // Natural size: the widest paragraph (3 × 10 = 30) and 3 lines of 20.
    let text = TextContent("ab\ncde\nf", advance: 10, lineHeight: 20)
    #expect(text.measure(.unspecified) == Size(width: 30, height: 60))
  }

  @Test func maxLinesKeepsTheFirstLines() {
    #expect(wrapped("a b c d", 1, maxLines: 2) == ["a", "b"])
    #expect(wrapped("a\nb\nc", nil, maxLines: 2) == ["a", "b"])
    #expect(wrapped("a b", 1, maxLines: 0) == ["a", "b"])
    // Two lines of 20: height 40, whatever the text would need.
    let text = TextContent("a b c d", advance: 10, lineHeight: 20, maxLines: 2)
    #expect(text.measure(SizeProposal(width: 10)) == Size(width: 10, height: 40))
  }

  @Test func anEmptyStringHasNoLinesAndNoSize() {
    let text = TextContent("", advance: 10, lineHeight: 20)
    #expect(text.lines(fittingWidth: 100).isEmpty)
    #expect(text.measure(.unspecified) == .zero)
    #expect(text.baselines(for: .zero) == nil)
    // Spaces only: one empty line (the spaces hang).
    #expect(TextContent("   ", advance: 10).measure(.unspecified) == Size(width: 0, height: 20))
  }

  @Test func charactersAreGraphemeClusters() {
    // "e" + combining acute is one character; "cafe\u{301}" is 4 characters, 40 wide.
    let text = TextContent("cafe\u{301}", advance: 10, lineHeight: 20)
    #expect(text.measure(.unspecified).width == 40)
    // A flag (two regional indicators) is one character.
    #expect(TextContent("🇫🇷", advance: 10).measure(.unspecified).width == 10)
    // Breaking a long word never splits a cluster: "e\u{301}e\u{301}e\u{301}" at 2.
    #expect(wrapped("e\u{301}e\u{301}e\u{301}", 2) == ["e\u{301}e\u{301}", "e\u{301}"])
  }

  @Test func terminalCellsCountWideCharactersAndEmojiTwice() {
    #expect(TextContent.cellWidth(of: "a") == 1)
    #expect(TextContent.cellWidth(of: "é") == 1)
    #expect(TextContent.cellWidth(of: "e\u{301}") == 1)
    #expect(TextContent.cellWidth(of: "漢") == 2)  // CJK Unified Ideographs
    #expect(TextContent.cellWidth(of: "한") == 2)  // Hangul syllables
    #expect(TextContent.cellWidth(of: "カ") == 2)  // Katakana
    #expect(TextContent.cellWidth(of: "Ａ") == 2)  // fullwidth A, U+FF21
    #expect(TextContent.cellWidth(of: "ｶ") == 1)  // halfwidth katakana, U+FF76
    #expect(TextContent.cellWidth(of: "😀") == 2)  // Emoji_Presentation
    #expect(TextContent.cellWidth(of: "🇫🇷") == 2)  // a flag: one character, two cells
    #expect(TextContent.cellWidth(of: "❤️") == 2)  // U+2764 with VS16
    #expect(TextContent.cellWidth(of: "❤") == 1)  // text presentation
    #expect(TextContent.cellWidth(of: "👩‍👩‍👧") == 2)  // a ZWJ sequence
    // "漢字 ab" in cells: 2 + 2 + 1 + 1 + 1 = 7.
    let text = TextContent("漢字 ab", advance: 1, lineHeight: 1, countsCells: true)
    #expect(text.measure(.unspecified).width == 7)
    // Without the terminal mode every character is one advance: 5.
    #expect(TextContent("漢字 ab", advance: 1).measure(.unspecified).width == 5)
  }

  @Test func wideCharactersWrapByCells() {
    // "漢字漢字" is one 8-cell word; at 5 cells "漢字" (4) fits, a third (6) does not.
    #expect(wrapped("漢字漢字", 5, cells: true) == ["漢字", "漢字"])
    // At 3 cells: one wide character (2) per line, the second would make 4.
    #expect(wrapped("漢字", 3, cells: true) == ["漢", "字"])
    // A wide character wider than the line still takes one line.
    #expect(wrapped("漢", 1, cells: true) == ["漢"])
    // "ab 😀 cd" at 5: "ab 😀" is 2 + 1 + 2 = 5, then "cd".
    #expect(wrapped("ab 😀 cd", 5, cells: true) == ["ab 😀", "cd"])
    let text = TextContent("ab 😀 cd", advance: 1, lineHeight: 1, countsCells: true)
    #expect(text.lines(fittingWidth: 5).map(\.width) == [5, 2])
  }

  @Test func baselinesFollowTheLines() {
    // lineHeight 20, ascent 0.8 × 20 = 16. At width 100 "Hello wide world" (160) wraps into
    // "Hello wide" (100) and "world": first 16, last 20 + 16 = 36.
    let text = TextContent("Hello wide world", advance: 10, lineHeight: 20)
    #expect(text.ascent == 16)
    #expect(text.baselines(for: Size(width: 100, height: 40)) == Baselines(first: 16, last: 36))
    #expect(text.baselines(for: Size(width: 160, height: 20)) == Baselines(first: 16, last: 16))
    // An explicit ascent: 3 lines at width 50 ("Hello" "wide" "world"): last 2 × 20 + 5 = 45.
    let small = TextContent("Hello wide world", advance: 10, lineHeight: 20, ascent: 5)
    #expect(small.baselines(for: Size(width: 50, height: 60)) == Baselines(first: 5, last: 45))
  }
}
