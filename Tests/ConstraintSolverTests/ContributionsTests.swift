import Testing

@testable import ConstraintSolver

/// `Solver.contributions(to:)`: the constraints that determine a value, with their rates and
/// shares, worked by hand, and two properties on random systems.
@Suite struct ContributionsTests {
  /// The identities of the contributions' constraints (constraints compare by identity).
  func ids(_ contributions: [ValueContribution]) -> [ObjectIdentifier] {
    contributions.map { ObjectIdentifier($0.constraint) }
  }

  func ids(_ constraints: [Constraint]) -> [ObjectIdentifier] {
    constraints.map(ObjectIdentifier.init)
  }

  /// `left == 8`, `width == right - left`, `right <= 320`, `right == 400 (weak)`: the weak
  /// constraint gives up, `right` sits at its bound, `width = 320 - 8 = 312`.
  @Test func theTightConstraintsAndTheirShares() throws {
    var solver = Solver()
    let left = solver.makeVariable("left")
    let width = solver.makeVariable("width")
    let right = solver.makeVariable("right")
    let pin = left == 8  // left - 8 == 0: constant -8
    let span = width == right - left  // width - right + left == 0: constant 0
    let bound = right <= 320  // right - 320 <= 0: constant -320
    let wish = Constraint(Expression(right) - 400, .equal, strength: .weak)
    for constraint in [pin, span, bound, wish] { try solver.addConstraint(constraint) }
    solver.updateVariables()
    #expect(solver.value(of: width) == 312)

    // width = right - left = (320 - 0·slack) - 8. A constant one larger moves `left` to 7
    // (+1 for width), the span to width = right - left - 1 (−1), the bound to 319 (−1).
    let contributions = solver.contributions(to: width)
    #expect(ids(contributions) == ids([pin, span, bound]))
    #expect(contributions.map(\.rate) == [1, -1, -1])
    #expect(contributions.map(\.share) == [-8, 0, 320])
    #expect(contributions.allSatisfy { $0.editVariable == nil })
    #expect(contributions.map(\.share).reduce(0, +) == solver.value(of: width))
    // The share of a constraint whose constant is 0 is +0, never −0.
    #expect(contributions[1].share.sign == .plus)

    #expect(ids(solver.contributions(to: left)) == ids([pin]))
    #expect(solver.contributions(to: left).map(\.rate) == [-1])
    #expect(solver.contributions(to: left).map(\.share) == [8])
    #expect(ids(solver.contributions(to: right)) == ids([bound]))
    #expect(solver.contributions(to: right).map(\.share) == [320])

    // Once the bound has room, the weak constraint holds and determines `right` instead.
    try solver.setConstant(-500, for: bound)
    solver.updateVariables()
    #expect(solver.value(of: right) == 400)
    #expect(ids(solver.contributions(to: right)) == ids([wish]))
    #expect(solver.contributions(to: right).map(\.share) == [400])
  }

  /// A chain of 400 nested views, as a layout makes it: `top_i == top_{i-1} + 1` and
  /// `bottom_i == bottom_{i-1}` with `bottom = top + height`, `top_0 == 10`, `height_0 == 1000`.
  /// Then `height_k = 1000 − k`: `height_0 == 1000` gives 1000, each of the k steps −1 (rate 1,
  /// constant −1), each of the k bottom equalities 0; `top_0 == 10` cancels (it moves the top
  /// and the bottom alike) and is not listed. Every row of the expansion is read once: the
  /// rows of `height_k` refer to `height_{k−1}` and to two chains of tops, so following every
  /// path separately reads about k² rows (160,000 for k = 399). (The chain is short because CI
  /// runs this suite with the tableau's structure checked after every call.)
  @Test func aChainOfRowsIsExpandedOnceEach() throws {
    var solver = Solver()
    let count = 400
    var tops: [Variable] = []
    var heights: [Variable] = []
    var steps: [Constraint] = []
    var bottoms: [Constraint] = []
    for index in 0..<count {
      tops.append(solver.makeVariable("top\(index)"))
      heights.append(solver.makeVariable("height\(index)"))
    }
    let pinTop = tops[0] == 10
    let pinHeight = heights[0] == 1000
    try solver.addConstraint(pinTop)
    try solver.addConstraint(pinHeight)
    for index in 1..<count {
      steps.append(tops[index] == tops[index - 1] + 1)
      bottoms.append(tops[index] + heights[index] == tops[index - 1] + heights[index - 1])
      try solver.addConstraint(steps[index - 1])
      try solver.addConstraint(bottoms[index - 1])
    }
    solver.updateVariables()
    let last = heights[count - 1]
    #expect(solver.value(of: last) == Double(1000 - (count - 1)))

    let contributions = solver.contributions(to: last)
    var expected = [pinHeight]
    for index in 0..<(count - 1) { expected += [steps[index], bottoms[index]] }
    #expect(ids(contributions) == ids(expected))
    #expect(contributions.first?.share == 1000)
    #expect(
      contributions.dropFirst().enumerated().allSatisfy {
        $0.element.share == ($0.offset.isMultiple(of: 2) ? -1 : 0)
      })
    #expect(contributions.map(\.share).reduce(0, +) == solver.value(of: last))

