/// The first and last baselines of a view's content, as distances from the content's top edge.
///
/// A text of one line has equal baselines; a text of three lines of height 20 with an ascent of
/// 16 has its first baseline at 16 and its last at 56. ``MeasuredContent/baselines(for:)``
/// answers them; ``View/firstBaselineAnchor`` and ``View/lastBaselineAnchor`` position them.
public struct Baselines: Hashable, Sendable {
  /// The baseline of the first line, from the top of the content.
  public var first: Double
  /// The baseline of the last line, from the top of the content.
  public var last: Double

  /// Creates baselines from their distances to the top of the content.
  public init(first: Double, last: Double) {
    self.first = first
    self.last = last
  }
}
