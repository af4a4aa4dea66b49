import ConstraintSolver

extension LayoutEngine {
  /// The views whose reported entry changed since the previous call, and the views that left the
  /// tree since: what a renderer must update, as Yoga's `hasNewLayout` flags.
  ///
  /// Each call compares against what the *previous call* reported, view by view (by
  /// ``ViewFrame/viewID``), and makes the current state the baseline of the next call; reading
  /// ``frames``, ``View/frame`` or a ``Transition`` neither reads nor moves that baseline. The
  /// first call reports every view. An entry is reported when any of its fields differs (exactly,
  /// not within a tolerance): the frame in the superview's coordinates (which changes when the
  /// superview moves and the view does not), the frame in root coordinates, the hidden flag, the
  /// transform, the alpha, the z-index (which changes when a sibling is added, removed or
  /// reordered) or the superview; snapping to a new ``displayScale`` and measured text that
  /// wraps differently count like any other change.
  ///
  /// ```swift
  /// _ = engine.takeChangedFrames()          // every view: the baseline
  /// bottomBar.constant = -216
  /// engine.takeChangedFrames().frames.map(\.identifier)  // the views that moved, in tree order
  /// engine.takeChangedFrames().isEmpty      // true: nothing changed since
  /// ```
  ///
  /// Together, the answers are a diff of two ``frames`` snapshots, taken at the previous read
  /// and now: ``ChangedFrames/frames`` are the entries of the second that are not in the first,
  /// in its order, and ``ChangedFrames/removedViewIDs`` the IDs of the first missing from the
  /// second.
  ///
  /// - Returns: the changed entries in tree order and the IDs of the views that left.
  /// - Complexity: O(*c* log *c*) where *c* is the number of views whose solver values or visual
  ///   state changed since the previous call (and their subviews, when a view moved), not the
  ///   number of views: the solver lists the variables whose values it changed, and each
  ///   variable leads to its view. The first call, and the first call after the tree changed or
  ///   ``displayScale`` changed, compare every view: O(*n*), as ``frames``.
  public func takeChangedFrames() -> ChangedFrames {
    ensureUpdated()
    let removedIDs = takeRemovedViewIDs()
    let changed: [ViewFrame]
    if tracking.isTracking && !tracking.needsFullCompare {
      changed = compareMarkedViews()
    } else {
      changed = compareEveryView()
    }
    for view in tracking.dirtyViews { view.isFrameDirty = false }
    tracking.dirtyViews.removeAll(keepingCapacity: true)
    tracking.isTracking = true
    tracking.needsFullCompare = false
    return ChangedFrames(frames: changed, removedViewIDs: removedIDs)
  }

  // MARK: - Marking

  /// Publishes the solver's values and, once changes are tracked or a snapshot is kept, marks
  /// the views whose variables changed: every `updateVariables()` of the engine goes through
  /// here, so the marks add up over the several solves of a measured-content fixed point or a
  /// fitting size.
  func publishSolverValues() {
    solver.updateVariables()
    needsUpdate = false
    let marksChanges = tracking.isTracking && !tracking.needsFullCompare
    let marksSnapshot = tracking.snapshot != nil
    guard marksChanges || marksSnapshot else { return }
    let changed = solver.changedVariables
    let count = tracking.viewOfVariable.count
    for variable in changed where variable.id < count {
      guard let view = tracking.viewOfVariable[variable.id]?.takeUnretainedValue() else {
        continue
      }
      if marksChanges { markFrameDirty(view) }
      if marksSnapshot { markSnapshotDirty(view) }
    }
  }

  /// Marks `view` for the next read of ``takeChangedFrames()`` and of ``frames``: its hidden
  /// flag, transform or alpha changed.
  func viewStateDidChange(_ view: View) {
    if tracking.isTracking && !tracking.needsFullCompare { markFrameDirty(view) }
    if tracking.snapshot != nil { markSnapshotDirty(view) }
  }

  /// Makes the next read of ``takeChangedFrames()`` compare every view, and the next read of
  /// ``frames`` walk the whole tree: the tree changed (tree order and z-indices moved) or the
  /// display scale did.
  func frameTrackingNeedsFullCompare() {
    tracking.needsFullCompare = true
    tracking.snapshot = nil
  }

  /// Records that `view` leaves the tree (it *must* still be in it), so that the next read
  /// reports its ID if it was reported and is not back.
  func frameTrackingWillDetach(_ view: View) {
    frameTrackingNeedsFullCompare()
    if view.hasReportedFrame, let id = view.viewID { tracking.removed.append((view, id)) }
    if let variables = view.variables {
      for variable in [variables.minX, variables.minY, variables.width, variables.height]
      where variable.id < tracking.viewOfVariable.count {
        tracking.viewOfVariable[variable.id] = nil
      }
    }
  }

  @inline(__always) private func markFrameDirty(_ view: View) {
    guard !view.isFrameDirty else { return }
    view.isFrameDirty = true
    tracking.dirtyViews.append(view)
  }

