import Testing

@testable import ConstraintSolver

/// `formatNumber` and `shortestForm`, the one number formatter of descriptions, messages and
/// reports: integers in full below 10¹⁵, Swift's shortest round-trip digits otherwise, with an
/// exponent from 10¹⁵ on (issue 15: numbers between 10¹⁵ and 2⁵³ printed as
/// `1000000000000000.0`).
@Suite struct NumberFormatTests {
  @Test(arguments: [
    (0.0, "0"), (-0.0, "0"), (8, "8"), (-8, "-8"), (0.75, "0.75"), (-187.5, "-187.5"),
    (999_999_999_999_999, "999999999999999"), (1e15, "1e+15"), (-1e15, "-1e+15"),
    (1.5e15, "1.5e+15"), (8e15, "8e+15"), (1_000_000_000_000_000.25, "1.0000000000000002e+15"),
    (1_234_567_890_123_456, "1.234567890123456e+15"),
    (9_007_199_254_740_992, "9.007199254740992e+15"),
    (1e16, "1e+16"), (1.7e308, "1.7e+308"), (Double.infinity, "inf"), (-Double.infinity, "-inf"),
  ])
  func numbersPrintInTheirShortestForm(value: Double, text: String) {
    #expect(formatNumber(value) == text)
  }

  /// Every form printed from 10¹⁵ on reads back as the same double.
  @Test func exponentFormsRoundTrip() {
    var rng = SplitMix64(seed: 15)
    for _ in 0..<2_000 {
      let value = Double.random(in: 1e15..<1e16, using: &rng) * (Bool.random(using: &rng) ? 1 : -1)
      let text = shortestForm(value)
      #expect(text.contains("e+15"), "\(value): \(text)")
      #expect(Double(text) == value, "\(value): \(text)")
    }
  }
}
