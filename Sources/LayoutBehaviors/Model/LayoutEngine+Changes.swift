import ConstraintSolver

extension LayoutEngine {
  // MARK: - Constraint properties

  /// Applies a new constant of an active constraint in place.
  ///
  /// An applied constraint's constant moves in the solver (`Solver.setConstant(_:for:)`); if the
  /// constraint is required and the new constant contradicts other required constraints, it is
  /// broken. A required constant change may make room for broken constraints, so they are
  /// retried; a broken constraint whose constant changed is retried too.
  func constantDidChange(of constraint: LayoutConstraint) {
    switch constraint.state {
    case .inactive:
      return
    case .broken:
      retryBroken()
    case .applied:
      guard let solverConstraint = constraint.solverConstraint else { return }
      needsUpdate = true
      do {
        try solver.setConstant(-constraint.storedConstant, for: solverConstraint)
      } catch {
        switch error {
        case .unsatisfiable(_, let conflicts):
          unapply(constraint)
          markBroken(constraint, conflicts: owners(of: conflicts))
          retryBroken(skipping: constraint)
          return
        case .outOfRange:
          unapply(constraint)
          markBroken(constraint, conflicts: [], kind: .outOfRange)
          retryBroken(skipping: constraint)
          return
        case .unknown, .nonFinite:
          preconditionFailure("The solver refused the constant of '\(constraint)': \(error)")
        }
      }
      if constraint.storedPriority.isRequired { retryBroken() }
    }
  }

  /// Applies a new priority of an active constraint.
  ///
  /// Between optional priorities only the solver's weights change. Optional to required is
  /// applied atomically; if the constraint then contradicts the required constraints it is
  /// broken. Required to optional is applied atomically and cannot fail, and it may make room for
  /// broken constraints, which are retried.
  func priorityDidChange(of constraint: LayoutConstraint, from old: LayoutPriority) {
    switch constraint.state {
    case .inactive:
      return
    case .broken:
      retryBroken()
    case .applied:
      guard let solverConstraint = constraint.solverConstraint else { return }
      let new = constraint.storedPriority
      needsUpdate = true
      do {
        try solver.setStrength(new.strength, for: solverConstraint)
      } catch {
        switch error {
        case .unsatisfiable(_, let conflicts):
          // The solver still holds the constraint at its old, optional strength.
          unapply(constraint)
          markBroken(constraint, conflicts: owners(of: conflicts))
          return
        case .unknown, .nonFinite:
          preconditionFailure("The solver refused the priority of '\(constraint)': \(error)")
        }
      }
      if old.isRequired && !new.isRequired { retryBroken() }
    }
  }

  // MARK: - View properties

  /// Follows a view's new intrinsic content size: adds, updates in place, or removes the two
  /// content-size constraints of each axis that changed (in the order that keeps them
  /// consistent with each other when both are required).
  func intrinsicContentSizeDidChange(of view: View, from old: IntrinsicContentSize) {
    for axis in LayoutConstraintAxis.allCases {
      let before = old[axis]
      let after = view.intrinsicContentSize[axis]
      guard before != after else { continue }
      let existing = contentSizeConstraints(of: view, axis: axis)
      if let after {
        if existing.isEmpty {
          addContentSizeConstraints(to: view, axis: axis, value: after)
        } else if !moveOptionalContentSize(existing, to: after) {
          // Growing moves the `<=` (hugging) first and shrinking the `>=` (compression) first,
          // so that two required content constraints never contradict each other on the way.
          let growing = before.map { after > $0 } ?? false
          for constraint in growing ? existing.reversed() : existing {
            constraint.storedConstant = after
            constantDidChange(of: constraint)
          }
        }
      } else {
        var relaxed = false
        for constraint in existing where remove(constraint) { relaxed = true }
        view.contentSizeSlots[axis, hugging: false] = nil
        view.contentSizeSlots[axis, hugging: true] = nil
        if relaxed { retryBroken() }
      }
    }
  }

  /// Moves both content-size constraints of an axis to `value` in one solver call when both are
  /// applied and optional (the usual case): the solution keeps its basis, where moving them
  /// one after the other would pivot through the state with one side moved. During a pass of
  /// the measuring fixed point the move waits for the pass's other sizes
  /// (``MeasurementState/pendingConstants``).
  ///
  /// - Returns: whether the constraints moved; if not, nothing changed and the caller moves them
  ///   one by one (a required side, a broken one, a value out of the solver's range).
  private func moveOptionalContentSize(_ constraints: [LayoutConstraint], to value: Double)
    -> Bool
  {
    guard Solver.isInRange(value) else { return false }
    var changes: [(constraint: Constraint, constant: Double)] = []
    for constraint in constraints {
      guard constraint.state == .applied, !constraint.storedPriority.isRequired,
        let solverConstraint = constraint.solverConstraint
      else { return false }
      changes.append((solverConstraint, -value))
    }
    if measurement.pendingConstants != nil {
      measurement.pendingConstants?.append(contentsOf: changes)
    } else {
      guard (try? solver.setConstants(changes)) != nil else { return false }
    }
    for constraint in constraints { constraint.storedConstant = value }
    needsUpdate = true
    return true
  }

