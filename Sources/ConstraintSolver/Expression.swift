/// A linear expression: a sum of terms plus a constant, `Σ coefficient · variable + constant`.
///
/// Expressions are built with the arithmetic operators on ``Variable``, ``Term``, `Expression`
/// and `Double` (`left + width + 8`, `2 * x - y`), and compared with `==`, `<=` and `>=` to make a
/// ``Constraint``. As in kiwi, an expression keeps its terms as written, repeated variables
/// included; they are merged when a constraint is made from it.
public struct Expression: Sendable {
  /// The terms, in the order they were written.
  public var terms: [Term]
  /// The constant term.
  public var constant: Double

  /// Creates an expression from terms and a constant.
  public init(terms: [Term] = [], constant: Double = 0) {
    self.terms = terms
    self.constant = constant
  }

  /// Creates the expression `1 · variable`.
  public init(_ variable: Variable) {
    self.init(terms: [Term(variable)])
  }

  /// Creates the expression made of one term.
  public init(_ term: Term) {
    self.init(terms: [term])
  }

  /// Creates a constant expression.
  public init(constant: Double) {
    self.init(terms: [], constant: constant)
  }

  /// Whether every coefficient and the constant are finite (neither NaN nor infinite).
  public var isFinite: Bool {
    constant.isFinite && terms.allSatisfy { $0.coefficient.isFinite }
  }

  /// The expression with repeated variables merged into one term each, ordered by variable id.
  ///
  /// Terms whose merged coefficient is exactly zero are kept, as kiwi keeps them; the solver
  /// ignores coefficients within ``Solver/epsilon`` of zero.
  public func reduced() -> Expression {
    if terms.count <= 1 { return self }
    // Already merged and ordered (the usual case): nothing to build.
    var ordered = true
    for index in 1..<terms.count where terms[index - 1].variable.id >= terms[index].variable.id {
      ordered = false
      break
    }
    if ordered { return self }
    var sorted = terms
    sorted.sort { $0.variable.id < $1.variable.id }
    var merged: [Term] = []
    merged.reserveCapacity(sorted.count)
    for term in sorted {
      if let last = merged.last, last.variable.id == term.variable.id {
        merged[merged.count - 1].coefficient += term.coefficient
      } else {
        merged.append(term)
      }
    }
    return Expression(terms: merged, constant: constant)
  }
}
