import ConstraintSolver

extension LayoutFileDecoder {
  /// Reads a constraint expression straight from its bytes, in one pass, with no syntax tree and
  /// no string per name: the way almost every expression of a valid file is read.
  ///
  /// It accepts only expressions that are right: the grammar of ``ConstraintExpressionSyntax``,
  /// every name declared, the anchors compatible, numbers in range, the priority valid. For any
  /// other text it returns `nil`, and the caller reads the text again with
  /// ``ConstraintExpressionParser`` and ``resolve(_:in:name:)``, which find and report the
  /// problem. On the text it accepts it gives exactly what that path gives (the same numbers, bit
  /// for bit, and the same names).
  func quickExpression(_ text: String) -> ConstraintExpression? {
    var hints = ItemHints()
    return quickExpression(text, hints: &hints)
  }

  /// ``quickExpression(_:)``, looking each item's name up first near where the previous
  /// expression's was found (see `IdentifierTable.index(of:hint:)`): a file's consecutive
  /// constraints mostly name the same views, or the next ones.
  func quickExpression(_ text: String, hints: inout ItemHints) -> ConstraintExpression? {
    // Stored from inside the closure, not returned through it: flattening the closure's
    // optional result copied the expression (its names retained and released).
    var expression: ConstraintExpression? = nil
    _ = text.utf8.withContiguousStorageIfAvailable { bytes in
      var scanner = ExpressionScanner(bytes: bytes)
      expression = scanner.expression(symbols: symbols, hints: &hints)
    }
    return expression
  }
}

/// Where the items of the last expression read were found, by position in their table: the
/// first item's and the second's (-1: none yet).
struct ItemHints {
  var first = -1
  var second = -1
}

/// The one-pass reader behind ``LayoutFileDecoder/quickExpression(_:)``. Each method returns
/// `nil` at the first thing it does not accept.
private struct ExpressionScanner {
  /// The parser's classes of bytes (digits, name characters), shared with its tokenizer.
  private typealias Lexer = ConstraintExpressionParser

  let bytes: UnsafeBufferPointer<UInt8>
  var position = 0

  init(bytes: UnsafeBufferPointer<UInt8>) {
    self.bytes = bytes
  }

  /// A dotted name as the bytes give it: where it starts and ends, and where its dots are.
  struct Name {
    var start: Int
    var end: Int
    var count: Int
    var firstDot = 0
    var secondDot = 0
  }

  mutating func expression(
    symbols: LayoutSymbols, hints: inout ItemHints
  ) -> ConstraintExpression? {
    skipSpaces()
    guard let firstName = name(),
      let first = anchor(firstName, symbols: symbols, hint: &hints.first)
    else {
      return nil
    }
    skipSpaces()
    guard let relation = relation() else { return nil }
    skipSpaces()
    var second: AnchorReference? = nil
    var multiplier: Double? = nil
    var constant: Double? = nil
    if let byte = peek(), byte == UInt8(ascii: "-") || Lexer.isDigit(byte) {
      guard let number = signedNumber() else { return nil }
      skipSpaces()
      if peek() == UInt8(ascii: "*") {
        position += 1
        skipSpaces()
        guard let name = name(), let anchor = anchor(name, symbols: symbols, hint: &hints.second)
        else {
          return nil
        }
        multiplier = number
        second = anchor
        guard readConstant(into: &constant) else { return nil }
      } else {
        constant = number
      }
    } else {
      guard let name = name(), let anchor = anchor(name, symbols: symbols, hint: &hints.second)
      else {
        return nil
      }
      second = anchor
      guard readConstant(into: &constant) else { return nil }
    }
    skipSpaces()
    var priority: LayoutPriority? = nil
    if peek() == UInt8(ascii: "@") {
      position += 1
      skipSpaces()
      guard let value = self.priority() else { return nil }
      priority = value
      skipSpaces()
    }
    guard position == bytes.count else { return nil }
    // The checks of `resolve(_:in:name:)`, which reports each of these.
    let a = first.attribute
    if let second {
      guard LayoutFileDecoder.anchorsFit(a, second.attribute) else { return nil }
      if multiplier != nil, a.axis != .dimension { return nil }
    } else if a.axis != .dimension {
      return nil
    }
    return ConstraintExpression(
      first: first, relation: relation, second: second, multiplier: multiplier ?? 1,
      constant: constant ?? 0, priority: priority)
  }

