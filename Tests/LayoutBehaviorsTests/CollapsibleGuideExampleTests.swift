import Testing

@testable import LayoutBehaviors

/// The example of `Sources/LayoutBehaviors/LayoutBehaviors.docc/Behaviors/CollapsibleGuide.md`, line for line: the original app's
/// two side panels, exclusive, with a 40-point peek. The numbers asserted here are those printed
/// in the guide.
@Suite struct CollapsibleGuideExampleTests {
  /// The guide's panel type.
  final class SidePanel: Collapsible {
    let collapsibleView: View
    var collapsibleState: CollapsibleState

    init(_ view: View, pinnedBy constraint: LayoutConstraint, direction: CollapseDirection) {
      collapsibleView = view
      collapsibleState = CollapsibleState(constraint: constraint, direction: direction, peek: 40)
    }
  }

  @Test func theGuidesExample() {
    let engine = LayoutEngine(size: Size(width: 375, height: 667))
    let root = engine.root
    let left = View("left")
    let right = View("right")
    root.addSubview(left)
    root.addSubview(right)
    let leftLeading = left.leadingAnchor.constraint(equalTo: root.leadingAnchor)
    leftLeading.identifier = "left-leading"
    let rightTrailing = right.trailingAnchor.constraint(equalTo: root.trailingAnchor)
    rightTrailing.identifier = "right-trailing"
    LayoutConstraint.activate([
      leftLeading, rightTrailing,
      left.widthAnchor.constraint(equalToConstant: 300),
      right.widthAnchor.constraint(equalToConstant: 300),
      left.topAnchor.constraint(equalTo: root.topAnchor),
      left.bottomAnchor.constraint(equalTo: root.bottomAnchor),
      right.topAnchor.constraint(equalTo: root.topAnchor),
      right.bottomAnchor.constraint(equalTo: root.bottomAnchor),
    ])

    let leftPanel = SidePanel(left, pinnedBy: leftLeading, direction: .leading)
    let rightPanel = SidePanel(right, pinnedBy: rightTrailing, direction: .trailing)
    _ = CollapsibleGroup("panels", members: [leftPanel, rightPanel])

    // Both panels start collapsed, 40 points peeking in from each edge.
    leftPanel.collapse()
    rightPanel.collapse()
    #expect(leftLeading.constant == -260)
    #expect(rightTrailing.constant == 260)
    expectFrame(left.frame, -260, 0, 300, 667)
    expectFrame(right.frame, 335, 0, 300, 667)
    #expect(leftPanel.isCollapsed && rightPanel.isCollapsed)

    let showLeft = leftPanel.show()
    expectFrame(left.frame, 0, 0, 300, 667)
    #expect(showLeft.constants.map(\.description) == ["left-leading: -260 → 0"])

    // Showing the right panel collapses the left one, in the same transition.
    let showRight = rightPanel.show()
    expectFrame(right.frame, 75, 0, 300, 667)
    expectFrame(left.frame, -260, 0, 300, 667)
    #expect(
      showRight.constants.map(\.description)
        == ["left-leading: 0 → -260", "right-trailing: 260 → 0"])
    #expect(showRight.animation?.description == "0.3 s easeInOut")
    let halfway = showRight.frames(at: 0.15)
    expectFrame(halfway.first { $0.identifier == "left" }!.frame, -130, 0, 300, 667)
    expectFrame(halfway.first { $0.identifier == "right" }!.frame, 205, 0, 300, 667)

    rightPanel.toggle()
    #expect(rightTrailing.constant == 260)
    #expect(leftPanel.isCollapsed && rightPanel.isCollapsed)

    // Collapsing twice changes nothing.
    #expect(rightPanel.collapse().isEmpty)
  }

  /// The guide's "Customizing a step": a drawer that always leaves a 56-point tab, whatever its
  /// width.
  final class TabDrawer: Collapsible {
    let collapsibleView: View
    var collapsibleState: CollapsibleState

    init(_ view: View, pinnedBy constraint: LayoutConstraint) {
      collapsibleView = view
      collapsibleState = CollapsibleState(constraint: constraint, direction: .leading)
    }

    func collapsedConstant(
      for constraint: LayoutConstraint, restConstant: Double, viewSize: Size
    ) -> Double {
      restConstant - (viewSize.width - 56)
    }
  }

  @Test func theGuidesCustomization() {
    let engine = LayoutEngine(size: Size(width: 375, height: 667))
    let drawer = View("drawer")
    engine.root.addSubview(drawer)
    let leading = drawer.leadingAnchor.constraint(equalTo: engine.root.leadingAnchor)
    LayoutConstraint.activate([
      leading, drawer.widthAnchor.constraint(equalToConstant: 300),
      drawer.topAnchor.constraint(equalTo: engine.root.topAnchor),
      drawer.bottomAnchor.constraint(equalTo: engine.root.bottomAnchor),
    ])
    let tab = TabDrawer(drawer, pinnedBy: leading)
    tab.toggle()
    #expect(leading.constant == -244)
    #expect(drawer.frame.maxX == 56)
    tab.toggle()
    #expect(leading.constant == 0)
  }
}
