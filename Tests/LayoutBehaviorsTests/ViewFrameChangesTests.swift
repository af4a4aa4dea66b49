import Testing

@testable import LayoutBehaviors

/// The one diff (`ViewFrame.changedPositions`, `FrameChange.changes`): snapshots of a tree pair
/// views by ID, a document's views pair by position; a view that joins the tree is a change of
/// the same view.
@Suite struct ViewFrameChangesTests {
  private static func entry(_ id: String, _ serial: Int?, x: Double) -> ViewFrame {
    ViewFrame(
      identifier: id, superviewIdentifier: "root", frame: Rect(x: x, y: 0, width: 10, height: 10),
      frameInRoot: Rect(x: x, y: 0, width: 10, height: 10),
      viewID: serial.map { ViewID(rawValue: $0) })
  }

  @Test func treeSnapshotsPairByIdentity() {
    // `card` #2 was removed and a new `card` #4 added at the same place; `tag` #3 moved to the
    // front and by 5 points.
    let before = [Self.entry("card", 2, x: 0), Self.entry("tag", 3, x: 20)]
    let after = [Self.entry("tag", 3, x: 25), Self.entry("card", 4, x: 40)]
    #expect(ViewFrame.matchingIndices(before: before, after: after) == [1, nil])
    let changes = FrameChange.changes(from: before, to: after, pairing: .byIdentity)
    #expect(changes.map(\.identifier) == ["tag"])
    #expect(changes.first?.before.frame.x == 20 && changes.first?.after.frame.x == 25)
    // Paired by position, the two cards would have been taken for one view.
    let positions = ViewFrame.changedPositions(before: before, after: after, pairing: .byPosition) {
      _, _ in true
    }
    #expect(positions.map(\.after) == [0, 1])
  }

  @Test func aViewThatJoinsTheTreeIsAChangeOfTheSameView() throws {
    // A pile pushes `a`, outside the tree until then (no ID): the event's frame changes list it,
    // with the ID it got.
    let text = """
      {"root": {"width": 100, "height": 100},
       "views": [{"id": "deck"}, {"id": "a", "parent": "deck"}, {"id": "b", "parent": "deck"}],
       "constraints": ["deck.left == root.left", "deck.top == root.top", "deck.width == 100",
                       "deck.height == 50"],
       "behaviors": {"piles": [{"view": "deck", "views": ["b"]}]},
       "events": [{"type": "push", "pile": "deck", "view": "a", "at": 0}]}
      """
    let scene = LayoutScene(document: try LayoutDocument.parse(text, fileName: "pile.json").get())
    let result = scene.apply(scene.document.events[0])
    let joined = try #require(result.frameChanges.first { $0.identifier == "a" })
    #expect(joined.before.viewID == nil)
    #expect(joined.viewID != nil && joined.viewID == joined.after.viewID)
    #expect(joined.after.frame == Rect(x: 0, y: 0, width: 100, height: 50))
  }
}
