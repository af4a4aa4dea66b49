/// A strict RFC 8259 JSON parser that remembers where every value came from.
///
/// Foundation's `JSONSerialization` cannot say where a value is, so layout files are read with
/// this parser instead. It works on UTF-8 bytes and builds a ``JSONTape``: one small entry per
/// value with its byte offset, from which every value's ``TextLocation`` and ``JSONPath`` and
/// every key's location are computed when asked (``JSONParseResult/value`` gives the same
/// document as a tree of ``JSONValue``s).
///
/// It accepts exactly RFC 8259 JSON, with one allowance the RFC permits: a UTF-8 byte order mark
/// at the start is skipped. It rejects, with a diagnostic that names the line and column:
/// comments, trailing commas, single-quoted strings, unquoted keys, control characters in
/// strings, invalid escapes and unpaired surrogates, invalid UTF-8, numbers JSON does not allow
/// (`01`, `1.`, `.5`, `+1`, `0x10`), numbers too large for a `Double` (`1e999`), `NaN` and
/// `Infinity`, content after the top-level value, and nesting deeper than ``maximumDepth``.
/// Duplicate keys are reported too, but parsing goes on (the first member wins) so that later
/// stages can report more problems; every other error stops the parse. Texts of 4 GiB or more
/// are rejected (offsets are 32 bits).
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
  /// - Returns: The document, unless there was a syntax error, and the diagnostics.
  /// - Complexity: O(*n*) in the length of the text.
  package static func parse(_ bytes: [UInt8], fileName: String) -> JSONParseResult {
    bytes.withUnsafeBufferPointer { buffer in
      var scanner = JSONScanner(bytes: buffer, source: bytes, fileName: fileName)
      return scanner.parseDocument()
    }
  }

  /// Parses JSON text.
  ///
  /// - Parameters:
  ///   - text: The text.
  ///   - fileName: The file name to put in diagnostics.
  /// - Returns: The document, unless there was a syntax error, and the diagnostics.
  package static func parse(_ text: String, fileName: String) -> JSONParseResult {
    parse(Array(text.utf8), fileName: fileName)
  }
}

/// What `JSONParser` found: a document, if the text was valid JSON, and any diagnostics.
package struct JSONParseResult {
  /// The document; `nil` when a syntax error stopped the parse.
  package var tape: JSONTape?
  /// The problems found, in file order. When ``tape`` is not `nil`, these are duplicate keys.
  package var diagnostics: [LayoutFileDiagnostic]

  /// The top-level value as a tree; `nil` when a syntax error stopped the parse. The tree is
  /// built from ``tape`` each time.
  package var value: JSONValue? { tape?.tree }
}

/// The error that stops a parse.
private struct JSONSyntaxError: Error {
  var diagnostic: LayoutFileDiagnostic
}

/// Where a value is, or is about to be, in the tape: its container's entry and its place there
/// (see `JSONTape.Entry.slot`). Turned into a `JSONPath` only for a diagnostic.
private struct PendingPath {
  var parent: UInt32
  var slot: UInt32

  static let root = PendingPath(parent: JSONTape.noParent, slot: 0)
}

/// The parser's state: a cursor over the bytes and the tape being built.
private struct JSONScanner {
  let bytes: UnsafeBufferPointer<UInt8>
  /// The same bytes, for the tape.
  let source: [UInt8]
  let fileName: String
  /// The next byte to read.
  var position = 0
  /// The offset where columns start counting (after a byte order mark).
  var textStart = 0
  var depth = 0
  var diagnostics: [LayoutFileDiagnostic] = []
  /// Whether the text (after a byte order mark) is all ASCII, so that a column is a byte count.
  var isASCII = false
  /// The lines met so far.
  var lines: JSONLineTable
  /// The tape's entries, children and escaped strings (see `JSONTape`).
  var entries: [JSONTape.Entry] = []
  var children: [UInt32] = []
  var childKeys: [String] = []
  var strings: [String] = []
  var stringOffsets: [UInt32] = []
  /// The children of the open containers, innermost last; a container moves its own to
  /// `children` when it closes.
  var pending: [UInt32] = []
  /// The keys of the children on `pending` (empty for an array's elements).
  var pendingKeys: [String] = []
  /// A string's decoded bytes while it has escapes.
  var decodeBuffer: [UInt8] = []

