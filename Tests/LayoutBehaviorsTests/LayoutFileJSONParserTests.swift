import Testing

@testable import LayoutBehaviors

@Suite("LayoutFile JSON parser")
struct LayoutFileJSONParserTests {
  private func parse(_ text: String) -> JSONParseResult {
    JSONParser.parse(text, fileName: "test.json")
  }

  /// Parses invalid JSON with a marker at the expected error and checks the error.
  private func expectError(
    _ marked: String, _ code: LayoutFileDiagnostic.Code, _ message: String, fix: String? = nil,
    sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) {
    let (text, line, column) = LayoutFileTestSupport.removingMarker(marked)
    let result = parse(text)
    #expect(result.value == nil, sourceLocation: sourceLocation)
    guard let diagnostic = result.diagnostics.last else {
      Issue.record("No diagnostic.", sourceLocation: sourceLocation)
      return
    }
    #expect(diagnostic.code == code, sourceLocation: sourceLocation)
    #expect(diagnostic.line == line, "line", sourceLocation: sourceLocation)
    #expect(diagnostic.column == column, "column", sourceLocation: sourceLocation)
    #expect(diagnostic.message == message, sourceLocation: sourceLocation)
    #expect(diagnostic.fix == fix, sourceLocation: sourceLocation)
  }

  @Test func parsesEveryKindOfValueWithLocationsAndPaths() throws {
    let text = """
      {
        "null": null, "yes": true, "no": false,
        "number": -12.5e1,
        "list": [1, "two", {"three": [3]}],
        "a key": {}
      }
      """
    let value = try #require(parse(text).value)
    let members = try #require(value.members)
    #expect(members.map(\.key) == ["null", "yes", "no", "number", "list", "a key"])
    #expect(value.location == TextLocation(line: 1, column: 1, offset: 0))
    #expect(value.path.description == "$")
    #expect(members[0].keyLocation.line == 2)
    #expect(members[0].keyLocation.column == 3)
    #expect(members[0].value.location.column == 11)
    if case .null = members[0].value.kind {} else { Issue.record("Expected null.") }
    #expect(members[1].value.bool == true)
    #expect(members[2].value.bool == false)
    #expect(members[3].value.number == -125)
    #expect(members[3].value.location.line == 3)
    #expect(members[3].value.location.column == 13)
    let list = try #require(members[4].value.array)
    #expect(list.count == 3)
    #expect(list[1].string == "two")
    #expect(list[1].path.description == "$.list[1]")
    let nested = try #require(list[2]["three"]?.array?.first)
    #expect(nested.path.description == "$.list[2].three[0]")
    #expect(nested.location.line == 4 && nested.location.column == 33)
    #expect(members[5].path.description == "$[\"a key\"]")
    #expect(members[5].value.path.components == [.key("a key")])
  }

  @Test func decodesEscapesAndSurrogatePairs() throws {
    let value = try #require(
      parse(#"["\"\\\/\b\f\n\r\t", "\u00e9\u4E2D", "\ud83d\ude00", "\u0000"]"#).value)
    let strings = try #require(value.array).map { $0.string }
    #expect(strings == ["\"\\/\u{8}\u{c}\n\r\t", "é中", "😀", "\u{0}"])
  }

  @Test func parsesNumbersExactly() throws {
    let value = try #require(
      parse("[0, -0, 1, 1.5, 1e2, 1E+2, 25e-1, 123456789012345678, 1e-400, 9007199254740993]").value
    )
    let numbers = try #require(value.array).compactMap(\.number)
    #expect(numbers == [0, 0, 1, 1.5, 100, 100, 2.5, 123456789012345680, 0, 9007199254740992])
  }

  @Test func countsColumnsInUnicodeScalars() throws {
    let value = try #require(parse("{\"é😀\": 1, \"x\": 2}").value)
    // '{' '"' 'é' '😀' '"' ':' ' ' '1' ',' ' ' '"' → the key "x" starts at column 11.
    #expect(value.members?[1].keyLocation.column == 11)
    #expect(value.members?[1].keyLocation.offset == 14)
  }

  @Test func keepsLinesRightWithCarriageReturnsAndTabs() throws {
    let value = try #require(parse("{\r\n\t\"a\": 1,\r\n\t\"b\": 2}").value)
    #expect(value.members?[1].keyLocation.line == 3)
    #expect(value.members?[1].keyLocation.column == 2)
  }

  @Test func skipsAByteOrderMark() throws {
    let result = JSONParser.parse([0xEF, 0xBB, 0xBF] + Array("{\"a\": 1}".utf8), fileName: "t")
    let value = try #require(result.value)
    #expect(value.location.column == 1)
    #expect(value.members?[0].keyLocation.column == 2)
  }

  @Test func acceptsTheMaximumDepth() {
    let depth = JSONParser.maximumDepth
    let text = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
    #expect(parse(text).value != nil)
  }

