/// A required constraint that the solver's published values do not satisfy within
/// ``Solver/residualTolerance``.
public struct RequiredViolation: Sendable {
  /// The required constraint.
  public let constraint: Constraint
  /// How far its expression (with the constant in use) is from satisfying the relation:
  /// positive, in the expression's units.
  public let residual: Double
  /// The residual allowed for it: ``Solver/residualTolerance`` times its scale,
  /// `1 + |constant| + Σ |coefficient · value|`.
  public let allowed: Double
}

extension Solver {
  /// The largest magnitude of a suggested value or a constraint's constant or coefficient, 10¹⁵
  /// (and the inverse, 10⁻¹⁵, is the smallest magnitude of a coefficient that is not zero).
  ///
  /// Values are doubles: beyond 2⁵³ ≈ 9·10¹⁵ not even integers are exact, and a value near the
  /// limit absorbs any ordinary one added to it (10¹⁸ + 40 − 10¹⁸ is 0 in doubles). A
  /// suggestion, constant or coefficient beyond the limit is refused with an `outOfRange` error
  /// (``SuggestValueError/outOfRange(_:_:)``, ``AddConstraintError/outOfRange(_:)``,
  /// ``SetConstantError/outOfRange(_:_:)``) and changes nothing. Keep systems in points, far
  /// below it.
  ///
  /// The limit bounds each number, not what they make together: a chain of constraints that
  /// multiplies by 10¹⁵ at every link can still need values no double holds. ``verify()``
  /// reports the required constraints such a solution violates (a non-finite value violates
  /// every constraint it appears in).
  public static let magnitudeLimit = 1.0e15

  /// Whether `value` can be a suggestion or a constraint's constant: its magnitude is at most
  /// ``magnitudeLimit`` (so it is finite, and not NaN).
  public static func isInRange(_ value: Double) -> Bool {
    value.magnitude <= magnitudeLimit
  }

  /// Whether every number of `expression` is within the solver's range: the constant's
  /// magnitude at most ``magnitudeLimit``, and each coefficient zero or of a magnitude from
  /// 1/``magnitudeLimit`` to ``magnitudeLimit``.
  ///
  /// A coefficient below 10⁻¹⁵ is almost always the round-off of a cancellation
  /// (`(0.1 + 0.2) * x - 0.3 * x`), and with it an ordinary constant would need a value beyond
  /// the limit.
  public static func isInRange(_ expression: Expression) -> Bool {
    expression.terms.withUnsafeBufferPointer { isInRange($0, constant: expression.constant) }
  }

  /// ``isInRange(_:)-(Expression)`` for the terms and constant of an expression.
  static func isInRange(_ terms: UnsafeBufferPointer<Term>, constant: Double) -> Bool {
    guard isInRange(constant) else { return false }
    for term in terms {
      let magnitude = term.coefficient.magnitude
      if magnitude > magnitudeLimit || (magnitude < 1 / magnitudeLimit && magnitude != 0) {
        return false
      }
    }
    return true
  }

  /// The tolerance of ``verify()``, relative to the scale of each required constraint: 10⁻⁶.
  ///
  /// Round-off in the tableau is of the order of 10⁻¹⁶ of the magnitudes it combines, grown by
  /// the pivots; 10⁻⁶ of a constraint's own scale is far above that and far below anything a
  /// layout shows (a micro-point on a 1,000-point screen).
  public static let residualTolerance = 1.0e-6

  /// Checks the published values (as of the last ``updateVariables()``) against every required
  /// constraint, with the constant in use; returns those violated beyond
  /// ``residualTolerance``, in the order the constraints were added (empty when all hold).
  ///
  /// It runs only when asked (tests and callers that must not show a broken layout call it after
  /// `updateVariables()`); a violation for a system whose numbers stay within
  /// ``magnitudeLimit`` is a solver defect.
  ///
  /// - Complexity: O(terms of the required constraints).
  public func verify() -> [RequiredViolation] {
    var violations: [(order: UInt64, violation: RequiredViolation)] = []
    for record in storage.records where record.strength.isRequired && !record.isEdit {
      let check = record.constraint.withTerms { terms in
        residual(of: terms, constant: record.constant, relation: record.constraint.relation)
      }
      if !(check.residual <= check.allowed) {
        violations.append(
          (
            record.order,
            RequiredViolation(
              constraint: record.constraint, residual: check.residual, allowed: check.allowed)
          ))
      }
    }
    return violations.sorted { $0.order < $1.order }.map { $0.violation }
  }

