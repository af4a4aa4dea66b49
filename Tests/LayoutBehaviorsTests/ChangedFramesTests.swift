import Testing

@testable import LayoutBehaviors

/// `LayoutEngine.takeChangedFrames()`: the views whose reported entry changed since the previous
/// read, in tree order, and the views that left (issue 14, target 2).
@Suite struct ChangedFramesTests {
  /// A 375 × 812 root with, in tree order: `box` (top = c, leading 0, 200 × 100) holding `child`
  /// (top pinned to the root at 150, leading box + 10, 50 × 20) holding `grandchild` (child's
  /// top-left, 10 × 10); then `other` (top 500, leading 0, 100 × 40).
  struct Fixture {
    let engine = LayoutEngine(size: Size(width: 375, height: 812))
    let box = View("box")
    let child = View("child")
    let grandchild = View("grandchild")
    let other = View("other")
    let boxTop: LayoutConstraint

    init() {
      let root = engine.root
      root.addSubview(box)
      box.addSubview(child)
      child.addSubview(grandchild)
      root.addSubview(other)
      boxTop = box.topAnchor.constraint(equalTo: root.topAnchor, constant: 100)
      LayoutConstraint.activate([
        boxTop,
        box.leadingAnchor.constraint(equalTo: root.leadingAnchor),
        box.widthAnchor.constraint(equalToConstant: 200),
        box.heightAnchor.constraint(equalToConstant: 100),
        child.topAnchor.constraint(equalTo: root.topAnchor, constant: 150),
        child.leadingAnchor.constraint(equalTo: box.leadingAnchor, constant: 10),
        child.widthAnchor.constraint(equalToConstant: 50),
        child.heightAnchor.constraint(equalToConstant: 20),
        grandchild.topAnchor.constraint(equalTo: child.topAnchor),
        grandchild.leadingAnchor.constraint(equalTo: child.leadingAnchor),
        grandchild.widthAnchor.constraint(equalToConstant: 10),
        grandchild.heightAnchor.constraint(equalToConstant: 10),
        other.topAnchor.constraint(equalTo: root.topAnchor, constant: 500),
        other.leadingAnchor.constraint(equalTo: root.leadingAnchor),
        other.widthAnchor.constraint(equalToConstant: 100),
        other.heightAnchor.constraint(equalToConstant: 40),
      ])
    }
  }

  @Test func firstReadReportsEveryViewThenNothing() {
    let fixture = Fixture()
    let first = fixture.engine.takeChangedFrames()
    #expect(first.frames == fixture.engine.frames)
    #expect(first.frames.map(\.identifier) == ["root", "box", "child", "grandchild", "other"])
    #expect(first.removedViewIDs.isEmpty)
    #expect(fixture.engine.takeChangedFrames().isEmpty)
  }

