import ConstraintSolver

/// Something the engine reports about the layout: a constraint it could not apply, one it could
/// apply again, or one it could not activate.
///
/// Diagnostics are Auto Layout's "Unable to simultaneously satisfy constraints … Will attempt to
/// recover by breaking constraint" made deterministic and machine-readable: the same calls give
/// the same diagnostics, in the same order, with the same text, in every process.
///
/// ```swift
/// for diagnostic in engine.diagnostics where diagnostic.kind == .unsatisfiable {
///   print(diagnostic.constraint.displayName, diagnostic.conflicts.map { $0.displayName })
/// }
/// // Unsatisfiable constraint 'header-height' (header.height == 900) conflicts with
/// // 'root-height' (root.height == 812), …; it is not applied.
/// ```
public struct LayoutDiagnostic: CustomStringConvertible {
  /// What happened.
  public enum Kind: String, Sendable, CaseIterable {
    /// A required constraint contradicts other required constraints and is not applied (it is
    /// broken). It stays active and is retried when the layout changes.
    case unsatisfiable
    /// A broken constraint was retried and now applies.
    case recovered
    /// A constraint could not be activated (see ``ActivationError``); it stays inactive.
    case activationFailed
    /// A constraint's constant or multiplier, with the intrinsic sizes, insets and root size
    /// behind it, is beyond the solver's range (a magnitude above `Solver.magnitudeLimit`,
    /// 10¹⁵, or a multiplier below 10⁻¹⁵ that is not zero): it is not applied (it is broken),
    /// and is tried again when the layout changes, as an unsatisfiable constraint is.
    case outOfRange
    /// An applied required constraint does not hold in the solved layout beyond the solver's
    /// tolerance (found by ``LayoutEngine/verifyLayout()``): the frames it positions are wrong.
    /// The constraint stays applied; ``LayoutDiagnostic/residual`` says by how much it is off.
    case violated
    /// The measured sizes of views with content did not settle: after
    /// ``LayoutEngine/maximumMeasurementPasses`` re-solves their measurements still change (a
    /// width that depends on a height, oscillating between two wraps). ``LayoutDiagnostic/views``
    /// names them; ``LayoutDiagnostic/constraint`` is the first one's height
    /// compression-resistance constraint. The layout shows the last solve.
    case unsettled
  }

  /// What happened.
  public let kind: Kind
  /// The constraint the diagnostic is about.
  public let constraint: LayoutConstraint
  /// For ``Kind/unsatisfiable``: the required constraints that, with ``constraint``, cannot all
  /// hold — a minimal set (leaving any one out removes the conflict) when the solver could reduce
  /// it, in activation order. Empty for the other kinds.
  public let conflicts: [LayoutConstraint]
  /// For ``Kind/activationFailed``: why.
  public let activationError: ActivationError?
  /// For ``Kind/violated``: how far the constraint's two sides are from satisfying its
  /// relation in the solved layout, in points (or the units of its attributes); `nil` for the
  /// other kinds.
  public let residual: Double?
  /// For ``Kind/unsettled``: the views whose measurements still changed, in the order they
  /// joined the tree; empty for the other kinds.
  public let views: [View]

  /// The constraint's identifier, or its readable form when it has none.
  public var constraintName: String { constraint.displayName }

  /// The names of the conflicting constraints (identifiers or readable forms), in order.
  public var conflictNames: [String] { conflicts.map { $0.displayName } }

  /// A sentence describing the diagnostic, with constraints in single quotes.
  ///
  /// Constraints with an identifier show it and their readable form: `'gap' (a.top == b.bottom)`.
  /// The text uses the constants and priorities current when the diagnostic was made.
  public let message: String

  /// The ``message``.
  public var description: String { message }

  init(
    kind: Kind, constraint: LayoutConstraint, conflicts: [LayoutConstraint] = [],
    activationError: ActivationError? = nil, residual: Double? = nil, views: [View] = []
  ) {
    self.kind = kind
    self.constraint = constraint
    self.conflicts = conflicts
    self.activationError = activationError
    self.residual = residual
    self.views = views
    switch kind {
    case .unsatisfiable:
      var text = "Unsatisfiable constraint \(constraint.quotedName)"
      if conflicts.isEmpty {
        text += " contradicts the required constraints"
      } else {
        text += " conflicts with " + conflicts.map { $0.quotedName }.joined(separator: ", ")
      }
      message = text + "; it is not applied."
    case .recovered:
      message = "Constraint \(constraint.quotedName) is satisfiable again and applied."
    case .activationFailed:
      message = activationError?.description ?? "Cannot activate \(constraint.quotedName)."
    case .outOfRange:
      message =
        "Constraint \(constraint.quotedName) has a number outside the solver's range "
        + "(magnitudes up to 10^15, and factors of 0 or at least 10^-15); it is not applied."
    case .violated:
      message =
        "Required constraint \(constraint.quotedName) does not hold in the solved layout: its "
        + "sides differ by \(formatNumber(residual ?? .nan)), beyond the solver's "
        + "tolerance; the frames it positions are wrong."
    case .unsettled:
      let names = views.map { "'\($0.displayName)'" }.joined(separator: ", ")
      message =
        "The measured sizes of \(names) did not settle after "
        + "\(LayoutEngine.maximumMeasurementPasses) re-solves (a width depends on a height); "
        + "the layout shows the last solve. Give the width a constraint that does not depend "
        + "on the height."
    }
  }
}
