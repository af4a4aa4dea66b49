/// The state of an XML parse: a cursor over the bytes, the elements still open, and the
/// bookkeeping that turns offsets into lines and columns.
struct XMLScanner {
  /// An element whose end tag has not been read yet.
  struct OpenElement {
    var element: XMLElement
    /// The character data read so far, as UTF-8.
    var text: [UInt8] = []
  }

  let bytes: UnsafeBufferPointer<UInt8>
  let fileName: String
  /// The next byte to read.
  var position = 0
  /// The offset where the text starts (after a byte order mark).
  var textStart = 0
  /// The elements open, outermost first.
  var open: [OpenElement] = []
  /// Element and attribute names made so far, handed out again for the same bytes.
  var names = JSONKeyCache()
  /// Bytes of a value being decoded (an attribute value with references or white space).
  var scratch: [UInt8] = []
  /// The attributes of the start tag being read, kept between tags for their capacity.
  var pendingAttributes: [XMLAttribute] = []
  /// A location already counted, from which later ones are counted on: parsing asks for
  /// locations in increasing order, so counting lines and columns costs O(*n*) in all.
  var mark: TextLocation

  init(bytes: UnsafeBufferPointer<UInt8>, fileName: String) {
    self.bytes = bytes
    self.fileName = fileName
    textStart = UTF8Bytes.byteOrderMarkLength(bytes)
    position = textStart
    mark = TextLocation(line: 1, column: 1, offset: textStart)
  }

  // MARK: The document

  mutating func parseDocument() -> XMLParseResult {
    do throws(XMLSyntaxError) {
      try checkCharacters()
      try parseDeclaration()
      try skipMisc(beforeRoot: true)
      guard position < bytes.count else {
        throw error(
          .xmlUnexpectedEnd, at: position,
          position == textStart
            ? "The document is empty; expected its root element."
            : "The document has no root element.",
          fix: "An Interface Builder document is one '<document …>' element.")
      }
      guard bytes[position] == UInt8(ascii: "<") else {
        throw error(
          .xmlUnexpectedCharacter, at: position,
          "Unexpected \(describe(at: position)) before the root element; an XML document starts "
            + "with '<'.",
          fix: "Remove everything before the XML declaration or the root element.")
      }
      let root = try parseElements()
      try skipMisc(beforeRoot: false)
      if position < bytes.count {
        throw error(
          .xmlTrailingContent, at: position,
          "Unexpected \(describe(at: position)) after the end of the root element '\(root.name)'.",
          fix: "Remove everything after '</\(root.name)>'; a document has one root element.")
      }
      return XMLParseResult(root: root, diagnostics: [])
    } catch {
      return XMLParseResult(root: nil, diagnostics: [error.diagnostic])
    }
  }

  /// Rejects a document that is too large, is not UTF-8, or holds a character XML 1.0 does not
  /// allow anywhere (C0 controls but tab, line feed and carriage return; U+FFFE and U+FFFF).
  mutating func checkCharacters() throws(XMLSyntaxError) {
    if bytes.count > XMLParser.maximumSize {
      throw error(
        .xmlTooLarge, at: textStart,
        "The document is \(bytes.count) bytes; documents of up to \(XMLParser.maximumSize) "
          + "bytes are read.",
        fix: "Split the storyboard into several (Editor ▸ Refactor to Storyboard).")
    }
    if let offset = UTF8Bytes.validate(bytes, from: textStart).invalidOffset {
      throw error(
        .xmlInvalidUTF8, at: offset,
        "Invalid UTF-8 byte '0x\(hex(bytes[offset]))'; Interface Builder documents are UTF-8.",
        fix: "Save the document as UTF-8.")
    }
    var index = textStart
    let base = UnsafeRawPointer(bytes.baseAddress)
    while index < bytes.count {
      // Eight bytes at a time while they are all printable ASCII (0x20 to 0x7F): for such a
      // byte b, b + 0x60 sets its high bit and carries into no other byte.
      if let base {
        while index + 8 <= bytes.count {
          let word = base.loadUnaligned(fromByteOffset: index, as: UInt64.self)
          let highBits: UInt64 = 0x8080_8080_8080_8080
          guard word & highBits == 0, (word &+ 0x6060_6060_6060_6060) & highBits == highBits
          else { break }
          index += 8
        }
        if index >= bytes.count { break }
      }
      let byte = bytes[index]
      if byte < 0x20, byte != 0x09, byte != 0x0A, byte != 0x0D {
        throw error(
          .xmlInvalidCharacter, at: index,
          "The control character U+\(hex(byte, width: 4)) cannot appear in an XML document.",
          fix: "Remove it; XML 1.0 allows no control character but tab and line breaks.")
      }
      if byte == 0xEF, index + 2 < bytes.count, bytes[index + 1] == 0xBF,
        bytes[index + 2] == 0xBE || bytes[index + 2] == 0xBF
      {
        throw error(
          .xmlInvalidCharacter, at: index,
          "The noncharacter U+\(bytes[index + 2] == 0xBE ? "FFFE" : "FFFF") cannot appear in an "
            + "XML document.", fix: "Remove it.")
      }
      index += 1
    }
  }

