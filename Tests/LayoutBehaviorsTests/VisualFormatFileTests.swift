import Testing

@testable import LayoutBehaviors

/// Format strings in layout files: metrics, ids that point back at the string's parts, options,
/// and errors located inside the string.
@Suite struct VisualFormatFileTests {
  private let layout = """
    {
      "root": { "width": 375, "height": 200 },
      "metrics": { "gap": 12 },
      "views": [
        { "id": "cancel", "intrinsicSize": { "width": 80, "height": 44 } },
        { "id": "ok", "intrinsicSize": { "width": 60, "height": 44 } }
      ],
      "constraints": [
        { "id": "row", "constraint": "H:|-[cancel]-gap-[ok(==cancel)]-|",
          "options": ["alignAllCenterY"] },
        "V:|-(20)-[cancel]"
      ]
    }
    """

  @Test func aRowSolvesAsItsConstraintsWould() throws {
    let scene = try LayoutFileTestSupport.scene(layout)
    // 8 + w + 12 + w + 8 = 375, so w = 173.5.
    #expect(scene.view(withID: "cancel")?.frame == Rect(x: 8, y: 20, width: 173.5, height: 44))
    #expect(scene.view(withID: "ok")?.frame == Rect(x: 193.5, y: 20, width: 173.5, height: 44))
  }

