/// What changed in an engine's reported frames since the previous read: the answer of
/// ``LayoutEngine/takeChangedFrames()``.
///
/// A renderer that keeps one layer per view applies ``frames`` to the layers of those views (and
/// creates the layers of views it has not seen), and drops the layers of ``removedViewIDs``:
/// afterwards its layers hold exactly what ``LayoutEngine/frames`` would report.
///
/// ```swift
/// bottomBar.constant = -216             // the keyboard appears
/// let changes = engine.takeChangedFrames()
/// for frame in changes.frames { layers[frame.viewID!].apply(frame) }
/// for id in changes.removedViewIDs { layers[id] = nil }
/// ```
public struct ChangedFrames: Hashable, Sendable {
  /// The entry of ``LayoutEngine/frames`` of each view whose entry differs from the one the
  /// previous read reported (any field: frames in superview or root coordinates, hidden flag,
  /// transform, alpha, z-index, superview), or that the previous read did not report, in tree
  /// order. Every view of the tree on the first read.
  public var frames: [ViewFrame]
  /// The IDs of the views the previous read reported that are no longer in the tree, in
  /// ascending order.
  public var removedViewIDs: [ViewID]

  /// Creates a list of changes.
  public init(frames: [ViewFrame], removedViewIDs: [ViewID]) {
    self.frames = frames
    self.removedViewIDs = removedViewIDs
  }

  /// Whether nothing changed since the previous read.
  public var isEmpty: Bool { frames.isEmpty && removedViewIDs.isEmpty }
}
