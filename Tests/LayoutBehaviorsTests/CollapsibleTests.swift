import Testing

@testable import LayoutBehaviors

/// A view type conforming to `Collapsible` the way a user's would. It keeps its view's engine
/// alive, as the owner of a screen would (views refer to their engine weakly).
final class CollapsibleTestPanel: Collapsible {
  let collapsibleView: View
  var collapsibleState: CollapsibleState
  let engine: LayoutEngine?

  init(
    _ view: View, _ constraint: LayoutConstraint?, _ direction: CollapseDirection = .leading,
    peek: Double = 0
  ) {
    collapsibleView = view
    collapsibleState = CollapsibleState(constraint: constraint, direction: direction, peek: peek)
    engine = view.layoutEngine
  }
}

/// A panel that overrides one step: it always keeps a 100-point tab visible, whatever the peek,
/// and logs the calls.
final class TabbedPanel: Collapsible {
  let collapsibleView: View
  var collapsibleState: CollapsibleState
  var calls: [String] = []
  let engine: LayoutEngine?

  init(_ view: View, _ constraint: LayoutConstraint) {
    collapsibleView = view
    engine = view.layoutEngine
    collapsibleState = CollapsibleState(constraint: constraint, direction: .leading)
  }

  func collapsedConstant(
    for constraint: LayoutConstraint, restConstant: Double, viewSize: Size
  ) -> Double {
    calls.append("collapsedConstant(rest: \(restConstant), width: \(viewSize.width))")
    return restConstant - (viewSize.width - 100)
  }

  func shownConstant(for constraint: LayoutConstraint, restConstant: Double) -> Double {
    calls.append("shownConstant(rest: \(restConstant))")
    return restConstant
  }

  func collapsibleAnimation(isCollapsing: Bool) -> Animation {
    isCollapsing
      ? Animation(duration: 0.2, curve: .easeIn) : .spring(duration: 0.5, dampingRatio: 0.7)
  }
}

@Suite struct CollapsibleTests {
  /// The example: a 300-wide view in a 375-wide container, pinned by its leading
  /// constraint.
  func leadingPanel(
    constant: Double = 0, peek: Double = 0, direction: LayoutDirection = .leftToRight
  )
    -> (CollapsibleTestPanel, LayoutConstraint, PanelScreen)
  {
    let layout = PanelScreen(direction: direction)
    let leading = layout.pin(
      layout.panel.leadingAnchor.constraint(equalTo: layout.root.leadingAnchor, constant: constant),
      "panel-leading")
    _ = layout.pin(layout.panel.topAnchor.constraint(equalTo: layout.root.topAnchor), "panel-top")
    return (CollapsibleTestPanel(layout.panel, leading, peek: peek), leading, layout)
  }

  // MARK: - The exact numbers

  @Test func collapseLeadingByTheViewsWidth() {
    // SEED-SYSTEMS §4.5: c = −300 and minX = −300 (the blog's numbers).
    let (panel, leading, layout) = leadingPanel()
    let transition = panel.collapse()
    #expect(leading.constant == -300)
    #expect(layout.panel.frame.minX == -300)
    #expect(panel.isCollapsed)
    #expect(transition.constants == [ConstantChange(constraint: leading, before: 0, after: -300)])
    #expect(transition.animation == Animation(duration: 0.3, curve: .easeInOut))
    #expect(transition.frameChanges.map(\.identifier) == ["panel"])
    let shown = panel.show()
    #expect(leading.constant == 0)
    #expect(layout.panel.frame.minX == 0)
    #expect(!panel.isCollapsed)
    #expect(shown.constants == [ConstantChange(constraint: leading, before: -300, after: 0)])
    #expect(shown.animation == CollapsibleState.defaultAnimation)
  }

  @Test func aPeekStaysVisible() {
    // The Nox original's 40-point peek: c = −260, 40 points on screen.
    let (panel, leading, layout) = leadingPanel(peek: 40)
    panel.collapse()
    #expect(leading.constant == -260)
    #expect(layout.panel.frame.maxX == 40)
    panel.show()
    #expect(leading.constant == 0)
  }

