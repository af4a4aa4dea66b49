import Testing

@testable import LayoutBehaviors

/// A screen type conforming to `KeyboardAvoidable` the way a user's would: it stores the state
/// and names its container and constraints, and owns its engine (views refer to it weakly).
final class KeyboardTestScreen: KeyboardAvoidable {
  let keyboardContainerView: View
  var layoutConstraintsForKeyboard: [LayoutConstraint]
  var keyboardAvoidanceState: KeyboardAvoidanceState
  let engine: LayoutEngine?

  init(container: View, constraints: [LayoutConstraint], margin: Double = 0) {
    engine = container.layoutEngine
    keyboardContainerView = container
    layoutConstraintsForKeyboard = constraints
    keyboardAvoidanceState = KeyboardAvoidanceState(margin: margin)
  }
}

/// A screen with a tab bar: it overrides one step, the adjustment, to leave the 49-point tab bar
/// out (the `Keyboardable` variant of the original), and counts the calls.
final class TabBarScreen: KeyboardAvoidable {
  let keyboardContainerView: View
  let layoutConstraintsForKeyboard: [LayoutConstraint]
  var keyboardAvoidanceState = KeyboardAvoidanceState()
  var adjustmentCalls: [Double] = []
  let engine: LayoutEngine?

  init(container: View, constraint: LayoutConstraint) {
    engine = container.layoutEngine
    keyboardContainerView = container
    layoutConstraintsForKeyboard = [constraint]
  }

  func keyboardAdjustment(forOverlap overlap: Double) -> Double {
    adjustmentCalls.append(overlap)
    return max(0, overlap - 49)
  }
}

/// The keyboard events of the worked examples (SEED-SYSTEMS §5.4).
enum Keyboards {
  /// The iPhone 8 keyboard: 216 points at the bottom of a 375 × 667 screen.
  static let phone = Rect(x: 0, y: 451, width: 375, height: 216)
  /// The same screen with the predictive bar: 258 points.
  static let phoneWithBar = Rect(x: 0, y: 409, width: 375, height: 258)
  /// The iPhone X-class keyboard: 291 points at the bottom of a 375 × 812 screen.
  static let notched = Rect(x: 0, y: 521, width: 375, height: 291)
}

@Suite struct KeyboardAvoidableTests {
  /// The first worked example: `root.bottom == scroll.bottom + c`, c = 0.
  func rootBottomScreen(constant: Double = 0, margin: Double = 0)
    -> (KeyboardTestScreen, LayoutConstraint, ScrollScreen)
  {
    let layout = ScrollScreen()
    let bottom = layout.activate(
      layout.root.bottomAnchor.constraint(equalTo: layout.scroll.bottomAnchor, constant: constant),
      "scroll-bottom")
    let screen = KeyboardTestScreen(container: layout.root, constraints: [bottom], margin: margin)
    screen.startAvoidingKeyboard()
    return (screen, bottom, layout)
  }

  // MARK: - The issue's exact numbers

  @Test func showAndHideOnA667PointScreen() {
    // SEED-SYSTEMS §5.4: c = 216, scroll (0, 0, 375, 451), one 0.25 s animation; hide → c = 0.
    let (screen, bottom, layout) = rootBottomScreen()
    let shown = screen.apply(.willShow(endFrame: Keyboards.phone, duration: 0.25))
    #expect(bottom.constant == 216)
    expectFrame(layout.scroll.frame, 0, 0, 375, 451)
    #expect(shown.constants == [ConstantChange(constraint: bottom, before: 0, after: 216)])
    #expect(shown.animation == Animation(duration: 0.25, curve: .easeOut))
    #expect(shown.frameChanges.map(\.identifier) == ["scroll"])

    let hidden = screen.apply(.willHide(duration: 0.25))
    #expect(bottom.constant == 0)
    expectFrame(layout.scroll.frame, 0, 0, 375, 667)
    #expect(hidden.constants == [ConstantChange(constraint: bottom, before: 216, after: 0)])
    #expect(hidden.animation == Animation(duration: 0.25, curve: .easeOut))
  }