  @inline(__always) private func markSnapshotDirty(_ view: View) {
    guard !view.isSnapshotDirty else { return }
    view.isSnapshotDirty = true
    tracking.snapshotDirtyViews.append(view)
  }

  // MARK: - Reading

  /// The IDs of the views reported earlier that left the tree and are not back, ascending;
  /// forgets what was reported of them.
  private func takeRemovedViewIDs() -> [ViewID] {
    guard !tracking.removed.isEmpty else { return [] }
    var ids: [ViewID] = []
    for (view, id) in tracking.removed where view.engine !== self || view.viewID != id {
      ids.append(id)
      // A view still holding this ID is outside any tree: it starts afresh if it comes back.
      if view.viewID == id { view.forgetReportedFrame() }
    }
    tracking.removed.removeAll()
    ids.sort()
    var unique: [ViewID] = []
    for id in ids where unique.last != id { unique.append(id) }
    return unique
  }

  /// Compares every view with what it was last reported with, in tree order, and refreshes
  /// what the cheap path needs: each view's tree index and z-index, and the variable-to-view map.
  private func compareEveryView() -> [ViewFrame] {
    var changed: [ViewFrame] = []
    forEachFrameIndexing { view, entry in
      if view.updateReportedFrame(entry) { changed.append(entry) }
    }
    return changed
  }

  /// ``forEachFrame(_:)`` that also refreshes what the cheap paths of ``takeChangedFrames()``
  /// and ``frames`` need: each view's tree index and z-index, and the variable-to-view map.
  func forEachFrameIndexing(_ body: (View, consuming ViewFrame) -> Void) {
    var map = [Unmanaged<View>?](repeating: nil, count: solver.variableCount)
    var index = 0
    forEachFrame { view, entry in
      view.treeIndex = index
      view.siblingIndex = entry.zIndex
      index += 1
      if let variables = view.variables {
        let entry = Unmanaged.passUnretained(view)
        map[variables.minX.id] = entry
        map[variables.minY.id] = entry
        map[variables.width.id] = entry
        map[variables.height.id] = entry
      }
      body(view, entry)
    }
    tracking.viewOfVariable = map
  }

  /// The views to compute again for a read: `marked` (those of this engine) and the subviews of
  /// those whose reported origin in root coordinates moved since the previous read (a subview's
  /// frame is relative to it), each once. Marks the subviews it adds.
  ///
  /// - Parameters:
  ///   - marked: the views marked since the previous read.
  ///   - previous: the origin in root coordinates a view had at the previous read, if it had
  ///     one.
  ///   - snapshot: whether the read is of ``frames`` (the mark is `View.isSnapshotDirty`) or
  ///     of ``takeChangedFrames()`` (`View.isFrameDirty`).
  func viewsToRecompute(
    _ marked: [View], previous: (View) -> (x: Double, y: Double)?, snapshot: Bool
  ) -> [View] {
    var candidates: [View] = []
    candidates.reserveCapacity(marked.count)
    for view in marked {
      guard view.engine === self else {
        if snapshot { view.isSnapshotDirty = false } else { view.isFrameDirty = false }
        continue
      }
      candidates.append(view)
      guard let old = previous(view) else { continue }
      let inRoot = reported(exactRect(of: view))
      guard inRoot.x != old.x || inRoot.y != old.y else { continue }
      for subview in view.subviews {
        if snapshot {
          guard !subview.isSnapshotDirty else { continue }
          subview.isSnapshotDirty = true
        } else {
          guard !subview.isFrameDirty else { continue }
          subview.isFrameDirty = true
        }
        candidates.append(subview)
      }
    }
    return candidates
  }

  /// The entry of `view` (of this engine's tree) as ``frames`` lists it, with the z-index the
  /// caller knows (the reads of changes use the one recorded at the last full walk).
  func entry(of view: View, zIndex: Int) -> ViewFrame {
    let parent = view.superview
    let inRoot = exactRect(of: view)
    return ViewFrame(
      view, superviewIdentifier: parent?.identifier,
      frame: reported(inRoot, relativeTo: parent.map { exactRect(of: $0) }),
      frameInRoot: reported(inRoot), zIndex: zIndex)
  }

  /// Compares the marked views, and the subviews of those whose origin moved, with what they
  /// were last reported with, in tree order. The tree *must* be as at the last full compare.
  private func compareMarkedViews() -> [ViewFrame] {
    var candidates = viewsToRecompute(
      tracking.dirtyViews, previous: { $0.reportedOriginInRoot }, snapshot: false)
    // The subviews marked above are unmarked with the others after the read.
    tracking.dirtyViews = candidates
    candidates.sort { $0.treeIndex < $1.treeIndex }
    // At most one entry a candidate: room for them all at once, where growing by doubling
    // would copy the entries (about 200 bytes each) several times over.
    var changed: [ViewFrame] = []
    changed.reserveCapacity(candidates.count)
    for view in candidates {
      let current = entry(of: view, zIndex: view.siblingIndex)
      if view.updateReportedFrame(current) { changed.append(current) }
    }
    return changed
  }
}
