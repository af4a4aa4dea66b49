/// A scene's size-class variations, applied for the size classes it is laid out in.
extension InterfaceBuilderScene {
  /// The scene as laid out in `traits` on an iPad (`isPad`) or an iPhone (`nil` for an
  /// unknown device): each view and constraint with the variations that apply.
  ///
  /// Of the variations that apply, the most specific decides (the one with more conditions;
  /// among equals, the one written last):
  /// - a constraint or subview is installed unless `default` excludes it, or a variation that
  ///   applies excludes it; a variation that applies and includes it installs it again;
  /// - a constraint's `constant`, a view's `hidden` (and `fixedFrame`, the `misplaced` and
  ///   `ambiguous` flags of its stored frame), a stack view's `axis`, `distribution`,
  ///   `alignment`, `spacing` …, a view's stored frame and a label's font size are the
  ///   variation's where it sets them.
  ///
  /// Without traits (a document laid out on a device the catalog does not have, with no
  /// `--traits`), no variation applies: the `default` configuration is laid out.
  package func resolved(for traits: InterfaceBuilderTraits?, isPad: Bool?) -> Self {
    guard let traits, root.hasVariations else { return self }
    var scene = self
    scene.root = root.resolved(for: traits, isPad: isPad)
    return scene
  }
}

extension InterfaceBuilderView {
  /// Whether the view, a constraint it holds or a view inside it has a size-class variation
  /// other than `default`.
  var hasVariations: Bool {
    !variations.isEmpty || constraints.contains { !$0.variations.isEmpty }
      || subviews.contains { $0.hasVariations }
  }

  /// The view, its constraints and its subviews with the variations that apply in `traits`.
  func resolved(for traits: InterfaceBuilderTraits, isPad: Bool?) -> Self {
    var view = self
    for variation in InterfaceBuilderVariation.applying(variations, in: traits, isPad: isPad) {
      if let frame = variation.frame {
        view.frame = frame
        view.hasStoredFrame = true
      }
      if let size = variation.pointSize { view.text?.pointSize = size }
      for mask in variation.masks {
        view.excluded.removeAll { $0 == mask.id }
        if !mask.isIncluded { view.excluded.append(mask.id) }
      }
      for attribute in variation.attributes {
        switch attribute.name {
        case "hidden": view.isHidden = attribute.value == "YES"
        case "misplaced": view.isMisplaced = attribute.value == "YES"
        case "ambiguous": view.isAmbiguous = attribute.value == "YES"
        case "fixedFrame": if attribute.value == "YES" { view.translatesAutoresizingMask = true }
        default:
          // A stack view's attribute: the variation's value in place of the element's.
          view.stackAttributes.removeAll { $0.name == attribute.name }
          view.stackAttributes.append(attribute)
        }
      }
    }
    guard hasVariations else { return view }
    view.constraints = constraints.map { constraint in
      var constraint = constraint
      let applying = InterfaceBuilderVariation.applying(
        constraint.variations, in: traits, isPad: isPad)
      for variation in applying {
        if let constant = variation.constant { constraint.constant = constant }
      }
      return constraint
    }
    view.subviews = subviews.map { $0.resolved(for: traits, isPad: isPad) }
    return view
  }
}
