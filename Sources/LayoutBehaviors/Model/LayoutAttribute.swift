/// The axis a layout attribute belongs to.
///
/// Anchors of different axes can never be related to each other: a horizontal position
/// cannot equal a vertical one, and a position cannot equal a size.
public enum LayoutAxis: String, Sendable, CaseIterable {
  /// Horizontal positions: `leading`, `trailing`, `left`, `right`, `centerX`.
  case horizontal
  /// Vertical positions: `top`, `bottom`, `centerY`, `firstBaseline`, `lastBaseline`.
  case vertical
  /// Sizes: `width`, `height`.
  case dimension
}

/// A geometric attribute of a view or layout guide, as in Auto Layout's `NSLayoutConstraint.Attribute`.
///
/// The raw value is the name used in layout files and diagnostics (`leading`, `centerX`, …).
public enum LayoutAttribute: String, Sendable, CaseIterable {
  /// The leading edge: the left edge in a left-to-right layout, the right edge in a right-to-left one.
  case leading
  /// The trailing edge: the right edge in a left-to-right layout, the left edge in a right-to-left one.
  case trailing
  /// The left edge, whatever the layout direction.
  case left
  /// The right edge, whatever the layout direction.
  case right
  /// The horizontal center.
  case centerX
  /// The top edge.
  case top
  /// The bottom edge.
  case bottom
  /// The vertical center.
  case centerY
  /// The width.
  case width
  /// The height.
  case height
  /// The baseline of the first line of the view's content (see ``View/firstBaselineAnchor``):
  /// the bottom edge for a view without baselines.
  case firstBaseline
  /// The baseline of the last line of the view's content (see ``View/lastBaselineAnchor``): the
  /// bottom edge for a view without baselines.
  case lastBaseline

  /// The axis this attribute belongs to.
  public var axis: LayoutAxis {
    switch self {
    case .leading, .trailing, .left, .right, .centerX: return .horizontal
    case .top, .bottom, .centerY, .firstBaseline, .lastBaseline: return .vertical
    case .width, .height: return .dimension
    }
  }
}
