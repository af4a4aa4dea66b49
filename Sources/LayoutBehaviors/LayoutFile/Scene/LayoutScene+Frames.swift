extension LayoutScene {
  /// Full snapshots of the document's views, in file order: each view's frame in its
  /// superview's coordinates (``ViewFrame/frame``) and in the root's (``ViewFrame/frameInRoot``),
  /// its ``ViewFrame/viewID``, hidden flag, transform, alpha and z-index, as ``ViewFrame/init(_:)``
  /// makes them.
  ///
  /// The entries of the views in the engine's tree are those of the engine's own snapshot
  /// (``LayoutEngine/frames``), which computes again only what changed since its last read; the
  /// others (views a behavior took out of the tree) are computed here.
  ///
  /// - Complexity: O(*n*) in the number of views, plus what changed since the previous read. A
  ///   view outside the tree declared right after its previous sibling (or first among its
  ///   siblings) finds its z-index at once; the subviews of a superview where that guess fails
  ///   are indexed once per call.
  public var frames: [ViewFrame] {
    // In tree order; each view of the tree knows its position in it (`treeIndex`) as of the
    // snapshot's last full walk, and the tree has not changed since.
    let snapshot = engine.frames
    var result: [ViewFrame] = []
    result.reserveCapacity(views.count)
    var zIndexes = SiblingIndexes()
    for view in views {
      if view.isInTree(of: engine) {
        result.append(snapshot[view.treeIndex])
        continue
      }
      // Out of the tree: the values of `ViewFrame.init(_:)`, with the z-index found here.
      let superview = view.superview
      let zIndex = superview.map { zIndexes.index(of: view, in: $0) } ?? 0
      result.append(
        ViewFrame(
          view, superviewIdentifier: superview?.identifier, frame: view.frame,
          frameInRoot: view.frameInRoot, zIndex: zIndex))
    }
    return result
  }
}

/// Finds views' positions among their siblings (``View/zIndex``) for a walk over many views:
/// O(1) for a view that follows the previous one among the same superview's subviews, else
/// from an index of that superview's subviews, made once.
struct SiblingIndexes {
  /// The superview of the previous view asked about, and that view's position.
  private var previousSuperview: View? = nil
  private var previousIndex = -1
  /// The positions of the subviews of the superviews indexed so far, by identity.
  private var indexes: [ObjectIdentifier: Int] = [:]
  /// The superviews whose subviews are in `indexes`.
  private var indexed: Set<ObjectIdentifier> = []

  /// The position of `view` among the subviews of `superview`, which *must* be its superview.
  mutating func index(of view: View, in superview: View) -> Int {
    let guess = superview === previousSuperview ? previousIndex + 1 : 0
    var index: Int
    let subviews = superview.subviews
    if guess < subviews.count, subviews[guess] === view {
      index = guess
    } else {
      if indexed.insert(ObjectIdentifier(superview)).inserted {
        for (position, subview) in subviews.enumerated() {
          indexes[ObjectIdentifier(subview)] = position
        }
      }
      index = indexes[ObjectIdentifier(view)] ?? 0
    }
    previousSuperview = superview
    previousIndex = index
    return index
  }
}
