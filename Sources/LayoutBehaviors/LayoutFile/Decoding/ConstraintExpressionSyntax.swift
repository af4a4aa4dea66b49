import ConstraintSolver

/// The syntax of one constraint expression, before its names are resolved against a document.
///
/// ```text
/// expression := anchor relation right-side [ "@" priority ]
/// right-side := number                                  (only when the left anchor is a dimension)
///             | [ number "*" ] anchor [ ("+" | "-") number ]
/// anchor     := item "." name                            (header.top)
///             | item "." guide "." name                  (root.safeArea.top, card.margins.leading)
/// relation   := "==" | "<=" | ">="
/// number     := [ "-" ] digits [ "." digits ] [ ("e" | "E") [ "+" | "-" ] digits ]
/// priority   := number | "required" | "high" | "low" | "fittingSize"
/// ```
///
/// Whitespace may appear anywhere between tokens. The first segment of an anchor (the item id)
/// may contain `-`; the segments after a dot cannot, so `a.top-8` reads as `a.top - 8`.
/// Offsets are UTF-8 offsets into the expression string.
struct ConstraintExpressionSyntax {
  /// A dot-separated name part, such as `header` or `top`, and where it starts.
  struct Segment {
    var text: String
    var offset: Int
  }

  /// A dotted reference of one to three segments, such as `root.safeArea.top`, stored inline
  /// (no array per reference).
  struct Reference {
    var first: Segment
    var second: Segment?
    var third: Segment?

    /// The number of segments, 1 to 3.
    var count: Int { third != nil ? 3 : second != nil ? 2 : 1 }

    /// The segment at `index`, which must be less than ``count``.
    subscript(index: Int) -> Segment {
      switch index {
      case 0: return first
      case 1: return second!
      default: return third!
      }
    }

    var offset: Int { first.offset }

    /// The reference as written, for messages.
    var text: String { [first, second, third].compactMap { $0?.text }.joined(separator: ".") }
  }

  /// A number as written, with its value (sign included) and where it starts.
  struct Number {
    var value: Double
    var text: String
    var offset: Int
  }

  /// The priority after `@`.
  enum Priority {
    case number(Number)
    case name(Segment)

    var offset: Int {
      switch self {
      case .number(let number): return number.offset
      case .name(let segment): return segment.offset
      }
    }
  }

  var first: Reference
  var relation: LayoutRelation
  var relationOffset: Int
  /// The multiplier before `*`, if written.
  var multiplier: Number?
  /// The anchor on the right, unless the right side is a constant.
  var second: Reference?
  /// The constant: the right side itself, or the signed number after `+` or `-`.
  var constant: Number?
  var priority: Priority?
}

/// A constraint as messages name it: `constraint 'sidebar-width'`, or `constraint 3` when it has
/// no id. The text is built only when a message needs it.
struct ConstraintName: CustomStringConvertible {
  var identifier: String?
  var index: Int
  /// What messages call the place instead, when it is not a constraint (`the horizontal bias of
  /// view 'button'`).
  var place: String? = nil

  var description: String {
    place ?? ConstraintDeclaration.reference(identifier: identifier, index: index)
  }

  /// The name with a capital first letter, to start a sentence.
  var capitalized: String {
    let text = description
    return text.prefix(1).uppercased() + text.dropFirst()
  }
}

/// A problem in an expression: a code, a complete message, where it is, and a fix.
struct ConstraintExpressionProblem: Error {
  var code: LayoutFileDiagnostic.Code
  var message: String
  var offset: Int
  var fix: String?
}

/// Parses the text of one constraint expression into a ``ConstraintExpressionSyntax``.
struct ConstraintExpressionParser {
  private enum TokenKind: Equatable {
    case reference
    case number
    case relation(LayoutRelation)
    case plus, minus, star, slash, at
  }

  /// A token: its kind and where it is, and for a number its value. A reference's segments
  /// are kept as offsets, their text made only for the references the syntax keeps.
  private struct Token {
    var kind: TokenKind
    var offset: Int
    /// The offset just after the token.
    var end: Int
    var number: Double = 0
    /// For a reference: how many segments it has (1 to 3), and where the first and second end
    /// (each segment after the first starts after a dot).
    var segmentCount = 0
    var firstEnd = 0
    var secondEnd = 0
  }

