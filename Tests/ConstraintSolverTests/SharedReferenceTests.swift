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

  /// A column of rows like a list screen's: `top(i) = top(i−1) + h(i−1) + 4`, each row at least
  /// 44 high and preferring 50 (weak), with a child 6 below its row's top, 18 high, whose bottom
  /// stays 6 above its row's bottom. That last constraint mentions no new variable, so it is
  /// expanded; its child's top and its row's top both lead up the whole chain of rows, and the
  /// two paths cancel at the row's top. Reading rows in rank order stops there: the rows read
  /// do not grow with the length of the chain.
  ///
  /// By hand: every row is 50 high (44 ≤ 50, and the child's 6 + 18 + 6 = 30 ≤ 50), so
  /// `top(i) = 54 i`, the child's top is `54 i + 6` and its bottom `54 i + 24`.
  @Test func aChildInALongColumnExpandsOnlyToItsRow() throws {
    var solver = Solver()
    let first = solver.makeVariable("top0")
    try solver.addConstraint(first == 0)
    var top = first
    var height = solver.makeVariable("h0")
    var tops: [Variable] = [first]
    var childTops: [Variable] = []
    var reads: [Int] = []
    let rows = 400
    for index in 0..<rows {
      if index > 0 {
        let next = solver.makeVariable("top\(index)")
        try solver.addConstraint(next == top + height + 4)
        top = next
        tops.append(top)
        height = solver.makeVariable("h\(index)")
      }
      try solver.addConstraint(height >= 44)
      try solver.addConstraint(Constraint(height == 50, strength: .weak))
      let childTop = solver.makeVariable("c\(index)")
      let childHeight = solver.makeVariable("ch\(index)")
      try solver.addConstraint(childTop == top + 6)
      try solver.addConstraint(childHeight == 18)
      let before = solver.storage.tableau.expansionRowReads
      try solver.addConstraint(childTop + childHeight <= top + height - 6)
      reads.append(solver.storage.tableau.expansionRowReads - before)
      childTops.append(childTop)
    }
    solver.updateVariables()
    #expect(solver.value(of: tops[399]) == 54 * 399)
    #expect(solver.value(of: childTops[399]) == 54 * 399 + 6)
    #expect(solver.value(of: tops[200]) == 54 * 200)
    #expect(solver.verify().isEmpty)
    #expect(solver.storage.tableau.checkInvariants().isEmpty)
    // The first rows are read flat (fewer basic symbols than the flat walk's limit); past it,
    // the reads stay the same however long the chain above is.
    let limit = Tableau.defaultFlatExpansionLimit
    #expect(reads[rows - 1] == reads[rows / 2], "\(reads[rows / 2]) then \(reads[rows - 1])")
    #expect(reads[rows - 1] < limit + 16, "\(reads[rows - 1]) rows read for one child")
  }
}
