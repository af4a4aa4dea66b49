import Testing

@testable import ConstraintSolver

/// The expression algebra and constraint construction of kiwi's `symbolics.h` (kiwi's
/// test_expression.py, test_term.py, test_constraint.py).
@Suite struct ExpressionTests {
  let solver: Solver
  let foo: Variable
  let bar: Variable
  let aux: Variable

  init() {
    var solver = Solver()
    foo = solver.makeVariable("foo")
    bar = solver.makeVariable("bar")
    aux = solver.makeVariable("aux")
    self.solver = solver
  }

  func terms(_ expression: Expression) -> [String] {
    expression.terms.map { "\(solver.name(of: $0.variable)):\(formatNumber($0.coefficient))" }
  }

  @Test func variableArithmeticMakesTerms() {
    let doubled = foo * 2
    #expect(doubled.variable.id == foo.id && doubled.coefficient == 2)
    #expect((2 * foo).coefficient == 2)
    #expect((foo / 2).coefficient == 0.5)
    #expect((-foo).coefficient == -1)
    #expect((-(3 * foo)).coefficient == -3)
    #expect(((3 * foo) / 4).coefficient == 0.75)
  }

  @Test func sumsKeepTermsUnmerged() {
    let expression = foo + 2 * bar + 3 * aux + 10
    #expect(terms(expression) == ["foo:1", "bar:2", "aux:3"])
    #expect(expression.constant == 10)
    let repeated = foo + foo - 2 * bar
    #expect(terms(repeated) == ["foo:1", "foo:1", "bar:-2"])
    #expect(terms(repeated.reduced()) == ["foo:2", "bar:-2"])
  }

  @Test func differencesNegateTheRightSide() {
    let expression = 10 - (foo + 2 * bar - 4)
    #expect(terms(expression) == ["foo:-1", "bar:-2"])
    #expect(expression.constant == 14)
    #expect((-expression).constant == -14)
    #expect(((foo + 1) * 3).constant == 3)
    #expect(terms((foo + 1) / 2) == ["foo:0.5"])
  }

  @Test func comparisonsBuildLeftMinusRight() {
    let constraint = foo <= bar + 1
    #expect(terms(constraint.expression) == ["foo:1", "bar:-1"])
    #expect(constraint.expression.constant == -1)
    #expect(constraint.relation == .lessThanOrEqual)
    #expect(constraint.strength == .required)
    #expect((foo == 3).relation == .equal)
    #expect((5 >= foo).relation == .greaterThanOrEqual)
    #expect(terms((5 >= foo).expression) == ["foo:-1"])
    #expect((5 >= foo).expression.constant == 5)
  }

  @Test func constraintsMergeRepeatedVariables() {
    let constraint = foo + bar + 2 * foo == aux - bar
    #expect(terms(constraint.expression) == ["foo:3", "bar:2", "aux:-1"])
  }

