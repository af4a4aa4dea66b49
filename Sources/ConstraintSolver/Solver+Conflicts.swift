/// A required constraint as it takes part in a conflict: its expression, the constant in use and
/// its relation.
struct ConflictMember {
  var expression: Expression
  var constant: Double
  var relation: Relation
}

extension Tableau {
  /// The symbols of a row that proves infeasibility: its basic symbol and its parametric symbols.
  func certificate(ofRowOf basic: Symbol) -> [Symbol] {
    var symbolsInProof = [basic]
    if let slot = symbols[basic].row {
      let cells = rows[slot].cells
      for index in 0..<cells.count { symbolsInProof.append(cells[index].symbol) }
    }
    return symbolsInProof.sorted()
  }
}

extension Solver {
  /// The largest number of candidate constraints that a conflict explanation reduces to a
  /// minimal set. Larger candidate sets (rare: they come from the simplex's proof of
  /// infeasibility, which is usually small) are reported unreduced.
  package static let conflictMinimizationLimit = 64

  /// The required constraints that, with `culprit`, cannot all hold.
  ///
  /// The candidates are the constraints whose symbols appear in the simplex's proof of
  /// infeasibility (the final row of phase one, or the row the dual simplex could not repair): a
  /// Farkas certificate combines exactly those constraints into `0 ≥ positive`. The candidates
  /// are then reduced by deletion filtering — each one is dropped if the others still conflict
  /// with the culprit, tested on small scratch tableaux — so that no member of the result can be
  /// left out. The solver itself is not touched.
  ///
  /// - Returns: the constraints in the order they were added.
  func explainConflict(
    certificate: [Symbol], with culprit: ConflictMember, excluding excluded: Constraint? = nil
  ) -> [Constraint] {
    // One pass over the records finds the owners of the certificate's symbols.
    let symbolsInProof = Set(certificate)
    var candidates: [ConstraintRecord] = []
    for record in storage.records
    where record.tag.symbols.contains(where: symbolsInProof.contains) {
      if record.isEdit || !record.strength.isRequired { continue }
      if let excluded, record.constraint === excluded { continue }
      candidates.append(record)
    }
    candidates.sort { $0.order < $1.order }
    guard candidates.count <= Solver.conflictMinimizationLimit else {
      return candidates.map { $0.constraint }
    }
    func member(_ record: ConstraintRecord) -> ConflictMember {
      ConflictMember(
        expression: record.constraint.expression, constant: record.constant,
        relation: record.constraint.relation)
    }
    var kept = candidates
    // If round-off made the proof unreliable, report the candidates as they are.
    guard !Solver.isFeasible(kept.map(member) + [culprit]) else {
      return kept.map { $0.constraint }
    }
    var index = 0
    while index < kept.count {
      var trial = kept
      trial.remove(at: index)
      if Solver.isFeasible(trial.map(member) + [culprit]) {
        index += 1
      } else {
        kept = trial
      }
    }
    return kept.map { $0.constraint }
  }

  /// Whether the given constraints, all taken as required, can hold together (a scratch solve).
  static func isFeasible(_ members: [ConflictMember]) -> Bool {
    var tableau = Tableau()
    defer { tableau.deallocate() }
    var compact: [Int: Variable] = [:]
    for member in members {
      var terms: [Term] = []
      for term in member.expression.terms {
        let variable: Variable
        if let existing = compact[term.variable.id] {
          variable = existing
        } else {
          variable = tableau.addVariable()
          compact[term.variable.id] = variable
        }
        terms.append(Term(variable, coefficient: term.coefficient))
      }
      let outcome = tableau.addConstraint(
        Expression(terms: terms), constant: member.constant, relation: member.relation,
        strength: .required)
      if case .unsatisfiable = outcome { return false }
    }
    return true
  }
}
