import TestSupport
import Testing

@testable import ConstraintSolver

/// `feasibleConstant(for:toward:)`: how far a required constant can move with the required
/// constraints still holding, found from the simplex's proofs of infeasibility.
@Suite struct FeasibleConstantTests {
  /// A window `width == 400` over a row that needs 8 + 312.5 + 8 = 328.5: the width can shrink
  /// to 328.5 and no further; it can grow without limit.
  @Test func aRowLimitsHowNarrowTheWindowCanGet() throws {
    var solver = Solver()
    let left = solver.makeVariable("left")
    let width = solver.makeVariable("width")
    let window = width == 400
    try solver.addConstraint(window)
    try solver.addConstraint(left >= 8)
    try solver.addConstraint(left + 312.5 + 8 <= width)
    #expect(try solver.feasibleConstant(for: window, toward: -300) == -328.5)
    #expect(try solver.feasibleConstant(for: window, toward: -350) == -350)
    #expect(try solver.feasibleConstant(for: window, toward: -5000) == -5000)
    #expect(try solver.feasibleConstant(for: window, toward: -400) == -400)
    // At the limit already: it holds there and not a point beyond.
    try solver.setConstant(-328.5, for: window)
    #expect(try solver.feasibleConstant(for: window, toward: -0.5) == -328.5)
  }

  /// Two requirements on the same width, 328.5 for the row and 340 for a fixed view: the
  /// nearer limit wins, whichever proof the dual simplex finds first.
  @Test func theNearestOfTwoLimitsWins() throws {
    var solver = Solver()
    let left = solver.makeVariable("left")
    let fixed = solver.makeVariable("fixed")
    let width = solver.makeVariable("width")
    let window = width == 400
    try solver.addConstraint(window)
    try solver.addConstraint(left >= 8)
    try solver.addConstraint(left + 320.5 <= width)
    try solver.addConstraint(fixed == 340)
    try solver.addConstraint(fixed <= width)
    #expect(try solver.feasibleConstant(for: window, toward: -1) == -340)
    // Without the fixed view's constraint the row's limit is the one left.
    var rowOnly = Solver()
    let l = rowOnly.makeVariable("l")
    let w = rowOnly.makeVariable("w")
    let pin = w == 400
    try rowOnly.addConstraint(pin)
    try rowOnly.addConstraint(l >= 8)
    try rowOnly.addConstraint(l + 320.5 <= w)
    #expect(try rowOnly.feasibleConstant(for: pin, toward: -1) == -328.5)
  }

  /// Growing: `width <= 2 y` with `y <= 250` caps the width at 500 (a proof whose rate is 2 per
  /// unit of y). An inequality's own constant: `x >= 10` can rise to `x >= 20` under `x <= 20`.
  @Test func limitsUpwardAndOfInequalities() throws {
    var solver = Solver()
    let width = solver.makeVariable("width")
    let y = solver.makeVariable("y")
    let window = width == 400
    try solver.addConstraint(window)
    try solver.addConstraint(width <= 2 * y)
    try solver.addConstraint(y <= 250)
    #expect(try solver.feasibleConstant(for: window, toward: -600) == -500)
    #expect(try solver.feasibleConstant(for: window, toward: -100) == -100)

    var other = Solver()
    let x = other.makeVariable("x")
    let low = x >= 10  // x - 10 >= 0
    try other.addConstraint(low)
    try other.addConstraint(x <= 20)
    #expect(try other.feasibleConstant(for: low, toward: -30) == -20)
    #expect(try other.feasibleConstant(for: low, toward: 1000) == 1000)
  }

