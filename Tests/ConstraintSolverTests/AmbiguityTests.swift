import Testing

@testable import ConstraintSolver

/// `Solver.ambiguity()`: the variables the constraints do not determine, worked by hand, checked
/// against exact rational arithmetic on random systems, and on systems determinate by
/// construction with one determining constraint removed.
@Suite struct AmbiguityTests {
  /// The ids of the ambiguous variables.
  func ambiguousIDs(_ solver: Solver) -> [Int] {
    solver.ambiguity().variables.map { $0.id }
  }

  func ids(_ constraints: [Constraint]) -> [ObjectIdentifier] {
    constraints.map(ObjectIdentifier.init)
  }

  /// `x + y == 10` alone: `x` is the row's subject, `y` parametric; moving `y` by 1 moves `x` by
  /// −1. A variable no constraint mentions is free on its own.
  @Test func anEqualityOfTwoVariablesLeavesOneDirection() throws {
    var solver = Solver()
    let x = solver.makeVariable("x")
    let y = solver.makeVariable("y")
    let z = solver.makeVariable("z")
    try solver.addConstraint(x + y == 10)
    solver.updateVariables()
    let ambiguity = solver.ambiguity()
    #expect(ambiguity.directions.count == 2)
    #expect(ambiguity.directions[0].rates.map { $0.variable.id } == [x.id, y.id])
    #expect(ambiguity.directions[0].rates.map { $0.rate } == [-1, 1])
    #expect(ambiguity.directions[0].tiedConstraints.isEmpty)
    #expect(ambiguity.directions[1].rates.map { $0.variable.id } == [z.id])
    #expect(!ambiguity.isDetermined(x) && !ambiguity.isDetermined(z))

    // `x == 3` fixes both: nothing is left but `z`.
    try solver.addConstraint(x == 3)
    try solver.addConstraint(z == y * 2)
    solver.updateVariables()
    #expect(solver.ambiguity().isEmpty)
    #expect(solver.value(of: z) == 14)
  }

  /// Two weak equalities pulling `x` to 10 and to 20: every x in [10, 20] has the same weighted
  /// error, 10. A medium one breaks the tie.
  @Test func equalOptionalConstraintsPullingApartAreATie() throws {
    var solver = Solver()
    let x = solver.makeVariable("x")
    let low = (x == 10) | .weak
    let high = (x == 20) | .weak
    try solver.addConstraint(low)
    try solver.addConstraint(high)
    solver.updateVariables()
    let ambiguity = solver.ambiguity()
    #expect(ambiguity.directions.count == 1)
    #expect(ambiguity.variables.map { $0.id } == [x.id])
    #expect(ids(ambiguity.directions[0].tiedConstraints) == ids([low, high]))

    try solver.setStrength(.medium, for: high)
    solver.updateVariables()
    #expect(solver.value(of: x) == 20)
    #expect(solver.ambiguity().isEmpty)
  }

  /// `x >= 0` alone leaves x free upwards: ambiguous. `x <= 0` as well pins it at 0 — a
  /// degenerate row that only the cone's implicit equalities see. The same with a bound of 5 on
  /// both sides, and with `x == y`, `y >= 5`, `x <= 5`.
  @Test func opposedInequalitiesDetermineAValue() throws {
    var solver = Solver()
    let x = solver.makeVariable("x")
    let y = solver.makeVariable("y")
    try solver.addConstraint(x >= 0)
    try solver.addConstraint(y == 1)
    solver.updateVariables()
    #expect(ambiguousIDs(solver) == [x.id])
    let upper = x <= 0
    try solver.addConstraint(upper)
    solver.updateVariables()
    #expect(solver.ambiguity().isEmpty)
    try solver.removeConstraint(upper)
    solver.updateVariables()
    #expect(ambiguousIDs(solver) == [x.id])

    var pinched = Solver()
    let a = pinched.makeVariable("a")
    let b = pinched.makeVariable("b")
    try pinched.addConstraint(a >= 5)
    try pinched.addConstraint(a <= 5)
    try pinched.addConstraint(b >= a)
    pinched.updateVariables()
    #expect(ambiguousIDs(pinched) == [b.id])
    try pinched.addConstraint(b <= a)
    pinched.updateVariables()
    #expect(pinched.ambiguity().isEmpty)
    #expect(pinched.value(of: b) == 5)

    var chained = Solver()
    let p = chained.makeVariable("p")
    let q = chained.makeVariable("q")
    try chained.addConstraint(p == q)
    try chained.addConstraint(q >= 5)
    try chained.addConstraint(p <= 5)
    chained.updateVariables()
    #expect(chained.ambiguity().isEmpty)
  }

