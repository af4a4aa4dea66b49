extension View {
  /// The center of the view's solved ``frame``, in its superview's coordinates: the point the
  /// transform is applied about (UIKit's `center` with the default anchor point).
  ///
  /// The transform's translation moves the view away from it; the center of ``visualFrame`` is
  /// where the view is drawn.
  public var center: Point { frame.center }

  /// Where the view's center is drawn, in its superview's coordinates: ``center`` moved by the
  /// transform's translation (for a perspective transform, the projection of the center).
  ///
  /// This is the point a move drags: ``Moveable`` and ``Draggable`` move it by the finger's
  /// translation.
  public var visualCenter: Point {
    if transform3D.isIdentity { return center }
    let frame = frame
    return convertToSuperview(Point(x: frame.width / 2, y: frame.height / 2))
  }

  /// Where the view is drawn, in its superview's coordinates: the bounding box of its bounds
  /// transformed about its center (what UIKit's `frame` returns under a transform).
  ///
  /// It is ``frame`` exactly when the transform is the identity. A view 100 points square at
  /// `(10, 10)` rotated a quarter turn has the same visual frame (up to rounding); rotated an
  /// eighth of a turn, its visual frame is `100·√2` square about the same center.
  ///
  /// ```swift
  /// card.frame                                      // (10, 10, 100, 100)
  /// card.transform = AffineTransform(rotationAngle: .pi / 4)
  /// card.visualFrame                                // (-10.71, -10.71, 141.42, 141.42)
  /// ```
  public var visualFrame: Rect { View.visualFrame(of: frame, transform: transform3D) }

  /// The bounding box of a rectangle of size `frame.size` transformed by `transform` about the
  /// center of `frame`.
  static func visualFrame(of frame: Rect, transform: Transform3D) -> Rect {
    if transform.isIdentity { return frame }
    let center = frame.center
    let local = Rect(
      x: -frame.width / 2, y: -frame.height / 2, width: frame.width, height: frame.height)
    return transform.apply(to: local).offsetBy(dx: center.x, dy: center.y)
  }

  /// The point of the superview's coordinates where `point` of this view's coordinates is drawn.
  func convertToSuperview(_ point: Point) -> Point {
    let frame = frame
    let local = Point(x: point.x - frame.width / 2, y: point.y - frame.height / 2)
    let moved = transform3D.isIdentity ? local : transform3D.apply(to: local)
    return Point(x: normalized(moved.x + frame.midX), y: normalized(moved.y + frame.midY))
  }

  /// The point of this view's coordinates drawn at `point` of the superview's coordinates; not
  /// a number when the transform flattens the view (a zero scale, a layer seen edge-on).
  func convertFromSuperview(_ point: Point) -> Point {
    let frame = frame
    let relative = Point(x: point.x - frame.midX, y: point.y - frame.midY)
    let local: Point
    if transform3D.isIdentity {
      local = relative
    } else if let affine = transform3D.affineTransform {
      guard affine.determinant != 0 else { return Point(x: .nan, y: .nan) }
      local = affine.inverted().apply(to: relative)
    } else {
      guard let unprojected = transform3D.unproject(relative) else {
        return Point(x: .nan, y: .nan)
      }
      local = unprojected
    }
    return Point(
      x: normalized(local.x + frame.width / 2), y: normalized(local.y + frame.height / 2))
  }

  /// Converts a point from this view's coordinates to `view`'s, through the tree and every
  /// transform on the way, as UIKit's `convert(_:to:)`.
  ///
  /// ```swift
  /// // A 100-point card at (10, 10), scaled 2× about its center.
  /// card.convert(Point(x: 0, y: 0), to: card.superview)   // (-40, -40): its drawn corner
  /// card.convert(Point(x: 60, y: 60), from: card.superview) // (50, 50): its center
  /// ```
  ///
  /// - Parameters:
  ///   - point: a point in this view's coordinates (its bounds: `(0, 0)` is its top-left corner
  ///     before the transform).
  ///   - view: the view whose coordinates to convert to, or `nil` for the coordinates of the
  ///     topmost ancestor (the engine's root: UIKit's window coordinates). Views in different
  ///     trees are converted as if their topmost ancestors shared one coordinate space (windows
  ///     on one screen at the origin).
  /// - Returns: the point in `view`'s coordinates; not a number when a transform on the way into
  ///   `view` flattens it (a zero scale, a layer seen edge-on).
  public func convert(_ point: Point, to view: View?) -> Point {
    let (up, down) = conversionPath(to: view)
    var result = point
    for step in up { result = step.convertToSuperview(result) }
    for step in down { result = step.convertFromSuperview(result) }
    return result
  }

  /// Converts a point from `view`'s coordinates to this view's, through the tree and every
  /// transform on the way, as UIKit's `convert(_:from:)`.
  ///
  /// - Parameters:
  ///   - point: a point in `view`'s coordinates.
  ///   - view: the view whose coordinates the point is in, or `nil` for the coordinates of this
  ///     view's topmost ancestor (see ``convert(_:to:)``).
  /// - Returns: the point in this view's coordinates; not a number when a transform on the way
  ///   flattens this view or one of its ancestors.
  public func convert(_ point: Point, from view: View?) -> Point {
    guard let view else {
      var result = point
      for step in ancestorsFromTop().dropFirst() { result = step.convertFromSuperview(result) }
      return result
    }
    return view.convert(point, to: self)
  }

  /// Whether `point`, in this view's coordinates, is inside its bounds, as UIKit's default
  /// `point(inside:with:)`: `0 ≤ x < width` and `0 ≤ y < height`.
  public func point(inside point: Point) -> Bool {
    bounds.contains(point)
  }

  /// The frontmost view under `point`: this view or one of its descendants, as UIKit's
  /// `hitTest(_:with:)`.
  ///
  /// The view is skipped, with its subviews, when it is hidden, has user interaction disabled,
  /// has an alpha below 0.01, or does not contain the point (``point(inside:)``; subviews drawn
  /// outside their superview's bounds cannot be hit there, as in UIKit). Otherwise its subviews
  /// are asked front to back (the last of ``subviews`` first), each with the point converted
  /// into its coordinates, transforms included; the first answer wins, and the view itself
  /// answers when none of them does.
  ///
  /// ```swift
  /// root.hitTest(Point(x: 60, y: 60))   // the frontmost view there, or root itself
  /// ```
  ///
  /// - Parameter point: a point in this view's coordinates.
  /// - Returns: the view hit, or `nil` when the point is outside this view or it is skipped.
  public func hitTest(_ point: Point) -> View? {
    func accepts(_ view: View, _ point: Point) -> Bool {
      !view.isHidden && view.isUserInteractionEnabled && view.alpha >= 0.01
        && view.point(inside: point)
    }
    guard accepts(self, point) else { return nil }
    // Depth first with an explicit stack (no recursion however deep the tree is): each entry is
    // a view that accepts the point, the point in its coordinates, and how many of its subviews,
    // from the front, were asked already.
    var path: [(view: View, point: Point, asked: Int)] = [(self, point, 0)]
    while let top = path.last {
      guard top.asked < top.view.subviews.count else {
        // No subview answered: the view itself does.
        return top.view
      }
      path[path.count - 1].asked += 1
      let subview = top.view.subviews[top.view.subviews.count - 1 - top.asked]
      let converted = subview.convertFromSuperview(top.point)
      if accepts(subview, converted) { path.append((subview, converted, 0)) }
    }
    return nil
  }

  /// The view's ancestors from the topmost one down to the view itself.
  func ancestorsFromTop() -> [View] {
    var chain: [View] = []
    var current: View? = self
    while let view = current {
      chain.append(view)
      current = view.superview
    }
    return chain.reversed()
  }

  /// The views to go up through (each converting into its superview), from this view to the
  /// common ancestor (excluded), and the views to go down through (each converting from its
  /// superview), from below the common ancestor to `view`.
  private func conversionPath(to view: View?) -> (up: [View], down: [View]) {
    let mine = ancestorsFromTop()
    guard let view else { return (Array(mine.dropFirst().reversed()), []) }
    let theirs = view.ancestorsFromTop()
    var shared = 0
    while shared < mine.count, shared < theirs.count, mine[shared] === theirs[shared] {
      shared += 1
    }
    // With no common ancestor the two tops share a coordinate space: leave each top out.
    let start = max(shared, 1)
    return (Array(mine[start...].reversed()), Array(theirs[start...]))
  }
}