  @Test func showRestoresTheRestConstant() {
    // The original set 0; a rest constant of 8 comes back as 8. Collapsing moves the panel by
    // 308, its width and its 8-point inset, so that none of it is left past the edge.
    let (panel, leading, layout) = leadingPanel(constant: 8)
    panel.collapse()
    #expect(leading.constant == -300)
    #expect(layout.panel.frame.minX == -300 && layout.panel.frame.maxX == 0)
    #expect(panel.collapsibleState.restConstant == 8)
    panel.show()
    #expect(leading.constant == 8)
    #expect(panel.collapsibleState.restConstant == nil)
  }

  // MARK: - State

  @Test func isCollapsedComesFromTheStateNotFromAConstant() {
    // The original compared the constant with 0: a view at rest 8 reported collapsed, and one
    // without a constraint reported collapsed too.
    let (panel, _, _) = leadingPanel(constant: 8)
    #expect(!panel.isCollapsed)
    let orphan = CollapsibleTestPanel(View("orphan"), nil)
    #expect(!orphan.isCollapsed)
    #expect(orphan.collapse().isEmpty)
    #expect(!orphan.isCollapsed)
    #expect(orphan.show().isEmpty)
    #expect(orphan.toggle().isEmpty)
    #expect(!orphan.isCollapsed)
  }

  @Test func collapsingTwiceChangesNothing() {
    let (panel, leading, layout) = leadingPanel()
    panel.collapse()
    let frames = layout.engine.frames
    let again = panel.collapse()
    #expect(again.isEmpty)
    #expect(again.animation == nil)
    #expect(leading.constant == -300)
    #expect(layout.engine.frames == frames)
    #expect(panel.collapsibleState.restConstant == 0, "the rest constant is not overwritten")
    panel.show()
    #expect(leading.constant == 0)
    #expect(panel.show().isEmpty, "showing twice changes nothing")
  }

  @Test func toggleAlternates() {
    let (panel, leading, _) = leadingPanel(peek: 40)
    panel.toggle()
    #expect(panel.isCollapsed && leading.constant == -260)
    panel.toggle()
    #expect(!panel.isCollapsed && leading.constant == 0)
    panel.apply(.toggle)
    #expect(panel.isCollapsed)
    panel.apply(.collapse)
    #expect(leading.constant == -260)
    panel.apply(.show)
    #expect(leading.constant == 0)
  }

  @Test func theSizeIsTheSolvedSizeWhenCollapsing() {
    let (panel, leading, layout) = leadingPanel()
    layout.width.constant = 200
    panel.collapse()
    #expect(leading.constant == -200)
    // The width changing while collapsed does not move the collapsed constant.
    layout.width.constant = 250
    #expect(leading.constant == -200)
    panel.show()
    panel.collapse()
    #expect(leading.constant == -250)
  }

  @Test func aSizeFromTheLayoutIsReadAfterSolving() {
    // 80 % of the root's width: 300 at 375, 240 once the root is 300 wide.
    let engine = LayoutEngine(size: Size(width: 375, height: 667))
    let sidebar = View("sidebar")
    engine.root.addSubview(sidebar)
    let leading = sidebar.leadingAnchor.constraint(equalTo: engine.root.leadingAnchor)
    LayoutConstraint.activate([
      leading, sidebar.topAnchor.constraint(equalTo: engine.root.topAnchor),
      sidebar.bottomAnchor.constraint(equalTo: engine.root.bottomAnchor),
      sidebar.widthAnchor.constraint(equalTo: engine.root.widthAnchor, multiplier: 0.8),
    ])
    let panel = CollapsibleTestPanel(sidebar, leading)
    engine.rootSize = Size(width: 300, height: 667)
    panel.collapse()
    #expect(leading.constant == -240)
    #expect(sidebar.frame.maxX == 0)
  }

