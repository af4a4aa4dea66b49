import LayoutBehaviors
import Testing

/// What a user of the library reads of a layout file without the file's syntax tree: the
/// document's view ids, each diagnostic's and each constraint site's line, column and JSON path,
/// and events made in code applied to a scene. The positions are counted by hand in the texts.
@Suite struct LayoutFilePublicSurfaceTests {
  static let layout = """
    {"root": {"width": 100, "height": 50},
     "views": [{"id": "a"}, {"id": "b"}],
     "constraints": [
      "a.left == root.left", "a.top == root.top", "a.width == 40", "a.height == 10",
      "b.left == a.right + 5", "b.top == a.top", "b.width == 20", "b.height == 10",
      {"id": "too-wide", "constraint": "a.width == 200"}]}
    """

  @Test func aDocumentListsItsViewIDsInFileOrder() throws {
    let document = try LayoutDocument.parse(Self.layout, fileName: "two.json").get()
    #expect(document.viewIDs == ["a", "b"])
    #expect(document.fileName == "two.json")
    #expect(document.events.isEmpty && document.warnings.isEmpty)
  }

  @Test func aDiagnosticGivesItsLineColumnAndPath() throws {
    // Line 2: `"constraints": [` is 16 characters, the string's quote is column 17, and the
    // column is the misspelled anchor's first letter: 17 + `"a.` = 20.
    let text = """
      {"root": {"width": 100, "height": 50}, "views": [{"id": "a"}],
      "constraints": ["a.widht == 10"]}
      """
    guard case .failure(let errors) = LayoutDocument.parse(text, fileName: "bad.json") else {
      Issue.record("a misspelled anchor was accepted")
      return
    }
    let diagnostic = try #require(errors.errors.first)
    #expect(diagnostic.code == .unknownAnchor)
    #expect(diagnostic.line == 2 && diagnostic.column == 20)
    #expect(diagnostic.jsonPath == "$.constraints[0]")
    #expect(diagnostic.fix == "Did you mean 'width'?")
  }

  @Test func aBrokenConstraintNamesTheSitesOfItsConflicts() throws {
    let document = try LayoutDocument.parse(Self.layout, fileName: "two.json").get()
    let scene = LayoutScene(document: document)
    let broken = try #require(scene.diagnostics.first { $0.kind == .unsatisfiable })
    // `a.width == 200` is the ninth constraint, on line 6: two spaces, `{"id": "too-wide",
    // "constraint": ` (33 characters), then its string's quote at column 36.
    #expect(broken.constraint.name == "too-wide")
    #expect(broken.constraint.jsonPath == "$.constraints[8].constraint")
    #expect(broken.constraint.line == 6 && broken.constraint.column == 36)
    // It conflicts with `a.width == 40`, the third constraint, on line 4: two spaces and the two
    // strings before it with their separators (21 + 2 + 19 + 2 characters), its quote at 47.
    #expect(broken.conflicts.map(\.jsonPath) == ["$.constraints[2]"])
    #expect(broken.conflicts.map(\.line) == [4] && broken.conflicts.map(\.column) == [47])
  }

  @Test func anEventMadeInCodeIsAppliedLikeOneFromTheFile() throws {
    let document = try LayoutDocument.parse(Self.layout, fileName: "two.json").get()
    let scene = LayoutScene(document: document)
    let event = EventDeclaration(
      kind: .setConstant(constraint: "too-wide", value: 30), origin: "the test's event")
    let result = scene.apply(event)
    // With `a.width == 30` next to `a.width == 40`, the required one still wins: a is 40 wide,
    // b 5 points to its right.
    let frames = Dictionary(uniqueKeysWithValues: result.framesAfter.map { ($0.identifier, $0) })
    #expect(frames["a"]?.frame == Rect(x: 0, y: 0, width: 40, height: 10))
    #expect(frames["b"]?.frame == Rect(x: 45, y: 0, width: 20, height: 10))
  }
}
