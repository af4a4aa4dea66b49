/// Reads a format string of the Visual Format Language into a ``VisualFormatSyntax``, or throws
/// the first problem, located at the offending character.
///
/// The grammar is Auto Layout's, with spaces and tabs allowed between tokens:
///
/// ```text
/// format      := [("H" | "V") ":"] ["|" connection] view (connection view)* [connection "|"]
/// view        := "[" name ["(" predicate ("," predicate)* ")"] "]"
/// connection  := "" | "-" | "-" simple "-" | "-(" predicate ("," predicate)* ")-"
/// simple      := (number | metric) ["@" priority]
/// predicate   := ["==" | "<=" | ">="] (number | metric | view) ["@" priority]
/// priority    := number | priority name | metric
/// ```
///
/// A view's name may contain `-` (a layout file's ids do); a metric's name is a C identifier.
/// Names are not looked up here: ``VisualFormatExpansion`` does that.
package struct VisualFormatParser {
  let bytes: UnsafeBufferPointer<UInt8>
  private var position = 0
  /// The predicates read so far.
  private var predicates: [VisualFormatSyntax.Predicate] = []

  /// A parser for the UTF-8 bytes of a format string.
  package init(bytes: UnsafeBufferPointer<UInt8>) {
    self.bytes = bytes
  }

  /// The syntax of the whole string.
  package mutating func parse() throws(VisualFormatProblem) -> VisualFormatSyntax {
    var syntax = VisualFormatSyntax()
    try parse(into: &syntax)
    return syntax
  }

  /// Reads the syntax of the whole string into `syntax`, whose arrays keep their storage: a
  /// caller that parses string after string into one syntax allocates for the first only.
  package mutating func parse(
    into syntax: inout VisualFormatSyntax
  ) throws(VisualFormatProblem) {
    var views: [VisualFormatSyntax.View] = []
    var connections: [VisualFormatSyntax.Connection] = []
    swap(&views, &syntax.views)
    swap(&connections, &syntax.connections)
    swap(&predicates, &syntax.predicates)
    views.removeAll(keepingCapacity: true)
    connections.removeAll(keepingCapacity: true)
    predicates.removeAll(keepingCapacity: true)
    skipSpaces()
    guard position < bytes.count else {
      throw VisualFormatProblem(
        at: position, "The format string is empty.",
        fix: "Put views in brackets, as in 'H:|-[button]-|'.")
    }
    predicates.reserveCapacity(4)
    var orientation = VisualFormatSyntax.Orientation.horizontal
    var orientationOffset: Int? = nil
    if isNameStart(bytes[position]) {
      (orientation, orientationOffset) = try readOrientation()
    }
    skipSpaces()
    var leadingEdge: (connection: VisualFormatSyntax.Connection, offset: Int)? = nil
    if peek == UInt8(ascii: "|") {
      let offset = position
      position += 1
      let connection = try readConnection()
      skipSpaces()
      guard peek == UInt8(ascii: "[") else {
        throw expectedView(after: connection.range.isEmpty ? "|" : "-")
      }
      leadingEdge = (connection, offset)
    } else if peek == UInt8(ascii: "-") {
      throw VisualFormatProblem(
        at: position, "A connection at the start needs the superview's edge '|' before it.",
        fix: "Write '|-' to start at the superview's edge, or start with a view.")
    }
    views.reserveCapacity(4)
    views.append(try readView())
    connections.reserveCapacity(3)
    var trailingEdge: (connection: VisualFormatSyntax.Connection, offset: Int)? = nil
    while true {
      skipSpaces()
      guard let byte = peek else { break }
      guard byte == UInt8(ascii: "-") || byte == UInt8(ascii: "[") || byte == UInt8(ascii: "|")
      else {
        throw VisualFormatProblem(
          at: position,
          "Expected '-', '[' or '|' after view '\(text(views[views.count - 1].name))', found '\(character(at: position))'.",
          fix: "Connect views with '-', as in '[a]-[b]', or end with '|'.")
      }
      let connection = try readConnection()
      skipSpaces()
      if peek == UInt8(ascii: "|") {
        trailingEdge = (connection, position)
        position += 1
        try readEnd()
        break
      }
      guard peek == UInt8(ascii: "[") else {
        throw expectedView(after: "-", orEdge: true)
      }
      connections.append(connection)
      views.append(try readView())
    }
    syntax.orientation = orientation
    syntax.orientationOffset = orientationOffset
    syntax.leadingEdge = leadingEdge
    syntax.trailingEdge = trailingEdge
    swap(&views, &syntax.views)
    swap(&connections, &syntax.connections)
    swap(&predicates, &syntax.predicates)
  }

  // MARK: Parts

  /// Reads `H:` or `V:` where a name starts.
  private mutating func readOrientation() throws(VisualFormatProblem) -> (
    VisualFormatSyntax.Orientation, Int
  ) {
    let start = position
    var end = position
    while end < bytes.count, isNameByte(bytes[end], hyphen: false) { end += 1 }
    var colon = end
    while colon < bytes.count, isSpace(bytes[colon]) { colon += 1 }
    let hasColon = colon < bytes.count && bytes[colon] == UInt8(ascii: ":")
    let letter = end == start + 1 ? bytes[start] : nil
    if hasColon, letter == UInt8(ascii: "H") || letter == UInt8(ascii: "V") {
      position = colon + 1
      return (letter == UInt8(ascii: "H") ? .horizontal : .vertical, start)
    }
    let word = text(start..<end)
    guard word == "H" || word == "V" else {
      if hasColon {
        throw VisualFormatProblem(
          at: start, "Unknown orientation '\(token(word))'.",
          fix: "Start with 'H:' for a row or 'V:' for a column.")
      }
      throw VisualFormatProblem(
        at: start, "Expected '[' before view '\(token(word))'.",
        fix: "Put the view's name in brackets, as in '[\(token(word))]'.")
    }
    guard hasColon else {
      throw VisualFormatProblem(
        at: end, "Expected ':' after '\(word)'.", fix: "Write '\(word):', as in '\(word):[a]'.")
    }
    position = colon + 1
    return (word == "H" ? .horizontal : .vertical, start)
  }

  /// Reads `[name]` or `[name(predicates)]` at a `[`.
  private mutating func readView() throws(VisualFormatProblem) -> VisualFormatSyntax.View {
    let start = position
    guard peek == UInt8(ascii: "[") else { throw expectedView(after: nil) }
    position += 1
    skipSpaces()
    guard let first = peek, isNameStart(first) else {
      if peek == UInt8(ascii: "]") {
        throw VisualFormatProblem(
          at: position, "Expected a view's name between '[' and ']'.",
          fix: "Name the view, as in '[button]'.")
      }
      throw VisualFormatProblem(
        at: position,
        "Expected a view's name after '[', found \(describedCharacter(at: position)).",
        fix: "A view's name starts with a letter or '_', as in '[button]'.")
    }
    let nameStart = position
    while position < bytes.count, isNameByte(bytes[position], hyphen: true) { position += 1 }
    let name = nameStart..<position
    skipSpaces()
    var predicates = self.predicates.count..<self.predicates.count
    if peek == UInt8(ascii: "(") {
      predicates = try readPredicateList(of: name)
      skipSpaces()
    }
    guard peek == UInt8(ascii: "]") else {
      if peek == nil || peek == UInt8(ascii: "-") || peek == UInt8(ascii: "|")
        || peek == UInt8(ascii: "[")
      {
        throw VisualFormatProblem(
          at: position, "Expected ']' after view '\(text(name))'.",
          fix: "Close the view with ']', as in '[\(text(name))]'.")
      }
      throw VisualFormatProblem(
        at: position,
        "Expected ']' or '(' after view '\(text(name))', found \(describedCharacter(at: position)).",
        fix: "View names contain only letters, digits, '_' and '-'; a size goes in parentheses, "
          + "as in '[\(text(name))(50)]'.")
    }
    position += 1
    return .init(name: name, predicates: predicates, range: start..<position)
  }

  /// Reads a connection: nothing before `[` or `|`, `-`, `-8-`, `-gap-` or `-(…)-`.
  private mutating func readConnection() throws(VisualFormatProblem)
    -> VisualFormatSyntax
    .Connection
  {
    skipSpaces()
    let start = position
    guard peek == UInt8(ascii: "-") else {
      return .init(spacing: .flush, range: start..<start)
    }
    position += 1
    skipSpaces()
    guard let byte = peek, byte != UInt8(ascii: "["), byte != UInt8(ascii: "|") else {
      return .init(spacing: .standard, range: start..<start + 1)
    }
    let spacing: VisualFormatSyntax.Spacing
    if byte == UInt8(ascii: "(") {
      spacing = .list(try readPredicateList(of: nil))
    } else if byte == UInt8(ascii: "-") {
      throw VisualFormatProblem(
        at: position, "Expected a spacing between '-' and '-'.",
        fix: "Write '-' for the standard spacing, or a number between the dashes, as in '-8-'.")
    } else if isDigit(byte) || byte == UInt8(ascii: ".") || isNameStart(byte) {
      let predicateStart = position
      let object = try readOperand(
        after: "'-'", allowsSign: false, hyphen: false, expected: "a spacing")
      var priority: VisualFormatSyntax.Operand? = nil
      skipSpaces()
      if peek == UInt8(ascii: "@") { priority = try readPriority() }
      let end = priority?.range.upperBound ?? object.range.upperBound
      spacing = .simple(
        .init(relation: .equal, object: object, priority: priority, range: predicateStart..<end))
    } else {
      throw VisualFormatProblem(
        at: position,
        "Expected a spacing, '[' or '|' after '-', found \(describedCharacter(at: position)).",
        fix: "Write a number between the dashes, as in '-8-', or a list, as in '-(>=8)-'.")
    }
    skipSpaces()
    guard peek == UInt8(ascii: "-") else {
      let written = text(start + 1..<position).trimmingSpaces
      throw VisualFormatProblem(
        at: position, "Expected '-' after the spacing '-\(token(written))'.",
        fix: "Close the spacing with '-', as in '-\(token(written))-'.")
    }
    position += 1
    return .init(spacing: spacing, range: start..<position)
  }

  /// Reads `(predicate, …)` at a `(`.
  ///
  /// - Parameter view: Where the name of the view the predicates are about is; `nil` for a
  ///   spacing's.
  private mutating func readPredicateList(
    of view: Range<Int>?
  ) throws(VisualFormatProblem) -> Range<Int> {
    // What the predicates are about, for messages: `view 'a'`, made only for one.
    var subject: String { view.map { "view '\(text($0))'" } ?? "the spacing" }
    let open = position
    position += 1
    let first = predicates.count
    while true {
      skipSpaces()
      guard let byte = peek, byte != UInt8(ascii: ")"), byte != UInt8(ascii: "]") else {
        if predicates.count == first && peek == UInt8(ascii: ")") {
          throw VisualFormatProblem(
            at: open, "Expected a predicate inside '()' in \(subject).",
            fix: "Write a size or spacing, as in '(50)' or '(>=8)', or remove '()'.")
        }
        throw VisualFormatProblem(
          at: position,
          "Expected a predicate or ')' after '\(predicates.count == first ? "(" : ",")' in \(subject), found \(describedCharacter(at: position)).",
          fix: "Close the predicate with ')'.")
      }
      _ = byte
      predicates.append(try readPredicate())
      skipSpaces()
      if peek == UInt8(ascii: ",") {
        position += 1
        continue
      }
      if peek == UInt8(ascii: ")") {
        position += 1
        return first..<predicates.count
      }
      if peek == nil || peek == UInt8(ascii: "]") || peek == UInt8(ascii: "-") {
        throw VisualFormatProblem(
          at: position, "Expected ')' after the predicates of \(subject).",
          fix: "Close the predicate with ')'.")
      }
      throw VisualFormatProblem(
        at: position,
        "Expected ',' or ')' after a predicate of \(subject), found \(describedCharacter(at: position)).",
        fix: "Separate predicates with ',' and close them with ')', as in '(>=70,<=100)'.")
    }
  }

  /// Reads `[relation] object [@priority]`.
  private mutating func readPredicate() throws(VisualFormatProblem)
    -> VisualFormatSyntax
    .Predicate
  {
    let start = position
    var relation = LayoutRelation.equal
    var relationText = ""
    if let byte = peek,
      byte == UInt8(ascii: "=") || byte == UInt8(ascii: "<") || byte == UInt8(ascii: ">")
        || byte == UInt8(ascii: "!")
    {
      let second = position + 1 < bytes.count ? bytes[position + 1] : 0
      guard second == UInt8(ascii: "="), byte != UInt8(ascii: "!") else {
        let length = second == UInt8(ascii: "=") ? 2 : 1
        throw VisualFormatProblem(
          at: position, "Unknown relation '\(text(position..<position + length))'.",
          fix: "Use '==', '<=' or '>='.")
      }
      switch byte {
      case UInt8(ascii: "<"): relation = .lessThanOrEqual
      case UInt8(ascii: ">"): relation = .greaterThanOrEqual
      default: relation = .equal
      }
      relationText = text(position..<position + 2)
      position += 2
      skipSpaces()
    }
    let object = try readOperand(
      after: relationText.isEmpty ? "'('" : "'\(relationText)'", allowsSign: true, hyphen: true,
      expected: "a number, metric or view")
    skipSpaces()
    var priority: VisualFormatSyntax.Operand? = nil
    if peek == UInt8(ascii: "@") { priority = try readPriority() }
    let end = priority?.range.upperBound ?? object.range.upperBound
    return .init(relation: relation, object: object, priority: priority, range: start..<end)
  }

  /// Reads `@priority` at an `@`.
  private mutating func readPriority() throws(VisualFormatProblem) -> VisualFormatSyntax.Operand {
    position += 1
    skipSpaces()
    guard let byte = peek, isDigit(byte) || byte == UInt8(ascii: ".") || isNameStart(byte) else {
      throw VisualFormatProblem(
        at: position, "Expected a priority after '@', found \(describedCharacter(at: position)).",
        fix: "Write a number from 1 to 1000 or a priority's name, as in '@750' or '@high'.")
    }
    return try readOperand(after: "'@'", allowsSign: false, hyphen: false, expected: "a priority")
  }

  /// Reads a number (with a `-` before it when `allowsSign`) or a name (with `-` inside it when
  /// `hyphen`).
  private mutating func readOperand(
    after what: String, allowsSign: Bool, hyphen: Bool, expected: String
  ) throws(VisualFormatProblem) -> VisualFormatSyntax.Operand {
    let start = position
    guard let byte = peek else {
      throw VisualFormatProblem(
        at: position, "Expected \(expected) after \(what).",
        fix: "Close the predicate with ')'.")
    }
    if isNameStart(byte) {
      while position < bytes.count, isNameByte(bytes[position], hyphen: hyphen) { position += 1 }
      return .name(start..<position)
    }
    var negative = false
    if allowsSign, byte == UInt8(ascii: "-") || byte == UInt8(ascii: "+") {
      negative = byte == UInt8(ascii: "-")
      position += 1
    }
    guard ConstraintExpressionParser.startsNumber(at: position, in: bytes) else {
      throw VisualFormatProblem(
        at: position,
        "Expected \(expected) after \(what), found \(describedCharacter(at: position)).",
        fix: "Write a number, as in '50', or a name.")
    }
    let number = ConstraintExpressionParser.number(at: position, in: bytes)
    guard number.kind == .number else {
      let written = text(number.offset..<number.end)
      switch number.problem {
      case .nonFiniteNumber, .numberOutOfRange:
        throw VisualFormatProblem(
          .invalidNumber, at: start, "Number '\(token(written))' is too large.",
          fix: "Use a number within ±1e15.")
      default:
        throw VisualFormatProblem(
          at: start, "Invalid number '\(token(written))'.",
          fix: "Write a number such as '8' or '0.5'.")
      }
    }
    position = number.end
    return .number(negative ? -number.value : number.value, start..<position)
  }

  /// Checks that nothing but spaces follows the superview's closing edge.
  private mutating func readEnd() throws(VisualFormatProblem) {
    skipSpaces()
    guard position < bytes.count else { return }
    if bytes[position] == UInt8(ascii: "-") || bytes[position] == UInt8(ascii: "[") {
      throw VisualFormatProblem(
        at: position - 1, "The superview's edge '|' can only start or end the string.",
        fix: "Split the string in two, or connect the views directly, as in '[a]-[b]'.")
    }
    throw VisualFormatProblem(
      at: position,
      "Unexpected \(describedCharacter(at: position)) after the superview's edge '|'.",
      fix: "The edge '|' ends the string; remove what follows it.")
  }

  // MARK: Helpers

  /// The problem of a missing view after `what` (`nil`: at the start).
  private func expectedView(after what: String?, orEdge: Bool = false) -> VisualFormatProblem {
    let found = position < bytes.count ? describedCharacter(at: position) : "the end"
    let place = what.map { " after '\($0)'" } ?? ""
    let expected = orEdge ? "a view or '|'" : "a view"
    return VisualFormatProblem(
      at: position, "Expected \(expected)\(place), found \(found).",
      fix: orEdge
        ? "Write the next view, as in '-[next]', or end at the superview's edge with '-|'."
        : "Put the view's name in brackets, as in '[button]'.")
  }

  private var peek: UInt8? { position < bytes.count ? bytes[position] : nil }

  private mutating func skipSpaces() {
    while position < bytes.count, isSpace(bytes[position]) { position += 1 }
  }

  private func isSpace(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t")
  }

  private func isDigit(_ byte: UInt8) -> Bool { ConstraintExpressionParser.isDigit(byte) }

  private func isNameStart(_ byte: UInt8) -> Bool {
    ConstraintExpressionParser.isIdentifierStart(byte)
  }

  private func isNameByte(_ byte: UInt8, hyphen: Bool) -> Bool {
    ConstraintExpressionParser.continuesName(byte, hyphen: hyphen)
  }

  /// The text of a range of the string.
  func text(_ range: Range<Int>) -> String {
    String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
  }

  /// The character at `offset` (all its UTF-8 bytes), as text.
  private func character(at offset: Int) -> String {
    var end = offset + 1
    while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
    return token(text(offset..<end))
  }

  /// `'x'` for the character at `offset`, or `the end` past the string.
  private func describedCharacter(at offset: Int) -> String {
    offset < bytes.count ? "'\(character(at: offset))'" : "the end"
  }

  private func token(_ text: String) -> String { LayoutFileText.token(text) }
}

extension String {
  /// The string without spaces and tabs at either end.
  var trimmingSpaces: String {
    var scalars = Substring(self).unicodeScalars
    while let first = scalars.first, first == " " || first == "\t" { scalars.removeFirst() }
    while let last = scalars.last, last == " " || last == "\t" { scalars.removeLast() }
    return String(scalars)
  }
}
