import LayoutBehaviors

/// What the SVG report draws of a run besides the views' frames: the root and its safe area in
/// each state, and the layout margins that matter.
struct SVGScene {
  /// The root's rectangle in the first state, `(0, 0, width, height)`, or `nil` when its size
  /// cannot be drawn.
  var root: Rect?
  /// The root's rectangle (`nil` when it cannot be drawn) and safe area in each state, in
  /// order: a `resize` changes them.
  var stateRoots: [(rect: Rect?, safeArea: EdgeInsets)]
  /// The root's size as the table reports it: `root 375 × 812, safe area top 47, bottom 34`.
  var rootDescription: String
  /// The root's layout margins, when a constraint uses `root.margins`.
  var rootMargins: EdgeInsets?
  /// Each document view's layout margins (file order) when a constraint uses
  /// `<view>.margins`, else `nil`.
  var viewMargins: [EdgeInsets?]
  /// Each document view's name as reports show it (file order): its id, followed by its
  /// label in parentheses when it has one (``ViewDeclaration/label``).
  var viewNames: [String]

  /// The scene of a run.
  init(_ run: LayoutRun) {
    let declaration = run.document.root
    func drawable(_ root: RootDeclaration) -> Rect? {
      let size = Rect(x: 0, y: 0, width: root.width, height: root.height)
      return SVGReport.isDrawable(size) && size.width >= 0 && size.height >= 0 ? size : nil
    }
    root = drawable(declaration)
    stateRoots = run.states.map { state in
      let root = state.root ?? declaration
      return (drawable(root), root.safeArea)
    }
    rootDescription = TableReport.describe(declaration)
    var indexByID: [String: Int] = [:]
    for (index, view) in run.document.views.enumerated() where indexByID[view.id] == nil {
      indexByID[view.id] = index
    }
    var usesRootMargins = false
    var viewMargins = [EdgeInsets?](repeating: nil, count: run.document.views.count)
    for declaration in run.document.constraints {
      let expression = declaration.expression
      for item in [expression.first.item, expression.second?.item] {
        switch item {
        case .rootMargins?:
          usesRootMargins = true
        case .viewMargins(let id)?:
          if let index = indexByID[id], index < run.scene.views.count {
            viewMargins[index] = run.scene.views[index].layoutMargins
          }
        default:
          continue
        }
      }
    }
    rootMargins = usesRootMargins ? run.scene.engine.root.layoutMargins : nil
    self.viewMargins = viewMargins
    viewNames = run.document.views.map { view in
      view.label.map { "\(view.id) (\($0))" } ?? view.id
    }
  }

  /// The rectangle every state's drawing shows, in root coordinates: the root, the views in
  /// the tree (where their transforms draw them too) and the keyboard of every state, as far as they reach within one root size
  /// (at least 100 points) around the root, and 4 points more for the outlines.
  func contentBounds(of states: [LayoutRun.State]) -> Rect {
    var minX = Double.infinity
    var minY = Double.infinity
    var maxX = -Double.infinity
    var maxY = -Double.infinity
    func include(_ rect: Rect) {
      guard SVGReport.isDrawable(rect) else { return }
      minX = min(minX, rect.x, rect.x + rect.width)
      maxX = max(maxX, rect.x, rect.x + rect.width)
      minY = min(minY, rect.y, rect.y + rect.height)
      maxY = max(maxY, rect.y, rect.y + rect.height)
    }
    if let root { include(root) }
    for (rect, _) in stateRoots { if let rect { include(rect) } }
    for state in states {
      for (index, frame) in state.frames.enumerated()
      where index >= state.views.count || !state.views[index].isDetached {
        include(frame.frameInRoot)
        if !frame.transform3D.isIdentity, let transform = SVGReport.drawableTransform(frame) {
          // Where the transform about the center draws it (its superviews' transforms aside).
          let rect = frame.frameInRoot
          let local = Rect(
            x: -rect.width / 2, y: -rect.height / 2, width: rect.width, height: rect.height)
          include(transform.apply(to: local).offsetBy(dx: rect.midX, dy: rect.midY))
        }
      }
      if let keyboard = state.keyboardFrame { include(keyboard) }
    }
    guard minX <= maxX, minY <= maxY else { return Rect(x: 0, y: 0, width: 100, height: 100) }
    let reference = root ?? Rect(x: 0, y: 0, width: 0, height: 0)
    let reachX = max(reference.width, 100)
    let reachY = max(reference.height, 100)
    minX = max(minX, reference.x - reachX) - 4
    maxX = min(maxX, reference.x + reference.width + reachX) + 4
    minY = max(minY, reference.y - reachY) - 4
    maxY = min(maxY, reference.y + reference.height + reachY) + 4
    guard minX <= maxX, minY <= maxY else { return Rect(x: 0, y: 0, width: 100, height: 100) }
    return Rect(
      x: ReportNumber.rounded(minX), y: ReportNumber.rounded(minY),
      width: ReportNumber.rounded(maxX - minX), height: ReportNumber.rounded(maxY - minY))
  }
}