  /// Follows a view's new content-hugging or compression-resistance priority on `axis`.
  func contentPriorityDidChange(of view: View, axis: LayoutConstraintAxis, hugging: Bool) {
    guard let constraint = view.contentSizeSlots[axis, hugging: hugging] else { return }
    let old = constraint.storedPriority
    constraint.storedPriority =
      hugging
      ? view.contentHuggingPriority(for: axis)
      : view.contentCompressionResistancePriority(for: axis)
    priorityDidChange(of: constraint, from: old)
  }

  /// Follows a view's new margins or safe-area insets: moves the guide's pins in place, if the
  /// guide is in use.
  func guideInsetsDidChange(of view: View, kind: LayoutGuide.Kind) {
    let guide = kind == .layoutMargins ? view.existingMarginsGuide : view.existingSafeAreaGuide
    guard let guide, let pins = guidePins(of: guide) else { return }
    let insets = guide.insets
    setEngineConstants([
      (pins[0], insets.left), (pins[1], insets.top), (pins[2], -insets.right),
      (pins[3], -insets.bottom),
    ])
  }

  // MARK: - Engine properties

  /// Moves the root's size pins to the new ``rootSize``.
  func rootSizeDidChange() {
    var changes: [(constraint: LayoutConstraint, value: Double)] = []
    // An axis along which the root fits its content keeps its pin toward 0.
    if !rootFitsContent(along: .horizontal) { changes.append((rootPins[2], rootSize.width)) }
    if !rootFitsContent(along: .vertical) { changes.append((rootPins[3], rootSize.height)) }
    setEngineConstants(changes)
  }

  /// Re-expresses the constraints involving `leading` or `trailing` for the new direction:
  /// removes the applied ones, adds them again in activation order (any that no longer fit are
  /// broken), then retries the broken constraints.
  func layoutDirectionDidChange() {
    let directional = activeList.filter { $0.isDirectional && $0.state == .applied }
      .sorted { $0.sequence < $1.sequence }
    for constraint in directional { unapply(constraint) }
    for constraint in directional { apply(constraint) }
    retryBroken()
  }

  /// Sets the constants of engine-managed constraints (root size, guide pins), which always win:
  /// when a new constant contradicts required user constraints, the most recently activated of
  /// the conflicting ones is broken, until the constant fits. Then the broken constraints are
  /// retried.
  func setEngineConstants(_ changes: [(constraint: LayoutConstraint, value: Double)]) {
    var changed = false
    for (constraint, value) in changes where constraint.storedConstant != value {
      constraint.storedConstant = value
      changed = true
      guard constraint.state == .applied, let solverConstraint = constraint.solverConstraint
      else { continue }
      needsUpdate = true
      while true {
        do {
          try solver.setConstant(-value, for: solverConstraint)
          break
        } catch {
          if case .outOfRange = error {
            unapply(constraint)
            markBroken(constraint, conflicts: [], kind: .outOfRange)
            break
          }
          guard case .unsatisfiable(_, let conflicts) = error else {
            preconditionFailure("The solver refused the constant of '\(constraint)': \(error)")
          }
          let others = owners(of: conflicts)
          guard let victim = others.last(where: { $0.origin.isBreakable }) else {
            preconditionFailure(
              "Engine-managed constraints conflict with each other: '\(constraint)' and "
                + others.map { $0.description }.joined(separator: ", "))
          }
          let rest = (others.filter { $0 !== victim } + [constraint]).sorted {
            $0.sequence < $1.sequence
          }
          unapply(victim)
          markBroken(victim, conflicts: rest)
        }
      }
    }
    if changed { retryBroken() }
  }
}

extension LayoutConstraint.Origin {
  /// Whether a constraint of this origin gives way when the engine's own constraints change: user,
  /// content-size and stack constraints do; the root frame, guide pins and baseline pins never do.
  var isBreakable: Bool {
    switch self {
    case .user, .contentHugging, .compressionResistance, .stack: return true
    case .rootFrame, .layoutGuide, .baseline: return false
    }
  }
}
