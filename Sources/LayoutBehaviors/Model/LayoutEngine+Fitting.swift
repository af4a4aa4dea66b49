import ConstraintSolver

extension LayoutEngine {
  /// The size of `view`'s subtree for a target size and fitting priorities; see
  /// ``View/systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)``.
  ///
  /// The solver is a value with copy-on-write storage: it is saved, changed (the constraints
  /// that cross the subtree's boundary and, for the root, the root's size pins leave it; the
  /// subtree's broken constraints that now fit and the two target constraints join it),
  /// published with ``ensureUpdated()`` and restored, so the
  /// layout afterwards is the one before, bit for bit. The constraints are removed in
  /// activation order, so the result does not depend on dictionary order.
  func fittingSize(
    of view: View, target: Size, priorities: (horizontal: LayoutPriority, vertical: LayoutPriority)
  ) -> Size {
    precondition(
      Solver.isInRange(target.width) && Solver.isInRange(target.height),
      "A fitting target must be finite and within the solver's range, not \(target)")
    precondition(
      priorities.horizontal.isValid && priorities.vertical.isValid,
      "Fitting priorities must be within 1...1000")
    guard let variables = view.variables else { return .zero }
    ensureUpdated()
    let savedSolver = solver
    let savedNeedsUpdate = needsUpdate
    // Measured content inside the subtree re-wraps at the fitting widths: what that changes
    // outside the solver is put back with it.
    let savedMeasurement = saveMeasuredState()
    defer {
      solver = savedSolver
      needsUpdate = savedNeedsUpdate
      restoreMeasuredState(savedMeasurement)
    }
    var inside = Set<ObjectIdentifier>()
    forEachView(in: view) { member in
      inside.insert(ObjectIdentifier(member))
      for guide in member.existingGuides { inside.insert(ObjectIdentifier(guide)) }
    }
    for constraint in allConstraints where constraint.state == .applied {
      let firstInside = inside.contains(ObjectIdentifier(constraint.firstItem))
      let secondInside = constraint.secondItem.map { inside.contains(ObjectIdentifier($0)) }
      let crosses = secondInside.map { $0 != firstInside } ?? false
      let isRootSize = constraint.origin == .rootFrame && firstInside
      guard crosses || isRootSize, let solverConstraint = constraint.solverConstraint else {
        continue
      }
      do {
        try solver.removeConstraint(solverConstraint)
      } catch {
        preconditionFailure("'\(constraint)' was not in the solver: \(error)")
      }
    }
    // A constraint of the subtree broken by a crossing one may hold on its own: it counts, as
    // it would in a layout of the subtree alone (tried in activation order, like any retry).
    for constraint in brokenList
    where inside.contains(ObjectIdentifier(constraint.firstItem))
      && (constraint.secondItem.map { inside.contains(ObjectIdentifier($0)) } ?? true)
    {
      try? solver.addConstraint(makeSolverConstraint(for: constraint))
    }
    for (variable, value, priority) in [
      (variables.width, target.width, priorities.horizontal),
      (variables.height, target.height, priorities.vertical),
    ] {
      let expression = Expression(terms: [Term(variable, coefficient: 1)], constant: -value)
      do {
        try solver.addConstraint(Constraint(expression, .equal, strength: priority.strength))
      } catch {
        // A required target the content contradicts: the content wins.
        let fallback = Constraint(expression, .equal, strength: LayoutPriority(999).strength)
        do {
          try solver.addConstraint(fallback)
        } catch {
          preconditionFailure("The solver refused an optional fitting target: \(error)")
        }
      }
    }
    needsUpdate = true
    ensureUpdated()
    return Size(
      width: normalized(solver.value(of: variables.width)),
      height: normalized(solver.value(of: variables.height)))
  }

  // MARK: - A root that fits its content