  /// Reads an optional `+ number` or `- number` after the second anchor.
  ///
  /// - Returns: `false` when a sign is not followed by a number.
  mutating func readConstant(into constant: inout Double?) -> Bool {
    skipSpaces()
    guard let sign = peek(), sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") else {
      return true
    }
    position += 1
    skipSpaces()
    guard var number = signedNumber() else { return false }
    if sign == UInt8(ascii: "-") { number = -number }
    constant = number
    return true
  }

  /// Reads the priority after `@`: a valid number or a priority's name.
  mutating func priority() -> LayoutPriority? {
    guard let byte = peek() else { return nil }
    if byte == UInt8(ascii: "-") || Lexer.isDigit(byte) {
      guard let number = signedNumber() else { return nil }
      let priority = LayoutPriority(number)
      return priority.isValid ? priority : nil
    }
    guard let name = name(), name.count == 1 else { return nil }
    let text = UnsafeBufferPointer(rebasing: bytes[name.start..<name.end])
    for entry in LayoutFileDecoder.priorityNames where entry.name.hasUTF8(text) {
      return entry.value
    }
    return nil
  }

  // MARK: Names

  /// Reads `item.anchor` or `item.guide.anchor` if one starts here; the first part may contain
  /// `-`, the others not (so `a.top-8` reads as `a.top - 8`).
  mutating func name() -> Name? {
    let count = bytes.count
    var index = position
    guard index < count, Lexer.isIdentifierStart(bytes[index]) else { return nil }
    var name = Name(start: index, end: index, count: 1)
    index += 1
    while index < count, Lexer.isIdentifierByte(bytes[index]) || bytes[index] == UInt8(ascii: "-") {
      index += 1
    }
    while index < count, bytes[index] == UInt8(ascii: ".") {
      if name.count == 1 { name.firstDot = index } else { name.secondDot = index }
      name.count += 1
      index += 1
      guard index < count, Lexer.isIdentifierStart(bytes[index]), name.count <= 3 else {
        return nil
      }
      while index < count, Lexer.isIdentifierByte(bytes[index]) { index += 1 }
    }
    position = index
    name.end = index
    return name
  }

  /// The anchor a name refers to, when every part of it resolves.
  func anchor(_ name: Name, symbols: LayoutSymbols, hint: inout Int) -> AnchorReference? {
    guard name.count >= 2 else { return nil }
    let itemEnd = name.firstDot
    let anchorStart = (name.count == 2 ? name.firstDot : name.secondDot) + 1
    let anchorBytes = slice(anchorStart, name.end)
    guard let attribute = LayoutFileDecoder.attribute(utf8: anchorBytes) else { return nil }
    let itemBytes = slice(name.start, itemEnd)
    var item: ItemReference
    if UTF8Bytes.equal(itemBytes, "root") {
      item = .root
    } else {
      guard let entry = symbols.items.asciiEntry(itemBytes, hint: &hint) else { return nil }
      item = entry.value.kind == .view ? .view(entry.id) : .guide(entry.id)
    }
    if name.count == 3 {
      let guide = slice(name.firstDot + 1, name.secondDot)
      switch item {
      case .root:
        if UTF8Bytes.equal(guide, "margins") {
          item = .rootMargins
        } else if UTF8Bytes.equal(guide, "safeArea") {
          item = .rootSafeArea
        } else {
          return nil
        }
      case .view(let id):
        guard UTF8Bytes.equal(guide, "margins") else { return nil }
        item = .viewMargins(id)
      default:
        return nil
      }
    }
    return AnchorReference(item: item, attribute: attribute)
  }

  // MARK: Numbers

  /// Reads a number with an optional leading `-` (spaces may follow the sign).
  mutating func signedNumber() -> Double? {
    if peek() == UInt8(ascii: "-") {
      position += 1
      skipSpaces()
      return number().map { -$0 }
    }
    return number()
  }

  /// Reads `digits [. digits] [e [+|-] digits]`, finite and within the solver's range, not
  /// followed by a letter, digit or dot.
  mutating func number() -> Double? {
    let start = position
    var integer = 0
    var digits = 0
    while let byte = peek(), Lexer.isDigit(byte) {
      if digits < 15 { integer = integer * 10 + Int(byte - UInt8(ascii: "0")) }
      digits += 1
      position += 1
    }
    guard digits > 0 else { return nil }
    var fractionDigits = 0
    if peek() == UInt8(ascii: ".") {
      position += 1
      while let byte = peek(), Lexer.isDigit(byte) {
        if digits < 15 { integer = integer * 10 + Int(byte - UInt8(ascii: "0")) }
        digits += 1
        fractionDigits += 1
        position += 1
      }
      guard fractionDigits > 0 else { return nil }
    }
    var hasExponent = false
    if let byte = peek(), byte | 0x20 == UInt8(ascii: "e") {
      hasExponent = true
      position += 1
      if let sign = peek(), sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") {
        position += 1
      }
      guard let byte = peek(), Lexer.isDigit(byte) else { return nil }
      while let byte = peek(), Lexer.isDigit(byte) { position += 1 }
    }
    if let byte = peek(), Lexer.isIdentifierByte(byte) || byte == UInt8(ascii: ".") { return nil }
    let value: Double
    if digits <= 15 && !hasExponent {
      // Both operands are exact (below 2⁵³ and at most 10¹⁵), so one correctly rounded
      // division gives the correctly rounded value of the decimal, as `Double(_:)` does.
      value =
        fractionDigits == 0 ? Double(integer) : Double(integer) / Self.powersOfTen[fractionDigits]
    } else {
      guard let parsed = Double(String(decoding: slice(start, position), as: UTF8.self)) else {
        return nil
      }
      value = parsed
    }
    guard value.isFinite, Solver.isInRange(value) else { return nil }
    return value
  }

  /// 10⁰ … 10¹⁵, each exact.
  static let powersOfTen: [Double] = [
    1, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15,
  ]

  // MARK: Bytes

  mutating func relation() -> LayoutRelation? {
    guard position + 1 < bytes.count, bytes[position + 1] == UInt8(ascii: "=") else {
      return nil
    }
    let relation: LayoutRelation
    switch bytes[position] {
    case UInt8(ascii: "="): relation = .equal
    case UInt8(ascii: "<"): relation = .lessThanOrEqual
    case UInt8(ascii: ">"): relation = .greaterThanOrEqual
    default: return nil
    }
    position += 2
    return relation
  }

  func peek() -> UInt8? { position < bytes.count ? bytes[position] : nil }

  func slice(_ start: Int, _ end: Int) -> UnsafeBufferPointer<UInt8> {
    UnsafeBufferPointer(rebasing: bytes[start..<end])
  }

  mutating func skipSpaces() {
    while let byte = peek(),
      byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n")
        || byte == UInt8(ascii: "\r")
    {
      position += 1
    }
  }
}
