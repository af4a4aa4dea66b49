import ConstraintSolver

/// Reads one constraint expression from its UTF-8 bytes into a ``ConstraintExpressionSyntax``,
/// in one pass: each step of the grammar reads the token it expects next, and no string is made
/// unless there is a problem to report.
///
/// The first problem found is thrown, with its place, fix and message (made when it is reported,
/// naming the constraint: see ``ConstraintExpressionProblem``). A token that cannot be read (an
/// invalid character, number or relation, a name cut short) is the first problem wherever it is:
/// when the grammar finds a problem, the rest of the text is read first, and a token there that
/// cannot be read is reported instead.
///
/// ```swift
/// var text = "a.width == 0.5 * b.width"
/// let syntax = try text.withUTF8 { bytes in
///   var parser = ConstraintExpressionParser(bytes: bytes)
///   return try parser.parse()  // multiplier 0.5, second anchor `b.width`
/// }
/// ```
///
/// A step looks at the first byte of the next token to tell which token it is (the bytes that
/// start each kind of token are distinct: see ``token(at:in:)``), and reads it with the lexer's
/// reader for that kind. The steps are `mutating` methods and the lexer reads the bytes alone,
/// so nothing on the way of a valid expression copies the parser's state; messages are made by
/// the non-mutating methods, on the way of a problem only.
struct ConstraintExpressionParser {
  typealias Problem = ConstraintExpressionProblem

  /// The expression.
  let bytes: UnsafeBufferPointer<UInt8>
  /// Where the next token starts: the whitespace before it is skipped as soon as the token
  /// before it is read (``skipSpaces()``).
  private(set) var position = 0

  /// Creates a parser of the expression whose UTF-8 bytes are `bytes`.
  init(bytes: UnsafeBufferPointer<UInt8>) {
    self.bytes = bytes
  }

  /// Parses the expression.
  ///
  /// - Returns: The parts of the expression, as positions in ``bytes``.
  /// - Throws: The first problem found (see the type's discussion for which is first).
  mutating func parse() throws(Problem) -> ConstraintExpressionSyntax {
    skipSpaces()
    guard next != nil else { throw emptyProblem() }
    var syntax = ConstraintExpressionSyntax(
      first: try expectReference(after: nil), relation: .equal, relationOffset: 0)
    try parseRelation(into: &syntax)
    try parseRightSide(into: &syntax)
    if next == UInt8(ascii: "@") { try parsePriority(into: &syntax) }
    guard next == nil else { throw unexpectedToken(after: syntax) }
    return syntax
  }

  // MARK: Grammar

  /// Reads the relation after the first anchor, which must be next.
  @inline(__always)
  private mutating func parseRelation(
    into syntax: inout ConstraintExpressionSyntax
  ) throws(Problem) {
    let offset = position
    guard let relation = readRelation() else { throw relationProblem(after: syntax.first) }
    syntax.relation = relation
    syntax.relationOffset = offset
  }

  /// Reads the right side, which must be next: a number, or an anchor with an optional
  /// multiplier before it and an optional constant after it.
  @inline(__always)
  private mutating func parseRightSide(
    into syntax: inout ConstraintExpressionSyntax
  ) throws(Problem) {
    if let reference = try readReference() {
      syntax.second = reference
      if next == UInt8(ascii: "*") || next == UInt8(ascii: "/") {
        throw try multiplierAfterAnchor(reference, first: syntax.first)
      }
      if next == UInt8(ascii: "+") || next == UInt8(ascii: "-") { try parseConstant(into: &syntax) }
    } else if let number = try readSignedNumber() {
      if Self.mayStartArithmetic(at: position, in: bytes),
        let problem = try arithmeticProblem(after: number, isConstant: false)
      {
        throw problem
      }
      if read(UInt8(ascii: "*")) {
        syntax.multiplier = number
        syntax.second = try expectReference(after: "*")
        if next == UInt8(ascii: "+") || next == UInt8(ascii: "-") {
          try parseConstant(into: &syntax)
        }
      } else {
        syntax.constant = number
      }
    } else {
      throw rightSideProblem(after: syntax)
    }
  }

  /// Reads `+ number` or `- number` after the second anchor; the sign is next.
  @inline(__always)
  private mutating func parseConstant(
    into syntax: inout ConstraintExpressionSyntax
  ) throws(Problem) {
    let sign = next
    let signOffset = position
    advance(by: 1)
    guard var number = try readSignedNumber() else {
      throw constantProblem(afterSignAt: signOffset)
    }
    if sign == UInt8(ascii: "-") {
      number.value = -number.value
      number.minusSigns += 1
    }
    number.offset = signOffset
    if Self.mayStartArithmetic(at: position, in: bytes),
      let problem = try arithmeticProblem(after: number, isConstant: true)
    {
      throw problem
    }
    syntax.constant = number
  }

