import ConstraintSolver

extension LayoutEngine {
  /// How many times the fixed point re-solves the layout after the first solve before it gives
  /// up and reports ``LayoutDiagnostic/Kind/unsettled``: 8.
  ///
  /// A layout without width↔height cycles settles after one re-solve (measure at the solved
  /// widths, set the heights, solve; the widths do not move). A cycle (a width that depends on a
  /// height) settles when the measurements stop changing; one that oscillates between two
  /// wraps never does.
  public static let maximumMeasurementPasses = 8

  // MARK: - The fixed point

  /// Resolves height-for-width: measures every view with content at its solved width, changes
  /// the intrinsic heights (and baseline pins) that differ in place, solves again, and repeats
  /// until nothing changes, at most ``maximumMeasurementPasses`` times.
  ///
  /// The solver's values *must* be published. If the last pass still changes something, the
  /// layout keeps the last solve and an ``LayoutDiagnostic/Kind/unsettled`` diagnostic names the
  /// views that still change, in tree-join order.
  func settleMeasuredContent() {
    measurement.isSettling = true
    defer { measurement.isSettling = false }
    let views = orderedMeasuredViews()
    for pass in 0...Self.maximumMeasurementPasses {
      var updates:
        [(view: View, size: Size, intrinsic: IntrinsicContentSize, baselines: Baselines?)] = []
      for view in views {
        guard let variables = view.variables else { continue }
        let width = quantized(max(0, solver.value(of: variables.width)))
        let measured = view.measuredSize(for: SizeProposal(width: width))
        let natural = view.measuredSize(for: .unspecified)
        let intrinsic = IntrinsicContentSize(width: natural.width, height: measured.height)
        let size = Size(width: width, height: measured.height)
        // Baselines only matter to a view whose baselines a constraint uses (it has pins).
        var baselines: Baselines? = nil
        var pinsMove = false
        if let pins = measurement.baselinePins[ObjectIdentifier(view)] {
          let offsets = view.pinnedBaselines(at: size)
          baselines = offsets
          pinsMove =
            pins[0].storedConstant != offsets.first || pins[1].storedConstant != offsets.last
        }
        if intrinsic != view.intrinsicContentSize || pinsMove {
          updates.append((view, size, intrinsic, baselines))
        } else {
          view.settledSize = size
        }
      }
      if updates.isEmpty { return }
      if pass == Self.maximumMeasurementPasses {
        reportUnsettled(updates.map(\.view))
        return
      }
      measurement.pendingConstants = []
      for (view, size, intrinsic, baselines) in updates {
        view.settledSize = size
        view.setIntrinsicContentSize(intrinsic)
        updateBaselinePins(of: view, to: baselines)
      }
      flushContentSizeConstants()
      // The stacks arranging the measured views follow their new sizes once per pass.
      let stacks = measurement.pendingStacks
      measurement.pendingStacks = []
      for stack in stacks { stack.update() }
      if needsUpdate { publishSolverValues() }
    }
  }

  /// Moves the optional content-size constraints whose intrinsic sizes changed during the
  /// current pass in one solver call, and ends the batching.
  ///
  /// A column of labels, each below the one before, puts every label's height in the rows of
  /// the labels below it: moving each label's constraints on its own visits each of those rows
  /// once per label above it, where one call for the whole pass visits each row once.
  func flushContentSizeConstants() {
    guard let pending = measurement.pendingConstants else { return }
    measurement.pendingConstants = nil
    guard !pending.isEmpty else { return }
    do {
      try solver.setConstants(pending)
    } catch {
      // Every constant is finite and in range, and every constraint applied and optional.
      preconditionFailure("The solver refused the measured content sizes: \(error)")
    }
  }

  /// Updates `stack` at the end of the fixed point's current pass, once however many of its
  /// arranged views changed size in it.
  func deferUpdate(of stack: StackLayout) {
    if !measurement.pendingStacks.contains(where: { $0 === stack }) {
      measurement.pendingStacks.append(stack)
    }
  }

  /// Records that the measured sizes of `views` did not settle.
  private func reportUnsettled(_ views: [View]) {
    let constraint =
      contentSizeConstraints(of: views[0], axis: .vertical).first
      ?? contentSizeConstraints(of: views[0], axis: .horizontal).first ?? rootPins[3]
    diagnostics.append(LayoutDiagnostic(kind: .unsettled, constraint: constraint, views: views))
  }

  /// A width rounded to a micro-point, so that a solve's rounding noise (99.99999999999 for
  /// 100) neither misses the cache nor changes a wrap.
  private func quantized(_ width: Double) -> Double {
    normalized((width * 1e6).rounded() / 1e6)
  }

  // MARK: - Saving and restoring

  /// What the fixed point changes outside the solver: constants of the engine's constraints
  /// (content sizes, baseline pins, the stacks that follow intrinsic sizes), the measured views'
  /// intrinsic and settled sizes, and the diagnostics. A computation that saves and restores the
  /// solver (a fitting size) saves and restores this with it.
  struct MeasuredState {
    var constants: [(constraint: LayoutConstraint, constant: Double)]
    var views: [(view: View, intrinsic: IntrinsicContentSize, settled: Size?)]
    var diagnosticCount: Int
  }