  /// Reads the XML declaration, if the document starts with one: `version` 1.0, `encoding`
  /// UTF-8 when given, `standalone` `yes` or `no` when given.
  mutating func parseDeclaration() throws(XMLSyntaxError) {
    guard matches("<?xml", at: position), position + 5 < bytes.count,
      isWhitespace(bytes[position + 5])
    else { return }
    let start = position
    position += 5
    var seen: [String] = []
    while true {
      skipWhitespace()
      guard position < bytes.count else {
        throw error(
          .xmlUnexpectedEnd, at: position, "The XML declaration is not closed.",
          fix: "End it with '?>'.")
      }
      if matches("?>", at: position) {
        position += 2
        break
      }
      let attribute = try parseAttribute(inStartTagOf: nil)
      let expected = ["version", "encoding", "standalone"]
      guard let rank = expected.firstIndex(of: attribute.name), !seen.contains(attribute.name),
        seen.allSatisfy({ expected.firstIndex(of: $0)! < rank })
      else {
        throw error(
          .xmlDeclaration, at: attribute.location.offset,
          "'\(attribute.name)' cannot appear there in the XML declaration.",
          fix: "Write '<?xml version=\"1.0\" encoding=\"UTF-8\"?>'.")
      }
      seen.append(attribute.name)
      switch attribute.name {
      case "version" where attribute.value != "1.0":
        throw error(
          .xmlDeclaration, at: attribute.valueLocation.offset,
          "XML version '\(attribute.value)' is not read; only version 1.0 is.",
          fix: "Write version=\"1.0\", as Interface Builder does.")
      case "encoding" where attribute.value.lowercased() != "utf-8":
        throw error(
          .xmlDeclaration, at: attribute.valueLocation.offset,
          "The encoding '\(attribute.value)' is not read; Interface Builder documents are UTF-8.",
          fix: "Save the document as UTF-8 and write encoding=\"UTF-8\".")
      case "standalone" where attribute.value != "yes" && attribute.value != "no":
        throw error(
          .xmlDeclaration, at: attribute.valueLocation.offset,
          "standalone is 'yes' or 'no', not '\(attribute.value)'.", fix: "Remove it.")
      default:
        break
      }
    }
    if seen.first != "version" {
      throw error(
        .xmlDeclaration, at: start, "The XML declaration has no version.",
        fix: "Write '<?xml version=\"1.0\" encoding=\"UTF-8\"?>'.")
    }
  }

  /// Skips white space, comments and processing instructions around the root element, and
  /// rejects a document type declaration.
  mutating func skipMisc(beforeRoot: Bool) throws(XMLSyntaxError) {
    while true {
      skipWhitespace()
      if matches("<!--", at: position) {
        try skipComment()
      } else if matches("<?", at: position) {
        try skipProcessingInstruction()
      } else if matches("<!DOCTYPE", at: position) {
        throw error(
          .xmlDoctype, at: position,
          beforeRoot
            ? "Document type declarations are not read (no DTD, no entities but XML's own)."
            : "A document type declaration cannot follow the root element.",
          fix: "Remove the '<!DOCTYPE …>' declaration; Interface Builder never writes one.")
      } else {
        return
      }
    }
  }

