#if canImport(Foundation)
  import Foundation
#endif

/// How much of the long randomized and exact suites a run does, from `TRELLIS_RANDOM_SCALE`:
///
/// - unset: a representative slice, the first tenth of each suite's seeds (at least one), so
///   that `swift test` fits a few minutes and its seeds are a prefix of the full run's;
/// - `1`: the full size, as `.ci/run` runs it (the size ``KnownFailures`` is listed for);
/// - a larger number: the full size times that number (new seeds included), for a soak.
enum TestScale {
  /// The factor `TRELLIS_RANDOM_SCALE` gives, or `nil` when it is unset (the slice).
  static let factor: Int? = {
    #if canImport(Foundation)
      if let text = ProcessInfo.processInfo.environment["TRELLIS_RANDOM_SCALE"],
        let value = Int(text), value > 0
      {
        return value
      }
    #endif
    return nil
  }()

  /// The share of a suite's full size that the slice runs: one part in this many.
  static let sliceDivisor = 10

  /// The number of seeds (or sequences, or systems) to run of a suite whose full size is
  /// `full`: `slice` in the slice (a tenth of `full` when not given, at least one).
  ///
  /// A suite's coverage thresholds (how often each kind of operation must occur) scale the same
  /// way: `count(100)` of them at full size is `count(100)` of the slice's share.
  static func count(_ full: Int, slice: Int? = nil) -> Int {
    if let factor { return full * factor }
    return slice ?? max(1, full / sliceDivisor)
  }
}
