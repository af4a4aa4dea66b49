#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#elseif canImport(ucrt)
  import ucrt
#endif

/// How much of the long randomized, exact, fuzzing and deep-tree suites a run does, from
/// `TRELLIS_RANDOM_SCALE`:
///
/// - unset: a representative slice, the first tenth of each suite's seeds or cases (at least
///   one), so that `swift test` fits a few minutes and its seeds are a prefix of the full run's;
/// - `1`: the full size, as `.ci/run` runs it (the size `KnownFailures` is listed for);
/// - a larger number: the full size times that number (new seeds included), for a soak.
///
/// The three test targets share it, so one variable sizes every suite.
public enum TestScale {
  /// The factor `TRELLIS_RANDOM_SCALE` gives, or `nil` when it is unset (the slice).
  public static let factor: Int? = {
    guard let text = getenv("TRELLIS_RANDOM_SCALE"), let value = Int(String(cString: text)),
      value > 0
    else { return nil }
    return value
  }()

  /// Whether the run is the full size or more (`TRELLIS_RANDOM_SCALE` set), not the slice.
  public static var isFull: Bool { factor != nil }

  /// The share of a suite's full size that the slice runs: one part in this many.
  public static let sliceDivisor = 10

  /// The number of seeds (or sequences, systems, cases) to run of a suite whose full size is
  /// `full`: `slice` in the slice (a tenth of `full` when not given, at least one).
  ///
  /// A suite's coverage thresholds (how often each kind of operation must occur) scale the same
  /// way: `count(100)` of them at full size is `count(100)` of the slice's share.
  public static func count(_ full: Int, slice: Int? = nil) -> Int {
    if let factor { return full * factor }
    return slice ?? max(1, full / sliceDivisor)
  }
}
