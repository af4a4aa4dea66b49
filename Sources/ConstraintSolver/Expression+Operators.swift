// The arithmetic and comparison operators of kiwi's `symbolics.h`, across `Variable`, `Term`,
// `Expression` and `Double`. Each combination is a concrete overload (no generics), which keeps
// type checking of long expressions fast.

// MARK: - Scaling

extension Variable {
  /// `coefficient · variable`.
  public static func * (variable: Variable, coefficient: Double) -> Term {
    Term(variable, coefficient: coefficient)
  }
  /// `coefficient · variable`.
  public static func * (coefficient: Double, variable: Variable) -> Term {
    Term(variable, coefficient: coefficient)
  }
  /// `variable / denominator`, the term `(1 / denominator) · variable`.
  public static func / (variable: Variable, denominator: Double) -> Term {
    Term(variable, coefficient: 1 / denominator)
  }
  /// `-variable`, the term `-1 · variable`.
  public static prefix func - (variable: Variable) -> Term {
    Term(variable, coefficient: -1)
  }
}

extension Term {
  /// The term scaled by `factor`.
  public static func * (term: Term, factor: Double) -> Term {
    Term(term.variable, coefficient: term.coefficient * factor)
  }
  /// The term scaled by `factor`.
  public static func * (factor: Double, term: Term) -> Term {
    Term(term.variable, coefficient: term.coefficient * factor)
  }
  /// The term divided by `denominator` (multiplied by `1 / denominator`, as kiwi does).
  public static func / (term: Term, denominator: Double) -> Term {
    term * (1 / denominator)
  }
  /// The negated term.
  public static prefix func - (term: Term) -> Term {
    Term(term.variable, coefficient: -term.coefficient)
  }
}

extension Expression {
  /// Every term and the constant scaled by `factor`.
  public static func * (expression: Expression, factor: Double) -> Expression {
    Expression(
      terms: expression.terms.map { Term($0.variable, coefficient: $0.coefficient * factor) },
      constant: expression.constant * factor)
  }
  /// Every term and the constant scaled by `factor`.
  public static func * (factor: Double, expression: Expression) -> Expression {
    expression * factor
  }
  /// The expression divided by `denominator` (multiplied by `1 / denominator`, as kiwi does).
  public static func / (expression: Expression, denominator: Double) -> Expression {
    expression * (1 / denominator)
  }
  /// The negated expression.
  public static prefix func - (expression: Expression) -> Expression {
    expression * -1
  }

  /// The sum of two expressions: their terms concatenated, their constants added.
  static func sum(_ lhs: Expression, _ rhs: Expression) -> Expression {
    var terms = lhs.terms
    terms.append(contentsOf: rhs.terms)
    return Expression(terms: terms, constant: lhs.constant + rhs.constant)
  }
}

// MARK: - Sums and comparisons with a Expression on the left or (for Double) on the right