  /// Reads `@` and the priority after it, a number or a name; the `@` is next.
  @inline(__always)
  private mutating func parsePriority(into syntax: inout ConstraintExpressionSyntax) throws(Problem)
  {
    advance(by: 1)
    if let byte = next, Self.isIdentifierStart(byte) {
      let token = try lexed(Self.reference(at: position, in: bytes))
      if token.segmentCount == 1 {
        advance(to: token.end)
        syntax.priority = .name(token.reference)
        return
      }
    } else if let number = try readSignedNumber() {
      syntax.priority = .number(number)
      return
    }
    throw priorityProblem()
  }

  /// Reads a dotted reference, which must be next.
  ///
  /// - Parameter context: The token before it, for messages; `nil` for the first anchor.
  @inline(__always)
  private mutating func expectReference(
    after context: String?
  ) throws(Problem) -> ConstraintExpressionSyntax.Reference {
    if let reference = try readReference() { return reference }
    throw referenceProblem(after: context)
  }

  // MARK: Tokens as the grammar reads them

  /// The first byte of the next token, `nil` at the end of the text.
  private var next: UInt8? { position < bytes.count ? bytes[position] : nil }

  /// Moves past the whitespace at ``position``.
  @inline(__always)
  private mutating func skipSpaces() {
    while position < bytes.count, Self.isSpace(bytes[position]) { position += 1 }
  }

  /// Moves to `end`, the end of the token just read, and past the whitespace after it.
  @inline(__always)
  private mutating func advance(to end: Int) {
    position = end
    skipSpaces()
  }

  /// Moves past the next `count` bytes, a token just read, and the whitespace after them.
  @inline(__always)
  private mutating func advance(by count: Int) {
    advance(to: position + count)
  }

  /// Reads the one-byte token `byte` (such as `*`) if it is next.
  @inline(__always)
  private mutating func read(_ byte: UInt8) -> Bool {
    guard next == byte else { return false }
    advance(by: 1)
    return true
  }

  /// Reads `==`, `<=` or `>=` if one is next.
  @inline(__always)
  private mutating func readRelation() -> LayoutRelation? {
    guard let byte = next, position + 1 < bytes.count, bytes[position + 1] == UInt8(ascii: "=")
    else { return nil }
    let relation: LayoutRelation
    switch byte {
    case UInt8(ascii: "="): relation = .equal
    case UInt8(ascii: "<"): relation = .lessThanOrEqual
    case UInt8(ascii: ">"): relation = .greaterThanOrEqual
    default: return nil
    }
    advance(by: 2)
    return relation
  }

  /// Reads a dotted reference if one is next (a name starts there).
  ///
  /// - Throws: The problem of the reference, when it cannot be read.
  @inline(__always)
  private mutating func readReference() throws(Problem) -> ConstraintExpressionSyntax.Reference? {
    guard let byte = next, Self.isIdentifierStart(byte) else { return nil }
    let token = try lexed(Self.reference(at: position, in: bytes))
    advance(to: token.end)
    return token.reference
  }

  /// Reads a number, with an optional `-` before it, if one is next.
  ///
  /// - Throws: The problem of the number, when it cannot be read.
  @inline(__always)
  private mutating func readSignedNumber() throws(Problem) -> ConstraintExpressionSyntax.Number? {
    guard let byte = next else { return nil }
    if Self.startsNumber(at: position, in: bytes) {
      let token = try lexed(Self.number(at: position, in: bytes))
      advance(to: token.end)
      return token.number
    }
    guard byte == UInt8(ascii: "-") else { return nil }
    var start = position + 1
    while start < bytes.count, Self.isSpace(bytes[start]) { start += 1 }
    guard Self.startsNumber(at: start, in: bytes) else { return nil }
    let token = try lexed(Self.number(at: start, in: bytes))
    let minus = position
    advance(to: token.end)
    return .init(
      value: -token.value, offset: minus, digits: token.offset..<token.end, minusSigns: 1)
  }

  /// `token`, when it can be read.
  ///
  /// - Throws: The token's problem, when it is invalid.
  @inline(__always)
  private func lexed(_ token: Token) throws(Problem) -> Token {
    if token.kind == .invalid { throw lexicalProblem(token) }
    return token
  }

  // MARK: Problems

  /// The text of `bytes[range]`.
  func text(_ range: Range<Int>) -> String { bytes.string(range) }

  /// The token as written, for messages: cut at ``LayoutFileText/tokenLimit`` characters.
  func spelling(_ token: Token) -> String {
    LayoutFileText.token(text(token.offset..<token.end))
  }

  /// The next token, for messages.
  func nextToken() -> Token { Self.token(at: position, in: bytes) }

  /// A problem at `offset` in the expression.
  ///
  /// - Parameter message: The message, given how it names the constraint.
  func problem(
    _ message: @escaping Problem.Message, at offset: Int, fix: String? = nil,
    code: LayoutFileDiagnostic.Code = .expressionSyntax
  ) -> Problem {
    Problem(code: code, message: message, offset: offset, fix: fix)
  }