  @Test func idsNameTheEntryAndThePart() throws {
    let document = try #require(LayoutFileTestSupport.document(layout))
    #expect(
      document.constraints.map { "\($0.displayName): \($0.source)" } == [
        "row H:|-[cancel]: cancel.leading == root.margins.leading",
        "row H:[cancel]-gap-[ok]: ok.leading == cancel.trailing + 12",
        "row H:[ok(==cancel)]: ok.width == cancel.width",
        "row H:[ok]-|: root.margins.trailing == ok.trailing",
        "row alignAllCenterY [cancel] [ok]: ok.centerY == cancel.centerY",
        "constraint 1 V:|-(20)-[cancel]: cancel.top == root.top + 20",
      ])
    // Each points at its part: the string's quote is at column 34 of line 9, so its first
    // character is at 35; `|-[cancel]`'s dash is at offset 3 (column 38), `==cancel` at 21 (56).
    #expect(document.constraints[0].location?.line == 9)
    #expect(document.constraints[0].location?.column == 38)
    #expect(document.constraints[2].location?.column == 56)
    #expect(document.constraints.map { $0.index } == [0, 0, 0, 0, 0, 1])
  }

  @Test func partsAreLocatedThroughEscapes() throws {
    // Line 4: `  "constraints": [ "` puts the quote at column 20; the string starts at 21.
    let text = """
      {
        "root": { "width": 375, "height": 200 },
        "views": [ { "id": "a" }, { "id": "c" }, { "id": "b" } ],
        "constraints": [ "H:[a]-\\u0038-[c]-[b]", "H:[a]-[c]-(9)-[b]" ]
      }
      """
    let document = try #require(LayoutFileTestSupport.document(text))
    let columns = document.constraints.map { $0.location?.column }
    let offsets = document.constraints.compactMap { $0.location?.offset }
    // First string, written `H:[a]-\u0038-[c]-[b]`: the dash after `[a]` is its 6th
    // character (column 26); the one after `[c]` follows the six-character escape, at the
    // 17th (column 37), though it is the 12th character of the string as decoded.
    #expect(columns[0] == 26)
    #expect(columns[1] == 37)
    #expect(offsets[1] - offsets[0] == 11)
    // Second string, quote at column 44: its dashes are its 6th and 10th characters.
    #expect(columns[2] == 50)
    #expect(columns[3] == 54)
    #expect(offsets[3] - offsets[2] == 4)
    #expect(document.constraints.map { $0.expression.constant } == [8, 8, 8, 9])
  }

  @Test func partsAreLocatedThroughAnEscapeAnywhereInTheString() throws {
    // `H:` and n spaces, then `[a]-\u0038-[b]-[c]`: each part after the escape is 5 columns
    // further right than in the same string written with a plain `8`, wherever the escape
    // falls among the bytes the check reads eight at a time.
    func columns(_ format: String) throws -> [Int] {
      let text = """
        { "root": { "width": 375, "height": 200 },
          "views": [ { "id": "a" }, { "id": "b" }, { "id": "c" } ],
          "constraints": [ "\(format)" ] }
        """
      let document = try #require(LayoutFileTestSupport.document(text))
      return document.constraints.compactMap { $0.location?.column }
    }
    for spaces in 0..<20 {
      let prefix = "H:" + String(repeating: " ", count: spaces)
      let plain = try columns(prefix + "[a]-8-[b]-[c]")
      let escaped = try columns(prefix + "[a]-\\u0038-[b]-[c]")
      #expect(plain.count == 2 && escaped.count == 2, "\(spaces) spaces")
      #expect(escaped.first == plain.first, "\(spaces) spaces")
      #expect(escaped.last == plain.last.map { $0 + 5 }, "\(spaces) spaces")
    }
  }

  @Test func errorsPointInsideTheStringWithACaret() throws {
    let text = """
      {
        "root": { "width": 375, "height": 200 },
        "views": [ { "id": "a" }, { "id": "b" } ],
        "constraints": [ "H:|-[a(]-|" ]
      }
      """
    let diagnostics = LayoutFileTestSupport.diagnostics(text)
    #expect(diagnostics.count == 1)
    let diagnostic = try #require(diagnostics.first)
    #expect(diagnostic.code == .formatSyntax)
    #expect(diagnostic.line == 4)
    // The string's quote is at column 20; ']' is its 8th character, at column 28.
    #expect(diagnostic.column == 28)
    #expect(diagnostic.fix == "Close the predicate with ')'.")
    #expect(
      diagnostic.description == """
        test.json:4:28: error: Expected a predicate or ')' after '(' in view 'a', found ']' in constraint 0.
          H:|-[a(]-|
                 ^
          path: $.constraints[0]
          fix: Close the predicate with ')'.
        """)
  }

  @Test func namesMetricsAndOptionsAreChecked() throws {
    let text = """
      {
        "root": { "width": 375, "height": 200 },
        "metrics": { "a": 1, "bad-name": 2 },
        "views": [ { "id": "a" }, { "id": "b" } ],
        "constraints": [
          "V:[a]-[c]",
          { "constraint": "V:[a][b]", "options": ["alignAllTop"] },
          { "constraint": "a.top == root.top", "options": ["alignAllTop"] }
        ]
      }
      """
    let codes = LayoutFileTestSupport.diagnostics(text).map { $0.code }
    #expect(codes == [.invalidMetric, .invalidMetric, .unknownView, .formatOptions, .unknownKey])
  }

  private func keyboardLayout(naming constraint: String) -> String {
    """
    {
      "root": { "width": 375, "height": 600 },
      "views": [ { "id": "form", "intrinsicSize": { "width": 100, "height": 100 } } ],
      "constraints": [ { "id": "column", "constraint": "V:[form]-16-|" }, "H:|[form]|" ],
      "behaviors": { "keyboard": { "constraints": ["\(constraint)"] } }
    }
    """
  }

  @Test func behaviorsNameOnePartAndTheEntryIsReportedAsAGroup() throws {
    let diagnostics = LayoutFileTestSupport.diagnostics(keyboardLayout(naming: "column"))
    #expect(diagnostics.map { $0.code } == [.unknownConstraint])
    #expect(diagnostics.first?.fix == "Name one of them: 'column V:[form]-16-|'.")
    let scene = try LayoutFileTestSupport.scene(keyboardLayout(naming: "column V:[form]-16-|"))
    #expect(scene.constraint(withID: "column V:[form]-16-|") != nil)
    // The bottom 16 above the root's bottom: 600 − 16 − 100.
    #expect(scene.view(withID: "form")?.frame == Rect(x: 0, y: 484, width: 375, height: 100))
  }
}