extension Expression {
  /// The sum as an expression.
  public static func + (lhs: Expression, rhs: Expression) -> Expression {
    Expression.sum(lhs, rhs)
  }
  /// The difference as an expression.
  public static func - (lhs: Expression, rhs: Expression) -> Expression {
    Expression.sum(lhs, -(rhs))
  }
  /// The required constraint `lhs - rhs == 0`.
  public static func == (lhs: Expression, rhs: Expression) -> Constraint {
    Constraint(Expression.sum(lhs, -(rhs)), .equal)
  }
  /// The required constraint `lhs - rhs <= 0`.
  public static func <= (lhs: Expression, rhs: Expression) -> Constraint {
    Constraint(Expression.sum(lhs, -(rhs)), .lessThanOrEqual)
  }
  /// The required constraint `lhs - rhs >= 0`.
  public static func >= (lhs: Expression, rhs: Expression) -> Constraint {
    Constraint(Expression.sum(lhs, -(rhs)), .greaterThanOrEqual)
  }
  /// The sum as an expression.
  public static func + (lhs: Expression, rhs: Term) -> Expression {
    Expression.sum(lhs, Expression(rhs))
  }
  /// The difference as an expression.
  public static func - (lhs: Expression, rhs: Term) -> Expression {
    Expression.sum(lhs, -(Expression(rhs)))
  }
  /// The required constraint `lhs - rhs == 0`.
  public static func == (lhs: Expression, rhs: Term) -> Constraint {
    Constraint(Expression.sum(lhs, -(Expression(rhs))), .equal)
  }
  /// The required constraint `lhs - rhs <= 0`.
  public static func <= (lhs: Expression, rhs: Term) -> Constraint {
    Constraint(Expression.sum(lhs, -(Expression(rhs))), .lessThanOrEqual)
  }
  /// The required constraint `lhs - rhs >= 0`.
  public static func >= (lhs: Expression, rhs: Term) -> Constraint {
    Constraint(Expression.sum(lhs, -(Expression(rhs))), .greaterThanOrEqual)
  }
  /// The sum as an expression.
  public static func + (lhs: Expression, rhs: Variable) -> Expression {
    Expression.sum(lhs, Expression(rhs))
  }
  /// The difference as an expression.
  public static func - (lhs: Expression, rhs: Variable) -> Expression {
    Expression.sum(lhs, -(Expression(rhs)))
  }
  /// The required constraint `lhs - rhs == 0`.
  public static func == (lhs: Expression, rhs: Variable) -> Constraint {
    Constraint(Expression.sum(lhs, -(Expression(rhs))), .equal)
  }
  /// The required constraint `lhs - rhs <= 0`.
  public static func <= (lhs: Expression, rhs: Variable) -> Constraint {
    Constraint(Expression.sum(lhs, -(Expression(rhs))), .lessThanOrEqual)
  }
  /// The required constraint `lhs - rhs >= 0`.
  public static func >= (lhs: Expression, rhs: Variable) -> Constraint {
    Constraint(Expression.sum(lhs, -(Expression(rhs))), .greaterThanOrEqual)
  }
  /// The sum as an expression.
  public static func + (lhs: Expression, rhs: Double) -> Expression {
    Expression.sum(lhs, Expression(constant: rhs))
  }
  /// The difference as an expression.
  public static func - (lhs: Expression, rhs: Double) -> Expression {
    Expression.sum(lhs, -(Expression(constant: rhs)))
  }
  /// The required constraint `lhs - rhs == 0`.
  public static func == (lhs: Expression, rhs: Double) -> Constraint {
    Constraint(Expression.sum(lhs, -(Expression(constant: rhs))), .equal)
  }
  /// The required constraint `lhs - rhs <= 0`.
  public static func <= (lhs: Expression, rhs: Double) -> Constraint {
    Constraint(Expression.sum(lhs, -(Expression(constant: rhs))), .lessThanOrEqual)
  }
  /// The required constraint `lhs - rhs >= 0`.
  public static func >= (lhs: Expression, rhs: Double) -> Constraint {
    Constraint(Expression.sum(lhs, -(Expression(constant: rhs))), .greaterThanOrEqual)
  }
  /// The sum as an expression.
  public static func + (lhs: Term, rhs: Expression) -> Expression {
    Expression.sum(Expression(lhs), rhs)
  }
  /// The difference as an expression.
  public static func - (lhs: Term, rhs: Expression) -> Expression {
    Expression.sum(Expression(lhs), -(rhs))
  }
  /// The required constraint `lhs - rhs == 0`.
  public static func == (lhs: Term, rhs: Expression) -> Constraint {
    Constraint(Expression.sum(Expression(lhs), -(rhs)), .equal)
  }
  /// The required constraint `lhs - rhs <= 0`.
  public static func <= (lhs: Term, rhs: Expression) -> Constraint {
    Constraint(Expression.sum(Expression(lhs), -(rhs)), .lessThanOrEqual)
  }
  /// The required constraint `lhs - rhs >= 0`.
  public static func >= (lhs: Term, rhs: Expression) -> Constraint {
    Constraint(Expression.sum(Expression(lhs), -(rhs)), .greaterThanOrEqual)
  }
  /// The sum as an expression.
  public static func + (lhs: Variable, rhs: Expression) -> Expression {
    Expression.sum(Expression(lhs), rhs)
  }
  /// The difference as an expression.
  public static func - (lhs: Variable, rhs: Expression) -> Expression {
    Expression.sum(Expression(lhs), -(rhs))
  }
  /// The required constraint `lhs - rhs == 0`.
  public static func == (lhs: Variable, rhs: Expression) -> Constraint {
    Constraint(Expression.sum(Expression(lhs), -(rhs)), .equal)
  }
  /// The required constraint `lhs - rhs <= 0`.
  public static func <= (lhs: Variable, rhs: Expression) -> Constraint {
    Constraint(Expression.sum(Expression(lhs), -(rhs)), .lessThanOrEqual)
  }
  /// The required constraint `lhs - rhs >= 0`.
  public static func >= (lhs: Variable, rhs: Expression) -> Constraint {
    Constraint(Expression.sum(Expression(lhs), -(rhs)), .greaterThanOrEqual)
  }
  /// The sum as an expression.
  public static func + (lhs: Double, rhs: Expression) -> Expression {
    Expression.sum(Expression(constant: lhs), rhs)
  }
  /// The difference as an expression.
  public static func - (lhs: Double, rhs: Expression) -> Expression {
    Expression.sum(Expression(constant: lhs), -(rhs))
  }
  /// The required constraint `lhs - rhs == 0`.
  public static func == (lhs: Double, rhs: Expression) -> Constraint {
    Constraint(Expression.sum(Expression(constant: lhs), -(rhs)), .equal)
  }
  /// The required constraint `lhs - rhs <= 0`.
  public static func <= (lhs: Double, rhs: Expression) -> Constraint {
    Constraint(Expression.sum(Expression(constant: lhs), -(rhs)), .lessThanOrEqual)
  }
  /// The required constraint `lhs - rhs >= 0`.
  public static func >= (lhs: Double, rhs: Expression) -> Constraint {
    Constraint(Expression.sum(Expression(constant: lhs), -(rhs)), .greaterThanOrEqual)
  }
}

