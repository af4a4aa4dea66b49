// The anchors are taken `consuming`: a constraint keeps its anchors' items, so an anchor made
// for the call (as `view.topAnchor` is) hands its reference over, instead of the constraint
// retaining the item and the caller releasing the anchor (60,000 of each for a 10,000-view grid).
extension LayoutAnchor where Kind: LayoutPositionKind {
  /// A required constraint `self == anchor + constant`, inactive until activated.
  ///
  /// ```swift
  /// content.topAnchor.constraint(equalTo: header.bottomAnchor, constant: 8).isActive = true
  /// ```
  ///
  /// - Parameters:
  ///   - anchor: a position anchor of the same axis.
  ///   - constant: the offset added to `anchor`; positive is right or down (toward trailing for
  ///     `leading`/`trailing` constraints).
  /// - Returns: a new, inactive constraint with priority ``LayoutPriority/required``.
  /// - Precondition: `constant` is finite.
  public consuming func constraint(
    equalTo anchor: consuming LayoutAnchor<Kind>, constant: Double = 0
  ) -> LayoutConstraint {
    LayoutConstraint(self, .equal, anchor, multiplier: 1, constant: constant)
  }

  /// A required constraint `self >= anchor + constant`, inactive until activated.
  ///
  /// - Precondition: `constant` is finite.
  public consuming func constraint(
    greaterThanOrEqualTo anchor: consuming LayoutAnchor<Kind>, constant: Double = 0
  ) -> LayoutConstraint {
    LayoutConstraint(self, .greaterThanOrEqual, anchor, multiplier: 1, constant: constant)
  }

  /// A required constraint `self <= anchor + constant`, inactive until activated.
  ///
  /// - Precondition: `constant` is finite.
  public consuming func constraint(
    lessThanOrEqualTo anchor: consuming LayoutAnchor<Kind>, constant: Double = 0
  ) -> LayoutConstraint {
    LayoutConstraint(self, .lessThanOrEqual, anchor, multiplier: 1, constant: constant)
  }
}

extension LayoutAnchor where Kind == LayoutDimension {
  /// A required constraint `self == multiplier × anchor + constant`, inactive until activated.
  ///
  /// ```swift
  /// photo.heightAnchor.constraint(equalTo: photo.widthAnchor, multiplier: 9.0 / 16)
  /// sidebar.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 0.3)
  /// ```
  ///
  /// - Precondition: `multiplier` and `constant` are finite.
  public consuming func constraint(
    equalTo anchor: consuming DimensionAnchor, multiplier: Double = 1, constant: Double = 0
  ) -> LayoutConstraint {
    LayoutConstraint(self, .equal, anchor, multiplier: multiplier, constant: constant)
  }

  /// A required constraint `self >= multiplier × anchor + constant`, inactive until activated.
  ///
  /// - Precondition: `multiplier` and `constant` are finite.
  public consuming func constraint(
    greaterThanOrEqualTo anchor: consuming DimensionAnchor, multiplier: Double = 1,
    constant: Double = 0
  ) -> LayoutConstraint {
    LayoutConstraint(self, .greaterThanOrEqual, anchor, multiplier: multiplier, constant: constant)
  }

  /// A required constraint `self <= multiplier × anchor + constant`, inactive until activated.
  ///
  /// - Precondition: `multiplier` and `constant` are finite.
  public consuming func constraint(
    lessThanOrEqualTo anchor: consuming DimensionAnchor, multiplier: Double = 1,
    constant: Double = 0
  ) -> LayoutConstraint {
    LayoutConstraint(self, .lessThanOrEqual, anchor, multiplier: multiplier, constant: constant)
  }

  /// A required constraint `self == constant`, inactive until activated.
  ///
  /// ```swift
  /// header.heightAnchor.constraint(equalToConstant: 56)
  /// ```
  ///
  /// - Precondition: `constant` is finite.
  public consuming func constraint(equalToConstant constant: Double) -> LayoutConstraint {
    LayoutConstraint(self, .equal, constant: constant)
  }

  /// A required constraint `self >= constant`, inactive until activated.
  ///
  /// - Precondition: `constant` is finite.
  public consuming func constraint(greaterThanOrEqualToConstant constant: Double)
    -> LayoutConstraint
  {
    LayoutConstraint(self, .greaterThanOrEqual, constant: constant)
  }

  /// A required constraint `self <= constant`, inactive until activated.
  ///
  /// - Precondition: `constant` is finite.
  public consuming func constraint(lessThanOrEqualToConstant constant: Double) -> LayoutConstraint {
    LayoutConstraint(self, .lessThanOrEqual, constant: constant)
  }
}
