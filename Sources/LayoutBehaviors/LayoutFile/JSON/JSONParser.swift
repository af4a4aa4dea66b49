/// A strict RFC 8259 JSON parser that remembers where every value came from.
///
/// Foundation's `JSONSerialization` cannot say where a value is, so layout files are read with
/// this parser instead. It works on UTF-8 bytes and builds a ``JSONValue`` tree in which every
/// value and every object key carries its ``TextLocation`` and every value its ``JSONPath``.
///
/// It accepts exactly RFC 8259 JSON, with one allowance the RFC permits: a UTF-8 byte order mark
/// at the start is skipped. It rejects, with a diagnostic that names the line and column:
/// comments, trailing commas, single-quoted strings, unquoted keys, control characters in
/// strings, invalid escapes and unpaired surrogates, invalid UTF-8, numbers JSON does not allow
/// (`01`, `1.`, `.5`, `+1`, `0x10`), numbers too large for a `Double` (`1e999`), `NaN` and
/// `Infinity`, content after the top-level value, and nesting deeper than ``maximumDepth``.
/// Duplicate keys are reported too, but parsing goes on (the first member wins) so that later
/// stages can report more problems; every other error stops the parse.
///
/// ```swift
/// let result = JSONParser.parse(Array(#"{"width": 375}"#.utf8), fileName: "a.json")
/// result.value?["width"]?.location  // 1:11
/// ```
///
/// Parsing never crashes and never recurses deeper than ``maximumDepth``, whatever the input.
package enum JSONParser {
  /// The deepest nesting of arrays and objects accepted: 128 levels.
  ///
  /// A layout file needs about five; the limit keeps the parser's recursion, and the
  /// destruction of the tree, far from the stack's limits on any thread.
  package static let maximumDepth = 128

  /// Parses JSON text.
  ///
  /// - Parameters:
  ///   - bytes: The UTF-8 text.
  ///   - fileName: The file name to put in diagnostics.
  /// - Returns: The value, unless there was a syntax error, and the diagnostics.
  /// - Complexity: O(*n*) in the length of the text.
  package static func parse(_ bytes: [UInt8], fileName: String) -> JSONParseResult {
    bytes.withUnsafeBufferPointer { buffer in
      var scanner = JSONScanner(bytes: buffer, fileName: fileName)
      return scanner.parseDocument()
    }
  }

  /// Parses JSON text.
  ///
  /// - Parameters:
  ///   - text: The text.
  ///   - fileName: The file name to put in diagnostics.
  /// - Returns: The value, unless there was a syntax error, and the diagnostics.
  package static func parse(_ text: String, fileName: String) -> JSONParseResult {
    parse(Array(text.utf8), fileName: fileName)
  }
}

/// What `JSONParser` found: a value, if the text was valid JSON, and any diagnostics.
package struct JSONParseResult: Sendable {
  /// The top-level value; `nil` when a syntax error stopped the parse.
  package var value: JSONValue?
  /// The problems found, in file order. When ``value`` is not `nil`, these are duplicate keys.
  package var diagnostics: [LayoutFileDiagnostic]
}

/// The error that stops a parse.
private struct JSONSyntaxError: Error {
  var diagnostic: LayoutFileDiagnostic
}

/// The parser's state: a cursor over the bytes and the line bookkeeping for locations.
private struct JSONScanner {
  let bytes: UnsafeBufferPointer<UInt8>
  let fileName: String
  /// The next byte to read.
  var position = 0
  /// The line of `position`, from 1.
  var line = 1
  /// The offset of the first byte of the current line.
  var lineStart = 0
  /// A position on the current line whose column is known, so that columns are counted
  /// incrementally even when the whole file is one line.
  var columnMarkOffset = 0
  var columnMarkColumn = 1
  /// The offset where columns start counting (after a byte order mark).
  var textStart = 0
  var depth = 0
  var diagnostics: [LayoutFileDiagnostic] = []
  /// Whether the text (after a byte order mark) is all ASCII, so that a column is a byte count.
  var isASCII = false
  /// The keys made so far, handed out again for the same bytes.
  var keys = JSONKeyCache()

  init(bytes: UnsafeBufferPointer<UInt8>, fileName: String) {
    self.bytes = bytes
    self.fileName = fileName
    let start = UTF8Bytes.byteOrderMarkLength(bytes)
    position = start
    lineStart = start
    columnMarkOffset = start
    textStart = start
  }

  // MARK: Entry

