import Testing

@testable import ConstraintSolver

/// A constraint keeps up to four merged terms in itself and more in an array: both forms give
/// the same expression, the same finiteness and the same solver behavior, and the constructor
/// that takes terms already ordered (the layout engine's) makes the constraint that
/// `Constraint(expression, …)` makes.
@Suite struct ConstraintTermStorageTests {
  /// The bits of a list of terms: variable ids and coefficient bit patterns.
  static func bits(_ terms: [Term]) -> [UInt64] {
    terms.flatMap { [UInt64(bitPattern: Int64($0.variable.id)), $0.coefficient.bitPattern] }
  }

  /// The terms `withTerms` lends.
  static func lent(_ constraint: Constraint) -> [Term] {
    constraint.withTerms { Array($0) }
  }

  @Test func everyCountUpToTheLimitStaysInline() {
    for count in 0...6 {
      let terms = (0..<count).map { Term(Variable(id: $0 * 2), coefficient: Double($0) + 0.5) }
      let constraint = Constraint(Expression(terms: terms, constant: -7), .greaterThanOrEqual)
      #expect(constraint.termCount == count)
      #expect(Self.bits(constraint.expression.terms) == Self.bits(terms), "count \(count)")
      #expect(Self.bits(Self.lent(constraint)) == Self.bits(terms), "count \(count)")
      #expect(constraint.expression.constant == -7)
      #expect(constraint.spilledTerms.isEmpty == (count <= Constraint.inlineTermLimit))
    }
  }

