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
    var reduced = self
    reduced.reduce()
    return reduced
  }

  /// Merges repeated variables into one term each and orders the terms by variable id, in
  /// place: ``reduced()`` without a new expression. An expression already merged and ordered
  /// (the usual case) is left as it is; otherwise its own terms are sorted and merged, so a
  /// caller that holds the only reference to them allocates nothing.
  package mutating func reduce() {
    if terms.count <= 1 { return }
    var ordered = true
    for index in 1..<terms.count where terms[index - 1].variable.id >= terms[index].variable.id {
      ordered = false
      break
    }
    if ordered { return }
    terms.sort { $0.variable.id < $1.variable.id }
    var kept = 0
    for index in 1..<terms.count {
      if terms[index].variable.id == terms[kept].variable.id {
        terms[kept].coefficient += terms[index].coefficient
      } else {
        kept += 1
        terms[kept] = terms[index]
      }
    }
    terms.removeLast(terms.count - kept - 1)
  }
}
