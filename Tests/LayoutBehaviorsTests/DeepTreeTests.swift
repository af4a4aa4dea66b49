import TestSupport
import Testing

@testable import LayoutBehaviors

/// View trees 100,000 levels deep: built, snapshotted, hit-tested, loaded from a file and freed
/// without recursion, with the ancestor checks bounded and every diagnostic as for a shallow
/// tree.
///
/// That is the full size (`TRELLIS_RANDOM_SCALE` set, as in `.ci/run`), where a recursion of a
/// few dozen bytes a level overflows an 8 MiB stack and a quadratic walk takes minutes. A plain
/// `swift test` builds 20,000 levels (``TestScale``), already deeper than recursion in a debug
/// build survives (a 10,000-deep tree overflowed the SVG report's recursive drawing).
///
/// These are functional tests: none is timed. The cost of the ancestor check is asserted by
/// counting its steps (`View.descendantSearch(of:)`); how fast `layout-cli check` runs on a deep
/// file is measured by `Benchmarks/generate-layout.py --depth` (see `Benchmarks/README.md`).
@Suite("Deep view trees")
struct DeepTreeTests {
  static let depth = TestScale.isFull ? 100_000 : 20_000

  /// A chain of `count` views under the root of a new engine, each the only subview of the one
  /// before; returns the engine and the views, top first.
  static func chain(_ count: Int) -> (engine: LayoutEngine, views: [View]) {
    let engine = LayoutEngine(size: Size(width: 375, height: 812))
    var views: [View] = []
    views.reserveCapacity(count)
    var parent = engine.root
    for index in 0..<count {
      let view = View("v\(index)")
      parent.addSubview(view)
      views.append(view)
      parent = view
    }
    return (engine, views)
  }

  @Test func addingALeafAtTheBottomOfADeepTreeTakesOneStep() {
    let engine = LayoutEngine(size: Size(width: 375, height: 812))
    var parent = engine.root
    var largest = 0
    for index in 0..<Self.depth {
      let view = View("v\(index)")
      // The check `insertSubview` makes: is the new parent inside the new subview?
      let search = parent.descendantSearch(of: view)
      #expect(!search.isDescendant)
      largest = max(largest, search.steps)
      parent.addSubview(view)
      parent = view
    }
    #expect(largest == 0)
    // Moving the whole chain under a new view (which has no superview) takes one step up.
    let holder = View("holder")
    let top = engine.root.subviews[0]
    let search = holder.descendantSearch(of: top)
    #expect(!search.isDescendant && search.steps == 1)
    // The other way round, the bottom of the chain is a descendant of its top: found by the
    // walk up from the bottom, in as many steps as the chain is long.
    let bottom = parent
    let down = bottom.descendantSearch(of: top)
    #expect(down.isDescendant && down.steps <= Self.depth)
    #expect(bottom.isDescendant(of: engine.root))
    #expect(!top.isDescendant(of: bottom))
  }

  @Test func aDeepTreeIsSnapshottedHitTestedAndFreedWithoutRecursion() {
    var (engine, views): (LayoutEngine?, [View]) = Self.chain(Self.depth)
    let frames = engine!.frames
    #expect(frames.count == Self.depth + 1)
    #expect(frames.last?.identifier == "v\(Self.depth - 1)")
    #expect(frames.last?.superviewIdentifier == "v\(Self.depth - 2)")
    #expect(frames.last?.zIndex == 0)
    #expect(engine!.views.count == Self.depth + 1)
    // Every view is 0 × 0 at the origin: the point is inside none but the root.
    #expect(engine!.root.hitTest(Point(x: 10, y: 10)) === engine!.root)
    // Freeing: the engine, then the views, one by one from the top (each deinitializer hands
    // its subviews to a loop instead of recursing).
    engine = nil
    #expect(views[0].superview == nil)
    views.removeAll()
  }

  @Test func aDeepTreeBuiltFromTheBottomUpIsFreedWithoutRecursion() {
    // Only the top holds the chain: freeing it frees `depth` nested views.
    var top: View? = View("top")
    var bottom = View("bottom")
    for index in 0..<Self.depth {
      let view = View("v\(index)")
      view.addSubview(bottom)
      bottom = view
    }
    top!.addSubview(bottom)
    #expect(bottom.superview === top)
    top = nil
    #expect(bottom.superview == nil)
  }