  @Test func mergedTermsAreStoredInIdOrder() {
    // 3·v5 + v1 − v5 + 2·v1 + v0 + v9 − 4 == 0 merges to v0 + 3·v1 + 2·v5 + v9 − 4.
    let expression = Expression(
      terms: [
        Term(Variable(id: 5), coefficient: 3), Term(Variable(id: 1)),
        Term(Variable(id: 5), coefficient: -1), Term(Variable(id: 1), coefficient: 2),
        Term(Variable(id: 0)), Term(Variable(id: 9)),
      ], constant: -4)
    let constraint = Constraint(expression, .equal, strength: .strong)
    #expect(constraint.expression.terms.map(\.variable.id) == [0, 1, 5, 9])
    #expect(constraint.expression.terms.map(\.coefficient) == [1, 3, 2, 1])
    #expect(constraint.termCount == 4 && constraint.spilledTerms.isEmpty)
    #expect(
      constraint.description == "1 * v0 + 3 * v1 + 2 * v5 + 1 * v9 + -4 == 0 | strength = strong")
  }

  @Test func finitenessCoversInlineAndSpilledTerms() {
    for count in [1, 4, 5, 8] {
      for bad in 0..<count {
        var terms = (0..<count).map { Term(Variable(id: $0), coefficient: 1) }
        terms[bad].coefficient = .nan
        #expect(!Constraint(Expression(terms: terms), .equal).isFinite, "count \(count) at \(bad)")
        let ordered = terms.withUnsafeBufferPointer {
          Constraint(orderedTerms: $0, constant: 0, .equal, strength: .required)
        }
        #expect(!ordered.isFinite, "ordered, count \(count) at \(bad)")
      }
      let terms = (0..<count).map { Term(Variable(id: $0), coefficient: 1) }
      #expect(Constraint(Expression(terms: terms, constant: 2), .equal).isFinite)
      #expect(!Constraint(Expression(terms: terms, constant: .infinity), .equal).isFinite)
      let nanStrength = terms.withUnsafeBufferPointer {
        Constraint(orderedTerms: $0, constant: 0, .equal, strength: Strength(.nan))
      }
      #expect(!nanStrength.isFinite)
    }
  }

  /// Random ordered terms (0 to 7 of them): the ordered constructor and the expression
  /// constructor give the same bits, the same finiteness and the same description.
  @Test(arguments: 0..<200 as Range<UInt64>) func orderedTermsMakeTheSameConstraint(seed: UInt64) {
    var rng = SplitMix64(seed: seed &* 0x2545_F491 &+ 11)
    let count = Int.random(in: 0...7, using: &rng)
    var id = -1
    let terms = (0..<count).map { _ in
      id += Int.random(in: 1...4, using: &rng)
      return Term(Variable(id: id), coefficient: Double.random(in: -50...50, using: &rng) / 3)
    }
    let constant = Double.random(in: -1000...1000, using: &rng)
    let relation = [Relation.lessThanOrEqual, .equal, .greaterThanOrEqual].randomElement(
      using: &rng)!
    let strength = [Strength.required, .strong, .medium, .weak].randomElement(using: &rng)!
    let expected = Constraint(
      Expression(terms: terms, constant: constant), relation, strength: strength)
    let made = terms.withUnsafeBufferPointer {
      Constraint(orderedTerms: $0, constant: constant, relation, strength: strength)
    }
    #expect(
      Self.bits(made.expression.terms) == Self.bits(expected.expression.terms), "seed \(seed)")
    #expect(Self.bits(Self.lent(made)) == Self.bits(terms), "seed \(seed)")
    #expect(made.expression.constant.bitPattern == constant.bitPattern, "seed \(seed)")
    #expect(made.isFinite == expected.isFinite, "seed \(seed)")
    #expect(made.description == expected.description, "seed \(seed)")
    #expect(made.relation == relation && made.strength == strength, "seed \(seed)")
  }

  /// Worked by hand: x + y + z + u + w == 15 (five terms, spilled), x == 1, y == 2 (inline),
  /// z − u == 3, u == w (inline): x = 1, y = 2, and z + u + w = 12 with z = u + 3, u = w gives
  /// 3u + 3 = 12, so u = w = 3, z = 6. A required constraint of each form then conflicts.
  @Test func solverReadsInlineAndSpilledTermsAlike() throws {
    var solver = Solver()
    let x = solver.makeVariable("x")
    let y = solver.makeVariable("y")
    let z = solver.makeVariable("z")
    let u = solver.makeVariable("u")
    let w = solver.makeVariable("w")
    let sum = x + y + z + u + w == 15
    #expect(!sum.spilledTerms.isEmpty)
    try solver.addConstraint(sum)
    let xIsOne = x == 1
    try solver.addConstraint(xIsOne)
    try solver.addConstraint(y == 2)
    try solver.addConstraint(z - u == 3)
    let last = u == w
    #expect(last.spilledTerms.isEmpty)
    try solver.addConstraint(last)
    solver.updateVariables()
    #expect([x, y, z, u, w].map { solver.value(of: $0) } == [1, 2, 6, 3, 3])
    #expect(solver.verify().isEmpty)
    #expect(!solver.isViolated(sum) && !solver.isViolated(last))
    try solver.setConstant(-16, for: sum)
    solver.updateVariables()
    // z + u + w = 13 with z = u + 3 and u = w: u = w = 10/3, z = 19/3.
    #expect(abs(solver.value(of: u) - 10.0 / 3) < 1e-12)
    #expect(abs(solver.value(of: z) - 19.0 / 3) < 1e-12)
    // A spilled and an inline required constraint that contradict one each: the conflict is
    // found through the terms either form keeps.
    #expect(conflicts(adding: x + y + z + u + w == 100, to: &solver) == [ObjectIdentifier(sum)])
    #expect(conflicts(adding: x == 5, to: &solver) == [ObjectIdentifier(xIsOne)])
    let unknown = Constraint(
      Expression(terms: [Term(x), Term(Variable(id: 40))], constant: 0), .equal)
    do {
      try solver.addConstraint(unknown)
      Issue.record("a variable of no solver was accepted")
    } catch {
      guard case .unknownVariable(_, let variable) = error else {
        Issue.record("unexpected error \(error)")
        return
      }
      #expect(variable.id == 40)
    }
    let outOfRange = Constraint(
      Expression(terms: [Term(x), Term(y, coefficient: 1e300)], constant: 0), .equal)
    do {
      try solver.addConstraint(outOfRange)
      Issue.record("a coefficient of 1e300 was accepted")
    } catch {
      guard case .outOfRange = error else {
        Issue.record("unexpected error \(error)")
        return
      }
    }
    solver.updateVariables()
    // The failed additions changed nothing (the constant's shift left round-off of 10⁻¹⁶).
    #expect(abs(solver.value(of: x) - 1) < 1e-12 && abs(solver.value(of: y) - 2) < 1e-12)
    #expect(solver.constraints.count == 5 && solver.verify().isEmpty)
  }

  /// The conflicts reported when adding `constraint` fails as unsatisfiable (empty, with an
  /// issue recorded, otherwise).
  func conflicts(adding constraint: Constraint, to solver: inout Solver) -> [ObjectIdentifier] {
    do {
      try solver.addConstraint(constraint)
      Issue.record("'\(constraint)' was accepted")
    } catch {
      if case .unsatisfiable(_, let conflicts) = error {
        return conflicts.map(ObjectIdentifier.init)
      }
      Issue.record("unexpected error \(error)")
    }
    return []
  }
}
