/// An element of an XML document read by ``XMLParser``, with the place it came from.
///
/// Interface Builder documents hold their data in elements and attributes, never in mixed
/// content, so an element keeps its child elements in document order and its character data
/// (text and CDATA sections directly inside it, references decoded, line ends normalized to
/// `\n`) as one string, ``text``. Comments and processing instructions are not kept.
package struct XMLElement: Sendable {
  /// The element's name, such as `constraint` (a prefix such as `xsi:` is part of the name).
  package var name: String
  /// The attributes, in document order; no two have the same name.
  package var attributes: [XMLAttribute]
  /// The child elements, in document order.
  package var children: [XMLElement]
  /// The character data directly inside the element, children's excluded.
  package var text: String
  /// Where the element starts: its `<`.
  package var location: TextLocation

  /// Creates an element.
  package init(
    name: String, attributes: [XMLAttribute] = [], children: [XMLElement] = [],
    text: String = "", location: TextLocation
  ) {
    self.name = name
    self.attributes = attributes
    self.children = children
    self.text = text
    self.location = location
  }

  /// The value of the attribute `name`, or `nil` when the element has none.
  package subscript(attribute name: String) -> String? {
    attribute(name)?.value
  }

  /// The attribute `name`, or `nil` when the element has none.
  package func attribute(_ name: String) -> XMLAttribute? {
    // Comparing the lengths first settles most of the names a reader asks for cheaply.
    let count = name.utf8.count
    return attributes.first { $0.name.utf8.count == count && $0.name == name }
  }

  /// The child elements named `name`, in document order.
  package func children(named name: String) -> [XMLElement] {
    children.filter { $0.name == name }
  }

  /// The first child element named `name` whose `key` attribute is `key` (as Interface Builder
  /// names the role of a child, such as `<rect key="frame">`), or `nil`.
  package func child(named name: String, key: String) -> XMLElement? {
    children.first { $0.name == name && $0[attribute: "key"] == key }
  }
}

/// An attribute of an ``XMLElement``: its name, its value and where both are.
package struct XMLAttribute: Sendable, Equatable {
  /// The attribute's name, such as `firstAttribute`.
  package var name: String
  /// The value, references decoded and white space characters normalized to spaces as XML
  /// requires of attribute values (a `&#10;` reference stays a line feed).
  package var value: String
  /// Where the name starts.
  package var location: TextLocation
  /// Where the value starts: the character after the opening quote.
  package var valueLocation: TextLocation

  /// Creates an attribute.
  package init(
    name: String, value: String, location: TextLocation, valueLocation: TextLocation
  ) {
    self.name = name
    self.value = value
    self.location = location
    self.valueLocation = valueLocation
  }
}

/// What ``XMLParser`` found: the root element, if the text is a well-formed document, and the
/// error that stopped the parse otherwise.
package struct XMLParseResult: Sendable {
  /// The root element; `nil` when an error stopped the parse.
  package var root: XMLElement?
  /// The problems found: empty when ``root`` is not `nil`, one error otherwise (every
  /// well-formedness error stops an XML parse).
  package var diagnostics: [LayoutFileDiagnostic]
}
