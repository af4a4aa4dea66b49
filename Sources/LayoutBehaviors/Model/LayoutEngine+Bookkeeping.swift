import ConstraintSolver

/// The engine's indexes of its active constraints, kept without hashing: each constraint stores
/// its slot in the engine's list and in the lists of its items, and leaves them by swapping the
/// last entry into its place. None of these lists is ordered; everything that reaches the solver,
/// a diagnostic or a public list is put in activation order (``LayoutConstraint`` `sequence`)
/// first.
///
/// The items' lists are only needed to take an item's constraints away with it (and for
/// ``constraints(involving:)``), so they are built from the engine's list the first time they are
/// needed (``ensureItemIndex()``, O(*c*) once) and kept up to date from then on: building a
/// layout only appends to one list per constraint.
extension LayoutEngine {
  /// Records an activated constraint in the engine's list, and in its items' lists once they
  /// are kept.
  ///
  /// The constraint *must* not be listed yet.
  func register(_ constraint: LayoutConstraint) {
    constraint.activeSlot = activeList.count
    activeList.append(constraint)
    if hasItemIndex { addToItems(constraint) }
  }

  /// Makes sure every item lists its active constraints (see the extension's discussion).
  func ensureItemIndex() {
    guard !hasItemIndex else { return }
    hasItemIndex = true
    for constraint in activeList { addToItems(constraint) }
  }

  /// Appends `constraint` to the lists of its items.
  private func addToItems(_ constraint: LayoutConstraint) {
    let first = constraint.firstItem
    constraint.firstItemSlot = first.activeConstraints.count
    first.activeConstraints.append(constraint)
    if let second = constraint.secondItem, second !== first {
      constraint.secondItemSlot = second.activeConstraints.count
      second.activeConstraints.append(constraint)
    }
  }

  /// Removes a constraint recorded with ``register(_:)`` from the engine's list and from its
  /// items' lists, in O(1).
  func unregister(_ constraint: LayoutConstraint) {
    let slot = constraint.activeSlot
    precondition(activeList[slot] === constraint, "'\(constraint)' is not in the active list")
    let last = activeList.removeLast()
    if last !== constraint {
      activeList[slot] = last
      last.activeSlot = slot
    }
    guard hasItemIndex else { return }
    let first = constraint.firstItem
    Self.removeFromItem(first, at: constraint.firstItemSlot)
    if let second = constraint.secondItem, second !== first {
      Self.removeFromItem(second, at: constraint.secondItemSlot)
    }
  }

  /// Removes the entry at `slot` of `item`'s active-constraint list by moving the last entry
  /// into it (and telling that entry its new slot).
  private static func removeFromItem(_ item: LayoutItem, at slot: Int) {
    let last = item.activeConstraints.removeLast()
    guard slot < item.activeConstraints.count else { return }
    item.activeConstraints[slot] = last
    if last.firstItem === item {
      last.firstItemSlot = slot
    } else {
      last.secondItemSlot = slot
    }
  }

  /// Records that `solverConstraint` applies `constraint`, when the solver-to-layout map has
  /// been built (see ``owner(of:)``).
  func recordOwner(_ constraint: LayoutConstraint, of solverConstraint: Constraint) {
    solverOwners?[ObjectIdentifier(solverConstraint)] = constraint
  }

  /// Forgets that `solverConstraint` applied a layout constraint.
  func forgetOwner(of solverConstraint: Constraint) {
    solverOwners?[ObjectIdentifier(solverConstraint)] = nil
  }

  /// The layout constraint that a solver constraint of this engine's solver applies.
  ///
  /// The map from solver constraints to layout constraints is only needed to name conflicts and
  /// explain layouts, so it is built from the applied constraints the first time it is asked
  /// for, and kept up to date from then on: building a layout never hashes a constraint.
  func owner(of solverConstraint: Constraint) -> LayoutConstraint? {
    if solverOwners == nil {
      var owners: [ObjectIdentifier: LayoutConstraint] = [:]
      owners.reserveCapacity(activeList.count)
      for constraint in activeList {
        if let applied = constraint.solverConstraint {
          owners[ObjectIdentifier(applied)] = constraint
        }
      }
      solverOwners = owners
    }
    return solverOwners?[ObjectIdentifier(solverConstraint)]
  }

  /// The layout constraints behind solver constraints, in activation order.
  func owners(of solverConstraints: [Constraint]) -> [LayoutConstraint] {
    solverConstraints.compactMap { owner(of: $0) }.sorted { $0.sequence < $1.sequence }
  }

  /// The active constraints that involve one of `items`, each once, in activation order.
  func activeConstraints(involving items: [LayoutItem]) -> [LayoutConstraint] {
    ensureItemIndex()
    var collected: [LayoutConstraint] = []
    for item in items { collected.append(contentsOf: item.activeConstraints) }
    // A constraint between two of the items is listed twice; sorted, the copies are adjacent.
    collected.sort { $0.sequence < $1.sequence }
    var unique: [LayoutConstraint] = []
    unique.reserveCapacity(collected.count)
    for constraint in collected where unique.last !== constraint { unique.append(constraint) }
    return unique
  }

  /// Checks the slots of the active constraints against the lists that hold them, that every
  /// item lists exactly its active constraints, and the view count (for the tests; O(*c*)).
  func _checkBookkeeping() {
    ensureItemIndex()
    var listedByItems = 0
    var items: [LayoutItem] = []
    var views = 0
    forEachView(in: root) { view in
      views += 1
      items.append(view)
      items.append(contentsOf: view.existingGuides)
    }
    precondition(views == viewCount, "The tree has \(views) views, not \(viewCount)")
    for item in items {
      for constraint in item.activeConstraints {
        precondition(constraint.engine === self, "'\(constraint)' is listed but not active here")
      }
      listedByItems += item.activeConstraints.count
    }
    var expected = 0
    for (slot, constraint) in activeList.enumerated() {
      precondition(constraint.activeSlot == slot, "'\(constraint)' has a stale active slot")
      precondition(constraint.state != .inactive, "'\(constraint)' is listed but inactive")
      let first = constraint.firstItem
      precondition(
        first.activeConstraints[constraint.firstItemSlot] === constraint,
        "'\(constraint)' has a stale first-item slot")
      expected += 1
      if let second = constraint.secondItem, second !== first {
        precondition(
          second.activeConstraints[constraint.secondItemSlot] === constraint,
          "'\(constraint)' has a stale second-item slot")
        expected += 1
      }
    }
    precondition(
      listedByItems == expected, "The items list \(listedByItems) constraints, not \(expected)")
  }
}
