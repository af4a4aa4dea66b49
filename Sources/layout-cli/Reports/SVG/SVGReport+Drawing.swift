import LayoutBehaviors

extension SVGReport {
  /// The views of a state in tree order: the indexes (file order) of the views directly in the
  /// root, and of each view's subviews, each list back to front (by z-index, then file order).
  /// Views out of the tree are in no list.
  ///
  /// - Complexity: O(*n* log *n*) in the number of views.
  static func tree(of state: LayoutRun.State) -> (top: [Int], subviews: [[Int]]) {
    let frames = state.frames
    var indexByID: [String: Int] = [:]
    for (index, frame) in frames.enumerated() where indexByID[frame.identifier] == nil {
      indexByID[frame.identifier] = index
    }
    var top: [Int] = []
    var subviews = [[Int]](repeating: [], count: frames.count)
    for (index, frame) in frames.enumerated() where !isDetached(index, in: state) {
      if let parent = frame.superviewIdentifier.flatMap({ indexByID[$0] }), parent != index,
        !isDetached(parent, in: state)
      {
        subviews[parent].append(index)
      } else {
        top.append(index)
      }
    }
    func backToFront(_ indexes: [Int]) -> [Int] {
      indexes.sorted { (frames[$0].zIndex, $0) < (frames[$1].zIndex, $1) }
    }
    return (backToFront(top), subviews.map(backToFront))
  }

  /// Whether the view at `index` is out of the tree in a state.
  static func isDetached(_ index: Int, in state: LayoutRun.State) -> Bool {
    index < state.views.count && state.views[index].isDetached
  }

  /// Whether a view's transform can be drawn: affine or not (a 3D transform is drawn flat, by
  /// its affine part), with every entry of that part drawable.
  static func drawableTransform(_ frame: ViewFrame) -> AffineTransform? {
    let t = frame.transform
    guard [t.a, t.b, t.c, t.d, t.tx, t.ty].allSatisfy(isDrawable) else { return nil }
    return t
  }

  /// Draws a state in root coordinates: the root, the safe area, the views in tree order, the
  /// keyboard. `index` is the state's position in the run (its root is `scene.stateRoots[index]`).
  static func draw(
    _ state: LayoutRun.State, index: Int, scene: SVGScene, into svg: inout String
  ) {
    let (stateRoot, inset) = scene.stateRoots[index]
    if let root = stateRoot {
      svg += "<rect class=\"root\""
      appendGeometry(root, to: &svg)
      svg += "/>\n"
      if inset.top != 0 || inset.left != 0 || inset.bottom != 0 || inset.right != 0 {
        let bands = [
          Rect(x: 0, y: 0, width: root.width, height: inset.top),
          Rect(x: 0, y: root.height - inset.bottom, width: root.width, height: inset.bottom),
          Rect(
            x: 0, y: inset.top, width: inset.left, height: root.height - inset.top - inset.bottom),
          Rect(
            x: root.width - inset.right, y: inset.top, width: inset.right,
            height: root.height - inset.top - inset.bottom),
        ]
        for band in bands where band.width > 0 && band.height > 0 && isDrawable(band) {
          svg += "<rect class=\"unsafe\""
          appendGeometry(band, to: &svg)
          svg += "/>\n"
        }
        let safe = inset.inset(root)
        if safe.width > 0, safe.height > 0, isDrawable(safe) {
          svg += "<rect class=\"safe\""
          appendGeometry(safe, to: &svg)
          svg += "/>\n"
        }
      }
      if let margins = scene.rootMargins { drawMargins(margins, of: root, into: &svg) }
    }
    let (top, subviews) = tree(of: state)
    var changed = [Bool](repeating: false, count: state.frames.count)
    for changedIndex in state.changedIndexes where changedIndex < changed.count {
      changed[changedIndex] = true
    }
    for failingIndex in state.failing where failingIndex < changed.count {
      changed[failingIndex] = true
    }
    let changedClass = state.failing.isEmpty ? " changed" : " failing"
    var moving = [Bool](repeating: false, count: state.frames.count)
    for movingIndex in state.motion?.views ?? [] where movingIndex < moving.count {
      moving[movingIndex] = true
    }
    let stateText = String(index)
    // The views in tree order with an explicit stack, so that a tree nested thousands of
    // levels deep draws as a flat one does (each view's group closes after its subviews).
    var work: [DrawStep] = top.reversed().map { .view($0, depth: 1, isInHiddenView: false) }
    while let step = work.popLast() {
      guard case .view(let view, let depth, let isInHiddenView) = step else {
        svg += "</g>\n"
        continue
      }
      let frame = state.frames[view]
      let rect = frame.frameInRoot
      let isHidden = isInHiddenView || frame.isHidden
      guard isDrawable(rect) else {
        // Listed in the notes; its subviews have their own frames in root coordinates.
        for subview in subviews[view].reversed() {
          work.append(.view(subview, depth: depth + 1, isInHiddenView: isHidden))
        }
        continue
      }
      var group = ""
      if !frame.transform3D.isIdentity, let t = drawableTransform(frame) {
        let center = rect.center
        group += " transform=\"translate(\(number(center.x)) \(number(center.y))) matrix("
        group += [t.a, t.b, t.c, t.d, t.tx, t.ty].map(number).joined(separator: " ")
        group += ") translate(\(number(-center.x)) \(number(-center.y)))\""
      }
      // The model keeps alpha within 0…1 (a view's setter clamps it, and so does sampling).
      if frame.alpha != 1 { group += " opacity=\"\(number(frame.alpha))\"" }
      if moving[view] { group = " class=\"motion\"" + group }
      if !group.isEmpty {
        svg += "<g"
        svg += group
        svg += ">\n"
      }
      var drawn = rect
      var classes = depthClasses[(depth - 1) % depthClasses.count]
      if rect.width < 0 || rect.height < 0 {
        drawn = rect.standardized
        classes += " negative"
      }
      if isHidden { classes += " hidden" }
      if changed[view] { classes += changedClass }
      let id = XMLText.escaped(frame.identifier)
      let name = view < scene.viewNames.count ? scene.viewNames[view] : frame.identifier
      svg += "<rect class=\""
      svg += classes
      svg += "\""
      appendGeometry(drawn, to: &svg)
      svg += " data-view=\""
      svg += id
      svg += "\" data-state=\""
      svg += stateText
      svg += "\"><title>"
      svg += XMLText.escaped(name)
      svg += ": frame "
      svg += TableReport.rectangle(frame.frame)
      if frame.isHidden { svg += ", hidden" }
      svg += "</title></rect>\n"
      if view < scene.viewMargins.count, let margins = scene.viewMargins[view] {
        drawMargins(margins, of: drawn, into: &svg)
      }
      // A hidden label's text is not shown (its box may be squeezed to nothing by a stack):
      // it is labeled by its id, as other hidden views.
      if !isHidden, view < state.texts.count, let text = state.texts[view] {
        drawText(text, in: drawn, into: &svg)
      } else {
        drawLabel(
          frame.isHidden ? name + " (hidden)" : name, in: drawn,
          faint: isHidden, into: &svg)
      }
      if !group.isEmpty { work.append(.closeGroup) }
      for subview in subviews[view].reversed() {
        work.append(.view(subview, depth: depth + 1, isInHiddenView: isHidden))
      }
    }
    if let keyboard = state.keyboardFrame, isDrawable(keyboard) {
      svg += "<rect class=\"keyboard\""
      appendGeometry(keyboard, to: &svg)
      svg += "/>\n"
      let center = keyboard.center
      svg +=
        "<text class=\"keyboard-label\" x=\"\(number(center.x))\" y=\"\(number(center.y + 4))\">"
      svg += "keyboard, height \(number(keyboard.height))</text>\n"
    }
  }

