extension Solver {
  /// Makes room for `constraints` more constraints and `variables` more variables, so that
  /// adding them does not grow the solver's tables step by step.
  ///
  /// Without it, each table doubles when it is full, and every doubling copies the table: at
  /// tens of thousands of constraints the copies take about a tenth of a build. Call it before
  /// adding many constraints at once, such as a layout built from scratch. A count only needs to
  /// be an estimate: too small, the tables grow again as they would have; too large, the memory
  /// is reserved and not used. Capacity is all that changes: no value, result or error depends on
  /// it, and a copy of the solver may not keep the room.
  ///
  /// ```swift
  /// var solver = Solver()
  /// solver.reserveCapacity(constraints: 2_000, variables: 1_000)
  /// let xs = (0..<1_000).map { solver.makeVariable("x\($0)") }
  /// for (index, x) in xs.enumerated() {
  ///   try solver.addConstraint(x == Double(index))
  ///   try solver.addConstraint((x <= 500) | .weak)
  /// }
  /// ```
  ///
  /// Each table at least doubles when it grows here, so calling it before every small batch
  /// costs no more than adding the batch would.
  ///
  /// - Precondition: both counts are ≥ 0.
  public mutating func reserveCapacity(constraints: Int, variables: Int = 0) {
    precondition(
      constraints >= 0 && variables >= 0,
      "Cannot reserve room for \(constraints) constraints and \(variables) variables")
    guard constraints > 0 || variables > 0 else { return }
    makeUnique()
    storage.reserveCapacity(constraints: constraints, variables: variables)
  }
}

extension SolverStorage {
  /// Makes room for `constraints` more constraints and `variables` more variables in every table
  /// that grows with them (see ``Solver/reserveCapacity(constraints:variables:)``).
  ///
  /// A constraint takes one row and one record, and on average about two new symbols: its marker
  /// (slack or dummy) or errors, and the symbols of variables it is the first to mention.
  func reserveCapacity(constraints: Int, variables: Int) {
    tableau.reserveCapacity(
      rows: constraints, symbols: 2 * constraints + variables, variables: variables)
    recordIndex.reserveCapacity(constraints)
    records.reserveCapacity(adding: constraints)
    names.reserveCapacity(adding: variables)
    editIndex.reserveCapacity(adding: variables)
  }
}

extension Array {
  /// Makes room for `additional` more elements, at least doubling the capacity when it grows
  /// (`reserveCapacity(_:)` alone allocates the exact count, so repeated small reservations would
  /// copy the array each time).
  package mutating func reserveCapacity(adding additional: Int) {
    let needed = count + additional
    guard needed > capacity else { return }
    reserveCapacity(Swift.max(needed, 2 * capacity))
  }
}
