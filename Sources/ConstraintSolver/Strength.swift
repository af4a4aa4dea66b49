/// How strongly the solver tries to satisfy a constraint.
///
/// A strength is a number with kiwi's scale: ``required`` constraints must hold, and any weaker
/// constraint is satisfied as well as possible, its violation weighted by its strength in the
/// objective the solver minimizes. The three usual levels are ``strong`` (10⁶), ``medium`` (10³)
/// and ``weak`` (1); ``init(strong:medium:weak:weight:)`` builds in-between values exactly as
/// kiwi's `strength::create` does, so numbers can be compared with kiwi's.
///
/// The levels are not a strict hierarchy: a violation of 1 point of a `strong` constraint costs
/// as much as 1,000 points of a `medium` one, so a large enough `medium` violation can win.
public struct Strength: Hashable, Comparable, Sendable {
  /// The numeric strength, between 0 and ``required``'s value.
  public let value: Double

  /// Creates a strength from a number, clipped to 0…``required`` as kiwi does.
  ///
  /// NaN is kept as is (and rejected by the solver), so a mistake is reported rather than hidden.
  public init(_ value: Double) {
    self.value = value.isNaN ? value : Swift.min(Swift.max(value, 0), Strength.requiredValue)
  }

  /// Creates a strength from three levels and a weight, as kiwi's `strength::create(a, b, c, w)`:
  /// `clip(a·w)·10⁶ + clip(b·w)·10³ + clip(c·w)`, each product clipped to 0…1000.
  public init(strong: Double, medium: Double, weak: Double, weight: Double = 1) {
    func clip(_ value: Double) -> Double { Swift.min(Swift.max(value, 0), 1000) }
    let value =
      clip(strong * weight) * 1_000_000 + clip(medium * weight) * 1000 + clip(weak * weight)
    self.init(value)
  }

  private static let requiredValue = 1_001_001_000.0

  /// A constraint that must hold: 1,001,001,000 (`create(1000, 1000, 1000)`).
  public static let required = Strength(requiredValue)
  /// 1,000,000 (`create(1, 0, 0)`).
  public static let strong = Strength(1_000_000)
  /// 1,000 (`create(0, 1, 0)`).
  public static let medium = Strength(1000)
  /// 1 (`create(0, 0, 1)`).
  public static let weak = Strength(1)

  /// Whether this is the required strength.
  public var isRequired: Bool { value >= Strength.requiredValue }

  /// Orders strengths by value.
  public static func < (lhs: Strength, rhs: Strength) -> Bool { lhs.value < rhs.value }
}

extension Strength: CustomStringConvertible {
  /// The strength's name when it is one of the four levels, its value otherwise.
  public var description: String {
    switch value {
    case Strength.required.value: return "required"
    case Strength.strong.value: return "strong"
    case Strength.medium.value: return "medium"
    case Strength.weak.value: return "weak"
    default: return formatNumber(value)
    }
  }
}