  /// An optional constraint takes any constant; invalid calls throw as `setConstant` does.
  @Test func optionalConstraintsAndInvalidCalls() throws {
    var solver = Solver()
    let x = solver.makeVariable("x")
    let pin = x == 10
    let preference = (x == 50) | .strong
    try solver.addConstraint(pin)
    try solver.addConstraint(preference)
    #expect(try solver.feasibleConstant(for: preference, toward: 1e6) == 1e6)
    let stranger = x == 3
    #expect(throws: SetConstantError.self) {
      try solver.feasibleConstant(for: stranger, toward: 1)
    }
    #expect(throws: SetConstantError.self) {
      try solver.feasibleConstant(for: pin, toward: .nan)
    }
    #expect(throws: SetConstantError.self) {
      try solver.feasibleConstant(for: pin, toward: 1e300)
    }
  }

  /// A row of random widths and gaps (multiples of 1/8, so their sums are exact): the limit is
  /// their sum, and the solver is bit for bit as it was.
  @Test func randomRowsHaveTheirSumAsTheLimit() throws {
    for seed in 1...UInt64(TestScale.count(200)) {
      var rng = SplitMix64(seed: seed &* 7919)
      var solver = Solver()
      let count = Int.random(in: 1...12, using: &rng)
      let width = solver.makeVariable("width")
      let window = width == 2000
      try solver.addConstraint(window)
      var previous: Variable? = nil
      var needed = 0.0
      for index in 0..<count {
        let left = solver.makeVariable("left\(index)")
        let size = Double(Int.random(in: 0...800, using: &rng)) / 8
        let gap = Double(Int.random(in: 0...160, using: &rng)) / 8
        needed += size + gap
        if let previous {
          try solver.addConstraint(left >= previous + gap)
        } else {
          try solver.addConstraint(left >= gap)
        }
        // A preference that moves every view, so the basis is not the trivial one.
        try solver.addConstraint((left == Double(index) * 150) | .weak)
        let right = solver.makeVariable("right\(index)")
        try solver.addConstraint(right == left + size)
        previous = right
      }
      let margin = Double(Int.random(in: 0...160, using: &rng)) / 8
      needed += margin
      try solver.addConstraint(previous! + margin <= width)
      solver.updateVariables()
      let before = solver.storage.tableau.storageFingerprint()
      let dump = solver.dump()
      let limit = try solver.feasibleConstant(for: window, toward: 0)
      #expect(abs(limit + needed) <= 1e-9, "seed \(seed): \(limit), needs \(needed)")
      #expect(solver.storage.tableau.storageFingerprint() == before, "seed \(seed)")
      #expect(solver.dump() == dump, "seed \(seed)")
    }
  }

  /// For random systems (the randomized suite's operations), the answer lies between the
  /// constant and the target, setting it succeeds, a little beyond it fails, and the solver is
  /// bit for bit as it was.
  @Test func randomSystemsHoldAtTheLimitAndNotBeyond() throws {
    var checked = 0
    var limited = 0
    for seed in 1...UInt64(TestScale.count(300)) {
      var run = RandomRun(seed: seed &+ 5_000_000)
      if let failure = run.execute(operations: 25) {
        Issue.record("seed \(seed &+ 5_000_000): the random run failed: \(failure)")
        continue
      }
      var rng = SplitMix64(seed: seed)
      for live in run.live where live.strength.isRequired {
        for direction in [1.0, -1.0] {
          var solver = run.solver
          let start = solver.constant(of: live.constraint)!
          let target = start + direction * Double(Int.random(in: 1...1000, using: &rng))
          let before = solver.storage.tableau.storageFingerprint()
          let limit = try solver.feasibleConstant(for: live.constraint, toward: target)
          let label = "seed \(seed &+ 5_000_000), \(live.constraint), toward \(target)"
          #expect(solver.storage.tableau.storageFingerprint() == before, "\(label)")
          #expect(min(start, target) <= limit && limit <= max(start, target), "\(label): \(limit)")
          var atLimit = solver
          #expect(throws: Never.self, "\(label): \(limit)") {
            try atLimit.setConstant(limit, for: live.constraint)
          }
          if limit != target {
            limited += 1
            let beyond = limit + (target > start ? 1 : -1) * 1e-4 * max(1, abs(limit))
            var past = solver
            #expect(throws: SetConstantError.self, "\(label): \(limit) and \(beyond)") {
              try past.setConstant(beyond, for: live.constraint)
            }
          }
          checked += 1
        }
      }
    }
    // Both answers occur: the target held, and a limit short of it.
    #expect(checked >= TestScale.count(600))
    #expect(limited >= TestScale.count(100), "\(limited) of \(checked) stopped short")
  }
}
