import TestSupport

/// Two solvers replaying the same randomized sequences, one of them configured differently (a
/// path of the solver turned off), compared after every operation.
struct ReplayComparison {
  /// Replays the sequences of the seeds `1 + seedOffset …` (the test scale's share of
  /// `count`), 60 operations each, on a run as it is and on a run that `configure` changed.
  /// After each operation both must accept or refuse it alike, the first must pass the
  /// randomized suite's checks (invariants, required constraints, the weighted error of a fresh
  /// solve), and both must reach the same weighted error (values may differ where the optimum
  /// is not unique). Each disagreement is printed with its seed, `label` and the operation; the
  /// comparison stops after five.
  ///
  /// - Parameters:
  ///   - observe: called after each operation with both runs, and once more after each
  ///     sequence with `finished` set.
  /// - Returns: the number of sequences where the runs disagreed.
  static func run(
    label: String, seedOffset: UInt64, count: Int,
    configure: (inout RandomRun) -> Void,
    observe: (_ plain: RandomRun, _ configured: RandomRun, _ finished: Bool) -> Void
  ) -> Int {
    var failures = 0
    for seed in 1...UInt64(TestScale.count(count)) {
      var generated = RandomRun(seed: seed &+ seedOffset, variableRange: 4...12)
      _ = generated.execute(operations: 60)
      var plain = RandomRun(replaying: generated.sequence)
      var configured = RandomRun(replaying: generated.sequence)
      configure(&configured)
      for (step, operation) in generated.sequence.operations.enumerated() {
        let plainOutcome = plain.perform(operation)
        let configuredOutcome = configured.perform(operation)
        plain.performer.solver.updateVariables()
        configured.performer.solver.updateVariables()
        observe(plain, configured, false)
        var mismatch: String? = nil
        if (plainOutcome == nil) != (configuredOutcome == nil) || plain.counts != configured.counts
        {
          mismatch =
            "outcomes \(String(describing: plainOutcome)) and "
            + "\(String(describing: configuredOutcome)), counts \(plain.counts) and "
            + "\(configured.counts)"
        } else if let failure = plain.checkSolution() {
          mismatch = "\(failure)"
        } else {
          let (a, scale) = plain.weightedError(plain.solver)
          let (b, _) = configured.weightedError(configured.solver)
          if abs(a - b) > 1e-7 * max(abs(a), abs(b)) + 1e-10 * scale {
            mismatch = "weighted error \(a), \(b) in the configured run"
          }
        }
        if let mismatch {
          failures += 1
          print("\(label), seed \(seed &+ seedOffset), operation \(step): \(mismatch)")
          break
        }
      }
      observe(plain, configured, true)
      if failures >= 5 { break }
    }
    return failures
  }
}
