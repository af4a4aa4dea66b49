import Foundation

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// An element of a parsed XML document: its name, attributes (values unescaped), and the
/// character data directly inside it.
struct ParsedElement {
  var name: String
  var attributes: [String: String]
  var text = ""
  /// The index of the enclosing element in the document's element list, or `nil` for the root.
  var parent: Int?

  /// An attribute as a number, or `nil` when it is missing or not a number.
  func number(_ name: String) -> Double? {
    attributes[name].flatMap(Double.init)
  }
}

/// The parts of the tests that read SVG and JSON with Foundation (the tool itself has no
/// Foundation): a strict XML parser (FoundationXML's `XMLParser`, libxml2 underneath, which
/// stops at the first well-formedness error) and `JSONSerialization`.
enum SVGInspection {
  /// The elements of an XML document in document order, or the parser's error.
  static func elements(of xml: String) -> Result<[ParsedElement], ParseFailure> {
    let parser = XMLParser(data: Data(xml.utf8))
    let collector = Collector()
    parser.delegate = collector
    parser.shouldProcessNamespaces = false
    parser.shouldResolveExternalEntities = false
    guard parser.parse(), collector.open.isEmpty else {
      let error = parser.parserError.map { "\($0)" } ?? "unclosed elements"
      return .failure(
        ParseFailure(message: "line \(parser.lineNumber), column \(parser.columnNumber): \(error)")
      )
    }
    return .success(collector.elements)
  }

  /// Why a document did not parse.
  struct ParseFailure: Error, CustomStringConvertible {
    var message: String
    var description: String { message }
  }

  /// A JSON document as nested dictionaries, arrays, strings and numbers.
  static func json(_ text: String) -> Any? {
    try? JSONSerialization.jsonObject(with: Data(text.utf8))
  }

  /// A JSON number as a `Double`.
  static func double(_ value: Any?) -> Double? {
    (value as? NSNumber)?.doubleValue
  }

  private final class Collector: NSObject, XMLParserDelegate {
    var elements: [ParsedElement] = []
    var open: [Int] = []

    func parser(
      _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
      qualifiedName: String?, attributes: [String: String]
    ) {
      elements.append(ParsedElement(name: elementName, attributes: attributes, parent: open.last))
      open.append(elements.count - 1)
    }

    func parser(
      _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?,
      qualifiedName: String?
    ) {
      open.removeLast()
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
      if let last = open.last { elements[last].text += string }
    }
  }
}