  /// Whether the root's size along `axis` is its content's compressed size rather than
  /// ``rootSize``: see ``setRootFitsContent(_:along:)``.
  public func rootFitsContent(along axis: LayoutConstraintAxis) -> Bool {
    !rootSizePin(axis).storedPriority.isRequired
  }

  /// Makes the root's width or height fit its content, as a table cell or a dialog does, or
  /// follow ``rootSize`` again.
  ///
  /// A root that fits along an axis has its size pin (`root-height` or `root-width`) at
  /// ``LayoutPriority/fittingSizeLevel`` (50) toward 0 instead of required at ``rootSize``:
  /// its size is the smallest its content allows, everything else as written — exactly
  /// ``View/systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)``
  /// of the root with a zero target and fitting priority on that axis, the other axis required
  /// at ``rootSize``. It is solved with the rest of the layout, so it follows the content as
  /// the content changes. ``rootSize`` along that axis is kept and used again once the root
  /// stops fitting (the root's size wins then, as always).
  ///
  /// ```swift
  /// engine.setRootFitsContent(true, along: .vertical)
  /// engine.root.frame.height    // the content's height
  /// ```
  public func setRootFitsContent(_ fits: Bool, along axis: LayoutConstraintAxis) {
    guard fits != rootFitsContent(along: axis) else { return }
    let pin = rootSizePin(axis)
    let size = axis == .horizontal ? rootSize.width : rootSize.height
    guard pin.state == .applied, let solverConstraint = pin.solverConstraint,
      let variables = root.variables
    else {
      // A pin out of the solver (out of range) only changes its stored values.
      pin.storedPriority = fits ? .fittingSizeLevel : .required
      pin.storedConstant = fits ? 0 : size
      return
    }
    needsUpdate = true
    do {
      if fits {
        // Required to optional cannot fail, nor can an optional constant.
        try solver.setStrength(LayoutPriority.fittingSizeLevel.strength, for: solverConstraint)
        pin.storedPriority = .fittingSizeLevel
        try solver.setConstant(0, for: solverConstraint)
        pin.storedConstant = 0
        retryBroken()
      } else {
        // The current size holds already, so making it required cannot fail; then the root's
        // size is set as any root size change is (it wins over user constraints).
        ensureUpdated()
        let current = solver.value(of: axis == .horizontal ? variables.width : variables.height)
        try solver.setConstant(-current, for: solverConstraint)
        pin.storedConstant = current
        try solver.setStrength(LayoutPriority.required.strength, for: solverConstraint)
        pin.storedPriority = .required
        setEngineConstants([(pin, size)])
      }
    } catch {
      preconditionFailure("The solver refused the root's fitting pin: \(error)")
    }
  }

  /// The root's size pin along `axis`: `root-width` or `root-height`.
  func rootSizePin(_ axis: LayoutConstraintAxis) -> LayoutConstraint {
    rootPins[axis == .horizontal ? 2 : 3]
  }
}

extension LayoutEngine {
  /// The root's size along `axis` nearest to `size`, on the way from ``rootSize``, at which
  /// the applied required constraints still hold together (`size` itself when they hold
  /// there), from the solver's proofs of infeasibility
  /// (`Solver.feasibleConstant(for:toward:)`); `nil` when the root fits its content along
  /// `axis` or its pin is not in the solver. Nothing changes.
  ///
  /// The answer is for the constraints as they are: measured sizes that would change on the
  /// way (text re-wrapping at another width) are not followed.
  func feasibleRootSize(along axis: LayoutConstraintAxis, toward size: Double) -> Double? {
    let pin = rootSizePin(axis)
    guard pin.storedPriority.isRequired, pin.state == .applied,
      let solverConstraint = pin.solverConstraint, Solver.isInRange(size)
    else { return nil }
    // The pin is `root.size - constant == 0`: its solver constant is the size negated.
    guard let constant = try? solver.feasibleConstant(for: solverConstraint, toward: -size)
    else { return nil }
    return -constant
  }
}
