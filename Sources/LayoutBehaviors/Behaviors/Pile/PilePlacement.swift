/// The constraints that hold one view of a pile at a ``PileFrame``, and the layout guides they
/// need: what ``Pileable/pileConstraints(placing:at:)`` makes.
///
/// The pile activates the constraints when it places the view, and deactivates them (and removes
/// the guides from the pile view) when it places the view elsewhere or removes it.
public struct PilePlacement {
  /// The constraints, not yet active when returned by
  /// ``Pileable/pileConstraints(placing:at:)``.
  public var constraints: [LayoutConstraint]
  /// The free-standing guides the constraints use, already added to the pile view.
  public var guides: [LayoutGuide]

  /// Creates a placement.
  public init(constraints: [LayoutConstraint], guides: [LayoutGuide] = []) {
    self.constraints = constraints
    self.guides = guides
  }
}