  @Test func changingTheConstraintWhileCollapsedRestoresTheCollapsedOne() {
    let (panel, leading, layout) = leadingPanel(constant: 8)
    panel.collapse()
    let other = layout.pin(
      layout.panel.centerYAnchor.constraint(equalTo: layout.root.centerYAnchor), "other")
    panel.collapsibleState.constraint = other
    panel.show()
    #expect(leading.constant == 8)
    #expect(other.constant == 0)
  }

  // MARK: - Directions and signs

  @Test func bothOrdersOfTheConstraintSlideTheViewOffTheEdge() {
    // `container.leading == view.leading + c` grows where `view.leading == container.leading + c`
    // shrinks.
    let layout = PanelScreen()
    let reversed = layout.pin(
      layout.root.leadingAnchor.constraint(equalTo: layout.panel.leadingAnchor), "reversed")
    let panel = CollapsibleTestPanel(layout.panel, reversed, peek: 40)
    panel.collapse()
    #expect(reversed.constant == 260)
    #expect(layout.panel.frame.minX == -260)
    panel.show()
    #expect(reversed.constant == 0)
  }

  @Test func trailingSlidesOffTheTrailingEdge() {
    let layout = PanelScreen()
    let trailing = layout.pin(
      layout.panel.trailingAnchor.constraint(equalTo: layout.root.trailingAnchor), "trailing")
    let panel = CollapsibleTestPanel(layout.panel, trailing, .trailing)
    #expect(layout.panel.frame.minX == 75)
    panel.collapse()
    #expect(trailing.constant == 300)
    #expect(layout.panel.frame.minX == 375)
    // The reversed order: `root.trailing == panel.trailing + c`.
    let other = PanelScreen()
    let reversed = other.pin(
      other.root.trailingAnchor.constraint(equalTo: other.panel.trailingAnchor), "reversed")
    CollapsibleTestPanel(other.panel, reversed, .trailing, peek: 40).collapse()
    #expect(reversed.constant == -260)
    #expect(other.panel.frame.minX == 335)
  }

  @Test func topAndBottomSlideByTheHeight() {
    let top = PanelScreen()
    let topPin = top.pin(top.panel.topAnchor.constraint(equalTo: top.root.topAnchor), "top")
    CollapsibleTestPanel(top.panel, topPin, .top).collapse()
    #expect(topPin.constant == -200)
    #expect(top.panel.frame.maxY == 0)

    let bottom = PanelScreen()
    let bottomPin = bottom.pin(
      bottom.panel.bottomAnchor.constraint(equalTo: bottom.root.bottomAnchor), "bottom")
    let drawer = CollapsibleTestPanel(bottom.panel, bottomPin, .bottom, peek: 40)
    drawer.collapse()
    #expect(bottomPin.constant == 160)
    #expect(bottom.panel.frame.minY == 627, "40 points peek above the bottom edge")
    drawer.show()
    #expect(bottomPin.constant == 0)
  }

  @Test func widthAndHeightShrinkToThePeek() {
    let layout = PanelScreen()
    let widthPanel = CollapsibleTestPanel(layout.panel, layout.width, .width, peek: 40)
    widthPanel.collapse()
    #expect(layout.width.constant == 40)
    #expect(layout.panel.frame.width == 40)
    widthPanel.show()
    #expect(layout.width.constant == 300)
    let heightPanel = CollapsibleTestPanel(layout.panel, layout.height, .height)
    heightPanel.collapse()
    #expect(layout.height.constant == 0)
    #expect(layout.panel.frame.height == 0)
    heightPanel.show()
    #expect(layout.panel.frame.height == 200)
  }

  @Test func aRelativeWidthShrinksThroughItsConstant() {
    // `panel.width == 0.5 × root.width + 0`: 187.5 wide; collapsing to 0 sets c = −187.5.
    let engine = LayoutEngine(size: Size(width: 375, height: 667))
    let panel = View("panel")
    engine.root.addSubview(panel)
    let width = panel.widthAnchor.constraint(equalTo: engine.root.widthAnchor, multiplier: 0.5)
    LayoutConstraint.activate([
      width, panel.heightAnchor.constraint(equalToConstant: 10),
      panel.leadingAnchor.constraint(equalTo: engine.root.leadingAnchor),
      panel.topAnchor.constraint(equalTo: engine.root.topAnchor),
    ])
    CollapsibleTestPanel(panel, width, .width).collapse()
    #expect(width.constant == -187.5)
    #expect(panel.frame.width == 0)
  }

