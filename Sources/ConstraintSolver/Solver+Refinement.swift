extension Solver {
  /// Refines the published solution after a change of the tableau's structure: one step of
  /// iterative refinement, with the tableau as the solver of the correction.
  ///
  /// Each pivot and substitution rounds the rows' constants, so after many of them the basic
  /// solution satisfies each constraint's own row only up to an error that grows with the
  /// magnitudes the rows went through (10⁻¹⁰ of a value is typical when intermediate rows reach
  /// 10⁶). The basis itself is right; its constants are slightly off. The step computes, for
  /// every constraint and edit, the residual of its original row (`terms + constant` plus its
  /// marker and error symbols' values) with the published values, accurately (each product and
  /// sum carries its rounding error along, see ``AccurateSum``), and moves the constraint's
  /// constant by it in the tableau, as an in-place constant change does
  /// (``Tableau/moveConstants(_:)``): the marker's column is, to first order, the inverse of
  /// the basis applied to a unit change of that constraint. The dual simplex repairs a row that
  /// the moves leave out of bounds, and the variables whose values move are published.
  ///
  /// Only a row whose plain evaluation in doubles exceeds its round-off (``AccurateSum/roundOff``)
  /// is evaluated accurately, and moved if the accurate residual exceeds it too: a smaller one is
  /// at the precision of the tableau's own coefficients (a third is not a double), and moving it
  /// would only trade an error in the last bit of one value for one in another. So layouts whose values come out
  /// exact, or within that round-off, are published bit for bit as without the step. If the
  /// dual simplex finds the moved rows contradictory (a verdict on a rounding boundary), the
  /// step is undone and the published values stay those of the unrefined tableau.
  ///
  /// - Complexity: O(terms of all constraints), plus the rows the moves reach.
  mutating func refineSolution() {
    storage.tableau.refinementDue = false
    var shifts: [(tag: Tag, delta: Double)] = []
    let values = storage.tableau.variableValues
    // A definition's value is computed from its terms, not solved: there is nothing to refine.
    for index in 0..<storage.records.count
    where !storage.records[index].isEdit && !storage.records[index].isDefinition {
      let constraint = storage.records[index].constraint
      let tag = storage.records[index].tag
      let residual = rowResidual(constant: storage.records[index].constant, tag: tag) { sum in
        constraint.withTerms { terms in
          for term in terms { sum.add(term.coefficient, values[term.variable]) }
        }
      }
      guard let residual else { return }
      if residual != 0 { shifts.append((tag, residual)) }
    }
    for index in 0..<storage.edits.count {
      let edit = storage.edits[index]
      // The edit constraint is `variable - value == 0`.
      let residual = rowResidual(constant: -edit.value, tag: edit.tag) { sum in
        sum.add(1, values[edit.variable])
      }
      guard let residual else { return }
      if residual != 0 { shifts.append((edit.tag, residual)) }
    }
    guard !shifts.isEmpty else { return }
    storage.tableau.beginTransaction()
    storage.tableau.journal.startRecording()
    storage.tableau.moveConstants(shifts)
    if storage.tableau.repairAfterShifts() != nil {
      storage.tableau.rollback()
      return
    }
    storage.tableau.commit()
    storage.tableau.updateVariables(.afterRefinement)
  }

  /// The residual of a constraint's original row (`constant`, the terms `addTerms` adds, and the
  /// tag's symbols), computed accurately; 0 when a plain evaluation of the row is within its
  /// own round-off (``AccurateSum/roundOff``), and `nil` when it cannot be computed (a value
  /// that is not finite, or a tag symbol in a lazy row, which the tableau never makes).
  ///
  /// Most rows of a layout evaluate to exactly zero, so the plain pass is the only one they pay.
  @inline(__always) private func rowResidual(
    constant: Double, tag: Tag, _ addTerms: (inout AccurateSum) -> Void
  ) -> Double? {
    var plain = AccurateSum(constant, compensated: false)
    addTerms(&plain)
    guard addTagSymbols(tag, to: &plain) else { return nil }
    guard plain.value.isFinite else { return nil }
    guard plain.value.magnitude > plain.roundOff else { return 0 }
    var accurate = AccurateSum(constant, compensated: true)
    addTerms(&accurate)
    _ = addTagSymbols(tag, to: &accurate)
    return accurate.value.magnitude > accurate.roundOff ? accurate.value : 0
  }

  /// Adds the tag's symbols, with their coefficients in the constraint's original row and their
  /// values (a basic symbol's row constant, 0 for a parametric one), to `sum`; `false` if one is
  /// basic in a lazy row.
  @inline(__always) private func addTagSymbols(_ tag: Tag, to sum: inout AccurateSum) -> Bool {
    for symbol in tag.symbols {
      guard let slot = storage.tableau.symbols[symbol].row else { continue }
      let row = storage.tableau.rows.pointer(to: slot)
      guard !row.pointee.hasReferences else { return false }
      sum.add(
        symbol == tag.marker ? tag.markerCoefficient : tag.otherCoefficient, row.pointee.constant)
    }
    return true
  }
}

