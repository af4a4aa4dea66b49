import ConstraintSolver

/// Keeps results alive so the optimizer cannot drop the work; printed at the end.
nonisolated(unsafe) var checksum = 0.0

/// The benchmark workloads of `../shared/benchmarks/README.md`.
enum Workloads {
  // MARK: - Build

  /// Builds and solves a workload from scratch, `samples` times: create the solver, the
  /// variables and the constraint objects, add everything, update the variables, and free it
  /// all. The teardown is timed too: freeing a large solver costs a third to a half of building
  /// it, and a program pays it (unless it exits without freeing, as `layout-cli` does).
  static func build(_ workload: Workload, name: String, samples: Int) throws -> Result {
    var times: [Double] = []
    for _ in 0..<samples {
      let start = now()
      checksum += try buildSolveAndFree(workload)
      let elapsed = now() - start
      times.append(Double(elapsed))
    }
    return Result(
      name: name, unit: "build + solve + teardown", samples: times, operationsPerSample: 1)
  }

  /// Builds and solves a workload, and frees the solver and the constraints before returning
  /// (they are local to this function, which the optimizer must not inline into the timing).
  @inline(never)
  static func buildSolveAndFree(_ workload: Workload) throws -> Double {
    var (solver, variables, _) = try workload.build()
    solver.updateVariables()
    return solver.value(of: variables[variables.count - 1])
  }

  /// Builds and solves a workload once, then asks `Solver.ambiguity()` `samples` times (the
  /// cost `layout-cli check` adds per state, to compare with the build + solve of the same
  /// workload).
  static func ambiguity(_ workload: Workload, name: String, samples: Int) throws -> Result {
    var (solver, _, _) = try workload.build()
    solver.updateVariables()
    var times: [Double] = []
    for _ in 0..<samples {
      let start = now()
      let report = solver.ambiguity()
      let elapsed = now() - start
      checksum += Double(report.directions.count)
      times.append(Double(elapsed))
    }
    return Result(name: name, unit: "ambiguity()", samples: times, operationsPerSample: 1)
  }

  // MARK: - enaml suggestions

  /// Cycles the enaml window through six sizes: one operation is suggest width, suggest height,
  /// update variables and read the values that changed.
  static func enamlSuggest(_ workload: Workload, samples: Int, operations: Int) throws -> Result {
    var (solver, variables, _) = try workload.build()
    let width = variables[0]
    let height = variables[1]
    let sizes: [(Double, Double)] = [
      (400, 600), (600, 400), (800, 1200), (1200, 800), (400, 800), (800, 400),
    ]
    for index in 0..<600 {
      let size = sizes[index % 6]
      try solver.suggestValue(size.0, for: width)
      try solver.suggestValue(size.1, for: height)
      solver.updateVariables()
    }
    var times: [Double] = []
    var reading = 0.0
    for _ in 0..<samples {
      let start = now()
      for index in 0..<operations {
        let size = sizes[index % 6]
        try solver.suggestValue(size.0, for: width)
        try solver.suggestValue(size.1, for: height)
        solver.updateVariables()
        for variable in solver.changedVariables { reading += solver.value(of: variable) }
      }
      times.append(Double(now() - start) / Double(operations))
      checksum += solver.value(of: variables[7]) + reading
    }
    return Result(
      name: "enaml/suggest-cycle", unit: "2 suggestions + update", samples: times,
      operationsPerSample: operations)
  }

  // MARK: - Drag

  /// The drag of `../shared/benchmarks/README.md`: a strong edit variable on `tag`, 2,000
  /// warm-up steps, then `samples` × `steps` timed suggestions of the triangle wave, each
  /// followed, when `update` is set, by publishing the values and reading those that changed.
  static func drag(
    _ workload: Workload, tag: String, update: Bool, samples: Int, steps: Int
  ) throws -> Result {
    var (solver, variables, _) = try workload.build()
    solver.updateVariables()
    let variable = variables[workload.variableTags[tag]!]
    try solver.addEditVariable(variable, strength: .strong)
    func position(_ k: Int) -> Double {
      if tag == "dragw" {
        return 20 + Double(abs(k % 400 - 200))
      }
      let phase = k % 400
      return 1230 + 2 * Double(phase <= 200 ? phase : 400 - phase)
    }
    var k = 0
    for _ in 0..<2_000 {
      try solver.suggestValue(position(k), for: variable)
      solver.updateVariables()
      k += 1
    }
    var times: [Double] = []
    var reading = 0.0
    for _ in 0..<samples {
      let start = now()
      for _ in 0..<steps {
        try solver.suggestValue(position(k), for: variable)
        if update {
          // Publish the new values and read those that changed, as a renderer would.
          solver.updateVariables()
          for variable in solver.changedVariables { reading += solver.value(of: variable) }
        }
        k += 1
      }
      times.append(Double(now() - start) / Double(steps))
    }
    solver.updateVariables()
    checksum += solver.value(of: variable) + reading
    return Result(
      name: "grid166/\(tag)\(update ? "" : "-suggest-only")",
      unit: update ? "suggest + update" : "suggest", samples: times, operationsPerSample: steps)
  }

  // MARK: - Constant change

  /// Sets the tagged constraint's constant to c0 − (k mod 20): 200 warm-up changes, then
  /// `samples` × `changes` timed, in place (or by removal and re-addition, kiwi's only way).
  static func constantChange(
    _ workload: Workload, tag: String, method: ConstantMethod, samples: Int, changes: Int
  ) throws -> Result {
    var (solver, variables, constraints) = try workload.build()
    solver.updateVariables()
    let original = constraints[workload.constraintTags[tag]!]
    let base = original.expression.constant
    var current = original
    var k = 1
    func change() throws {
      let constant = base - Double(k % 20)
      switch method {
      case .inPlace, .inPlaceAndUpdate:
        try solver.setConstant(constant, for: original)
        if method == .inPlaceAndUpdate { solver.updateVariables() }
      case .removeAndAdd:
        try solver.removeConstraint(current)
        var expression = original.expression
        expression.constant = constant
        current = Constraint(expression, original.relation, strength: original.strength)
        try solver.addConstraint(current)
      }
      k += 1
    }
    for _ in 0..<200 { try change() }
    var times: [Double] = []
    for _ in 0..<samples {
      let start = now()
      for _ in 0..<changes { try change() }
      times.append(Double(now() - start) / Double(changes))
    }
    solver.updateVariables()
    checksum += solver.value(of: variables[0])
    return Result(
      name: "grid166/constant/\(tag)/\(method.rawValue)", unit: "constant change", samples: times,
      operationsPerSample: changes)
  }

  /// How a constant is changed.
  enum ConstantMethod: String {
    case inPlace = "in-place"
    case inPlaceAndUpdate = "in-place+update"
    case removeAndAdd = "remove+add"
  }
}
