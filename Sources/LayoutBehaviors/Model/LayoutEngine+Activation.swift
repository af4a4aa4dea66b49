import ConstraintSolver

extension LayoutEngine {
  /// Activates constraints after checking that all of them can be: the checked form of
  /// ``LayoutConstraint/activate(_:)``.
  ///
  /// Every constraint is checked before any is activated; if one fails, none is. Constraints
  /// already active in this engine are left alone. An unsatisfiable required constraint is not an
  /// error here: it is broken and reported in ``diagnostics``, as with `isActive`.
  ///
  /// ```swift
  /// do {
  ///   try engine.activate([header.topAnchor.constraint(equalTo: detached.bottomAnchor)])
  /// } catch {
  ///   print(error)   // Cannot activate 'header.top == detached.bottom': 'detached' is not in …
  /// }
  /// ```
  ///
  /// - Throws: ``ActivationError/itemOutsideTree(constraint:item:)`` when an item is not in this
  ///   engine's tree; ``ActivationError/mixedDirectionalAttributes(constraint:)`` when a
  ///   constraint relates `leading`/`trailing` to `left`/`right`.
  /// - Precondition: every constraint's ``LayoutConstraint/origin`` is
  ///   ``LayoutConstraint/Origin/user``.
  public func activate(_ constraints: [LayoutConstraint]) throws(ActivationError) {
    for constraint in constraints {
      constraint.requireUserOrigin("activation")
      if constraint.state != .inactive && constraint.engine === self { continue }
      if let error = activationError(for: constraint) { throw error }
    }
    reserveCapacity(forActivating: constraints.count)
    for constraint in constraints where constraint.state == .inactive {
      activateChecked(constraint)
    }
  }

  /// Deactivates constraints of this engine, then retries the broken constraints once if a
  /// required constraint left the solver. Constraints that are inactive or active in another
  /// engine are left alone.
  public func deactivate(_ constraints: [LayoutConstraint]) {
    var relaxed = false
    for constraint in constraints where constraint.engine === self {
      constraint.requireUserOrigin("deactivation")
      if remove(constraint) { relaxed = true }
    }
    if relaxed { retryBroken() }
  }

  // MARK: - Activation and removal

  /// Makes room in the solver and the active list for `count` more constraints, before a batch
  /// is activated (see `Solver.reserveCapacity(constraints:variables:)`). Each table at least
  /// doubles when it grows, so small batches cost nothing more.
  func reserveCapacity(forActivating count: Int) {
    solver.reserveCapacity(constraints: count)
    activeList.reserveCapacity(adding: count)
  }

  /// Why `constraint` cannot be activated in this engine, or `nil` if it can.
  func activationError(for constraint: LayoutConstraint) -> ActivationError? {
    if !constraint.firstItem.isInTree(of: self) {
      return .itemOutsideTree(
        constraint: constraint.displayName, item: constraint.firstItem.displayName)
    }
    if constraint.secondItem?.isInTree(of: self) == false {
      return .itemOutsideTree(
        constraint: constraint.displayName, item: constraint.secondItem?.displayName ?? "")
    }
    if let second = constraint.secondAttribute,
      mixesDirectionalFamilies(constraint.firstAttribute, second)
    {
      return .mixedDirectionalAttributes(constraint: constraint.displayName)
    }
    return nil
  }

  /// Activates `constraint` if it can be, and records an ``LayoutDiagnostic/Kind/activationFailed``
  /// diagnostic otherwise.
  func activateRecordingFailure(_ constraint: LayoutConstraint) {
    if let error = activationError(for: constraint) {
      diagnostics.append(
        LayoutDiagnostic(kind: .activationFailed, constraint: constraint, activationError: error))
      return
    }
    activateChecked(constraint)
  }

