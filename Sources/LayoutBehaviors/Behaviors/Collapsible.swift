/// A view that collapses onto one constraint: it slides off an edge, or shrinks, by changing
/// that constraint's constant.
///
/// The protocol-oriented form of the chsmc.org `Collapsible`: a type names the view and stores a
/// ``CollapsibleState`` with the constraint, the direction and the peek, and gains
/// ``collapse()``, ``show()``, ``toggle()`` and ``isCollapsed`` from the default implementations
/// below. Every step is a requirement, so a conformer can replace any one of them (for example
/// ``collapsedConstant(for:restConstant:viewSize:)``) and the defaults call its version.
///
/// ```swift
/// final class Sidebar: Collapsible {
///   let collapsibleView: View
///   var collapsibleState: CollapsibleState
///   init(view: View, leading: LayoutConstraint) {
///     collapsibleView = view
///     collapsibleState = CollapsibleState(constraint: leading, direction: .leading)
///   }
/// }
///
/// let sidebar = Sidebar(view: sidebarView, leading: sidebarLeading)  // 300 wide, c = 0
/// sidebar.collapse()      // c = −300: the sidebar's minX is −300
/// sidebar.isCollapsed     // true
/// sidebar.show()          // c = 0 again
/// ```
///
/// **The distance.** Collapsing toward an edge moves the view until only the state's
/// ``CollapsibleState/peek`` of it is left past the edge, measured on its solved frame at the
/// moment of collapsing: a view flush with the edge moves by its width (leading, trailing) or
/// height (top, bottom) less the peek, and a view 8 points in from the edge 8 points more.
/// Collapsing a dimension shrinks it to the peek.
///
/// **The edge** is the container's edge when the constraint holds the view to a container (the
/// other item is an ancestor of the view or one of an ancestor's guides, such as the safe area;
/// or the root, for a constraint without a second item), and otherwise the line of the other
/// item's anchor: a view pinned to a sibling's trailing edge slides behind that edge.
///
/// **The sign.** The behavior finds which side of the constraint holds the view (the view
/// itself, one of its guides, or something inside it) and changes the constant so that side
/// moves toward the edge, whatever the order the constraint was written in:
/// `view.leading == container.leading + c` collapses to `c − 300`,
/// `container.leading == view.leading + c` to `c + 300`. When neither side (or both) holds the
/// view, the first item is taken to move.
///
/// **Showing** restores the constant the constraint had when the view collapsed, and collapses
/// the other members of the view's ``CollapsibleGroup`` in the same transition.
///
/// **In a stack.** An arranged view of a ``StackLayout`` whose state has no constraint collapses
/// by hiding, as UIKit's stack views animate `isHidden`: it leaves the stack's layout with its
/// spacing and its neighbors close the gap; showing it brings it back. The transition lists it
/// in ``Transition/hidingChanges``.
public protocol Collapsible: AnyObject {
  /// The behavior's stored state. Declare it as a stored property initialized with
  /// ``CollapsibleState/init(constraint:direction:peek:animation:)``.
  var collapsibleState: CollapsibleState { get set }

  /// The view that collapses: its solved size decides the distance, and it decides the sign.
  var collapsibleView: View { get }

  /// Whether the view is collapsed; by default the state's ``CollapsibleState/isCollapsed``.
  var isCollapsed: Bool { get }

  /// Collapses the view: sets the constraint's constant to
  /// ``collapsedConstant(for:restConstant:viewSize:)`` and remembers the constant it had.
  ///
  /// Does nothing when the view is collapsed already, when the state has no constraint, or when
  /// the constraint does not fit the direction (``CollapseDirection/canCollapse(_:along:)``).
  ///
  /// - Returns: the transition, with ``collapsibleAnimation(isCollapsing:)``. If the collapsed
  ///   constant would not be a finite number within 10¹⁵ (absurd magnitudes), nothing changes,
  ///   the view stays shown, and the transition lists the constant in ``Transition/refused``.
  @discardableResult
  func collapse() -> Transition

