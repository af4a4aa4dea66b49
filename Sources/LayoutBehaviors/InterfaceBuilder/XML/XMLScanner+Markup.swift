extension XMLScanner {
  // MARK: Elements

  /// Reads the root element and everything inside it, without recursion: open elements wait
  /// on ``open`` until their end tag.
  mutating func parseElements() throws(XMLSyntaxError) -> XMLElement {
    if let root = try parseStartTag() { return root }
    while true {
      guard position < bytes.count else {
        let innermost = open[open.count - 1].element
        throw error(
          .xmlUnexpectedEnd, at: position,
          "The document ends inside '<\(innermost.name)>' (line \(innermost.location.line)).",
          fix: "Close it with '</\(innermost.name)>'.")
      }
      let byte = bytes[position]
      if byte == UInt8(ascii: "<") {
        if matches("</", at: position) {
          if let root = try parseEndTag() { return root }
        } else if matches("<!--", at: position) {
          try skipComment()
        } else if matches("<![CDATA[", at: position) {
          try readCDATA()
        } else if matches("<?", at: position) {
          try skipProcessingInstruction()
        } else if matches("<!DOCTYPE", at: position) {
          throw error(
            .xmlDoctype, at: position,
            "A document type declaration cannot appear inside an element.",
            fix: "Remove the '<!DOCTYPE …>' declaration.")
        } else if matches("<!", at: position) {
          throw error(
            .xmlUnexpectedCharacter, at: position, "'<!' starts no markup XML knows here.",
            fix: "Write '<!--' for a comment or '<![CDATA[' for a CDATA section, or '&lt;!' "
              + "for the characters.")
        } else {
          // The root is open here, so the element is added to its parent, never returned.
          _ = try parseStartTag()
        }
      } else if byte == UInt8(ascii: "&") {
        let scalar = try readReference()
        UTF8.encode(scalar) { open[open.count - 1].text.append($0) }
      } else {
        try readCharacterData()
      }
    }
  }

  /// Reads a start tag at `<`. An element that closes itself (`<a/>`) is added to its parent,
  /// or returned when it is the root; any other is opened.
  mutating func parseStartTag() throws(XMLSyntaxError) -> XMLElement? {
    let start = position
    position += 1
    guard position < bytes.count, isNameStart(bytes[position]) else {
      throw error(
        .xmlUnexpectedCharacter, at: position,
        "Unexpected \(describe(at: position)) after '<'; an element's name starts with a letter, "
          + "'_' or ':'.", fix: "Write '&lt;' for a literal '<'.")
    }
    if open.count >= XMLParser.maximumDepth {
      throw error(
        .xmlTooDeep, at: start,
        "Elements are nested deeper than \(XMLParser.maximumDepth) levels.",
        fix: "Flatten the view hierarchy; Interface Builder documents nest a few dozen levels.")
    }
    let location = location(at: start)
    let name = readName()
    var element = XMLElement(name: name, location: location)
    // The attributes are gathered in the buffer of `pendingAttributes` (moved out, so that it
    // has one owner and is emptied in place), then copied into an array of their exact count:
    // one allocation an element instead of one each time an array grows.
    var attributes: [XMLAttribute] = []
    swap(&attributes, &pendingAttributes)
    attributes.removeAll(keepingCapacity: true)
    defer { swap(&attributes, &pendingAttributes) }
    while true {
      let beforeSpace = position
      skipWhitespace()
      guard position < bytes.count else {
        throw error(
          .xmlUnexpectedEnd, at: position, "The start tag '<\(name)' is not closed.",
          fix: "End it with '>' or '/>'.")
      }
      if bytes[position] == UInt8(ascii: ">") {
        position += 1
        element.attributes = Self.copy(attributes)
        open.append(OpenElement(element: element))
        return nil
      }
      if matches("/>", at: position) {
        position += 2
        element.attributes = Self.copy(attributes)
        return finish(element)
      }
      if position == beforeSpace {
        throw error(
          .xmlUnexpectedCharacter, at: position,
          "Unexpected \(describe(at: position)) in the start tag '<\(name)'.",
          fix: isNameStart(bytes[position])
            ? "Put a space between two attributes." : "End the tag with '>' or '/>'.")
      }
      let attribute = try parseAttribute(inStartTagOf: name)
      if let first = attributes.first(where: {
        $0.name.utf8.count == attribute.name.utf8.count && $0.name == attribute.name
      }) {
        throw error(
          .xmlDuplicateAttribute, at: attribute.location.offset,
          "'\(name)' has the attribute '\(attribute.name)' twice (first at line "
            + "\(first.location.line), column \(first.location.column)).",
          fix: "Remove one of them.")
      }
      attributes.append(attribute)
    }
  }

  /// A copy of `attributes` in an array of their exact count (none allocated when empty).
  static func copy(_ attributes: [XMLAttribute]) -> [XMLAttribute] {
    attributes.isEmpty ? [] : attributes.withUnsafeBufferPointer { Array($0) }
  }

  /// Reads an end tag at `</`, which must close the innermost open element; returns the root
  /// when it is the one closed.
  mutating func parseEndTag() throws(XMLSyntaxError) -> XMLElement? {
    let start = position
    position += 2
    let innermost = open[open.count - 1].element
    guard position < bytes.count, isNameStart(bytes[position]) else {
      throw error(
        .xmlUnexpectedCharacter, at: position,
        "Unexpected \(describe(at: position)) after '</'; expected the name '\(innermost.name)'.",
        fix: "Write '</\(innermost.name)>'.")
    }
    let nameStart = position
    while position < bytes.count, isNameByte(bytes[position]) { position += 1 }
    let matchesInnermost = innermost.name.hasUTF8(
      UnsafeBufferPointer(rebasing: bytes[nameStart..<position]))
    if !matchesInnermost {
      let found = string(nameStart..<position)
      let opener = open.dropLast().last { $0.element.name == found }
      throw error(
        .xmlMismatchedTag, at: start,
        "'</\(found)>' does not close '<\(innermost.name)>' (line \(innermost.location.line), "
          + "column \(innermost.location.column)).",
        fix: opener != nil
          ? "Close '<\(innermost.name)>' with '</\(innermost.name)>' before '</\(found)>'."
          : "Write '</\(innermost.name)>', or remove '</\(found)>'.")
    }
    skipWhitespace()
    guard position < bytes.count, bytes[position] == UInt8(ascii: ">") else {
      throw error(
        .xmlUnexpectedCharacter, at: position,
        "Unexpected \(describe(at: position)) in the end tag '</\(innermost.name)'.",
        fix: "End it with '>'.")
    }
    position += 1
    let closed = open.removeLast()
    var element = closed.element
    element.text = text(of: closed)
    return finish(element)
  }

  /// The text of a closed element: its character data, or nothing when that is only the white
  /// space between its children (formatting, not content).
  func text(of closed: OpenElement) -> String {
    if closed.text.isEmpty { return "" }
    if !closed.element.children.isEmpty, closed.text.allSatisfy(isWhitespace) { return "" }
    return String(decoding: closed.text, as: UTF8.self)
  }

  /// Adds a finished element to its parent; returns it when it is the root.
  mutating func finish(_ element: XMLElement) -> XMLElement? {
    if open.isEmpty { return element }
    open[open.count - 1].element.children.append(element)
    return nil
  }

  /// Reads a name at a name start.
  mutating func readName() -> String {
    let start = position
    while position < bytes.count, isNameByte(bytes[position]) { position += 1 }
    return names.key(UnsafeBufferPointer(rebasing: bytes[start..<position]))
  }

  // MARK: Attributes

  /// Reads `name = "value"` (or with single quotes) at a name start, in the start tag of the
  /// element `tag`, or in the XML declaration when `tag` is `nil`. (The context is put into words
  /// only for an error: attributes are most of a document.)
  mutating func parseAttribute(inStartTagOf tag: String?) throws(XMLSyntaxError) -> XMLAttribute {
    guard isNameStart(bytes[position]) else {
      let context = tag.map { "the start tag '<\($0)'" } ?? "the XML declaration"
      throw error(
        .xmlUnexpectedCharacter, at: position,
        "Unexpected \(describe(at: position)) in \(context); expected an attribute's name.",
        fix: tag != nil ? "End the tag with '>' or '/>'." : "End it with '?>'.")
    }
    let location = location(at: position)
    let name = readName()
    skipWhitespace()
    guard position < bytes.count, bytes[position] == UInt8(ascii: "=") else {
      throw error(
        .xmlUnexpectedCharacter, at: position,
        "Unexpected \(describe(at: position)) after the attribute '\(name)'; expected '='.",
        fix: "Give it a value in quotes: \(name)=\"…\".")
    }
    position += 1
    skipWhitespace()
    guard position < bytes.count,
      bytes[position] == UInt8(ascii: "\"") || bytes[position] == UInt8(ascii: "'")
    else {
      throw error(
        .xmlUnexpectedCharacter, at: position,
        "The value of '\(name)' is not in quotes (found \(describe(at: position))).",
        fix: "Put the value in double quotes: \(name)=\"…\".")
    }
    let quote = bytes[position]
    position += 1
    let valueStart = position
    // The common case: no reference and no white space to normalize, the bytes are the value.
    var plain = true
    while position < bytes.count, bytes[position] != quote {
      let byte = bytes[position]
      if byte == UInt8(ascii: "<") {
        throw error(
          .xmlUnexpectedCharacter, at: position,
          "'<' cannot appear in the value of the attribute '\(name)'.",
          fix: "Write '&lt;' for it, or close the value's quote.")
      }
      if byte == UInt8(ascii: "&") || byte == 0x09 || byte == 0x0A || byte == 0x0D {
        plain = false
        break
      }
      position += 1
    }
    if plain {
      guard position < bytes.count else { throw unclosedValue(of: name, from: valueStart - 1) }
      let value = string(valueStart..<position)
      position += 1
      return XMLAttribute(
        name: name, value: value, location: location, valueLocation: self.location(at: valueStart))
    }
    var value = scratch
    value.removeAll(keepingCapacity: true)
    value.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[valueStart..<position]))
    while position < bytes.count, bytes[position] != quote {
      let byte = bytes[position]
      switch byte {
      case UInt8(ascii: "<"):
        throw error(
          .xmlUnexpectedCharacter, at: position,
          "'<' cannot appear in the value of the attribute '\(name)'.",
          fix: "Write '&lt;' for it, or close the value's quote.")
      case UInt8(ascii: "&"):
        let scalar = try readReference()
        UTF8.encode(scalar) { value.append($0) }
      case 0x0D:
        // A line end (CR LF, or CR alone) is one space.
        value.append(0x20)
        position += 1
        if position < bytes.count, bytes[position] == 0x0A { position += 1 }
      case 0x09, 0x0A:
        value.append(0x20)
        position += 1
      default:
        value.append(byte)
        position += 1
      }
    }
    guard position < bytes.count else { throw unclosedValue(of: name, from: valueStart - 1) }
    position += 1
    scratch = value
    return XMLAttribute(
      name: name, value: String(decoding: value, as: UTF8.self), location: location,
      valueLocation: self.location(at: valueStart))
  }

  mutating func unclosedValue(of name: String, from quote: Int) -> XMLSyntaxError {
    error(
      .xmlUnexpectedEnd, at: quote, "The value of the attribute '\(name)' is never closed.",
      fix: "Close it with the quote it opens with.")
  }

  // MARK: Character data

  /// Reads text up to the next `<` or `&` into the innermost element, line ends normalized.
  mutating func readCharacterData() throws(XMLSyntaxError) {
    let start = position
    var runStart = position
    while position < bytes.count {
      let byte = bytes[position]
      if byte == UInt8(ascii: "<") || byte == UInt8(ascii: "&") { break }
      if byte == UInt8(ascii: ">"), position >= start + 2, bytes[position - 1] == 0x5D,
        bytes[position - 2] == 0x5D
      {
        throw error(
          .xmlUnexpectedCharacter, at: position - 2, "']]>' cannot appear in text.",
          fix: "Write ']]&gt;' instead.")
      }
      if byte == 0x0D {
        open[open.count - 1].text.append(
          contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<position]))
        open[open.count - 1].text.append(0x0A)
        position += 1
        if position < bytes.count, bytes[position] == 0x0A { position += 1 }
        runStart = position
        continue
      }
      position += 1
    }
    open[open.count - 1].text.append(
      contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<position]))
  }

  /// Reads a CDATA section at `<![CDATA[` into the innermost element's text.
  mutating func readCDATA() throws(XMLSyntaxError) {
    let start = position
    position += 9
    while position < bytes.count, !matches("]]>", at: position) {
      let byte = bytes[position]
      position += 1
      if byte == 0x0D {
        open[open.count - 1].text.append(0x0A)
        if position < bytes.count, bytes[position] == 0x0A { position += 1 }
      } else {
        open[open.count - 1].text.append(byte)
      }
    }
    guard position < bytes.count else {
      throw error(
        .xmlUnexpectedEnd, at: start, "The CDATA section is never closed.",
        fix: "Close it with ']]>'.")
    }
    position += 3
  }

  /// Reads a reference at `&` (`&amp;`, `&#38;`, `&#x26;`): the character it stands for.
  mutating func readReference() throws(XMLSyntaxError) -> Unicode.Scalar {
    let start = position
    position += 1
    var end = position
    while end < bytes.count, end - position < 32, bytes[end] != UInt8(ascii: ";"),
      !isWhitespace(bytes[end]), bytes[end] != UInt8(ascii: "<"), bytes[end] != UInt8(ascii: "&")
    {
      end += 1
    }
    guard end < bytes.count, bytes[end] == UInt8(ascii: ";"), end > position else {
      throw error(
        .xmlInvalidReference, at: start, "A '&' that starts no reference.",
        fix: "Write '&amp;' for a literal '&'.")
    }
    let body = UnsafeBufferPointer(rebasing: bytes[position..<end])
    position = end + 1
    if body[0] == UInt8(ascii: "#") {
      guard let scalar = characterReference(body) else {
        throw error(
          .xmlInvalidReference, at: start,
          "'&\(string(start + 1..<end));' is not a character XML allows.",
          fix: "Write a decimal '&#38;' or hexadecimal '&#x26;' reference to a character that "
            + "is not a control character.")
      }
      return scalar
    }
    let replacement: UInt8
    switch true {
    case UTF8Bytes.equal(body, "lt"): replacement = UInt8(ascii: "<")
    case UTF8Bytes.equal(body, "gt"): replacement = UInt8(ascii: ">")
    case UTF8Bytes.equal(body, "amp"): replacement = UInt8(ascii: "&")
    case UTF8Bytes.equal(body, "apos"): replacement = UInt8(ascii: "'")
    case UTF8Bytes.equal(body, "quot"): replacement = UInt8(ascii: "\"")
    default:
      throw error(
        .xmlInvalidReference, at: start,
        "The entity '&\(string(start + 1..<end));' is not defined; only XML's own are "
          + "(&lt; &gt; &amp; &apos; &quot;).",
        fix: "Write the character itself, or a reference such as '&#169;'.")
    }
    return Unicode.Scalar(replacement)
  }

  /// The character of `#123` or `#x7B`, if it is one XML allows.
  func characterReference(_ body: UnsafeBufferPointer<UInt8>) -> Unicode.Scalar? {
    var index = 1
    var radix: UInt32 = 10
    if body.count > 1, body[1] == UInt8(ascii: "x") {
      radix = 16
      index = 2
    }
    guard index < body.count, body.count - index <= 8 else { return nil }
    var value: UInt32 = 0
    while index < body.count {
      let byte = body[index]
      let digit: UInt32
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte - UInt8(ascii: "0"))
      case UInt8(ascii: "a")...UInt8(ascii: "f") where radix == 16:
        digit = UInt32(byte - UInt8(ascii: "a")) + 10
      case UInt8(ascii: "A")...UInt8(ascii: "F") where radix == 16:
        digit = UInt32(byte - UInt8(ascii: "A")) + 10
      default: return nil
      }
      value = value * radix + digit
      index += 1
    }
    let allowed =
      value == 0x09 || value == 0x0A || value == 0x0D || (0x20...0xD7FF).contains(value)
      || (0xE000...0xFFFD).contains(value) || (0x10000...0x10FFFF).contains(value)
    return allowed ? Unicode.Scalar(value) : nil
  }

  // MARK: Comments and processing instructions

  /// Skips a comment at `<!--`; `--` may not appear inside.
  mutating func skipComment() throws(XMLSyntaxError) {
    let start = position
    position += 4
    while position < bytes.count {
      if matches("--", at: position) {
        guard matches("-->", at: position) else {
          throw error(
            .xmlUnexpectedCharacter, at: position, "'--' cannot appear inside a comment.",
            fix: "Write '- -', or end the comment with '-->'.")
        }
        position += 3
        return
      }
      position += 1
    }
    throw error(
      .xmlUnexpectedEnd, at: start, "The comment is never closed.", fix: "Close it with '-->'.")
  }

  /// Skips a processing instruction at `<?`; its target may not be `xml`, which only the
  /// declaration at the very start may use.
  mutating func skipProcessingInstruction() throws(XMLSyntaxError) {
    let start = position
    position += 2
    guard position < bytes.count, isNameStart(bytes[position]) else {
      throw error(
        .xmlUnexpectedCharacter, at: position,
        "Unexpected \(describe(at: position)) after '<?'; expected the name of a processing "
          + "instruction.", fix: "Write '&lt;?' for the characters.")
    }
    let target = readName()
    if target.lowercased() == "xml" {
      throw error(
        .xmlDeclaration, at: start,
        "The XML declaration can only be the first thing in the document.",
        fix: "Move '<?xml …?>' to the very start, or remove it.")
    }
    while position < bytes.count, !matches("?>", at: position) { position += 1 }
    guard position < bytes.count else {
      throw error(
        .xmlUnexpectedEnd, at: start, "The processing instruction '<?\(target)' is never closed.",
        fix: "Close it with '?>'.")
    }
    position += 2
  }
}