  @Test func theSafeAreaIsSubtractedOnANotchedScreen() {
    // SEED-SYSTEMS §5.3/§5.4: 291 − 34 = 257, and the view's bottom meets the keyboard's top.
    let layout = ScrollScreen(width: 375, height: 812, safeAreaBottom: 34)
    let safeBottom = layout.activate(
      layout.root.safeAreaLayoutGuide.bottomAnchor.constraint(
        equalTo: layout.scroll.bottomAnchor),
      "scroll-bottom")
    expectFrame(layout.scroll.frame, 0, 0, 375, 778)
    let screen = KeyboardTestScreen(container: layout.root, constraints: [safeBottom])
    screen.startAvoidingKeyboard()
    screen.apply(.willShow(endFrame: Keyboards.notched))
    #expect(safeBottom.constant == 257)
    #expect(layout.scroll.frame.maxY == Keyboards.notched.minY)
    #expect(screen.keyboardAvoidanceState.adjustment == 257)
  }

  // MARK: - The amount

  @Test func theMarginKeepsSpaceAboveTheKeyboard() {
    // IQKeyboardManager's default distance, 10: c = 226 and a 10-point gap.
    let (screen, bottom, layout) = rootBottomScreen(margin: 10)
    screen.apply(.willShow(endFrame: Keyboards.phone))
    #expect(bottom.constant == 226)
    expectClose(Keyboards.phone.minY - layout.scroll.frame.maxY, 10)
  }

  @Test func theOverlapIsMeasuredAgainstTheContainer() {
    // A container ending 67 points above the screen's bottom: the keyboard covers 600 − 451.
    let engine = LayoutEngine(size: Size(width: 375, height: 667))
    let container = View("container")
    let content = View("content")
    engine.root.addSubview(container)
    container.addSubview(content)
    let bottom = content.bottomAnchor.constraint(equalTo: container.bottomAnchor)
    LayoutConstraint.activate([
      container.topAnchor.constraint(equalTo: engine.root.topAnchor),
      container.leadingAnchor.constraint(equalTo: engine.root.leadingAnchor),
      container.trailingAnchor.constraint(equalTo: engine.root.trailingAnchor),
      container.heightAnchor.constraint(equalToConstant: 600),
      content.topAnchor.constraint(equalTo: container.topAnchor),
      content.leadingAnchor.constraint(equalTo: container.leadingAnchor),
      content.trailingAnchor.constraint(equalTo: container.trailingAnchor),
      bottom,
    ])
    let screen = KeyboardTestScreen(container: container, constraints: [bottom])
    screen.startAvoidingKeyboard()
    #expect(screen.keyboardOverlap(with: Keyboards.phone) == 149)
    screen.apply(.willShow(endFrame: Keyboards.phone))
    #expect(bottom.constant == -149)
    #expect(content.frameInRoot.maxY == 451)
  }

  @Test func aKeyboardThatDoesNotOverlapChangesNothing() {
    let (screen, bottom, layout) = rootBottomScreen()
    let before = layout.engine.frames
    let nonOverlapping: [(String, Rect)] = [
      ("floating in the middle", Rect(x: 60, y: 200, width: 255, height: 216)),
      ("undocked and split, above the bottom", Rect(x: 0, y: 300, width: 375, height: 200)),
      ("a hardware keyboard's frame below the screen", Rect(x: 0, y: 667, width: 375, height: 216)),
      ("beside the container", Rect(x: 400, y: 451, width: 375, height: 216)),
      ("zero height", Rect(x: 0, y: 667, width: 375, height: 0)),
    ]
    for (name, frame) in nonOverlapping {
      let transition = screen.apply(.willShow(endFrame: frame, duration: 0.25))
      #expect(transition.isEmpty, "\(name)")
      #expect(transition.animation == nil, "\(name)")
      #expect(bottom.constant == 0, "\(name)")
      #expect(layout.engine.frames == before, "\(name)")
      #expect(screen.keyboardOverlap(with: frame) == 0, "\(name)")
    }
  }

  @Test func aPartialKeyboardOverlapsByWhatItCovers() {
    // A hardware keyboard's 55-point shortcut bar docked at the bottom.
    let (screen, bottom, _) = rootBottomScreen()
    screen.apply(.willShow(endFrame: Rect(x: 0, y: 612, width: 375, height: 55)))
    #expect(bottom.constant == 55)
  }