  /// Shows the view: restores the constant the constraint had before collapsing (through
  /// ``shownConstant(for:restConstant:)``), and collapses the other shown members of the view's
  /// group, all in one transition.
  ///
  /// - Returns: the transition, with ``collapsibleAnimation(isCollapsing:)``. If one of its
  ///   constants would not be a finite number within 10¹⁵, nothing changes, every state of the
  ///   group stays as it was, and the transition lists the constants in ``Transition/refused``.
  @discardableResult
  func show() -> Transition

  /// Shows the view if it is collapsed, collapses it otherwise.
  @discardableResult
  func toggle() -> Transition

  /// Applies a collapse event: ``collapse()``, ``show()`` or ``toggle()``.
  @discardableResult
  func apply(_ event: CollapseEvent) -> Transition

  /// The constant that collapses the view.
  ///
  /// The default moves the view's side of the constraint toward the state's direction until the
  /// peek is left past the edge (by the view's size along it less the peek when the view is
  /// flush with the edge; never backward), or, for ``CollapseDirection/width`` and
  /// ``CollapseDirection/height``, shrinks that size to the peek.
  ///
  /// - Parameters:
  ///   - constraint: the state's constraint.
  ///   - restConstant: its constant now, before collapsing.
  ///   - viewSize: the view's solved size now.
  func collapsedConstant(
    for constraint: LayoutConstraint, restConstant: Double, viewSize: Size
  ) -> Double

  /// The constant that shows the view again; by default `restConstant`, the constant the
  /// constraint had when the view collapsed.
  func shownConstant(for constraint: LayoutConstraint, restConstant: Double) -> Double

  /// The animation of a collapse (`isCollapsing`) or a show; by default the state's
  /// ``CollapsibleState/animation`` (0.3 s ease-in-out) for both.
  func collapsibleAnimation(isCollapsing: Bool) -> Animation
}

extension Collapsible {
  /// The state's ``CollapsibleState/isCollapsed``.
  public var isCollapsed: Bool { collapsibleState.isCollapsed }

  /// Collapses the view through ``collapsedConstant(for:restConstant:viewSize:)``, reading its
  /// solved size now; does nothing if it is collapsed, has no constraint, or the constraint does
  /// not fit the direction.
  @discardableResult
  public func collapse() -> Transition {
    let saved = collapsibleState
    var targets: [(constraint: LayoutConstraint, constant: Double)] = []
    var hiding: [(view: View, isHidden: Bool)] = []
    planCollapse(into: &targets, hiding: &hiding)
    let transition = Transition.changing(
      targets, hiding: hiding, in: collapsibleView.layoutEngine,
      animation: collapsibleAnimation(isCollapsing: true))
    // A refused change (a constant that would not be finite) leaves the state as it was.
    if !transition.refused.isEmpty { collapsibleState = saved }
    return transition
  }

  /// Collapses the other members of the group (each through its own steps, in the group's order)
  /// and restores this view's rest constant through ``shownConstant(for:restConstant:)``, in one
  /// transition with this view's animation.
  @discardableResult
  public func show() -> Transition {
    let members = collapsibleState.group?.members ?? []
    let saved = collapsibleState
    let savedMembers = members.map { $0.collapsibleState }
    var targets: [(constraint: LayoutConstraint, constant: Double)] = []
    var hiding: [(view: View, isHidden: Bool)] = []
    var shown = false
    for member in members {
      if member === self {
        planShow(into: &targets, hiding: &hiding)
        shown = true
      } else {
        member.planCollapse(into: &targets, hiding: &hiding)
      }
    }
    if !shown { planShow(into: &targets, hiding: &hiding) }
    let transition = Transition.changing(
      targets, hiding: hiding, in: collapsibleView.layoutEngine,
      animation: collapsibleAnimation(isCollapsing: false))
    // A refused change (a constant that would not be finite) leaves every state as it was.
    if !transition.refused.isEmpty {
      for (member, state) in zip(members, savedMembers) { member.collapsibleState = state }
      collapsibleState = saved
    }
    return transition
  }

  /// ``show()`` if ``isCollapsed``, ``collapse()`` otherwise.
  @discardableResult
  public func toggle() -> Transition {
    isCollapsed ? show() : collapse()
  }

  /// Calls ``collapse()``, ``show()`` or ``toggle()``.
  @discardableResult
  public func apply(_ event: CollapseEvent) -> Transition {
    switch event {
    case .collapse: return collapse()
    case .show: return show()
    case .toggle: return toggle()
    }
  }

