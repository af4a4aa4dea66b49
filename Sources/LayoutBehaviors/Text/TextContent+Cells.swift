extension TextContent {
  /// How many terminal cells a character takes: 2 for East Asian wide and fullwidth characters
  /// and for emoji, 1 for the others.
  ///
  /// A character (a grapheme cluster) is two cells when its first scalar is in the type's table
  /// of wide ranges (Unicode's East Asian Width `W` and `F`, compacted to blocks), or has the
  /// `Emoji_Presentation` property (`Unicode.Scalar.Properties.isEmojiPresentation`: 😀, a
  /// regional indicator, so a flag), or when it carries the emoji variation selector U+FE0F
  /// (❤️). Combining marks belong to their base's cluster and add nothing: `"e\u{301}"` is one
  /// cell, `"👩‍👩‍👧"` two.
  ///
  /// ```swift
  /// TextContent.cellWidth(of: "a")    // 1
  /// TextContent.cellWidth(of: "漢")   // 2
  /// TextContent.cellWidth(of: "🇫🇷")  // 2
  /// ```
  public static func cellWidth(of character: Character) -> Int {
    let scalars = character.unicodeScalars
    guard let first = scalars.first else { return 1 }
    if first.properties.isEmojiPresentation || scalars.contains("\u{FE0F}") { return 2 }
    return isWide(first.value) ? 2 : 1
  }

  /// The code-point ranges whose characters are two cells wide: the blocks of Unicode's East
  /// Asian Width `W` (wide) and `F` (fullwidth) characters, sorted and disjoint. Emoji outside
  /// them are found by their `Emoji_Presentation` property instead.
  ///
  /// | Range | What |
  /// | --- | --- |
  /// | 1100–115F | Hangul Jamo initial consonants |
  /// | 2E80–303E | CJK radicals, Kangxi, ideographic description, CJK symbols and punctuation |
  /// | 3041–33FF | Hiragana, Katakana, Bopomofo, Hangul compatibility Jamo, Kanbun, CJK strokes, enclosed and compatibility CJK |
  /// | 3400–4DBF | CJK Unified Ideographs Extension A |
  /// | 4E00–9FFF | CJK Unified Ideographs |
  /// | A000–A4CF | Yi syllables and radicals |
  /// | A960–A97F | Hangul Jamo Extended-A |
  /// | AC00–D7A3 | Hangul syllables |
  /// | F900–FAFF | CJK Compatibility Ideographs |
  /// | FE10–FE19 | Vertical forms |
  /// | FE30–FE6F | CJK compatibility forms, small form variants |
  /// | FF00–FF60 | Fullwidth ASCII forms |
  /// | FFE0–FFE6 | Fullwidth signs |
  /// | 16FE0–18D08 | Tangut, Khitan, ideographic symbols |
  /// | 1AFF0–1B2FF | Kana supplement and extensions, Nushu |
  /// | 1F200–1F2FF | Enclosed ideographic supplement |
  /// | 20000–2FFFD | CJK Extensions B–F, compatibility supplement |
  /// | 30000–3FFFD | CJK Extensions G and H |
  static let wideRanges: [ClosedRange<UInt32>] = [
    0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
    0xA000...0xA4CF, 0xA960...0xA97F, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE10...0xFE19,
    0xFE30...0xFE6F, 0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x16FE0...0x18D08, 0x1AFF0...0x1B2FF,
    0x1F200...0x1F2FF, 0x20000...0x2FFFD, 0x30000...0x3FFFD,
  ]

  /// Whether a code point is in ``wideRanges`` (a binary search).
  static func isWide(_ value: UInt32) -> Bool {
    var low = 0
    var high = wideRanges.count
    while low < high {
      let middle = (low + high) / 2
      if wideRanges[middle].upperBound < value {
        low = middle + 1
      } else {
        high = middle
      }
    }
    return low < wideRanges.count && wideRanges[low].contains(value)
  }
}
