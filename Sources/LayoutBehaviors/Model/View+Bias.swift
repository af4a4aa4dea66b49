extension View {
  /// Places this view between two x-axis anchors with a bias, as ConstraintLayout's
  /// `layout_constraintHorizontal_bias`: its leading edge is at
  /// `leading + bias × (trailing − leading − width)`.
  ///
  /// ```swift
  /// // A 100-point button in a 375-point root, 30 % of the way across the free space:
  /// // 0.3 × (375 − 100) = 82.5.
  /// button.centerBetween(leading: root.leadingAnchor, trailing: root.trailingAnchor, bias: 0.3)
  /// ```
  ///
  /// Two spacer guides, added to the superview, fill the space on either side, and their widths
  /// are in the ratio `bias : (1 − bias)` (a bias of 0 or 1 makes one spacer exactly zero wide).
  /// The view's width comes from its other constraints or intrinsic size; when it is wider than
  /// the space, the spacers are negative in the same ratio and it overflows on both sides, as
  /// in ConstraintLayout. The bias counts from the first anchor: with `leading` and `trailing`
  /// anchors it counts from the leading edge, mirrored under a right-to-left layout; with
  /// `left` and `right` anchors (either one makes the spacers use `left` and `right`), from the
  /// left whatever the direction.
  ///
  /// The constraints are required and named `bias(<view>).horizontal.start`, `.startEdge`,
  /// `.endEdge`, `.end` and `.ratio` in every diagnostic. They are active when the items are in
  /// an engine's tree; otherwise activate ``BiasedPlacement/constraints`` once they are.
  ///
  /// - Parameters:
  ///   - leading: the anchor the free space starts at.
  ///   - trailing: the anchor the free space ends at.
  ///   - bias: from 0 (against `leading`) to 1 (against `trailing`); 0.5 centers the view.
  /// - Returns: the spacers and constraints made.
  /// - Precondition: this view has a superview, `bias` is finite and within 0…1, and the
  ///   anchors do not mix `leading`/`trailing` with `left`/`right`.
  @discardableResult
  public func centerBetween(
    leading: XAxisAnchor, trailing: XAxisAnchor, bias: Double
  ) -> BiasedPlacement {
    let absolute =
      leading.attribute.isAbsoluteHorizontalEdge
      || trailing.attribute.isAbsoluteHorizontalEdge
    return placeBetween(
      leading, trailing, bias: bias, axis: .horizontal,
      edges: absolute ? (.left, .right) : (.leading, .trailing))
  }

  /// Places this view between two y-axis anchors with a bias, as ConstraintLayout's
  /// `layout_constraintVertical_bias`: its top edge is at `top + bias × (bottom − top − height)`.
  ///
  /// See ``centerBetween(leading:trailing:bias:)``; the constraints are named
  /// `bias(<view>).vertical.start` and so on.
  ///
  /// - Parameters:
  ///   - top: the anchor the free space starts at.
  ///   - bottom: the anchor the free space ends at.
  ///   - bias: from 0 (against `top`) to 1 (against `bottom`); 0.5 centers the view.
  /// - Returns: the spacers and constraints made.
  /// - Precondition: this view has a superview, and `bias` is finite and within 0…1.
  @discardableResult
  public func centerBetween(top: YAxisAnchor, bottom: YAxisAnchor, bias: Double) -> BiasedPlacement
  {
    placeBetween(top, bottom, bias: bias, axis: .vertical, edges: (.top, .bottom))
  }

  /// The shared work of both axes: the spacers, chained start anchor → start spacer → view →
  /// end spacer → end anchor, with the spacers' sizes in the ratio `bias : (1 − bias)`.
  private func placeBetween<Kind: LayoutPositionKind>(
    _ start: LayoutAnchor<Kind>, _ end: LayoutAnchor<Kind>, bias: Double,
    axis: LayoutConstraintAxis, edges: (start: LayoutAttribute, end: LayoutAttribute)
  ) -> BiasedPlacement {
    precondition(
      bias.isFinite && bias >= 0 && bias <= 1, "A bias must be within 0...1, not \(bias)")
    precondition(
      !mixesDirectionalFamilies(start.attribute, end.attribute),
      "A bias cannot be between '\(start)' and '\(end)': leading and trailing do not mix with "
        + "left and right")
    guard let superview else {
      preconditionFailure("'\(displayName)' needs a superview to hold the bias spacers")
    }
    let name = "bias(\(identifier)).\(axis.rawValue)"
    let startSpacer = LayoutGuide("\(name).startSpacer")
    let endSpacer = LayoutGuide("\(name).endSpacer")
    superview.addLayoutGuide(startSpacer)
    superview.addLayoutGuide(endSpacer)
    func anchor(_ item: LayoutItem, _ attribute: LayoutAttribute) -> LayoutAnchor<Kind> {
      LayoutAnchor(item: item, attribute: attribute)
    }
    func named(_ constraint: LayoutConstraint, _ role: String) -> LayoutConstraint {
      constraint.identifier = "\(name).\(role)"
      return constraint
    }
    let dimension = axis.dimension
    let startSize = DimensionAnchor(item: startSpacer, attribute: dimension)
    let endSize = DimensionAnchor(item: endSpacer, attribute: dimension)
    // The smaller spacer is a fraction (at most 1) of the larger: no multiplier grows without
    // bound as the bias nears 0 or 1, and 0 and 1 are exact (a zero size, no zero multiplier).
    let ratio: LayoutConstraint
    if bias == 0 {
      ratio = startSize.constraint(equalToConstant: 0)
    } else if bias == 1 {
      ratio = endSize.constraint(equalToConstant: 0)
    } else if bias <= 0.5 {
      ratio = startSize.constraint(equalTo: endSize, multiplier: bias / (1 - bias))
    } else {
      ratio = endSize.constraint(equalTo: startSize, multiplier: (1 - bias) / bias)
    }
    var constraints = [
      named(anchor(startSpacer, edges.start).constraint(equalTo: start), "start"),
      named(
        anchor(self, edges.start).constraint(equalTo: anchor(startSpacer, edges.end)), "startEdge"),
      named(anchor(endSpacer, edges.start).constraint(equalTo: anchor(self, edges.end)), "endEdge"),
      named(anchor(endSpacer, edges.end).constraint(equalTo: end), "end"),
      named(ratio, "ratio"),
    ]
    // The spacers span the view across the axis, so that nothing about them is ambiguous.
    let cross: (position: LayoutAttribute, size: LayoutAttribute) =
      axis == .horizontal ? (.top, .height) : (.leading, .width)
    for (spacer, role) in [(startSpacer, "startSpacer"), (endSpacer, "endSpacer")] {
      constraints.append(
        named(
          LayoutConstraint(
            firstItem: spacer, firstAttribute: cross.position, relation: .equal, secondItem: self,
            secondAttribute: cross.position, multiplier: 1, constant: 0),
          "\(role).\(cross.position.rawValue)"))
      constraints.append(
        named(
          LayoutConstraint(
            firstItem: spacer, firstAttribute: cross.size, relation: .equal, secondItem: self,
            secondAttribute: cross.size, multiplier: 1, constant: 0),
          "\(role).\(cross.size.rawValue)"))
    }
    LayoutConstraint.activate(constraints)
    return BiasedPlacement(
      view: self, axis: axis, bias: bias, startSpacer: startSpacer, endSpacer: endSpacer,
      constraints: constraints)
  }
}