  /// The text of `bytes[range]`.
  private func text(_ range: Range<Int>) -> String {
    bytes.withUnsafeBufferPointer {
      String(decoding: UnsafeBufferPointer(rebasing: $0[range]), as: UTF8.self)
    }
  }

  /// The reference a reference token holds, its segments' text made.
  private func reference(_ token: Token) -> ConstraintExpressionSyntax.Reference {
    typealias Segment = ConstraintExpressionSyntax.Segment
    let firstEnd = token.segmentCount == 1 ? token.end : token.firstEnd
    var reference = ConstraintExpressionSyntax.Reference(
      first: Segment(text: text(token.offset..<firstEnd), offset: token.offset))
    if token.segmentCount >= 2 {
      let secondEnd = token.segmentCount == 2 ? token.end : token.secondEnd
      reference.second = Segment(text: text(firstEnd + 1..<secondEnd), offset: firstEnd + 1)
      if token.segmentCount == 3 {
        reference.third = Segment(
          text: text(secondEnd + 1..<token.end), offset: secondEnd + 1)
      }
    }
    return reference
  }

  /// The number a number token holds, with its text as written.
  private func number(_ token: Token) -> ConstraintExpressionSyntax.Number {
    .init(value: token.number, text: text(token.offset..<token.end), offset: token.offset)
  }

  /// The token as written, for messages: cut at ``LayoutFileText/tokenLimit`` characters.
  private func spelling(_ token: Token) -> String {
    LayoutFileText.token(rawSpelling(token))
  }

  /// The token as written, whole, for a fix that rewrites the expression.
  private func rawSpelling(_ token: Token) -> String {
    String(decoding: bytes[token.offset..<token.end], as: UTF8.self)
  }

  private var bytes: [UInt8] = []
  /// The constraint, for messages.
  private var constraint = ConstraintName(identifier: nil, index: 0)
  private var tokens: [Token] = []
  private var index = 0

  /// Creates a parser. One parser can parse many expressions, reusing its buffers.
  init() {}

  /// Parses one expression.
  ///
  /// - Parameters:
  ///   - text: The expression.
  ///   - constraint: The constraint, to name it in messages.
  /// - Returns: The syntax tree.
  /// - Throws: The first problem found.
  mutating func parse(
    _ text: String, constraint: ConstraintName
  ) throws(ConstraintExpressionProblem) -> ConstraintExpressionSyntax {
    bytes.removeAll(keepingCapacity: true)
    bytes.append(contentsOf: text.utf8)
    tokens.removeAll(keepingCapacity: true)
    index = 0
    self.constraint = constraint
    try tokenize()
    guard !tokens.isEmpty else {
      throw problem(
        "\(capitalizedName) is empty.", at: 0,
        fix: "Write a constraint such as 'header.height == 44'.")
    }
    let first = try expectReference(context: nil)
    guard let relationToken = peek() else {
      throw problem(
        "Missing relation after '\(LayoutFileText.token(first.text))' in \(name).", at: bytes.count,
        fix: "Add '==', '<=' or '>=' and the other side.")
    }
    guard case .relation(let relation) = relationToken.kind else {
      throw problem(
        "Expected '==', '<=' or '>=' after '\(LayoutFileText.token(first.text))' in \(name), found '\(spelling(relationToken))'.",
        at: relationToken.offset)
    }
    index += 1
    var syntax = ConstraintExpressionSyntax(
      first: first, relation: relation, relationOffset: relationToken.offset)

    if let number = try signedNumber() {
      try checkArithmetic(after: number, isConstant: false)
      if peek()?.kind == .star {
        index += 1
        syntax.multiplier = number
        syntax.second = try expectReference(context: "*")
        try parseConstant(into: &syntax)
      } else {
        syntax.constant = number
      }
    } else if let token = peek(), token.kind == .reference {
      index += 1
      syntax.second = reference(token)
      if let next = peek(), next.kind == .star || next.kind == .slash {
        throw multiplierAfterAnchor(next, anchor: token, first: first)
      }
      try parseConstant(into: &syntax)
    } else if let token = peek() {
      throw problem(
        "Expected an anchor or a number after '\(spelling(relationToken))' in \(name), found '\(spelling(token))'.",
        at: token.offset)
    } else {
      throw problem(
        "Missing right side after '\(spelling(relationToken))' in \(name).", at: bytes.count,
        fix: "Add an anchor such as 'root.top', or a number for a width or height.")
    }

    if let at = peek(), at.kind == .at {
      index += 1
      if let number = try signedNumber() {
        syntax.priority = .number(number)
      } else if let token = peek(), token.kind == .reference, token.segmentCount == 1 {
        index += 1
        syntax.priority = .name(reference(token).first)
      } else {
        throw problem(
          "Missing priority after '@' in \(name).", at: peek()?.offset ?? bytes.count,
          fix: "Write a number from 1 to 1000, or 'required', 'high', 'low' or 'fittingSize'.")
      }
    }

    if let extra = peek() {
      var fix: String? = nil
      if extra.kind == .number, syntax.second != nil, syntax.constant == nil {
        fix = "Add '+' or '-' before '\(spelling(extra))'."
      } else if case .relation = extra.kind {
        fix = "Write one constraint per relation."
      } else if extra.kind == .reference, syntax.priority == nil,
        LayoutFileDecoder.priorityNames.contains(where: { $0.name == spelling(extra) })
      {
        fix = "Priorities come after '@', as in '@ \(spelling(extra))'."
      }
      throw problem(
        "Unexpected '\(spelling(extra))' at the end of \(name).", at: extra.offset, fix: fix)
    }
    return syntax
  }

