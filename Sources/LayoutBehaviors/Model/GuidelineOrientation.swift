/// Which way a guideline runs, as ConstraintLayout's `android:orientation` of a `Guideline`.
///
/// A ``vertical`` guideline is a vertical line at a fraction of its owner's width; a
/// ``horizontal`` one is a horizontal line at a fraction of its owner's height. See
/// ``View/addGuideline(_:at:identifier:)``.
public enum GuidelineOrientation: String, Sendable, CaseIterable {
  /// A vertical line: its position is a fraction of the owner's width, from the leading edge.
  case vertical
  /// A horizontal line: its position is a fraction of the owner's height, from the top edge.
  case horizontal
}
