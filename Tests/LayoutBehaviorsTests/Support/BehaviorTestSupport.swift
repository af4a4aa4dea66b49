import Testing

@testable import LayoutBehaviors

/// The tolerance of the behavior tests' comparisons: 1e-9, as the reference report's convention
/// for doubles (SEED-SYSTEMS §1).
let behaviorTolerance = 1e-9

/// Records an issue unless `actual` is within `tolerance` of `expected`.
func expectClose(
  _ actual: Double, _ expected: Double, tolerance: Double = behaviorTolerance,
  _ comment: @autoclosure () -> String = "",
  sourceLocation: Testing.SourceLocation = #_sourceLocation
) {
  #expect(
    abs(actual - expected) <= tolerance, "\(actual) is not \(expected) \(comment())",
    sourceLocation: sourceLocation)
}

/// Records an issue unless `actual` is within `tolerance` of `(x, y, width, height)` on every
/// component.
func expectFrame(
  _ actual: Rect, _ x: Double, _ y: Double, _ width: Double, _ height: Double,
  tolerance: Double = behaviorTolerance, _ comment: @autoclosure () -> String = "",
  sourceLocation: Testing.SourceLocation = #_sourceLocation
) {
  let close =
    abs(actual.x - x) <= tolerance && abs(actual.y - y) <= tolerance
    && abs(actual.width - width) <= tolerance && abs(actual.height - height) <= tolerance
  #expect(
    close, "\(actual) is not (\(x), \(y), \(width), \(height)) \(comment())",
    sourceLocation: sourceLocation)
}

/// A full-screen scroll view under a root, as in the keyboard examples: the scroll view's top,
/// leading and trailing are pinned to the root; its bottom constraint is made by the caller.
struct ScrollScreen {
  let engine: LayoutEngine
  let scroll: View

  init(width: Double = 375, height: Double = 667, safeAreaBottom: Double = 0) {
    engine = LayoutEngine(
      size: Size(width: width, height: height),
      safeAreaInsets: EdgeInsets(bottom: safeAreaBottom))
    scroll = View("scroll")
    engine.root.addSubview(scroll)
    LayoutConstraint.activate([
      scroll.topAnchor.constraint(equalTo: engine.root.topAnchor),
      scroll.leadingAnchor.constraint(equalTo: engine.root.leadingAnchor),
      scroll.trailingAnchor.constraint(equalTo: engine.root.trailingAnchor),
    ])
  }

  var root: View { engine.root }

  /// Activates `constraint` with `identifier` and returns it.
  func activate(_ constraint: LayoutConstraint, _ identifier: String) -> LayoutConstraint {
    constraint.identifier = identifier
    constraint.isActive = true
    return constraint
  }
}

/// A 375 × 667 root with a 300 × 200 panel pinned by the caller's horizontal or vertical
/// constraint and fixed by default constraints on the other axis, as in the collapse examples.
struct PanelScreen {
  let engine: LayoutEngine
  let panel: View
  let width: LayoutConstraint
  let height: LayoutConstraint

  init(width: Double = 300, height: Double = 200, direction: LayoutDirection = .leftToRight) {
    engine = LayoutEngine(size: Size(width: 375, height: 667), layoutDirection: direction)
    panel = View("panel")
    engine.root.addSubview(panel)
    self.width = panel.widthAnchor.constraint(equalToConstant: width)
    self.width.identifier = "panel-width"
    self.height = panel.heightAnchor.constraint(equalToConstant: height)
    self.height.identifier = "panel-height"
    LayoutConstraint.activate([self.width, self.height])
  }

  var root: View { engine.root }

  /// Activates the constraint and returns it, named `identifier`.
  func pin(_ constraint: LayoutConstraint, _ identifier: String) -> LayoutConstraint {
    constraint.identifier = identifier
    constraint.isActive = true
    return constraint
  }
}
