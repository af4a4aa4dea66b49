import ConstraintSolver

extension LayoutPriority {
  /// The solver strength of a constraint with this priority: `10^(priority / 125)` below 1000,
  /// `Strength.required` at 1000.
  ///
  /// | priority | strength |
  /// |---|---|
  /// | 1 | ≈ 1.018 |
  /// | 50 (`fittingSizeLevel`) | ≈ 2.51 |
  /// | 250 (`defaultLow`) | 100 |
  /// | 750 (`defaultHigh`) | 10⁶ (kiwi's `strong`) |
  /// | 999 | ≈ 9.817 · 10⁷ |
  /// | 1000 (`required`) | 1,001,001,000 (required) |
  ///
  /// Each point of priority multiplies the strength by 10^(1/125) ≈ 1.0186, so a higher priority
  /// always beats a lower one in a one-to-one conflict, and every optional strength stays more
  /// than ten times below required. The mapping is not a strict hierarchy: the solver minimizes
  /// the sum of strength × violation, so a constraint of priority *p* beats *k* constraints of
  /// priority *q* with the same violation only when `p − q > 125 · log10(k)`. One 750 beats ten
  /// 250s (500 > 125), but one 251 loses to two 250s (1 < 37.6). <doc:LayoutModel>
  /// gives the details.
  ///
  /// - Precondition: the priority ``isValid``.
  public var strength: Strength {
    precondition(isValid, "A priority must be within 1...1000, not \(rawValue)")
    if isRequired { return .required }
    // Whole priorities (all the named ones, and most written) are looked up: the series below
    // costs more than the rest of making a solver constraint.
    let whole = Int(rawValue)
    if Double(whole) == rawValue { return Strength(LayoutPriority.wholeStrengthBases[whole]) }
    return Strength(LayoutPriority.strengthBase(rawValue))
  }

  /// ``strengthBase(_:)`` of 0, 1, … 1000, computed once.
  static let wholeStrengthBases: [Double] = (0...1000).map { strengthBase(Double($0)) }

  /// `10^(value / 125)`, computed without Foundation (the module depends on nothing but the
  /// solver).
  static func strengthBase(_ value: Double) -> Double {
    powerOfTen(value / 125)
  }
}

/// 10 raised to `exponent` (0 ≤ exponent ≤ 8), to double precision.
///
/// The integer part is an exact table lookup; the fraction uses exp(f · ln 10) by its Taylor
/// series, which converges quickly for f < 1 (ln 10 · f < 2.31): 30 terms bring the remainder
/// below 10⁻¹⁷ relative.
func powerOfTen(_ exponent: Double) -> Double {
  let whole = exponent.rounded(.down)
  let fraction = exponent - whole
  var integerPart = 1.0
  var count = Int(whole)
  while count > 0 {
    integerPart *= 10
    count -= 1
  }
  let x = fraction * 2.302_585_092_994_045_684
  var term = 1.0
  var sum = 1.0
  for n in 1...30 {
    term *= x / Double(n)
    sum += term
  }
  return integerPart * sum
}