  /// A problem of the grammar at `offset`, unless a token from the next one to the end of the
  /// text cannot be read: that token's problem comes first (see the type's discussion).
  func grammarProblem(
    _ message: @escaping Problem.Message, at offset: Int, fix: String? = nil
  ) -> Problem {
    var token = nextToken()
    while token.kind != .end {
      if token.kind == .invalid { return lexicalProblem(token) }
      token = Self.token(at: token.end, in: bytes)
    }
    return problem(message, at: offset, fix: fix)
  }

  /// Reads the token at `position` (or after the whitespace there), to look ahead.
  ///
  /// - Throws: The token's problem, when it cannot be read.
  func lookAhead(at position: Int) throws(Problem) -> Token {
    try lexed(Self.token(at: position, in: bytes))
  }

  // MARK: Problems of the grammar

  // Each is made out of line, so that the steps of the grammar hold no message.

  /// The problem of a text that has no token.
  @inline(never)
  private func emptyProblem() -> Problem {
    problem(
      { "\($0.capitalized) is empty." }, at: 0,
      fix: "Write a constraint such as 'header.height == 44'.")
  }

  /// The problem of the next token, which is not the relation that must follow `first`.
  @inline(never)
  private func relationProblem(after first: ConstraintExpressionSyntax.Reference) -> Problem {
    let firstText = LayoutFileText.token(text(first.range))
    let token = nextToken()
    guard token.kind != .end else {
      return grammarProblem(
        { "Missing relation after '\(firstText)' in \($0)." }, at: bytes.count,
        fix: "Add '==', '<=' or '>=' and the other side.")
    }
    let found = spelling(token)
    return grammarProblem(
      { "Expected '==', '<=' or '>=' after '\(firstText)' in \($0), found '\(found)'." },
      at: token.offset)
  }

  /// The problem of the next token, which is neither an anchor nor a number after the relation
  /// of `syntax`.
  @inline(never)
  private func rightSideProblem(after syntax: ConstraintExpressionSyntax) -> Problem {
    let relation = LayoutFileText.token(
      text(syntax.relationOffset..<syntax.relationOffset + 2))
    let token = nextToken()
    guard token.kind != .end else {
      return grammarProblem(
        { "Missing right side after '\(relation)' in \($0)." }, at: bytes.count,
        fix: "Add an anchor such as 'root.top', or a number for a width or height.")
    }
    let found = spelling(token)
    return grammarProblem(
      { "Expected an anchor or a number after '\(relation)' in \($0), found '\(found)'." },
      at: token.offset)
  }

  /// The problem of the next token, which is not the number that must follow the `+` or `-` at
  /// `signOffset`.
  @inline(never)
  private func constantProblem(afterSignAt signOffset: Int) -> Problem {
    let sign = text(signOffset..<signOffset + 1)
    let token = nextToken()
    guard token.kind != .end else {
      return grammarProblem({ "Missing number after '\(sign)' in \($0)." }, at: bytes.count)
    }
    let found = spelling(token)
    return grammarProblem(
      { "Expected a number after '\(sign)' in \($0), found '\(found)'." }, at: token.offset,
      fix: token.kind == .reference ? "Constraints relate one anchor to one other anchor." : nil)
  }

  /// The problem of the next token, which is not the priority that must follow `@`.
  @inline(never)
  private func priorityProblem() -> Problem {
    let token = nextToken()
    return grammarProblem(
      { "Missing priority after '@' in \($0)." },
      at: token.kind == .end ? bytes.count : token.offset,
      fix: "Write a number from 1 to 1000, or 'required', 'high', 'low' or 'fittingSize'.")
  }

  /// The problem of the next token, which is not the anchor that must follow `context` (`nil`
  /// for the first anchor).
  @inline(never)
  private func referenceProblem(after context: String?) -> Problem {
    let token = nextToken()
    guard token.kind != .end else {
      return grammarProblem(
        { "Missing anchor after '\(context ?? "")' in \($0)." }, at: bytes.count,
        fix: "Add an anchor such as 'root.width'.")
    }
    let found = spelling(token)
    guard let context else {
      return grammarProblem(
        { "\($0.capitalized) must start with an anchor such as 'header.top', not '\(found)'." },
        at: token.offset)
    }
    let before = LayoutFileText.token(context)
    return grammarProblem(
      { "Expected an anchor after '\(before)' in \($0), found '\(found)'." }, at: token.offset)
  }

  /// The problem of the next token, which comes after a whole expression; its fix says what the
  /// token may have been meant as.
  @inline(never)
  private func unexpectedToken(after syntax: ConstraintExpressionSyntax) -> Problem {
    let extra = nextToken()
    var fix: String? = nil
    if extra.kind == .number, syntax.second != nil, syntax.constant == nil {
      fix = "Add '+' or '-' before '\(spelling(extra))'."
    } else if extra.relation != nil {
      fix = "Write one constraint per relation."
    } else if extra.kind == .reference, syntax.priority == nil,
      LayoutFileDecoder.priorityNames.contains(where: { $0.name == spelling(extra) })
    {
      fix = "Priorities come after '@', as in '@ \(spelling(extra))'."
    }
    let found = spelling(extra)
    return grammarProblem(
      { "Unexpected '\(found)' at the end of \($0)." }, at: extra.offset, fix: fix)
  }
}