  @Test func aPeekLargerThanTheViewLeavesItInPlace() {
    let (panel, leading, _) = leadingPanel(peek: 500)
    let transition = panel.collapse()
    #expect(transition.isEmpty)
    #expect(leading.constant == 0)
    #expect(panel.isCollapsed, "collapsed by state, though nothing had to move")
  }

  @Test func aCenteredViewCollapsesThroughItsCenter() {
    // Centered in the 375-wide root, the 300-wide panel spans 37.5…337.5: collapsing toward
    // leading moves its center by 337.5, and the panel ends at the root's leading edge.
    let layout = PanelScreen()
    let center = layout.pin(
      layout.panel.centerXAnchor.constraint(equalTo: layout.root.centerXAnchor), "center")
    CollapsibleTestPanel(layout.panel, center, .leading).collapse()
    #expect(center.constant == -337.5)
    #expect(layout.panel.frame.minX == -300 && layout.panel.frame.maxX == 0)
  }

  @Test func aConstraintThatDoesNotFitTheDirectionDoesNothing() {
    let layout = PanelScreen()
    let top = layout.pin(layout.panel.topAnchor.constraint(equalTo: layout.root.topAnchor), "top")
    let panel = CollapsibleTestPanel(layout.panel, top, .leading)
    #expect(!CollapseDirection.leading.canCollapse(layout.panel, along: top))
    #expect(CollapseDirection.top.canCollapse(layout.panel, along: top))
    #expect(CollapseDirection.bottom.canCollapse(layout.panel, along: top))
    #expect(!CollapseDirection.height.canCollapse(layout.panel, along: top))
    #expect(CollapseDirection.width.canCollapse(layout.panel, along: layout.width))
    #expect(!CollapseDirection.height.canCollapse(layout.panel, along: layout.width))
    #expect(panel.collapse().isEmpty)
    #expect(!panel.isCollapsed)
    #expect(top.constant == 0)
  }

  // MARK: - Right to left

  @Test func leadingCollapsesOffTheRightEdgeInRightToLeftLayouts() {
    // The leading edge is the right one: the same constraint slides the panel off to the right,
    // with the same constant (the engine mirrors leading/trailing constraints).
    let (panel, leading, layout) = leadingPanel(peek: 40, direction: .rightToLeft)
    #expect(layout.panel.frame.minX == 75)
    panel.collapse()
    #expect(leading.constant == -260)
    #expect(layout.panel.frame.minX == 335)
    panel.show()
    #expect(layout.panel.frame.minX == 75)
  }

  @Test func trailingCollapsesOffTheLeftEdgeInRightToLeftLayouts() {
    let layout = PanelScreen(direction: .rightToLeft)
    let trailing = layout.pin(
      layout.panel.trailingAnchor.constraint(equalTo: layout.root.trailingAnchor), "trailing")
    #expect(layout.panel.frame.minX == 0)
    CollapsibleTestPanel(layout.panel, trailing, .trailing).collapse()
    #expect(trailing.constant == 300)
    #expect(layout.panel.frame.minX == -300)
  }

  @Test func absoluteAnchorsAreFlippedByTheBehaviorInRightToLeftLayouts() {
    // `panel.right == root.right`: leading (the right edge) slides right, a positive constant.
    let layout = PanelScreen(direction: .rightToLeft)
    let right = layout.pin(
      layout.panel.rightAnchor.constraint(equalTo: layout.root.rightAnchor), "right")
    CollapsibleTestPanel(layout.panel, right, .leading).collapse()
    #expect(right.constant == 300)
    #expect(layout.panel.frame.minX == 375)
    // `panel.left == root.left`: trailing (the left edge) slides left.
    let other = PanelScreen(direction: .rightToLeft)
    let left = other.pin(other.panel.leftAnchor.constraint(equalTo: other.root.leftAnchor), "left")
    CollapsibleTestPanel(other.panel, left, .trailing).collapse()
    #expect(left.constant == -300)
    #expect(other.panel.frame.minX == -300)
  }

