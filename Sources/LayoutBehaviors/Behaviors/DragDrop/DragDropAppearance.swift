/// How a view looks in one appearance state of a drag: an alpha and a scale to set, each
/// optional, and the animation of the change.
///
/// Trellis has no colors or shadows to change, so a controller's state maps appearance states to
/// these values, which the default ``DraggableDroppable/applyAppearance(_:toDraggable:)``
/// applies; a conformer that shows states some other way (a background color of its own)
/// replaces that requirement. Draggables shrunk until they hover over a droppable, and
/// droppables faded until a drop is pending:
///
/// ```swift
/// controller.draggableDroppableState.draggableAppearances = [
///   .regular: DragDropAppearance(scale: 0.9),
///   .dragging: DragDropAppearance(scale: 0.9),
///   .hovering: DragDropAppearance(scale: 1, animation: Animation(duration: 0.5)),
/// ]
/// controller.draggableDroppableState.droppableAppearances = [
///   .regular: DragDropAppearance(alpha: 0.4),
///   .pending: DragDropAppearance(alpha: 0.5),
///   .pendingDrop: DragDropAppearance(alpha: 1),
/// ]
/// ```
public struct DragDropAppearance: Hashable, Sendable {
  /// The alpha to set, or `nil` to leave it.
  public var alpha: Double?
  /// The scale to set, about the view's center, or `nil` to leave it. It replaces the scale and
  /// rotation of the view's transform and keeps its translation (so a dragged view stays under
  /// the finger).
  public var scale: Double?
  /// The animation of the change, or `nil` for none.
  public var animation: Animation?

  /// Creates an appearance.
  ///
  /// - Precondition: `alpha` is within 0…1 and `scale` is finite, when given.
  public init(alpha: Double? = nil, scale: Double? = nil, animation: Animation? = nil) {
    if let alpha {
      precondition(alpha >= 0 && alpha <= 1, "An appearance's alpha must be within 0...1")
    }
    if let scale { precondition(scale.isFinite, "An appearance's scale must be finite") }
    self.alpha = alpha
    self.scale = scale
    self.animation = animation
  }

  /// Sets the alpha and the scale on `view`.
  ///
  /// - Returns: the animation, if the view's alpha or transform changed.
  func apply(to view: View) -> Animation? {
    let alphaBefore = view.alpha
    let transformBefore = view.transform3D
    if let alpha { view.alpha = alpha }
    if let scale {
      let translation = view.transform.translation
      view.transform = AffineTransform(
        a: scale, b: 0, c: 0, d: scale, tx: translation.x, ty: translation.y)
    }
    let changed = view.alpha != alphaBefore || view.transform3D != transformBefore
    return changed ? animation : nil
  }
}
