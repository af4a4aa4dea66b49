import ConstraintSolver

extension LayoutEngine {
  /// Checks the solved layout against every applied required constraint, and reports each one
  /// it does not satisfy as a ``LayoutDiagnostic/Kind/violated`` diagnostic (appended to
  /// ``diagnostics`` and returned).
  ///
  /// Each constraint is evaluated as the model declares it (its current constant, multiplier and
  /// layout direction) on the solver's published values: the difference between its two sides
  /// must be within `Solver.residualTolerance` (10⁻⁶) of its scale,
  /// `1 + |constant| + Σ |term|`. On a layout whose numbers stay within the solver's range
  /// (10¹⁵) every applied required constraint holds, so a violation means the frames are wrong
  /// and must not be shown as if they held: a solver defect, or magnitudes near the limit
  /// combined past it. Broken constraints (unsatisfiable or out of range) are not applied, and
  /// are not checked here: they have their own diagnostics.
  ///
  /// It runs when called: `layout-cli` and ``LayoutScene`` call it after every solve (the initial
  /// layout and every event); call it in tests, or before showing a layout that must be right.
  /// A violation that lasts is reported by every call.
  ///
  /// ```swift
  /// let problems = engine.verifyLayout()     // [] when every required constraint holds
  /// ```
  ///
  /// - Returns: the new diagnostics, in activation order; empty when every constraint holds.
  /// - Complexity: O(*c*) in the number of active constraints, without allocating unless one is
  ///   violated.
  @discardableResult
  public func verifyLayout() -> [LayoutDiagnostic] {
    ensureUpdated()
    var found: [(constraint: LayoutConstraint, residual: Double)] = []
    // Any order finds the same violations; they are reported in activation order.
    solver.withVariableValues { values in
      activeList.withUnsafeBufferPointer { list in
        for index in list.indices {
          // Read as a guaranteed reference, without a reference count of its own (nor one for
          // each item read through it): the list keeps every constraint alive through the loop.
          unowned(unsafe) let listed = list[index]
          Unmanaged.passUnretained(listed)._withUnsafeGuaranteedRef { constraint in
            guard constraint.state == .applied, constraint.storedPriority.isRequired else {
              return
            }
            let check = residual(of: constraint, values: values)
            // A value that is not finite violates every constraint it appears in.
            if !(check.residual <= check.allowed) {
              found.append((constraint, check.residual))
            }
          }
        }
      }
    }
    let diagnostics = found.sorted { $0.constraint.sequence < $1.constraint.sequence }.map {
      LayoutDiagnostic(kind: .violated, constraint: $0.constraint, residual: $0.residual)
    }
    self.diagnostics += diagnostics
    return diagnostics
  }

  /// How far the published values are from satisfying `constraint` as the model declares it
  /// (current constant, multiplier, layout direction), and the residual the solver's rule allows
  /// it (`Solver.Residual`, the rule of `Solver.verify()`). The items *must* have variables.
  func residual(of constraint: LayoutConstraint) -> (residual: Double, allowed: Double) {
    solver.withVariableValues { residual(of: constraint, values: $0) }
  }

  /// ``residual(of:)`` with the solver's values already in hand
  /// (`Solver.withVariableValues`), for a loop over many constraints.
  func residual(
    of constraint: LayoutConstraint, values: UnsafeBufferPointer<Double>
  ) -> (residual: Double, allowed: Double) {
    var residual = Solver.Residual(constant: -constraint.storedConstant)
    forEachTerm(of: constraint) { variable, coefficient in
      residual.add(coefficient, values[variable.id])
    }
    return residual.check(constraint.relation.solverRelation)
  }
}
