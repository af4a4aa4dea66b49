import Testing

@testable import ConstraintSolver

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The reference workloads of the benchmarks, as known-answer tests.
@Suite struct WorkloadTests {
  /// `../shared/benchmarks/` beside the repository: the reference workload files. It exists
  /// in the project's workspace and CI, not in a user's clone; tests that need it skip without it.
  static let sharedBenchmarks: String = {
    let here = URL(fileURLWithPath: #filePath)
    return here.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("shared/benchmarks").path
  }()

  /// The grid's unique solution: w = 100, h = 30 + 10(i mod 5), l = 108c, t = Σ (h + 8) above,
  /// W = 110C (the reference workload's description).
  @Test(arguments: [1, 7, 100, 166])
  func gridHasItsUniqueSolution(count: Int) throws {
    var (solver, variables, _) = try Workload(gridOf: count).build()
    solver.updateVariables()
    // Layout coefficients: no pivot makes every update refine (`Solver.refinesEveryUpdate`).
    #expect(!solver.refinesEveryUpdate)
    let columns = Int((Double(count)).squareRoot().rounded(.up))
    var top = [Double](repeating: 0, count: columns)
    for i in 0..<count {
      let column = i % columns
      let height = 30 + 10 * Double(i % 5)
      expectClose(solver.value(of: variables[4 * i + 2]), 100, "w\(i)")
      expectClose(solver.value(of: variables[4 * i + 3]), height, "h\(i)")
      expectClose(solver.value(of: variables[4 * i]), 108 * Double(column), "l\(i)")
      expectClose(solver.value(of: variables[4 * i + 1]), top[column], "t\(i)")
      top[column] += height + 8
    }
    expectClose(solver.value(of: variables[4 * count]), 110 * Double(columns), "W")
  }

  /// The generated grid is the reference file, line for line (when the file is present).
  @Test func generatedGridMatchesTheReferenceFile() throws {
    guard let file = try Workload.load(path: Self.sharedBenchmarks + "/grid_166.txt") else {
      return
    }
    let generated = Workload(gridOf: 166)
    #expect(file.variableCount == generated.variableCount)
    #expect(file.rows.count == generated.rows.count)
    for (a, b) in zip(file.rows, generated.rows) {
      #expect(a.relation == b.relation && a.strength == b.strength && a.constant == b.constant)
      #expect(a.terms.map(\.variable) == b.terms.map(\.variable))
      #expect(a.terms.map(\.coefficient) == b.terms.map(\.coefficient))
    }
    #expect(file.constraintTags == generated.constraintTags)
    #expect(file.variableTags == generated.variableTags)
  }

  /// kiwi's enaml-like benchmark: the system is degenerate, so the weighted error per size is
  /// the pass criterion (values from the reference workload's description).
  @Test func enamlWeightedErrorsMatchTheReference() throws {
    guard let workload = try Workload.load(path: Self.sharedBenchmarks + "/enaml_like.txt") else {
      print("skipped: \(Self.sharedBenchmarks)/enaml_like.txt is absent")
      return
    }
    var (solver, variables, constraints) = try workload.build()
    let width = variables[0]
    let height = variables[1]
    let sizes: [(Double, Double, Double)] = [
      (400, 600, 2_180_044), (600, 400, 1_680_044), (800, 1200, 4_680_044),
      (1200, 800, 3_680_044), (400, 800, 2_880_044), (800, 400, 1_880_044),
    ]
    for _ in 0..<2 {
      for (w, h, expected) in sizes {
        try solver.suggestValue(w, for: width)
        try solver.suggestValue(h, for: height)
        solver.updateVariables()
        var error =
          1_000_000 * (abs(solver.value(of: width) - w) + abs(solver.value(of: height) - h))
        for constraint in constraints {
          let value = solver.value(of: constraint.expression)
          if constraint.strength.isRequired {
            #expect(
              !solver.isViolated(constraint) || abs(value) < 1e-6,
              "\(solver.description(of: constraint))")
            continue
          }
          switch constraint.relation {
          case .equal: error += constraint.strength.value * abs(value)
          case .lessThanOrEqual: error += constraint.strength.value * max(0, value)
          case .greaterThanOrEqual: error += constraint.strength.value * max(0, -value)
          }
        }
        #expect(
          abs(error - expected) < 1e-3,
          "size \(w)×\(h): weighted error \(error), expected \(expected)")
      }
    }
    // The form's coefficients: no pivot makes every update refine (`Solver.refinesEveryUpdate`).
    #expect(!solver.refinesEveryUpdate)
  }
}
