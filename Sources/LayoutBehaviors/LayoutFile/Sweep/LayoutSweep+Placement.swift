extension LayoutSweep {
  /// A document's view pinned to a safe area along one axis: the constraints that relate one
  /// of its edges, its center or its size along the axis to the safe-area guide.
  struct SafeAreaPin {
    /// The view's position in the document.
    var view: Int
    /// The safe-area guide.
    var guide: LayoutGuide
    /// The axis the constraints are on.
    var axis: LayoutAxis
    /// The constraints, by position in the scene's ``LayoutScene/constraints``.
    var constraints: [Int]
  }

  /// Whether a view of the document is in the tree and drawn: neither it nor a superview is
  /// hidden.
  func isShown(_ view: View) -> Bool {
    guard view.isInAnEngine else { return false }
    var current: View? = view
    while let shown = current {
      if shown.isHidden { return false }
      current = shown.superview
    }
    return true
  }

  /// The document's views pinned to a safe area, in file order, then by the constraints' order.
  var safeAreaPins: [SafeAreaPin] {
    if let found = safeAreaPinsFound { return found }
    var pins: [SafeAreaPin] = []
    let constraints = scene.constraints
    for (position, constraint) in constraints.enumerated() {
      guard let secondItem = constraint.secondItem,
        let secondAttribute = constraint.secondAttribute
      else { continue }
      let pairs = [
        (constraint.firstItem, constraint.firstAttribute, secondItem),
        (secondItem, secondAttribute, constraint.firstItem),
      ]
      for (item, attribute, other) in pairs {
        guard let view = item as? View, let index = scene.viewIndex[ObjectIdentifier(view)],
          let guide = other as? LayoutGuide, guide.kind == .safeArea
        else { continue }
        let axis = attribute.axis
        if let existing = pins.firstIndex(where: {
          $0.view == index && $0.guide === guide && $0.axis == axis
        }) {
          pins[existing].constraints.append(position)
        } else {
          pins.append(SafeAreaPin(view: index, guide: guide, axis: axis, constraints: [position]))
        }
      }
    }
    pins.sort { $0.view < $1.view }
    safeAreaPinsFound = pins
    return pins
  }

  /// Each shown view of the document whose frame passes an edge of its superview's bounds (a
  /// view of negative size only when the negative-size check is off).
  func outsideSuperviewProblems(detailed: Bool) -> [Problem] {
    var result: [Problem] = []
    let views = scene.views
    let frames = self.frames
    let negativeSizesChecked = checks.contains(.negativeSize)
    for index in views.indices {
      guard let shown = frames[index], let bounds = shown.superviewSize else { continue }
      let frame = shown.frame
      // A view of negative size is the negative-size check's; its edges are reversed.
      if frame.width < 0 || frame.height < 0, negativeSizesChecked { continue }
      // The edge passed by the most: left, top, right, bottom (the first of equals).
      let overflows = (
        -min(frame.minX, frame.maxX), -min(frame.minY, frame.maxY),
        max(frame.minX, frame.maxX) - bounds.width, max(frame.minY, frame.maxY) - bounds.height
      )
      var worst = (edge: "left", by: overflows.0)
      if overflows.1 > worst.by { worst = ("top", overflows.1) }
      if overflows.2 > worst.by { worst = ("right", overflows.2) }
      if overflows.3 > worst.by { worst = ("bottom", overflows.3) }
      guard worst.by > Self.tolerance else { continue }
      let subject = Subject(check: .outsideSuperview, view: index)
      guard detailed, let superview = views[index].superview else {
        result.append(Problem(subject: subject))
        continue
      }
      let view = views[index]
      let rounded = LayoutScene.Explanation.rounded
      let parent = superview.identifier
      result.append(
        Problem(
          subject: subject,
          views: [view.identifier] + (documentView(of: superview).map { [$0] } ?? []),
          constraints: [],
          message:
            "'\(view.identifier)' passes the \(worst.0) edge of '\(parent)' "
            + "(\(rounded(bounds.width)) × \(rounded(bounds.height))) by \(rounded(worst.1))."))
    }
    return result
  }

  /// Each shown view pinned to a safe area whose frame passes it along an axis it is pinned
  /// on, with the constraints that pin it; one failure per view, at its worst edge.
  func outsideSafeAreaProblems(detailed: Bool) -> [Problem] {
    var result: [Problem] = []
    let pins = safeAreaPins
    guard !pins.isEmpty else { return [] }
    let frames = self.frames
    var start = 0
    while start < pins.count {
      var end = start + 1
      while end < pins.count, pins[end].view == pins[start].view { end += 1 }
      defer { start = end }
      let index = pins[start].view
      let view = scene.views[index]
      guard let frame = frames[index]?.frameInRoot else { continue }
      if frame.width < 0 || frame.height < 0, checks.contains(.negativeSize) { continue }
      var worst: (edge: String, by: Double, pin: SafeAreaPin)? = nil
      for pin in pins[start..<end] {
        guard pin.guide.owningView?.isInAnEngine == true,
          pin.constraints.contains(where: { scene.constraints[$0].isActive })
        else { continue }
        let area = pin.guide.frameInRoot
        let overflows =
          pin.axis == .horizontal
          ? [
            ("left", area.minX - min(frame.minX, frame.maxX)),
            ("right", max(frame.minX, frame.maxX) - area.maxX),
          ]
          : [
            ("top", area.minY - min(frame.minY, frame.maxY)),
            ("bottom", max(frame.minY, frame.maxY) - area.maxY),
          ]
        for (edge, by) in overflows where by > Self.tolerance && by > (worst?.by ?? 0) {
          worst = (edge, by, pin)
        }
      }
      guard let worst else { continue }
      let subject = Subject(check: .outsideSafeArea, view: index)
      guard detailed else {
        result.append(Problem(subject: subject))
        continue
      }
      let rounded = LayoutScene.Explanation.rounded
      let owner = worst.pin.guide.owningView.flatMap { documentView(of: $0) }
      var views = [view.identifier]
      if let owner, owner != view.identifier { views.append(owner) }
      result.append(
        Problem(
          subject: subject, views: views,
          constraints: worst.pin.constraints.map { scene.site(of: scene.constraints[$0]) },
          message:
            "'\(view.identifier)' passes the \(worst.edge) edge of "
            + "\(owner.map { "'\($0)'" } ?? "the root")'s safe area by \(rounded(worst.by))."))
    }
    return result
  }

  /// Each pair of shown siblings that overlap, in file order of the first then the second.
  func overlapProblems(detailed: Bool) -> [Problem] {
    let views = scene.views
    let shown = self.frames
    /// The frame of a candidate (a shown view).
    func frame(_ index: Int) -> Rect { shown[index]!.frame }
    // The candidates, grouped by superview in the order the superviews are first met.
    var groupOf: [ObjectIdentifier: Int] = [:]
    var groups: [[Int]] = []
    for index in views.indices {
      guard let frame = shown[index]?.frame else { continue }
      let view = views[index]
      guard let superview = view.superview,
        frame.width > Self.tolerance, frame.height > Self.tolerance,
        mayOverlap.isEmpty || !mayOverlap.contains(view.identifier)
      else { continue }
      let key = ObjectIdentifier(superview)
      if let group = groupOf[key] {
        groups[group].append(index)
      } else {
        groupOf[key] = groups.count
        groups.append([index])
      }
    }
    var pairs: [(Int, Int, Rect)] = []
    for group in groups where group.count > 1 {
      // Sorted along the axis the siblings spread along most (a column by top edge, a row by
      // left edge): a view overlaps only those that start before it ends along that axis, so
      // the scan stops early in a column as in a row.
      let horizontal = Self.spreadsHorizontally(group.map(frame))
      func start(_ rect: Rect) -> Double { horizontal ? rect.minX : rect.minY }
      func end(_ rect: Rect) -> Double { horizontal ? rect.maxX : rect.maxY }
      let sorted = group.sorted {
        (start(frame($0)), $0) < (start(frame($1)), $1)
      }
      for (position, first) in sorted.enumerated() {
        let a = frame(first)
        for second in sorted[(position + 1)...] {
          let b = frame(second)
          guard start(b) < end(a) - Self.tolerance else { break }
          let width = min(a.maxX, b.maxX) - max(a.minX, b.minX)
          let height = min(a.maxY, b.maxY) - max(a.minY, b.minY)
          guard width > Self.tolerance, height > Self.tolerance else { continue }
          pairs.append(
            (
              min(first, second), max(first, second),
              Rect(
                x: max(a.minX, b.minX), y: max(a.minY, b.minY), width: width, height: height)
            ))
        }
      }
    }
    pairs.sort { ($0.0, $0.1) < ($1.0, $1.1) }
    return pairs.map { first, second, shared in
      let subject = Subject(check: .overlap, views: first, second)
      guard detailed else { return Problem(subject: subject) }
      let rounded = LayoutScene.Explanation.rounded
      let a = views[first].identifier
      let b = views[second].identifier
      let parent = views[first].superview.map(\.identifier) ?? "root"
      return Problem(
        subject: subject, views: [a, b], constraints: [],
        message:
          "'\(a)' and '\(b)' overlap by \(rounded(shared.width)) × \(rounded(shared.height)) "
          + "in '\(parent)'.")
    }
  }

  /// Whether frames spread more along x than along y: their extent along the axis over
  /// their largest size along it.
  static func spreadsHorizontally(_ frames: [Rect]) -> Bool {
    var minX = Double.infinity
    var maxX = -Double.infinity
    var minY = Double.infinity
    var maxY = -Double.infinity
    var widest = 0.0
    var tallest = 0.0
    for frame in frames {
      minX = min(minX, frame.minX)
      maxX = max(maxX, frame.maxX)
      minY = min(minY, frame.minY)
      maxY = max(maxY, frame.maxY)
      widest = max(widest, frame.width)
      tallest = max(tallest, frame.height)
    }
    return (maxX - minX) / widest >= (maxY - minY) / tallest
  }
}