  /// A chain of edges `left_i == left_{i-1} + 10` (lazy rows referencing each other) with the
  /// first edge free: every edge moves with it at rate 1. Pinning the first edge determines all.
  @Test func aFreeStartMovesAChainThroughLazyRows() throws {
    var solver = Solver()
    let edges = (0..<6).map { solver.makeVariable("left\($0)") }
    for index in 1..<edges.count {
      try solver.addConstraint(edges[index] == edges[index - 1] + 10)
    }
    solver.updateVariables()
    let ambiguity = solver.ambiguity()
    #expect(ambiguity.directions.count == 1)
    #expect(ambiguity.directions[0].rates.map { $0.variable.id } == edges.map { $0.id })
    #expect(ambiguity.directions[0].rates.allSatisfy { $0.rate == 1 })
    try solver.addConstraint(edges[3] == 100)
    solver.updateVariables()
    #expect(solver.ambiguity().isEmpty)
    #expect(solver.value(of: edges[0]) == 70)
  }

  /// An edit variable is determined by its suggestion (a strong equality); a weak constraint
  /// determines a variable nothing else mentions; a required one that gives a variable room on
  /// one side only does not.
  @Test func editsAndOptionalConstraintsDetermineValues() throws {
    var solver = Solver()
    let x = solver.makeVariable("x")
    let width = solver.makeVariable("width")
    try solver.addEditVariable(x, strength: .strong)
    try solver.suggestValue(40, for: x)
    try solver.addConstraint((width == 100) | .weak)
    try solver.addConstraint(width >= x)
    solver.updateVariables()
    #expect(solver.ambiguity().isEmpty)
    #expect(solver.value(of: width) == 100)
    try solver.removeEditVariable(x)
    solver.updateVariables()
    // x may lie anywhere at or below 100.
    #expect(ambiguousIDs(solver) == [x.id])
  }

  /// The same report, byte for byte, from a copy and from a second identical solver.
  @Test func theReportIsDeterministic() throws {
    func build() throws -> Solver {
      var solver = Solver()
      let v = (0..<5).map { solver.makeVariable("v\($0)") }
      try solver.addConstraint(v[0] + v[1] == 10)
      try solver.addConstraint(v[2] - v[3] >= 0)
      try solver.addConstraint((v[2] == 5) | .weak)
      try solver.addConstraint((v[3] == 9) | .weak)
      solver.updateVariables()
      return solver
    }
    func text(_ ambiguity: Ambiguity) -> String {
      ambiguity.directions.map { direction in
        direction.rates.map { "\($0.variable.id):\($0.rate)" }.joined(separator: ",") + "|"
          + "\(direction.tiedConstraints.count)"
      }.joined(separator: ";")
    }
    let first = try build()
    let second = try build()
    #expect(text(first.ambiguity()) == text(second.ambiguity()))
    #expect(text(first.ambiguity()) == "0:-1.0,1:1.0|0;2:1.0,3:1.0|2;4:1.0|0")
  }

  // MARK: - Properties

