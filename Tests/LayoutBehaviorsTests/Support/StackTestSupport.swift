import Testing

@testable import LayoutBehaviors

/// A stack under a 400 × 400 root at (0, 0), with three arranged views whose intrinsic sizes
/// along the axis are 40, 60, 80 and across it 20, 30, 50, 10 points apart: the fixture of the
/// stack known-answer tests.
struct StackFixture {
  let engine: LayoutEngine
  let stackView: View
  let stack: StackLayout
  let views: [View]

  /// - Parameters:
  ///   - axis: the stack's axis.
  ///   - length: the stack's fixed size along the axis, or `nil` to leave it free.
  ///   - thickness: the stack's fixed size across the axis, or `nil` to leave it free.
  init(
    axis: LayoutConstraintAxis, distribution: StackLayout.Distribution = .fill,
    alignment: StackLayout.Alignment = .fill, length: Double? = 300, thickness: Double? = 100
  ) {
    engine = LayoutEngine(size: Size(width: 400, height: 400))
    stackView = View("stack")
    engine.root.addSubview(stackView)
    stack = StackLayout(
      view: stackView, axis: axis, distribution: distribution, alignment: alignment, spacing: 10)
    views = zip(["a", "b", "c"], zip([40.0, 60, 80], [20.0, 30, 50])).map { name, sizes in
      let view = View(name)
      view.intrinsicContentSize =
        axis == .horizontal
        ? IntrinsicContentSize(width: sizes.0, height: sizes.1)
        : IntrinsicContentSize(width: sizes.1, height: sizes.0)
      return view
    }
    for view in views { stack.addArrangedSubview(view) }
    var pins = [
      stackView.leadingAnchor.constraint(equalTo: engine.root.leadingAnchor),
      stackView.topAnchor.constraint(equalTo: engine.root.topAnchor),
    ]
    let alongSize = axis == .horizontal ? stackView.widthAnchor : stackView.heightAnchor
    let acrossSize = axis == .horizontal ? stackView.heightAnchor : stackView.widthAnchor
    if let length { pins.append(alongSize.constraint(equalToConstant: length)) }
    if let thickness { pins.append(acrossSize.constraint(equalToConstant: thickness)) }
    LayoutConstraint.activate(pins)
  }

  /// The frame of `view` seen along the stack's axis: position and size along it, then
  /// position and size across it.
  func span(_ view: View) -> (
    position: Double, size: Double, crossPosition: Double, crossSize: Double
  ) {
    let frame = view.frame
    return stack.axis == .horizontal
      ? (frame.x, frame.width, frame.y, frame.height)
      : (frame.y, frame.height, frame.x, frame.width)
  }

  /// Checks each view's position and size along the axis against `expected`.
  func expectAlong(
    _ expected: [(Double, Double)], _ comment: String = "",
    sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) {
    for (view, (position, size)) in zip(views, expected) {
      let span = span(view)
      expectNumber(
        span.position, position, "\(view.identifier) position \(comment)",
        sourceLocation: sourceLocation)
      expectNumber(
        span.size, size, "\(view.identifier) size \(comment)", sourceLocation: sourceLocation)
    }
  }

  /// Checks each view's position and size across the axis against `expected`.
  func expectAcross(
    _ expected: [(Double, Double)], _ comment: String = "",
    sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) {
    for (view, (position, size)) in zip(views, expected) {
      let span = span(view)
      expectNumber(
        span.crossPosition, position, "\(view.identifier) cross position \(comment)",
        sourceLocation: sourceLocation)
      expectNumber(
        span.crossSize, size, "\(view.identifier) cross size \(comment)",
        sourceLocation: sourceLocation)
    }
  }
}
