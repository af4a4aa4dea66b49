extension View {
  /// The target size for the smallest size a view's content allows: zero on each axis, as
  /// UIKit's `layoutFittingCompressedSize`.
  public static let layoutFittingCompressedSize = Size(width: 0, height: 0)

  /// The target size for the largest size a view's content allows, as UIKit's
  /// `layoutFittingExpandedSize`: 10⁷ points on each axis (a content that nothing holds back
  /// grows to it).
  public static let layoutFittingExpandedSize = Size(width: 10_000_000, height: 10_000_000)

  /// The size of this view's subtree that fits `target` best, with both fitting priorities at
  /// ``LayoutPriority/fittingSizeLevel``, as UIKit's `systemLayoutSizeFitting(_:)`.
  ///
  /// See ``systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)``.
  public func systemLayoutSizeFitting(_ target: Size) -> Size {
    systemLayoutSizeFitting(
      target, withHorizontalFittingPriority: .fittingSizeLevel,
      verticalFittingPriority: .fittingSizeLevel)
  }

  /// The size of this view's subtree that fits `target` best with the given priorities, as
  /// UIKit's `systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)`:
  /// the size a table cell or a dialog needs for its content.
  ///
  /// ```swift
  /// // A cell 320 points wide, as short as its rows and margins allow.
  /// let size = cell.systemLayoutSizeFitting(
  ///   Size(width: 320, height: 0), withHorizontalFittingPriority: .required,
  ///   verticalFittingPriority: .fittingSizeLevel)
  /// ```
  ///
  /// The engine solves the view's own subtree — the view, its descendants and their guides,
  /// with the constraints among them — and asks for `width == target.width` at the horizontal
  /// priority and `height == target.height` at the vertical one. Constraints between the
  /// subtree and anything outside it do not count, as in UIKit (a cell pinned to its table
  /// is measured on its own); for the root, neither does ``LayoutEngine/rootSize``. With
  /// ``LayoutPriority/fittingSizeLevel`` (50) on an axis, the content decides: it is as close to
  /// the target as its hugging (250 by default) and compression resistance (750) let it be.
  /// With ``LayoutPriority/required``, the target wins over everything optional; a required
  /// target that contradicts the subtree's required constraints is asked for at 999 instead,
  /// so the content wins and the result is the size it requires (where UIKit would log the
  /// conflict and break a constraint).
  ///
  /// Nothing changes: the frames, constraints and diagnostics are the same afterwards. The
  /// engine saves its solver, makes the changes above, publishes the values through its
  /// normal update path, reads the size, and restores the solver. A constraint of the subtree
  /// that the layout had to break because of one outside it (a cell's required width against
  /// its table's) counts when it holds in the subtree alone.
  ///
  /// - Parameters:
  ///   - target: the size wanted; ``layoutFittingCompressedSize`` for the smallest,
  ///     ``layoutFittingExpandedSize`` for the largest.
  ///   - horizontalFittingPriority: how strongly the width should be the target's.
  ///   - verticalFittingPriority: how strongly the height should be the target's.
  /// - Returns: the view's size, exact (not snapped to pixels).
  /// - Precondition: the view is in an engine's tree, the target is finite and within the
  ///   solver's range, and both priorities are within 1…1000.
  public func systemLayoutSizeFitting(
    _ target: Size, withHorizontalFittingPriority horizontalFittingPriority: LayoutPriority,
    verticalFittingPriority: LayoutPriority
  ) -> Size {
    guard let engine else {
      preconditionFailure("'\(displayName)' must be in an engine's tree to be measured")
    }
    return engine.fittingSize(
      of: self, target: target, priorities: (horizontalFittingPriority, verticalFittingPriority))
  }
}
