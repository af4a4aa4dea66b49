/// What a ``Moveable`` conformer stores: how it moves and where the current drag started.
///
/// A conformer declares one stored property of this type. Its settings (``method``,
/// ``isBoundedBySuperview``, ``animation``) can be changed at any time; its status
/// (``isMoveable``, ``isMoving``, ``startPoint``, ``currentPoint``) is maintained by the
/// behavior.
///
/// ```swift
/// final class Photo: Moveable {
///   let moveableView: View
///   var moveableState = MoveableState()
///   init(_ view: View) {
///     moveableView = view
///     makeMoveable()
///   }
/// }
/// ```
public struct MoveableState {
  /// How the view moves: by its transform (the default) or through constraints.
  public var method: MoveMethod
  /// Whether the default limits keep the view's visual frame inside its superview's bounds
  /// (`true` by default, so a dragged view cannot leave its superview); `false` lets it go
  /// anywhere.
  public var isBoundedBySuperview: Bool
  /// The animation of each step of a drag: 0.01 s ease-in-out by default
  /// (``defaultAnimation``), UIKit's default curve for a 0.01-second `animate(withDuration:)`.
  public var animation: Animation

  /// Whether ``Moveable/makeMoveable()`` was called: pans are ignored until it is.
  public internal(set) var isMoveable = false
  /// Whether a drag is in progress: between a pan's `began` and its end.
  public internal(set) var isMoving = false
  /// Where the view's visual center was when the current (or last) drag began, in the
  /// superview's coordinates.
  public internal(set) var startPoint = Point.zero
  /// Where the view's visual center is after the last step of the drag, in the superview's
  /// coordinates.
  public internal(set) var currentPoint = Point.zero

  /// The default animation of each step of a drag: 0.01 s, ease-in-out.
  ///
  /// UIKit's default curve for a 0.01-second `animate(withDuration:)`: short enough that the
  /// view keeps up with the finger.
  public static let defaultAnimation = Animation(duration: 0.01)

  /// Creates the state of a view that is not moveable yet (call ``Moveable/makeMoveable()``).
  ///
  /// - Parameters:
  ///   - method: how the view moves; by its transform by default.
  ///   - isBoundedBySuperview: whether the view stays inside its superview; `true` by default.
  ///   - animation: the animation of each step; ``defaultAnimation`` by default.
  /// - Precondition: a constraint of a `constraints` method relates positions on its axis.
  public init(
    method: MoveMethod = .transform, isBoundedBySuperview: Bool = true,
    animation: Animation = Self.defaultAnimation
  ) {
    if case .constraints(let horizontal, let vertical) = method {
      precondition(
        horizontal.map { $0.firstAttribute.axis == .horizontal } ?? true,
        "The horizontal constraint of a move must relate x-axis positions")
      precondition(
        vertical.map { $0.firstAttribute.axis == .vertical } ?? true,
        "The vertical constraint of a move must relate y-axis positions")
    }
    self.method = method
    self.isBoundedBySuperview = isBoundedBySuperview
    self.animation = animation
  }
}
