/// A ready-made ``Draggable``: a view whose draggability is registered, for code with no view
/// type of its own to conform (the command-line tool, tests, scripts).
///
/// ```swift
/// let tile = Dragger(view: tileView)
/// tile.apply(.press(PressGesture(state: .began)))
/// tile.apply(.pan(PanGesture(state: .changed, translation: Point(x: 10, y: 20))))
/// tile.apply(.press(PressGesture(state: .ended)))
/// ```
public final class Dragger: Draggable {
  /// The view that is dragged.
  public let draggableView: View
  /// The behavior's state.
  public var draggableState: DraggableState

  /// Creates the behavior of `view` and registers its draggability.
  ///
  /// - Parameters:
  ///   - view: the view to drag.
  ///   - state: the state (pressed scale, press animation); a scale of 0.8 and 0.1 s by
  ///     default.
  public init(view: View, state: DraggableState = DraggableState()) {
    draggableView = view
    draggableState = state
    registerDraggability()
  }

  /// Sends a press to ``didPress(_:)`` and a pan to ``didPan(_:)``; other events do nothing.
  @discardableResult
  public func apply(_ event: GestureEvent) -> GestureResult {
    switch event {
    case .press(let gesture): return didPress(gesture)
    case .pan(let gesture): return didPan(gesture)
    case .pinch, .rotation, .force: return GestureResult()
    }
  }
}
