extension LayoutFileDiagnostic {
  /// Diagnostics as one JSON document, for tools: editors, CI annotators, scripts.
  ///
  /// The document lists the diagnostics in the given order, then counts the errors and the
  /// warnings (diagnostics of severity `note` count in neither):
  ///
  /// ```json
  /// {
  ///   "diagnostics": [
  ///     {
  ///       "code": "unknown-anchor",
  ///       "column": 29,
  ///       "file": "card.json",
  ///       "fix": "Did you mean 'width'?",
  ///       "line": 4,
  ///       "message": "Unknown anchor 'widht' in constraint 0.",
  ///       "notes": [],
  ///       "path": "$.constraints[0]",
  ///       "severity": "error"
  ///     }
  ///   ],
  ///   "errors": 1,
  ///   "warnings": 0
  /// }
  /// ```
  ///
  /// Every diagnostic has all nine keys and every note (``Note``) the five keys `column`,
  /// `file`, `line`, `message` and `path`: what is unknown is `null` (the `line`, `column` and
  /// `path` of a diagnostic about the command line, the `fix` of a diagnostic without one), never
  /// left out. `line` and `column` count from 1, as in the text form; `path` is written as
  /// ``JSONPath/description`` writes it, with keys longer than 60 characters cut there with an
  /// ellipsis, as messages cut the tokens they quote. Keys are sorted by their UTF-8 bytes and arrays and
  /// objects of scalars that fit on a line of 100 columns are written on one line (the writer of
  /// `layout-cli solve --format json`), so the same diagnostics give the same bytes in every
  /// process.
  ///
  /// ```swift
  /// switch LayoutDocument.parse(bytes, fileName: "card.json") {
  /// case .success(let document): print(LayoutFileDiagnostic.jsonDocument(document.warnings))
  /// case .failure(let errors): print(LayoutFileDiagnostic.jsonDocument(errors.diagnostics))
  /// }
  /// ```
  ///
  /// - Parameter diagnostics: The diagnostics, in the order to list them.
  /// - Returns: The document, pretty-printed, ending with a line break.
  package static func jsonDocument(_ diagnostics: [LayoutFileDiagnostic]) -> String {
    let document = JSONOutput.object([
      "diagnostics": .array(diagnostics.map(\.jsonValue)),
      "errors": .integer(diagnostics.filter { $0.severity == .error }.count),
      "warnings": .integer(diagnostics.filter { $0.severity == .warning }.count),
    ])
    return document.rendered()
  }

  /// The diagnostic as a member of ``jsonDocument(_:)``'s `diagnostics`.
  package var jsonValue: JSONOutput {
    .object([
      "code": .string(code.rawValue), "column": .integer(column), "file": .string(file),
      "fix": .string(fix), "line": .integer(line), "message": .string(message),
      "notes": .array(notes.map(\.jsonValue)), "path": .string(path?.quotableDescription),
      "severity": .string(severity.rawValue),
    ])
  }
}

extension LayoutFileDiagnostic.Note {
  /// The note as a member of a diagnostic's `notes` in
  /// ``LayoutFileDiagnostic/jsonDocument(_:)``.
  package var jsonValue: JSONOutput {
    .object([
      "column": .integer(location?.column), "file": .string(file),
      "line": .integer(location?.line), "message": .string(message),
      "path": .string(path?.quotableDescription),
    ])
  }
}