  /// The state ``restoreMeasuredState(_:)`` puts back.
  func saveMeasuredState() -> MeasuredState {
    guard !measurement.views.isEmpty else {
      return MeasuredState(constants: [], views: [], diagnosticCount: diagnostics.count)
    }
    return MeasuredState(
      constants: activeList.map { ($0, $0.storedConstant) },
      views: orderedMeasuredViews().map { ($0, $0.storedIntrinsicContentSize, $0.settledSize) },
      diagnosticCount: diagnostics.count)
  }

  /// Puts back a state saved with ``saveMeasuredState()``, without telling the solver (which
  /// the caller restores as it was when the state was saved).
  func restoreMeasuredState(_ state: MeasuredState) {
    for (constraint, constant) in state.constants { constraint.storedConstant = constant }
    for (view, intrinsic, settled) in state.views {
      view.storedIntrinsicContentSize = intrinsic
      view.settledSize = settled
    }
    if diagnostics.count > state.diagnosticCount {
      diagnostics.removeSubrange(state.diagnosticCount...)
    }
  }

  // MARK: - Membership

  /// The views with content, in the order they joined the tree (their ``ViewID``s).
  func orderedMeasuredViews() -> [View] {
    if let ordered = measurement.ordered { return ordered }
    let ordered = measurement.views.values.sorted {
      ($0.viewID?.rawValue ?? 0) < ($1.viewID?.rawValue ?? 0)
    }
    measurement.ordered = ordered
    return ordered
  }

  /// Adds a view with content to the fixed point.
  func registerMeasured(_ view: View) {
    if measurement.views.updateValue(view, forKey: ObjectIdentifier(view)) == nil {
      measurement.ordered = nil
    }
    needsUpdate = true
  }

  /// Takes a view leaving the tree out of the fixed point (its pins leave with its constraints).
  func forgetMeasured(_ view: View) {
    let id = ObjectIdentifier(view)
    if measurement.views.removeValue(forKey: id) != nil { measurement.ordered = nil }
    measurement.baselinePins[id] = nil
  }

  /// Follows a view's new content: joins or leaves the fixed point, and re-expresses the
  /// baseline pins when the view gains or loses its content.
  func measuredContentDidChange(of view: View, hadContent: Bool) {
    if view.measuredContent != nil {
      registerMeasured(view)
    } else {
      let id = ObjectIdentifier(view)
      if measurement.views.removeValue(forKey: id) != nil { measurement.ordered = nil }
    }
    let hasContent = view.measuredContent != nil
    if hadContent != hasContent, let pins = measurement.baselinePins[ObjectIdentifier(view)] {
      var relaxed = false
      for pin in pins where remove(pin) { relaxed = true }
      let replacements = makeBaselinePins(for: view)
      measurement.baselinePins[ObjectIdentifier(view)] = replacements
      for pin in replacements { activateChecked(pin) }
      if relaxed { retryBroken() }
    } else {
      updateBaselinePins(of: view)
    }
    needsUpdate = true
  }

  // MARK: - Baselines

  /// Gives `item` its baseline offsets and their pins, the first time a constraint uses one of
  /// its baselines; does nothing for other attributes, guides, or a view that has them.
  func installBaselinesIfNeeded(_ item: LayoutItem, _ attribute: LayoutAttribute?) {
    guard attribute?.isBaseline == true, let view = item as? View,
      var variables = view.variables, variables.firstBaseline == nil
    else { return }
    variables.firstBaseline = solver.makeVariable(stem: view.identifier, suffix: ".firstBaseline")
    variables.lastBaseline = solver.makeVariable(stem: view.identifier, suffix: ".lastBaseline")
    view.variables = variables
    let pins = makeBaselinePins(for: view)
    measurement.baselinePins[ObjectIdentifier(view)] = pins
    for pin in pins { activateChecked(pin) }
  }

  /// The two required pins of a view's baselines: `view.firstBaseline == view.top + first`
  /// (and the last) for a view with content, `view.firstBaseline == view.bottom` without.
  private func makeBaselinePins(for view: View) -> [LayoutConstraint] {
    let baselines = view.pinnedBaselines()
    return [
      (LayoutAttribute.firstBaseline, baselines?.first), (.lastBaseline, baselines?.last),
    ].map { attribute, offset in
      LayoutConstraint(
        firstItem: view, firstAttribute: attribute, relation: .equal, secondItem: view,
        secondAttribute: offset == nil ? .bottom : .top, multiplier: 1, constant: offset ?? 0,
        origin: .baseline, derivedName: .attribute)
    }
  }

  /// Moves the baseline pins of a view with content to `baselines`, or to its current baselines
  /// when not given, in place.
  private func updateBaselinePins(of view: View, to baselines: Baselines? = nil) {
    guard let pins = measurement.baselinePins[ObjectIdentifier(view)],
      let baselines = baselines ?? view.pinnedBaselines()
    else { return }
    setEngineConstants([(pins[0], baselines.first), (pins[1], baselines.last)])
  }
}
