import Testing

@testable import LayoutBehaviors

@Suite("Member locations of declarations")
struct MemberLocationListTests {
  @Test func aParsedViewKnowsWhereEachOfItsKeysIs() throws {
    let text = """
      {"root": {"width": 100, "height": 50},
       "views": [{"id": "a",
                  "margins": {"top": 1}, "hidden": true}]}
      """
    let document = try LayoutDocument.parse(text, fileName: "t.json").get()
    let view = document.views[0]
    // Each value's first character, counted by hand: line 2 starts with a space and `"a"` is
    // its 19th character (line 1 is 38 characters, so offset 39 + 18); on line 3, after 12
    // spaces, the `{` of margins is the 24th and the `t` of `true` the 46th.
    #expect(view.memberLocationList["id"] == TextLocation(line: 2, column: 19, offset: 57))
    #expect(view.memberLocationList["margins"]?.line == 3)
    #expect(view.memberLocationList["margins"]?.column == 24)
    #expect(view.memberLocationList["hidden"]?.column == 46)
    #expect(view.memberLocationList["parent"] == nil)
    #expect(view.memberLocations.keys.sorted() == ["hidden", "id", "margins"])
    #expect(view.memberLocations["margins"] == view.memberLocationList["margins"])
    #expect(document.root.memberLocations.keys.sorted() == ["height", "width"])
    // `{"root": {"width": 100`: the `1` is the 20th character of line 1.
    #expect(document.root.memberLocationList["width"]?.column == 20)
  }

  @Test func settingTheDictionaryKeepsFileOrder() {
    var view = ViewDeclaration(id: "v")
    let early = TextLocation(line: 1, column: 5, offset: 4)
    let late = TextLocation(line: 2, column: 1, offset: 30)
    view.memberLocations = ["text": late, "id": early]
    #expect(view.memberLocationList.entries.map(\.key) == ["id", "text"])
    #expect(view.memberLocations == ["text": late, "id": early])
    view.memberLocations = [:]
    #expect(view.memberLocationList["id"] == nil)
  }
}