  // MARK: Locations

  /// The line and column of `offset`: counted on from ``mark`` when `offset` is not before it,
  /// from the start otherwise.
  mutating func location(at offset: Int) -> TextLocation {
    var current = offset >= mark.offset ? mark : TextLocation(line: 1, column: 1, offset: textStart)
    let end = min(offset, bytes.count)
    var index = current.offset
    // Eight bytes at a time while they are ASCII and none is a line feed (a word holds a zero
    // byte, here a byte equal to 0x0A, when `(x - 0x01…01) & ~x & 0x80…80` is not zero).
    if let base = UnsafeRawPointer(bytes.baseAddress) {
      let highBits: UInt64 = 0x8080_8080_8080_8080
      while index + 8 <= end {
        let word = base.loadUnaligned(fromByteOffset: index, as: UInt64.self)
        let lineFeeds = word ^ 0x0A0A_0A0A_0A0A_0A0A
        guard word & highBits == 0,
          (lineFeeds &- 0x0101_0101_0101_0101) & ~lineFeeds & highBits == 0
        else { break }
        current.column += 8
        index += 8
      }
    }
    while index < end {
      let byte = bytes[index]
      if byte == UInt8(ascii: "\n") {
        current.line += 1
        current.column = 1
      } else if byte & 0xC0 != 0x80 {
        current.column += 1
      }
      index += 1
    }
    current.offset = offset
    mark = current
    return current
  }

  // MARK: Bytes

  func matches(_ literal: StaticString, at offset: Int) -> Bool {
    let count = literal.utf8CodeUnitCount
    guard offset + count <= bytes.count else { return false }
    let text = UnsafeBufferPointer(start: literal.utf8Start, count: count)
    for index in 0..<count where bytes[offset + index] != text[index] { return false }
    return true
  }

  func isWhitespace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x0A || byte == 0x09 || byte == 0x0D
  }

  mutating func skipWhitespace() {
    while position < bytes.count, isWhitespace(bytes[position]) { position += 1 }
  }

  /// Whether `byte` can start a name: an ASCII letter, `_`, `:`, or any non-ASCII byte.
  func isNameStart(_ byte: UInt8) -> Bool {
    (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z"))
      || byte == UInt8(ascii: "_") || byte == UInt8(ascii: ":") || byte >= 0x80
  }

  /// Whether `byte` can continue a name: a name start, a digit, `-` or `.`.
  func isNameByte(_ byte: UInt8) -> Bool {
    isNameStart(byte) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
      || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".")
  }

  /// The string of the UTF-8 bytes in `range` (already validated).
  func string(_ range: Range<Int>) -> String {
    String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
  }

  // MARK: Diagnostics

  /// What is at `offset`, for a message: `'x'` (a whole character), `a line break`, or `the end
  /// of the document`.
  func describe(at offset: Int) -> String {
    guard offset < bytes.count else { return "end of the document" }
    switch bytes[offset] {
    case 0x0A, 0x0D: return "line break"
    case 0x09: return "tab"
    case 0x20: return "space"
    default:
      var end = offset + 1
      while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
      return "'\(string(offset..<end))'"
    }
  }

  func hex(_ byte: UInt8, width: Int = 2) -> String {
    let digits = String(byte, radix: 16, uppercase: true)
    return String(repeating: "0", count: max(0, width - digits.count)) + digits
  }

  mutating func error(
    _ code: LayoutFileDiagnostic.Code, at offset: Int, _ message: String, fix: String? = nil
  ) -> XMLSyntaxError {
    XMLSyntaxError(
      diagnostic: LayoutFileDiagnostic(
        code: code, file: fileName, location: location(at: offset), path: nil, message: message,
        fix: fix))
  }
}