// MARK: - Sums and comparisons with a Term on the left or (for Double) on the right

extension Term {
  /// The sum as an expression.
  public static func + (lhs: Term, rhs: Term) -> Expression {
    Expression.sum(Expression(lhs), Expression(rhs))
  }
  /// The difference as an expression.
  public static func - (lhs: Term, rhs: Term) -> Expression {
    Expression.sum(Expression(lhs), -(Expression(rhs)))
  }
  /// The required constraint `lhs - rhs == 0`.
  public static func == (lhs: Term, rhs: Term) -> Constraint {
    Constraint(Expression.sum(Expression(lhs), -(Expression(rhs))), .equal)
  }
  /// The required constraint `lhs - rhs <= 0`.
  public static func <= (lhs: Term, rhs: Term) -> Constraint {
    Constraint(Expression.sum(Expression(lhs), -(Expression(rhs))), .lessThanOrEqual)
  }
  /// The required constraint `lhs - rhs >= 0`.
  public static func >= (lhs: Term, rhs: Term) -> Constraint {
    Constraint(Expression.sum(Expression(lhs), -(Expression(rhs))), .greaterThanOrEqual)
  }
  /// The sum as an expression.
  public static func + (lhs: Term, rhs: Variable) -> Expression {
    Expression.sum(Expression(lhs), Expression(rhs))
  }
  /// The difference as an expression.
  public static func - (lhs: Term, rhs: Variable) -> Expression {
    Expression.sum(Expression(lhs), -(Expression(rhs)))
  }
  /// The required constraint `lhs - rhs == 0`.
  public static func == (lhs: Term, rhs: Variable) -> Constraint {
    Constraint(Expression.sum(Expression(lhs), -(Expression(rhs))), .equal)
  }
  /// The required constraint `lhs - rhs <= 0`.
  public static func <= (lhs: Term, rhs: Variable) -> Constraint {
    Constraint(Expression.sum(Expression(lhs), -(Expression(rhs))), .lessThanOrEqual)
  }
  /// The required constraint `lhs - rhs >= 0`.
  public static func >= (lhs: Term, rhs: Variable) -> Constraint {
    Constraint(Expression.sum(Expression(lhs), -(Expression(rhs))), .greaterThanOrEqual)
  }
  /// The sum as an expression.
  public static func + (lhs: Term, rhs: Double) -> Expression {
    Expression.sum(Expression(lhs), Expression(constant: rhs))
  }
  /// The difference as an expression.
  public static func - (lhs: Term, rhs: Double) -> Expression {
    Expression.sum(Expression(lhs), -(Expression(constant: rhs)))
  }
  /// The required constraint `lhs - rhs == 0`.
  public static func == (lhs: Term, rhs: Double) -> Constraint {
    Constraint(Expression.sum(Expression(lhs), -(Expression(constant: rhs))), .equal)
  }
  /// The required constraint `lhs - rhs <= 0`.
  public static func <= (lhs: Term, rhs: Double) -> Constraint {
    Constraint(Expression.sum(Expression(lhs), -(Expression(constant: rhs))), .lessThanOrEqual)
  }
  /// The required constraint `lhs - rhs >= 0`.
  public static func >= (lhs: Term, rhs: Double) -> Constraint {
    Constraint(Expression.sum(Expression(lhs), -(Expression(constant: rhs))), .greaterThanOrEqual)
  }
  /// The sum as an expression.
  public static func + (lhs: Variable, rhs: Term) -> Expression {
    Expression.sum(Expression(lhs), Expression(rhs))
  }
  /// The difference as an expression.
  public static func - (lhs: Variable, rhs: Term) -> Expression {
    Expression.sum(Expression(lhs), -(Expression(rhs)))
  }
  /// The required constraint `lhs - rhs == 0`.
  public static func == (lhs: Variable, rhs: Term) -> Constraint {
    Constraint(Expression.sum(Expression(lhs), -(Expression(rhs))), .equal)
  }
  /// The required constraint `lhs - rhs <= 0`.
  public static func <= (lhs: Variable, rhs: Term) -> Constraint {
    Constraint(Expression.sum(Expression(lhs), -(Expression(rhs))), .lessThanOrEqual)
  }
  /// The required constraint `lhs - rhs >= 0`.
  public static func >= (lhs: Variable, rhs: Term) -> Constraint {
    Constraint(Expression.sum(Expression(lhs), -(Expression(rhs))), .greaterThanOrEqual)
  }
  /// The sum as an expression.
  public static func + (lhs: Double, rhs: Term) -> Expression {
    Expression.sum(Expression(constant: lhs), Expression(rhs))
  }
  /// The difference as an expression.
  public static func - (lhs: Double, rhs: Term) -> Expression {
    Expression.sum(Expression(constant: lhs), -(Expression(rhs)))
  }
  /// The required constraint `lhs - rhs == 0`.
  public static func == (lhs: Double, rhs: Term) -> Constraint {
    Constraint(Expression.sum(Expression(constant: lhs), -(Expression(rhs))), .equal)
  }
  /// The required constraint `lhs - rhs <= 0`.
  public static func <= (lhs: Double, rhs: Term) -> Constraint {
    Constraint(Expression.sum(Expression(constant: lhs), -(Expression(rhs))), .lessThanOrEqual)
  }
  /// The required constraint `lhs - rhs >= 0`.
  public static func >= (lhs: Double, rhs: Term) -> Constraint {
    Constraint(Expression.sum(Expression(constant: lhs), -(Expression(rhs))), .greaterThanOrEqual)
  }
}

