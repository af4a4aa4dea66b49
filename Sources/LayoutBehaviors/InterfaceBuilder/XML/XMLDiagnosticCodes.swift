extension LayoutFileDiagnostic.Code {
  // MARK: XML syntax

  /// A character that cannot appear where it is, such as a `<` in an attribute value or a
  /// name that starts with a digit.
  public static let xmlUnexpectedCharacter: Self = "xml-unexpected-character"
  /// The document ends inside markup or an element, or is empty.
  public static let xmlUnexpectedEnd: Self = "xml-unexpected-end"
  /// An end tag that does not close the innermost open element.
  public static let xmlMismatchedTag: Self = "xml-mismatched-tag"
  /// The same attribute twice in one start tag.
  public static let xmlDuplicateAttribute: Self = "xml-duplicate-attribute"
  /// A `&` that starts no reference, an entity XML does not define, or a character reference
  /// to a character XML does not allow.
  public static let xmlInvalidReference: Self = "xml-invalid-reference"
  /// Bytes that are not valid UTF-8.
  public static let xmlInvalidUTF8: Self = "xml-invalid-utf8"
  /// A control character or noncharacter, which XML allows nowhere.
  public static let xmlInvalidCharacter: Self = "xml-invalid-character"
  /// A document type declaration (`<!DOCTYPE`), which is not read.
  public static let xmlDoctype: Self = "xml-doctype"
  /// An XML declaration that is misplaced, or names another version or encoding.
  public static let xmlDeclaration: Self = "xml-declaration"
  /// Elements nested deeper than 256 levels (the XML parser's bound).
  public static let xmlTooDeep: Self = "xml-too-deep"
  /// A document larger than 64 MiB (the XML parser's bound).
  public static let xmlTooLarge: Self = "xml-too-large"
  /// Something other than comments, processing instructions or white space after the root.
  public static let xmlTrailingContent: Self = "xml-trailing-content"
}