  mutating func parseDocument() -> JSONParseResult {
    if let offset = firstInvalidUTF8Offset() {
      let diagnostic = makeDiagnostic(
        .jsonInvalidUTF8, at: slowLocation(offset), path: .root,
        message: "Invalid UTF-8 byte '0x\(hex(bytes[offset]))'; layout files must be UTF-8 text.")
      return JSONParseResult(value: nil, diagnostics: [diagnostic])
    }
    do throws(JSONSyntaxError) {
      skipWhitespace()
      if position >= bytes.count {
        throw error(
          .jsonUnexpectedEnd, at: position, path: .root,
          "The file is empty; expected a JSON object.", fix: Self.layoutShapeFix)
      }
      if let notJSON = notJSONError() { throw notJSON }
      let value = try parseValue(path: .root)
      try skipWhitespaceAndComments(path: .root)
      if position < bytes.count {
        throw error(
          .jsonTrailingContent, at: position, path: .root,
          "Unexpected '\(token(at: position))' after the end of the JSON value.",
          fix: "Remove everything after the closing '\(value.members != nil ? "}" : "]")'.")
      }
      return JSONParseResult(value: value, diagnostics: diagnostics)
    } catch {
      diagnostics.append(error.diagnostic)
      return JSONParseResult(value: nil, diagnostics: LayoutFileDiagnostic.sorted(diagnostics))
    }
  }

  /// The fix for a file that is not a JSON object at all: the smallest layout file.
  static let layoutShapeFix =
    "A layout file is a JSON object, such as "
    + "'{ \"root\": { \"width\": 375, \"height\": 812 }, \"views\": [] }'."

  /// The error for a file whose first character shows it is not JSON at all (YAML, XML or
  /// HTML, Markdown, plain text), rather than JSON with a mistake; `nil` when the file starts
  /// like JSON. Only the start of the file is looked at: a bare word inside an object is a
  /// JSON mistake, reported where it is.
  func notJSONError() -> JSONSyntaxError? {
    let byte = bytes[position]
    let what: String
    switch byte {
    case UInt8(ascii: "<"):
      what = "it starts with '<', as XML and HTML do"
    case UInt8(ascii: "#"):
      what = "it starts with '#', as YAML comments and Markdown headings do"
    case UInt8(ascii: "-")
    where position + 2 < bytes.count && bytes[position + 1] == byte && bytes[position + 2] == byte:
      what = "it starts with '---', as a YAML document does"
    case UInt8(ascii: "-") where position + 1 < bytes.count && bytes[position + 1] == 0x20:
      what = "it starts with '- ', as a YAML list does"
    case _ where isWordByte(byte) && !(byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")):
      let word = wordToken(from: position)
      let jsonLike = [
        "true", "false", "null", "NaN", "Infinity", "inf", "nan", "True", "TRUE", "False",
        "FALSE", "Null", "NULL", "nil", "None", "undefined",
      ]
      if jsonLike.contains(word) { return nil }
      var next = position + word.utf8.count
      while next < bytes.count, bytes[next] == 0x20 || bytes[next] == 0x09 { next += 1 }
      if next < bytes.count, bytes[next] == UInt8(ascii: ":") {
        what = "it starts with '\(word):', as YAML does"
      } else {
        what = "it starts with the word '\(word)', which is not a JSON value"
      }
    default:
      return nil
    }
    return error(
      .jsonUnexpectedCharacter, at: position, path: .root, "The file is not JSON: \(what).",
      fix: Self.layoutShapeFix)
  }

  // MARK: Values

  mutating func parseValue(path: JSONPath) throws(JSONSyntaxError) -> JSONValue {
    try skipWhitespaceAndComments(path: path)
    guard position < bytes.count else {
      throw error(
        .jsonUnexpectedEnd, at: position, path: path, "Unexpected end of file; expected a value.")
    }
    let byte = bytes[position]
    switch byte {
    case UInt8(ascii: "{"):
      return try parseObject(path: path)
    case UInt8(ascii: "["):
      return try parseArray(path: path)
    case UInt8(ascii: "\""):
      let location = currentLocation()
      let string = try parseString(path: path)
      return JSONValue(kind: .string(string), location: location, path: path)
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
      return try parseNumber(path: path)
    case UInt8(ascii: "t"), UInt8(ascii: "f"), UInt8(ascii: "n"):
      let location = currentLocation()
      if matchLiteral("true") {
        return JSONValue(kind: .bool(true), location: location, path: path)
      }
      if matchLiteral("false") {
        return JSONValue(kind: .bool(false), location: location, path: path)
      }
      if matchLiteral("null") { return JSONValue(kind: .null, location: location, path: path) }
      throw bareWordError(path: path)
    case UInt8(ascii: "'"):
      throw error(
        .jsonUnexpectedCharacter, at: position, path: path,
        "Unexpected '''; strings must be in double quotes.",
        fix: "Use '\"' instead of '''.")
    case UInt8(ascii: "+"), UInt8(ascii: "."):
      let text = numberLikeToken(from: position)
      throw error(
        .jsonInvalidNumber, at: position, path: path,
        "Invalid number '\(text)'; JSON numbers start with '-' or a digit.",
        fix: byte == UInt8(ascii: ".")
          ? "Write '0\(text)'." : "Write '\(String(text.dropFirst()))'.")
    default:
      if isWordByte(byte) { throw bareWordError(path: path) }
      throw error(
        .jsonUnexpectedCharacter, at: position, path: path,
        "Unexpected '\(token(at: position))'; expected a value.")
    }
  }

  mutating func parseObject(path: JSONPath) throws(JSONSyntaxError) -> JSONValue {
    let location = currentLocation()
    try enterContainer(path: path)
    position += 1
    var members: [JSONMember] = []
    var lastCommaLocation: TextLocation? = nil
    try skipWhitespaceAndComments(path: path)
    if position < bytes.count, bytes[position] == UInt8(ascii: "}") {
      position += 1
      depth -= 1
      return JSONValue(kind: .object(members), location: location, path: path)
    }
    let container = path.containerNode
    // Room for the members most objects of a layout file have (a view's id, parent and a few
    // more; a constraint's id, expression and priority): one allocation, not one per growth.
    members.reserveCapacity(4)
    while true {
      try skipWhitespaceAndComments(path: path)
      guard position < bytes.count else {
        throw error(
          .jsonUnexpectedEnd, at: position, path: path,
          "Unexpected end of file; expected a key in double quotes.",
          fix:
            "Close the object that starts at line \(location.line), column \(location.column) with '}'."
        )
      }
      let byte = bytes[position]
      if byte != UInt8(ascii: "\"") {
        if byte == UInt8(ascii: "}"), let comma = lastCommaLocation {
          throw trailingCommaError(at: comma, before: "}", path: path)
        }
        if isWordByte(byte) {
          let word = wordToken(from: position)
          throw error(
            .jsonUnexpectedCharacter, at: position, path: path,
            "Unexpected '\(word)'; object keys must be strings in double quotes.",
            fix: "Write '\"\(word)\"'.")
        }
        if byte == UInt8(ascii: "'") {
          throw error(
            .jsonUnexpectedCharacter, at: position, path: path,
            "Unexpected '''; object keys must be strings in double quotes.",
            fix: "Use '\"' instead of '''.")
        }
        throw error(
          .jsonUnexpectedCharacter, at: position, path: path,
          "Unexpected '\(token(at: position))'; expected a key in double quotes.")
      }
      let keyLocation = currentLocation()
      let key = try parseString(path: path, isKey: true)
      try skipWhitespaceAndComments(path: path)
      guard position < bytes.count else {
        throw error(
          .jsonUnexpectedEnd, at: position, path: path,
          "Unexpected end of file; expected ':' after key '\(key)'.")
      }
      guard bytes[position] == UInt8(ascii: ":") else {
        throw error(
          .jsonUnexpectedCharacter, at: position, path: path,
          "Unexpected '\(token(at: position))'; expected ':' after key '\(key)'.",
          fix: bytes[position] == UInt8(ascii: "=") ? "Use ':' instead of '='." : nil)
      }
      position += 1
      let value = try parseValue(path: JSONPath(container: container, component: .key(key)))
      if let first = firstMember(named: key, in: members) {
        diagnostics.append(
          makeDiagnostic(
            .jsonDuplicateKey, at: keyLocation, path: value.path,
            message:
              "Duplicate key '\(key)'; it is already at line \(first.keyLocation.line), column \(first.keyLocation.column).",
            fix: "Remove one of the two; the first is used."))
      } else {
        members.append(JSONMember(key: key, keyLocation: keyLocation, value: consume value))
      }
      try skipWhitespaceAndComments(path: path)
      guard position < bytes.count else {
        throw error(
          .jsonUnexpectedEnd, at: position, path: path,
          "Unexpected end of file; expected ',' or '}'.",
          fix:
            "Close the object that starts at line \(location.line), column \(location.column) with '}'."
        )
      }
      switch bytes[position] {
      case UInt8(ascii: ","):
        lastCommaLocation = currentLocation()
        position += 1
      case UInt8(ascii: "}"):
        position += 1
        depth -= 1
        return JSONValue(kind: .object(members), location: location, path: path)
      default:
        let isValueStart = startsValue(bytes[position])
        throw error(
          .jsonUnexpectedCharacter, at: position, path: path,
          "Unexpected '\(token(at: position))' after the value of '\(key)'; expected ',' or '}'.",
          fix: isValueStart ? "Add a ',' before it." : nil)
      }
    }
  }

  mutating func parseArray(path: JSONPath) throws(JSONSyntaxError) -> JSONValue {
    let location = currentLocation()
    try enterContainer(path: path)
    position += 1
    var elements: [JSONValue] = []
    try skipWhitespaceAndComments(path: path)
    if position < bytes.count, bytes[position] == UInt8(ascii: "]") {
      position += 1
      depth -= 1
      return JSONValue(kind: .array(elements), location: location, path: path)
    }
    let container = path.containerNode
    while true {
      let elementPath = JSONPath(container: container, component: .index(elements.count))
      elements.append(try parseValue(path: elementPath))
      try skipWhitespaceAndComments(path: path)
      guard position < bytes.count else {
        throw error(
          .jsonUnexpectedEnd, at: position, path: path,
          "Unexpected end of file; expected ',' or ']'.",
          fix:
            "Close the array that starts at line \(location.line), column \(location.column) with ']'."
        )
      }
      switch bytes[position] {
      case UInt8(ascii: ","):
        let comma = currentLocation()
        position += 1
        try skipWhitespaceAndComments(path: path)
        if position < bytes.count, bytes[position] == UInt8(ascii: "]") {
          throw trailingCommaError(at: comma, before: "]", path: path)
        }
      case UInt8(ascii: "]"):
        position += 1
        depth -= 1
        return JSONValue(kind: .array(elements), location: location, path: path)
      default:
        let isValueStart = startsValue(bytes[position])
        throw error(
          .jsonUnexpectedCharacter, at: position, path: path,
          "Unexpected '\(token(at: position))' in an array; expected ',' or ']'.",
          fix: isValueStart ? "Add a ',' before it." : nil)
      }
    }
  }

  mutating func enterContainer(path: JSONPath) throws(JSONSyntaxError) {
    depth += 1
    if depth > JSONParser.maximumDepth {
      throw error(
        .jsonTooDeep, at: position, path: path,
        "Arrays and objects are nested more than \(JSONParser.maximumDepth) levels deep.")
    }
  }

  // MARK: Strings

  /// Parses a string; `position` must be at its opening quote. A string without escapes is
  /// found eight bytes at a time (``plainRunEnd(from:)``) and made from its bytes at once; an
  /// object's key (`isKey`) is then found in ``keys``.
  mutating func parseString(path: JSONPath, isKey: Bool = false) throws(JSONSyntaxError)
    -> String
  {
    let quote = position
    let contentStart = position + 1
    let index = plainRunEnd(from: contentStart)
    if index < bytes.count, bytes[index] == UInt8(ascii: "\"") {
      let text = UnsafeBufferPointer(rebasing: bytes[contentStart..<index])
      let string =
        isKey ? keys.key(text) : String(decoding: text, as: UTF8.self)
      position = index + 1
      return string
    }
    position = index
    var buffer = Array(bytes[contentStart..<position])
    while position < bytes.count {
      let byte = bytes[position]
      switch byte {
      case UInt8(ascii: "\""):
        position += 1
        return String(decoding: buffer, as: UTF8.self)
      case UInt8(ascii: "\\"):
        try parseEscape(into: &buffer, path: path)
      case 0..<0x20:
        throw controlCharacterError(byte, quote: quote, path: path)
      default:
        buffer.append(byte)
        position += 1
      }
    }
    throw error(
      .jsonUnexpectedEnd, at: position, path: path,
      "Unexpected end of file in the string that starts at line \(slowLocation(quote).line), column \(slowLocation(quote).column).",
      fix: "Close the string with '\"'.")
  }

  /// The offset of the first byte at or after `start` that ends a string's plain run: a quote, a
  /// backslash or a control character (below 0x20); the end of the text if there is none.
  ///
  /// Reads eight bytes at a time. For each of the three tests a byte that passes becomes a zero
  /// byte, found with `(v − 0x01…01) & ~v & 0x80…80`: that sets the high bit of the first such
  /// byte (and possibly of bytes after it, through the borrow, never before), so the lowest set
  /// bit of the three together, read in the text's order (little-endian), is the byte sought.
  func plainRunEnd(from start: Int) -> Int {
    let count = bytes.count
    guard let base = bytes.baseAddress else { return count }
    let ones: UInt64 = 0x0101_0101_0101_0101
    let highs: UInt64 = 0x8080_8080_8080_8080
    var index = start
    while index + 8 <= count {
      let word = UInt64(littleEndian: UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self))
      let quotes = word ^ (ones &* 0x22)
      let backslashes = word ^ (ones &* 0x5C)
      let found =
        ((quotes &- ones) & ~quotes) | ((backslashes &- ones) & ~backslashes)
        | ((word &- ones &* 0x20) & ~word)
      let hits = found & highs
      if hits != 0 { return index + hits.trailingZeroBitCount / 8 }
      index += 8
    }
    while index < count {
      let byte = base[index]
      if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte < 0x20 { return index }
      index += 1
    }
    return count
  }

  /// Decodes one escape sequence; `position` must be at its backslash.
  mutating func parseEscape(into buffer: inout [UInt8], path: JSONPath) throws(JSONSyntaxError) {
    let start = position
    guard position + 1 < bytes.count else {
      throw error(
        .jsonUnexpectedEnd, at: position + 1, path: path,
        "Unexpected end of file in an escape sequence.")
    }
    let letter = bytes[position + 1]
    position += 2
    switch letter {
    case UInt8(ascii: "\""): buffer.append(UInt8(ascii: "\""))
    case UInt8(ascii: "\\"): buffer.append(UInt8(ascii: "\\"))
    case UInt8(ascii: "/"): buffer.append(UInt8(ascii: "/"))
    case UInt8(ascii: "b"): buffer.append(0x08)
    case UInt8(ascii: "f"): buffer.append(0x0C)
    case UInt8(ascii: "n"): buffer.append(0x0A)
    case UInt8(ascii: "r"): buffer.append(0x0D)
    case UInt8(ascii: "t"): buffer.append(0x09)
    case UInt8(ascii: "u"):
      let high = try parseHex4(escapeStart: start, path: path)
      var scalarValue = UInt32(high)
      if (0xD800...0xDBFF).contains(high) {
        guard position + 1 < bytes.count, bytes[position] == UInt8(ascii: "\\"),
          bytes[position + 1] == UInt8(ascii: "u")
        else {
          throw error(
            .jsonInvalidEscape, at: start, path: path,
            "Unpaired UTF-16 surrogate '\\u\(hex4(high))' in a string.",
            fix:
              "Follow it with a low surrogate between '\\uDC00' and '\\uDFFF', or write the character itself."
          )
        }
        let lowStart = position
        position += 2
        let low = try parseHex4(escapeStart: lowStart, path: path)
        guard (0xDC00...0xDFFF).contains(low) else {
          throw error(
            .jsonInvalidEscape, at: start, path: path,
            "Unpaired UTF-16 surrogate '\\u\(hex4(high))' in a string.",
            fix:
              "Follow it with a low surrogate between '\\uDC00' and '\\uDFFF', or write the character itself."
          )
        }
        scalarValue = 0x10000 + ((UInt32(high) - 0xD800) << 10) + (UInt32(low) - 0xDC00)
      } else if (0xDC00...0xDFFF).contains(high) {
        throw error(
          .jsonInvalidEscape, at: start, path: path,
          "Unpaired UTF-16 surrogate '\\u\(hex4(high))' in a string.",
          fix: "A low surrogate must follow a high surrogate between '\\uD800' and '\\uDBFF'.")
      }
      // A valid scalar by construction: surrogates were excluded or combined above.
      let scalar = Unicode.Scalar(scalarValue) ?? "\u{FFFD}"
      buffer.append(contentsOf: Unicode.UTF8.encode(scalar)!)
    default:
      let shown = letter < 0x20 || letter >= 0x7F ? "\\" : "\\" + String(UnicodeScalar(letter))
      throw error(
        .jsonInvalidEscape, at: start, path: path,
        "Invalid escape '\(shown)' in a string.",
        fix: letter == UInt8(ascii: "'")
          ? "Write ''' without a backslash."
          : "Use one of '\\\"', '\\\\', '\\/', '\\b', '\\f', '\\n', '\\r', '\\t' or '\\uXXXX'.")
    }
  }

  /// Reads the four hex digits of a `\u` escape; `position` must be just after the `u`.
  mutating func parseHex4(escapeStart: Int, path: JSONPath) throws(JSONSyntaxError) -> UInt16 {
    var value: UInt16 = 0
    for index in 0..<4 {
      guard position < bytes.count, let digit = hexValue(bytes[position]) else {
        let end = min(bytes.count, escapeStart + 2 + index + 1)
        let text = String(
          decoding: UnsafeBufferPointer(rebasing: bytes[escapeStart..<end]), as: UTF8.self)
        throw error(
          .jsonInvalidEscape, at: escapeStart, path: path,
          "Invalid escape '\(text)'; '\\u' takes exactly four hexadecimal digits.")
      }
      value = value << 4 | UInt16(digit)
      position += 1
    }
    return value
  }

  func controlCharacterError(_ byte: UInt8, quote: Int, path: JSONPath) -> JSONSyntaxError {
    if byte == 0x0A || byte == 0x0D {
      let start = slowLocation(quote)
      return error(
        .jsonInvalidString, at: position, path: path,
        "Line break in the string that starts at line \(start.line), column \(start.column); strings end on the line they start.",
        fix: "Close the string with '\"', or write the line break as '\\n'.")
    }
    let name: String
    switch byte {
    case 0x09: name = "'\\t'"
    case 0x08: name = "'\\b'"
    case 0x0C: name = "'\\f'"
    default: name = "'\\u00\(hex(byte))'"
    }
    return error(
      .jsonInvalidString, at: position, path: path,
      "Unescaped control character U+00\(hex(byte)) in a string.", fix: "Write it as \(name).")
  }

  // MARK: Numbers

  /// Parses a number; `position` must be at its `-` or first digit.
  mutating func parseNumber(path: JSONPath) throws(JSONSyntaxError) -> JSONValue {
    let start = position
    let location = currentLocation()
    var isInteger = true
    if bytes[position] == UInt8(ascii: "-") {
      position += 1
      if position < bytes.count,
        bytes[position] == UInt8(ascii: "I") || bytes[position] == UInt8(ascii: "N")
      {
        let word = "-" + wordToken(from: position)
        throw error(
          .jsonNonFiniteNumber, at: start, path: path,
          "Number '\(word)' is not allowed; JSON numbers are finite.")
      }
    }
    guard position < bytes.count, isDigit(bytes[position]) else {
      throw invalidNumber(from: start, path: path, reason: "expected a digit after '-'")
    }
    if bytes[position] == UInt8(ascii: "0") {
      position += 1
      if position < bytes.count, isDigit(bytes[position]) {
        throw invalidNumber(from: start, path: path, reason: "numbers cannot start with '0'")
      }
    } else {
      while position < bytes.count, isDigit(bytes[position]) { position += 1 }
    }
    if position < bytes.count, bytes[position] == UInt8(ascii: ".") {
      isInteger = false
      position += 1
      guard position < bytes.count, isDigit(bytes[position]) else {
        throw invalidNumber(from: start, path: path, reason: "expected a digit after '.'")
      }
      while position < bytes.count, isDigit(bytes[position]) { position += 1 }
    }
    if position < bytes.count, bytes[position] | 0x20 == UInt8(ascii: "e") {
      isInteger = false
      position += 1
      if position < bytes.count,
        bytes[position] == UInt8(ascii: "+") || bytes[position] == UInt8(ascii: "-")
      {
        position += 1
      }
      guard position < bytes.count, isDigit(bytes[position]) else {
        throw invalidNumber(from: start, path: path, reason: "expected a digit in the exponent")
      }
      while position < bytes.count, isDigit(bytes[position]) { position += 1 }
    }
    if position < bytes.count, isWordByte(bytes[position]) || bytes[position] == UInt8(ascii: ".") {
      throw invalidNumber(from: start, path: path, reason: nil)
    }
    let length = position - start
    var value: Double
    if isInteger && length <= 16 {
      var magnitude: Int64 = 0
      var index = start
      let negative = bytes[index] == UInt8(ascii: "-")
      if negative { index += 1 }
      while index < position {
        magnitude = magnitude * 10 + Int64(bytes[index] - UInt8(ascii: "0"))
        index += 1
      }
      value = Double(magnitude)
      if negative { value = -value }
    } else {
      let text = String(
        decoding: UnsafeBufferPointer(rebasing: bytes[start..<position]), as: UTF8.self)
      value = Double(text) ?? .infinity
      if !value.isFinite {
        throw error(
          .jsonNonFiniteNumber, at: start, path: path,
          "Number '\(text)' is too large; the largest is about 1.8e308.")
      }
    }
    return JSONValue(kind: .number(value), location: location, path: path)
  }

  func invalidNumber(from start: Int, path: JSONPath, reason: String?) -> JSONSyntaxError {
    let text = numberLikeToken(from: start)
    var message = "Invalid number '\(text)'"
    if let reason { message += "; \(reason)" }
    var fix: String? = nil
    if text.hasPrefix("0x") || text.hasPrefix("-0x") || text.hasPrefix("0X") {
      fix = "Write the number in decimal."
    } else if text.hasSuffix(".") {
      fix = "Write '\(text)0' or '\(text.dropLast())'."
    }
    return error(.jsonInvalidNumber, at: start, path: path, message + ".", fix: fix)
  }

  // MARK: Literals and bare words

  mutating func matchLiteral(_ literal: StaticString) -> Bool {
    let count = literal.utf8CodeUnitCount
    guard position + count <= bytes.count else { return false }
    let pointer = literal.utf8Start
    for index in 0..<count where bytes[position + index] != pointer[index] { return false }
    if position + count < bytes.count, isWordByte(bytes[position + count]) { return false }
    position += count
    return true
  }

  func bareWordError(path: JSONPath) -> JSONSyntaxError {
    let word = wordToken(from: position)
    switch word {
    case "NaN", "Infinity", "inf", "nan":
      return error(
        .jsonNonFiniteNumber, at: position, path: path,
        "Number '\(word)' is not allowed; JSON numbers are finite.")
    case "True", "TRUE", "False", "FALSE", "Null", "NULL", "nil", "None", "undefined":
      let fixed: String
      switch word.lowercased() {
      case "true": fixed = "true"
      case "false": fixed = "false"
      default: fixed = "null"
      }
      return error(
        .jsonUnexpectedCharacter, at: position, path: path,
        "Unexpected '\(word)'; expected a value.", fix: "Write '\(fixed)'.")
    default:
      return error(
        .jsonUnexpectedCharacter, at: position, path: path,
        "Unexpected '\(word)'; strings must be in double quotes.", fix: "Write '\"\(word)\"'.")
    }
  }

  // MARK: Whitespace and comments

  /// Skips JSON whitespace, keeping track of lines.
  mutating func skipWhitespace() {
    // On a local index: the indentation of a formatted file is a good part of its bytes.
    var index = position
    let count = bytes.count
    while index < count {
      switch bytes[index] {
      case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"):
        index += 1
      case UInt8(ascii: "\n"):
        index += 1
        line += 1
        lineStart = index
      default:
        position = index
        return
      }
    }
    position = index
  }

  /// Skips whitespace and reports a comment if one follows.
  @inline(__always)
  mutating func skipWhitespaceAndComments(path: JSONPath) throws(JSONSyntaxError) {
    // Often the next byte is already a token's (no whitespace, no '/'): no call then.
    if position < bytes.count, bytes[position] > 0x20, bytes[position] != UInt8(ascii: "/") {
      return
    }
    try skipWhitespaceThenComment(path: path)
  }

  /// ``skipWhitespaceAndComments(path:)`` past its first byte.
  mutating func skipWhitespaceThenComment(path: JSONPath) throws(JSONSyntaxError) {
    skipWhitespace()
    if position + 1 < bytes.count, bytes[position] == UInt8(ascii: "/"),
      bytes[position + 1] == UInt8(ascii: "/") || bytes[position + 1] == UInt8(ascii: "*")
    {
      throw error(
        .jsonComment, at: position, path: path, "Comments are not allowed in JSON.",
        fix: "Remove the comment, or put the text in a \"description\" string.")
    }
  }

  // MARK: Locations

  /// The location of `position`, which must be on the current line.
  mutating func currentLocation() -> TextLocation {
    location(position)
  }

  /// The location of `offset`; fast when `offset` is at or after the last location asked for on
  /// the current line.
  mutating func location(_ offset: Int) -> TextLocation {
    guard offset >= lineStart, offset <= bytes.count else { return slowLocation(offset) }
    if isASCII { return TextLocation(line: line, column: offset - lineStart + 1, offset: offset) }
    if columnMarkOffset < lineStart || columnMarkOffset > offset {
      columnMarkOffset = lineStart
      columnMarkColumn = 1
    }
    var column = columnMarkColumn
    var index = columnMarkOffset
    while index < offset {
      if bytes[index] & 0xC0 != 0x80 { column += 1 }
      index += 1
    }
    columnMarkOffset = offset
    columnMarkColumn = column
    return TextLocation(line: line, column: column, offset: offset)
  }

  /// The location of any offset, counted from the start of the text.
  func slowLocation(_ offset: Int) -> TextLocation {
    var line = 1
    var column = 1
    var index = textStart
    let end = min(offset, bytes.count)
    while index < end {
      let byte = bytes[index]
      if byte == UInt8(ascii: "\n") {
        line += 1
        column = 1
      } else if byte & 0xC0 != 0x80 {
        column += 1
      }
      index += 1
    }
    return TextLocation(line: line, column: column, offset: offset)
  }

  // MARK: Diagnostics

  func makeDiagnostic(
    _ code: LayoutFileDiagnostic.Code, at location: TextLocation, path: JSONPath,
    message: String, fix: String? = nil
  ) -> LayoutFileDiagnostic {
    LayoutFileDiagnostic(
      code: code, file: fileName, location: location, path: path, message: message, fix: fix)
  }

  func error(
    _ code: LayoutFileDiagnostic.Code, at offset: Int, path: JSONPath, _ message: String,
    fix: String? = nil
  ) -> JSONSyntaxError {
    JSONSyntaxError(
      diagnostic: makeDiagnostic(
        code, at: slowLocation(offset), path: path, message: message, fix: fix))
  }

  func trailingCommaError(at comma: TextLocation, before closer: String, path: JSONPath)
    -> JSONSyntaxError
  {
    JSONSyntaxError(
      diagnostic: makeDiagnostic(
        .jsonTrailingComma, at: comma, path: path,
        message: "Trailing comma before '\(closer)'; JSON does not allow one.",
        fix: "Remove the ','."))
  }

  /// The text of the token at `offset` for a message: a word, or a single character.
  func token(at offset: Int) -> String {
    guard offset < bytes.count else { return "" }
    if isWordByte(bytes[offset]) { return wordToken(from: offset) }
    var end = offset + 1
    while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
    let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[offset..<end]), as: UTF8.self)
    if let scalar = text.unicodeScalars.first, scalar.value < 0x20 || scalar.value == 0x7F {
      return "U+" + hexadecimal4(scalar.value)
    }
    return text
  }

  /// A run of letters, digits, `_` and `$` starting at `offset`, at most 40 bytes long.
  func wordToken(from offset: Int) -> String {
    var end = offset
    while end < bytes.count, end - offset < 40, isWordByte(bytes[end]) { end += 1 }
    return String(decoding: UnsafeBufferPointer(rebasing: bytes[offset..<end]), as: UTF8.self)
  }

  /// A run of characters that can appear in a mistyped number, at most 40 bytes long.
  func numberLikeToken(from offset: Int) -> String {
    var end = offset
    while end < bytes.count, end - offset < 40 {
      let byte = bytes[end]
      guard
        isWordByte(byte) || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "+")
          || byte == UInt8(ascii: "-")
      else { break }
      end += 1
    }
    return String(decoding: UnsafeBufferPointer(rebasing: bytes[offset..<end]), as: UTF8.self)
  }

  // MARK: Helpers

  func firstMember(named key: String, in members: [JSONMember]) -> JSONMember? {
    for index in members.indices where members[index].key == key { return members[index] }
    return nil
  }

  /// The offset of the first byte that is not part of valid UTF-8, if any. Also records whether
  /// the text is all ASCII.
  mutating func firstInvalidUTF8Offset() -> Int? {
    let check = UTF8Bytes.validate(bytes, from: textStart)
    isASCII = check.isASCII
    return check.invalidOffset
  }

  func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

  func isWordByte(_ byte: UInt8) -> Bool {
    (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
      || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
      || isDigit(byte) || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "$")
  }

  func startsValue(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "{") || byte == UInt8(ascii: "[")
      || byte == UInt8(ascii: "-") || isWordByte(byte)
  }

  func hexValue(_ byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
    default: return nil
    }
  }

  func hex(_ byte: UInt8) -> String {
    let digits = Array("0123456789ABCDEF")
    return String([digits[Int(byte >> 4)], digits[Int(byte & 0x0F)]])
  }

  func hex4(_ value: UInt16) -> String {
    hex(UInt8(value >> 8)) + hex(UInt8(value & 0xFF))
  }
}

/// The value in hexadecimal, upper case, at least four digits: `0009`.
private func hexadecimal4(_ value: UInt32) -> String {
  let digits = String(value, radix: 16, uppercase: true)
  return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
}
