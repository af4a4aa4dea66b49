/// A variable multiplied by a coefficient: `coefficient · variable`.
///
/// Terms are usually built with the arithmetic operators: `2 * width`, `-height`, `x / 2`.
public struct Term: Sendable {
  /// The variable.
  public var variable: Variable
  /// The coefficient that multiplies the variable.
  public var coefficient: Double

  /// Creates a term from a variable and a coefficient (1 by default).
  public init(_ variable: Variable, coefficient: Double = 1) {
    self.variable = variable
    self.coefficient = coefficient
  }
}
