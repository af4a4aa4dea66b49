/// How the two sides of a layout constraint relate, as in Auto Layout's `NSLayoutConstraint.Relation`.
public enum LayoutRelation: String, Sendable, CaseIterable {
  /// The first attribute is less than or equal to the second: `<=`.
  case lessThanOrEqual = "<="
  /// The first attribute equals the second: `==`.
  case equal = "=="
  /// The first attribute is greater than or equal to the second: `>=`.
  case greaterThanOrEqual = ">="
}
