/// The direction in which a layout flows horizontally; it decides what `leading` and `trailing` mean.
public enum LayoutDirection: String, Sendable, CaseIterable {
  /// Left to right: leading is the left edge (English, most languages). The file name is `ltr`.
  case leftToRight = "ltr"
  /// Right to left: leading is the right edge (Arabic, Hebrew). The file name is `rtl`.
  case rightToLeft = "rtl"
}