  @Test func reportsDuplicateKeysAndKeepsTheFirst() throws {
    let result = parse("{\"a\": 1, \"b\": 2, \"a\": 3}")
    let value = try #require(result.value)
    #expect(value["a"]?.number == 1)
    #expect(value.members?.count == 2)
    #expect(result.diagnostics.count == 1)
    let diagnostic = try #require(result.diagnostics.first)
    #expect(diagnostic.code == .jsonDuplicateKey)
    #expect(diagnostic.column == 18)
    #expect(diagnostic.message == "Duplicate key 'a'; it is already at line 1, column 2.")
    #expect(diagnostic.fix == "Remove one of the two; the first is used.")
    #expect(diagnostic.path?.description == "$.a")
  }

  // MARK: Errors

  @Test func reportsAnEmptyFile() {
    let fix = JSONScannerFix.layoutShape
    expectError("‸", .jsonUnexpectedEnd, "The file is empty; expected a JSON object.", fix: fix)
    expectError(
      "  \n ‸", .jsonUnexpectedEnd, "The file is empty; expected a JSON object.", fix: fix)
  }

  /// A file that is not JSON at all is told so, at its first character, with the shape of a
  /// layout file as the fix; a bare word inside JSON is still a JSON mistake.
  @Test func reportsAFileThatIsNotJSON() {
    let fix = JSONScannerFix.layoutShape
    expectError(
      "‸root:\n  width: 375\n", .jsonUnexpectedCharacter,
      "The file is not JSON: it starts with 'root:', as YAML does.", fix: fix)
    expectError(
      "\n  ‸views :\n", .jsonUnexpectedCharacter,
      "The file is not JSON: it starts with 'views:', as YAML does.", fix: fix)
    expectError(
      "‸---\nroot: {}\n", .jsonUnexpectedCharacter,
      "The file is not JSON: it starts with '---', as a YAML document does.", fix: fix)
    expectError(
      "‸- a\n- b\n", .jsonUnexpectedCharacter,
      "The file is not JSON: it starts with '- ', as a YAML list does.", fix: fix)
    expectError(
      "‸hello world\n", .jsonUnexpectedCharacter,
      "The file is not JSON: it starts with the word 'hello', which is not a JSON value.",
      fix: fix)
    expectError(
      "‸<?xml version=\"1.0\"?>", .jsonUnexpectedCharacter,
      "The file is not JSON: it starts with '<', as XML and HTML do.", fix: fix)
    expectError(
      "‸# Layout\n", .jsonUnexpectedCharacter,
      "The file is not JSON: it starts with '#', as YAML comments and Markdown headings do.",
      fix: fix)
    expectError(
      "[‸ltr]", .jsonUnexpectedCharacter, "Unexpected 'ltr'; strings must be in double quotes.",
      fix: "Write '\"ltr\"'.")
    expectError(
      "‸True", .jsonUnexpectedCharacter, "Unexpected 'True'; expected a value.",
      fix: "Write 'true'.")
  }

  @Test func reportsUnexpectedEnds() {
    expectError("{\"a\": ‸", .jsonUnexpectedEnd, "Unexpected end of file; expected a value.")
    expectError(
      "{\"a\": 1‸", .jsonUnexpectedEnd, "Unexpected end of file; expected ',' or '}'.",
      fix: "Close the object that starts at line 1, column 1 with '}'.")
    expectError(
      "[1, 2‸", .jsonUnexpectedEnd, "Unexpected end of file; expected ',' or ']'.",
      fix: "Close the array that starts at line 1, column 1 with ']'.")
    expectError(
      "{\"a\": \"abc‸", .jsonUnexpectedEnd,
      "Unexpected end of file in the string that starts at line 1, column 7.",
      fix: "Close the string with '\"'.")
  }

  @Test func reportsTrailingCommas() {
    expectError(
      "{\"a\": 1‸,\n}", .jsonTrailingComma, "Trailing comma before '}'; JSON does not allow one.",
      fix: "Remove the ','.")
    expectError(
      "[1, 2‸, ]", .jsonTrailingComma, "Trailing comma before ']'; JSON does not allow one.",
      fix: "Remove the ','.")
  }

  @Test func reportsComments() {
    let fix = "Remove the comment, or put the text in a \"description\" string."
    expectError("‸// A layout\n{}", .jsonComment, "Comments are not allowed in JSON.", fix: fix)
    expectError("{\"a\": 1 ‸/* no */}", .jsonComment, "Comments are not allowed in JSON.", fix: fix)
  }

