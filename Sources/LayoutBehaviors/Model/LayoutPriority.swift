/// The priority of a layout constraint, from 1 to 1000, as in Auto Layout's `UILayoutPriority`.
///
/// A priority of 1000 (``required``) means the constraint must hold; any lower priority makes the
/// constraint optional: the engine satisfies it as well as it can, giving way to constraints of
/// higher priority. The named levels are those of UIKit.
public struct LayoutPriority: RawRepresentable, Hashable, Comparable, Sendable,
  ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral
{
  /// The numeric priority, between 1 and 1000 inclusive.
  public var rawValue: Double

  /// Creates a priority from its numeric value.
  ///
  /// Values outside 1…1000 are kept as given; ``isValid`` tells whether a value is usable.
  public init(rawValue: Double) { self.rawValue = rawValue }

  /// Creates a priority from its numeric value.
  public init(_ value: Double) { self.rawValue = value }

  /// Creates a priority from a floating-point literal such as `999.5`.
  public init(floatLiteral value: Double) { self.rawValue = value }

  /// Creates a priority from an integer literal such as `750`.
  public init(integerLiteral value: Int) { self.rawValue = Double(value) }

  /// A required constraint: 1000.
  public static let required = LayoutPriority(1000)
  /// UIKit's `defaultHigh`: 750, the default compression resistance.
  public static let defaultHigh = LayoutPriority(750)
  /// UIKit's `defaultLow`: 250, the default content hugging.
  public static let defaultLow = LayoutPriority(250)
  /// UIKit's `fittingSizeLevel`: 50.
  public static let fittingSizeLevel = LayoutPriority(50)

  /// Whether this priority is required (1000).
  public var isRequired: Bool { rawValue == 1000 }

  /// Whether the value is a usable priority: finite and within 1…1000.
  public var isValid: Bool { rawValue.isFinite && rawValue >= 1 && rawValue <= 1000 }

  /// Orders priorities by their numeric value.
  public static func < (lhs: LayoutPriority, rhs: LayoutPriority) -> Bool {
    lhs.rawValue < rhs.rawValue
  }
}
