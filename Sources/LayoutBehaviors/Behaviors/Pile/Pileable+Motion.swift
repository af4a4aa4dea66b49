extension Pileable {
  /// The state `view` is drawn in at `time`: sampled along its running motion (frames, alpha and
  /// transform from where it started toward where it ends, paced by the animation), or its model
  /// state when it is not moving then. `nil` when the pile does not show `view`.
  ///
  /// ```swift
  /// pile.push(b, at: 0)
  /// pile.presentedState(of: b, at: 0.3)?.frame   // b on its way down from above
  /// ```
  ///
  /// - Parameters:
  ///   - view: a view of the pile.
  ///   - time: seconds, on the events' clock.
  public func presentedState(of view: View, at time: Double) -> ViewFrame? {
    guard let entry = pileState.entry(of: view) else { return nil }
    return presentedState(of: entry, at: time)
  }

  /// The states of every view the pile shows at `time`, in the order they were placed (see
  /// ``presentedState(of:at:)``).
  public func presentedStates(at time: Double) -> [ViewFrame] {
    pileState.entries.map { presentedState(of: $0, at: time) }
  }

  /// The state an entry's view is drawn in at `time`, with its current identity, superview,
  /// order and hidden flag.
  func presentedState(of entry: PileEntry, at time: Double) -> ViewFrame {
    let view = entry.view
    guard let motion = entry.motion, time < motion.endTime else { return ViewFrame(view) }
    var state = motion.state(at: time)
    state.superviewIdentifier = view.superview?.identifier
    state.viewID = view.viewID
    state.zIndex = view.zIndex
    state.isHidden = view.isHidden
    return state
  }

  /// Runs a pile event at `time` (`nil`: the settled time): removes the leaving views whose
  /// motion has ended, runs `body`, and returns the result.
  ///
  /// The changes are every view of the pile view's tree whose state differs, in tree order
  /// before the event, then the views the event added in tree order after; each `before` is
  /// where the view's motion starts when the event moved it with animation (a view added this
  /// way starts at its from-metric), and its state before the event otherwise; each animation
  /// is the view's motion's, or `nil` for a view the event changed at once.
  func performPileEvent(at time: Double?, _ body: (inout PileRecord) -> Void) -> GestureResult {
    let now: Double
    if let time {
      precondition(time.isFinite, "A pile event's time must be finite, not \(time)")
      now = max(time, pileState.time)
    } else {
      now = pileState.settledTime
    }
    let top = pileView.ancestorsFromTop()[0]
    let viewsBefore = top.subtree()
    let snapshots = viewsBefore.map { ViewFrame($0) }

    var record = PileRecord(time: now)
    for entry in pileState.entries {
      if let removal = entry.removalTime, removal <= now {
        removePileEntry(of: entry.view, record: &record)
      }
    }
    pileState.time = now
    body(&record)

    var changes: [ViewStateChange] = []
    func add(_ before: ViewFrame, _ view: View) {
      let after = ViewFrame(view)
      guard before.identifier == after.identifier, before.viewID == after.viewID else { return }
      let change = ViewStateChange(
        before: before, after: after, animation: record.paces[ObjectIdentifier(view)])
      if change.isChange { changes.append(change) }
    }
    var listed = Set<ObjectIdentifier>()
    for (view, snapshot) in zip(viewsBefore, snapshots) {
      listed.insert(ObjectIdentifier(view))
      add(record.starts[ObjectIdentifier(view)] ?? snapshot, view)
    }
    for view in top.subtree() where !listed.contains(ObjectIdentifier(view)) {
      if let start = record.starts[ObjectIdentifier(view)] { add(start, view) }
    }
    return GestureResult(
      changes: changes, callbacks: record.callbacks, animations: record.animations)
  }

  /// Moves `view`, which the pile shows, from where it is drawn to `position`; a leaving view is
  /// removed when its motion ends, at once without animation.
  func movePileView(
    _ view: View, to position: PilePosition, leaving: Bool, animated: Bool,
    record: inout PileRecord
  ) {
    guard let index = pileState.entryIndex(of: view) else { return }
    let start = presentedState(of: pileState.entries[index], at: record.time)
    placePileEntry(at: index, position: position)
    let animation = pileAnimation(to: position)
    if animated {
      record.starts[ObjectIdentifier(view)] = start
      record.paces[ObjectIdentifier(view)] = animation
      record.animations.append(animation)
      pileState.entries[index].motion = PileMotion(
        from: start, to: ViewFrame(view), start: record.time, animation: animation)
      pileState.entries[index].removalTime = leaving ? record.time + animation.totalDuration : nil
    } else {
      pileState.entries[index].motion = nil
      pileState.entries[index].removalTime = nil
      if leaving { removePileEntry(of: view, record: &record) }
    }
  }

  /// Shows `view` at active, in front: from where it is drawn if the pile shows it (it stops
  /// leaving), otherwise added to the pile view and started at `origin`'s metric.
  func showPileView(
    _ view: View, comingFrom origin: PilePosition, animated: Bool, record: inout PileRecord
  ) {
    let start: ViewFrame
    let index: Int
    if let existing = pileState.entryIndex(of: view) {
      index = existing
      start = presentedState(of: pileState.entries[index], at: record.time)
      pileState.entries[index].removalTime = nil
      pileView.bringSubviewToFront(view)
    } else {
      pileView.addSubview(view)
      pileState.entries.append(
        PileEntry(view: view, position: origin, placement: PilePlacement(constraints: [])))
      index = pileState.entries.count - 1
      start = metricState(of: view, at: origin)
    }
    placePileEntry(at: index, position: .active)
    let animation = pileAnimation(to: .active)
    if animated {
      record.starts[ObjectIdentifier(view)] = start
      record.paces[ObjectIdentifier(view)] = animation
      record.animations.append(animation)
      pileState.entries[index].motion = PileMotion(
        from: start, to: ViewFrame(view), start: record.time, animation: animation)
    } else {
      pileState.entries[index].motion = nil
    }
  }

  /// The state a view of the pile has at `position`'s metric, computed from the pile's solved
  /// frame (the state its constraints would give it).
  func metricState(of view: View, at position: PilePosition) -> ViewFrame {
    let metric = pileMetric(for: position)
    let pileFrame = pileView.frameInRoot
    let frame = metric.frame(for: view).rect(
      in: Size(width: pileFrame.width, height: pileFrame.height))
    var state = ViewFrame(view)
    state.frame = frame
    state.frameInRoot = frame.offsetBy(dx: pileFrame.x, dy: pileFrame.y)
    state.alpha = min(max(metric.alpha, 0), 1)
    state.transform3D = metric.transform
    return state
  }

  /// Places the view of the entry at `index` at `position`: replaces its constraints with those
  /// of the metric's frame and sets its alpha and transform.
  func placePileEntry(at index: Int, position: PilePosition) {
    let view = pileState.entries[index].view
    let metric = pileMetric(for: position)
    unplace(pileState.entries[index].placement)
    let placement = pileConstraints(placing: view, at: metric.frame(for: view))
    LayoutConstraint.activate(placement.constraints)
    view.alpha = metric.alpha
    view.transform3D = metric.transform
    pileState.entries[index].position = position
    pileState.entries[index].placement = placement
  }

  /// Removes `view` from the pile view, with its constraints and guides, and forgets it; a
  /// `didRemove` callback.
  func removePileEntry(of view: View, record: inout PileRecord) {
    guard let index = pileState.entryIndex(of: view) else { return }
    let entry = pileState.entries.remove(at: index)
    // Out of the tree first, so that the view keeps the frame it was placed at (where its
    // motion ended), rather than one solved after its constraints are gone.
    if view.superview === pileView { view.removeFromSuperview() }
    unplace(entry.placement)
    record.callbacks.append("didRemove(\(view.identifier))")
  }

  /// Deactivates a placement's constraints and removes its guides from the pile view.
  func unplace(_ placement: PilePlacement) {
    LayoutConstraint.deactivate(placement.constraints)
    for guide in placement.guides { pileView.removeLayoutGuide(guide) }
  }
}
