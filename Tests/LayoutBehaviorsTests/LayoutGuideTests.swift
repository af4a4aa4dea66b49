import Testing

@testable import LayoutBehaviors

/// Free-standing, margins and safe-area guides.
@Suite struct LayoutGuideTests {
  @Test func kindsNamesAndOwners() {
    let view = View("card")
    #expect(view.layoutMarginsGuide.kind == .layoutMargins)
    #expect(view.layoutMarginsGuide.identifier == "card.margins")
    #expect(view.layoutMarginsGuide.owningView === view)
    #expect(view.layoutMarginsGuide === view.layoutMarginsGuide)
    #expect(view.safeAreaLayoutGuide.kind == .safeArea)
    #expect(view.safeAreaLayoutGuide.identifier == "card.safeArea")
    let spacer = LayoutGuide("spacer")
    #expect(spacer.kind == .custom)
    #expect(spacer.owningView == nil)
    view.addLayoutGuide(spacer)
    #expect(spacer.owningView === view)
    #expect(view.layoutGuides.map(\.identifier) == ["spacer"])
    let other = View("other")
    other.addLayoutGuide(spacer)
    #expect(view.layoutGuides.isEmpty)
    #expect(spacer.owningView === other)
    other.removeLayoutGuide(spacer)
    #expect(spacer.owningView == nil)
  }

  /// A guide kept after its view is gone has no owner (the view's reference to it is not
  /// counted, so the view must clear it), and its frame is its own.
  @Test func guidesOutlivingTheirViewHaveNoOwner() {
    var view: View? = View("card")
    let margins = view!.layoutMarginsGuide
    let safeArea = view!.safeAreaLayoutGuide
    let spacer = LayoutGuide("spacer")
    view!.addLayoutGuide(spacer)
    weak let watched = view
    #expect(margins.owningView === view && safeArea.owningView === view)
    #expect(spacer.owningView === view)
    view = nil
    #expect(watched == nil)
    #expect(margins.owningView == nil)
    #expect(safeArea.owningView == nil)
    #expect(spacer.owningView == nil)
    #expect(margins.layoutEngine == nil)
    #expect(spacer.layoutFrame == Rect(x: 0, y: 0, width: 0, height: 0))
    // A guide moved to another view that then goes is released by that one.
    let first = View("first")
    var second: View? = View("second")
    let moved = LayoutGuide("moved")
    first.addLayoutGuide(moved)
    second!.addLayoutGuide(moved)
    second = nil
    #expect(moved.owningView == nil)
    #expect(first.layoutGuides.isEmpty)
  }

  /// A view with guides inside a tree that is freed as a whole: its guides lose their owner.
  @Test func guidesOfAFreedTreeHaveNoOwner() {
    var guides: [LayoutGuide] = []
    do {
      let engine = makePhoneEngine()
      var parent = engine.root
      for index in 0..<50 {
        let view = addView("v\(index)", to: parent)
        guides.append(view.layoutMarginsGuide)
        let spacer = LayoutGuide("s\(index)")
        view.addLayoutGuide(spacer)
        guides.append(spacer)
        LayoutConstraint.activate([
          view.leadingAnchor.constraint(equalTo: parent.leadingAnchor, constant: 1),
          view.topAnchor.constraint(equalTo: parent.topAnchor, constant: 1),
          view.widthAnchor.constraint(equalToConstant: 100),
          view.heightAnchor.constraint(equalToConstant: 100),
          spacer.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
          spacer.topAnchor.constraint(equalTo: view.topAnchor),
          spacer.widthAnchor.constraint(equalToConstant: 5),
          spacer.heightAnchor.constraint(equalToConstant: 5),
        ])
        parent = view
      }
      #expect(guides.allSatisfy { $0.owningView != nil })
      #expect(guides[1].layoutFrame == Rect(x: 8, y: 0, width: 5, height: 5))
    }
    #expect(guides.allSatisfy { $0.owningView == nil })
  }

