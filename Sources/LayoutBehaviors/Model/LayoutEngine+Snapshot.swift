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
      let current = entry(of: view, zIndex: view.siblingIndex)
      if snapshot[view.treeIndex] != current { snapshot[view.treeIndex] = current }
    }
    for view in candidates { view.isSnapshotDirty = false }
    clearSnapshotMarks()
  }

  /// Unmarks the views marked for the snapshot: it is up to date.
  func clearSnapshotMarks() {
    for view in tracking.snapshotDirtyViews { view.isSnapshotDirty = false }
    tracking.snapshotDirtyViews.removeAll(keepingCapacity: true)
  }
}
