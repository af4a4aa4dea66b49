import Testing

@testable import LayoutBehaviors

/// The peek is what stays visible past the edge the view collapses toward, whatever the view's
/// inset from that edge at rest: known answers for each edge, the safe area, a sibling, a nested
/// container and right to left, and a seeded property test.
@Suite struct CollapsiblePeekTests {
  @Test func aPanelInsetFromTheEdgeLeavesExactlyThePeek() {
    // The audit's numbers: 300 wide at rest 8 with peek 40 used to show 48. It moves by 268
    // (308 visible less the peek): c = 8 − 268 = −260, and 40 points stay on screen.
    let layout = PanelScreen()
    let leading = layout.pin(
      layout.panel.leadingAnchor.constraint(equalTo: layout.root.leadingAnchor, constant: 8),
      "leading")
    let panel = CollapsibleTestPanel(layout.panel, leading, .leading, peek: 40)
    panel.collapse()
    #expect(leading.constant == -260)
    #expect(layout.panel.frame.minX == -260 && layout.panel.frame.maxX == 40)
    panel.show()
    #expect(leading.constant == 8 && layout.panel.frame.minX == 8)
  }

  @Test func trailingTopAndBottomInsets() {
    // Trailing, 8 in: the panel spans 67…367; 308 visible toward the trailing edge at 375.
    let trailingLayout = PanelScreen()
    let trailing = trailingLayout.pin(
      trailingLayout.panel.trailingAnchor.constraint(
        equalTo: trailingLayout.root.trailingAnchor, constant: -8), "trailing")
    CollapsibleTestPanel(trailingLayout.panel, trailing, .trailing, peek: 40).collapse()
    #expect(trailing.constant == 260)
    #expect(trailingLayout.panel.frame.minX == 335)

    // Bottom, 20 up in a 667-tall root: 200 tall, 447…647, 220 visible; moves by 180.
    let bottomLayout = PanelScreen()
    let bottom = bottomLayout.pin(
      bottomLayout.panel.bottomAnchor.constraint(
        equalTo: bottomLayout.root.bottomAnchor, constant: -20), "bottom")
    CollapsibleTestPanel(bottomLayout.panel, bottom, .bottom, peek: 40).collapse()
    #expect(bottom.constant == 160)
    #expect(bottomLayout.panel.frame.minY == 627)

    // Top, 30 down, no peek: moves by 230 and ends flush above the top edge.
    let topLayout = PanelScreen()
    let top = topLayout.pin(
      topLayout.panel.topAnchor.constraint(equalTo: topLayout.root.topAnchor, constant: 30), "top")
    CollapsibleTestPanel(topLayout.panel, top, .top).collapse()
    #expect(top.constant == -200)
    #expect(topLayout.panel.frame.maxY == 0)
  }

  @Test func theSafeAreaIsTheEdgeOfAPanelPinnedToIt() {
    // Pinned 8 points inside a safe area inset 44 from the left: 308 visible past x = 44.
    let layout = PanelScreen()
    layout.root.safeAreaInsets = EdgeInsets(left: 44)
    let leading = layout.pin(
      layout.panel.leadingAnchor.constraint(
        equalTo: layout.root.safeAreaLayoutGuide.leadingAnchor, constant: 8), "leading")
    #expect(layout.panel.frame.minX == 52)
    CollapsibleTestPanel(layout.panel, leading, .leading, peek: 40).collapse()
    #expect(leading.constant == -260)
    #expect(layout.panel.frame.maxX == 84, "40 points past the safe area's leading edge")
  }

  @Test func aSiblingsAnchorIsTheEdgeOfAPanelPinnedToIt() {
    // A 100-wide sibling at the leading edge; the panel 8 points after it slides behind the
    // sibling's trailing edge, leaving 40 points past it.
    let layout = PanelScreen()
    let sibling = View("sibling")
    layout.root.addSubview(sibling)
    _ = layout.pin(sibling.leadingAnchor.constraint(equalTo: layout.root.leadingAnchor), "s-lead")
    _ = layout.pin(sibling.widthAnchor.constraint(equalToConstant: 100), "s-width")
    let leading = layout.pin(
      layout.panel.leadingAnchor.constraint(equalTo: sibling.trailingAnchor, constant: 8),
      "leading")
    CollapsibleTestPanel(layout.panel, leading, .leading, peek: 40).collapse()
    #expect(leading.constant == -260)
    #expect(layout.panel.frame.maxX == 140)
  }