  @Test func aGuideFrameIsInItsOwningViewsCoordinates() {
    let engine = makePhoneEngine()
    let card = addView("card", to: engine.root)
    let guide = LayoutGuide("band")
    card.addLayoutGuide(guide)
    LayoutConstraint.activate([
      card.leadingAnchor.constraint(equalTo: engine.root.leadingAnchor, constant: 20),
      card.topAnchor.constraint(equalTo: engine.root.topAnchor, constant: 100),
      card.widthAnchor.constraint(equalToConstant: 300),
      card.heightAnchor.constraint(equalToConstant: 300),
      guide.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 10),
      guide.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -10),
      guide.centerYAnchor.constraint(equalTo: card.centerYAnchor),
      guide.heightAnchor.constraint(equalTo: card.heightAnchor, multiplier: 0.5),
    ])
    expectRect(guide.layoutFrame, 10, 75, 280, 150)
    expectRect(guide.frameInRoot, 30, 175, 280, 150)
  }

  @Test func removingAGuideDeactivatesItsConstraints() {
    let engine = makePhoneEngine()
    let guide = LayoutGuide("gap")
    engine.root.addLayoutGuide(guide)
    let width = guide.widthAnchor.constraint(equalToConstant: 10)
    width.isActive = true
    engine.root.removeLayoutGuide(guide)
    #expect(!width.isActive)
    #expect(guide.layoutEngine == nil)
    expectRect(guide.layoutFrame, 0, 0, 0, 0)
  }

  @Test func marginsChangeInPlace() throws {
    let engine = makePhoneEngine()
    let text = addView("text", to: engine.root)
    let margins = engine.root.layoutMarginsGuide
    LayoutConstraint.activate([
      text.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
      text.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
      text.topAnchor.constraint(equalTo: margins.topAnchor),
      text.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
    ])
    expectRect(text.frame, 8, 8, 359, 796)
    let pins = try #require(engine.guidePins(of: margins))
    let solverConstraints = pins.compactMap(\.solverConstraint)
    engine.root.layoutMargins = EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
    #expect(zip(pins.compactMap(\.solverConstraint), solverConstraints).allSatisfy { $0 === $1 })
    expectRect(text.frame, 2, 1, 369, 808)
    expectRect(margins.layoutFrame, 2, 1, 369, 808)
  }

  @Test func marginsAreAbsoluteUnderRightToLeft() {
    // layoutMargins has left and right (as UIKit's layoutMargins): under right-to-left, the
    // leading margin is the right one.
    let engine = makePhoneEngine(direction: .rightToLeft)
    engine.root.layoutMargins = EdgeInsets(top: 0, left: 10, bottom: 0, right: 30)
    let text = addView("text", to: engine.root)
    LayoutConstraint.activate([
      text.leadingAnchor.constraint(equalTo: engine.root.layoutMarginsGuide.leadingAnchor),
      text.widthAnchor.constraint(equalToConstant: 100),
    ])
    expectRect(text.frame, 375 - 30 - 100, 0, 100, 0)
  }

  @Test func aSubviewsSafeAreaIsItsOwnInsets() {
    // Trellis does not intersect a subview with the root's safe area (UIKit does): a subview's
    // safe area is its bounds inset by its own safeAreaInsets.
    let engine = makePhoneEngine()
    let panel = addView("panel", to: engine.root)
    let content = addView("content", to: panel)
    LayoutConstraint.activate([
      panel.leadingAnchor.constraint(equalTo: engine.root.leadingAnchor),
      panel.trailingAnchor.constraint(equalTo: engine.root.trailingAnchor),
      panel.topAnchor.constraint(equalTo: engine.root.topAnchor),
      panel.heightAnchor.constraint(equalToConstant: 100),
      content.topAnchor.constraint(equalTo: panel.safeAreaLayoutGuide.topAnchor),
      content.bottomAnchor.constraint(equalTo: panel.safeAreaLayoutGuide.bottomAnchor),
    ])
    expectRect(content.frame, 0, 0, 0, 100)
    panel.safeAreaInsets = EdgeInsets(top: 47)
    expectRect(content.frame, 0, 47, 0, 53)
  }
}
