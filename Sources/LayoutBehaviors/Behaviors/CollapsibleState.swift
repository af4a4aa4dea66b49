/// What a ``Collapsible`` conformer stores: the constraint it collapses onto and how, and
/// whether it is collapsed.
///
/// A conformer declares one stored property of this type. Its settings (``constraint``,
/// ``direction``, ``peek``, ``animation``) can be changed at any time; its status
/// (``isCollapsed``, ``restConstant``, ``group``) is maintained by the behavior.
///
/// ```swift
/// final class Sidebar: Collapsible {
///   let collapsibleView: View
///   var collapsibleState: CollapsibleState
///
///   init(view: View, leading: LayoutConstraint) {
///     collapsibleView = view
///     collapsibleState = CollapsibleState(constraint: leading, direction: .leading, peek: 40)
///   }
/// }
/// ```
public struct CollapsibleState {
  /// The constraint whose constant collapses the view, or `nil`: an arranged view of a
  /// ``StackLayout`` then collapses by hiding; any other view cannot collapse (collapsing it
  /// does nothing and it never reports being collapsed).
  public var constraint: LayoutConstraint?
  /// Where the view goes when it collapses; ``CollapseDirection/leading`` by default.
  public var direction: CollapseDirection
  /// How many points of the view stay visible when collapsed, 0 or more; 0 by default (the
  /// `Sidebar` example keeps a 40-point strip visible).
  public var peek: Double
  /// The animation of collapsing and showing: 0.3 s ease-in-out by default
  /// (``defaultAnimation``), UIKit's default curve for a 0.3-second `animate(withDuration:)`.
  public var animation: Animation

  /// Whether the view is collapsed: set by collapsing, cleared by showing. Never inferred from
  /// a constant.
  public internal(set) var isCollapsed = false
  /// The constant the constraint had when the view collapsed, which showing restores; `nil`
  /// while the view is shown.
  public internal(set) var restConstant: Double?
  /// The exclusive group the view belongs to, if any; join one with
  /// ``CollapsibleGroup/add(_:)``.
  public internal(set) var group: CollapsibleGroup?
  /// The constraint that was collapsed (the one showing restores), while collapsed.
  var collapsedConstraint: LayoutConstraint?

  /// The default animation of collapsing and showing: 0.3 s, ease-in-out.
  ///
  /// UIKit's default curve for a 0.3-second `animate(withDuration:)`, the duration collapsing
  /// panels use.
  public static let defaultAnimation = Animation(duration: 0.3, curve: .easeInOut)

  /// Creates the state of a shown view.
  ///
  /// - Parameters:
  ///   - constraint: the constraint to collapse onto, or `nil`.
  ///   - direction: where the view goes; ``CollapseDirection/leading`` by default.
  ///   - peek: the points that stay visible, 0 or more; 0 by default.
  ///   - animation: the animation; ``defaultAnimation`` by default.
  /// - Precondition: `peek` is finite and not negative.
  public init(
    constraint: LayoutConstraint?, direction: CollapseDirection = .leading, peek: Double = 0,
    animation: Animation = Self.defaultAnimation
  ) {
    precondition(peek.isFinite && peek >= 0, "A peek must be 0 or more, not \(peek)")
    self.constraint = constraint
    self.direction = direction
    self.peek = peek
    self.animation = animation
  }
}
