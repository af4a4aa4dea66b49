import ConstraintSolver
import Testing

@testable import LayoutBehaviors

/// `RefusedChange`: every behavior that could compute a constant beyond the solver's range or a
/// transform that is not a finite number from extreme but finite inputs refuses it, reports it in
/// its result, and does not crash (the model's preconditions on `constant` and `transform3D` are
/// never reached, and the solver never refuses a constant).
@Suite struct RefusedChangeTests {
  /// A finite number whose double overflows: the magnitudes that make sums of transforms
  /// infinite.
  static let huge = 1.7e308
  /// The largest constant the solver takes, 10¹⁵: sums of two such constants are refused.
  static let limit = Solver.magnitudeLimit

  // MARK: - Constants (all or nothing)

  @Test func aKeyboardWhoseAdjustmentOverflowsChangesNothingAndKeepsTheState() {
    let engine = LayoutEngine(size: Size(width: 375, height: Self.limit))
    let bar = View("bar")
    engine.root.addSubview(bar)
    let bottom = engine.root.bottomAnchor.constraint(equalTo: bar.bottomAnchor, constant: 10)
    bottom.identifier = "bar-bottom"
    LayoutConstraint.activate([bottom, bar.heightAnchor.constraint(equalToConstant: 44)])
    let avoider = KeyboardAvoider(container: engine.root, constraints: [bottom], margin: 8)
    avoider.startAvoidingKeyboard()
    // The keyboard covers the whole 10¹⁵-point root: the bottom would move by 10¹⁵ + the margin.
    let keyboard = Rect(x: 0, y: 0, width: 375, height: Self.limit)
    let transition = avoider.apply(.willShow(KeyboardFrameChange(endFrame: keyboard)))
    #expect(transition.isEmpty)
    #expect(transition.animation == nil)
    #expect(transition.refused == [.constant(bottom, value: 10 + Self.limit + 8)])
    #expect(
      transition.refused.first?.description == "the constant of 'bar-bottom' (1000000000000018.0)")
    #expect(bottom.constant == 10)
    #expect(avoider.keyboardAvoidanceState.keyboardFrame == nil)
    #expect(avoider.keyboardAvoidanceState.originalConstants.isEmpty)
    #expect(engine.diagnostics.isEmpty, "the solver never saw the constant")
    // A keyboard of a sensible size still works afterwards.
    let sensible = Rect(x: 0, y: Self.limit - 300, width: 375, height: 300)
    let shown = avoider.apply(.willShow(KeyboardFrameChange(endFrame: sensible)))
    #expect(shown.refused.isEmpty)
    // The margin, the keyboard's height and the spacing.
    let expected: Double = 10 + 300 + 8
    #expect(bottom.constant == expected)
  }

  /// A box 10¹⁵ + 375 wide from the root's leading edge, and a 100-wide panel inside it pinned
  /// to its trailing edge: collapsing the panel toward leading moves it past the box's leading
  /// edge, by 10¹⁵ + 375, beyond the solver's range.
  private static func panelInAWideBox(_ engine: LayoutEngine) -> (View, LayoutConstraint) {
    let box = View("box")
    let panel = View("panel")
    engine.root.addSubview(box)
    box.addSubview(panel)
    let trailing = panel.trailingAnchor.constraint(equalTo: box.trailingAnchor)
    trailing.identifier = "panel-trailing"
    LayoutConstraint.activate([
      box.leadingAnchor.constraint(equalTo: engine.root.leadingAnchor),
      box.widthAnchor.constraint(equalTo: engine.root.widthAnchor, constant: Self.limit),
      trailing, panel.widthAnchor.constraint(equalToConstant: 100),
    ])
    return (panel, trailing)
  }

  @Test func aCollapseThatWouldOverflowLeavesTheViewShown() {
    let engine = LayoutEngine(size: Size(width: 375, height: 812))
    let (panel, trailing) = Self.panelInAWideBox(engine)
    #expect(panel.frameInRoot.minX == Self.limit + 275)
    let collapser = Collapser(view: panel, constraint: trailing, direction: .leading)
    let transition = collapser.collapse()
    #expect(transition.isEmpty)
    #expect(transition.refused == [.constant(trailing, value: -(Self.limit + 375))])
    #expect(trailing.constant == 0)
    #expect(collapser.isCollapsed == false)
    #expect(collapser.collapsibleState.restConstant == nil)
    #expect(engine.diagnostics.isEmpty)
  }

  @Test func showingAViewWhoseGroupCannotCollapseChangesNoMember() {
    let engine = LayoutEngine(size: Size(width: 375, height: 812))
    let left = View("left")
    engine.root.addSubview(left)
    let leftLeading = left.leadingAnchor.constraint(equalTo: engine.root.leadingAnchor)
    LayoutConstraint.activate([leftLeading, left.widthAnchor.constraint(equalToConstant: 100)])
    let (right, rightTrailing) = Self.panelInAWideBox(engine)
    let leftPanel = Collapser(view: left, constraint: leftLeading, direction: .leading)
    let rightPanel = Collapser(view: right, constraint: rightTrailing, direction: .leading)
    let group = CollapsibleGroup("panels", members: [leftPanel, rightPanel])
    leftPanel.collapse()
    #expect(leftPanel.isCollapsed)
    // Showing the left panel would collapse the right one by 10¹⁵ + 375 points, beyond the
    // solver's range: refused, so the left panel stays collapsed too.
    let transition = leftPanel.show()
    #expect(transition.isEmpty)
    #expect(transition.refused == [.constant(rightTrailing, value: -(Self.limit + 375))])
    #expect(leftPanel.isCollapsed && !rightPanel.isCollapsed)
    #expect(leftLeading.constant == -100)
    #expect(group.members.count == 2)
  }

  // MARK: - Transforms

  @Test func anUnboundedMoveThatWouldOverflowIsRefusedAndTheDragGoesOn() {
    let engine = makeBoard()
    let view = place("photo", in: engine.root, at: rect(10, 10, 100, 100))
    let photo = Manipulator(
      view: view, behaviors: .moveable, moveable: MoveableState(isBoundedBySuperview: false))
    view.transform = AffineTransform(translationX: Self.huge, y: 0)
    photo.move(PanGesture(state: .began))
    let refused = photo.move(
      PanGesture(state: .changed, translation: Point(x: Self.huge, y: 0)))
    #expect(refused.refused == [.transform(view)])
    #expect(refused.changes.isEmpty && refused.animations.isEmpty)
    #expect(view.transform == AffineTransform(translationX: Self.huge, y: 0))
    // The next step from the same drag moves normally.
    let moved = photo.move(PanGesture(state: .changed, translation: Point(x: -10, y: 5)))
    #expect(moved.refused.isEmpty)
    #expect(view.transform.ty == 5)
    #expect(photo.move(PanGesture(state: .ended)).callbacks == ["didFinishMoving"])
  }

  @Test func aMoveThroughAConstraintThatWouldOverflowIsRefused() {
    let engine = makeBoard()
    let handle = View("handle")
    engine.root.addSubview(handle)
    let leading = handle.leadingAnchor.constraint(
      equalTo: engine.root.leadingAnchor, constant: Self.limit)
    LayoutConstraint.activate([
      leading, handle.topAnchor.constraint(equalTo: engine.root.topAnchor),
      handle.widthAnchor.constraint(equalToConstant: 10),
      handle.heightAnchor.constraint(equalToConstant: 10),
    ])
    let slider = Manipulator(
      view: handle, behaviors: .moveable,
      moveable: MoveableState(
        method: .constraints(horizontal: leading, vertical: nil), isBoundedBySuperview: false))
    slider.move(PanGesture(state: .began))
    let result = slider.move(
      PanGesture(state: .changed, translation: Point(x: Self.limit, y: 0)))
    #expect(result.refused == [.constant(leading, value: 2 * Self.limit)])
    #expect(result.constants.isEmpty)
    #expect(leading.constant == Self.limit)
    #expect(engine.diagnostics.isEmpty)
    #expect(slider.animateToPoint(Point(x: .infinity, y: 0)) == nil, "the default step refuses too")
  }

  @Test func aRotationWhoseTransformWouldOverflowIsRefused() {
    let engine = makeBoard()
    let view = place("dial", in: engine.root, at: rect(10, 10, 100, 100))
    let dial = Manipulator(view: view, behaviors: .rotatable)
    let big = AffineTransform(a: 1.5e308, b: 0, c: 1.5e308, d: 1, tx: 0, ty: 0)
    view.transform = big
    dial.rotate(RotationGesture(state: .began))
    let result = dial.rotate(RotationGesture(state: .changed, rotation: .pi / 4))
    #expect(result.refused == [.transform(view)])
    #expect(view.transform == big)
    #expect(dial.rotatableState.rotation == 0)
  }

  @Test func aPinchWhoseCustomStepIsNotFiniteIsRefused() {
    final class Exploding: Pinchable {
      let pinchableView: View
      var pinchableState = PinchableState()
      init(_ view: View) {
        pinchableView = view
        makePinchable()
      }
      func transformWithScale(_ scale: Double, lastScale: Double, velocity: Double)
        -> AffineTransform
      {
        AffineTransform(a: scale * .greatestFiniteMagnitude * 2, b: 0, c: 0, d: 1, tx: 0, ty: 0)
      }
    }
    let engine = makeBoard()
    let view = place("photo", in: engine.root, at: rect(10, 10, 100, 100))
    let photo = Exploding(view)
    photo.pinch(PinchGesture(state: .began))
    let result = photo.pinch(PinchGesture(state: .changed, scale: 2))
    #expect(result.refused == [.transform(view)])
    #expect(view.transform == .identity)
  }

  @Test func aBlogDragThatWouldOverflowIsRefused() {
    let engine = makeBoard()
    let view = place("tile", in: engine.root, at: rect(10, 10, 100, 100))
    let tile = Dragger(view: view)
    view.transform = AffineTransform(translationX: Self.huge, y: 0)
    tile.didPan(PanGesture(state: .began))
    let result = tile.didPan(PanGesture(state: .changed, translation: Point(x: Self.huge, y: 0)))
    #expect(result.refused == [.transform(view)])
    #expect(view.transform == AffineTransform(translationX: Self.huge, y: 0))
    let pressed = Dragger(
      view: place("big", in: engine.root, at: rect(0, 0, 10, 10)),
      state: DraggableState(pressedScale: Self.huge))
    pressed.draggableView.transform = AffineTransform(scaleX: 2, y: 2)
    #expect(pressed.didPress(PressGesture(state: .began)).refused.count == 1)
  }

  @Test func aDragAndDropThatWouldOverflowIsRefused() {
    let engine = makeBoard()
    let card = place("card", in: engine.root, at: rect(50, 50, 50, 50))
    let tray = place("tray", in: engine.root, at: rect(0, 100, 200, 200))
    let controller = DragDropController()
    controller.registerDraggable(card)
    controller.registerDroppable(tray)
    card.transform = AffineTransform(translationX: Self.huge, y: 0)
    controller.apply(PanGesture(state: .began), to: card)
    let result = controller.apply(
      PanGesture(state: .changed, translation: Point(x: Self.huge, y: 0)), to: card)
    #expect(result.refused == [.transform(card)])
    #expect(card.transform == AffineTransform(translationX: Self.huge, y: 0))
    let ended = controller.apply(PanGesture(state: .cancelled), to: card)
    #expect(ended.callbacks.first == "didEnd(card, none)")
  }

  @Test func aPileWithHugeLengthsPlacesItsViewsWithoutOverflowing() {
    let engine = makeBoard()
    let stack = place("stack", in: engine.root, at: rect(10, 100, 300, 200))
    let length = PileLength(points: Self.limit)
    let metric = StandardPileMetric(
      alpha: 1, frame: PileFrame(x: length, y: .zero, width: length, height: .full))
    let pile = ViewPile(view: stack, activeMetric: metric)
    let card = View("card")
    let result = pile.push(card, animated: false, at: 0)
    #expect(result.refused.isEmpty)
    #expect(card.frame.x == Self.limit)
    #expect(
      engine.allConstraints.filter { $0.firstItem === card }.map(\.description).first
        == "card.left == stack.left + 1e+15")
    #expect(engine.diagnostics.isEmpty)
  }
}