  /// `reduce()` gives what a stable sort by variable id and a merge in that order give,
  /// coefficient for coefficient, bit for bit (the order in which repeated variables are added
  /// matters): the engine, which orders and merges its terms itself, relies on it.
  @Test(arguments: 0..<200 as Range<UInt64>) func reducingMatchesAStableSortAndMerge(seed: UInt64) {
    var rng = SplitMix64(seed: seed &* 0x9E37_79B9 &+ 5)
    let count = Int.random(in: 0...12, using: &rng)
    let variables = (0..<Int.random(in: 1...6, using: &rng)).map { Variable(id: $0 * 3 + 1) }
    let original = (0..<count).map { _ in
      Term(
        variables.randomElement(using: &rng)!,
        coefficient: Double.random(in: -100...100, using: &rng) / 7)
    }
    var expected: [Term] = []
    for term in original.enumerated().sorted(by: {
      ($0.element.variable.id, $0.offset) < ($1.element.variable.id, $1.offset)
    }).map(\.element) {
      if let last = expected.last, last.variable.id == term.variable.id {
        expected[expected.count - 1].coefficient += term.coefficient
      } else {
        expected.append(term)
      }
    }
    var expression = Expression(terms: original, constant: 3)
    expression.reduce()
    #expect(
      expression.terms.map { [$0.variable.id, Int(bitPattern: UInt($0.coefficient.bitPattern))] }
        == expected.map { [$0.variable.id, Int(bitPattern: UInt($0.coefficient.bitPattern))] },
      "seed \(seed): \(original.map { ($0.variable.id, $0.coefficient) })")
    #expect(expression.constant == 3)
  }

  @Test func strengthModifierMakesANewConstraint() {
    let required = foo >= 1
    let weak = required | .weak
    #expect(weak !== required)
    #expect(weak.strength == .weak)
    #expect(required.strength == .required)
    #expect(required.withStrength(.strong).strength == .strong)
    #expect(Constraint(required, strength: .medium).expression.terms.count == 1)
  }

  @Test func descriptionFollowsKiwi() {
    var solver = solver
    let constraint = foo + 1 <= 0
    #expect(solver.description(of: constraint) == "1 * foo + 1 <= 0 | strength = required")
    #expect(constraint.description == "1 * v0 + 1 <= 0 | strength = required")
    try? solver.addConstraint(constraint)
    try? solver.setConstant(2.5, for: constraint)
    #expect(solver.description(of: constraint) == "1 * foo + 2.5 <= 0 | strength = required")
  }

  @Test func divisionByZeroIsRejectedWhenAdded() {
    var solver = solver
    let constraint = foo / 0 == 1
    #expect(!constraint.isFinite)
    #expect(throws: AddConstraintError.self) { try solver.addConstraint(constraint) }
  }

  @Test func variablesHaveNamesAndStartAtZero() {
    var solver = Solver()
    let unnamed = solver.makeVariable()
    let unicode = solver.makeVariable("ширина 📐")
    #expect(solver.name(of: unnamed) == "")
    #expect(solver.name(of: unicode) == "ширина 📐")
    #expect(solver.value(of: unicode) == 0)
    #expect(solver.variableCount == 2)
    #expect(unicode.id == 1)
  }

  /// A name given as a stem and a suffix reads as the two joined, in every place a name shows,
  /// and survives `reset()`.
  @Test func namesMadeOfAStemAndASuffix() throws {
    var solver = Solver()
    let minX = solver.makeVariable(stem: "card", suffix: ".minX")
    let width = solver.makeVariable(stem: "card", suffix: ".width")
    let whole = solver.makeVariable(stem: "ширина", suffix: "")
    let suffixOnly = solver.makeVariable(stem: "", suffix: ".x")
    #expect(solver.name(of: minX) == "card.minX")
    #expect(solver.name(of: width) == "card.width")
    #expect(solver.name(of: whole) == "ширина")
    #expect(solver.name(of: suffixOnly) == ".x")
    try solver.addConstraint(minX + width == 100)
    solver.updateVariables()
    #expect(solver.dump().contains("card.minX = "))
    solver.reset()
    #expect(solver.variableCount == 4)
    #expect(solver.name(of: minX) == "card.minX" && solver.name(of: whole) == "ширина")
  }
}

/// kiwi's strength arithmetic (test_strength.py).
@Suite struct StrengthTests {
  @Test func orderingAndValues() {
    #expect(Strength.weak < Strength.medium)
    #expect(Strength.medium < Strength.strong)
    #expect(Strength.strong < Strength.required)
    #expect(Strength.weak.value == 1)
    #expect(Strength.medium.value == 1000)
    #expect(Strength.strong.value == 1_000_000)
    #expect(Strength.required.value == 1_001_001_000)
  }

  @Test func createMatchesKiwi() {
    let weakish = Strength(strong: 0, medium: 0, weak: 1)
    let mediumish = Strength(strong: 0, medium: 1, weak: 0)
    let strongish = Strength(strong: 1, medium: 0, weak: 0)
    #expect(weakish < mediumish && mediumish < strongish)
    #expect(
      Strength(strong: 1, medium: 0, weak: 0, weight: 1)
        < Strength(strong: 1, medium: 0, weak: 0, weight: 4))
    #expect(Strength(strong: 0, medium: 1, weak: 0, weight: 1.25).value == 1250)
    #expect(Strength(strong: 0, medium: 100, weak: 0).value == 100_000)
    #expect(Strength(strong: 5000, medium: 0, weak: 0).value == 1_000_000_000)
    #expect(Strength(strong: 1000, medium: 1000, weak: 1000).isRequired)
  }

  @Test func valuesAreClipped() {
    #expect(Strength(-5).value == 0)
    #expect(Strength(5e12) == .required)
    #expect(Strength(.infinity) == .required)
    #expect(Strength(.nan).value.isNaN)
    #expect(Strength.strong.description == "strong")
    #expect(Strength(1250).description == "1250")
  }
}