  /// Parses an optional `+ number` or `- number` after the second anchor.
  private mutating func parseConstant(
    into syntax: inout ConstraintExpressionSyntax
  ) throws(ConstraintExpressionProblem) {
    guard let sign = peek(), sign.kind == .plus || sign.kind == .minus else { return }
    index += 1
    guard var number = try signedNumber() else {
      if let token = peek() {
        throw problem(
          "Expected a number after '\(spelling(sign))' in \(name), found '\(spelling(token))'.",
          at: token.offset,
          fix: token.kind == .reference ? "Constraints relate one anchor to one other anchor." : nil
        )
      }
      throw problem("Missing number after '\(spelling(sign))' in \(name).", at: bytes.count)
    }
    if sign.kind == .minus {
      number.value = -number.value
      number.text = "-" + number.text
    }
    number.offset = sign.offset
    try checkArithmetic(after: number, isConstant: true)
    syntax.constant = number
  }

  // MARK: Arithmetic

  /// The value of the run of `* n`, `/ n`, `+ n` and `- n` that starts at the next token, with
  /// the usual precedence, applied to `value`; `nil` when no operator and number are next.
  ///
  /// - Parameter onlyProducts: Whether to stop at `+` and `-`.
  /// - Returns: The result (`nil` when it is not a finite number within the solver's range),
  ///   whether the run has `+` or `-`, and the index of the token after the run.
  private func arithmetic(after value: Double, onlyProducts: Bool = false) -> (
    result: Double?, hasSums: Bool, end: Int
  )? {
    var sum = 0.0
    var term = value
    var position = index
    var hasSums = false
    while position + 1 < tokens.count {
      let operation = tokens[position].kind
      let isProduct = operation == .star || operation == .slash
      guard isProduct || (!onlyProducts && (operation == .plus || operation == .minus)) else {
        break
      }
      var operandIndex = position + 1
      var sign = 1.0
      if tokens[operandIndex].kind == .minus, operandIndex + 1 < tokens.count {
        sign = -1
        operandIndex += 1
      }
      guard tokens[operandIndex].kind == .number else { break }
      let operand = sign * tokens[operandIndex].number
      switch operation {
      case .star: term *= operand
      case .slash: term /= operand
      default:
        sum += term
        term = operation == .plus ? operand : -operand
        hasSums = true
      }
      position = operandIndex + 1
    }
    guard position > index else { return nil }
    let result = sum + term
    return (result.isFinite && Solver.isInRange(result) ? result : nil, hasSums, position)
  }

  /// The expression with the bytes of `range` replaced, for a fix that rewrites it.
  private func rewritten(_ range: Range<Int>, as replacement: String) -> String {
    let text =
      String(decoding: bytes[..<range.lowerBound], as: UTF8.self) + replacement
      + String(decoding: bytes[range.upperBound...], as: UTF8.self)
    return LayoutFileText.expression(text)
  }

