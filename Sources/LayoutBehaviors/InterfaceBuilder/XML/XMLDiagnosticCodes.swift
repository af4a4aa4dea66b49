extension LayoutFileDiagnostic.Code {
  // MARK: XML syntax

  /// A character that cannot appear where it is, such as a `<` in an attribute value or a
  /// name that starts with a digit.
  package static let xmlUnexpectedCharacter: Self = "xml-unexpected-character"
  /// The document ends inside markup or an element, or is empty.
  package static let xmlUnexpectedEnd: Self = "xml-unexpected-end"
  /// An end tag that does not close the innermost open element.
  package static let xmlMismatchedTag: Self = "xml-mismatched-tag"
  /// The same attribute twice in one start tag.
  package static let xmlDuplicateAttribute: Self = "xml-duplicate-attribute"
  /// A `&` that starts no reference, an entity XML does not define, or a character reference
  /// to a character XML does not allow.
  package static let xmlInvalidReference: Self = "xml-invalid-reference"
  /// Bytes that are not valid UTF-8.
  package static let xmlInvalidUTF8: Self = "xml-invalid-utf8"
  /// A control character or noncharacter, which XML allows nowhere.
  package static let xmlInvalidCharacter: Self = "xml-invalid-character"
  /// A document type declaration (`<!DOCTYPE`), which is not read.
  package static let xmlDoctype: Self = "xml-doctype"
  /// An XML declaration that is misplaced, or names another version or encoding.
  package static let xmlDeclaration: Self = "xml-declaration"
  /// Elements nested deeper than ``XMLParser/maximumDepth``.
  package static let xmlTooDeep: Self = "xml-too-deep"
  /// A document larger than ``XMLParser/maximumSize``.
  package static let xmlTooLarge: Self = "xml-too-large"
  /// Something other than comments, processing instructions or white space after the root.
  package static let xmlTrailingContent: Self = "xml-trailing-content"
}
