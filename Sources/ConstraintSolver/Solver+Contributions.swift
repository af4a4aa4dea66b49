/// One constraint's part in the value of a variable (see ``Solver/contributions(to:)``).
public struct ValueContribution: Sendable {
  /// The constraint. For an edit variable's suggestion, the constraint `variable == 0` that the
  /// solver made for it (see ``editVariable``).
  public let constraint: Constraint
  /// The edit variable whose suggested value this is, when ``constraint`` is the solver's edit
  /// constraint; `nil` for a constraint that was added with ``Solver/addConstraint(_:)``.
  public let editVariable: Variable?
  /// How much the value moves when the constraint's constant grows by 1, at the current solution
  /// (∂value/∂constant): the same solution structure holds for small enough changes.
  public let rate: Double
  /// The constraint's share of the value: ``rate`` times the constant in use (for an edit
  /// variable, minus the suggested value). The shares of all contributions add up to the value.
  public let share: Double
}

extension Solver {
  /// The constraints that determine the value of `variable` in the current solution, in the
  /// order they were added, with each one's rate and share (see ``ValueContribution``).
  ///
  /// The solution is a vertex of the constraints: a set of constraints holds exactly (the tight
  /// ones: equalities, inequalities at their bound, satisfied optional constraints) and fixes
  /// every value as a linear function of their constants. The contributions are the constraints
  /// with a non-zero coefficient in that function, read from the tableau: `variable`'s row,
  /// expanded into the symbols that track constraints, gives each symbol's coefficient, and a
  /// symbol's coefficient divided by its coefficient in its constraint's row is the rate.
  /// Constraints that do not hold exactly (an inequality with room, an optional constraint the
  /// solution gives up) have no part in the value and are not listed; nor is any constraint when
  /// `variable` is free (no constraint fixes it; its value is 0) or unknown.
  ///
  /// ```swift
  /// // left == 8, width == right - left, right <= 320, right == 400 (weak)
  /// solver.contributions(to: width)
  /// // left == 8: rate 1, share -8; width == right - left: rate -1, share 0;
  /// // right <= 320: rate -1, share 320. The weak one gives up; width = -8 + 0 + 320 = 312.
  /// ```
  ///
  /// The rates are exact up to round-off; a coefficient that round-off leaves where exact
  /// arithmetic cancels (within 10⁻¹¹ of the terms it sums) counts as zero.
  ///
  /// - Complexity: the size of `variable`'s expanded row plus the number of constraints held.
  public func contributions(to variable: Variable) -> [ValueContribution] {
    guard isKnown(variable) else { return [] }
    guard storage.tableau.definitions.isEmpty else {
      return Solver(storage: storageWithoutDefinitions()).contributions(to: variable)
    }
    let tableau = storage.tableau
    guard let symbol = tableau.variableSymbols[variable], tableau.symbols[symbol].row != nil
    else { return [] }
    let coefficients = tableau.expandedCoefficients(of: symbol)
    guard !coefficients.isEmpty else { return [] }
    let edits = storage.editsByConstraint()
    var result: [ValueContribution] = []
    for record in storage.records.sorted(by: { $0.order < $1.order }) {
      let tag = record.tag
      // A change of the constant is absorbed by a basic marker or other error (the constraint
      // has room, or the solution gives it up), as `Tableau.shiftConstant(_:by:)` applies it;
      // otherwise it moves every row that holds the marker.
      guard let coefficient = coefficients[tag.marker],
        tag.other.map({ tableau.symbols[$0].row == nil }) ?? true
      else { continue }
      let rate = coefficient / tag.markerCoefficient
      let edit = record.isEdit ? edits[ObjectIdentifier(record.constraint)] : nil
      let constant = edit?.constant ?? record.constant
      result.append(
        ValueContribution(
          constraint: record.constraint, editVariable: edit?.variable, rate: rate,
          share: rate * constant + 0.0))
    }
    return result
  }
}

extension Tableau {
  /// The coefficients of the parametric symbols in the row of the basic symbol `symbol`, with
  /// every reference of a lazy row replaced by its own row (recursively), and the coefficients
  /// that cancel within ``cancellation`` of the terms summed into them left out. For
  /// diagnostics: the dictionary is only looked up. It reads the tableau only, unlike
  /// ``Tableau/accumulateExpansion(of:constant:entering:)``, whose accumulator it would write: the
  /// storage of a `Solver` that is asked may be shared by copies on other threads.
  ///
  /// Each row met is read once, with the sum of the multipliers of every path of references
  /// that reaches it: rows are taken in decreasing rank (a lazy row refers only to rows of
  /// smaller rank, see ``RowData/rank``), so a row's multiplier is complete when it is taken.
  /// Following every path on its own instead costs the number of paths, which grows like the
  /// square of a chain's length: a view's height is its bottom less its top, and both are
  /// chains through every view above it. A multiplier that cancels within ``cancellation`` of
  /// the largest path product summed into it is zero, as a coefficient is.
  ///
  /// - Complexity: O(*c* log *r*) for the *r* rows and *c* cells met.
  func expandedCoefficients(of symbol: Symbol) -> [Symbol: Double] {
    var rowReads = 0
    return expandedCoefficients(of: symbol, rowReads: &rowReads)
  }

  /// ``expandedCoefficients(of:)``, counting in `rowReads` the rows it reads (for tests).
  func expandedCoefficients(of symbol: Symbol, rowReads: inout Int) -> [Symbol: Double] {
    var queue = ExpansionQueue(last: nil)
    var positions: [Symbol: Int] = [:]
    positions[symbol] = queue.push(
      symbol, rank: rows[symbols[symbol].basicRow].rank, 1, largest: 1)
    var sums: [Symbol: (value: Double, scale: Double)] = [:]
    while let entry = queue.popFirst() {
      let multiplier = queue.multipliers[entry]
      let largest = queue.largest[entry]
      guard multiplier.magnitude > Tableau.cancellation * largest else { continue }
      let cells = rows[symbols[queue.symbols[entry]].basicRow].cells
      rowReads += 1
      for index in 0..<cells.count {
        let cell = cells[index]
        let term = multiplier * cell.coefficient
        let magnitude = largest * cell.coefficient.magnitude
        if let slot = symbols[cell.symbol].row {
          if let position = positions[cell.symbol] {
            precondition(!queue.taken[position], "a lazy row refers to a row of a higher rank")
            queue.multipliers[position] += term
            queue.largest[position] = Swift.max(queue.largest[position], magnitude)
          } else {
            positions[cell.symbol] = queue.push(
              cell.symbol, rank: rows[slot].rank, term, largest: magnitude)
          }
          continue
        }
        let old = sums[cell.symbol] ?? (0, 0)
        sums[cell.symbol] = (old.value + term, Swift.max(old.scale, magnitude))
      }
    }
    var coefficients: [Symbol: Double] = [:]
    for (key, sum) in sums where sum.value.magnitude > Tableau.cancellation * sum.scale {
      coefficients[key] = sum.value
    }
    return coefficients
  }
}