  /// Reports arithmetic on constants after a number: `root.top + 8 * 2`, `100 / 2`,
  /// `2 * 3 * b.width`. The problem is at the operator; the fix is the whole expression with the
  /// result written as one number, when there is one.
  ///
  /// - Parameters:
  ///   - number: The number just read: a constant after an anchor, with its sign, or the first
  ///     number of the right side.
  ///   - isConstant: Whether the number is a constant after an anchor (`+ 8`).
  private func checkArithmetic(
    after number: ConstraintExpressionSyntax.Number, isConstant: Bool
  ) throws(ConstraintExpressionProblem) {
    guard let run = arithmetic(after: number.value) else { return }
    let operation = tokens[index]
    let firstNumber = tokens[index - 1]
    let lastNumber = tokens[run.end - 1]
    let written = String(decoding: bytes[firstNumber.offset..<lastNumber.end], as: UTF8.self)
    let multiplies =
      !isConstant && run.end + 1 < tokens.count && tokens[run.end].kind == .star
      && tokens[run.end + 1].kind == .reference
    var fix = "Compute the value and write it as one number."
    if let result = run.result, !(multiplies && run.hasSums) {
      let replacement: String
      if isConstant {
        let magnitude = LayoutFileText.number(abs(result))
        replacement = result < 0 ? "- \(magnitude)" : "+ \(magnitude)"
      } else {
        replacement = LayoutFileText.number(result)
      }
      fix = "Write the result: '\(rewritten(number.offset..<lastNumber.end, as: replacement))'."
    }
    throw problem(
      "Cannot compute '\(LayoutFileText.token(written))' in \(name); a \(multiplies ? "multiplier" : "constant") is a single number.",
      at: operation.offset, fix: fix)
  }

  /// The problem of `*` or `/` after the anchor of the right side (`b.width * 2`): a multiplier
  /// comes before the anchor, and only widths and heights take one. The fix is the whole
  /// expression, rewritten to be valid: the factor moved before the anchor (`/ 2` as `0.5 *`),
  /// or, for a position, removed; an anchor that does not fit the left one is replaced by the
  /// left one's (`a.top == b.width * 2` becomes `a.top == b.top`).
  private func multiplierAfterAnchor(
    _ operation: Token, anchor: Token, first: ConstraintExpressionSyntax.Reference
  ) -> ConstraintExpressionProblem {
    let anchorText = rawSpelling(anchor)
    let reference = reference(anchor)
    let firstAttribute = LayoutFileDecoder.attribute(named: first[first.count - 1].text)
    let secondAttribute = LayoutFileDecoder.attribute(named: reference[reference.count - 1].text)
    let isPosition = (firstAttribute ?? secondAttribute).map { $0.axis != .dimension } ?? false
    var fittingAnchor = anchorText
    if let firstAttribute, let secondAttribute,
      !LayoutFileDecoder.anchorsFit(firstAttribute, secondAttribute),
      reference.count > 1
    {
      let last = reference[reference.count - 1]
      fittingAnchor =
        String(decoding: bytes[anchor.offset..<last.offset], as: UTF8.self)
        + firstAttribute.rawValue
    }
    let run = arithmetic(after: 1, onlyProducts: true)
    let runEnd = run.map { tokens[$0.end - 1].end } ?? operation.end
    let runText = String(decoding: bytes[operation.offset..<runEnd], as: UTF8.self)
    if isPosition {
      let fix: String
      if run != nil {
        fix =
          "Remove '\(LayoutFileText.token(runText))': "
          + "'\(rewritten(anchor.offset..<runEnd, as: fittingAnchor))'."
      } else {
        fix = "Relate it to one anchor, plus or minus a number."
      }
      return problem(
        "Unexpected '\(spelling(operation))' after '\(LayoutFileText.token(anchorText))' in \(name); only widths and heights take a multiplier, and '\(LayoutFileText.token(first.text))' is a position.",
        at: operation.offset, fix: fix)
    }
    let fix: String
    if let factor = run?.result, factor != 0 {
      let multiplied = "\(LayoutFileText.number(factor)) * \(fittingAnchor)"
      fix = "Write the multiplier first: '\(rewritten(anchor.offset..<runEnd, as: multiplied))'."
    } else {
      fix = "Write the multiplier first, as in '0.5 * \(LayoutFileText.token(anchorText))'."
    }
    return problem(
      "Unexpected '\(spelling(operation))' after '\(LayoutFileText.token(anchorText))' in \(name); a multiplier comes before the anchor.",
      at: operation.offset, fix: fix)
  }

