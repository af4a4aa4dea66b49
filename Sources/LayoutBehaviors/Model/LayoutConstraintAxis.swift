/// The horizontal or vertical axis of a view, as UIKit's `NSLayoutConstraint.Axis`.
///
/// Content hugging and compression resistance are set per axis: the horizontal axis governs a
/// view's width, the vertical axis its height.
///
/// ```swift
/// label.setContentHuggingPriority(.defaultHigh, for: .horizontal)
/// ```
public enum LayoutConstraintAxis: String, Sendable, CaseIterable {
  /// The horizontal axis: x positions and widths.
  case horizontal
  /// The vertical axis: y positions and heights.
  case vertical

  /// The dimension attribute this axis sizes: `width` or `height`.
  public var dimension: LayoutAttribute {
    switch self {
    case .horizontal: return .width
    case .vertical: return .height
    }
  }
}