  @Test func theAncestorCheckAgreesWithAWalkOnRandomTrees() {
    for seed: UInt64 in 1...50 {
      var random = SplitMix64(seed: seed)
      let count = 60
      var views = (0..<count).map { View("v\($0)") }
      // A random forest: view i under a random earlier view, or free.
      for index in 1..<count where random.next() % 4 != 0 {
        views[Int(random.next() % UInt64(index))].addSubview(views[index])
      }
      func depth(_ view: View) -> Int {
        var depth = 0
        var current = view.superview
        while let next = current {
          depth += 1
          current = next.superview
        }
        return depth
      }
      func subtreeSize(_ view: View) -> Int {
        1 + view.subviews.reduce(0) { $0 + subtreeSize($1) }
      }
      for _ in 0..<200 {
        let a = views[Int(random.next() % UInt64(count))]
        let b = views[Int(random.next() % UInt64(count))]
        var walk = false
        var current: View? = a
        while let next = current {
          if next === b { walk = true }
          current = next.superview
        }
        let search = a.descendantSearch(of: b)
        #expect(search.isDescendant == walk, "seed \(seed)")
        #expect(
          search.steps <= min(depth(a), subtreeSize(b)) + 1,
          "seed \(seed): \(search.steps) steps for depth \(depth(a)), subtree \(subtreeSize(b))")
      }
      views.removeAll()
    }
  }

  // MARK: - Layout files

  /// A chain of `count` views in a file, each naming the one before as its parent, with one
  /// constraint per view and an id on the first view's; `extra` views are appended as given.
  static func deepLayout(_ count: Int, extraViews: String = "", events: String = "[]") -> String {
    var text = #"{"root": {"width": 375, "height": 812}, "views": ["#
    text.reserveCapacity(count * 80)
    for index in 0..<count {
      let parent = index == 0 ? "root" : "v\(index - 1)"
      text += #"{"id": "v\#(index)", "parent": "\#(parent)"}"#
      text += index == count - 1 ? "" : ",\n"
    }
    text += extraViews
    text += "],\n\"constraints\": [\n"
    text += #"{"id": "first-top", "constraint": "v0.top == root.top + 10"}"#
    for index in 1..<count {
      text += ",\n" + #""v\#(index).top == v\#(index - 1).top + 1""#
    }
    text += "],\n\"events\": \(events)}"
    return text
  }

  @Test func aDeepFileLoadsSolvesAndAppliesEvents() throws {
    let text = Self.deepLayout(
      Self.depth,
      events: #"[{"type": "setConstant", "constraint": "first-top", "value": 20}]"#)
    let document = try LayoutDocument.parse(Array(text.utf8), fileName: "deep.json").get()
    #expect(document.views.count == Self.depth)
    // The file nests no deeper than a shallow one: the depth of the tree is in the `parent`
    // names, not in the JSON.
    var scene: LayoutScene? = LayoutScene(document: document)
    #expect(scene!.diagnostics.isEmpty)
    let last = scene!.views[Self.depth - 1]
    #expect(last.frameInRoot.y == Double(10 + Self.depth - 1))
    #expect(last.frame.y == 1)
    let result = scene!.apply(document.events[0])
    #expect(last.frameInRoot.y == Double(20 + Self.depth - 1))
    // Every view moved down 10 points in the root; in its superview's coordinates only the
    // first did.
    let changes = result.frameChanges
    #expect(changes.count == Self.depth)
    #expect(changes.filter { $0.before.frame != $0.after.frame }.map(\.after.identifier) == ["v0"])
    scene = nil
  }

  @Test func aParentCycleAtTheBottomOfADeepFileIsReportedAsInAShallowOne() {
    // Three views in a cycle below a `depth`-deep chain: the same one error as in a small file.
    let extra = """
      ,
      {"id": "c", "parent": "a"},
      {"id": "a", "parent": "b"},
      {"id": "b", "parent": "c"},
      {"id": "d", "parent": "v\(Self.depth - 1)"}
      """
    let text = Self.deepLayout(Self.depth, extraViews: extra)
    let diagnostics = LayoutFileTestSupport.diagnostics(text)
    #expect(diagnostics.map(\.code) == [.parentCycle])
    #expect(
      diagnostics.first?.message
        == "Parent cycle: 'c' → 'a' → 'b' → 'c' (each arrow points to the parent).")
    #expect(diagnostics.first?.location?.line == Self.depth + 1)
  }

  @Test func aHandMadeDocumentWithAParentCyclePutsTheViewUnderTheRoot() throws {
    // A document made by hand is not validated: its cycle is broken at the view whose parent
    // would make it its own ancestor, which goes under the root, as in a shallow tree. In file
    // order, v0 goes under v999 (not in the tree yet), v1 … v998 under the one before, and v999,
    // whose parent v998 is now below it, under the root.
    var document = try LayoutDocument.parse(
      Array(Self.deepLayout(1_000).utf8), fileName: "deep.json"
    ).get()
    document.views[0].parent = "v999"
    let scene = LayoutScene(document: document)
    #expect(scene.views[999].superview === scene.engine.root)
    #expect(scene.views[0].superview === scene.views[999])
    #expect(scene.views[998].superview === scene.views[997])
    #expect(scene.engine.views.count == 1_001)
  }
}