  /// How far `terms + constant` (with the published values) is from satisfying `relation`, and
  /// the residual ``verify()`` allows it: ``residualTolerance`` times its scale,
  /// `1 + |constant| + Σ |coefficient · value|`. The one rule for "a required constraint holds"
  /// (``Residual``, which the layout model sums for its own constraints). A value that is not
  /// finite gives a NaN or infinite residual, which no allowance admits.
  func residual(
    of terms: UnsafeBufferPointer<Term>, constant: Double, relation: Relation
  ) -> (residual: Double, allowed: Double) {
    var residual = Residual(constant: constant)
    for term in terms { residual.add(term.coefficient, value(of: term.variable)) }
    return residual.check(relation)
  }

  /// The rule by which ``verify()`` decides that a required constraint holds, summed one term at
  /// a time: how far `constant + Σ coefficient · value` is from satisfying a relation (the
  /// expression compared with 0), and the residual allowed, ``residualTolerance`` times the scale
  /// `1 + |constant| + Σ |coefficient · value|`.
  ///
  /// Use it to check values by the solver's own rule without building a ``Constraint``; the
  /// layout model checks each of its constraints this way after every solve. Its methods are
  /// inlinable, so such a loop adds each term in place rather than through a call.
  ///
  /// ```swift
  /// // x + y == 100 with x = 60 and y = 40, written as x + y − 100 == 0:
  /// var sum = Solver.Residual(constant: -100)
  /// sum.add(1, 60)
  /// sum.add(1, 40)
  /// let check = sum.check(.equal)  // residual 0, allowed 10⁻⁶ × (1 + 100 + 60 + 40)
  /// let holds = check.residual <= check.allowed  // true
  /// ```
  ///
  /// A value that is not finite gives a NaN or infinite residual, which no allowance admits
  /// (compare as `residual <= allowed`, which is `false` for NaN).
  package struct Residual: Sendable {
    /// `constant + Σ coefficient · value` so far.
    @usableFromInline var value: Double
    /// `1 + |constant| + Σ |coefficient · value|` so far.
    @usableFromInline var scale: Double

    /// Starts the sum at `constant`.
    @inlinable package init(constant: Double) {
      value = constant
      scale = 1 + constant.magnitude
    }

    /// Adds the term `coefficient · value`.
    @inlinable package mutating func add(_ coefficient: Double, _ value: Double) {
      let product = coefficient * value
      self.value += product
      scale += product.magnitude
    }

    /// How far the sum is from satisfying `relation` against 0 (0 when it does), and the residual
    /// allowed. A sum with a term or constant that is not finite never holds: its residual is
    /// infinite (NaN when the sum is NaN) and its allowance 0. (Without that, an infinite value
    /// would be allowed an infinite residual.)
    @inlinable package func check(_ relation: Relation) -> (residual: Double, allowed: Double) {
      guard scale.isFinite else { return (value.isNaN ? .nan : .infinity, 0) }
      let residual: Double
      switch relation {
      case .equal: residual = value.magnitude
      case .lessThanOrEqual: residual = max(0, value)
      case .greaterThanOrEqual: residual = max(0, -value)
      }
      return (residual, Solver.residualTolerance * scale)
    }
  }

  /// Whether this module was compiled in a debug build (the default of ``verifiesEverySolve``).
  package static var isDebugBuild: Bool {
    #if DEBUG
      true
    #else
      false
    #endif
  }

  /// Stops the program with the violations ``verify()`` finds, if any (debug builds only: in a
  /// release build `assertionFailure` does nothing).
  func checkResiduals() {
    let violations = verify()
    guard !violations.isEmpty else { return }
    let listed = violations.prefix(5).map {
      "\(description(of: $0.constraint)) off by \(formatNumber($0.residual)) "
        + "(allowed \(formatNumber($0.allowed)))"
    }
    assertionFailure(
      "\(violations.count) required constraint(s) violated after a solve: "
        + listed.joined(separator: "; ")
        + ". Set verifiesEverySolve = false on a solver expected to meet this.")
  }

  /// Checks the tableau's structure after a call that changed it, when the package is built
  /// with `-Xswiftc -DTRELLIS_INTERNAL_CHECKS` (as swift-collections does behind
  /// `COLLECTIONS_INTERNAL_CHECKS`); compiled out otherwise. `.ci/run` builds the solver's
  /// tests this way once, under AddressSanitizer. Only structural invariants are checked (rows
  /// and columns index each other, no repeated or zero cell, no reference cycle, no basic
  /// symbol in the objective): numeric ones are ``verify()``'s and the test harnesses' business.
  @inline(__always) func checkInternalInvariants() {
    #if TRELLIS_INTERNAL_CHECKS
      let problems = storage.tableau.checkInvariants(numeric: false)
      precondition(
        problems.isEmpty,
        "Tableau invariants broken: " + problems.prefix(5).joined(separator: "; "))
    #endif
  }
}
