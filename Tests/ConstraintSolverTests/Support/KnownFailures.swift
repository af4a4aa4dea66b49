import Testing

/// The seeds of each ``SequenceFamily`` that still fail a differential suite while issue 10
/// ("Solver: exact where kiwi is, at every magnitude users write") is open, listed so that the
/// suites run on every seed in `swift test` instead of being disabled.
///
/// The comparison goes both ways: a failing seed that is not listed is a regression (reported in
/// full), and a listed seed that passes must be removed from the list (so the list only
/// shrinks, and a fix is noticed). The lists hold for `TRELLIS_RANDOM_SCALE` 1, the scale CI
/// runs; the extra seeds of larger scales are not listed, and about 0.2 % of them fail (17 of
/// the 7,500 sequences at scale 3 on 2026-11-27), each reported by the suite.
///
/// What remains (4 of 2,500 sequences; 61 before updates refined the solution after structural
/// changes, 14 before they also refined after every update of a tableau that pivoted on a small
/// coefficient): 4 fail after an addition or a removal whose round-off one refinement step does
/// not remove (three leave a required constraint violated, by 0.2 to 572 in rows whose values went
/// through 10⁹–10¹³; the fourth, an edit variable added, lands on a vertex 10¹² away). See "Known
/// limits" in the solver's design article. kiwi fails the same exact reference on about one
/// sequence in six of these families; on these four it fails too (or its state broke earlier).
enum KnownFailures {
  /// Seeds failing ``ExactDifferentialTests/familyMatchesExactReference(_:)``.
  static func exact(_ family: SequenceFamily) -> Set<UInt64> {
    switch family {
    case .wideSpreads: [414]
    case .manyConstraintsFewVariables: []
    case .redundantEqualities: []
    case .removeAllAndReAdd: [197, 286, 364]
    case .inPlaceChangesWithEdits: []
    }
  }

  /// Records an issue for every failing seed that `known` does not list (the first
  /// `reported` with their description) and, when `listedMustFail`, for every listed seed that
  /// passed.
  static func compare(
    _ failing: [(seed: UInt64, description: String)], known: Set<UInt64>, seedCount: Int,
    suite: String, listedMustFail: Bool = true, reported: Int = 5,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let unexpected = failing.filter { !known.contains($0.seed) }
    for failure in unexpected.prefix(reported) {
      Issue.record(Comment(rawValue: failure.description), sourceLocation: sourceLocation)
    }
    if unexpected.count > reported {
      Issue.record(
        "\(suite): \(unexpected.count - reported) more failing seeds not listed in KnownFailures: \(unexpected.dropFirst(reported).map { String($0.seed) }.joined(separator: ", "))",
        sourceLocation: sourceLocation)
    }
    guard listedMustFail else { return }
    let failingSeeds = Set(failing.map(\.seed))
    let fixed = known.filter { $0 <= UInt64(seedCount) && !failingSeeds.contains($0) }.sorted()
    if !fixed.isEmpty {
      Issue.record(
        "\(suite): seeds \(fixed.map(String.init).joined(separator: ", ")) pass now; remove them from KnownFailures",
        sourceLocation: sourceLocation)
    }
  }
}
