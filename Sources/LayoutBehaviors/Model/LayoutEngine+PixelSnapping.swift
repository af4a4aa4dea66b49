extension LayoutEngine {
  /// The pixel grid of ``displayScale``, or `nil` when frames are reported exactly.
  var pixelGrid: PixelGrid? { displayScale.map { PixelGrid(scale: $0) } }

  /// An exact rectangle in root coordinates as the engine reports it: snapped to the pixel
  /// grid when there is a ``displayScale``, unchanged otherwise.
  func reported(_ exact: Rect) -> Rect {
    pixelGrid?.snap(exact) ?? exact
  }

  /// An exact rectangle in root coordinates as the engine reports it relative to `parent`
  /// (another exact rectangle in root coordinates; `nil` for the root itself): the difference of
  /// the two snapped rectangles' origins when there is a ``displayScale``, of the exact ones
  /// otherwise.
  func reported(_ exact: Rect, relativeTo parent: Rect?) -> Rect {
    if let grid = pixelGrid { return grid.snap(exact, relativeTo: parent) }
    guard let parent else { return exact }
    return Rect(
      x: normalized(exact.x - parent.x), y: normalized(exact.y - parent.y), width: exact.width,
      height: exact.height)
  }

  /// The reported rectangle of an item of this engine, in root coordinates.
  func rect(of item: LayoutItem) -> Rect {
    reported(item.exactFrameInRoot)
  }
}
