import Testing

@testable import ConstraintSolver

/// Rows that share references: a constraint whose variables are defined through chains that
/// meet again (a view's top used by its bottom and by its children's edges) is expanded in time
/// linear in the rows it reaches, not in the number of paths through them.
@Suite struct SharedReferenceTests {
  /// `t(i+1) = a(i) + b(i) − t(i)` with `a(i) = t(i) + 1` and `b(i) = t(i) + 2`: each link refers
  /// to `t(i)` three times, so `t(n)` has 3ⁿ paths to `t(0)` (3⁴⁰ ≈ 1.2 · 10¹⁹ for 40 links, which
  /// a walk over the paths would never finish). By hand, `t(i+1) = t(i) + 3`, so `t(n) = 3n`.
  @Test func aChainOfDiamondsExpandsOnceEachRow() throws {
    var solver = Solver()
    let links = 40
    var tops = [solver.makeVariable("t0")]
    let root = tops[0] == 0
    try solver.addConstraint(root)
    for index in 0..<links {
      let a = solver.makeVariable("a\(index)")
      let b = solver.makeVariable("b\(index)")
      let next = solver.makeVariable("t\(index + 1)")
      // Each variable is new when its equality is added, so each becomes a lazy row.
      try solver.addConstraint(a == tops[index] + 1)
      try solver.addConstraint(b == tops[index] + 2)
      try solver.addConstraint(next == a + b - tops[index])
      tops.append(next)
    }
    // Neither side is new: the row is expanded into parametric symbols, through every link.
    let cap = Constraint(tops[links] <= 500, strength: .required)
    try solver.addConstraint(cap)
    // An optional preference that pulls against the chain, through the same expansion.
    let width = solver.makeVariable("w")
    try solver.addConstraint(width == 10)
    try solver.addConstraint(Constraint(tops[links] + width == 100, strength: .strong))
    solver.updateVariables()
    #expect(solver.value(of: tops[links]) == 120)  // 3 · 40
    #expect(solver.value(of: tops[20]) == 60)
    #expect(solver.value(of: width) == 10)
    #expect(solver.verify().isEmpty)
    // Moving the root moves the whole chain: t(n) = t(0) + 3n.
    try solver.setConstant(-7, for: root)
    solver.updateVariables()
    #expect(solver.value(of: tops[0]) == 7)
    #expect(solver.value(of: tops[links]) == 127)
  }
}