  @Test func aBarThinnerThanTheSafeAreaMovesNothing() {
    // 20 points of bar against a 34-point home-indicator inset: the content already clears it.
    let layout = ScrollScreen(width: 375, height: 812, safeAreaBottom: 34)
    let bottom = layout.activate(
      layout.root.safeAreaLayoutGuide.bottomAnchor.constraint(
        equalTo: layout.scroll.bottomAnchor),
      "scroll-bottom")
    let screen = KeyboardTestScreen(container: layout.root, constraints: [bottom])
    screen.startAvoidingKeyboard()
    #expect(screen.apply(.willShow(endFrame: Rect(x: 0, y: 792, width: 375, height: 20))).isEmpty)
  }

  // MARK: - Changes of frame

  @Test func changesOfFrameStartFromTheOriginalConstants() {
    let (screen, bottom, layout) = rootBottomScreen()
    screen.apply(.willShow(endFrame: Keyboards.phone))
    #expect(bottom.constant == 216)
    let taller = screen.apply(.willChangeFrame(endFrame: Keyboards.phoneWithBar, duration: 0.25))
    #expect(bottom.constant == 258, "not 216 + 258")
    #expect(taller.constants == [ConstantChange(constraint: bottom, before: 216, after: 258)])
    expectFrame(layout.scroll.frame, 0, 0, 375, 409)
    screen.apply(.willChangeFrame(endFrame: Keyboards.phone))
    #expect(bottom.constant == 216)
    // Showing again (UIKit does when focus moves between fields) does not accumulate either.
    screen.apply(.willShow(endFrame: Keyboards.phone))
    #expect(bottom.constant == 216)
    // Undocking: the keyboard no longer overlaps, the constant returns to its original.
    screen.apply(.willChangeFrame(endFrame: Rect(x: 0, y: 200, width: 375, height: 216)))
    #expect(bottom.constant == 0)
    #expect(screen.keyboardAvoidanceState.isKeyboardShown)
    screen.apply(.willChangeFrame(endFrame: Keyboards.phone))
    #expect(bottom.constant == 216)
  }

  @Test func aChangeOfFrameWhileHiddenShowsAndTheFollowingShowDoesNotDoubleIt() {
    // UIKit posts keyboardWillChangeFrame before keyboardWillShow.
    let (screen, bottom, _) = rootBottomScreen()
    screen.apply(.willChangeFrame(endFrame: Keyboards.phone))
    #expect(bottom.constant == 216)
    #expect(screen.apply(.willShow(endFrame: Keyboards.phone)).isEmpty)
    #expect(bottom.constant == 216)
  }

  // MARK: - Hiding

  @Test func hidingRestoresTheConstantsFromBeforeTheKeyboard() {
    // The original set 0 on hide; a constraint that started at 20 must return to 20.
    let (screen, bottom, layout) = rootBottomScreen(constant: 20)
    expectFrame(layout.scroll.frame, 0, 0, 375, 647)
    screen.apply(.willShow(endFrame: Keyboards.phone))
    #expect(bottom.constant == 236)
    screen.apply(.willChangeFrame(endFrame: Keyboards.phoneWithBar))
    #expect(bottom.constant == 278)
    screen.apply(.willHide())
    #expect(bottom.constant == 20)
    expectFrame(layout.scroll.frame, 0, 0, 375, 647)
    #expect(screen.keyboardAvoidanceState.keyboardFrame == nil)
    #expect(screen.keyboardAvoidanceState.originalConstant(of: bottom) == nil)
    // A hide without a shown keyboard changes nothing.
    #expect(screen.apply(.willHide()).isEmpty)
    #expect(bottom.constant == 20)
  }

  @Test func theNewOriginalIsTakenAfterAHide() {
    let (screen, bottom, _) = rootBottomScreen()
    screen.apply(.willShow(endFrame: Keyboards.phone))
    screen.apply(.willHide())
    bottom.constant = 30
    screen.apply(.willShow(endFrame: Keyboards.phone))
    #expect(bottom.constant == 246)
    screen.apply(.willHide())
    #expect(bottom.constant == 30)
  }

  // MARK: - The sign

