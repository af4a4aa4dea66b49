extension StackLayout {
  /// How a stack places its arranged views across its axis, as UIKit's `UIStackView.Alignment`.
  ///
  /// `top` and `bottom` are the names of ``leading`` and ``trailing`` for a horizontal stack,
  /// as in UIKit. The raw value is the name in layout files.
  public enum Alignment: String, Sendable, CaseIterable {
    /// Every view spans the stack across its axis.
    case fill
    /// Every view keeps its own size across the axis, aligned with the stack's leading edge (a
    /// vertical stack) or top edge (a horizontal stack).
    case leading
    /// Every view keeps its own size across the axis, centered in the stack.
    case center
    /// Every view keeps its own size across the axis, aligned with the stack's trailing edge (a
    /// vertical stack) or bottom edge (a horizontal stack).
    case trailing
    /// A horizontal stack's views keep their heights and share their first baseline
    /// (``View/firstBaselineAnchor``), the group as high in the stack as its views allow. A
    /// vertical stack has no baselines to align across its axis and reads this as ``fill``.
    case firstBaseline
    /// A horizontal stack's views keep their heights and share their last baseline
    /// (``View/lastBaselineAnchor``), the group as high in the stack as its views allow. A
    /// vertical stack reads this as ``fill``.
    case lastBaseline

    /// ``leading``, by the name UIKit uses for a horizontal stack.
    public static let top = Alignment.leading
    /// ``trailing``, by the name UIKit uses for a horizontal stack.
    public static let bottom = Alignment.trailing

    /// The baseline the alignment shares, or `nil` for the edge and center alignments.
    var baseline: LayoutAttribute? {
      switch self {
      case .firstBaseline: return .firstBaseline
      case .lastBaseline: return .lastBaseline
      case .fill, .leading, .center, .trailing: return nil
      }
    }
  }
}
