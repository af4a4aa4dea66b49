extension LayoutScene {
  /// A scene's constraints by id: those whose id is written in the file, filed when the scene is
  /// built, and those of format strings' parts (`row H:[cancel]-[ok]`), filed the first time an
  /// id is looked up that is not written in the file.
  struct ConstraintsByID {
    /// The constraints with an id written in the file.
    let written: IdentifierMap<LayoutConstraint>
    /// The constraints of format strings' parts.
    let parts: FormatPartConstraints

    /// The constraint with the given id.
    subscript(id: String) -> LayoutConstraint? {
      written[id] ?? parts[id]
    }
  }

  /// The constraints of a scene's format strings, by id once one is looked up.
  final class FormatPartConstraints {
    private let constraints: [LayoutConstraint]
    private var byID: IdentifierMap<LayoutConstraint>? = nil

    /// Files the given constraints, each named by its part, when an id is first looked up.
    init(_ constraints: [LayoutConstraint]) {
      self.constraints = constraints
    }

    /// The constraint with the given id.
    subscript(id: String) -> LayoutConstraint? {
      guard !constraints.isEmpty else { return nil }
      if byID == nil {
        let constraints = constraints
        byID = IdentifierMap.byID(
          constraints, id: { constraints[$0].identifier ?? "" }, sharing: nil)
      }
      return byID?[id]
    }
  }
}