  /// Activates a constraint whose items are known to be in this tree: gives it the next sequence
  /// number, indexes it and applies it (or breaks it).
  ///
  /// The constraint *must* be inactive and its items in this engine's tree.
  func activateChecked(_ constraint: LayoutConstraint) {
    // The common case, items with variables and no baseline, is tested here: a call that passes
    // an item costs a retain and a release, for each constraint activated.
    if constraint.firstItem.variables == nil { installGuideIfNeeded(constraint.firstItem) }
    if let second = constraint.secondItem, second.variables == nil { installGuideIfNeeded(second) }
    if constraint.firstAttribute.isBaseline {
      installBaselinesIfNeeded(constraint.firstItem, constraint.firstAttribute)
    }
    if constraint.secondAttribute?.isBaseline == true, let second = constraint.secondItem {
      installBaselinesIfNeeded(second, constraint.secondAttribute)
    }
    constraint.engine = self
    constraint.sequence = nextSequence
    nextSequence += 1
    register(constraint)
    apply(constraint)
  }

  /// Deactivates `constraint`, applied or broken, and forgets it.
  ///
  /// - Returns: whether a required constraint left the solver (which may make room for broken
  ///   constraints).
  @discardableResult
  func remove(_ constraint: LayoutConstraint) -> Bool {
    guard constraint.state != .inactive else { return false }
    let relaxes = constraint.state == .applied && constraint.storedPriority.isRequired
    switch constraint.state {
    case .applied: unapply(constraint)
    case .broken: brokenList.removeAll { $0 === constraint }
    case .inactive: break
    }
    unregister(constraint)
    constraint.state = .inactive
    constraint.engine = nil
    constraint.storedConflicts = []
    return relaxes
  }

  // MARK: - The solver side

  /// The solver constraint for the current constant and priority of `constraint`:
  /// `s·first − s·m·second − constant R 0`, where `s` is −1 for a constraint involving
  /// `leading`/`trailing` under a right-to-left layout (the mirrored x axis) and 1 otherwise.
  ///
  /// The items *must* have variables.
  ///
  /// The terms are gathered first (each side has at most two: an origin, and a size or a share
  /// of one), each put in its place by variable id as it comes, after those with the same id as
  /// a stable sort puts it, and a repeated variable added to the term already there, in the
  /// order written: the expression `reduce()` makes, bit for bit, so `Constraint` finds it
  /// reduced (the constraint is the same as with the terms as written). The solver constraint
  /// is made from that buffer and keeps the terms in itself: no term array is allocated.
  func makeSolverConstraint(for constraint: LayoutConstraint) -> Constraint {
    withUnsafeTemporaryAllocation(of: Term.self, capacity: 4) { buffer in
      var count = 0
      forEachTerm(of: constraint) { variable, coefficient in
        var slot = count
        while slot > 0 && buffer[slot - 1].variable.id > variable.id { slot -= 1 }
        if slot > 0 && buffer[slot - 1].variable.id == variable.id {
          buffer[slot - 1].coefficient += coefficient
          return
        }
        precondition(count < 4, "'\(constraint)' has more than four terms")
        var index = count
        while index > slot {
          buffer[index] = buffer[index - 1]
          index -= 1
        }
        buffer[slot] = Term(variable, coefficient: coefficient)
        count += 1
      }
      // The first side always gives a term, and merging never removes one.
      precondition(count > 0, "'\(constraint)' has no terms")
      return Constraint(
        orderedTerms: UnsafeBufferPointer(rebasing: buffer[0..<count]),
        constant: -constraint.storedConstant, constraint.relation.solverRelation,
        strength: constraint.strength)
    }
  }

  /// Calls `body` with each term of `constraint`'s solver expression (without its constant, which
  /// is `−constant`): its first side, less the multiplier times its second side, both negated for
  /// a `leading`/`trailing` constraint in a right-to-left layout.
  @inline(__always)
  func forEachTerm(of constraint: LayoutConstraint, _ body: (Variable, Double) -> Void) {
    let sign = constraint.isDirectional && layoutDirection == .rightToLeft ? -1.0 : 1.0
    guard let first = constraint.firstItem.variables else {
      preconditionFailure("'\(constraint.firstItem.displayName)' has no variables")
    }
    first.forEachTerm(of: constraint.firstAttribute, direction: layoutDirection, scale: sign, body)
    if let attribute = constraint.secondAttribute, constraint.secondItem != nil {
      guard let second = constraint.secondItem?.variables else {
        preconditionFailure("'\(constraint.secondItem?.displayName ?? "")' has no variables")
      }
      second.forEachTerm(
        of: attribute, direction: layoutDirection, scale: -sign * constraint.multiplier, body)
    }
  }