  /// Reads a number, with an optional leading `-`, if one is next.
  private mutating func signedNumber() throws(ConstraintExpressionProblem)
    -> ConstraintExpressionSyntax.Number?
  {
    guard let token = peek() else { return nil }
    if token.kind == .number {
      index += 1
      return number(token)
    }
    if token.kind == .minus, index + 1 < tokens.count, tokens[index + 1].kind == .number {
      let number = number(tokens[index + 1])
      index += 2
      return .init(value: -number.value, text: "-" + number.text, offset: token.offset)
    }
    return nil
  }

  /// Reads a dotted reference, which must be next.
  private mutating func expectReference(
    context: String?
  ) throws(ConstraintExpressionProblem) -> ConstraintExpressionSyntax.Reference {
    guard let token = peek() else {
      throw problem(
        "Missing anchor after '\(context ?? "")' in \(name).", at: bytes.count,
        fix: "Add an anchor such as 'root.width'.")
    }
    guard token.kind == .reference else {
      if context == nil {
        throw problem(
          "\(capitalizedName) must start with an anchor such as 'header.top', not '\(spelling(token))'.",
          at: token.offset)
      }
      throw problem(
        "Expected an anchor after '\(LayoutFileText.token(context!))' in \(name), found '\(spelling(token))'.",
        at: token.offset)
    }
    index += 1
    return reference(token)
  }

  private func peek() -> Token? { index < tokens.count ? tokens[index] : nil }

  /// How messages name the constraint: `constraint 3` (computed only for messages).
  private var name: String { constraint.description }
  private var capitalizedName: String { constraint.capitalized }

  private func problem(
    _ message: String, at offset: Int, fix: String? = nil,
    code: LayoutFileDiagnostic.Code = .expressionSyntax
  ) -> ConstraintExpressionProblem {
    ConstraintExpressionProblem(code: code, message: message, offset: offset, fix: fix)
  }

  // MARK: Tokens