  /// Random systems (required and optional constraints of 1 to 3 terms with small integer and
  /// half-integer numbers): a variable is reported ambiguous exactly when exact rational
  /// arithmetic finds an optimal solution where it differs by 10⁻⁶ from an optimal vertex; each
  /// direction keeps every required equality (its rates cancel in the equality's terms).
  @Test(arguments: 0..<150) func matchesTheExactOptimalFace(seed: UInt64) throws {
    var rng = SplitMix64(seed: seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407)
    var solver = Solver()
    solver.verifiesEverySolve = false
    let count = Int.random(in: 2...5, using: &rng)
    let variables = (0..<count).map { solver.makeVariable("v\($0)") }
    let coefficients: [Double] = [1, -1, 2, -2, 0.5, -0.5, 3]
    let strengths: [Strength] = [.required, .required, .strong, .medium, .weak, .weak]
    var held: [Constraint] = []
    for _ in 0..<Int.random(in: 1...8, using: &rng) {
      var expression = Expression(constant: Double(Int.random(in: -20...20, using: &rng)))
      for _ in 0..<Int.random(in: 1...3, using: &rng) {
        expression =
          expression + coefficients.randomElement(using: &rng)!
          * Expression(variables.randomElement(using: &rng)!)
      }
      let relation = Relation.allCases.randomElement(using: &rng)!
      let constraint = Constraint(
        expression, relation, strength: strengths.randomElement(using: &rng)!)
      if (try? solver.addConstraint(constraint)) != nil { held.append(constraint) }
      // Sometimes the opposite inequality as well, required: a pinch (a degenerate row).
      if relation != .equal && Int.random(in: 0..<3, using: &rng) == 0 {
        let opposite = Constraint(
          expression, relation == .lessThanOrEqual ? .greaterThanOrEqual : .lessThanOrEqual)
        if (try? solver.addConstraint(opposite)) != nil { held.append(opposite) }
      }
    }
    solver.updateVariables()
    let system = held.map {
      ExactSolutionCheck.exact(
        $0.expression, constant: $0.expression.constant, $0.relation, $0.strength)
    }
    guard case .optimal(let error, let vertex) = ExactLP.optimum(of: system) else {
      Issue.record("seed \(seed): the reference failed")
      return
    }
    var expected: [Int] = []
    let mentioned = Set(system.flatMap { $0.terms.map { $0.variable } })
    for variable in variables {
      guard mentioned.contains(variable.id) else {
        expected.append(variable.id)
        continue
      }
      let value = vertex[variable.id] ?? .zero
      if AmbiguityTests.faceReaches(system, error: error, variable: variable.id, beyond: value) {
        expected.append(variable.id)
      }
    }
    let ambiguity = solver.ambiguity()
    #expect(
      ambiguity.variables.map { $0.id } == expected,
      "seed \(seed): \(held.map { solver.description(of: $0) })")
    for direction in ambiguity.directions {
      var rate: [Int: Double] = [:]
      for move in direction.rates { rate[move.variable.id] = move.rate }
      for constraint in held where constraint.strength.isRequired && constraint.relation == .equal {
        var change = 0.0
        var scale = 0.0
        for term in constraint.expression.terms {
          change += term.coefficient * (rate[term.variable.id] ?? 0)
          scale = max(scale, (term.coefficient * (rate[term.variable.id] ?? 0)).magnitude)
        }
        #expect(
          change.magnitude <= 1e-9 * max(1, scale),
          "seed \(seed): a direction breaks \(solver.description(of: constraint))")
      }
    }
  }

  /// Whether some solution of `system` with weighted error `error` (its optimum) gives
  /// `variable` a value 10⁻⁶ above or below `value`: the optimal face as a system of required
  /// constraints (one error variable per optional constraint, numbered after the variables,
  /// their weighted sum at most `error`), feasible with the probe exactly when its smallest
  /// residual is zero.
  static func faceReaches(
    _ system: [ExactConstraint], error: Rational, variable: Int, beyond value: Rational
  ) -> Bool {
    var face: [ExactConstraint] = []
    var total: [(variable: Int, coefficient: Rational)] = []
    var next = (system.flatMap { $0.terms.map { $0.variable } }.max() ?? 0) + 1
    for constraint in system {
      guard let weight = constraint.weight else {
        face.append(constraint)
        continue
      }
      let slack = next
      next += 1
      total.append((slack, weight))
      face.append(
        ExactConstraint(
          terms: [(slack, .one)], constant: .zero, relation: .greaterThanOrEqual, weight: nil))
      if constraint.relation != .greaterThanOrEqual {
        face.append(
          ExactConstraint(
            terms: constraint.terms + [(slack, -.one)], constant: constraint.constant,
            relation: .lessThanOrEqual, weight: nil))
      }
      if constraint.relation != .lessThanOrEqual {
        face.append(
          ExactConstraint(
            terms: constraint.terms + [(slack, .one)], constant: constraint.constant,
            relation: .greaterThanOrEqual, weight: nil))
      }
    }
    if !total.isEmpty {
      face.append(
        ExactConstraint(terms: total, constant: -error, relation: .lessThanOrEqual, weight: nil))
    }
    let step = Rational(1) / Rational(1_000_000)
    for (relation, bound) in [
      (Relation.greaterThanOrEqual, value + step), (.lessThanOrEqual, value - step),
    ] {
      let probe = ExactConstraint(
        terms: [(variable, .one)], constant: -bound, relation: relation, weight: nil)
      if let residual = ExactLP.minimalResidual(of: face + [probe]), residual.isZero {
        return true
      }
    }
    return false
  }

  /// Systems determinate by construction: each variable is pinned by a required equality to a
  /// constant or to an earlier variable (`x_i == a · x_j + c`, a ≠ 0), among required and
  /// optional inequalities with room. Nothing is ambiguous; removing the pin of `x_k` makes
  /// ambiguous exactly `x_k` and the variables pinned to it, directly or through others.
  @Test(arguments: 0..<40) func removingADeterminingConstraintFreesWhatItDetermined(
    seed: UInt64
  ) throws {
    var rng = SplitMix64(seed: seed &* 0x9E37_79B9_7F4A_7C15 &+ 7)
    var solver = Solver()
    solver.verifiesEverySolve = false
    let count = Int.random(in: 2...12, using: &rng)
    let variables = (0..<count).map { solver.makeVariable("x\($0)") }
    var pins: [Constraint] = []
    var parent: [Int?] = []
    let factors: [Double] = [1, -1, 2, 0.5, -3, 0.25]
    for index in 0..<count {
      let constant = Double(Int.random(in: -50...50, using: &rng))
      if index == 0 || Int.random(in: 0..<4, using: &rng) == 0 {
        pins.append(variables[index] == constant)
        parent.append(nil)
      } else {
        let other = Int.random(in: 0..<index, using: &rng)
        let factor = factors.randomElement(using: &rng)!
        pins.append(variables[index] == factor * variables[other] + constant)
        parent.append(other)
      }
    }
    // Pins in a random order, then inequalities with a room of 1,000 at the solution.
    var order = Array(0..<count)
    order.shuffle(using: &rng)
    for index in order { try solver.addConstraint(pins[index]) }
    solver.updateVariables()
    let strengths: [Strength] = [.required, .strong, .weak]
    for _ in 0..<Int.random(in: 0...6, using: &rng) {
      let a = variables.randomElement(using: &rng)!
      let b = variables.randomElement(using: &rng)!
      let sum = solver.value(of: a) + solver.value(of: b)
      let strength = strengths.randomElement(using: &rng)!
      if Bool.random(using: &rng) {
        try solver.addConstraint((a + b <= sum + 1000) | strength)
      } else {
        try solver.addConstraint((a + b >= sum - 1000) | strength)
      }
    }
    solver.updateVariables()
    #expect(solver.ambiguity().isEmpty, "seed \(seed)")

    let removed = Int.random(in: 0..<count, using: &rng)
    try solver.removeConstraint(pins[removed])
    solver.updateVariables()
    var freed = Set([removed])
    var grew = true
    while grew {
      grew = false
      for index in 0..<count where !freed.contains(index) {
        if let other = parent[index], freed.contains(other) {
          freed.insert(index)
          grew = true
        }
      }
    }
    #expect(
      ambiguousIDs(solver) == freed.sorted().map { variables[$0].id },
      "seed \(seed): removed the pin of x\(removed)")
  }
}
