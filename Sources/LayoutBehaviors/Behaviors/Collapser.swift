/// A ready-made ``Collapsible``: a view and the constraint it collapses onto, for code that has
/// no view type of its own to conform (the command-line tool, tests, scripts).
///
/// ```swift
/// let sidebar = Collapser(view: sidebarView, constraint: sidebarLeading, direction: .leading)
/// sidebar.collapse()
/// ```
public final class Collapser: Collapsible {
  /// The view that collapses.
  public let collapsibleView: View
  /// The behavior's state.
  public var collapsibleState: CollapsibleState

  /// Creates a shown collapsible view.
  ///
  /// - Parameters:
  ///   - view: the view that collapses.
  ///   - constraint: the constraint to collapse onto, or `nil` (an arranged view of a
  ///     ``StackLayout`` then collapses by hiding, and starts collapsed if it is hidden).
  ///   - direction: where the view goes; ``CollapseDirection/leading`` by default.
  ///   - peek: the points that stay visible, 0 or more; 0 by default.
  ///   - animation: the animation; 0.3 s ease-in-out by default.
  public init(
    view: View, constraint: LayoutConstraint?, direction: CollapseDirection = .leading,
    peek: Double = 0, animation: Animation = CollapsibleState.defaultAnimation
  ) {
    collapsibleView = view
    collapsibleState = CollapsibleState(
      constraint: constraint, direction: direction, peek: peek, animation: animation)
    // An arranged view that is hidden already starts collapsed (it collapses by hiding).
    if isHidingInStack && view.isHidden { collapsibleState.isCollapsed = true }
  }
}