  @Test func flippingTheLayoutDirectionWhileCollapsedKeepsThePanelOffScreen() {
    let (panel, _, layout) = leadingPanel()
    panel.collapse()
    #expect(layout.panel.frame.maxX == 0)
    layout.engine.layoutDirection = .rightToLeft
    #expect(layout.panel.frame.minX == 375, "off the new leading (right) edge")
    panel.show()
    #expect(layout.panel.frame.minX == 75)
  }

  // MARK: - Exclusive groups

  /// The original app's two side panels: 300 wide, left on the leading edge, right on the
  /// trailing edge, both starting collapsed.
  func sidePanels() -> (
    CollapsibleTestPanel, CollapsibleTestPanel, LayoutConstraint,
    LayoutConstraint, LayoutEngine
  ) {
    let engine = LayoutEngine(size: Size(width: 375, height: 667))
    let left = View("left")
    let right = View("right")
    engine.root.addSubview(left)
    engine.root.addSubview(right)
    let leftLeading = left.leadingAnchor.constraint(equalTo: engine.root.leadingAnchor)
    leftLeading.identifier = "left-leading"
    let rightTrailing = right.trailingAnchor.constraint(equalTo: engine.root.trailingAnchor)
    rightTrailing.identifier = "right-trailing"
    LayoutConstraint.activate([
      leftLeading, rightTrailing,
      left.widthAnchor.constraint(equalToConstant: 300),
      right.widthAnchor.constraint(equalToConstant: 300),
      left.topAnchor.constraint(equalTo: engine.root.topAnchor),
      right.topAnchor.constraint(equalTo: engine.root.topAnchor),
      left.bottomAnchor.constraint(equalTo: engine.root.bottomAnchor),
      right.bottomAnchor.constraint(equalTo: engine.root.bottomAnchor),
    ])
    let leftPanel = CollapsibleTestPanel(left, leftLeading, .leading, peek: 40)
    let rightPanel = CollapsibleTestPanel(right, rightTrailing, .trailing, peek: 40)
    return (leftPanel, rightPanel, leftLeading, rightTrailing, engine)
  }

  @Test func showingOneMemberOfAGroupCollapsesTheOthers() {
    let (left, right, leftLeading, rightTrailing, _) = sidePanels()
    let group = CollapsibleGroup("panels", members: [left, right])
    left.collapse()
    right.collapse()
    #expect(leftLeading.constant == -260 && rightTrailing.constant == 260)

    let showLeft = left.show()
    #expect(leftLeading.constant == 0)
    #expect(rightTrailing.constant == 260, "already collapsed: unchanged")
    #expect(showLeft.constants.count == 1)

    let showRight = right.show()
    #expect(rightTrailing.constant == 0)
    #expect(leftLeading.constant == -260)
    #expect(left.isCollapsed && !right.isCollapsed)
    // One transition, one animation, constants in the group's order.
    #expect(showRight.constants.map(\.identifier) == ["left-leading", "right-trailing"])
    #expect(showRight.animation == CollapsibleState.defaultAnimation)
    #expect(showRight.frameChanges.map(\.identifier) == ["left", "right"])

    left.toggle()
    #expect(!left.isCollapsed && right.isCollapsed)
    #expect(leftLeading.constant == 0 && rightTrailing.constant == 260)
    #expect(group.members.count == 2)
  }

  @Test func showingAnAlreadyShownMemberStillCollapsesTheOthers() {
    let (left, right, leftLeading, rightTrailing, _) = sidePanels()
    _ = CollapsibleGroup(members: [left, right])
    let transition = left.show()
    #expect(leftLeading.constant == 0)
    #expect(rightTrailing.constant == 260)
    #expect(right.isCollapsed)
    #expect(transition.constants.map(\.identifier) == ["right-trailing"])
  }

