extension LayoutSweep {
  /// The frames of the document's views at the point being checked, read from the engine
  /// once for every check (each frame is four solver values, its superview's four more).
  struct PointFrames {
    /// Each view's frame in its superview's coordinates, as ``View/frame`` reports it.
    var frames: [Rect]
    /// Each view's frame in the root's coordinates, as ``View/frameInRoot`` reports it.
    var framesInRoot: [Rect]
    /// The size of each view's superview (zero for a view without one).
    var superviewSizes: [Size]
    /// Whether each view has a superview.
    var hasSuperview: [Bool]
    /// Whether each view is in the tree and drawn (``LayoutSweep/isShown(_:)``).
    var shown: [Bool]
  }

  /// The frames of the point the scene is at, read on the first use after
  /// ``problems(detailed:)`` starts a point.
  var frames: PointFrames {
    if let found = pointFrames { return found }
    let engine = scene.engine
    engine.ensureUpdated()
    let views = scene.views
    var result = PointFrames(
      frames: [], framesInRoot: [], superviewSizes: [], hasSuperview: [], shown: [])
    result.frames.reserveCapacity(views.count)
    result.framesInRoot.reserveCapacity(views.count)
    result.superviewSizes.reserveCapacity(views.count)
    result.hasSuperview.reserveCapacity(views.count)
    result.shown.reserveCapacity(views.count)
    // The values straight from the solver, as `View.exactFrameInRoot` reads them one by one.
    engine.solver.withVariableValues { values in
      func exactRect(_ variables: ItemVariables) -> Rect {
        Rect(
          x: normalized(values[variables.minX.id]), y: normalized(values[variables.minY.id]),
          width: normalized(values[variables.width.id]),
          height: normalized(values[variables.height.id]))
      }
      for view in views {
        guard isShown(view), let own = view.variables else {
          result.shown.append(false)
          result.frames.append(.zero)
          result.framesInRoot.append(.zero)
          result.superviewSizes.append(Size(width: 0, height: 0))
          result.hasSuperview.append(false)
          continue
        }
        let exact = exactRect(own)
        let parent = view.superview.map { $0.variables.map(exactRect) ?? .zero }
        result.shown.append(true)
        result.hasSuperview.append(parent != nil)
        result.frames.append(engine.reported(exact, relativeTo: parent))
        result.framesInRoot.append(engine.reported(exact))
        let parentSize = parent.map { engine.reported($0) } ?? .zero
        result.superviewSizes.append(Size(width: parentSize.width, height: parentSize.height))
      }
    }
    pointFrames = result
    return result
  }
}