/// A sum of products computed as if in twice the precision of `Double`, then rounded once: each
/// product's rounding error comes from Dekker's exact product (each factor split into two
/// halves of 26 bits, whose partial products are exact), each addition's from the exact
/// two-sum, and the errors are summed beside the main sum (the compensated dot product of
/// Ogita, Rump and Oishi). A fused multiply-add would give the product's error in one
/// instruction, but where the processor has none it is a call to the C math library, which the
/// solver does not link.
///
/// A residual summed plainly is only as accurate as the largest term it adds (a row through
/// values of 10⁶ loses 10⁻¹⁰ in every product), which is the error refinement must remove.
struct AccurateSum {
  /// The sum so far, rounded.
  private var high: Double
  /// The rounding errors of the products and sums so far.
  private var low = 0.0
  /// The sum of the magnitudes of the terms so far.
  private var magnitude: Double
  /// How many terms were summed so far (the initial value counts as one).
  private var count = 1.0
  /// Whether the rounding errors are kept (otherwise the sum is the plain one, for a first pass
  /// that only needs to know whether the row is within its round-off).
  private let compensated: Bool

  /// Starts at `initial`; `compensated: false` makes a plain sum of rounded products.
  init(_ initial: Double, compensated: Bool = true) {
    high = initial
    magnitude = initial.magnitude
    self.compensated = compensated
  }

  /// Adds `coefficient · value`.
  @inline(__always) mutating func add(_ coefficient: Double, _ value: Double) {
    let product = coefficient * value
    magnitude += product.magnitude
    count += 1
    guard compensated else {
      high += product
      return
    }
    let (a, b) = AccurateSum.split(coefficient)
    let (c, d) = AccurateSum.split(value)
    let productError = ((a * c - product) + a * d + b * c) + b * d
    let sum = high + product
    let back = sum - high
    let sumError = (high - (sum - back)) + (product - back)
    high = sum
    low += productError + sumError
  }

  /// The bound on the round-off of the same sum computed plainly in doubles: the number of
  /// terms times the unit round-off (2⁻⁵³) times the sum of their magnitudes.
  var roundOff: Double { count * (Double.ulpOfOne / 2) * magnitude }

  /// The sum, rounded once.
  var value: Double { high + low }

  /// `x` as the exact sum of two doubles of at most 26 significant bits each (Veltkamp's
  /// splitting), for magnitudes below 10³⁰⁰ (the solver's values stay below 10¹⁶).
  @inline(__always) private static func split(_ x: Double) -> (high: Double, low: Double) {
    let scaled = 134_217_729.0 * x  // 2²⁷ + 1
    let high = scaled - (scaled - x)
    return (high, x - high)
  }
}
