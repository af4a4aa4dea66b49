/// A linear constraint `expression (<=|==|>=) 0` with a strength.
///
/// Build constraints with the comparison operators on expressions:
///
/// ```swift
/// let fits = left + width <= containerWidth          // required
/// let preferred = (width == 100) | .weak              // optional
/// ```
///
/// `a <= b` makes the constraint `a - b <= 0`; repeated variables are merged (and ordered by
/// variable id) when the constraint is made. A constraint is an immutable object with identity:
/// adding the same object twice to a solver is an error, while two equal-looking constraints made
/// separately are two constraints. Identity is the object's (`ObjectIdentifier`); `Constraint` is
/// deliberately not `Equatable`.
///
/// The solver can change a constraint's constant and strength in place
/// (``Solver/setConstant(_:for:)``, ``Solver/setStrength(_:for:)``); the object keeps the values
/// it was made with, and ``Solver/constant(of:)`` and ``Solver/strength(of:)`` report those in use.
public final class Constraint: Sendable {
  /// The expression compared with zero, with repeated variables merged.
  ///
  /// Built on each read from the terms the constraint keeps: a constraint of up to four terms
  /// keeps them in the object itself and makes a term list only when asked for one (the solver
  /// reads the terms where they are kept).
  public var expression: Expression {
    withTerms { Expression(terms: Array($0), constant: expressionConstant) }
  }
  /// How the expression relates to zero.
  public let relation: Relation
  /// The strength the constraint was made with (clipped to 0…required).
  public let strength: Strength

  /// The number of terms of the merged expression.
  let termCount: Int
  /// The terms when there are at most ``inlineTermLimit`` of them, in order of variable id; the
  /// slots past ``termCount`` hold zero terms. Kept in the object itself: a layout's constraints
  /// have two to four terms, and a separate array would be an allocation per constraint.
  let inlineTerms: (Term, Term, Term, Term)
  /// The terms when there are more than ``inlineTermLimit``; empty otherwise.
  let spilledTerms: [Term]
  /// The expression's constant.
  let expressionConstant: Double

  /// The most terms kept in the object itself (``inlineTerms``).
  static let inlineTermLimit = 4

  /// Creates the constraint `expression relation 0` with a strength (required by default).
  public init(
    _ expression: consuming Expression, _ relation: Relation, strength: Strength = .required
  ) {
    // Reduced in place: the caller's terms are moved here, not copied (an expression built for
    // this constraint is usually reduced already, and then nothing is allocated or counted).
    expression.reduce()
    self.isFinite = expression.isFinite && !strength.value.isNaN
    self.termCount = expression.terms.count
    if expression.terms.count > Constraint.inlineTermLimit {
      self.inlineTerms = Constraint.noInlineTerms
      self.spilledTerms = expression.terms
    } else {
      self.inlineTerms = expression.terms.withUnsafeBufferPointer(Constraint.packed)
      self.spilledTerms = []
    }
    self.expressionConstant = expression.constant
    self.relation = relation
    self.strength = strength
  }

  /// Creates the constraint `Σ terms + constant relation 0` from terms already merged and
  /// ordered by variable id (each id at most once), without an intermediate ``Expression``: the
  /// layout engine builds its constraints' terms in a buffer of its own.
  package init(
    orderedTerms terms: UnsafeBufferPointer<Term>, constant: Double, _ relation: Relation,
    strength: Strength
  ) {
    var finite = constant.isFinite && !strength.value.isNaN
    for index in 0..<terms.count {
      if !terms[index].coefficient.isFinite { finite = false }
      assert(
        index == 0 || terms[index - 1].variable.id < terms[index].variable.id,
        "terms not merged and ordered by variable id")
    }
    self.isFinite = finite
    self.termCount = terms.count
    if terms.count > Constraint.inlineTermLimit {
      self.inlineTerms = Constraint.noInlineTerms
      self.spilledTerms = Array(terms)
    } else {
      self.inlineTerms = Constraint.packed(terms)
      self.spilledTerms = []
    }
    self.expressionConstant = constant
    self.relation = relation
    self.strength = strength
  }

  /// Creates a copy of `other` with another strength (kiwi's `Constraint(other, strength)`).
  public convenience init(_ other: Constraint, strength: Strength) {
    self.init(other.expression, other.relation, strength: strength)
  }

  /// A new constraint with the same expression and relation and the given strength.
  public func withStrength(_ strength: Strength) -> Constraint {
    Constraint(self, strength: strength)
  }

  /// A new constraint with the given strength: `(x == 10) | .weak` (kiwi's `|` operator).
  public static func | (constraint: Constraint, strength: Strength) -> Constraint {
    constraint.withStrength(strength)
  }

