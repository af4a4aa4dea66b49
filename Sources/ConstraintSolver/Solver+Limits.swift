extension Solver {
  /// How far the constant of a required constraint can move toward `target` with the required
  /// constraints still holding together: `target` itself when they hold there, otherwise the
  /// constant, between the constraint's own and `target`, beyond which they cannot.
  ///
  /// A layout engine asks this of its window's width pin to learn the exact width below which
  /// the layout's required constraints no longer fit, without searching for it:
  ///
  /// ```swift
  /// let window = width == 400                          // width - 400 == 0
  /// try solver.addConstraint(window)
  /// try solver.addConstraint(left >= 8)
  /// try solver.addConstraint(left + 312.5 + 8 <= width)  // a row of views 312.5 wide
  /// let limit = try solver.feasibleConstant(for: window, toward: -300)  // -328.5
  /// ```
  ///
  /// The constants at which the required constraints hold form an interval (the projection of a
  /// convex polyhedron), so its end toward `target` is the answer. The solver tries `target`;
  /// when the dual simplex proves the required constraints infeasible there, the row that proves
  /// it has coefficients that do not depend on the constant and a constant that is affine in
  /// it, so it proves infeasibility wherever that constant is negative, and the point where it
  /// reaches zero is the next constant tried. The first one tried at which the constraints hold
  /// is the answer; each proof moves the try nearer, and there are finitely many. Every try is
  /// rolled back: the solver, its solution and its constants are unchanged afterwards.
  ///
  /// The answer is exact up to the rounding of the tableau's arithmetic and its feasibility
  /// tolerance (10⁻⁸ of a row's constant): setting the returned constant succeeds. Where a
  /// proof gives no usable point (rounding), the search halves the remaining interval instead,
  /// and stops after ``feasibleConstantTryLimit`` tries at the nearest constant known to hold.
  ///
  /// - Parameters:
  ///   - constraint: a constraint of this solver, not an edit variable's.
  ///   - target: the constant of its expression to move toward (as for
  ///     ``setConstant(_:for:)``).
  /// - Returns: `target` for an optional constraint, whose error absorbs any constant.
  /// - Throws: ``SetConstantError/unknown(_:)``, ``SetConstantError/nonFinite(_:_:)`` or
  ///   ``SetConstantError/outOfRange(_:_:)``, as ``setConstant(_:for:)`` does for `target`.
  ///   Nothing is changed.
  /// - Complexity: one ``setConstant(_:for:)`` per try, usually one or two.
  public mutating func feasibleConstant(for constraint: Constraint, toward target: Double)
    throws(SetConstantError) -> Double
  {
    defer { checkInternalInvariants() }
    let index = try recordIndex(of: constraint, forConstant: target)
    let record = storage.records[index]
    let start = record.constant
    // A definition holds at any constant: its subject follows.
    guard record.strength.isRequired, !record.isDefinition, target != start else { return target }
    makeUnique()
    // Offsets from `start`, along the direction of `target`: `holds` is known to hold,
    // `fails` known not to; `trial` is the next to try.
    let direction: Double = target > start ? 1 : -1
    var holds = 0.0
    var fails: Double? = nil
    var trial = target - start
    var trialIsProven = true
    for _ in 0..<Self.feasibleConstantTryLimit {
      guard let proof = proofRow(shifting: record.tag, by: trial) else {
        // The first trial is `target`; later ones hold exactly where a proof ends.
        if trialIsProven { return start + trial }
        holds = trial
        guard let failing = fails else { return start + holds }
        trial = (holds + failing) / 2
        trialIsProven = false
        continue
      }
      fails = trial
      // The proof's constant at `trial` and at the start, both in the basis that proved it.
      let zero =
        proof.atStart > proof.atTrial
        ? trial * proof.atStart / (proof.atStart - proof.atTrial) : .nan
      if zero.isFinite, direction * zero <= direction * holds {
        // Infeasible beyond the last constant known to hold: that is the limit.
        return start + holds
      }
      if zero.isFinite, direction * zero < direction * trial {
        trial = zero
        trialIsProven = true
      } else {
        trial = (holds + trial) / 2
        trialIsProven = false
      }
      if trial == holds || trial == fails { return start + holds }
    }
    return start + holds
  }

  /// How many constants ``feasibleConstant(for:toward:)`` tries before it settles for the
  /// nearest one known to hold.
  public static let feasibleConstantTryLimit = 64

  /// Moves a required constraint's constant by `delta` in a transaction, and rolls it back. If
  /// the dual simplex could not repair the tableau, returns the constant of the row proving it,
  /// there and with the shift undone in the same basis.
  private mutating func proofRow(shifting tag: Tag, by delta: Double)
    -> (atTrial: Double, atStart: Double)?
  {
    storage.tableau.beginTransaction()
    storage.tableau.journal.startRecording()
    defer { storage.tableau.rollback() }
    guard let failure = storage.tableau.shiftConstant(tag, by: delta),
      let slot = storage.tableau.symbols[failure].row
    else { return nil }
    let atTrial = storage.tableau.rows[slot].constant
    storage.tableau.moveConstants(of: tag, by: -delta)
    return (atTrial, storage.tableau.rows[slot].constant)
  }
}