  private mutating func tokenize() throws(ConstraintExpressionProblem) {
    var position = 0
    while position < bytes.count {
      let byte = bytes[position]
      let start = position
      switch byte {
      case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"):
        position += 1
      case UInt8(ascii: "="), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "!"):
        let twoCharacter = position + 1 < bytes.count && bytes[position + 1] == UInt8(ascii: "=")
        if twoCharacter && byte != UInt8(ascii: "!") {
          let relation: LayoutRelation =
            byte == UInt8(ascii: "=")
            ? .equal : byte == UInt8(ascii: "<") ? .lessThanOrEqual : .greaterThanOrEqual
          tokens.append(Token(kind: .relation(relation), offset: start, end: start + 2))
          position += 2
        } else {
          let text = twoCharacter ? "!=" : String(UnicodeScalar(byte))
          let fix: String
          switch text {
          case "=": fix = "Use '==' for equal."
          case "<": fix = "Use '<='; Auto Layout has no strict inequality."
          case ">": fix = "Use '>='; Auto Layout has no strict inequality."
          default: fix = "Use '==', '<=' or '>='."
          }
          throw problem(
            "Invalid relation '\(LayoutFileText.token(text))' in \(name).", at: start, fix: fix)
        }
      case UInt8(ascii: "+"):
        tokens.append(Token(kind: .plus, offset: start, end: start + 1))
        position += 1
      case UInt8(ascii: "-"):
        tokens.append(Token(kind: .minus, offset: start, end: start + 1))
        position += 1
      case UInt8(ascii: "*"):
        tokens.append(Token(kind: .star, offset: start, end: start + 1))
        position += 1
      case UInt8(ascii: "/"):
        tokens.append(Token(kind: .slash, offset: start, end: start + 1))
        position += 1
      case UInt8(ascii: "@"):
        tokens.append(Token(kind: .at, offset: start, end: start + 1))
        position += 1
      case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "."):
        if byte == UInt8(ascii: "."),
          !(position + 1 < bytes.count && Self.isDigit(bytes[position + 1]))
        {
          throw problem("Unexpected '.' in \(name).", at: start)
        }
        tokens.append(try lexNumber(&position))
      default:
        if Self.isIdentifierStart(byte) {
          tokens.append(try lexReference(&position))
        } else {
          var end = position + 1
          while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
          let text = LayoutFileText.token(String(decoding: bytes[position..<end], as: UTF8.self))
          throw problem(
            "Unexpected character '\(LayoutFileText.token(text))' in \(name).", at: start)
        }
      }
    }
  }

  private func lexNumber(_ position: inout Int) throws(ConstraintExpressionProblem) -> Token {
    let start = position
    var integer = 0
    while position < bytes.count, Self.isDigit(bytes[position]) {
      if position - start < 15 { integer = integer * 10 + Int(bytes[position] - UInt8(ascii: "0")) }
      position += 1
    }
    // Most constants are small integers: no need for a string and `strtod`.
    if position - start <= 15, position > start,
      position == bytes.count
        || !(Self.isIdentifierByte(bytes[position]) || bytes[position] == UInt8(ascii: "."))
    {
      return Token(kind: .number, offset: start, end: position, number: Double(integer))
    }
    var valid = true
    if position < bytes.count, bytes[position] == UInt8(ascii: ".") {
      position += 1
      if !(position < bytes.count && Self.isDigit(bytes[position])) { valid = false }
      while position < bytes.count, Self.isDigit(bytes[position]) { position += 1 }
    }
    if valid, position < bytes.count, bytes[position] | 0x20 == UInt8(ascii: "e") {
      position += 1
      if position < bytes.count,
        bytes[position] == UInt8(ascii: "+") || bytes[position] == UInt8(ascii: "-")
      {
        position += 1
      }
      if !(position < bytes.count && Self.isDigit(bytes[position])) { valid = false }
      while position < bytes.count, Self.isDigit(bytes[position]) { position += 1 }
    }
    while position < bytes.count,
      Self.isIdentifierByte(bytes[position]) || bytes[position] == UInt8(ascii: ".")
    {
      valid = false
      position += 1
    }
    let text = String(decoding: bytes[start..<position], as: UTF8.self)
    guard valid, let value = Double(text) else {
      throw problem("Invalid number '\(LayoutFileText.token(text))' in \(name).", at: start)
    }
    guard value.isFinite else {
      throw problem(
        "Number '\(LayoutFileText.token(text))' in \(name) is too large; the largest is about 1.8e308.",
        at: start,
        code: .nonFiniteNumber)
    }
    guard Solver.isInRange(value) else {
      throw problem(
        "Number '\(LayoutFileText.token(text))' in \(name) is beyond the supported range (magnitudes up to 10^15).",
        at: start, fix: LayoutScene.Diagnostic.magnitudeFix, code: .outOfRange)
    }
    return Token(kind: .number, offset: start, end: position, number: value)
  }

  private func lexReference(_ position: inout Int) throws(ConstraintExpressionProblem) -> Token {
    let start = position
    var token = Token(kind: .reference, offset: start, end: start, segmentCount: 1)
    // The first segment may contain '-', the others may not (see the grammar).
    position += 1
    while position < bytes.count,
      Self.isIdentifierByte(bytes[position]) || bytes[position] == UInt8(ascii: "-")
    {
      position += 1
    }
    while position < bytes.count, bytes[position] == UInt8(ascii: ".") {
      let dot = position
      position += 1
      guard position < bytes.count, Self.isIdentifierStart(bytes[position]) else {
        let so = text(start..<dot)
        throw problem(
          "Missing name after '\(LayoutFileText.token(so)).' in \(name).", at: position,
          fix: "Add an anchor such as '\(LayoutFileText.token(so)).top'.")
      }
      if token.segmentCount == 1 { token.firstEnd = dot }
      if token.segmentCount == 2 { token.secondEnd = dot }
      token.segmentCount += 1
      while position < bytes.count, Self.isIdentifierByte(bytes[position]) { position += 1 }
    }
    if token.segmentCount > 3 {
      throw problem(
        "Too many parts in '\(LayoutFileText.token(text(start..<position)))' in \(name).",
        at: start,
        fix: "Write 'item.anchor' or 'item.guide.anchor', as in 'root.safeArea.top'.")
    }
    token.end = position
    return token
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
    isIdentifierStart(byte) || isDigit(byte)
  }
}