  @Test func reportsInvalidEscapes() {
    expectError(
      "[\"a‸\\x\"]", .jsonInvalidEscape, "Invalid escape '\\x' in a string.",
      fix: "Use one of '\\\"', '\\\\', '\\/', '\\b', '\\f', '\\n', '\\r', '\\t' or '\\uXXXX'.")
    expectError(
      "[\"‸\\u12G4\"]", .jsonInvalidEscape,
      "Invalid escape '\\u12G'; '\\u' takes exactly four hexadecimal digits.")
    expectError(
      "[\"‸\\ud800x\"]", .jsonInvalidEscape, "Unpaired UTF-16 surrogate '\\uD800' in a string.",
      fix:
        "Follow it with a low surrogate between '\\uDC00' and '\\uDFFF', or write the character itself."
    )
    expectError(
      "[\"‸\\udc00\"]", .jsonInvalidEscape, "Unpaired UTF-16 surrogate '\\uDC00' in a string.",
      fix: "A low surrogate must follow a high surrogate between '\\uD800' and '\\uDBFF'.")
  }

  @Test func reportsControlCharactersInStrings() {
    expectError(
      "[\"a‸\tb\"]", .jsonInvalidString, "Unescaped control character U+0009 in a string.",
      fix: "Write it as '\\t'.")
    expectError(
      "{\"a\": \"abc‸\n}", .jsonInvalidString,
      "Line break in the string that starts at line 1, column 7; strings end on the line they start.",
      fix: "Close the string with '\"', or write the line break as '\\n'.")
  }

  /// Strings are scanned eight bytes at a time: the byte that ends a plain run (the closing
  /// quote, a backslash, a control character) is found at every offset of a word and across
  /// words, and bytes just beside those classes (space, `#`, `[`, `]`, DEL, non-ASCII) are not
  /// taken for one.
  @Test func findsTheEndOfAStringAtEveryOffset() throws {
    for length in 0...19 {
      for start in 0...9 {
        // `start` spaces before the string move it against the eight-byte words.
        let pad = String(repeating: " ", count: start)
        let plain = String(repeating: "a", count: length)
        let parsed = try #require(parse("\(pad)[\"\(plain)\"]").value?.array)
        #expect(parsed.map(\.string) == [plain], "length \(length), start \(start)")
        for neighbor in [" ", "#", "[", "]", "!", "\u{7F}", "é", "€"] {
          let text = plain + neighbor + plain
          let value = try #require(parse("\(pad)[\"\(text)\"]").value?.array)
          #expect(value.map(\.string) == [text], "\(neighbor) at \(length), start \(start)")
        }
        let escaped = try #require(parse("\(pad)[\"\(plain)\\n\(plain)\"]").value?.array)
        #expect(escaped.map(\.string) == [plain + "\n" + plain], "escape at \(length)")
        for control in [0x01, 0x09, 0x1F] {
          let result = parse("\(pad)[\"\(plain)\(Character(UnicodeScalar(UInt8(control))))z\"]")
          #expect(result.value == nil)
          #expect(result.diagnostics.first?.code == .jsonInvalidString)
          #expect(result.diagnostics.first?.column == start + 3 + length, "control at \(length)")
        }
      }
    }
    // A key found after the word-at-a-time scan is the same key as one with an escape.
    let keys = try #require(parse(#"[{"abcdefghij": 1}, {"abcdefghi\u006a": 2}]"#).value?.array)
    #expect(keys.map { $0.members?.first?.key } == ["abcdefghij", "abcdefghij"])
  }

  @Test func reportsInvalidNumbers() {
    expectError("[‸01]", .jsonInvalidNumber, "Invalid number '01'; numbers cannot start with '0'.")
    expectError(
      "[‸1.]", .jsonInvalidNumber, "Invalid number '1.'; expected a digit after '.'.",
      fix: "Write '1.0' or '1'.")
    expectError(
      "[‸.5]", .jsonInvalidNumber, "Invalid number '.5'; JSON numbers start with '-' or a digit.",
      fix: "Write '0.5'.")
    expectError(
      "[‸+1]", .jsonInvalidNumber, "Invalid number '+1'; JSON numbers start with '-' or a digit.",
      fix: "Write '1'.")
    expectError("[‸-]", .jsonInvalidNumber, "Invalid number '-'; expected a digit after '-'.")
    expectError(
      "[‸0x10]", .jsonInvalidNumber, "Invalid number '0x10'.", fix: "Write the number in decimal.")
    expectError(
      "[‸1e]", .jsonInvalidNumber, "Invalid number '1e'; expected a digit in the exponent.")
    expectError("[‸1.2.3]", .jsonInvalidNumber, "Invalid number '1.2.3'.")
  }

