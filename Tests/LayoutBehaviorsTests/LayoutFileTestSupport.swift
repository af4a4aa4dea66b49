import Testing

@testable import LayoutBehaviors

/// Helpers shared by the layout-file tests.
enum LayoutFileTestSupport {
  /// The marker tests put in a text where they expect a diagnostic; it is removed before parsing.
  static let marker: Unicode.Scalar = "‸"

  /// Removes the marker from a text and returns where it was: line and column (Unicode scalars),
  /// both from 1.
  static func removingMarker(_ text: String) -> (text: String, line: Int, column: Int) {
    var result = ""
    var line = 1
    var column = 1
    var found: (Int, Int)? = nil
    for scalar in text.unicodeScalars {
      if scalar == marker, found == nil {
        found = (line, column)
        continue
      }
      result.unicodeScalars.append(scalar)
      if scalar == "\n" {
        line += 1
        column = 1
      } else {
        column += 1
      }
    }
    precondition(found != nil, "The text has no marker.")
    return (result, found!.0, found!.1)
  }

  /// Parses a layout that must fail and returns its diagnostics.
  static func diagnostics(
    _ text: String, fileName: String = "test.json",
    sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) -> [LayoutFileDiagnostic] {
    switch LayoutDocument.parse(text, fileName: fileName) {
    case .success:
      Issue.record("The layout parsed, but errors were expected.", sourceLocation: sourceLocation)
      return []
    case .failure(let errors):
      return errors.diagnostics
    }
  }

  /// Parses a layout that must be valid and builds its scene.
  static func scene(
    _ text: String, sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) throws -> LayoutScene {
    let document = try #require(
      Self.document(text, sourceLocation: sourceLocation), sourceLocation: sourceLocation)
    return LayoutScene(document: document)
  }

  /// Parses a layout that must succeed.
  static func document(
    _ text: String, fileName: String = "test.json",
    sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) -> LayoutDocument? {
    switch LayoutDocument.parse(text, fileName: fileName) {
    case .success(let document):
      return document
    case .failure(let errors):
      Issue.record("Unexpected diagnostics:\n\(errors)", sourceLocation: sourceLocation)
      return nil
    }
  }

  /// Checks that a layout with a marker fails with exactly one error, at the marker, with the
  /// given code, message and fix.
  static func expectSingleError(
    _ markedText: String, code: LayoutFileDiagnostic.Code, message: String, fix: String? = nil,
    path: String? = nil, sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) {
    let (text, line, column) = removingMarker(markedText)
    let found = diagnostics(text, sourceLocation: sourceLocation)
    guard found.count == 1, let diagnostic = found.first else {
      let listing = found.map(\.description).joined(separator: "\n")
      Issue.record(
        "Expected one diagnostic, found \(found.count):\n\(listing)", sourceLocation: sourceLocation
      )
      return
    }
    #expect(diagnostic.code == code, sourceLocation: sourceLocation)
    #expect(diagnostic.severity == .error, sourceLocation: sourceLocation)
    #expect(diagnostic.line == line, "line", sourceLocation: sourceLocation)
    #expect(diagnostic.column == column, "column", sourceLocation: sourceLocation)
    #expect(diagnostic.message == message, sourceLocation: sourceLocation)
    #expect(diagnostic.fix == fix, sourceLocation: sourceLocation)
    #expect(diagnostic.file == "test.json", sourceLocation: sourceLocation)
    if let path {
      #expect(diagnostic.path?.description == path, sourceLocation: sourceLocation)
    }
  }

  /// A small valid layout with two views, `sidebar` and `content`, a guide `spacer`, and the
  /// given constraints (JSON array elements), behaviors and events.
  static func layout(
    constraints: String = "", behaviors: String? = nil, events: String? = nil
  ) -> String {
    var text = """
      {"root": {"width": 375, "height": 667},
      "views": [{"id": "sidebar"}, {"id": "content", "parent": "sidebar"}],
      "guides": [{"id": "spacer"}],
      "constraints": [\(constraints)]
      """
    if let behaviors { text += ",\n\"behaviors\": \(behaviors)" }
    if let events { text += ",\n\"events\": \(events)" }
    return text + "}"
  }
}