  @Test func bothOrdersOfABottomConstraintMoveTheViewUp() {
    // `container.bottom == view.bottom + c` grows; `view.bottom == container.bottom + c` shrinks.
    let layout = ScrollScreen()
    let reversed = layout.activate(
      layout.scroll.bottomAnchor.constraint(equalTo: layout.root.bottomAnchor, constant: -20),
      "scroll-bottom")
    let screen = KeyboardTestScreen(container: layout.root, constraints: [reversed])
    screen.startAvoidingKeyboard()
    screen.apply(.willShow(endFrame: Keyboards.phone))
    #expect(reversed.constant == -236)
    expectFrame(layout.scroll.frame, 0, 0, 375, 431)
    screen.apply(.willHide())
    #expect(reversed.constant == -20)
  }

  @Test func theSignComesFromTheTreeNotFromTheOrder() {
    // Two views in one container, each with a bottom constraint written a different way.
    let engine = LayoutEngine(size: Size(width: 375, height: 667))
    let list = View("list")
    let bar = View("bar")
    engine.root.addSubview(list)
    engine.root.addSubview(bar)
    let listBottom = engine.root.bottomAnchor.constraint(equalTo: list.bottomAnchor, constant: 50)
    let barBottom = bar.bottomAnchor.constraint(equalTo: engine.root.bottomAnchor)
    LayoutConstraint.activate([
      list.topAnchor.constraint(equalTo: engine.root.topAnchor),
      list.leadingAnchor.constraint(equalTo: engine.root.leadingAnchor),
      list.trailingAnchor.constraint(equalTo: engine.root.trailingAnchor),
      bar.leadingAnchor.constraint(equalTo: engine.root.leadingAnchor),
      bar.trailingAnchor.constraint(equalTo: engine.root.trailingAnchor),
      bar.heightAnchor.constraint(equalToConstant: 50),
      listBottom, barBottom,
    ])
    let screen = KeyboardTestScreen(container: engine.root, constraints: [listBottom, barBottom])
    screen.startAvoidingKeyboard()
    let transition = screen.apply(.willShow(endFrame: Keyboards.phone))
    #expect(listBottom.constant == 266)
    #expect(barBottom.constant == -216)
    expectFrame(bar.frame, 0, 401, 375, 50)
    expectFrame(list.frame, 0, 0, 375, 401)
    #expect(transition.constants.map(\.constraint.identifier) == [nil, nil])
    #expect(transition.constants.map(\.after) == [266, -216])
    screen.apply(.willHide())
    #expect(listBottom.constant == 50 && barBottom.constant == 0)
  }

  @Test func aHeightConstraintShrinks() {
    // A constraint with no second item changes its own view: the height shrinks by the amount.
    let layout = ScrollScreen()
    let height = layout.activate(layout.scroll.heightAnchor.constraint(equalToConstant: 667), "h")
    let screen = KeyboardTestScreen(container: layout.root, constraints: [height])
    screen.startAvoidingKeyboard()
    screen.apply(.willShow(endFrame: Keyboards.phone))
    #expect(height.constant == 451)
    expectFrame(layout.scroll.frame, 0, 0, 375, 451)
  }

  @Test func aConstraintToTheContainersOwnBottomGetsTheSameAmount() {
    // The documented rule: the amount subtracts the container's bottom safe-area inset whatever
    // the constraint is pinned to, so a view pinned to the root's edge keeps 34 points under the
    // keyboard (override keyboardAdjustment(forOverlap:) for another rule).
    let layout = ScrollScreen(width: 375, height: 812, safeAreaBottom: 34)
    let bottom = layout.activate(
      layout.root.bottomAnchor.constraint(equalTo: layout.scroll.bottomAnchor), "scroll-bottom")
    let screen = KeyboardTestScreen(container: layout.root, constraints: [bottom])
    screen.startAvoidingKeyboard()
    screen.apply(.willShow(endFrame: Keyboards.notched))
    #expect(bottom.constant == 257)
    #expect(layout.scroll.frame.maxY == 555)
  }

  // MARK: - Animation

