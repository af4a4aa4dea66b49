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

  /// The walk's order and each entry's superview, z-index and frames, worked by hand on a tree
  /// where subtrees end at different depths: after a subtree the walk goes back up to the next
  /// sibling of the right ancestor.
  @Test func theWalkListsATreeInDepthFirstOrder() {
    let engine = LayoutEngine(size: Size(width: 100, height: 100))
    let root = engine.root
    // Origins in root coordinates; every view is 5 × 5.
    let tree: [(id: String, parent: String, x: Double, y: Double)] = [
      ("a", "root", 10, 10), ("a1", "a", 12, 14), ("a2", "a", 20, 30), ("a2x", "a2", 25, 35),
      ("b", "root", 60, 10), ("c", "root", 60, 60), ("c1", "c", 70, 75),
    ]
    var views = ["root": root]
    var constraints: [LayoutConstraint] = []
    for entry in tree {
      let view = View(entry.id)
      views[entry.parent]!.addSubview(view)
      views[entry.id] = view
      constraints += [
        view.leftAnchor.constraint(equalTo: root.leftAnchor, constant: entry.x),
        view.topAnchor.constraint(equalTo: root.topAnchor, constant: entry.y),
        view.widthAnchor.constraint(equalToConstant: 5),
        view.heightAnchor.constraint(equalToConstant: 5),
      ]
    }
    LayoutConstraint.activate(constraints)
    let frames = engine.frames
    #expect(frames.map(\.identifier) == ["root", "a", "a1", "a2", "a2x", "b", "c", "c1"])
    #expect(
      frames.map(\.superviewIdentifier) == [nil, "root", "a", "a", "a2", "root", "root", "c"])
    #expect(frames.map(\.zIndex) == [0, 0, 0, 1, 0, 1, 2, 0])
    // Relative to the superview: a1 is at (12 − 10, 14 − 10), a2x at (25 − 20, 35 − 30).
    #expect(frames.map(\.frame.x) == [0, 10, 2, 10, 5, 60, 60, 10])
    #expect(frames.map(\.frame.y) == [0, 10, 4, 20, 5, 10, 60, 15])
    #expect(frames.map(\.frameInRoot.x) == [0, 10, 12, 20, 25, 60, 60, 70])
    #expect(frames.dropFirst().allSatisfy { $0.frame.width == 5 && $0.frame.height == 5 })
    #expect(frames == ChangedFramesPropertyTests.walk(engine))
  }
}