  @Test func reportsNonFiniteNumbers() {
    expectError(
      "{\"width\": ‸1e999}", .jsonNonFiniteNumber,
      "Number '1e999' is too large; the largest is about 1.8e308.")
    expectError(
      "[‸-1E400]", .jsonNonFiniteNumber,
      "Number '-1E400' is too large; the largest is about 1.8e308.")
    expectError(
      "[‸NaN]", .jsonNonFiniteNumber, "Number 'NaN' is not allowed; JSON numbers are finite.")
    expectError(
      "[‸Infinity]", .jsonNonFiniteNumber,
      "Number 'Infinity' is not allowed; JSON numbers are finite.")
    expectError(
      "[‸-Infinity]", .jsonNonFiniteNumber,
      "Number '-Infinity' is not allowed; JSON numbers are finite.")
  }

  @Test func reportsNestingThatIsTooDeep() {
    let depth = JSONParser.maximumDepth
    let text =
      String(repeating: "[", count: depth) + "‸[" + String(repeating: "]", count: depth + 1)
    expectError(text, .jsonTooDeep, "Arrays and objects are nested more than 128 levels deep.")
  }

  @Test func survivesExtremeNesting() {
    let result = parse(String(repeating: "[{\"a\":", count: 100_000))
    #expect(result.value == nil)
    #expect(result.diagnostics.first?.code == .jsonTooDeep)
  }

  @Test func reportsContentAfterTheValue() {
    expectError(
      "{} ‸x", .jsonTrailingContent, "Unexpected 'x' after the end of the JSON value.",
      fix: "Remove everything after the closing '}'.")
    expectError(
      "{}\n‸{}", .jsonTrailingContent, "Unexpected '{' after the end of the JSON value.",
      fix: "Remove everything after the closing '}'.")
  }

  @Test func reportsInvalidUTF8() {
    let result = JSONParser.parse([0x7B, 0x0A, 0x20, 0x22, 0xFF, 0x22, 0x7D], fileName: "t")
    #expect(result.value == nil)
    let diagnostic = result.diagnostics.first
    #expect(diagnostic?.code == .jsonInvalidUTF8)
    #expect(diagnostic?.line == 2)
    #expect(diagnostic?.column == 3)
    #expect(diagnostic?.message == "Invalid UTF-8 byte '0xFF'; layout files must be UTF-8 text.")
    // An overlong encoding and an encoded surrogate are invalid too.
    #expect(JSONParser.parse([0x22, 0xC0, 0xAF, 0x22], fileName: "t").value == nil)
    #expect(JSONParser.parse([0x22, 0xED, 0xA0, 0x80, 0x22], fileName: "t").value == nil)
  }

  @Test func reportsUnexpectedCharacters() {
    expectError(
      "{‸width: 1}", .jsonUnexpectedCharacter,
      "Unexpected 'width'; object keys must be strings in double quotes.", fix: "Write '\"width\"'."
    )
    expectError(
      "{‸'a': 1}", .jsonUnexpectedCharacter,
      "Unexpected '''; object keys must be strings in double quotes.",
      fix: "Use '\"' instead of '''.")
    expectError(
      "[‸'a']", .jsonUnexpectedCharacter, "Unexpected '''; strings must be in double quotes.",
      fix: "Use '\"' instead of '''.")
    expectError(
      "[‸True]", .jsonUnexpectedCharacter, "Unexpected 'True'; expected a value.",
      fix: "Write 'true'.")
    expectError(
      "[‸ltr]", .jsonUnexpectedCharacter, "Unexpected 'ltr'; strings must be in double quotes.",
      fix: "Write '\"ltr\"'.")
    expectError(
      "{\"a\" ‸= 1}", .jsonUnexpectedCharacter, "Unexpected '='; expected ':' after key 'a'.",
      fix: "Use ':' instead of '='.")
    expectError(
      "{\"a\": 1 ‸\"b\": 2}", .jsonUnexpectedCharacter,
      "Unexpected '\"' after the value of 'a'; expected ',' or '}'.", fix: "Add a ',' before it.")
    expectError(
      "[1 ‸2]", .jsonUnexpectedCharacter, "Unexpected '2' in an array; expected ',' or ']'.",
      fix: "Add a ',' before it.")
    expectError(
      "[]‸]", .jsonTrailingContent, "Unexpected ']' after the end of the JSON value.",
      fix: "Remove everything after the closing ']'.")
    expectError("{\"a\": ‸}", .jsonUnexpectedCharacter, "Unexpected '}'; expected a value.")
    expectError("‸\u{1}", .jsonUnexpectedCharacter, "Unexpected 'U+0001'; expected a value.")
  }

  @Test func pathsOfSyntaxErrorsNameTheContainer() {
    let result = parse("{\"views\": [{\"id\": 01}]}")
    #expect(result.diagnostics.first?.path?.description == "$.views[0].id")
  }
}

/// The fixes of the JSON parser that tests compare against.
private enum JSONScannerFix {
  static let layoutShape =
    "A layout file is a JSON object, such as "
    + #"'{ "root": { "width": 375, "height": 812 }, "views": [] }'."#
}