  @Test func collapsingAMemberLeavesTheOthersAlone() {
    let (left, right, _, rightTrailing, _) = sidePanels()
    _ = CollapsibleGroup(members: [left, right])
    left.collapse()
    #expect(!right.isCollapsed && rightTrailing.constant == 0)
  }

  @Test func groupMembership() {
    let (left, right, _, _, _) = sidePanels()
    let group = CollapsibleGroup("panels")
    group.add(left)
    group.add(left)
    group.add(right)
    #expect(group.members.count == 2)
    #expect(group.members[0] === left && group.members[1] === right)
    #expect(left.collapsibleState.group === group)
    let other = CollapsibleGroup("other")
    other.add(right)
    #expect(group.members.count == 1)
    #expect(right.collapsibleState.group === other)
    other.remove(right)
    #expect(right.collapsibleState.group == nil)
    other.remove(right)
    #expect(other.members.isEmpty)
  }

  @Test func aGroupLivesAsLongAsItsMembers() {
    let (left, right, _, rightTrailing, _) = sidePanels()
    // No one keeps the group: the members' states do.
    _ = CollapsibleGroup("panels", members: [left, right])
    right.show()
    left.show()
    #expect(rightTrailing.constant == 260)
    weak var weakGroup: CollapsibleGroup?
    do {
      var extra: CollapsibleTestPanel? = CollapsibleTestPanel(View("extra"), nil)
      let group = CollapsibleGroup(members: [extra!])
      weakGroup = group
      #expect(group.members.count == 1)
      extra = nil
      #expect(group.members.isEmpty, "members are held weakly")
    }
    #expect(weakGroup == nil)
  }

  // MARK: - Customization

  @Test func anOverriddenStepIsCalledByTheDefaultImplementation() {
    let layout = PanelScreen()
    let leading = layout.pin(
      layout.panel.leadingAnchor.constraint(equalTo: layout.root.leadingAnchor, constant: 8),
      "leading")
    let panel = TabbedPanel(layout.panel, leading)
    let collapsed = panel.collapse()
    #expect(leading.constant == -192, "8 − (300 − 100): the override's constant")
    #expect(layout.panel.frame.maxX == 108, "the 100-point tab, 8 points from the edge")
    #expect(collapsed.animation == Animation(duration: 0.2, curve: .easeIn))
    let shown = panel.toggle()
    #expect(leading.constant == 8)
    #expect(shown.animation == .spring(duration: 0.5, dampingRatio: 0.7))
    #expect(
      panel.calls == ["collapsedConstant(rest: 8.0, width: 300.0)", "shownConstant(rest: 8.0)"])
  }

  @Test func aGroupCallsEachMembersOwnOverride() {
    let (left, _, leftLeading, _, engine) = sidePanels()
    let tabView = View("tab")
    engine.root.addSubview(tabView)
    let tabLeading = tabView.leadingAnchor.constraint(equalTo: engine.root.leadingAnchor)
    LayoutConstraint.activate([
      tabLeading, tabView.widthAnchor.constraint(equalToConstant: 250),
      tabView.heightAnchor.constraint(equalToConstant: 50),
      tabView.topAnchor.constraint(equalTo: engine.root.topAnchor),
    ])
    let tabbed = TabbedPanel(tabView, tabLeading)
    _ = CollapsibleGroup(members: [tabbed, left])
    left.show()
    #expect(tabLeading.constant == -150, "the tabbed panel's own collapsed constant")
    #expect(tabbed.calls == ["collapsedConstant(rest: 0.0, width: 250.0)"])
    tabbed.show()
    #expect(leftLeading.constant == -260, "the default for the other member")
    #expect(tabLeading.constant == 0)
  }

  @Test func theReadyMadeCollapser() {
    let layout = PanelScreen()
    let leading = layout.pin(
      layout.panel.leadingAnchor.constraint(equalTo: layout.root.leadingAnchor), "leading")
    let collapser = Collapser(view: layout.panel, constraint: leading, peek: 40)
    collapser.apply(.collapse)
    #expect(leading.constant == -260)
    collapser.apply(.toggle)
    #expect(leading.constant == 0)
  }
}
