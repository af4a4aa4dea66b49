import ConstraintSolver
import Testing

/// `Solver.Residual`, the public rule of `Solver.verify()`, with answers worked by hand, and the
/// same verdicts as `verify()` on a solved system.
@Suite struct ResidualRuleTests {
  /// x + y == 100 with x = 60, y = 40: value −100 + 60 + 40 = 0, scale 1 + 100 + 60 + 40 = 201.
  @Test func theDocumentedExample() {
    var sum = Solver.Residual(constant: -100)
    sum.add(1, 60)
    sum.add(1, 40)
    let check = sum.check(.equal)
    #expect(check.residual == 0)
    #expect(check.allowed == Solver.residualTolerance * 201)
  }

  /// 2x − 10 with x = 7: value 4, scale 1 + 10 + 14 = 25. Against 0: `==` off by 4, `<=` off by
  /// 4, `>=` holds (4 ≥ 0); with x = 3 (value −4) the inequalities swap.
  @Test func eachRelation() {
    func check(_ x: Double, _ relation: Relation) -> (residual: Double, allowed: Double) {
      var sum = Solver.Residual(constant: -10)
      sum.add(2, x)
      return sum.check(relation)
    }
    let allowed = Solver.residualTolerance * 25
    #expect(check(7, .equal) == (4, allowed))
    #expect(check(7, .lessThanOrEqual) == (4, allowed))
    #expect(check(7, .greaterThanOrEqual) == (0, allowed))
    #expect(check(3, .lessThanOrEqual).residual == 0)
    #expect(check(3, .greaterThanOrEqual).residual == 4)
  }

  /// A value that is not finite is never within the allowance, for any relation: an infinite
  /// one has an infinite residual and no allowance (its scale is infinite too, so the plain rule
  /// would allow it), a NaN one a NaN residual.
  @Test func nonFiniteValuesNeverHold() {
    for value in [Double.nan, .infinity, -.infinity] {
      for relation in Relation.allCases {
        var sum = Solver.Residual(constant: -10)
        sum.add(1, value)
        let check = sum.check(relation)
        #expect(!(check.residual <= check.allowed), "\(value) \(relation)")
        #expect(check.allowed == 0, "\(value) \(relation)")
        #expect(value.isNaN ? check.residual.isNaN : check.residual == .infinity)
      }
    }
  }

  /// The rule gives `verify()`'s verdict on a solved system: every required constraint holds,
  /// and a constraint read with a changed constant does not.
  @Test func agreesWithVerify() throws {
    var solver = Solver()
    let x = solver.makeVariable("x")
    let y = solver.makeVariable("y")
    try solver.addConstraint(x + 2 * y == 30)
    try solver.addConstraint(x == 10)
    solver.updateVariables()
    #expect(solver.verify().isEmpty)
    var sum = Solver.Residual(constant: -30)
    sum.add(1, solver.value(of: x))
    sum.add(2, solver.value(of: y))
    let check = sum.check(.equal)
    #expect(check.residual <= check.allowed)
    var off = Solver.Residual(constant: -31)
    off.add(1, solver.value(of: x))
    off.add(2, solver.value(of: y))
    #expect(off.check(.equal).residual == 1)
  }
}