  init(bytes: UnsafeBufferPointer<UInt8>, source: [UInt8], fileName: String) {
    self.bytes = bytes
    self.source = source
    self.fileName = fileName
    if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF {
      position = 3
      textStart = 3
    }
    lines = JSONLineTable(bytes: bytes, textStart: textStart, isASCII: true)
    entries.reserveCapacity(bytes.count / 16)
    children.reserveCapacity(bytes.count / 16)
    childKeys.reserveCapacity(bytes.count / 16)
  }

  /// The tape as it stands.
  func makeTape() -> JSONTape {
    JSONTape(
      source: source, entries: entries, children: children, childKeys: childKeys, strings: strings,
      stringOffsets: stringOffsets, lines: lines)
  }

  /// The path of a value, for a diagnostic.
  func resolve(_ path: PendingPath) -> JSONPath {
    entries.withUnsafeBufferPointer { entries in
      JSONTape.path(parent: path.parent, slot: path.slot, entries: entries) {
        key(at: Int($0))
      }
    }
  }

  // MARK: Entry

  mutating func parseDocument() -> JSONParseResult {
    if bytes.count >= Int(UInt32.max) {
      let diagnostic = makeDiagnostic(
        .jsonTrailingContent, at: TextLocation(line: 1, column: 1, offset: 0), path: .root,
        message: "The file is 4 GiB or larger; layout files must be smaller.")
      return JSONParseResult(tape: nil, diagnostics: [diagnostic])
    }
    if let offset = firstInvalidUTF8Offset() {
      let diagnostic = makeDiagnostic(
        .jsonInvalidUTF8, at: slowLocation(offset), path: .root,
        message: "Invalid UTF-8 byte '0x\(hex(bytes[offset]))'; layout files must be UTF-8 text.")
      return JSONParseResult(tape: nil, diagnostics: [diagnostic])
    }
    if !isASCII { lines = JSONLineTable(bytes: bytes, textStart: textStart, isASCII: false) }
    do throws(JSONSyntaxError) {
      skipWhitespace()
      if position >= bytes.count {
        throw error(
          .jsonUnexpectedEnd, at: position, path: .root,
          "The file is empty; expected a JSON object.", fix: Self.layoutShapeFix)
      }
      if let notJSON = notJSONError() { throw notJSON }
      _ = try parseValue(path: .root)
      try skipWhitespaceAndComments(path: .root)
      if position < bytes.count {
        throw error(
          .jsonTrailingContent, at: position, path: .root,
          "Unexpected '\(token(at: position))' after the end of the JSON value.",
          fix: "Remove everything after the closing '\(entries[0].tag == .object ? "}" : "]")'.")
      }
      return JSONParseResult(tape: makeTape(), diagnostics: diagnostics)
    } catch {
      diagnostics.append(error.diagnostic)
      return JSONParseResult(tape: nil, diagnostics: LayoutFileDiagnostic.sorted(diagnostics))
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

  /// Appends a value's entry, and its contents' entries, to the tape.
  ///
  /// - Returns: The index of the value's entry.
  mutating func parseValue(path: PendingPath) throws(JSONSyntaxError) -> UInt32 {
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
      let start = position
      let (tag, payload) = try parseString(path: path)
      return append(tag, payload: payload, at: start, path: path)
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
      let start = position
      let number = try parseNumber(path: path)
      return append(.number, payload: number.bitPattern, at: start, path: path)
    case UInt8(ascii: "t"), UInt8(ascii: "f"), UInt8(ascii: "n"):
      let start = position
      if matchLiteral("true") { return append(.boolTrue, payload: 0, at: start, path: path) }
      if matchLiteral("false") { return append(.boolFalse, payload: 0, at: start, path: path) }
      if matchLiteral("null") { return append(.null, payload: 0, at: start, path: path) }
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

  /// Appends an entry; returns its index.
  mutating func append(
    _ tag: JSONTape.Tag, payload: UInt64, at offset: Int, path: PendingPath
  ) -> UInt32 {
    let index = UInt32(truncatingIfNeeded: entries.count)
    entries.append(
      JSONTape.Entry(
        payload: payload, offset: UInt32(truncatingIfNeeded: offset), parent: path.parent,
        slot: path.slot, tag: tag))
    return index
  }

  /// Moves the children of the container `index`, gathered on `pending` from `base`, to the
  /// tape's `children`, and steps over the container's closing bracket.
  mutating func close(_ index: UInt32, pendingFrom base: Int) {
    let start = children.count
    let count = pending.count - base
    if count > 0 {
      children.append(contentsOf: pending[base...])
      childKeys.append(contentsOf: pendingKeys[base...])
      pending.removeLast(count)
      pendingKeys.removeLast(count)
    }
    entries[Int(index)].payload = UInt64(start) << 32 | UInt64(count)
    position += 1
    depth -= 1
  }

  mutating func parseObject(path: PendingPath) throws(JSONSyntaxError) -> UInt32 {
    let start = position
    let index = append(.object, payload: 0, at: start, path: path)
    try enterContainer(path: path)
    position += 1
    let base = pending.count
    var lastComma: Int? = nil
    try skipWhitespaceAndComments(path: path)
    if position < bytes.count, bytes[position] == UInt8(ascii: "}") {
      close(index, pendingFrom: base)
      return index
    }
    while true {
      try skipWhitespaceAndComments(path: path)
      guard position < bytes.count else {
        let location = slowLocation(start)
        throw error(
          .jsonUnexpectedEnd, at: position, path: path,
          "Unexpected end of file; expected a key in double quotes.",
          fix:
            "Close the object that starts at line \(location.line), column \(location.column) with '}'."
        )
      }
      let byte = bytes[position]
      if byte != UInt8(ascii: "\"") {
        if byte == UInt8(ascii: "}"), let comma = lastComma {
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
      let keyOffset = position
      _ = try parseString(path: path)
      try skipWhitespaceAndComments(path: path)
      guard position < bytes.count else {
        throw error(
          .jsonUnexpectedEnd, at: position, path: path,
          "Unexpected end of file; expected ':' after key '\(key(at: keyOffset))'.")
      }
      guard bytes[position] == UInt8(ascii: ":") else {
        throw error(
          .jsonUnexpectedCharacter, at: position, path: path,
          "Unexpected '\(token(at: position))'; expected ':' after key '\(key(at: keyOffset))'.",
          fix: bytes[position] == UInt8(ascii: "=") ? "Use ':' instead of '='." : nil)
      }
      position += 1
      let memberPath = PendingPath(parent: index, slot: UInt32(truncatingIfNeeded: keyOffset))
      let value = try parseValue(path: memberPath)
      let key = key(at: keyOffset)
      if let first = firstKey(equalTo: key, from: base) {
        let firstLocation = lines.location(first, in: bytes)
        diagnostics.append(
          makeDiagnostic(
            .jsonDuplicateKey, at: lines.location(keyOffset, in: bytes),
            path: resolve(memberPath),
            message:
              "Duplicate key '\(key)'; it is already at line \(firstLocation.line), column \(firstLocation.column).",
            fix: "Remove one of the two; the first is used."))
      } else {
        pending.append(value)
        pendingKeys.append(key)
      }
      try skipWhitespaceAndComments(path: path)
      guard position < bytes.count else {
        let location = slowLocation(start)
        throw error(
          .jsonUnexpectedEnd, at: position, path: path,
          "Unexpected end of file; expected ',' or '}'.",
          fix:
            "Close the object that starts at line \(location.line), column \(location.column) with '}'."
        )
      }
      switch bytes[position] {
      case UInt8(ascii: ","):
        lastComma = position
        position += 1
      case UInt8(ascii: "}"):
        close(index, pendingFrom: base)
        return index
      default:
        let isValueStart = startsValue(bytes[position])
        throw error(
          .jsonUnexpectedCharacter, at: position, path: path,
          "Unexpected '\(token(at: position))' after the value of '\(key)'; expected ',' or '}'.",
          fix: isValueStart ? "Add a ',' before it." : nil)
      }
    }
  }

  mutating func parseArray(path: PendingPath) throws(JSONSyntaxError) -> UInt32 {
    let start = position
    let index = append(.array, payload: 0, at: start, path: path)
    try enterContainer(path: path)
    position += 1
    let base = pending.count
    try skipWhitespaceAndComments(path: path)
    if position < bytes.count, bytes[position] == UInt8(ascii: "]") {
      close(index, pendingFrom: base)
      return index
    }
    while true {
      let elementPath = PendingPath(
        parent: index, slot: UInt32(truncatingIfNeeded: pending.count - base))
      pending.append(try parseValue(path: elementPath))
      pendingKeys.append("")
      try skipWhitespaceAndComments(path: path)
      guard position < bytes.count else {
        let location = slowLocation(start)
        throw error(
          .jsonUnexpectedEnd, at: position, path: path,
          "Unexpected end of file; expected ',' or ']'.",
          fix:
            "Close the array that starts at line \(location.line), column \(location.column) with ']'."
        )
      }
      switch bytes[position] {
      case UInt8(ascii: ","):
        let comma = position
        position += 1
        try skipWhitespaceAndComments(path: path)
        if position < bytes.count, bytes[position] == UInt8(ascii: "]") {
          throw trailingCommaError(at: comma, before: "]", path: path)
        }
      case UInt8(ascii: "]"):
        close(index, pendingFrom: base)
        return index
      default:
        let isValueStart = startsValue(bytes[position])
        throw error(
          .jsonUnexpectedCharacter, at: position, path: path,
          "Unexpected '\(token(at: position))' in an array; expected ',' or ']'.",
          fix: isValueStart ? "Add a ',' before it." : nil)
      }
    }
  }

  mutating func enterContainer(path: PendingPath) throws(JSONSyntaxError) {
    depth += 1
    if depth > JSONParser.maximumDepth {
      throw error(
        .jsonTooDeep, at: position, path: path,
        "Arrays and objects are nested more than \(JSONParser.maximumDepth) levels deep.")
    }
  }

  // MARK: Strings

  /// Reads a string; `position` must be at its opening quote. A string without escapes stays in
  /// the file's bytes; one with escapes is decoded into the tape's `strings`.
  ///
  /// - Returns: The string's tag and payload (see `JSONTape.Tag`).
  mutating func parseString(
    path: PendingPath
  ) throws(JSONSyntaxError) -> (JSONTape.Tag, UInt64) {
    let quote = position
    position += 1
    let contentStart = position
    while position < bytes.count {
      let byte = bytes[position]
      if byte == UInt8(ascii: "\"") {
        position += 1
        return (.rawString, UInt64(position - 1 - contentStart))
      }
      if byte == UInt8(ascii: "\\") || byte < 0x20 { break }
      position += 1
    }
    // The scratch buffer is taken out while it is filled (`parseEscape` mutates `self`).
    var buffer: [UInt8] = []
    swap(&buffer, &decodeBuffer)
    defer { swap(&buffer, &decodeBuffer) }
    buffer.removeAll(keepingCapacity: true)
    buffer.append(contentsOf: bytes[contentStart..<position])
    while position < bytes.count {
      let byte = bytes[position]
      switch byte {
      case UInt8(ascii: "\""):
        position += 1
        strings.append(String(decoding: buffer, as: UTF8.self))
        stringOffsets.append(UInt32(truncatingIfNeeded: quote))
        return (.escapedString, UInt64(strings.count - 1))
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

  /// The decoded text of the key whose opening quote is at `offset`, already read.
  func key(at offset: Int) -> String {
    let start = offset + 1
    var end = start
    while bytes[end] != UInt8(ascii: "\"") {
      if bytes[end] == UInt8(ascii: "\\") {
        return JSONTape.escapedString(
          at: UInt32(truncatingIfNeeded: offset), strings: strings, offsets: stringOffsets)
      }
      end += 1
    }
    return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
  }

  /// The key offset of the first member, among the open object's members gathered on `pending`
  /// from `base`, whose key is `key`.
  func firstKey(equalTo key: String, from base: Int) -> Int? {
    for index in base..<pending.count where pendingKeys[index] == key {
      return Int(entries[Int(pending[index])].slot)
    }
    return nil
  }

  /// Decodes one escape sequence; `position` must be at its backslash.
  mutating func parseEscape(into buffer: inout [UInt8], path: PendingPath) throws(JSONSyntaxError) {
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
  mutating func parseHex4(escapeStart: Int, path: PendingPath) throws(JSONSyntaxError) -> UInt16 {
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

  func controlCharacterError(_ byte: UInt8, quote: Int, path: PendingPath) -> JSONSyntaxError {
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
  mutating func parseNumber(path: PendingPath) throws(JSONSyntaxError) -> Double {
    let start = position
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
    return value
  }

  func invalidNumber(from start: Int, path: PendingPath, reason: String?) -> JSONSyntaxError {
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

  func bareWordError(path: PendingPath) -> JSONSyntaxError {
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
    while position < bytes.count {
      switch bytes[position] {
      case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"):
        position += 1
      case UInt8(ascii: "\n"):
        position += 1
        lines.addLine(startingAt: position)
      default:
        return
      }
    }
  }

  /// Skips whitespace and reports a comment if one follows.
  mutating func skipWhitespaceAndComments(path: PendingPath) throws(JSONSyntaxError) {
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
    _ code: LayoutFileDiagnostic.Code, at offset: Int, path: PendingPath, _ message: String,
    fix: String? = nil
  ) -> JSONSyntaxError {
    JSONSyntaxError(
      diagnostic: makeDiagnostic(
        code, at: slowLocation(offset), path: resolve(path), message: message, fix: fix))
  }

  func trailingCommaError(at comma: Int, before closer: String, path: PendingPath)
    -> JSONSyntaxError
  {
    JSONSyntaxError(
      diagnostic: makeDiagnostic(
        .jsonTrailingComma, at: slowLocation(comma), path: resolve(path),
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

  /// The offset of the first byte that is not part of valid UTF-8, if any. Also records whether
  /// the text is all ASCII.
  mutating func firstInvalidUTF8Offset() -> Int? {
    var index = textStart
    let count = bytes.count
    var sawNonASCII = false
    defer { isASCII = !sawNonASCII }
    let base = UnsafeRawPointer(bytes.baseAddress)
    while index < count {
      // Eight ASCII bytes at a time.
      if let base {
        while index + 8 <= count,
          base.loadUnaligned(fromByteOffset: index, as: UInt64.self) & 0x8080_8080_8080_8080 == 0
        {
          index += 8
        }
        if index >= count { break }
      }
      let byte = bytes[index]
      if byte < 0x80 {
        index += 1
        continue
      }
      sawNonASCII = true
      let length: Int
      var minimum: UInt32
      var value: UInt32
      switch byte {
      case 0xC2...0xDF: length = 2; minimum = 0x80; value = UInt32(byte & 0x1F)
      case 0xE0...0xEF: length = 3; minimum = 0x800; value = UInt32(byte & 0x0F)
      case 0xF0...0xF4: length = 4; minimum = 0x10000; value = UInt32(byte & 0x07)
      default: return index
      }
      guard index + length <= count else { return index }
      for next in 1..<length {
        let continuation = bytes[index + next]
        guard continuation & 0xC0 == 0x80 else { return index }
        value = value << 6 | UInt32(continuation & 0x3F)
      }
      if value < minimum || value > 0x10FFFF || (0xD800...0xDFFF).contains(value) { return index }
      index += length
    }
    return nil
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
