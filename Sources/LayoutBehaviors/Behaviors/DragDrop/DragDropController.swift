/// A ready-made ``DraggableDroppable``: a state and a weak delegate, for code that has no type
/// of its own to conform (the command-line tool, tests, scripts).
///
/// ```swift
/// let controller = DragDropController()
/// controller.delegate = board
/// controller.registerDraggable(card)
/// controller.registerDroppable(tray)
/// controller.apply(PanGesture(state: .began), to: card)
/// ```
public final class DragDropController: DraggableDroppable {
  /// The behavior's state.
  public var draggableDroppableState: DraggableDroppableState
  /// The delegate told when drags begin and end, held weakly so that a delegate that owns the
  /// controller makes no reference cycle.
  public weak var delegate: (any DraggableDroppableDelegate)?

  /// Creates a controller with no views.
  ///
  /// - Parameter state: the settings; those of ``DraggableDroppableState/init()`` by default.
  public init(state: DraggableDroppableState = DraggableDroppableState()) {
    draggableDroppableState = state
  }

  /// ``delegate``.
  public var draggableDroppableDelegate: (any DraggableDroppableDelegate)? { delegate }
}
