import ConstraintSolver

/// The tokens of the expression grammar, read from the bytes one at a time as the parser needs
/// them.
///
/// The lexer is a pure function of the bytes and a position (``token(at:in:)``): it holds no
/// state and makes no string, so the parser can look ahead by reading the next tokens again. A
/// token that cannot be read is a token too, of kind ``TokenKind/invalid``; its message is
/// made by ``lexicalProblem(_:)`` only when it is reported.
extension ConstraintExpressionParser {
  enum TokenKind: UInt8 {
    case reference
    case number
    /// `==`, `<=` and `>=`.
    case equal, lessThanOrEqual, greaterThanOrEqual
    case plus, minus, star, slash, at
    /// The end of the text.
    case end
    /// Text that is not a token: the token's bytes are what cannot be read, and
    /// ``Token/problem`` says why.
    case invalid
  }

  /// Why the bytes at a position are not a token.
  enum LexicalProblem: UInt8 {
    /// `=`, `<`, `>`, `!` or `!=`: not one of `==`, `<=` and `>=`.
    case relation
    /// A `.` that does not start a number.
    case point
    /// A character no token starts with (all its UTF-8 bytes).
    case character
    /// Digits, points, letters and exponent that do not make a number.
    case number
    /// A number too large for a `Double`.
    case nonFiniteNumber
    /// A number beyond the solver's range.
    case numberOutOfRange
    /// A dot not followed by a name: the token ends just after the dot.
    case missingName
    /// A reference of more than three segments.
    case tooManyParts
  }

  /// A token: its kind and where it is, and for a number its value. A reference's segments are
  /// kept as the offsets of its dots.
  struct Token {
    var offset: Int
    /// The offset just after the token.
    var end: Int
    /// A number's value.
    var value: Double = 0
    /// For a reference: where its dots are (see ``segmentCount``).
    var firstDot = 0
    var secondDot = 0
    var kind: TokenKind
    /// For a reference: how many segments it has (1 to 3).
    var segmentCount: UInt8 = 0
    /// For an invalid token: why it cannot be read.
    var problem = LexicalProblem.character

    init(kind: TokenKind, offset: Int, end: Int, value: Double = 0) {
      self.kind = kind
      self.offset = offset
      self.end = end
      self.value = value
    }

    /// An invalid token.
    init(_ problem: LexicalProblem, offset: Int, end: Int) {
      self.init(kind: .invalid, offset: offset, end: end)
      self.problem = problem
    }

    /// The reference a reference token holds.
    var reference: ConstraintExpressionSyntax.Reference {
      .init(
        start: offset, end: end, count: Int(segmentCount), firstDot: firstDot,
        secondDot: secondDot)
    }

    /// The number a number token holds, with no sign before it.
    var number: ConstraintExpressionSyntax.Number {
      .init(value: value, offset: offset, digits: offset..<end)
    }

    /// The relation a relation token stands for, `nil` for any other token.
    var relation: LayoutRelation? {
      switch kind {
      case .equal: return .equal
      case .lessThanOrEqual: return .lessThanOrEqual
      case .greaterThanOrEqual: return .greaterThanOrEqual
      default: return nil
      }
    }
  }

  // MARK: Reading tokens

  /// The token that starts at `start` in `bytes`, or after the whitespace there;
  /// ``TokenKind/end`` at the end of the text.
  static func token(at start: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Token {
    var position = start
    while position < bytes.count, isSpace(bytes[position]) { position += 1 }
    guard position < bytes.count else {
      return Token(kind: .end, offset: bytes.count, end: bytes.count)
    }
    let byte = bytes[position]
    switch byte {
    case UInt8(ascii: "="), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "!"):
      return relation(at: position, in: bytes)
    case UInt8(ascii: "+"): return Token(kind: .plus, offset: position, end: position + 1)
    case UInt8(ascii: "-"): return Token(kind: .minus, offset: position, end: position + 1)
    case UInt8(ascii: "*"): return Token(kind: .star, offset: position, end: position + 1)
    case UInt8(ascii: "/"): return Token(kind: .slash, offset: position, end: position + 1)
    case UInt8(ascii: "@"): return Token(kind: .at, offset: position, end: position + 1)
    case UInt8(ascii: "0")...UInt8(ascii: "9"):
      return number(at: position, in: bytes)
    case UInt8(ascii: "."):
      guard position + 1 < bytes.count, isDigit(bytes[position + 1]) else {
        return Token(.point, offset: position, end: position + 1)
      }
      return number(at: position, in: bytes)
    default:
      guard isIdentifierStart(byte) else {
        var end = position + 1
        while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
        return Token(.character, offset: position, end: end)
      }
      return reference(at: position, in: bytes)
    }
  }

