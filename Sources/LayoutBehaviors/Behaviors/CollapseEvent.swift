/// An event for a ``Collapsible``: collapse it, show it, or do whichever it is not.
///
/// The raw value is the event's name in layout files (`collapse`, `show`, `toggle`).
///
/// ```swift
/// sidebar.apply(.toggle)   // collapses a shown sidebar, shows a collapsed one
/// ```
public enum CollapseEvent: String, Hashable, Sendable, CaseIterable {
  /// Collapse the view; nothing happens if it is collapsed already.
  case collapse
  /// Show the view (collapsing the other members of its exclusive group).
  case show
  /// Show the view if it is collapsed, collapse it otherwise.
  case toggle
}
