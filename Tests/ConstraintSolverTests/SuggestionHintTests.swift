import Testing

@testable import ConstraintSolver

/// `suggestValue`'s fast path (`Tableau.shiftEditConstant(_:by:hints:)`, which remembers where
/// each edit's marker sits in the rows of its column) against the general path it replaces
/// (`Tableau.shiftConstant(_:by:)`): the same arithmetic in the same order, so the values must
/// agree bit for bit, also when constraints added and removed between suggestions leave the
/// remembered positions stale.
@Suite struct SuggestionHintTests {
  /// Suggests through the general path (the code `suggestValue` ran before the fast path).
  static func referenceSuggest(_ solver: inout Solver, _ value: Double, for variable: Variable) {
    solver.makeUnique()
    let storage = solver.storage
    let position = storage.editPosition(of: variable)!
    let delta = value - storage.edits[position].value
    storage.edits[position].value = value
    _ = storage.tableau.shiftConstant(storage.edits[position].tag, by: -delta)
  }

  /// Runs `operations` random suggestions of the edit variables on two copies of a system, one
  /// through each path, adding an extra constraint a third of the way and removing it two
  /// thirds of the way; every variable's value, the changed variables and the pivot count
  /// must be identical after each update.
  static func compare(
    _ workload: Workload, edits: [Int], extra: (([Variable]) -> Constraint),
    operations: Int, seed: UInt64
  ) throws {
    var (fast, variables, _) = try workload.build()
    var (reference, _, _) = try workload.build()
    var generator = SplitMix64(seed: seed)
    let added = extra(variables)
    for operation in 0..<operations {
      if operation == operations / 3 {
        try fast.addConstraint(added)
        try reference.addConstraint(added)
      }
      if operation == 2 * operations / 3 {
        try fast.removeConstraint(added)
        try reference.removeConstraint(added)
      }
      for edit in edits {
        let value = Double(Int.random(in: 0...1_600, using: &generator))
        try fast.suggestValue(value, for: variables[edit])
        referenceSuggest(&reference, value, for: variables[edit])
      }
      fast.updateVariables()
      reference.updateVariables()
      for variable in variables {
        #expect(
          fast.value(of: variable).bitPattern == reference.value(of: variable).bitPattern,
          "seed \(seed), operation \(operation), \(fast.name(of: variable))")
      }
      #expect(fast.changedVariables.map(\.id) == reference.changedVariables.map(\.id))
      #expect(fast.pivotCount == reference.pivotCount, "seed \(seed), operation \(operation)")
    }
    #expect(fast.storage.tableau.checkInvariants().isEmpty)
  }

  /// kiwi's enaml form (when the reference workload file is present): both edits' markers are
  /// parametric, so every suggestion moves a column of rows through the remembered positions.
  @Test(arguments: [1 as UInt64, 14, 2026])
  func enamlSuggestionsMatchTheGeneralPath(seed: UInt64) throws {
    guard
      let workload = try Workload.load(path: WorkloadTests.sharedBenchmarks + "/enaml_like.txt")
    else { return }
    try Self.compare(
      workload, edits: [0, 1], extra: { ($0[9] == 300) | .strong }, operations: 60, seed: seed)
    // The fast path ran: once the window has been resized (before that, the width's error is
    // basic, and one row moves), the width's marker is parametric and its edit remembers
    // positions.
    var (solver, variables, _) = try workload.build()
    for (width, height) in [(400.0, 600.0), (600, 400), (800, 1200)] {
      try solver.suggestValue(width, for: variables[0])
      try solver.suggestValue(height, for: variables[1])
    }
    let position = solver.storage.editPosition(of: variables[0])!
    #expect(!solver.storage.edits[position].cellHints.isEmpty)
  }

  /// The grid with its window width as a strong edit (the `dragW` workload's system), and a
  /// small system whose edit's marker stays parametric: known shapes, no file needed.
  @Test(arguments: [3 as UInt64, 166])
  func gridSuggestionsMatchTheGeneralPath(seed: UInt64) throws {
    var workload = Workload(gridOf: 30)
    let window = workload.variableTags["dragW"]!
    workload.items.append(.edit(variable: window, strength: Strength.strong.value))
    try Self.compare(
      workload, edits: [window], extra: { ($0[2] == 60) | .medium }, operations: 45, seed: seed)
  }
}