  /// Reads `==`, `<=` or `>=` at `start`, where one of `=`, `<`, `>` and `!` is.
  private static func relation(at start: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Token {
    let byte = bytes[start]
    let twoCharacter = start + 1 < bytes.count && bytes[start + 1] == UInt8(ascii: "=")
    guard twoCharacter && byte != UInt8(ascii: "!") else {
      return Token(.relation, offset: start, end: start + (twoCharacter ? 2 : 1))
    }
    let kind: TokenKind =
      byte == UInt8(ascii: "=")
      ? .equal : byte == UInt8(ascii: "<") ? .lessThanOrEqual : .greaterThanOrEqual
    return Token(kind: kind, offset: start, end: start + 2)
  }

  /// Reads the number at `start`, where one starts (``startsNumber(at:in:)``): digits, an optional
  /// fraction and exponent, finite and within the solver's range, and not followed by a letter,
  /// digit or point.
  static func number(at start: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Token {
    var position = start
    // The first 15 digits, integer and fraction, as one integer.
    var integer = 0
    var digits = 0
    var fractionDigits = 0
    while position < bytes.count, isDigit(bytes[position]) {
      if digits < 15 { integer = integer * 10 + Int(bytes[position] - UInt8(ascii: "0")) }
      digits += 1
      position += 1
    }
    var valid = true
    if position < bytes.count, bytes[position] == UInt8(ascii: ".") {
      position += 1
      if !(position < bytes.count && isDigit(bytes[position])) { valid = false }
      while position < bytes.count, isDigit(bytes[position]) {
        if digits < 15 { integer = integer * 10 + Int(bytes[position] - UInt8(ascii: "0")) }
        digits += 1
        fractionDigits += 1
        position += 1
      }
    }
    var hasExponent = false
    if valid, position < bytes.count, bytes[position] | 0x20 == UInt8(ascii: "e") {
      hasExponent = true
      position += 1
      if position < bytes.count,
        bytes[position] == UInt8(ascii: "+") || bytes[position] == UInt8(ascii: "-")
      {
        position += 1
      }
      if !(position < bytes.count && isDigit(bytes[position])) { valid = false }
      while position < bytes.count, isDigit(bytes[position]) { position += 1 }
    }
    while position < bytes.count,
      isIdentifierByte(bytes[position]) || bytes[position] == UInt8(ascii: ".")
    {
      valid = false
      position += 1
    }
    var token = Token(kind: .number, offset: start, end: position)
    if valid && digits <= 15 && !hasExponent {
      // Both operands are exact (below 2⁵³ and at most 10¹⁵), so one correctly rounded
      // division gives the correctly rounded value of the decimal, as `Double(_:)` does.
      token.value =
        fractionDigits == 0 ? Double(integer) : Double(integer) / powersOfTen[fractionDigits]
    } else {
      guard valid, let value = Double(bytes.string(start..<position)) else {
        return Token(.number, offset: start, end: position)
      }
      token.value = value
    }
    if !token.value.isFinite {
      return Token(.nonFiniteNumber, offset: start, end: position)
    } else if !Solver.isInRange(token.value) {
      return Token(.numberOutOfRange, offset: start, end: position)
    }
    return token
  }

  /// Whether a number starts at `position`: a digit, or a point before a digit.
  static func startsNumber(at position: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    guard position < bytes.count else { return false }
    if isDigit(bytes[position]) { return true }
    return bytes[position] == UInt8(ascii: ".") && position + 1 < bytes.count
      && isDigit(bytes[position + 1])
  }

  /// 10⁰ … 10¹⁵, each exact.
  private static let powersOfTen: [Double] = [
    1, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15,
  ]

  /// Reads the dotted reference at `start`, where a name starts: one to three segments; the
  /// first may contain `-`, the others not (see the grammar).
  static func reference(at start: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Token {
    var position = start + 1
    var token = Token(kind: .reference, offset: start, end: start)
    token.segmentCount = 1
    while position < bytes.count, continuesName(bytes[position], hyphen: true) { position += 1 }
    while position < bytes.count, bytes[position] == UInt8(ascii: ".") {
      let dot = position
      position += 1
      guard position < bytes.count, isIdentifierStart(bytes[position]) else {
        return Token(.missingName, offset: start, end: position)
      }
      if token.segmentCount == 1 { token.firstDot = dot }
      if token.segmentCount == 2 { token.secondDot = dot }
      // Counted up to 4: a fourth segment is already too many.
      if token.segmentCount < 4 { token.segmentCount += 1 }
      while position < bytes.count, continuesName(bytes[position], hyphen: false) {
        position += 1
      }
    }
    guard token.segmentCount <= 3 else {
      return Token(.tooManyParts, offset: start, end: position)
    }
    token.end = position
    return token
  }

  // MARK: Problems

  /// The problem of a token that cannot be read, with its message.
  ///
  /// - Parameter token: A token of kind ``TokenKind/invalid``.
  @inline(never)
  func lexicalProblem(_ token: Token) -> Problem {
    precondition(token.kind == .invalid, "lexicalProblem(_:) needs an invalid token")
    let written = LayoutFileText.token(text(token.offset..<token.end))
    switch token.problem {
    case .relation:
      let fix: String
      switch text(token.offset..<token.end) {
      case "=": fix = "Use '==' for equal."
      case "<": fix = "Use '<='; Auto Layout has no strict inequality."
      case ">": fix = "Use '>='; Auto Layout has no strict inequality."
      default: fix = "Use '==', '<=' or '>='."
      }
      return problem(
        { "Invalid relation '\(written)' in \($0)." }, at: token.offset,
        fix: fix)
    case .point:
      return problem({ "Unexpected '.' in \($0)." }, at: token.offset)
    case .character:
      let character = LayoutFileText.token(written)
      return problem({ "Unexpected character '\(character)' in \($0)." }, at: token.offset)
    case .number:
      return problem(
        { "Invalid number '\(written)' in \($0)." }, at: token.offset)
    case .nonFiniteNumber:
      return problem(
        { "Number '\(written)' in \($0) is too large; the largest is about 1.8e308." },
        at: token.offset, code: .nonFiniteNumber)
    case .numberOutOfRange:
      return problem(
        { "Number '\(written)' in \($0) is beyond the supported range (magnitudes up to 10^15)." },
        at: token.offset, fix: LayoutScene.Diagnostic.magnitudeFix, code: .outOfRange)
    case .missingName:
      let before = LayoutFileText.token(text(token.offset..<token.end - 1))
      return problem(
        { "Missing name after '\(before).' in \($0)." }, at: token.end,
        fix: "Add an anchor such as '\(before).top'.")
    case .tooManyParts:
      return problem(
        { "Too many parts in '\(written)' in \($0)." }, at: token.offset,
        fix: "Write 'item.anchor' or 'item.guide.anchor', as in 'root.safeArea.top'.")
    }
  }

  // MARK: Bytes

  /// Whether `byte` is whitespace between tokens: a space, tab, line feed or carriage return.
  static func isSpace(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n")
      || byte == UInt8(ascii: "\r")
  }

  /// Whether `byte` is an ASCII digit.
  static func isDigit(_ byte: UInt8) -> Bool {
    byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
  }

  /// Whether `byte` can start a name: an ASCII letter or `_`.
  static func isIdentifierStart(_ byte: UInt8) -> Bool {
    (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
      || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z")) || byte == UInt8(ascii: "_")
  }

  /// Whether `byte` can continue a name: an ASCII letter, digit or `_`.
  static func isIdentifierByte(_ byte: UInt8) -> Bool {
    continuesName(byte, hyphen: false)
  }

  /// Whether `byte` can continue a name: an ASCII letter, digit or `_`, or `-` when `hyphen`
  /// (the first segment of a reference, an item's id, may contain `-`).
  ///
  /// A name is mostly lowercase letters, tested first; the other bytes are one bit test, in
  /// ``nameBytesBelow64`` or ``nameBytesFrom64``.
  @inline(__always)
  static func continuesName(_ byte: UInt8, hyphen: Bool) -> Bool {
    if byte &- UInt8(ascii: "a") < 26 { return true }
    guard byte < 128 else { return false }
    let bits =
      byte < 64
      ? (hyphen ? nameBytesBelow64 | 1 << UInt64(UInt8(ascii: "-")) : nameBytesBelow64)
      : nameBytesFrom64
    return bits >> UInt64(byte & 63) & 1 != 0
  }

  /// The bytes 0 to 63 that continue a name, as bits: the digits.
  private static let nameBytesBelow64: UInt64 = 0x03FF_0000_0000_0000

  /// The bytes 64 to 127 that continue a name, as bits (byte − 64): `A` to `Z`, `_`, and `a` to
  /// `z`.
  private static let nameBytesFrom64: UInt64 = 0x07FF_FFFE_87FF_FFFE
}
