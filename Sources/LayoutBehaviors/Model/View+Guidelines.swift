extension View {
  /// Adds a guide whose edge is a line at a fraction of this view's width or height, as
  /// ConstraintLayout's percent guidelines.
  ///
  /// The guide spans from this view's leading edge (a ``GuidelineOrientation/vertical`` line)
  /// or top edge (a ``GuidelineOrientation/horizontal`` one) to the line, across the whole view:
  /// **the line is the guide's `trailingAnchor`** (vertical) **or `bottomAnchor`** (horizontal),
  /// at `leading + fraction × width` or `top + fraction × height`. Constrain other views to it:
  ///
  /// ```swift
  /// let split = root.addGuideline(.vertical, at: 0.3, identifier: "split")
  /// LayoutConstraint.activate([
  ///   sidebar.trailingAnchor.constraint(equalTo: split.trailingAnchor),
  ///   content.leadingAnchor.constraint(equalTo: split.trailingAnchor, constant: 8),
  /// ])
  /// // In a 375-point root, the line is at 0.3 × 375 = 112.5.
  /// ```
  ///
  /// The fraction of a vertical guideline counts from the **leading** edge, as ConstraintLayout
  /// counts from `start`: under a right-to-left layout the line at 0.3 is 30 % of the width from
  /// the right edge. The guide follows the view when it moves or resizes.
  ///
  /// The four required constraints it is made of have readable identifiers, shown in every
  /// diagnostic: `guideline(<id>).position` (the guide's width or height is `fraction ×` the
  /// view's), `guideline(<id>).start` (the guide's leading or top edge is the view's), and
  /// `guideline(<id>).top` and `.height` (or `.leading` and `.width`) across the view. They are
  /// active when this view is in an engine's tree; otherwise activate them once it is
  /// (``LayoutEngine/constraints(involving:)`` lists them).
  ///
  /// - Parameters:
  ///   - orientation: which way the line runs.
  ///   - fraction: where the line is, from 0 (the leading or top edge) to 1 (the trailing or
  ///     bottom edge).
  ///   - identifier: the guide's identifier; by default `<view>.guideline<n>`, where *n* counts
  ///     this view's guides.
  /// - Returns: the guide, added to this view's ``layoutGuides``.
  /// - Precondition: `fraction` is finite and within 0…1.
  @discardableResult
  public func addGuideline(
    _ orientation: GuidelineOrientation, at fraction: Double, identifier: String? = nil
  ) -> LayoutGuide {
    precondition(
      fraction.isFinite && fraction >= 0 && fraction <= 1,
      "A guideline's fraction must be within 0...1, not \(fraction)")
    let guide = LayoutGuide(identifier ?? "\(self.identifier).guideline\(layoutGuides.count)")
    addLayoutGuide(guide)
    let name = "guideline(\(guide.identifier))"
    func named(_ constraint: LayoutConstraint, _ role: String) -> LayoutConstraint {
      constraint.identifier = "\(name).\(role)"
      return constraint
    }
    let constraints: [LayoutConstraint]
    switch orientation {
    case .vertical:
      constraints = [
        named(guide.leadingAnchor.constraint(equalTo: leadingAnchor), "start"),
        named(Self.fraction(fraction, of: widthAnchor, for: guide.widthAnchor), "position"),
        named(guide.topAnchor.constraint(equalTo: topAnchor), "top"),
        named(guide.heightAnchor.constraint(equalTo: heightAnchor), "height"),
      ]
    case .horizontal:
      constraints = [
        named(guide.topAnchor.constraint(equalTo: topAnchor), "start"),
        named(Self.fraction(fraction, of: heightAnchor, for: guide.heightAnchor), "position"),
        named(guide.leadingAnchor.constraint(equalTo: leadingAnchor), "leading"),
        named(guide.widthAnchor.constraint(equalTo: widthAnchor), "width"),
      ]
    }
    LayoutConstraint.activate(constraints)
    return guide
  }

  /// `dimension == fraction × whole`, written `dimension == 0` for a zero fraction so that no
  /// term has a zero coefficient.
  static func fraction(
    _ fraction: Double, of whole: DimensionAnchor, for dimension: DimensionAnchor
  ) -> LayoutConstraint {
    fraction == 0
      ? dimension.constraint(equalToConstant: 0)
      : dimension.constraint(equalTo: whole, multiplier: fraction)
  }
}
