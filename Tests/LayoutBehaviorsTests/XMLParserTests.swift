import Foundation
import TestSupport
import Testing

@testable import LayoutBehaviors

/// The XML reader of Interface Builder documents: what it builds, where it says things are, and
/// the exact error of every kind of malformed document.
@Suite struct XMLParserTests {
  static func parse(_ text: String) -> XMLParseResult {
    XMLParser.parse(text, fileName: "a.xib")
  }

  /// The one diagnostic of a rejected document, as `line:column code message`.
  static func failure(_ text: String) -> String {
    let result = parse(text)
    guard result.root == nil, result.diagnostics.count == 1,
      let diagnostic = result.diagnostics.first
    else { return "accepted, or not one diagnostic: \(result.diagnostics)" }
    return
      "\(diagnostic.line ?? 0):\(diagnostic.column ?? 0) \(diagnostic.code) \(diagnostic.message)"
  }

  @Test func elementsAttributesAndTheirPlaces() throws {
    let text = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="x" version='3.0'>
          <!--View Controller-->
          <view id="a" userLabel="Café &amp; bar">
              <rect key="frame" x="0.0" y="20" width="414" height="896"/>
          </view>
      </document>
      """
    let result = Self.parse(text)
    #expect(result.diagnostics.isEmpty)
    let root = try #require(result.root)
    #expect(root.name == "document")
    #expect(root.attributes.map(\.name) == ["type", "version"])
    #expect(root[attribute: "version"] == "3.0")
    #expect(root.location == TextLocation(line: 2, column: 1, offset: 39))
    // White space between children is formatting: the text is empty.
    #expect(root.text == "")
    let view = try #require(root.children.first)
    #expect(root.children.count == 1)
    #expect(view.name == "view")
    #expect(view[attribute: "userLabel"] == "Café & bar")
    let label = try #require(view.attribute("userLabel"))
    // Line 4 is `    <view id="a" userLabel="Café &amp; bar">`: the name at column 18, the value
    // after the quote at column 29.
    #expect(label.location.line == 4 && label.location.column == 18)
    #expect(label.valueLocation.line == 4 && label.valueLocation.column == 29)
    let frame = try #require(view.child(named: "rect", key: "frame"))
    #expect(frame.location.line == 5 && frame.location.column == 9)
    #expect(frame[attribute: "width"] == "414")
    #expect(frame.children.isEmpty && frame.text == "")
    #expect(view.children(named: "rect").count == 1)
    #expect(view[attribute: "missing"] == nil)
  }

  @Test func longRunsAreCountedEightBytesAtATime() throws {
    // Columns and character checks take eight ASCII bytes at a time; a run of 40 spaces and
    // letters, a two-byte 'é' (one column) and a line feed inside the runs must not move them.
    let run = String(repeating: "abcdefgh", count: 5)
    let text = "<a x=\"\(run)\" y=\"é\(run)\"\n  z=\"\(run)\" w=\"1\"/>"
    let root = try #require(Self.parse(text).root)
    // `<a x="` is 6 bytes, the run 40 and `" y="` 5: y's value starts at offset 51, column 52.
    // Line 1 is 94 bytes (`é` is two) and its line feed one; on line 2, `  z="`, the run and
    // `" ` are 47 columns: w's name is at column 48, offset 95 + 47 = 142.
    #expect(root.attribute("y")?.valueLocation == TextLocation(line: 1, column: 52, offset: 51))
    #expect(root.attribute("w")?.location == TextLocation(line: 2, column: 48, offset: 142))
    // A control character after a long run is found at its column.
    #expect(
      Self.failure("<a x=\"\(run)\u{1}\"/>")
        == "1:47 xml-invalid-character The control character U+0001 cannot appear in an XML "
        + "document.")
  }

  @Test func textReferencesAndCDATA() throws {
    let text =
      "<string key=\"text\">a &lt;b&gt; &#65;&#x42; &apos;&quot;\r\nline<![CDATA[ <raw> & ]]>"
      + "<!-- no --><?pi data?>end</string>"
    let root = try #require(Self.parse(text).root)
    #expect(root.text == "a <b> AB '\"\nline <raw> & end")
    // An element without children keeps white space text as it is.
    let spaces = try #require(Self.parse("<a>  \n </a>").root)
    #expect(spaces.text == "  \n ")
    // Mixed content keeps its characters, children aside.
    let mixed = try #require(Self.parse("<a> x <b/> y </a>").root)
    #expect(mixed.text == " x  y ")
    #expect(mixed.children.map(\.name) == ["b"])
  }

  @Test func attributeValuesAreNormalized() throws {
    let root = try #require(Self.parse("<a x=\"1\t2\n3\r\n4\" y=\"&#10;\" z='\"'/>").root)
    #expect(root[attribute: "x"] == "1 2 3 4")
    #expect(root[attribute: "y"] == "\n")
    #expect(root[attribute: "z"] == "\"")
  }

  @Test func aByteOrderMarkAndNonASCIIColumns() throws {
    let root = try #require(
      XMLParser.parse(
        [0xEF, 0xBB, 0xBF] + Array("<é a=\"1\"/>".utf8),
        fileName: "a.xib"
      ).root)
    #expect(root.name == "é")
    #expect(root.location == TextLocation(line: 1, column: 1, offset: 3))
    // `é` is two bytes and one column.
    #expect(root.attributes[0].location == TextLocation(line: 1, column: 4, offset: 7))
  }

  @Test func malformedDocumentsGetOneLocatedError() {
    let cases: [(String, String)] = [
      ("", "1:1 xml-unexpected-end The document is empty; expected its root element."),
      ("<!-- only -->", "1:14 xml-unexpected-end The document has no root element."),
      (
        "x<a/>",
        "1:1 xml-unexpected-character Unexpected 'x' before the root element; an XML "
          + "document starts with '<'."
      ),
      ("<a></b>", "1:4 xml-mismatched-tag '</b>' does not close '<a>' (line 1, column 1)."),
      ("<a>\n<b>\n</a>", "3:1 xml-mismatched-tag '</a>' does not close '<b>' (line 2, column 1)."),
      (
        "<a x=\"1\" x=\"2\"/>",
        "1:10 xml-duplicate-attribute 'a' has the attribute 'x' twice "
          + "(first at line 1, column 4)."
      ),
      ("<a x=1/>", "1:6 xml-unexpected-character The value of 'x' is not in quotes (found '1')."),
      (
        "<a x=\"<\"/>",
        "1:7 xml-unexpected-character '<' cannot appear in the value of the "
          + "attribute 'x'."
      ),
      (
        "<a x=\"1\"y=\"2\"/>",
        "1:9 xml-unexpected-character Unexpected 'y' in the start tag "
          + "'<a'."
      ),
      (
        "<a>&nbsp;</a>",
        "1:4 xml-invalid-reference The entity '&nbsp;' is not defined; only "
          + "XML's own are (&lt; &gt; &amp; &apos; &quot;)."
      ),
      ("<a>&#0;</a>", "1:4 xml-invalid-reference '&#0;' is not a character XML allows."),
      ("<a>AT&T</a>", "1:6 xml-invalid-reference A '&' that starts no reference."),
      ("<a>]]></a>", "1:4 xml-unexpected-character ']]>' cannot appear in text."),
      (
        "<a><!-- a -- b --></a>",
        "1:11 xml-unexpected-character '--' cannot appear inside a "
          + "comment."
      ),
      (
        "<!DOCTYPE a><a/>",
        "1:1 xml-doctype Document type declarations are not read (no DTD, "
          + "no entities but XML's own)."
      ),
      (
        "<a/><b/>",
        "1:5 xml-trailing-content Unexpected '<' after the end of the root element "
          + "'a'."
      ),
      ("<a>\n  <b>", "2:6 xml-unexpected-end The document ends inside '<b>' (line 2)."),
      (
        "<1a/>",
        "1:2 xml-unexpected-character Unexpected '1' after '<'; an element's name "
          + "starts with a letter, '_' or ':'."
      ),
      (
        "<a>\u{1}</a>",
        "1:4 xml-invalid-character The control character U+0001 cannot appear "
          + "in an XML document."
      ),
      (
        "<?xml version=\"1.1\"?><a/>",
        "1:16 xml-declaration XML version '1.1' is not read; only "
          + "version 1.0 is."
      ),
      (
        "<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?><a/>",
        "1:31 xml-declaration The "
          + "encoding 'ISO-8859-1' is not read; Interface Builder documents are UTF-8."
      ),
      (
        " <?xml version=\"1.0\"?><a/>",
        "1:2 xml-declaration The XML declaration can only be the "
          + "first thing in the document."
      ),
      ("<a x=\"1", "1:6 xml-unexpected-end The value of the attribute 'x' is never closed."),
      ("<a><![CDATA[x</a>", "1:4 xml-unexpected-end The CDATA section is never closed."),
      ("<a", "1:3 xml-unexpected-end The start tag '<a' is not closed."),
    ]
    for (text, expected) in cases {
      #expect(Self.failure(text) == expected, "\(text)")
    }
    let invalid = XMLParser.parse(
      Array("<a>".utf8) + [0xC3, 0x28] + Array("</a>".utf8),
      fileName: "a.xib")
    #expect(invalid.diagnostics.map(\.code) == [.xmlInvalidUTF8])
    #expect(invalid.diagnostics.first?.column == 4)
    #expect(invalid.diagnostics.first?.file == "a.xib")
    #expect(invalid.diagnostics.first?.fix == "Save the document as UTF-8.")
  }

  @Test func errorsSuggestAFix() {
    let result = Self.parse("<a><b></c></a>")
    #expect(result.diagnostics.first?.fix == "Write '</b>', or remove '</c>'.")
    let outer = Self.parse("<a><b></a>")
    #expect(outer.diagnostics.first?.fix == "Close '<b>' with '</b>' before '</a>'.")
    let nested = Self.parse("<a><b><c></b></a>")
    #expect(nested.diagnostics.first?.fix == "Close '<c>' with '</c>' before '</b>'.")
  }

  @Test func depthIsBounded() throws {
    let limit = XMLParser.maximumDepth
    let deep = String(repeating: "<a>", count: limit) + String(repeating: "</a>", count: limit)
    var element = try #require(Self.parse(deep).root)
    var depth = 1
    while let child = element.children.first {
      element = child
      depth += 1
    }
    #expect(depth == limit)
    let tooDeep = String(repeating: "<a>", count: limit + 1)
    #expect(
      Self.failure(tooDeep).hasPrefix(
        "1:\(3 * limit + 1) xml-too-deep Elements are nested "
          + "deeper than \(limit) levels."))
  }

  /// The public documents beside the project (`../shared/interface-builder/documents`, not in a
  /// user's clone: skipped without them) all read, every element with its place.
  @Test(
    .enabled(if: XMLParserTests.sharedDocuments != nil, "../shared/interface-builder is absent"))
  func realDocumentsRead() throws {
    let (directory, names) = try #require(Self.sharedDocuments)
    #expect(!names.isEmpty)
    for name in names {
      let bytes = try #require(
        FileManager.default.contents(atPath: directory + "/" + name).map {
          [UInt8]($0)
        })
      let result = XMLParser.parse(bytes, fileName: name)
      #expect(result.diagnostics.isEmpty, "\(name): \(result.diagnostics)")
      let root = try #require(result.root, "\(name)")
      #expect(root.name == "document", "\(name)")
      #expect(root[attribute: "type"]?.hasPrefix("com.apple.InterfaceBuilder3.CocoaTouch") == true)
      // Every element is where its `<` is.
      var stack = [root]
      while let element = stack.popLast() {
        #expect(bytes[element.location.offset] == UInt8(ascii: "<"), "\(name): \(element.name)")
        stack += element.children
      }
    }
  }

  /// `../shared/interface-builder/documents` beside the repository and the documents in it, or
  /// `nil` where it is absent (a user's clone).
  static let sharedDocuments: (String, [String])? = {
    let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("shared/interface-builder/documents").path
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory) else {
      return nil
    }
    return (
      directory, names.filter { $0.hasSuffix(".xib") || $0.hasSuffix(".storyboard") }.sorted()
    )
  }()

  /// Mutated documents: never a crash or a hang; a rejected one gets one error inside the file.
  @Test func mutatedDocumentsNeverCrash() {
    let seed: UInt64 = 0x00C0_FFEE_0E1F
    var random = SplitMix64(seed: seed)
    let corpus = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
          <objects>
              <view contentMode="scaleToFill" id="iN0-l3-epB" userLabel="A &amp; B">
                  <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                  <subviews>
                      <label text="Hi &#x2014; there" id="x1"><string key="t"><![CDATA[<b>]]></string></label>
                  </subviews>
                  <!-- constraints -->
                  <constraints>
                      <constraint firstItem="x1" firstAttribute="top" secondItem="iN0-l3-epB" id="c1"/>
                  </constraints>
              </view>
          </objects>
      </document>
      """
    let pieces = [
      "<", ">", "/", "\"", "'", "&", ";", "=", "<!--", "-->", "]]>", "<![CDATA[", "&#",
      "<?", "?>", "\r", "\u{1}", "é", "<!DOCTYPE", " ", "x",
    ]
    let original = Array(corpus.utf8)
    for trial in 0..<TestScale.count(4_000) {
      var bytes = original
      for _ in 0..<(1 + Int(random.next() % 4)) {
        let position = Int(random.next() % UInt64(bytes.count + 1))
        switch random.next() % 3 {
        case 0:
          let piece = pieces[Int(random.next() % UInt64(pieces.count))]
          bytes.insert(contentsOf: Array(piece.utf8), at: position)
        case 1:
          if position < bytes.count {
            bytes.removeSubrange(position..<min(bytes.count, position + 1 + Int(random.next() % 8)))
          }
        default:
          if position < bytes.count { bytes[position] = UInt8(truncatingIfNeeded: random.next()) }
        }
      }
      let result = XMLParser.parse(bytes, fileName: "m.xib")
      let label = "seed \(seed), trial \(trial)"
      if result.root == nil {
        #expect(result.diagnostics.count == 1, "\(label)")
        for diagnostic in result.diagnostics {
          let offset = diagnostic.location?.offset ?? -1
          #expect(offset >= 0 && offset <= bytes.count, "\(label): \(diagnostic)")
          #expect(diagnostic.fix != nil, "\(label): \(diagnostic)")
        }
      } else {
        #expect(result.diagnostics.isEmpty, "\(label)")
      }
    }
  }
}