  /// Moves the view's side of the constraint toward the direction's edge until only the peek of
  /// the view is left past that edge, or shrinks the collapsed dimension to the peek (see the sign
  /// rule and the edge in ``Collapsible``).
  public func collapsedConstant(
    for constraint: LayoutConstraint, restConstant: Double, viewSize: Size
  ) -> Double {
    let view = collapsibleView
    let state = collapsibleState
    let side = constraint.movingSide { $0.isInside(view) }
    let edgeOffset = constraint.collapseEdgeOffset(of: view, moving: side, toward: state.direction)
    let distance: Double
    switch state.direction {
    case .leading, .trailing:
      let length = max(0, edgeOffset + viewSize.width - state.peek)
      let towardTrailing = state.direction == .trailing
      let isRightToLeft = view.layoutEngine?.layoutDirection == .rightToLeft
      // Leading/trailing constraints measure toward trailing in both directions; absolute ones
      // measure to the right, which is toward leading under right to left.
      let positiveIsTrailing = constraint.relatesDirectionalAnchors || !isRightToLeft
      distance = towardTrailing == positiveIsTrailing ? length : -length
    case .top:
      distance = -max(0, edgeOffset + viewSize.height - state.peek)
    case .bottom:
      distance = max(0, edgeOffset + viewSize.height - state.peek)
    case .width:
      distance = min(state.peek, viewSize.width) - viewSize.width
    case .height:
      distance = min(state.peek, viewSize.height) - viewSize.height
    }
    return constraint.constant(restConstant, moving: side, by: distance)
  }

  /// `restConstant`: the constant the constraint had when the view collapsed.
  public func shownConstant(for constraint: LayoutConstraint, restConstant: Double) -> Double {
    restConstant
  }

  /// The state's ``CollapsibleState/animation``, for collapsing and showing alike.
  public func collapsibleAnimation(isCollapsing: Bool) -> Animation {
    collapsibleState.animation
  }

  // MARK: - Steps of the default implementation

  /// Whether the view collapses by hiding: it is an arranged view of a ``StackLayout`` and the
  /// state has no constraint. Hiding takes it out of the stack's layout with its spacing.
  var isHidingInStack: Bool {
    collapsibleState.constraint == nil && collapsibleView.arrangingStack != nil
  }

  /// Adds the collapse of this view to `targets` and records it in the state, unless the view is
  /// collapsed already, has no constraint, or its constraint does not fit the direction.
  ///
  /// The view's size is read now, from the solved layout, before any target is applied.
  func planCollapse(
    into targets: inout [(constraint: LayoutConstraint, constant: Double)],
    hiding: inout [(view: View, isHidden: Bool)]
  ) {
    if isHidingInStack {
      guard !isCollapsed else { return }
      collapsibleState.isCollapsed = true
      hiding.append((collapsibleView, true))
      return
    }
    guard !isCollapsed, let constraint = collapsibleState.constraint,
      collapsibleState.direction.canCollapse(collapsibleView, along: constraint)
    else { return }
    let frame = collapsibleView.exactFrameInRoot
    let rest = constraint.constant
    let collapsed = collapsedConstant(
      for: constraint, restConstant: rest,
      viewSize: Size(width: frame.width, height: frame.height))
    collapsibleState.isCollapsed = true
    collapsibleState.restConstant = rest
    collapsibleState.collapsedConstraint = constraint
    targets.append((constraint, collapsed))
  }

  /// Adds the restoration of this view's rest constant to `targets` and marks it shown, if it is
  /// collapsed.
  func planShow(
    into targets: inout [(constraint: LayoutConstraint, constant: Double)],
    hiding: inout [(view: View, isHidden: Bool)]
  ) {
    guard isCollapsed else { return }
    if isHidingInStack {
      collapsibleState.isCollapsed = false
      hiding.append((collapsibleView, false))
      return
    }
    let state = collapsibleState
    collapsibleState.isCollapsed = false
    collapsibleState.restConstant = nil
    collapsibleState.collapsedConstraint = nil
    guard let constraint = state.collapsedConstraint, let rest = state.restConstant else { return }
    targets.append((constraint, shownConstant(for: constraint, restConstant: rest)))
  }
}
