import Testing

@testable import LayoutBehaviors

/// `LayoutScene.frames` when siblings are not in file order: the z-index of a view whose
/// superview's subviews are declared interleaved with other views, or reordered by an event,
/// comes from the index `SiblingIndexes` builds (its slow path), and must equal the view's own
/// ``View/zIndex``.
@Suite("LayoutScene frames")
struct LayoutSceneFramesTests {
  /// Checks each entry of `frames` against the expected id, z-index and frame in the
  /// superview's coordinates, `(x, y, width, height)`, to 1e-9.
  private func expectFrames(
    _ frames: [ViewFrame], _ expected: [(String, Int, Rect)],
    sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) {
    #expect(
      frames.map(\.identifier) == expected.map(\.0), sourceLocation: sourceLocation)
    for (frame, (id, zIndex, rect)) in zip(frames, expected) {
      #expect(frame.zIndex == zIndex, "z-index of \(id)", sourceLocation: sourceLocation)
      let close = [
        frame.frame.x - rect.x, frame.frame.y - rect.y, frame.frame.width - rect.width,
        frame.frame.height - rect.height,
      ].allSatisfy { abs($0) <= 1e-9 }
      #expect(close, "\(id): \(frame.frame) is not \(rect)", sourceLocation: sourceLocation)
    }
  }

  /// Views of two superviews declared interleaved (`a1`, `b1`, `a2`, `b2`, `a3`), and a child
  /// declared before its parent: each one's guess (the previous sibling's index + 1, or 0 after
  /// a change of superview) fails for `a2`, `b2` and `a3`, which are found in the index.
  @Test func interleavedSiblingsGetTheirPositionAmongTheirSuperviewsSubviews() throws {
    let scene = try LayoutFileTestSupport.scene(
      """
      {"root": {"width": 300, "height": 200},
       "views": [
         {"id": "a"}, {"id": "a1", "parent": "a"}, {"id": "b1", "parent": "b"},
         {"id": "a2", "parent": "a"}, {"id": "b2", "parent": "b"}, {"id": "a3", "parent": "a"},
         {"id": "b"}
       ],
       "constraints": [
         "a.leading == root.leading", "a.top == root.top", "a.width == 100", "a.height == 100",
         "b.leading == a.trailing", "b.top == root.top", "b.width == 100", "b.height == 100",
         "a1.leading == a.leading + 10", "a1.top == a.top", "a1.width == 10", "a1.height == 10",
         "a2.leading == a1.trailing", "a2.top == a1.top", "a2.width == 10", "a2.height == 10",
         "a3.leading == a2.trailing", "a3.top == a2.top", "a3.width == 10", "a3.height == 10",
         "b1.leading == b.leading", "b1.top == b.top + 20", "b1.width == 5", "b1.height == 5",
         "b2.leading == b1.trailing", "b2.top == b1.top", "b2.width == 5", "b2.height == 5"
       ]}
      """)
    // a's subviews in file order: a1, a2, a3 (z 0, 1, 2); b's: b1, b2 (z 0, 1); the root's:
    // a (declared first, z 0) and b (declared last, z 1).
    // Frames in the superview: a1 at x 10, a2 at 10 + 10 = 20, a3 at 20 + 10 = 30, y 0;
    // b1 at (0, 20), b2 at 0 + 5 = 5; b at x 0 + 100 = 100.
    expectFrames(
      scene.frames,
      [
        ("a", 0, Rect(x: 0, y: 0, width: 100, height: 100)),
        ("a1", 0, Rect(x: 10, y: 0, width: 10, height: 10)),
        ("b1", 0, Rect(x: 0, y: 20, width: 5, height: 5)),
        ("a2", 1, Rect(x: 20, y: 0, width: 10, height: 10)),
        ("b2", 1, Rect(x: 5, y: 20, width: 5, height: 5)),
        ("a3", 2, Rect(x: 30, y: 0, width: 10, height: 10)),
        ("b", 1, Rect(x: 100, y: 0, width: 100, height: 100)),
      ])
    #expect(scene.frames.map(\.zIndex) == scene.views.map(\.zIndex))
  }

  /// A press on a draggable view brings it to the front of its siblings (the blog's draggable):
  /// the views after it move back by one, and the snapshots after the event say so.
  @Test func anEventThatReordersSiblingsIsSeenInTheFramesAfterIt() throws {
    let scene = try LayoutFileTestSupport.scene(
      """
      {"root": {"width": 300, "height": 200},
       "views": [
         {"id": "back"}, {"id": "sticker"}, {"id": "middle"}, {"id": "front"},
         {"id": "inner", "parent": "middle"}
       ],
       "constraints": [
         "back.leading == root.leading", "back.top == root.top",
         "back.width == 40", "back.height == 40",
         "sticker.leading == back.trailing", "sticker.top == root.top",
         "sticker.width == 40", "sticker.height == 40",
         "middle.leading == sticker.trailing", "middle.top == root.top",
         "middle.width == 40", "middle.height == 40",
         "front.leading == middle.trailing", "front.top == root.top",
         "front.width == 40", "front.height == 40",
         "inner.leading == middle.leading + 4", "inner.top == middle.top + 4",
         "inner.width == 8", "inner.height == 8"
       ],
       "behaviors": {"gestures": [{"view": "sticker", "draggable": true}]},
       "events": [{"type": "press", "view": "sticker", "state": "began"}]}
      """)
    // Before: the root's subviews back, sticker, middle, front (z 0 to 3), side by side 40
    // apart; inner alone in middle at (4, 4).
    let before = scene.frames
    expectFrames(
      before,
      [
        ("back", 0, Rect(x: 0, y: 0, width: 40, height: 40)),
        ("sticker", 1, Rect(x: 40, y: 0, width: 40, height: 40)),
        ("middle", 2, Rect(x: 80, y: 0, width: 40, height: 40)),
        ("front", 3, Rect(x: 120, y: 0, width: 40, height: 40)),
        ("inner", 0, Rect(x: 4, y: 4, width: 8, height: 8)),
      ])
    let result = scene.apply(try #require(scene.document.events.first))
    // After: back, middle, front, sticker (z 0, 1, 2, 3). The sticker's guess (back's 0 + 1)
    // finds middle and misses, so the root's subviews are indexed: sticker 3; middle's guess
    // (3 + 1 = 4) is past the end, the index gives 1; front's guess (1 + 1 = 2) holds. Frames
    // do not move (a press changes the z-order and the scale, not the layout).
    let expectedAfter: [(String, Int, Rect)] = [
      ("back", 0, Rect(x: 0, y: 0, width: 40, height: 40)),
      ("sticker", 3, Rect(x: 40, y: 0, width: 40, height: 40)),
      ("middle", 1, Rect(x: 80, y: 0, width: 40, height: 40)),
      ("front", 2, Rect(x: 120, y: 0, width: 40, height: 40)),
      ("inner", 0, Rect(x: 4, y: 4, width: 8, height: 8)),
    ]
    expectFrames(scene.frames, expectedAfter)
    expectFrames(result.framesAfter, expectedAfter)
    #expect(result.framesBefore == before)
    #expect(scene.frames.map(\.zIndex) == scene.views.map(\.zIndex))
  }

  /// The scene's frames come from the engine's snapshot, which computes again only what changed:
  /// after each event of the fuzzing corpus's layouts (collapsing, the keyboard, constants,
  /// gestures that reorder siblings and take cards out of a pile), they equal each view's
  /// frames computed from scratch (`ViewFrame.init(_:)`), entry for entry.
  @Test func framesAfterEachEventEqualFramesComputedFromScratch() throws {
    for text in LayoutFileFuzzTests.corpus {
      let scene = try LayoutFileTestSupport.scene(text)
      #expect(scene.frames == scene.views.map { ViewFrame($0) })
      #expect(!scene.document.events.isEmpty)
      for (index, event) in scene.document.events.enumerated() {
        _ = scene.apply(event)
        let frames = scene.frames
        let fromScratch = scene.views.map { ViewFrame($0) }
        #expect(frames.count == fromScratch.count)
        for (entry, expected) in zip(frames, fromScratch) where entry != expected {
          Issue.record("after event \(index): \(entry) is not \(expected)")
        }
      }
    }
  }
}