  @Test func theAnimationComesFromTheEventWithDefaults() {
    let (screen, _, _) = rootBottomScreen()
    let given = screen.apply(.willShow(endFrame: Keyboards.phone, duration: 0.4, curve: .linear))
    #expect(given.animation == Animation(duration: 0.4, curve: .linear))
    let changed = screen.apply(.willChangeFrame(endFrame: Keyboards.phoneWithBar, duration: 0.1))
    #expect(changed.animation == Animation(duration: 0.1, curve: .easeOut), "curve missing")
    let hidden = screen.apply(.willHide(curve: .easeIn))
    #expect(hidden.animation == Animation(duration: 0.25, curve: .easeIn), "duration missing")
    let shown = screen.apply(.willShow(endFrame: Keyboards.phone))
    #expect(shown.animation == Animation(duration: 0.25, curve: .easeOut), "both missing")
    #expect(KeyboardAvoidanceState.defaultAnimation == Animation(duration: 0.25, curve: .easeOut))
    // UIKit's private keyboard curve 7 has no public equivalent: the default curve applies.
    let private7 = KeyboardEvent.willShow(
      endFrame: Keyboards.phone, duration: 0.25, curve: AnimationCurve(uiKitRawValue: 7))
    #expect(screen.keyboardAnimation(for: private7) == Animation(duration: 0.25, curve: .easeOut))
  }

