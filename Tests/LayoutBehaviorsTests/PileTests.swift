import Testing

@testable import LayoutBehaviors

/// A 320 × 480 root with a pile view pinned at its top-left corner, 100 × 30 (the reference
/// report's worked example, SEED-SYSTEMS §7.5), and the pile.
struct PileScreen {
  let engine: LayoutEngine
  let stack: View
  let width: LayoutConstraint
  let pile: ViewPile

  init(width: Double = 100, height: Double = 30) {
    engine = LayoutEngine(size: Size(width: 320, height: 480))
    stack = View("stack")
    engine.root.addSubview(stack)
    self.width = stack.widthAnchor.constraint(equalToConstant: width)
    self.width.identifier = "stack-width"
    LayoutConstraint.activate([
      stack.leftAnchor.constraint(equalTo: engine.root.leftAnchor),
      stack.topAnchor.constraint(equalTo: engine.root.topAnchor),
      self.width,
      stack.heightAnchor.constraint(equalToConstant: height),
    ])
    pile = ViewPile(view: stack)
  }
}

/// The original's spring, for expected values along a motion.
private let spring = StandardPileAnimationMetric.default.animation

@Suite struct PileTests {
  // MARK: - Defaults

  @Test func theDefaultsAreTheOriginals() {
    let size = Size(width: 100, height: 30)
    #expect(StandardPileMetric.active.alpha == 1)
    #expect(StandardPileMetric.active.transform == .identity)
    #expect(
      StandardPileMetric.active.frame.rect(in: size) == Rect(x: 0, y: 0, width: 100, height: 30))
    #expect(StandardPileMetric.leading.alpha == 0)
    #expect(StandardPileMetric.leading.transform == .identity)
    #expect(
      StandardPileMetric.leading.frame.rect(in: size) == Rect(x: 0, y: -30, width: 100, height: 30))
    #expect(StandardPileMetric.trailing.alpha == 0)
    #expect(StandardPileMetric.trailing.transform == .identity)
    #expect(
      StandardPileMetric.trailing.frame.rect(in: size) == Rect(x: 0, y: 30, width: 100, height: 30))
    let animation = StandardPileAnimationMetric.default
    #expect(animation.duration == 0.6)
    #expect(animation.delay == 0)
    #expect(animation.damping == 0.6)
    #expect(animation.initialVelocity == 0)
    #expect(animation.animation.description == "0.6 s spring(damping 0.6, velocity 0)")
    #expect(StandardPileMetric.leading.frame.description == "(0, -1 × size, 1 × size, 1 × size)")
    #expect(PileLength(fraction: 0.5, points: -8).description == "0.5 × size − 8")
  }

  // MARK: - Push and pop

  /// SEED-SYSTEMS §7.5: bounds (0, 0, 100, 30); push A, push B, complete, pop.
  @Test func theReferenceWorkedExample() throws {
    let screen = PileScreen()
    let pile = screen.pile
    let a = View("a")
    let b = View("b")

    let pushA = pile.push(a)
    let changeA = try #require(pushA.change(of: a))
    expectFrame(changeA.before.frame, 0, -30, 100, 30)
    #expect(changeA.before.alpha == 0)
    expectFrame(changeA.after.frame, 0, 0, 100, 30)
    #expect(changeA.after.alpha == 1)
    #expect(pushA.animations.map(\.description) == ["0.6 s spring(damping 0.6, velocity 0)"])
    #expect(pushA.callbacks.isEmpty)
    #expect(pile.pileState.time == 0)

    let pushB = pile.push(b)
    #expect(pile.pileState.time == 0.6)  // after A's motion, by default
    let leaving = try #require(pushB.change(of: a))
    expectFrame(leaving.before.frame, 0, 0, 100, 30)
    #expect(leaving.before.alpha == 1)
    expectFrame(leaving.after.frame, 0, 30, 100, 30)
    #expect(leaving.after.alpha == 0)
    let arriving = try #require(pushB.change(of: b))
    expectFrame(arriving.before.frame, 0, -30, 100, 30)
    #expect(arriving.before.alpha == 0)
    expectFrame(arriving.after.frame, 0, 0, 100, 30)
    #expect(arriving.after.alpha == 1)
    #expect(pushB.animations.count == 2)
    #expect(pile.pileState.stack.map(\.identifier) == ["a", "b"])
    #expect(pile.pileState.leavingViews.map(\.identifier) == ["a"])
    #expect(pile.pileState.removalTime(of: a) == 1.2)
    #expect(screen.stack.subviews.map(\.identifier) == ["a", "b"])

    let completion = pile.completeAnimations()
    #expect(completion.callbacks == ["didRemove(a)"])
    #expect(a.superview == nil)
    #expect(screen.stack.subviews.map(\.identifier) == ["b"])
    #expect(pile.pileState.time == 1.2)

    let popB = pile.pop()
    let back = try #require(popB.change(of: a))
    expectFrame(back.before.frame, 0, 30, 100, 30)
    #expect(back.before.alpha == 0)
    expectFrame(back.after.frame, 0, 0, 100, 30)
    #expect(back.after.alpha == 1)
    let popped = try #require(popB.change(of: b))
    expectFrame(popped.before.frame, 0, 0, 100, 30)
    expectFrame(popped.after.frame, 0, -30, 100, 30)
    #expect(popped.after.alpha == 0)
    #expect(pile.pileState.stack.map(\.identifier) == ["a"])
    #expect(pile.pileState.position(of: b) == .leading)
    #expect(pile.pileState.position(of: a) == .active)
    // The view coming back is added again, in front of the leaving one, as the original did.
    #expect(screen.stack.subviews.map(\.identifier) == ["b", "a"])
    #expect(pile.completeAnimations().callbacks == ["didRemove(b)"])
  }

  @Test func popIsTheReverseOfPush() throws {
    let screen = PileScreen()
    let pile = screen.pile
    let a = View("a")
    let b = View("b")
    pile.push(a)
    let push = pile.push(b)
    pile.completeAnimations()
    let pop = pile.pop()
    for (view, pushed) in [(a, push.change(of: a)), (b, push.change(of: b))] {
      let pushed = try #require(pushed)
      let popped = try #require(pop.change(of: view))
      #expect(popped.before.frame == pushed.after.frame)
      #expect(popped.after.frame == pushed.before.frame)
      #expect(popped.before.alpha == pushed.after.alpha)
      #expect(popped.after.alpha == pushed.before.alpha)
    }
  }

  @Test func poppingTheLastViewDoesNothing() {
    let screen = PileScreen()
    let pile = screen.pile
    #expect(pile.pop().isEmpty)
    let a = View("a")
    pile.push(a)
    pile.completeAnimations()
    let pop = pile.pop()
    #expect(pop.isEmpty)
    #expect(pile.pileState.stack.map(\.identifier) == ["a"])
    #expect(a.superview === screen.stack)
    expectFrame(a.frame, 0, 0, 100, 30)
  }

  /// PileViewSpec, "push twice": the stack holds the view twice, and it stays on screen.
  @Test func pushingTheSameViewTwice() throws {
    let screen = PileScreen()
    let pile = screen.pile
    let a = View("a")
    let b = View("b")
    pile.push(a)
    pile.push(b)
    let again = pile.push(b)
    #expect(pile.pileState.stack.map(\.identifier) == ["a", "b", "b"])
    #expect(again.change(of: b) == nil)  // it stays where it is
    #expect(again.animations.count == 1)
    pile.completeAnimations()
    #expect(b.superview === screen.stack)
    #expect(pile.pileState.topView === b)
    #expect(a.superview == nil)
    #expect(pile.pileState.shownViews.map(\.identifier) == ["b"])
    // Popping one of the two leaves the other on top, where it is.
    #expect(pile.pop().change(of: b) == nil)
    #expect(pile.pileState.stack.map(\.identifier) == ["a", "b"])
  }

  @Test func aPushWithoutAnimation() throws {
    let screen = PileScreen()
    let pile = screen.pile
    let a = View("a")
    let b = View("b")
    pile.push(a, animated: false, at: 0)
    let push = pile.push(b, animated: false, at: 0)
    #expect(push.callbacks == ["didRemove(a)"])
    #expect(push.animations.isEmpty)
    #expect(a.superview == nil)
    #expect(screen.stack.subviews.map(\.identifier) == ["b"])
    expectFrame(b.frame, 0, 0, 100, 30)
    #expect(b.alpha == 1)
    #expect(pile.pileState.leavingViews.isEmpty)
  }

  @Test func aRemovedViewKeepsTheFrameItWasPlacedAt() {
    // The view leaves the tree before its constraints go, so its frame out of the tree is where
    // its motion ended (the trailing metric, one height below), not whatever the solver gives an
    // unconstrained view.
    let screen = PileScreen()
    let pile = screen.pile
    let a = View("a")
    pile.push(a, animated: false, at: 0)
    pile.push(View("b"), at: 0)
    let removal = pile.advance(to: 1)
    #expect(removal.callbacks == ["didRemove(a)"])
    #expect(a.superview == nil && a.layoutEngine == nil)
    expectFrame(a.frame, 0, 30, 100, 30)
    expectFrame(a.frameInRoot, 0, 30, 100, 30)
    #expect(a.alpha == 0)
    #expect(screen.stack.layoutGuides.isEmpty)
    #expect(!screen.engine.allConstraints.contains { $0.firstItem === a })
  }

  // MARK: - Constraints

  @Test func viewsArePlacedByConstraints() {
    let screen = PileScreen()
    let pile = screen.pile
    let a = View("a")
    let b = View("b")
    pile.push(a)
    pile.push(b)
    func descriptions(_ view: View) -> [String] {
      screen.engine.allConstraints.filter { $0.firstItem === view }.map(\.description)
    }
    #expect(
      descriptions(a) == [
        "a.left == stack.left", "a.top == stack.bottom", "a.width == stack.width",
        "a.height == stack.height",
      ])
    #expect(
      descriptions(b) == [
        "b.left == stack.left", "b.top == stack.top", "b.width == stack.width",
        "b.height == stack.height",
      ])
    #expect(
      screen.engine.allConstraints.filter { $0.firstItem === b }.compactMap(\.identifier) == [
        "b.pile-x", "b.pile-y", "b.pile-width", "b.pile-height",
      ])
    // Removing a view takes its constraints away.
    pile.completeAnimations()
    #expect(descriptions(a).isEmpty)
  }

  /// Pile #9 ("Update current view's frame when layout changes"): the views follow the pile's
  /// size through their constraints, the leaving one included.
  @Test func viewsFollowTheLayout() {
    let screen = PileScreen()
    let pile = screen.pile
    let a = View("a")
    let b = View("b")
    pile.push(a)
    pile.push(b)
    screen.width.constant = 200
    expectFrame(b.frame, 0, 0, 200, 30)
    expectFrame(a.frame, 0, 30, 200, 30)
    screen.engine.rootSize = Size(width: 480, height: 320)
    expectFrame(b.frame, 0, 0, 200, 30)
  }

  @Test func framesAtOtherFractionsUseAGuide() {
    let screen = PileScreen()
    let metric = StandardPileMetric(
      alpha: 1,
      frame: PileFrame(
        x: .fraction(0.25), y: PileLength(fraction: 0.1, points: 2), width: .fraction(0.5),
        height: .points(10)))
    screen.pile.pileState.activeMetric = metric
    let a = View("a")
    screen.pile.push(a)
    expectFrame(a.frame, 25, 5, 50, 10)
    #expect(
      screen.engine.allConstraints.filter { $0.firstItem.identifier.hasPrefix("a") }
        .map(\.description) == [
          "a.pileOffset.left == stack.left", "a.pileOffset.top == stack.top",
          // x at 0.25 of a half-width view: its center is the pile's, no guide needed.
          "a.pileOffset.width == 0", "a.pileOffset.height == 0.1 * stack.height",
          "a.centerX == stack.centerX", "a.top == a.pileOffset.bottom + 2",
          "a.width == 0.5 * stack.width", "a.height == 10",
        ])
    screen.width.constant = 200
    expectFrame(a.frame, 50, 5, 100, 10)
    // Placing the view elsewhere removes the guide.
    screen.pile.pileState.activeMetric = StandardPileMetric.active
    screen.pile.replaceTopView(with: a)
    #expect(screen.stack.layoutGuides.isEmpty)
    expectFrame(a.frame, 0, 0, 200, 30)
  }

  // MARK: - Time

  /// A push while the previous push is running: the view it covers leaves from where it is
  /// drawn (mid-spring, overshooting), and every view is removed when its own motion ends.
  @Test func aPushDuringARunningMotion() throws {
    let screen = PileScreen()
    let pile = screen.pile
    let a = View("a")
    let b = View("b")
    let c = View("c")
    pile.push(a, at: 0)
    pile.advance(to: 1)
    pile.push(b, at: 1)
    // 0.3 s into b's spring it is drawn 0.809 points below its place, fully opaque.
    let drawn = try #require(pile.presentedState(of: b, at: 1.3))
    expectClose(drawn.frame.y, 0.8089485670657801)
    expectClose(drawn.frame.y, -30 + 30 * spring.progress(at: 0.3))
    #expect(drawn.alpha == 1)

    let push = pile.push(c, at: 1.3)
    let leaving = try #require(push.change(of: b))
    expectClose(leaving.before.frame.y, 0.8089485670657801)  // not 0: no jump back to active
    expectFrame(leaving.after.frame, 0, 30, 100, 30)
    #expect(leaving.after.alpha == 0)
    #expect(pile.pileState.leavingViews.map(\.identifier) == ["a", "b"])
    #expect(pile.pileState.removalTime(of: a) == 1.6)
    #expect(pile.pileState.removalTime(of: b) == 1.9)

    #expect(pile.advance(to: 1.6).callbacks == ["didRemove(a)"])
    #expect(pile.advance(to: 1.8).isEmpty)
    #expect(pile.advance(to: 1.9).callbacks == ["didRemove(b)"])
    #expect(screen.stack.subviews.map(\.identifier) == ["c"])
    #expect(pile.pileState.stack.map(\.identifier) == ["a", "b", "c"])
    expectFrame(c.frame, 0, 0, 100, 30)
    #expect(c.alpha == 1)
  }

  /// SEED-SYSTEMS §7.3 edge case 2: the original matched completions to its removal stack first
  /// in, first out; a push without animation while another push runs removed the view still
  /// animating out and left the other one on screen. Views are removed by identity here.
  @Test func leavingViewsAreRemovedByIdentity() {
    let screen = PileScreen()
    let pile = screen.pile
    let a = View("a")
    let b = View("b")
    let c = View("c")
    pile.push(a, animated: false, at: 0)
    pile.push(b, at: 0)  // a leaves until 0.6
    let push = pile.push(c, animated: false, at: 0.1)
    #expect(push.callbacks == ["didRemove(b)"])  // the original removed a here
    #expect(screen.stack.subviews.map(\.identifier) == ["a", "c"])
    #expect(pile.pileState.leavingViews.map(\.identifier) == ["a"])
    #expect(pile.advance(to: 0.6).callbacks == ["didRemove(a)"])
  }

  /// SEED-SYSTEMS §7.3 edge case 4: `setViews` left stale entries in the removal stack, so a
  /// later completion removed a view that was back on screen before its own motion ended.
  @Test func setViewsForgetsLeavingViews() throws {
    let screen = PileScreen()
    let pile = screen.pile
    let a = View("a")
    let b = View("b")
    let d = View("d")
    pile.push(a, animated: false, at: 0)
    pile.push(b, at: 0)  // a leaves until 0.6
    let set = pile.setViews([a], at: 0.1)
    #expect(set.callbacks == ["didRemove(b)"])
    #expect(pile.pileState.stack.map(\.identifier) == ["a"])
    #expect(pile.pileState.leavingViews.isEmpty)
    expectFrame(a.frame, 0, 0, 100, 30)
    #expect(a.alpha == 1)
    pile.push(d, at: 0.2)  // a leaves until 0.8
    #expect(pile.advance(to: 0.7).isEmpty)  // the original removed a at 0.6
    #expect(a.superview === screen.stack)
    #expect(pile.advance(to: 0.8).callbacks == ["didRemove(a)"])
  }

  @Test func setViewsOnAnEmptyPileAndToNothing() throws {
    let screen = PileScreen()
    let pile = screen.pile
    let a = View("a")
    let b = View("b")
    pile.setViews([a, b])
    #expect(pile.pileState.stack.map(\.identifier) == ["a", "b"])
    #expect(screen.stack.subviews.map(\.identifier) == ["b"])  // only the top is shown
    expectFrame(b.frame, 0, 0, 100, 30)
    let empty = pile.setViews([])
    #expect(empty.callbacks == ["didRemove(b)"])
    #expect(pile.pileState.stack.isEmpty)
    #expect(screen.stack.subviews.isEmpty)
    // Popping after the underlying view was never shown brings it in from trailing.
    pile.setViews([a, b])
    let pop = pile.pop()
    expectFrame(try #require(pop.change(of: a)).before.frame, 0, 30, 100, 30)
  }

  @Test func replaceTopView() {
    let screen = PileScreen()
    let pile = screen.pile
    let a = View("a")
    let b = View("b")
    #expect(pile.replaceTopView(with: a).isEmpty)  // an empty pile: nothing, as the original
    #expect(pile.pileState.stack.isEmpty)
    pile.push(a)
    let replace = pile.replaceTopView(with: b)
    #expect(replace.callbacks == ["didRemove(a)"])
    #expect(replace.animations.isEmpty)
    #expect(pile.pileState.stack.map(\.identifier) == ["b"])
    expectFrame(b.frame, 0, 0, 100, 30)
  }

  @Test func timesNeverGoBack() {
    let screen = PileScreen()
    let pile = screen.pile
    let a = View("a")
    let b = View("b")
    pile.push(a, at: 5)
    pile.push(b, at: 2)
    #expect(pile.pileState.time == 5)
    #expect(pile.pileState.removalTime(of: a) == 5.6)
    #expect(pile.pileState.settledTime == 5.6)
  }

  @Test func eventsAsValues() {
    let screen = PileScreen()
    let pile = screen.pile
    let a = View("a")
    let b = View("b")
    let events: [PileEvent] = [
      .push(a, at: 0), .push(b, at: 1), .advance(to: 1.5), .pop(at: 2), .completeAnimations,
      .setViews([a, b]), .replaceTopView(a), .pop(animated: false),
    ]
    let callbacks = events.map { pile.apply($0).callbacks }
    #expect(
      callbacks == [
        [], [], [], ["didRemove(a)"], ["didRemove(b)"], ["didRemove(a)"], ["didRemove(b)"], [],
      ])
    // The last pop took one of the two a's off: the other stays where it is.
    #expect(pile.pileState.stack.map(\.identifier) == ["a"])
  }

  // MARK: - Customization

  /// Pile #2: a metric whose frame depends on the view.
  @Test func aMetricThatDependsOnTheView() {
    struct CardMetric: PileMetric {
      let alpha = 1.0
      let transform = Transform3D.identity
      func frame(for view: View) -> PileFrame {
        let height = view.intrinsicContentSize.height ?? 0
        return PileFrame(
          x: .zero, y: PileLength(fraction: 0.5, points: -height / 2), width: .full,
          height: .points(height))
      }
    }
    let screen = PileScreen(width: 100, height: 300)
    screen.pile.pileState.activeMetric = CardMetric()
    let card = View("card")
    card.intrinsicContentSize = IntrinsicContentSize(width: nil, height: 120)
    screen.pile.push(card)
    expectFrame(card.frame, 0, 90, 100, 120)
  }

  @Test func aCustomPlacementIsCalledByTheDefaults() {
    final class InsetPile: Pileable {
      let pileView: View
      var pileState = PileState()
      init(view: View) { pileView = view }
      /// The frame's rectangle at the pile's current size, inset by 10 points on each side,
      /// with fixed constants (it does not follow the layout).
      func pileConstraints(placing view: View, at frame: PileFrame) -> PilePlacement {
        let size = pileView.bounds.size
        let rect = frame.rect(in: size)
        return PilePlacement(constraints: [
          view.leftAnchor.constraint(equalTo: pileView.leftAnchor, constant: rect.x + 10),
          view.topAnchor.constraint(equalTo: pileView.topAnchor, constant: rect.y),
          view.widthAnchor.constraint(equalToConstant: rect.width - 20),
          view.heightAnchor.constraint(equalToConstant: rect.height),
        ])
      }
    }
    let screen = PileScreen()
    let pile = InsetPile(view: screen.stack)
    let a = View("a")
    pile.push(a)
    expectFrame(a.frame, 10, 0, 80, 30)
  }

  /// The README's example: views flip in from the right about the y axis with perspective, and
  /// out to the left; a 1 s spring with damping 0.8.
  @Test func theReadmeFlipExample() throws {
    func rotation(_ angle: Double) -> Transform3D {
      Transform3D.perspective(eyeDistance: 1000).concatenating(
        Transform3D(rotationAngle: angle, x: 0, y: 1, z: 0))
    }
    let screen = PileScreen(width: 300, height: 200)
    let pile = ViewPile(
      view: screen.stack,
      activeMetric: StandardPileMetric(alpha: 1, transform: rotation(0), frame: .bounds),
      leadingMetric: StandardPileMetric(
        alpha: 0, transform: rotation(.pi / 2),
        frame: PileFrame.bounds.offsetBy(dx: .fraction(0.5), dy: .zero)),
      trailingMetric: StandardPileMetric(
        alpha: 0, transform: rotation(-.pi / 2),
        frame: PileFrame.bounds.offsetBy(dx: .fraction(-0.5), dy: .zero)),
      animationMetric: StandardPileAnimationMetric(duration: 1, damping: 0.8))
    let a = View("a")
    let b = View("b")
    pile.push(a)
    let push = pile.push(b)
    let arriving = try #require(push.change(of: b))
    expectFrame(arriving.before.frame, 150, 0, 300, 200)
    #expect(arriving.before.transform3D.m34 == -0.001)
    expectClose(arriving.before.transform3D.m31, 1)  // sin(π/2)
    expectClose(arriving.before.transform3D.m13, -1)
    expectFrame(arriving.after.frame, 0, 0, 300, 200)
    #expect(arriving.after.transform3D == rotation(0))
    let leaving = try #require(push.change(of: a))
    expectFrame(leaving.after.frame, -150, 0, 300, 200)
    expectClose(leaving.after.transform3D.m31, -1)
    #expect(
      push.animations.map(\.description)
        == Array(repeating: "1 s spring(damping 0.8, velocity 0)", count: 2))
    #expect(
      screen.engine.allConstraints.filter { $0.firstItem === a }.map(\.description).first
        == "a.centerX == stack.left")
    #expect(
      screen.engine.allConstraints.filter { $0.firstItem === b }.map(\.description).first
        == "b.left == stack.left")
  }
}
