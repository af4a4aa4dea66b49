/// How a constraint's expression relates to zero: `expression <= 0`, `== 0` or `>= 0`.
public enum Relation: Sendable, CaseIterable {
  /// `expression <= 0`.
  case lessThanOrEqual
  /// `expression == 0`.
  case equal
  /// `expression >= 0`.
  case greaterThanOrEqual

  /// The operator as written in descriptions: `<=`, `==` or `>=`.
  public var symbol: String {
    switch self {
    case .lessThanOrEqual: return "<="
    case .equal: return "=="
    case .greaterThanOrEqual: return ">="
    }
  }
}
