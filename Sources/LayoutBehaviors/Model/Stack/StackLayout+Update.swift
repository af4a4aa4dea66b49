extension StackLayout {
  /// Re-generates the stack's constraints and hands the engine the difference.
  ///
  /// Constraints whose items, attributes, relation and multiplier stay are kept and get their
  /// new constant and priority in place (`Solver.setConstant`, `Solver.setStrength`); the
  /// others are removed first, then the new ones are activated in generation order, so that a
  /// new constraint never meets the one it replaces. Does nothing but forget the old
  /// constraints while the stack's view is outside an engine's tree.
  func update() {
    guard let view, let engine = view.engine, let canvas else {
      records = []
      return
    }
    let visibleCount = arrangedSubviews.lazy.filter { !$0.isHidden }.count
    let needsSpacers = distribution == .equalSpacing || distribution == .equalCentering
    adjustSpacers(to: needsSpacers ? max(0, visibleCount - 1) : 0, in: view)
    let specs = makeSpecs(canvas: canvas, spacerGuides: spacers)

    var existing: [ConstraintSpec.Key: LayoutConstraint] = [:]
    var stale: [LayoutConstraint] = []
    for constraint in records where constraint.isActive && constraint.engine === engine {
      let key = ConstraintSpec(constraint).key
      if existing[key] == nil {
        existing[key] = constraint
      } else {
        stale.append(constraint)
      }
    }
    var kept: [(LayoutConstraint, ConstraintSpec)] = []
    var fresh: [LayoutConstraint] = []
    var order: [LayoutConstraint] = []
    for spec in specs {
      if let constraint = existing.removeValue(forKey: spec.key) {
        kept.append((constraint, spec))
        order.append(constraint)
      } else {
        let constraint = LayoutConstraint(
          firstItem: spec.first, firstAttribute: spec.firstAttribute, relation: spec.relation,
          secondItem: spec.second, secondAttribute: spec.secondAttribute,
          multiplier: spec.multiplier, constant: spec.constant, priority: spec.priority,
          origin: .stack, identifier: spec.identifier)
        fresh.append(constraint)
        order.append(constraint)
      }
    }
    // What is left in `existing` is no longer wanted; remove it in the order it was made.
    let leftover = Set(existing.values.map { ObjectIdentifier($0) })
    stale += records.filter { leftover.contains(ObjectIdentifier($0)) }
    var relaxed = false
    for constraint in stale where engine.remove(constraint) { relaxed = true }
    for (constraint, spec) in kept {
      if constraint.storedPriority != spec.priority {
        let old = constraint.storedPriority
        constraint.storedPriority = spec.priority
        engine.priorityDidChange(of: constraint, from: old)
      }
      if constraint.storedConstant != spec.constant {
        constraint.storedConstant = spec.constant
        engine.constantDidChange(of: constraint)
      }
    }
    for constraint in fresh { engine.activateChecked(constraint) }
    records = order
    if relaxed { engine.retryBroken() }
  }

  /// Adds or removes spacer guides (named `<stack>.stack-spacer-<n>`) until there are `count`.
  private func adjustSpacers(to count: Int, in view: View) {
    while spacers.count > count {
      view.removeLayoutGuide(spacers.removeLast())
    }
    while spacers.count < count {
      let guide = LayoutGuide("\(view.identifier).stack-spacer-\(spacers.count + 1)")
      view.addLayoutGuide(guide)
      spacers.append(guide)
    }
  }
}

extension StackLayout.ConstraintSpec {
  /// The spec of an existing constraint.
  init(_ constraint: LayoutConstraint) {
    self.init(
      first: constraint.firstItem, firstAttribute: constraint.firstAttribute,
      relation: constraint.relation, second: constraint.secondItem,
      secondAttribute: constraint.secondAttribute, multiplier: constraint.multiplier,
      constant: constraint.storedConstant, priority: constraint.storedPriority,
      identifier: constraint.identifier ?? "")
  }
}