  @Test func aNestedContainersEdgeIsMeasuredInRootCoordinates() {
    // A container at x = 50; a 100-wide panel 10 points into it collapses to the container's
    // leading edge, not the root's.
    let engine = LayoutEngine(size: Size(width: 375, height: 667))
    let container = View("container")
    let panel = View("panel")
    engine.root.addSubview(container)
    container.addSubview(panel)
    let leading = panel.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 10)
    LayoutConstraint.activate([
      container.leadingAnchor.constraint(equalTo: engine.root.leadingAnchor, constant: 50),
      container.widthAnchor.constraint(equalToConstant: 200), leading,
      panel.widthAnchor.constraint(equalToConstant: 100),
    ])
    CollapsibleTestPanel(panel, leading, .leading).collapse()
    #expect(leading.constant == -100)
    #expect(panel.frameInRoot.maxX == 50)
  }

  @Test func rightToLeftInsetLeavesThePeek() {
    // Leading is the right edge: the panel spans 67…367, 8 in from 375; it slides right by 268.
    let layout = PanelScreen(direction: .rightToLeft)
    let leading = layout.pin(
      layout.panel.leadingAnchor.constraint(equalTo: layout.root.leadingAnchor, constant: 8),
      "leading")
    #expect(layout.panel.frame.maxX == 367)
    CollapsibleTestPanel(layout.panel, leading, .leading, peek: 40).collapse()
    #expect(leading.constant == -260)
    #expect(layout.panel.frame.minX == 335)
  }

  @Test func aPanelAlreadyPastThePeekDoesNotMove() {
    // 20 points visible, peek 40: collapsing would move it back out; it stays, collapsed by state.
    let layout = PanelScreen()
    let leading = layout.pin(
      layout.panel.leadingAnchor.constraint(equalTo: layout.root.leadingAnchor, constant: -280),
      "leading")
    let panel = CollapsibleTestPanel(layout.panel, leading, .leading, peek: 40)
    #expect(panel.collapse().isEmpty)
    #expect(panel.isCollapsed)
    #expect(leading.constant == -280)
  }

  /// What is visible of `frame` past the root's edge in `direction`.
  private static func visible(
    _ frame: Rect, toward direction: CollapseDirection, isRightToLeft: Bool, root: Size
  ) -> Double {
    switch (direction, isRightToLeft) {
    case (.leading, false), (.trailing, true): return frame.maxX
    case (.leading, true), (.trailing, false): return root.width - frame.minX
    case (.top, _): return frame.maxY
    default: return root.height - frame.minY
    }
  }

  @Test func randomInsetsAndPeeksLeaveThePeekVisible() {
    let seed: UInt64 = 0x5EED_C011
    var random = SplitMix64(seed: seed)
    let directions: [CollapseDirection] = [.leading, .trailing, .top, .bottom]
    for trial in 0..<400 {
      let direction = directions[Int(random.next() % 4)]
      let isRightToLeft = random.next() % 2 == 0
      let size = (random.double(in: 20...300) * 4).rounded() / 4
      let inset = (random.double(in: -60...80) * 4).rounded() / 4
      let peek = (random.double(in: 0...120) * 4).rounded() / 4
      let layout = PanelScreen(
        width: size, height: size, direction: isRightToLeft ? .rightToLeft : .leftToRight)
      let root = layout.root
      let constraint: LayoutConstraint
      switch direction {
      case .leading:
        constraint = layout.panel.leadingAnchor.constraint(
          equalTo: root.leadingAnchor, constant: inset)
      case .trailing:
        constraint = root.trailingAnchor.constraint(
          equalTo: layout.panel.trailingAnchor, constant: inset)
      case .top:
        constraint = layout.panel.topAnchor.constraint(equalTo: root.topAnchor, constant: inset)
      default:
        constraint = root.bottomAnchor.constraint(
          equalTo: layout.panel.bottomAnchor, constant: inset)
      }
      _ = layout.pin(constraint, "pin")
      let rootSize = Size(width: 375, height: 667)
      let before = layout.panel.frame
      let visibleBefore = Self.visible(
        before, toward: direction, isRightToLeft: isRightToLeft, root: rootSize)
      #expect(visibleBefore == inset + size, "seed \(seed), trial \(trial)")
      let panel = CollapsibleTestPanel(layout.panel, constraint, direction, peek: peek)
      panel.collapse()
      let visibleAfter = Self.visible(
        layout.panel.frame, toward: direction, isRightToLeft: isRightToLeft, root: rootSize)
      #expect(
        visibleAfter == min(peek, visibleBefore),
        """
        seed \(seed), trial \(trial): \(direction) rtl \(isRightToLeft) size \(size) \
        inset \(inset) peek \(peek): \(visibleAfter) visible
        """)
      panel.show()
      #expect(layout.panel.frame == before, "seed \(seed), trial \(trial)")
    }
  }
}
