/// Where a view is in a pile: which metric places it.
///
/// The raw value is the position's name in callbacks and reports.
public enum PilePosition: String, Hashable, Sendable, CaseIterable {
  /// Where a pushed view comes from, and where a popped view goes: the leading metric.
  case leading
  /// The top of the pile, shown: the active metric.
  case active
  /// Where the old top goes when a view is pushed over it, and where it comes back from when
  /// that view is popped: the trailing metric.
  case trailing
}
