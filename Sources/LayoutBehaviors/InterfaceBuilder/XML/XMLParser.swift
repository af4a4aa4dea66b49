/// A strict reader of XML 1.0 documents that remembers where every element and attribute came
/// from, written for Interface Builder's `.xib` and `.storyboard` files.
///
/// It works on UTF-8 bytes and builds a tree of ``XMLElement`` values. It reads elements,
/// attributes, character data, CDATA sections, comments and processing instructions (the last two
/// are skipped), the five predefined entities (`&lt;` `&gt;` `&amp;` `&apos;` `&quot;`) and
/// character references (`&#38;`, `&#x26;`). An XML declaration may open the document; its
/// version must be 1.0 and its encoding, if given, UTF-8. A byte order mark is skipped.
///
/// It rejects, with one error that names the line and column and suggests a fix: a document type
/// declaration (no DTD is read, so no entity but the predefined ones exists and nothing is ever
/// fetched), invalid UTF-8 and characters XML does not allow, a name that cannot start a name,
/// an end tag that does not match its start tag, a duplicate attribute, an unquoted attribute
/// value or a `<` inside one, an unknown or malformed reference, `]]>` in text, `--` inside a
/// comment, content outside the root element, nesting deeper than ``maximumDepth`` and a document
/// larger than ``maximumSize``. Every error stops the parse, as XML requires.
///
/// Names follow XML's rules for ASCII characters (a letter, `_` or `:` first, then also digits,
/// `-` and `.`); every non-ASCII character is accepted in a name. Namespaces are not resolved: a
/// prefix is part of the name.
///
/// ```swift
/// let result = XMLParser.parse(Array(#"<a x="1"><b/></a>"#.utf8), fileName: "a.xib")
/// result.root?.children.first?.location  // 1:10
/// ```
///
/// Parsing never recurses, whatever the input, and takes time linear in its length.
package enum XMLParser {
  /// The deepest nesting of elements accepted: 256 levels.
  ///
  /// Interface Builder documents nest a few dozen levels; the limit keeps the destruction of
  /// the tree (which recurses through the children) far from any thread's stack limit.
  package static let maximumDepth = 256

  /// The largest document accepted, in bytes: 64 MiB, some ten times the largest storyboards.
  package static let maximumSize = 64 << 20

  /// Parses an XML document.
  ///
  /// - Parameters:
  ///   - bytes: The UTF-8 text.
  ///   - fileName: The file name to put in diagnostics.
  /// - Returns: The root element, unless there was an error, and the diagnostics.
  /// - Complexity: O(*n*) in the length of the text.
  package static func parse(_ bytes: [UInt8], fileName: String) -> XMLParseResult {
    bytes.withUnsafeBufferPointer { buffer in
      var scanner = XMLScanner(bytes: buffer, fileName: fileName)
      return scanner.parseDocument()
    }
  }

  /// Parses an XML document.
  ///
  /// - Parameters:
  ///   - text: The text.
  ///   - fileName: The file name to put in diagnostics.
  /// - Returns: The root element, unless there was an error, and the diagnostics.
  package static func parse(_ text: String, fileName: String) -> XMLParseResult {
    parse(Array(text.utf8), fileName: fileName)
  }
}

/// The error that stops a parse.
struct XMLSyntaxError: Error {
  var diagnostic: LayoutFileDiagnostic
}
