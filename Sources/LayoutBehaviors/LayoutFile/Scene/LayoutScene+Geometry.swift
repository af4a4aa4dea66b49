extension LayoutScene {
  /// Where a constraint the scene generated (for a percent guide or a bias) comes from: the
  /// declaration's place and what it is, for diagnostics.
  struct GeneratedSite {
    var location: TextLocation?
    var path: JSONPath?
    /// What made the constraint, as messages say it: `the horizontal bias of 'button'`.
    var source: String
  }

  /// Places `view` as a bias declaration says (see ``View/centerBetween(leading:trailing:bias:)``),
  /// or returns `nil` when the declaration does not resolve or does not fit (only possible in a
  /// document made by hand).
  static func place(
    _ view: View, with bias: BiasDeclaration, root: View, views: IdentifierMap<View>,
    guides: IdentifierMap<LayoutGuide>
  ) -> BiasedPlacement? {
    func item(_ reference: ItemReference) -> LayoutItem? {
      resolve(reference, root: root, views: views) { guides[$0] }
    }
    guard bias.value >= 0, bias.value <= 1, let start = item(bias.start.item),
      let end = item(bias.end.item),
      !mixesDirectionalFamilies(bias.start.attribute, bias.end.attribute)
    else { return nil }
    switch (bias.axis, bias.start.attribute.axis, bias.end.attribute.axis) {
    case (.horizontal, .horizontal, .horizontal):
      return view.centerBetween(
        leading: XAxisAnchor(item: start, attribute: bias.start.attribute),
        trailing: XAxisAnchor(item: end, attribute: bias.end.attribute), bias: bias.value)
    case (.vertical, .vertical, .vertical):
      return view.centerBetween(
        top: YAxisAnchor(item: start, attribute: bias.start.attribute),
        bottom: YAxisAnchor(item: end, attribute: bias.end.attribute), bias: bias.value)
    default:
      return nil
    }
  }
}
