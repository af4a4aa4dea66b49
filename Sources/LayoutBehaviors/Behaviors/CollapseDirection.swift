/// Where a collapsible view goes when it collapses.
///
/// The four edges slide the view off that edge by its solved size (less the peek); the two
/// dimensions shrink it to the peek. The raw value is the name used in layout files.
///
/// **Right to left.** ``leading`` and ``trailing`` are semantic: in a right-to-left layout the
/// leading edge is the right one, so a leading collapse slides the view off to the right. With a
/// constraint on `leading`/`trailing` anchors the constant is the same in both directions (the
/// engine mirrors those constraints); with a constraint on `left`, `right` or `centerX` the
/// behavior flips the sign itself under right to left.
public enum CollapseDirection: String, Hashable, Sendable, CaseIterable {
  /// Slide off the leading edge (left in left-to-right layouts, right in right-to-left ones).
  case leading
  /// Slide off the trailing edge (right in left-to-right layouts, left in right-to-left ones).
  case trailing
  /// Slide off the top edge.
  case top
  /// Slide off the bottom edge.
  case bottom
  /// Shrink the width to the peek.
  case width
  /// Shrink the height to the peek.
  case height

  /// Whether `view` can collapse in this direction through `constraint`.
  ///
  /// The attribute on the constraint's moving side (the side of `view`, see the sign rule in
  /// ``Collapsible``) must fit the direction: a horizontal position (`leading`, `trailing`,
  /// `left`, `right`, `centerX`) for ``leading`` and ``trailing``, a vertical one (`top`,
  /// `bottom`, `centerY`) for ``top`` and ``bottom``, `width` for ``width`` and `height` for
  /// ``height``. Collapsing through a constraint that does not fit does nothing.
  ///
  /// Layout-file validators use this to report a mismatch before any event runs.
  public func canCollapse(_ view: View, along constraint: LayoutConstraint) -> Bool {
    let side = constraint.movingSide { $0.isInside(view) }
    let attribute = constraint.attribute(on: side)
    switch self {
    case .leading, .trailing: return attribute.axis == .horizontal
    case .top, .bottom: return attribute.axis == .vertical
    case .width: return attribute == .width
    case .height: return attribute == .height
    }
  }
}
