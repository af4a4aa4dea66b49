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

    /// ``leading``, by the name UIKit uses for a horizontal stack.
    public static let top = Alignment.leading
    /// ``trailing``, by the name UIKit uses for a horizontal stack.
    public static let bottom = Alignment.trailing
  }
}
