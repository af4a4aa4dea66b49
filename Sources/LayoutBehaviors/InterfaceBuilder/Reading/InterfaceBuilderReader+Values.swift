extension InterfaceBuilderElementReader {
  // MARK: Values

  /// The value of the attribute `name`, or an error at the element when it is missing.
  mutating func required(_ name: String, of element: XMLElement) -> String? {
    if let value = element[attribute: name] { return value }
    errors.append(
      diagnostic(
        .ibMissingAttribute, at: element.location,
        "'<\(element.name)>' has no '\(name)'.",
        fix: "Save the document again in Xcode, which writes every '\(name)'."))
    return nil
  }

  /// The number of the attribute `name`, if written; an error when it is not a finite number.
  mutating func number(_ name: String, of element: XMLElement) -> Double? {
    guard let attribute = element.attribute(name) else { return nil }
    if let value = Self.number(attribute.value) { return value }
    errors.append(
      diagnostic(
        .ibInvalidNumber, at: attribute.valueLocation,
        "'\(LayoutFileDiagnostic.quotable(attribute.value))' is not a number; '\(name)' of "
          + "'<\(element.name)>' is one.", fix: "Write a decimal number, such as '8' or '0.5'."))
    return nil
  }

  /// A finite decimal number as Interface Builder writes one (`8`, `-0.5`, `43.666666666666671`,
  /// `1e-05`), or `nil`.
  static func number(_ text: String) -> Double? {
    guard let first = text.utf8.first,
      first == UInt8(ascii: "-") || first == UInt8(ascii: ".")
        || (first >= UInt8(ascii: "0") && first <= UInt8(ascii: "9")),
      let value = Double(text), value.isFinite
    else { return nil }
    return value
  }

  /// The Boolean of the attribute `name` (`YES` or `NO`), if written.
  mutating func flag(_ name: String, of element: XMLElement) -> Bool? {
    guard let value = element[attribute: name] else { return nil }
    switch value {
    case "YES": return true
    case "NO": return false
    default:
      unknownValue(value, of: name, in: element, among: ["YES", "NO"])
      return nil
    }
  }

  /// The priority of the attribute `name`, 1–1000 (Interface Builder writes whole numbers, but
  /// any number in the range is read), if written.
  mutating func priority(_ name: String, of element: XMLElement) -> Double? {
    guard let value = number(name, of: element) else { return nil }
    guard value >= 1 && value <= 1000 else {
      errors.append(
        diagnostic(
          .outOfRange, at: element.attribute(name)!.valueLocation,
          "'\(name)' is \(LayoutFileText.number(value)); a priority is from 1 to 1000.",
          fix: "Write a priority from 1 to 1000, such as '750'."))
      return nil
    }
    return value
  }

  /// `placeholderIntrinsicWidth` or `…Height`: a number, or `infinite` (no intrinsic size).
  mutating func intrinsic(_ name: String, of element: XMLElement) -> Double? {
    if element[attribute: name] == "infinite" { return .infinity }
    return number(name, of: element)
  }

  /// The constraint attribute named by `name` (`firstAttribute`, `secondAttribute`).
  mutating func attribute(
    _ name: String, of element: XMLElement, isRequired: Bool
  ) -> InterfaceBuilderAttribute? {
    guard let text = isRequired ? required(name, of: element) : element[attribute: name] else {
      return nil
    }
    if let attribute = InterfaceBuilderAttribute(rawValue: text) { return attribute }
    unknownValue(
      text, of: name, in: element, among: InterfaceBuilderAttribute.allCases.map(\.rawValue))
    return nil
  }

  /// The multiplier of a constraint: a decimal (`0.25`), a ratio (`3:4`) or a quotient (`1/3`),
  /// both read as the first number over the second; `nil` when not written.
  mutating func multiplier(of element: XMLElement) -> Double? {
    guard let attribute = element.attribute("multiplier") else { return nil }
    let text = attribute.value
    if let value = Self.number(text) { return value }
    let parts = text.split(
      maxSplits: 1, omittingEmptySubsequences: false, whereSeparator: { $0 == ":" || $0 == "/" })
    if parts.count == 2, let a = Self.number(String(parts[0])),
      let b = Self.number(String(parts[1])), b != 0, (a / b).isFinite
    {
      return a / b
    }
    errors.append(
      diagnostic(
        .ibInvalidNumber, at: attribute.valueLocation,
        "'\(LayoutFileDiagnostic.quotable(text))' is not a multiplier.",
        fix: "Write a number ('0.75'), a ratio ('3:4') or a quotient ('3/4') whose second number "
          + "is not 0."))
    return nil
  }

  /// The insets of an `<edgeInsets>` or `<directionalEdgeInsets>` element, in the order of
  /// `edges` (top, left or leading, bottom, right or trailing); a missing edge is 0.
  mutating func insets(
    _ element: XMLElement, edges: (String, String, String, String)
  ) -> EdgeInsets {
    EdgeInsets(
      top: number(edges.0, of: element) ?? 0, left: number(edges.1, of: element) ?? 0,
      bottom: number(edges.2, of: element) ?? 0, right: number(edges.3, of: element) ?? 0)
  }

  // MARK: Diagnostics

  mutating func unknownValue(
    _ value: String, of name: String, in element: XMLElement, among candidates: [String]
  ) {
    let location = element.attribute(name)?.valueLocation ?? element.location
    errors.append(
      diagnostic(
        .unknownValue, at: location,
        "'\(LayoutFileDiagnostic.quotable(value))' is not a value of '\(name)' on "
          + "'<\(element.name)>'.",
        fix: LayoutFileText.didYouMean(value, among: candidates)
          ?? "Write one of \(candidates.map { "'\($0)'" }.joined(separator: ", "))."))
  }

  mutating func warn(
    _ code: LayoutFileDiagnostic.Code, at location: TextLocation, _ message: String
  ) {
    warnings.append(
      LayoutFileDiagnostic(
        severity: .warning, code: code, file: fileName, location: location, path: nil,
        message: message))
  }

  func diagnostic(
    _ code: LayoutFileDiagnostic.Code, at location: TextLocation, _ message: String,
    fix: String? = nil
  ) -> LayoutFileDiagnostic {
    LayoutFileDiagnostic(
      code: code, file: fileName, location: location, path: nil, message: message, fix: fix)
  }
}

extension LayoutFileDiagnostic.Code {
  // MARK: Interface Builder documents

  /// XML that is not a UIKit Interface Builder document.
  public static let ibNotADocument: Self = "ib-not-a-document"
  /// An element or attribute Interface Builder always writes is missing.
  public static let ibMissingAttribute: Self = "ib-missing-attribute"
  /// A number, a multiplier or a size that is not one.
  public static let ibInvalidNumber: Self = "ib-invalid-number"
  /// Something the document holds that is not laid out (a warning): a scene without a root
  /// view, an object that is not a view, a size-class variation whose key or attribute is
  /// not read.
  public static let ibNotRead: Self = "ib-not-read"
  /// (warning, `layout-cli check`) A view whose solved frame differs from the frame the
  /// document stores by more than half a point, as Interface Builder's misplaced warning.
  public static let ibMisplaced: Self = "ib-misplaced"
}