  @Test func theFallbackAnimationCanBeASpring() {
    let (screen, _, _) = rootBottomScreen()
    screen.keyboardAvoidanceState.animation = .spring(duration: 0.5, dampingRatio: 0.8)
    #expect(
      screen.keyboardAnimation(for: .willHide()) == .spring(duration: 0.5, dampingRatio: 0.8))
    #expect(
      screen.keyboardAnimation(for: .willHide(duration: 0.2))
        == .spring(duration: 0.2, dampingRatio: 0.8))
    #expect(
      screen.keyboardAnimation(for: .willHide(curve: .linear))
        == Animation(duration: 0.5, curve: .linear))
  }

  @Test func eventsCarryWhatUIKitsNotificationsCarry() {
    let event = KeyboardEvent.willShow(
      endFrame: Keyboards.phone, beginFrame: Rect(x: 0, y: 667, width: 375, height: 216),
      duration: 0.25, curve: .easeOut)
    #expect(event.endFrame == Keyboards.phone)
    #expect(event.duration == 0.25)
    #expect(event.curve == .easeOut)
    #expect(event.name == "keyboardWillShow")
    #expect(
      KeyboardEvent.willChangeFrame(endFrame: Keyboards.phone).name == "keyboardWillChangeFrame")
    #expect(KeyboardEvent.willHide().name == "keyboardWillHide")
    #expect(KeyboardEvent.willHide().endFrame == nil)
    if case .willShow(let change) = event {
      #expect(change.beginFrame == Rect(x: 0, y: 667, width: 375, height: 216))
    } else {
      Issue.record("not a show")
    }
  }

  // MARK: - Starting and stopping

  @Test func eventsChangeNothingBeforeStarting() {
    let layout = ScrollScreen()
    let bottom = layout.activate(
      layout.root.bottomAnchor.constraint(equalTo: layout.scroll.bottomAnchor), "scroll-bottom")
    let screen = KeyboardTestScreen(container: layout.root, constraints: [bottom])
    #expect(!screen.keyboardAvoidanceState.isAvoiding)
    let transition = screen.apply(.willShow(endFrame: Keyboards.phone))
    #expect(transition.isEmpty)
    #expect(transition.framesAfter == layout.engine.frames)
    #expect(bottom.constant == 0)
  }

  @Test func startingTwiceDoesNotApplyTwice() {
    // The original added a second pair of observers: the constant moved twice per event.
    let (screen, bottom, _) = rootBottomScreen()
    screen.startAvoidingKeyboard()
    screen.startAvoidingKeyboard()
    let transition = screen.apply(.willShow(endFrame: Keyboards.phone))
    #expect(bottom.constant == 216)
    #expect(transition.constants.count == 1)
    #expect(transition.animation != nil)
  }

  @Test func afterStoppingEventsChangeNothing() {
    // The original's observers leaked: other screens' keyboards kept moving this one.
    let (screen, bottom, _) = rootBottomScreen()
    screen.stopAvoidingKeyboard()
    #expect(!screen.keyboardAvoidanceState.isAvoiding)
    for event in [
      KeyboardEvent.willShow(endFrame: Keyboards.phone),
      .willChangeFrame(endFrame: Keyboards.phoneWithBar), .willHide(),
    ] {
      #expect(screen.apply(event).isEmpty)
      #expect(bottom.constant == 0)
    }
    screen.startAvoidingKeyboard()
    screen.apply(.willShow(endFrame: Keyboards.phone))
    #expect(bottom.constant == 216)
  }

  @Test func stoppingWhileShownRestoresTheConstants() {
    let (screen, bottom, _) = rootBottomScreen(constant: 8)
    screen.apply(.willShow(endFrame: Keyboards.phone))
    #expect(bottom.constant == 224)
    let stopped = screen.stopAvoidingKeyboard()
    #expect(bottom.constant == 8)
    #expect(stopped.constants == [ConstantChange(constraint: bottom, before: 224, after: 8)])
    #expect(stopped.animation == KeyboardAvoidanceState.defaultAnimation)
    #expect(screen.stopAvoidingKeyboard().isEmpty, "stopping twice")
    #expect(screen.apply(.willHide()).isEmpty)
    #expect(bottom.constant == 8)
  }

  // MARK: - The constraint list

  @Test func constraintsLeavingTheListAreRestoredAndNewOnesAdjusted() {
    let layout = ScrollScreen()
    let bottom = layout.activate(
      layout.root.bottomAnchor.constraint(equalTo: layout.scroll.bottomAnchor), "scroll-bottom")
    let footer = View("footer")
    layout.root.addSubview(footer)
    let footerBottom = footer.bottomAnchor.constraint(equalTo: layout.root.bottomAnchor)
    LayoutConstraint.activate([
      footer.leadingAnchor.constraint(equalTo: layout.root.leadingAnchor),
      footer.widthAnchor.constraint(equalToConstant: 100),
      footer.heightAnchor.constraint(equalToConstant: 40), footerBottom,
    ])
    let screen = KeyboardTestScreen(container: layout.root, constraints: [bottom])
    screen.startAvoidingKeyboard()
    screen.apply(.willShow(endFrame: Keyboards.phone))
    screen.layoutConstraintsForKeyboard = [footerBottom]
    let changed = screen.apply(.willChangeFrame(endFrame: Keyboards.phone))
    #expect(bottom.constant == 0, "no longer listed: back to its original")
    #expect(footerBottom.constant == -216)
    #expect(changed.constants.count == 2)
    screen.apply(.willHide())
    #expect(bottom.constant == 0 && footerBottom.constant == 0)
  }

  // MARK: - Customization

  @Test func anOverriddenStepIsCalledByTheDefaultImplementation() {
    let layout = ScrollScreen()
    let bottom = layout.activate(
      layout.root.bottomAnchor.constraint(equalTo: layout.scroll.bottomAnchor), "scroll-bottom")
    let screen = TabBarScreen(container: layout.root, constraint: bottom)
    screen.startAvoidingKeyboard()
    screen.apply(.willShow(endFrame: Keyboards.phone))
    #expect(screen.adjustmentCalls == [216])
    #expect(bottom.constant == 167, "216 − 49: the override, not the default")
    // Through the protocol as an existential too.
    let avoidable: any KeyboardAvoidable = screen
    avoidable.apply(.willChangeFrame(endFrame: Keyboards.phoneWithBar))
    #expect(bottom.constant == 209)
    #expect(screen.adjustmentCalls == [216, 258])
  }

  @Test func theReadyMadeAvoiderBehavesLikeAConformer() {
    let layout = ScrollScreen()
    let bottom = layout.activate(
      layout.root.bottomAnchor.constraint(equalTo: layout.scroll.bottomAnchor), "scroll-bottom")
    let avoider = KeyboardAvoider(container: layout.root, constraints: [bottom], margin: 10)
    avoider.startAvoidingKeyboard()
    avoider.apply(.willShow(endFrame: Keyboards.phone, duration: 0.3, curve: .easeInOut))
    #expect(bottom.constant == 226)
    avoider.apply(.willHide())
    #expect(bottom.constant == 0)
  }
}
