import ConstraintSolver

/// Why the run-time initializer of ``LayoutConstraint``
/// (``LayoutConstraint/init(item:attribute:relatedBy:toItem:attribute:multiplier:constant:priority:)``)
/// refused to make a constraint: the run-time forms of the mistakes typed anchors catch at
/// compile time.
public enum LayoutConstraintError: Error, Hashable, Sendable {
  /// The attributes belong to different axes: an x position with a y position, or a position
  /// with a dimension.
  case incompatibleAttributes(LayoutAttribute, LayoutAttribute)
  /// A position is compared with a constant alone; only dimensions can be.
  case positionWithoutSecondItem(LayoutAttribute)
  /// A position has a multiplier other than 1; only dimensions take one.
  case multiplierOnPosition(LayoutAttribute)
  /// `leading`/`trailing` is related to `left`/`right`, which Auto Layout forbids.
  case mixedDirectionalAttributes(LayoutAttribute, LayoutAttribute)
  /// A second item was given without its attribute.
  case missingSecondAttribute(LayoutAttribute)
  /// A second attribute was given without a second item.
  case missingSecondItem(LayoutAttribute)
  /// The multiplier or the constant is NaN or infinite.
  case nonFiniteNumber
  /// The priority is not within 1…1000.
  case invalidPriority(Double)
}

extension LayoutConstraintError: CustomStringConvertible {
  /// A sentence describing the mistake, with the attributes in single quotes.
  public var description: String {
    switch self {
    case .incompatibleAttributes(let a, let b):
      return "Cannot relate '\(a.rawValue)' (\(a.axis.rawValue)) to '\(b.rawValue)' "
        + "(\(b.axis.rawValue)); relate anchors of the same axis."
    case .positionWithoutSecondItem(let a):
      return "Cannot set the position '\(a.rawValue)' to a constant; relate it to another anchor."
    case .multiplierOnPosition(let a):
      return "Cannot use a multiplier on the position '\(a.rawValue)'; only 'width' and 'height' "
        + "take one."
    case .mixedDirectionalAttributes(let a, let b):
      return "Cannot relate '\(a.rawValue)' to '\(b.rawValue)'; use 'leading'/'trailing' or "
        + "'left'/'right' on both sides."
    case .missingSecondAttribute(let a):
      return "The constraint on '\(a.rawValue)' has a second item but no second attribute."
    case .missingSecondItem(let b):
      return "The constraint has a second attribute '\(b.rawValue)' but no second item."
    case .nonFiniteNumber:
      return "A constraint's multiplier and constant must be finite numbers."
    case .invalidPriority(let value):
      return "A priority must be within 1...1000, not \(formatNumber(value))."
    }
  }
}

/// Why ``LayoutEngine/activate(_:)`` refused to activate constraints.
///
/// The payloads are the constraint's and item's names as printed in diagnostics, so errors are
/// plain values (`Sendable`, `Hashable`) that tests can compare exactly.
public enum ActivationError: Error, Hashable, Sendable {
  /// An item of the constraint is not in the engine's view tree: a view not added yet, a guide
  /// not added to a view, or a view of another engine.
  case itemOutsideTree(constraint: String, item: String)
  /// The constraint relates `leading`/`trailing` to `left`/`right`, which Auto Layout forbids.
  case mixedDirectionalAttributes(constraint: String)
}

extension ActivationError: CustomStringConvertible {
  /// A sentence describing the error, with names in single quotes.
  public var description: String {
    switch self {
    case .itemOutsideTree(let constraint, let item):
      return "Cannot activate '\(constraint)': '\(item)' is not in the engine's view tree. "
        + "Add it to a view of the tree first."
    case .mixedDirectionalAttributes(let constraint):
      return "Cannot activate '\(constraint)': it relates 'leading'/'trailing' to 'left'/'right'. "
        + "Use one pair on both sides."
    }
  }
}