    // The chain's equalities are definitions; the analysis reads them as rows of the tableau.
    let analyzed = solver.storageWithoutDefinitions()
    let tableau = analyzed.tableau
    let symbol = try #require(tableau.variableSymbols[last])
    var reads = 0
    withExtendedLifetime(analyzed) {
      _ = tableau.expandedCoefficients(of: symbol, rowReads: &reads)
    }
    #expect(reads <= 2 * count, "\(reads) row reads for \(2 * count) rows")
  }

  /// An edit variable's suggestion is a contribution of its edit constraint, with the suggested
  /// value as minus the constant: `y == x + 10` with x suggested at 30 gives y = 30 + 10.
  @Test func aSuggestedValueIsTheShareOfItsEditVariable() throws {
    var solver = Solver()
    let x = solver.makeVariable("x")
    let y = solver.makeVariable("y")
    let follow = y == x + 10
    try solver.addConstraint(follow)
    try solver.addEditVariable(x, strength: .strong)
    try solver.suggestValue(30, for: x)
    solver.updateVariables()
    #expect(solver.value(of: y) == 40)
    let contributions = solver.contributions(to: y)
    #expect(contributions.count == 2)
    #expect(contributions[0].constraint === follow && contributions[0].editVariable == nil)
    #expect(contributions[0].rate == -1 && contributions[0].share == 10)
    #expect(contributions[1].editVariable?.id == x.id)
    #expect(contributions[1].rate == -1 && contributions[1].share == 30)
  }

  @Test func aFreeOrUnknownVariableHasNoContributions() throws {
    var solver = Solver()
    let x = solver.makeVariable("x")
    let y = solver.makeVariable("y")
    let unused = solver.makeVariable("unused")
    // x - y >= 0 leaves both free along a direction: one of them is parametric at 0.
    try solver.addConstraint(x - y >= 0)
    solver.updateVariables()
    #expect(solver.contributions(to: unused).isEmpty)
    #expect(solver.contributions(to: Variable(id: 99)).isEmpty)
    #expect(solver.contributions(to: Variable(id: -1)).isEmpty)
    let determined = [x, y].filter { !solver.contributions(to: $0).isEmpty }
    #expect(determined.count <= 1)
  }

  /// On random systems (required and optional constraints of 1 to 3 terms, edit variables with
  /// suggestions), for every variable: the shares add up to its value, and changing the constant
  /// of a contributing constraint by δ moves the value by rate × δ whenever the change pivots
  /// nothing (the same constraints stay tight).
  @Test(arguments: 0..<40) func sharesAddUpAndRatesPredictChanges(seed: UInt64) throws {
    var rng = SplitMix64(seed: seed &* 7_919 &+ 17)
    var solver = Solver()
    let variables = (0..<Int.random(in: 2...6, using: &rng)).map { solver.makeVariable("v\($0)") }
    let coefficients: [Double] = [1, -1, 2, -2, 0.5, -0.5, 3]
    let strengths: [Strength] = [.required, .required, .strong, .medium, .weak]
    for _ in 0..<Int.random(in: 2...10, using: &rng) {
      var expression = Expression(constant: Double(Int.random(in: -100...100, using: &rng)))
      for _ in 0..<Int.random(in: 1...3, using: &rng) {
        expression =
          expression + coefficients.randomElement(using: &rng)!
          * Expression(variables.randomElement(using: &rng)!)
      }
      let relation = Relation.allCases.randomElement(using: &rng)!
      let strength = strengths.randomElement(using: &rng)!
      try? solver.addConstraint(Constraint(expression, relation, strength: strength))
    }
    for variable in variables where Int.random(in: 0..<3, using: &rng) == 0 {
      try solver.addEditVariable(variable, strength: .strong)
      try solver.suggestValue(Double(Int.random(in: -50...50, using: &rng)), for: variable)
    }
    solver.updateVariables()
    for variable in variables {
      let value = solver.value(of: variable)
      let contributions = solver.contributions(to: variable)
      let total = contributions.map(\.share).reduce(0, +)
      let scale = contributions.map { $0.share.magnitude }.reduce(value.magnitude, max)
      #expect(
        (total - value).magnitude <= 1e-9 * Swift.max(1, scale),
        "seed \(seed): shares of \(solver.name(of: variable)) add up to \(total), value \(value)")
      for contribution in contributions where contribution.editVariable == nil {
        var changed = solver
        let constant = try #require(changed.constant(of: contribution.constraint))
        let pivots = changed.pivotCount
        let delta = 1e-3
        guard (try? changed.setConstant(constant + delta, for: contribution.constraint)) != nil,
          changed.pivotCount == pivots
        else { continue }
        changed.updateVariables()
        let moved = changed.value(of: variable) - value
        #expect(
          (moved - contribution.rate * delta).magnitude <= 1e-9 * Swift.max(1, value.magnitude),
          "seed \(seed): \(solver.description(of: contribution.constraint)) moved \(solver.name(of: variable)) by \(moved), rate \(contribution.rate)"
        )
      }
    }
  }
}