// MARK: - Sums and comparisons with a Variable on the left or (for Double) on the right

extension Variable {
  /// The sum as an expression.
  public static func + (lhs: Variable, rhs: Variable) -> Expression {
    Expression.sum(Expression(lhs), Expression(rhs))
  }
  /// The difference as an expression.
  public static func - (lhs: Variable, rhs: Variable) -> Expression {
    Expression.sum(Expression(lhs), -(Expression(rhs)))
  }
  /// The required constraint `lhs - rhs == 0`.
  public static func == (lhs: Variable, rhs: Variable) -> Constraint {
    Constraint(Expression.sum(Expression(lhs), -(Expression(rhs))), .equal)
  }
  /// The required constraint `lhs - rhs <= 0`.
  public static func <= (lhs: Variable, rhs: Variable) -> Constraint {
    Constraint(Expression.sum(Expression(lhs), -(Expression(rhs))), .lessThanOrEqual)
  }
  /// The required constraint `lhs - rhs >= 0`.
  public static func >= (lhs: Variable, rhs: Variable) -> Constraint {
    Constraint(Expression.sum(Expression(lhs), -(Expression(rhs))), .greaterThanOrEqual)
  }
  /// The sum as an expression.
  public static func + (lhs: Variable, rhs: Double) -> Expression {
    Expression.sum(Expression(lhs), Expression(constant: rhs))
  }
  /// The difference as an expression.
  public static func - (lhs: Variable, rhs: Double) -> Expression {
    Expression.sum(Expression(lhs), -(Expression(constant: rhs)))
  }
  /// The required constraint `lhs - rhs == 0`.
  public static func == (lhs: Variable, rhs: Double) -> Constraint {
    Constraint(Expression.sum(Expression(lhs), -(Expression(constant: rhs))), .equal)
  }
  /// The required constraint `lhs - rhs <= 0`.
  public static func <= (lhs: Variable, rhs: Double) -> Constraint {
    Constraint(Expression.sum(Expression(lhs), -(Expression(constant: rhs))), .lessThanOrEqual)
  }
  /// The required constraint `lhs - rhs >= 0`.
  public static func >= (lhs: Variable, rhs: Double) -> Constraint {
    Constraint(Expression.sum(Expression(lhs), -(Expression(constant: rhs))), .greaterThanOrEqual)
  }
  /// The sum as an expression.
  public static func + (lhs: Double, rhs: Variable) -> Expression {
    Expression.sum(Expression(constant: lhs), Expression(rhs))
  }
  /// The difference as an expression.
  public static func - (lhs: Double, rhs: Variable) -> Expression {
    Expression.sum(Expression(constant: lhs), -(Expression(rhs)))
  }
  /// The required constraint `lhs - rhs == 0`.
  public static func == (lhs: Double, rhs: Variable) -> Constraint {
    Constraint(Expression.sum(Expression(constant: lhs), -(Expression(rhs))), .equal)
  }
  /// The required constraint `lhs - rhs <= 0`.
  public static func <= (lhs: Double, rhs: Variable) -> Constraint {
    Constraint(Expression.sum(Expression(constant: lhs), -(Expression(rhs))), .lessThanOrEqual)
  }
  /// The required constraint `lhs - rhs >= 0`.
  public static func >= (lhs: Double, rhs: Variable) -> Constraint {
    Constraint(Expression.sum(Expression(constant: lhs), -(Expression(rhs))), .greaterThanOrEqual)
  }
}
