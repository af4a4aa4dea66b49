import Testing

/// Shrinks a failing sequence (``Shrinker``) and records an issue with the seed, the failure and
/// the minimized sequence as a test ready to paste into `NumericalRegressionTests.swift`; the
/// same text is printed, so that it also reaches logs that keep only the standard output.
///
/// - Parameters:
///   - label: where the sequence comes from and how to replay it ("wide coefficient spreads,
///     seed 12").
///   - testName: the name of the printed test.
///   - check: replays a candidate and returns its first failed check.
///   - notes: what each call of a sequence must do, for the printed test.
func reportMinimizedFailure(
  _ sequence: OperationSequence, failure: CheckFailure, label: String, testName: String,
  budget: Int = 1_500,
  check: @escaping (OperationSequence) -> CheckFailure?,
  notes: (OperationSequence) -> [OperationNote],
  sourceLocation: SourceLocation = #_sourceLocation
) {
  let (minimized, minimizedFailure) = Shrinker.shrink(
    sequence, failure: failure, budget: budget, check: check)
  let code = minimized.swiftCode(
    testName: testName,
    comment: [
      "\(label): \(failure)",
      "minimized (\(minimized.operations.count) of \(sequence.operations.count) operations): \(minimizedFailure)",
    ],
    notes: notes(minimized))
  let text = "\(label): \(failure)\nMinimized sequence, as a regression test:\n\(code)"
  print(text)
  Issue.record(Comment(rawValue: text), sourceLocation: sourceLocation)
}

extension ExactReplay {
  /// The first failed check of `sequence`, without statistics (for the shrinker).
  static func check(_ sequence: OperationSequence) -> CheckFailure? {
    var statistics = Statistics()
    return check(sequence, statistics: &statistics)
  }

  /// What each call of `sequence` must do, as the reference decides (for printed tests).
  static func notes(_ sequence: OperationSequence) -> [OperationNote] {
    var replay = ExactReplay(variableCount: sequence.variableCount)
    _ = replay.run(sequence)
    return replay.notes
  }
}
