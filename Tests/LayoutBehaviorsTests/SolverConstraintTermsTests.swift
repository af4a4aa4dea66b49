import ConstraintSolver
import Testing

@testable import LayoutBehaviors

/// The engine orders and merges a constraint's terms itself as it gathers them: the expression it
/// hands the solver must be the one `Expression.reduced()` makes of the terms as written, term
/// for term and bit for bit.
@Suite struct SolverConstraintTermsTests {
  /// An engine with three views, whose variables are made in the order a, b, c.
  static func makeEngine(_ direction: LayoutDirection) -> (LayoutEngine, [View]) {
    let engine = LayoutEngine(size: Size(width: 300, height: 200), layoutDirection: direction)
    let views = ["a", "b", "c"].map { View($0) }
    for view in views { engine.root.addSubview(view) }
    return (engine, views)
  }

  /// The terms as `[id, coefficient bits]` pairs, to compare exactly.
  static func exact(_ expression: Expression) -> [[UInt64]] {
    expression.terms.map { [UInt64($0.variable.id), $0.coefficient.bitPattern] }
      + [[UInt64.max, expression.constant.bitPattern]]
  }

  @Test func aRepeatedVariableIsMergedWhereItFirstCame() throws {
    let (engine, views) = Self.makeEngine(.leftToRight)
    let a = views[0]
    let variables = try #require(a.variables)
    // a.centerX == a.left + 3: minX + width / 2 − minX − 3, so minX's terms merge to 0 (kept,
    // as the solver ignores it) and width keeps 1/2.
    let constraint = try LayoutConstraint(
      item: a, attribute: .centerX, relatedBy: .equal, toItem: a, attribute: .left, constant: 3)
    let expression = engine.makeSolverConstraint(for: constraint).expression
    #expect(expression.terms.map(\.variable.id) == [variables.minX.id, variables.width.id])
    #expect(expression.terms.map(\.coefficient) == [0, 0.5])
    #expect(expression.constant == -3)
  }

  @Test func aRightToLeftLeadingEdgeIsTheNegatedRightEdge() throws {
    let (engine, views) = Self.makeEngine(.rightToLeft)
    let a = try #require(views[0].variables)
    let b = try #require(views[1].variables)
    // b.leading == a.trailing + 8 under right-to-left: −(b.minX + b.width) + a.minX − 8, the
    // terms ordered by variable (a's were made first).
    let constraint = try LayoutConstraint(
      item: views[1], attribute: .leading, relatedBy: .equal, toItem: views[0],
      attribute: .trailing, constant: 8)
    let expression = engine.makeSolverConstraint(for: constraint).expression
    #expect(expression.terms.map(\.variable.id) == [a.minX.id, b.minX.id, b.width.id])
    #expect(expression.terms.map(\.coefficient) == [1, -1, -1])
    #expect(expression.constant == -8)
  }

  @Test(arguments: 0..<300 as Range<UInt64>) func theTermsAreThoseOfTheReducedExpression(
    seed: UInt64
  ) throws {
    var rng = SplitMix64(seed: seed &+ 0x5EED)
    let direction: LayoutDirection = Bool.random(using: &rng) ? .leftToRight : .rightToLeft
    let (engine, views) = Self.makeEngine(direction)
    let items: [LayoutItem] = [engine.root] + views
    let families: [[LayoutAttribute]] = [
      [.left, .right, .centerX], [.leading, .trailing], [.top, .bottom, .centerY],
      [.width, .height],
    ]
    let family = families.randomElement(using: &rng)!
    let first = items.randomElement(using: &rng)!
    let firstAttribute = family.randomElement(using: &rng)!
    let isDimension = firstAttribute == .width || firstAttribute == .height
    let hasSecond = !isDimension || Bool.random(using: &rng)
    let constraint = try LayoutConstraint(
      item: first, attribute: firstAttribute,
      relatedBy: [.equal, .lessThanOrEqual, .greaterThanOrEqual].randomElement(using: &rng)!,
      toItem: hasSecond ? items.randomElement(using: &rng)! : nil,
      attribute: hasSecond ? family.randomElement(using: &rng)! : nil,
      multiplier: isDimension ? Double(Int.random(in: -6...6, using: &rng)) / 4 : 1,
      constant: Double(Int.random(in: -300...300, using: &rng)) / 7)
    var written: [Term] = []
    engine.forEachTerm(of: constraint) { written.append(Term($0, coefficient: $1)) }
    let expected = Expression(terms: written, constant: -constraint.constant).reduced()
    let made = engine.makeSolverConstraint(for: constraint)
    #expect(
      Self.exact(made.expression) == Self.exact(expected),
      "seed \(seed): \(constraint) gave \(made.expression), expected \(expected)")
    #expect(made.strength == constraint.strength)
  }
}
