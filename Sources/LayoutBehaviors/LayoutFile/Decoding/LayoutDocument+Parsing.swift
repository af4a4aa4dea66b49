extension LayoutDocument {
  /// Parses and validates a layout file.
  ///
  /// The whole file is checked, and every problem found is reported, sorted by position: JSON
  /// syntax (which stops the check, except for duplicate keys), unknown and missing keys, wrong
  /// types, values out of range, ids (syntax, duplicates, unknown references), parent cycles,
  /// constraint expressions (syntax, unknown items and anchors, incompatible anchors,
  /// priorities), behaviors and events.
  ///
  /// - Parameters:
  ///   - bytes: The file's contents, UTF-8.
  ///   - fileName: The file name to put in diagnostics.
  /// - Returns: The document, with any warnings in ``warnings``, or every diagnostic found.
  /// - Complexity: O(*n*) in the size of the file, plus O(*v*) to find parent cycles.
  public static func parse(_ bytes: [UInt8], fileName: String) -> Result<
    LayoutDocument, LayoutFileErrors
  > {
    let decoded = decode(bytes, fileName: fileName)
    let diagnostics = decoded.diagnostics
    if let document = decoded.document, !diagnostics.contains(where: { $0.severity == .error }) {
      var result = document
      result.warnings = diagnostics
      return .success(result)
    }
    return .failure(LayoutFileErrors(diagnostics: diagnostics))
  }

  /// Decodes a layout file: the document, when one could be built (it is valid only when no
  /// diagnostic is an error), and every diagnostic, sorted.
  static func decode(
    _ bytes: [UInt8], fileName: String
  ) -> (document: LayoutDocument?, diagnostics: [LayoutFileDiagnostic]) {
    let json = JSONParser.parse(bytes, fileName: fileName)
    guard let value = json.value else { return (nil, json.diagnostics) }
    var decoder = LayoutFileDecoder(fileName: fileName, source: bytes)
    decoder.diagnostics = json.diagnostics
    let document = decoder.decodeDocument(value)
    return (document, LayoutFileDiagnostic.sorted(decoder.diagnostics))
  }

  /// Parses and validates a layout file given as text.
  ///
  /// - Parameters:
  ///   - text: The file's contents.
  ///   - fileName: The file name to put in diagnostics.
  /// - Returns: The document, or every diagnostic found.
  public static func parse(_ text: String, fileName: String) -> Result<
    LayoutDocument, LayoutFileErrors
  > {
    parse(Array(text.utf8), fileName: fileName)
  }

  /// Checks events that did not come from the file (such as `--event` arguments) against the
  /// document, with the same diagnostics as events in the file: unknown views and constraints,
  /// guides where a view is needed, and views that are not collapsible (errors), and keyboard
  /// events without a keyboard behavior (warnings).
  ///
  /// - Parameters:
  ///   - events: The events; their ``EventDeclaration/origin`` names them in messages.
  ///   - file: The name to put in the diagnostics' file field, such as `<command line>`.
  /// - Returns: The problems, in the order of the events; empty when all are valid and useful.
  public func validate(_ events: [EventDeclaration], file: String) -> [LayoutFileDiagnostic] {
    // No events, nothing to check: the symbol tables are not built.
    guard !events.isEmpty else { return [] }
    let symbols = LayoutSymbols(document: self)
    var diagnostics: [LayoutFileDiagnostic] = []
    for event in events {
      guard let problem = symbols.check(event.kind, context: event.origin) else { continue }
      diagnostics.append(
        LayoutFileDiagnostic(
          severity: problem.severity, code: problem.code, file: file, location: event.location,
          path: event.path, message: problem.message, fix: problem.fix))
    }
    return diagnostics
  }
}