  /// Whether every coefficient and the constant of the expression, and the strength, are usable
  /// numbers (finite; the strength not NaN).
  public let isFinite: Bool

  /// Calls `body` with the merged expression's terms, in order of variable id, without building
  /// an array. The buffer is valid only in `body`.
  @inline(__always)
  func withTerms<Result>(_ body: (UnsafeBufferPointer<Term>) -> Result) -> Result {
    if termCount > Constraint.inlineTermLimit {
      return spilledTerms.withUnsafeBufferPointer(body)
    }
    var terms = inlineTerms
    let count = termCount
    return withUnsafePointer(to: &terms) { tuple in
      // A homogeneous tuple is laid out as its elements in a row, bound to their type.
      body(
        UnsafeBufferPointer(
          start: UnsafeRawPointer(tuple).assumingMemoryBound(to: Term.self), count: count))
    }
  }

  /// The inline slots of a constraint whose terms are spilled: zero terms.
  @inline(__always) static var noInlineTerms: (Term, Term, Term, Term) {
    (zeroTerm, zeroTerm, zeroTerm, zeroTerm)
  }
  /// A term with coefficient zero (the filler of unused inline slots). Computed, not stored: a
  /// stored static is initialized lazily and checked on every read.
  @inline(__always) static var zeroTerm: Term { Term(Variable(id: 0), coefficient: 0) }

  /// At most four terms packed into the inline slots, zero terms after them.
  @inline(__always)
  static func packed(_ terms: UnsafeBufferPointer<Term>) -> (Term, Term, Term, Term) {
    (
      terms.count > 0 ? terms[0] : zeroTerm, terms.count > 1 ? terms[1] : zeroTerm,
      terms.count > 2 ? terms[2] : zeroTerm, terms.count > 3 ? terms[3] : zeroTerm
    )
  }
}

extension Constraint: CustomStringConvertible {
  /// kiwi's form, with variables named by id: `1 * v0 + -10 >= 0 | strength = required`.
  ///
  /// ``Solver/description(of:)`` prints the variables' names instead.
  public var description: String {
    describe(expression, relation, strength) { "v\($0.id)" }
  }
}

/// kiwi's textual form of a constraint, with variable names supplied by `name`.
func describe(
  _ expression: Expression, _ relation: Relation, _ strength: Strength,
  name: (Variable) -> String
) -> String {
  var text = ""
  for term in expression.terms {
    text += "\(formatNumber(term.coefficient)) * \(name(term.variable)) + "
  }
  text += formatNumber(expression.constant)
  text += " \(relation.symbol) 0 | strength = \(strength)"
  return text
}

/// Formats a number for descriptions: integers below 10¹⁵ without a fraction, others in Swift's
/// shortest round-trip form, with an exponent from 10¹⁵ on (``shortestForm(_:)``). Negative zero
/// prints as `0`.
///
/// Integrality is tested by a round trip through `Int64` (a conversion instruction), not with
/// `rounded()`, which calls the C library's `round`: the solver needs no C math library, so it
/// links on its own on Linux and stays usable where there is none (Embedded Swift). The magnitude
/// check comes first, so the conversion never traps (1e15 < 2⁶³) and NaN and infinities fall
/// through to Swift's own form.
package func formatNumber(_ value: Double) -> String {
  if value == 0 { return "0" }
  if abs(value) < 1e15 {
    let integer = Int64(value)  // truncates toward zero
    if Double(integer) == value { return String(integer) }
  }
  return shortestForm(value)
}

/// Swift's shortest round-trip form of `value` (`0.75`, `1e+300`), except that magnitudes from
/// 10¹⁵ up to 2⁵³, which Swift writes out in full (`1000000000000000.0`), take an exponent as
/// larger ones do: `1e+15`, `1.5e+15`, `-4.0000000000000005e+15`. NaN and infinities are Swift's
/// `nan`, `inf`, `-inf`.
///
/// The digits are Swift's own (the shortest that round-trip); only where the decimal point
/// goes changes.
package func shortestForm(_ value: Double) -> String {
  let text = "\(value)"
  guard value.isFinite, value.magnitude >= 1e15, !text.contains("e") else { return text }
  let negative = value < 0
  let body = negative ? text.dropFirst() : Substring(text)
  let integerDigits = body.prefix { $0 != "." }.count
  var digits = Array(body.filter { $0 != "." })
  while digits.count > 1 && digits.last == "0" { digits.removeLast() }
  var result = negative ? "-" : ""
  result.append(digits[0])
  if digits.count > 1 { result += "." + String(digits[1...]) }
  return result + "e+" + String(integerDigits - 1)
}
