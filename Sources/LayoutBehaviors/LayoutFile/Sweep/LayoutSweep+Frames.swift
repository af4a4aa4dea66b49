extension LayoutSweep {
  /// A shown view's frames at the point being checked, read from the engine once for every
  /// check (four solver values for the view, four more for its superview).
  struct PointFrame {
    /// The frame in the superview's coordinates, as ``View/frame`` reports it.
    var frame: Rect
    /// The frame in the root's coordinates, as ``View/frameInRoot`` reports it.
    var frameInRoot: Rect
    /// The size of the superview, or `nil` for a view without one.
    var superviewSize: Size?
  }

  /// The frames of the document's views at the point the scene is at, by position in the
  /// document: `nil` for a view that is not shown (``isShown(_:)``). Read on the first use
  /// after ``problems(detailed:only:)`` starts a point.
  var frames: [PointFrame?] {
    if let found = pointFrames { return found }
    let engine = scene.engine
    engine.ensureUpdated()
    var result: [PointFrame?] = []
    result.reserveCapacity(scene.views.count)
    // The values straight from the solver, as `View.exactFrameInRoot` reads them one by one.
    engine.solver.withVariableValues { values in
      func exactRect(_ variables: ItemVariables) -> Rect {
        Rect(
          x: normalized(values[variables.minX.id]), y: normalized(values[variables.minY.id]),
          width: normalized(values[variables.width.id]),
          height: normalized(values[variables.height.id]))
      }
      for view in scene.views {
        guard isShown(view), let own = view.variables else {
          result.append(nil)
          continue
        }
        let exact = exactRect(own)
        let parent = view.superview.map { $0.variables.map(exactRect) ?? .zero }
        let parentSize = parent.map { engine.reported($0) }
        result.append(
          PointFrame(
            frame: engine.reported(exact, relativeTo: parent),
            frameInRoot: engine.reported(exact),
            superviewSize: parentSize.map { Size(width: $0.width, height: $0.height) }))
      }
    }
    pointFrames = result
    return result
  }
}