  @Test func aMovedParentReportsTheSubviewThatStayedInPlace() {
    let fixture = Fixture()
    _ = fixture.engine.takeChangedFrames()
    fixture.boxTop.constant = 120
    let changes = fixture.engine.takeChangedFrames()
    // box: y 100 → 120. child stays at y 150 in the root, so its frame in box moves 50 → 30.
    // grandchild follows child: unchanged in both coordinates. other: unrelated.
    #expect(changes.frames.map(\.identifier) == ["box", "child"])
    #expect(changes.frames[0].frameInRoot == Rect(x: 0, y: 120, width: 200, height: 100))
    #expect(changes.frames[1].frameInRoot == Rect(x: 10, y: 150, width: 50, height: 20))
    #expect(changes.frames[1].frame == Rect(x: 10, y: 30, width: 50, height: 20))
    #expect(
      changes.frames == fixture.engine.frames.filter { ["box", "child"].contains($0.identifier) })
  }

  @Test func changesAddUpOverSeveralSolvesUntilRead() {
    let fixture = Fixture()
    _ = fixture.engine.takeChangedFrames()
    // Each read of a frame publishes the solver's values: the marks must survive them.
    fixture.boxTop.constant = 120
    _ = fixture.box.frame
    fixture.boxTop.constant = 140
    _ = fixture.other.frame
    let changes = fixture.engine.takeChangedFrames()
    #expect(changes.frames.map(\.identifier) == ["box", "child"])
    #expect(changes.frames[0].frameInRoot.y == 140)
    // There and back between two reads: the baseline is the previous read, so nothing changed.
    fixture.boxTop.constant = 160
    _ = fixture.box.frame
    fixture.boxTop.constant = 140
    #expect(fixture.engine.takeChangedFrames().isEmpty)
  }

  @Test func readingSnapshotsDoesNotMoveTheBaseline() {
    let fixture = Fixture()
    _ = fixture.engine.takeChangedFrames()
    fixture.boxTop.constant = 120
    _ = fixture.engine.frames
    _ = fixture.box.systemLayoutSizeFitting(View.layoutFittingCompressedSize)
    #expect(fixture.engine.takeChangedFrames().frames.map(\.identifier) == ["box", "child"])
  }

  @Test func visualStateIsReported() {
    let fixture = Fixture()
    _ = fixture.engine.takeChangedFrames()
    fixture.other.isHidden = true
    fixture.grandchild.alpha = 0.5
    fixture.child.transform = AffineTransform(scaleX: 2, y: 2)
    let changes = fixture.engine.takeChangedFrames()
    #expect(changes.frames.map(\.identifier) == ["child", "grandchild", "other"])
    #expect(changes.frames[2].isHidden)
    #expect(changes.frames[1].alpha == 0.5)
    // Setting a value it already has changes nothing.
    fixture.other.isHidden = true
    fixture.grandchild.alpha = 0.5
    #expect(fixture.engine.takeChangedFrames().isEmpty)
  }

  @Test func zOrderChangesReportTheSiblingsWhoseIndexMoved() {
    let fixture = Fixture()
    _ = fixture.engine.takeChangedFrames()
    fixture.engine.root.sendSubviewToBack(fixture.other)
    let changes = fixture.engine.takeChangedFrames()
    // Tree order is now root, other, box, child, grandchild: other 1 → 0, box 0 → 1.
    #expect(changes.frames.map(\.identifier) == ["other", "box"])
    #expect(changes.frames.map(\.zIndex) == [0, 1])
  }

  @Test func addedAndRemovedViews() throws {
    let fixture = Fixture()
    _ = fixture.engine.takeChangedFrames()
    let childID = try #require(fixture.child.viewID)
    let grandchildID = try #require(fixture.grandchild.viewID)
    // Removing child takes grandchild with it; their constraints leave, box keeps its frame.
    fixture.child.removeFromSuperview()
    let added = View("added")
    fixture.engine.root.addSubview(added)
    let changes = fixture.engine.takeChangedFrames()
    #expect(changes.removedViewIDs == [childID, grandchildID])
    #expect(changes.frames.map(\.identifier) == ["added"])
    #expect(changes.frames[0].zIndex == 2)
    #expect(fixture.engine.takeChangedFrames().isEmpty)
    // Out and back in before a read: the same ID, not removed; it has no constraints now, so
    // its frame is (0, 0, 0, 0) and it is reported for that.
    fixture.other.removeFromSuperview()
    fixture.engine.root.addSubview(fixture.other)
    let back = fixture.engine.takeChangedFrames()
    #expect(back.removedViewIDs.isEmpty)
    #expect(back.frames.map(\.identifier) == ["added", "other"])
    #expect(back.frames[1].frame == Rect(x: 0, y: 0, width: 0, height: 0))
  }

  @Test func aNewDisplayScaleReportsTheViewsItSnaps() {
    let fixture = Fixture()
    fixture.boxTop.constant = 100.1
    _ = fixture.engine.takeChangedFrames()
    fixture.engine.displayScale = 2
    let changes = fixture.engine.takeChangedFrames()
    // box's top 100.1 snaps to 100 (nearest half point) and its bottom 200.1 to 200; child at
    // 150 in the root is on the grid, but its frame in box moves 49.9 → 50.
    #expect(changes.frames.map(\.identifier) == ["box", "child"])
    #expect(changes.frames[0].frameInRoot == Rect(x: 0, y: 100, width: 200, height: 100))
    #expect(changes.frames[1].frame.y == 50)
    fixture.engine.displayScale = 2
    #expect(fixture.engine.takeChangedFrames().isEmpty)
  }

  @Test func measuredTextThatRewrapsIsReported() {
    let engine = LayoutEngine(size: Size(width: 375, height: 812))
    let label = View("label")
    let below = View("below")
    engine.root.addSubview(label)
    engine.root.addSubview(below)
    // 10 points a character: "aaaa bbbb cccc dddd" is 190 points on one line of 20.
    label.content = TextContent("aaaa bbbb cccc dddd", advance: 10, lineHeight: 20)
    let width = label.widthAnchor.constraint(equalToConstant: 200)
    LayoutConstraint.activate([
      label.topAnchor.constraint(equalTo: engine.root.topAnchor),
      label.leadingAnchor.constraint(equalTo: engine.root.leadingAnchor),
      width,
      below.topAnchor.constraint(equalTo: label.bottomAnchor),
      below.leadingAnchor.constraint(equalTo: engine.root.leadingAnchor),
      below.widthAnchor.constraint(equalToConstant: 10),
      below.heightAnchor.constraint(equalToConstant: 10),
    ])
    _ = engine.takeChangedFrames()
    #expect(label.frame.height == 20)
    // At 100 points "aaaa bbbb" (90) and "cccc dddd" (90) make two lines: 40 high, and the
    // view below moves from y 20 to y 40 in the fixed point's second solve.
    width.constant = 100
    let changes = engine.takeChangedFrames()
    #expect(changes.frames.map(\.identifier) == ["label", "below"])
    #expect(changes.frames[0].frame == Rect(x: 0, y: 0, width: 100, height: 40))
    #expect(changes.frames[1].frame.y == 40)
  }

  @Test func aViewMovedToAnotherEngineIsRemovedFromTheFirst() throws {
    let fixture = Fixture()
    let second = LayoutEngine(size: Size(width: 100, height: 100))
    _ = fixture.engine.takeChangedFrames()
    _ = second.takeChangedFrames()
    let otherID = try #require(fixture.other.viewID)
    second.root.addSubview(fixture.other)
    #expect(fixture.engine.takeChangedFrames().removedViewIDs == [otherID])
    let joined = second.takeChangedFrames()
    #expect(joined.frames.map(\.identifier) == ["other"])
    // The second engine gave it an ID of its own.
    #expect(joined.frames[0].viewID == fixture.other.viewID)
    #expect(fixture.other.viewID != otherID)
  }
}
