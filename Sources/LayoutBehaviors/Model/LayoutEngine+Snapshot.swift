extension LayoutEngine {
  /// Brings `snapshot`, the list ``frames`` returned last (the tree unchanged since), up to date:
  /// computes again the entries of the views marked since and of the subviews of those that
  /// moved, and writes those that differ.
  ///
  /// An entry is written only when it changed, so a snapshot still held elsewhere is copied only
  /// when something moved.
  func refresh(_ snapshot: inout [ViewFrame]) {
    guard !tracking.snapshotDirtyViews.isEmpty else { return }
    let candidates = viewsToRecompute(
      tracking.snapshotDirtyViews,
      previous: { (snapshot[$0.treeIndex].frameInRoot.x, snapshot[$0.treeIndex].frameInRoot.y) },
      snapshot: true)
    for view in candidates {
      let entry = currentEntry(of: view)
      if snapshot[view.treeIndex] != entry { snapshot[view.treeIndex] = entry }
    }
    for view in candidates { view.isSnapshotDirty = false }
    for view in tracking.snapshotDirtyViews { view.isSnapshotDirty = false }
    tracking.snapshotDirtyViews.removeAll(keepingCapacity: true)
  }
}