  /// A step of drawing the view tree: a view to draw (its depth counting the top views as 1,
  /// and whether an ancestor is hidden), or the end of the group a drawn view opened.
  private enum DrawStep {
    case view(Int, depth: Int, isInHiddenView: Bool)
    case closeGroup
  }

  /// The classes of a view by depth: the fill and outline colors of the style sheet, in turn.
  static let depthClasses = ["view d1", "view d2", "view d3", "view d4"]

  /// Appends ` x="…" y="…" width="…" height="…"`.
  static func appendGeometry(_ rect: Rect, to svg: inout String) {
    svg += " x=\""
    svg += number(rect.x)
    svg += "\" y=\""
    svg += number(rect.y)
    svg += "\" width=\""
    svg += number(rect.width)
    svg += "\" height=\""
    svg += number(rect.height)
    svg += "\""
  }

  /// The dotted rectangle of a view's layout margins, when it has room for them.
  static func drawMargins(_ margins: EdgeInsets, of rect: Rect, into svg: inout String) {
    let inner = margins.inset(rect)
    guard inner.width > 0, inner.height > 0, isDrawable(inner) else { return }
    svg += "<rect class=\"margins\""
    appendGeometry(inner, to: &svg)
    svg += "/>\n"
  }

  /// A view's label at its top-left corner, cut with `…` to the view's width; none when the
  /// view is too small for three characters or a line.
  static func drawLabel(_ label: String, in rect: Rect, faint: Bool, into svg: inout String) {
    let fits = Int((rect.width - 6) / (labelSize * characterWidth))
    guard fits >= 3, rect.height >= labelSize + 2 else { return }
    let shown = label.count <= fits ? label : String(label.prefix(fits - 1)) + "…"
    svg += faint ? "<text class=\"faint\" x=\"" : "<text class=\"label\" x=\""
    svg += number(rect.x + 3)
    svg += "\" y=\""
    svg += number(rect.y + labelSize + 1)
    svg += "\">"
    svg += XMLText.escaped(shown)
    svg += "</text>\n"
  }
}

extension SVGReport {
  /// A view's text wrapped at the view's width, as the engine measured it: one `<text>` per
  /// line at its baseline (`top + k × lineHeight + ascent`), stretched to the line's model
  /// width (`textLength`), so the drawing shows where the text wraps. Styled inline, so
  /// drawings without text keep their style sheet.
  static func drawText(_ text: TextContent, in rect: Rect, into svg: inout String) {
    let size = max(1, min(text.lineHeight * 0.8, text.advance / characterWidth))
    for (index, line) in text.lines(fittingWidth: max(0, rect.width)).enumerated()
    where !line.text.isEmpty {
      let baseline = rect.y + Double(index) * text.lineHeight + text.ascent
      svg += "<text class=\"text\" x=\""
      svg += number(rect.x)
      svg += "\" y=\""
      svg += number(baseline)
      svg += "\" font-size=\""
      svg += number(size)
      svg += "\" fill=\"#212529"
      if line.width > 0 {
        svg += "\" textLength=\""
        svg += number(line.width)
        svg += "\" lengthAdjust=\"spacingAndGlyphs"
      }
      svg += "\" xml:space=\"preserve\">"
      svg += XMLText.escaped(line.text)
      svg += "</text>\n"
    }
  }
}

extension EdgeInsets {
  /// The rectangle with these insets taken from its edges.
  fileprivate func inset(_ rect: Rect) -> Rect {
    Rect(
      x: rect.x + left, y: rect.y + top, width: rect.width - left - right,
      height: rect.height - top - bottom)
  }
}
