/// A deterministic text without fonts: every character has the same advance, every line the
/// same height, and lines wrap at spaces. The built-in ``MeasuredContent`` for labels.
///
/// **The model.** A *character* is a grapheme cluster (a Swift `Character`): `"e\u{301}"` is one
/// character, a flag is one character. Each character is ``advance`` wide, or, in the terminal
/// mode (``countsCells``), ``advance`` times its cell width (``cellWidth(of:)``: two for East
/// Asian wide and fullwidth characters and emoji, one for the others). Every line is
/// ``lineHeight`` tall; the baseline of line *k* (from 0) is `k × lineHeight + ascent` from the
/// top, with ``ascent`` `0.8 × lineHeight` unless given (``defaultAscentRatio``).
///
/// **Wrapping** (``lines(fittingWidth:)``), greedy, as a label does:
/// - A newline (`\n`, `\r\n`, any `Character.isNewline`) is a hard break: it ends the line, and
///   an empty line between two newlines is a line of width 0. `"a\n"` is two lines.
/// - A line breaks at spaces: a word goes on the current line if the line, the spaces before
///   the word and the word fit within the width; otherwise it starts the next line, and the
///   spaces at the break are dropped. Spaces at the start of a paragraph are kept (an indent).
/// - Trailing spaces hang: they are not counted in a line's width and never wrap by
///   themselves.
/// - A word wider than the line breaks inside it, after the last character that fits; a line
///   always takes at least one character, so a character wider than the line gets its own.
/// - ``maxLines`` keeps the first lines (0: all of them); the rest is cut, without an ellipsis.
///
/// **Size.** The width is the widest line's, the height `lines × lineHeight`. The natural size
/// (no proposed width) is the single-line size: the widest paragraph. An empty string has no
/// lines and a zero size, as an empty `UILabel`; it has no baselines (it aligns by its bottom).
///
/// ```swift
/// let text = TextContent("Hello wide world", advance: 10, lineHeight: 20)
/// text.measure(.unspecified)                          // (160, 20)
/// text.lines(fittingWidth: 100).map(\.text)           // ["Hello wide", "world"]
/// text.measure(SizeProposal(width: 100))              // (100, 40)
/// text.baselines(for: Size(width: 100, height: 40))   // first 16, last 36
/// ```
///
/// A text computes its characters' widths and its break opportunities once, when it is made
/// (and again when ``string`` or ``countsCells`` is set): a measure at a new width is a scan
/// over them. Copies share them; equality and hashing are the properties'.
public struct TextContent: MeasuredContent, Hashable, Sendable {
  /// The text; newlines are hard line breaks.
  public var string: String {
    didSet { metrics = TextMetrics(string, countsCells: countsCells) }
  }
  /// The width of one character (of one cell in the terminal mode), in points.
  public var advance: Double
  /// The height of one line, in points.
  public var lineHeight: Double
  /// The distance from the top of a line to its baseline, in points.
  public var ascent: Double
  /// The maximum number of lines shown; 0 for no limit.
  public var maxLines: Int
  /// The terminal mode: a character takes ``cellWidth(of:)`` cells of ``advance`` each (two for
  /// wide characters and emoji) instead of one advance.
  public var countsCells: Bool {
    didSet { metrics = TextMetrics(string, countsCells: countsCells) }
  }
  /// The widths and break opportunities of ``string``, which do not depend on the width.
  private(set) var metrics: TextMetrics

  /// The ascent of a text that does not give one, as a fraction of its line height: 0.8.
  public static let defaultAscentRatio = 0.8

  /// Creates a text.
  ///
  /// - Parameters:
  ///   - string: the text; newlines are hard breaks.
  ///   - advance: the width of a character (a cell in the terminal mode); 8 by default.
  ///   - lineHeight: the height of a line; 20 by default.
  ///   - ascent: the distance from a line's top to its baseline;
  ///     ``defaultAscentRatio`` × `lineHeight` by default.
  ///   - maxLines: the number of lines shown at most; 0 (the default) for no limit.
  ///   - countsCells: the terminal mode (see ``countsCells``); off by default.
  /// - Precondition: `advance` and `lineHeight` are finite and not negative, `ascent` is
  ///   finite, and `maxLines` is not negative.
  public init(
    _ string: String, advance: Double = 8, lineHeight: Double = 20, ascent: Double? = nil,
    maxLines: Int = 0, countsCells: Bool = false
  ) {
    precondition(
      advance.isFinite && advance >= 0, "A text's advance must be finite and not negative")
    precondition(
      lineHeight.isFinite && lineHeight >= 0,
      "A text's line height must be finite and not negative")
    precondition(ascent?.isFinite ?? true, "A text's ascent must be finite")
    precondition(maxLines >= 0, "A text's maximum number of lines must not be negative")
    self.string = string
    self.advance = advance
    self.lineHeight = lineHeight
    self.ascent = ascent ?? lineHeight * Self.defaultAscentRatio
    self.maxLines = maxLines
    self.countsCells = countsCells
    self.metrics = TextMetrics(string, countsCells: countsCells)
  }

  /// Whether two texts have the same properties (what they cache is not compared).
  public static func == (lhs: TextContent, rhs: TextContent) -> Bool {
    lhs.string == rhs.string && lhs.advance == rhs.advance && lhs.lineHeight == rhs.lineHeight
      && lhs.ascent == rhs.ascent && lhs.maxLines == rhs.maxLines
      && lhs.countsCells == rhs.countsCells
  }

  /// Hashes the properties that ``==(_:_:)`` compares.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(string)
    hasher.combine(advance)
    hasher.combine(lineHeight)
    hasher.combine(ascent)
    hasher.combine(maxLines)
    hasher.combine(countsCells)
  }

  /// The size of the text wrapped to the proposed width (unwrapped without one): the widest
  /// line's width, and `lines × lineHeight`. The proposed height is ignored.
  ///
  /// - Complexity: O(*w* + *b*) for *w* words and *b* characters of the words that break
  ///   inside; no string is built.
  public func measure(_ proposal: SizeProposal) -> Size {
    var size = LineSizes(advance: advance, maxLines: maxLines)
    wrap(toWidth: proposal.width, into: &size)
    return Size(width: size.width, height: Double(size.count) * lineHeight)
  }

  /// The baselines of the text wrapped to `size.width`: `ascent` for the first line,
  /// `(n − 1) × lineHeight + ascent` for the last of *n*; `nil` for a text without lines. The
  /// height is not used.
  public func baselines(for size: Size) -> Baselines? {
    var sizes = LineSizes(advance: advance, maxLines: maxLines)
    wrap(toWidth: size.width, into: &sizes)
    let count = sizes.count
    guard count > 0 else { return nil }
    return Baselines(first: ascent, last: Double(count - 1) * lineHeight + ascent)
  }
}

/// One line of a wrapped ``TextContent``: its characters (trailing spaces left out) and width.
public struct TextLine: Hashable, Sendable {
  /// The characters shown on the line.
  public var text: String
  /// The width of the line, in points.
  public var width: Double

  /// Creates a line.
  public init(text: String, width: Double) {
    self.text = text
    self.width = width
  }
}