  /// Adds `constraint` to the solver; if it is required and contradicts the required
  /// constraints, breaks it instead and records a diagnostic.
  ///
  /// The constraint *must* be active and not in the solver.
  func apply(_ constraint: LayoutConstraint) {
    let solverConstraint = makeSolverConstraint(for: constraint)
    do {
      try solver.addConstraint(solverConstraint)
    } catch {
      switch error {
      case .unsatisfiable(_, let conflicts):
        markBroken(constraint, conflicts: owners(of: conflicts))
        return
      case .outOfRange:
        markBroken(constraint, conflicts: [], kind: .outOfRange)
        return
      case .duplicate, .nonFinite, .unknownVariable:
        preconditionFailure("The solver refused '\(constraint)': \(error)")
      }
    }
    constraint.state = .applied
    if !constraint.storedConflicts.isEmpty { constraint.storedConflicts = [] }
    recordOwner(constraint, of: solverConstraint)
    constraint.solverConstraint = consume solverConstraint
    needsUpdate = true
  }

  /// Removes an applied constraint's solver constraint from the solver; the constraint stays
  /// active (the caller decides what it becomes).
  func unapply(_ constraint: LayoutConstraint) {
    guard let solverConstraint = constraint.solverConstraint else { return }
    do {
      try solver.removeConstraint(solverConstraint)
    } catch {
      preconditionFailure("'\(constraint)' was not in the solver: \(error)")
    }
    forgetOwner(of: solverConstraint)
    constraint.solverConstraint = nil
    needsUpdate = true
  }

  /// Marks an active constraint that is not in the solver as broken, and records the diagnostic
  /// (``LayoutDiagnostic/Kind/unsatisfiable`` or ``LayoutDiagnostic/Kind/outOfRange``).
  func markBroken(
    _ constraint: LayoutConstraint, conflicts: [LayoutConstraint],
    kind: LayoutDiagnostic.Kind = .unsatisfiable
  ) {
    constraint.state = .broken
    constraint.solverConstraint = nil
    constraint.storedConflicts = conflicts
    var index = brokenList.count
    while index > 0 && brokenList[index - 1].sequence > constraint.sequence { index -= 1 }
    brokenList.insert(constraint, at: index)
    diagnostics.append(
      LayoutDiagnostic(kind: kind, constraint: constraint, conflicts: conflicts))
  }

  /// Tries the broken constraints again, in activation order; those that now fit are applied
  /// and reported as recovered.
  ///
  /// - Parameter skipped: constraints known to fail again (just broken by the current change).
  func retryBroken(skipping skipped: LayoutConstraint? = nil) {
    guard !brokenList.isEmpty else { return }
    let candidates = brokenList
    for constraint in candidates where constraint !== skipped {
      let solverConstraint = makeSolverConstraint(for: constraint)
      do {
        try solver.addConstraint(solverConstraint)
      } catch {
        switch error {
        case .unsatisfiable(_, let conflicts):
          constraint.storedConflicts = owners(of: conflicts)
          continue
        case .outOfRange:
          constraint.storedConflicts = []
          continue
        case .duplicate, .nonFinite, .unknownVariable:
          preconditionFailure("The solver refused '\(constraint)': \(error)")
        }
      }
      brokenList.removeAll { $0 === constraint }
      constraint.solverConstraint = solverConstraint
      constraint.state = .applied
      constraint.storedConflicts = []
      recordOwner(constraint, of: solverConstraint)
      needsUpdate = true
      diagnostics.append(LayoutDiagnostic(kind: .recovered, constraint: constraint))
    }
  }
}

extension LayoutRelation {
  /// The solver's relation for `first − (m × second + c)` compared with zero.
  var solverRelation: Relation {
    switch self {
    case .lessThanOrEqual: return .lessThanOrEqual
    case .equal: return .equal
    case .greaterThanOrEqual: return .greaterThanOrEqual
    }
  }
}
