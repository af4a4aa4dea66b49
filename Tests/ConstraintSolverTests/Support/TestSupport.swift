import Testing

@testable import ConstraintSolver

/// The tolerance of known-answer comparisons: values are points, so 1e-6 is far below anything
/// visible and far above round-off.
let tolerance = 1e-6

/// Whether two numbers agree within `tolerance` (absolute) or relatively for large magnitudes.
func approximatelyEqual(_ a: Double, _ b: Double, tolerance: Double = tolerance) -> Bool {
  abs(a - b) <= tolerance * max(1, abs(a), abs(b))
}

/// Records an issue unless `actual` is within `tolerance` of `expected`.
func expectClose(
  _ actual: Double, _ expected: Double, _ comment: @autoclosure () -> String = "",
  sourceLocation: SourceLocation = #_sourceLocation
) {
  #expect(
    approximatelyEqual(actual, expected),
    "\(actual) is not \(expected) \(comment())", sourceLocation: sourceLocation)
}

/// SplitMix64: a tiny, fast, seedable generator for randomized tests.
struct SplitMix64: RandomNumberGenerator {
  private var state: UInt64
  init(seed: UInt64) { state = seed }
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
