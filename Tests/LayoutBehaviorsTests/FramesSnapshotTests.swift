import Testing

@testable import LayoutBehaviors

/// `LayoutEngine.frames` keeps its last snapshot and brings it up to date from the views that
/// changed since (issue 14, target 2): the answers are those of a full walk, and a snapshot the
/// caller holds never changes. Uses ``ChangedFramesTests/Fixture``.
@Suite struct FramesSnapshotTests {
  typealias Fixture = ChangedFramesTests.Fixture

  @Test func aConstantChangeUpdatesTheMovedEntriesOnly() {
    let fixture = Fixture()
    let before = fixture.engine.frames
    fixture.boxTop.constant = 120
    let after = fixture.engine.frames
    // box: y 100 → 120 in the root. child stays at y 150 in the root, so its frame in box goes
    // from y 50 to 30; grandchild (child's top-left) and other do not move.
    #expect(before.map(\.frameInRoot.y) == [0, 100, 150, 150, 500])
    #expect(before.map(\.frame.y) == [0, 100, 50, 0, 500])
    #expect(after.map(\.frameInRoot.y) == [0, 120, 150, 150, 500])
    #expect(after.map(\.frame.y) == [0, 120, 30, 0, 500])
    #expect(after == ChangedFramesPropertyTests.walk(fixture.engine))
    // Reading again with nothing changed gives the same list.
    #expect(fixture.engine.frames == after)
  }

  @Test func aHeldSnapshotKeepsItsValues() {
    let fixture = Fixture()
    let first = fixture.engine.frames
    fixture.boxTop.constant = 120
    let second = fixture.engine.frames
    fixture.boxTop.constant = 140
    fixture.other.alpha = 0.5
    let third = fixture.engine.frames
    #expect(first[1].frameInRoot.y == 100)
    #expect(second[1].frameInRoot.y == 120)
    #expect(third[1].frameInRoot.y == 140)
    // child at y 150 in the root: 150 − 140 = 10 in box.
    #expect(third[2].frame.y == 10)
    #expect(second[4].alpha == 1)
    #expect(third[4].alpha == 0.5)
  }

  @Test func changesBetweenReadsAddUp() {
    let fixture = Fixture()
    _ = fixture.engine.frames
    // Each read of one frame publishes the solver's values: the marks must survive them.
    fixture.boxTop.constant = 120
    _ = fixture.box.frame
    fixture.boxTop.constant = 100
    _ = fixture.other.frame
    fixture.child.isHidden = true
    let frames = fixture.engine.frames
    #expect(frames.map(\.frameInRoot.y) == [0, 100, 150, 150, 500])
    #expect(frames.map(\.isHidden) == [false, false, true, false, false])
    #expect(frames == ChangedFramesPropertyTests.walk(fixture.engine))
  }

  @Test func treeChangesAndDisplayScaleWalkTheTreeAgain() {
    let fixture = Fixture()
    _ = fixture.engine.frames
    fixture.engine.root.bringSubviewToFront(fixture.box)
    // Tree order: root, other, box, child, grandchild; box is now in front (z-index 1).
    #expect(
      fixture.engine.frames.map(\.identifier) == ["root", "other", "box", "child", "grandchild"])
    #expect(fixture.engine.frames.map(\.zIndex) == [0, 0, 1, 0, 0])
    fixture.grandchild.removeFromSuperview()
    #expect(fixture.engine.frames.map(\.identifier) == ["root", "other", "box", "child"])
    // 100.3 on a 2× display snaps to 100.5.
    fixture.boxTop.constant = 100.3
    _ = fixture.engine.frames
    fixture.engine.displayScale = 2
    #expect(fixture.engine.frames[2].frameInRoot.y == 100.5)
    #expect(fixture.engine.frames == ChangedFramesPropertyTests.walk(fixture.engine))
  }
}
