import Testing

@testable import ConstraintSolver

/// Seeded sequences of every ``SequenceFamily`` replayed against the exact reference
/// (``ExactReplay``: rational arithmetic, see ``ExactLP``): after every call the required
/// constraints hold, the weighted error is the exact optimum, and a required constraint is
/// refused exactly when the required constraints contradict each other (within
/// ``ExactSolutionCheck``'s tolerances).
///
/// A failing seed is reported with its minimized sequence as a test to paste into
/// `NumericalRegressionTests.swift`; `TRELLIS_RANDOM_SCALE` multiplies the number of sequences
/// (as for ``RandomizedSolverTests``).
@Suite struct ExactDifferentialTests {
  /// Sequences per family at scale 1: about ten thousand operations each.
  static func sequenceCount(_ family: SequenceFamily) -> Int {
    let base: Int
    switch family {
    case .wideSpreads: base = 800
    case .manyConstraintsFewVariables: base = 300
    case .redundantEqualities: base = 400
    case .removeAllAndReAdd: base = 400
    case .inPlaceChangesWithEdits: base = 600
    }
    return base * RandomizedSolverTests.scale
  }

  /// At most this many failing seeds per family are minimized and printed (the others are
  /// counted).
  static let reportedFailures = 3

  @Test(
    .disabled("Issue 10 is open: 149 of 2,500 sequences still fail against the exact reference"),
    arguments: SequenceFamily.allCases)
  func familyMatchesExactReference(_ family: SequenceFamily) {
    var statistics = ExactReplay.Statistics()
    var failing: [UInt64] = []
    var reportedKinds = Set<String>()
    for seed in 1...UInt64(Self.sequenceCount(family)) {
      let sequence = family.sequence(seed: seed)
      guard let failure = ExactReplay.check(sequence, statistics: &statistics) else { continue }
      failing.append(seed)
      // One report per kind of failure, a few at most.
      guard reportedKinds.count < Self.reportedFailures, reportedKinds.insert(failure.kind).inserted
      else { continue }
      reportMinimizedFailure(
        sequence, failure: failure,
        label:
          "\(family.rawValue), seed \(seed) (SequenceFamily.\(family).sequence(seed: \(seed)))",
        testName: "\(family)Seed\(seed)", check: ExactReplay.check, notes: ExactReplay.notes)
    }
    #expect(
      failing.isEmpty,
      "\(family.rawValue): \(failing.count) failing seeds: \(failing.prefix(20).map(String.init).joined(separator: ", "))"
    )
    print("exact differential, \(family.rawValue): \(statistics.summary)")
  }

  /// Replays one seed of one family (change them to investigate a reported failure).
  @Test(.disabled("Issue 10 is open: replays a failing seed of the families"))
  func replay() {
    let sequence = SequenceFamily.wideSpreads.sequence(seed: 1)
    #expect(ExactReplay.check(sequence) == nil)
  }
}
