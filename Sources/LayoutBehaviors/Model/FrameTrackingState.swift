/// What a ``LayoutEngine`` keeps to answer ``LayoutEngine/takeChangedFrames()`` and
/// ``LayoutEngine/frames`` at the cost of what changed: which views may have changed since the
/// last read, which left the tree, and the last snapshot.
///
/// Each view keeps the entry it was last reported with (`View.updateReportedFrame(_:)`); a read
/// compares only the views marked here against it. The snapshot is brought up to date the same
/// way: only the entries of the views marked since it was taken are computed again.
struct FrameTrackingState {
  /// Whether a read happened: before the first one nothing is tracked (the first read compares
  /// every view anyway).
  var isTracking = false
  /// Whether the next read compares every view: after a change the cheap path cannot follow
  /// (the tree changed, so tree indices and z-indices moved; the display scale changed).
  var needsFullCompare = true
  /// For each solver variable's `Variable.id`, the view whose frame it is part of
  /// (`nil` for guides, baselines, and variables of views that left); rebuilt by every full
  /// compare and every full snapshot, and valid while either is (the tree has not changed
  /// since). The entries hold no reference count (a full snapshot of a large tree stored four
  /// per view): a view is in the tree while it is listed, and `LayoutEngine.detach(_:)` clears
  /// the entries of every view that leaves before it can go.
  var viewOfVariable: [Unmanaged<View>?] = []
  /// The views marked since the last read (their `View.isFrameDirty` is set), in the order they
  /// were marked.
  var dirtyViews: [View] = []
  /// The views that left the tree since the last read after being reported, with the ID they
  /// were reported with, in the order they left.
  var removed: [(view: View, id: ViewID)] = []
  /// The snapshot ``LayoutEngine/frames`` last returned, in tree order, or `nil` when the next
  /// read must walk the whole tree (never read, or the tree or the display scale changed since).
  var snapshot: [ViewFrame]? = nil
  /// The views marked since ``snapshot`` was last brought up to date (their
  /// `View.isSnapshotDirty` is set), in the order they were marked.
  var snapshotDirtyViews: [View] = []
  /// Whether ``Transition``s made on the engine record its frames before and after
  /// (`LayoutEngine.framesForTransition`); `false` only while `LayoutScene` applies an event for a
  /// caller that reads the event's frames from the result rather than from its transition
  /// (`layout-cli`).
  var transitionsRecordFrames = true
}
