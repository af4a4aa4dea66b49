import Testing

@testable import LayoutBehaviors

/// A layout document built into an engine (`LayoutScene`), solved, and replayed event by event.
///
/// The keyboard and collapse numbers are the known answers of the behaviors' issue (root 375 ×
/// 667 with a 216-point keyboard; 375 × 812 with a 34-point bottom inset and a 291-point
/// keyboard; a 300-point sidebar with and without a 40-point peek).
@Suite("LayoutScene")
struct LayoutSceneTests {
  /// Checks a frame to 1e-9 on each component.
  private func expectFrame(
    _ rect: Rect?, _ x: Double, _ y: Double, _ width: Double, _ height: Double,
    sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) {
    guard let rect else {
      Issue.record("No frame", sourceLocation: sourceLocation)
      return
    }
    let close = [rect.x - x, rect.y - y, rect.width - width, rect.height - height].allSatisfy {
      abs($0) <= 1e-9
    }
    #expect(
      close, "\(rect) is not (\(x), \(y), \(width), \(height))", sourceLocation: sourceLocation)
  }

  // MARK: Building

  @Test func buildsTheTreeGuidesAndConstraintsOfTheFile() throws {
    let scene = try LayoutFileTestSupport.scene(
      """
      {"root": {"width": 375, "height": 812, "safeArea": {"top": 47, "bottom": 34}},
       "views": [
         {"id": "label", "parent": "card", "intrinsicSize": {"width": 120, "height": 21},
          "hidden": true},
         {"id": "card", "margins": {"top": 10, "left": 20, "bottom": 10, "right": 20}}
       ],
       "guides": [{"id": "gap"}],
       "constraints": [
         "card.top == root.safeArea.top",
         "card.leading == root.leading",
         "card.trailing == root.trailing",
         "card.bottom == label.bottom + 10",
         "label.leading == card.margins.leading",
         "label.top == card.margins.top",
         "gap.top == card.bottom",
         "gap.height == 8",
         {"id": "off", "constraint": "card.height == 500", "active": false}
       ]}
      """)
    // Views in file order, frames in the superview's coordinates.
    #expect(scene.views.map(\.identifier) == ["label", "card"])
    #expect(scene.views[0].superview === scene.views[1])
    #expect(scene.views[0].isHidden)
    let frames = scene.frames
    #expect(frames.map(\.identifier) == ["label", "card"])
    expectFrame(frames[0].frame, 20, 10, 120, 21)
    expectFrame(frames[0].frameInRoot, 20, 57, 120, 21)
    expectFrame(frames[1].frame, 0, 47, 375, 41)
    expectFrame(scene.guides.first?.frameInRoot, 0, 88, 0, 8)
    // Constraints without an id are named as the file names them; inactive ones stay inactive.
    #expect(scene.constraints.map(\.identifier).prefix(2) == ["constraint 0", "constraint 1"])
    #expect(scene.constraint(withID: "off")?.isActive == false)
    #expect(scene.constraint(withID: "constraint 0") == nil)
    #expect(scene.diagnostics.isEmpty)
  }

  @Test func framesAreFullSnapshotsWithIDsAndVisualState() throws {
    let scene = try LayoutFileTestSupport.scene(
      """
      {"root": {"width": 320, "height": 480},
       "views": [{"id": "a"}, {"id": "b", "hidden": true}, {"id": "c", "parent": "a"}],
       "constraints": ["a.width == 100", "a.height == 100", "b.width == 10", "b.height == 10",
                       "c.width == 10", "c.height == 10"]}
      """)
    let a = try #require(scene.view(withID: "a"))
    let b = try #require(scene.view(withID: "b"))
    a.transform = AffineTransform(scaleX: 2, y: 2)
    b.alpha = 0.5
    scene.engine.root.bringSubviewToFront(a)
    let frames = scene.frames
    // Every field is what a snapshot of the view itself says: ID, transform, alpha, z-index.
    #expect(frames == scene.views.map { ViewFrame($0) })
    #expect(frames.map(\.viewID) == scene.views.map(\.viewID))
    #expect(frames.allSatisfy { $0.viewID != nil })
    #expect(frames[0].transform == AffineTransform(scaleX: 2, y: 2))
    #expect(frames[0].visualFrame == Rect(x: -50, y: -50, width: 200, height: 200))
    #expect(frames[1].alpha == 0.5 && frames[1].isHidden)
    #expect(frames.map(\.zIndex) == [1, 0, 0])
    #expect(frames.map(\.superviewIdentifier) == ["root", "root", "a"])
  }

  @Test func rightToLeftMirrorsLeadingAndTrailing() throws {
    let scene = try LayoutFileTestSupport.scene(
      """
      {"root": {"width": 400, "height": 300, "direction": "rtl"},
       "views": [{"id": "sidebar"}],
       "constraints": ["sidebar.leading == root.leading + 10", "sidebar.width == 100",
                       "sidebar.top == root.top", "sidebar.height == 50"]}
      """)
    expectFrame(scene.view(withID: "sidebar")?.frame, 290, 0, 100, 50)
  }

  // MARK: Keyboard

  @Test func theKeyboardMovesTheListedConstraints() throws {
    let scene = try LayoutFileTestSupport.scene(
      """
      {"root": {"width": 375, "height": 667},
       "views": [{"id": "scroll"}],
       "constraints": ["scroll.top == root.top", "scroll.leading == root.leading",
                       "scroll.trailing == root.trailing",
                       {"id": "c", "constraint": "root.bottom == scroll.bottom"}],
       "behaviors": {"keyboard": {"constraints": ["c"]}},
       "events": [
         {"type": "keyboardWillShow", "frame": {"x": 0, "y": 451, "width": 375, "height": 216},
          "duration": 0.25},
         {"type": "keyboardWillHide"}
       ]}
      """)
    let show = scene.apply(scene.document.events[0])
    #expect(show.constants.count == 1)
    #expect(show.constants.first?.before == 0)
    #expect(show.constants.first?.after == 216)
    #expect(show.animation == Animation(duration: 0.25, curve: .easeOut))
    expectFrame(scene.view(withID: "scroll")?.frame, 0, 0, 375, 451)
    #expect(show.frameChanges.map(\.identifier) == ["scroll"])
    let hide = scene.apply(scene.document.events[1])
    #expect(hide.constants.first?.after == 0)
    expectFrame(hide.framesAfter.first?.frame, 0, 0, 375, 667)
  }

  @Test func theKeyboardLeavesTheBottomSafeAreaInsetOut() throws {
    let scene = try LayoutFileTestSupport.scene(
      """
      {"root": {"width": 375, "height": 812, "safeArea": {"top": 47, "bottom": 34}},
       "views": [{"id": "bar"}],
       "constraints": ["bar.leading == root.leading", "bar.trailing == root.trailing",
                       "bar.height == 50",
                       {"id": "bottom", "constraint": "root.safeArea.bottom == bar.bottom"}],
       "behaviors": {"keyboard": {"constraints": ["bottom"]}}}
      """)
    let event = EventDeclaration(
      kind: .keyboardWillShow(.init(endFrame: Rect(x: 0, y: 521, width: 375, height: 291))),
      origin: "--keyboard 291")
    let result = scene.apply(event)
    #expect(result.constants.first?.after == 257)
    #expect(scene.view(withID: "bar")?.frameInRoot.maxY == 521)
    // An undocked keyboard covers nothing: the constant returns to its original.
    let undocked = EventDeclaration(
      kind: .keyboardWillChangeFrame(.init(endFrame: Rect(x: 0, y: 400, width: 375, height: 260))),
      origin: "event 1")
    #expect(scene.apply(undocked).constants.first?.after == 0)
  }

  @Test func aKeyboardEventWithoutAKeyboardBehaviorChangesNothing() throws {
    let scene = try LayoutFileTestSupport.scene(
      #"{"root": {"width": 10, "height": 10}, "views": [{"id": "a"}]}"#)
    let result = scene.apply(
      EventDeclaration(kind: .keyboardWillHide(duration: nil, curve: nil), origin: "event 0"))
    #expect(result.transition.isEmpty)
    #expect(result.animation == nil)
    #expect(result.frameChanges.isEmpty)
  }

  // MARK: Collapsing

  /// A 300-point sidebar pinned by its leading constraint, with a constant and a peek.
  private func sidebar(constant: Double = 0, peek: Double = 0) throws -> LayoutScene {
    try LayoutFileTestSupport.scene(
      """
      {"root": {"width": 375, "height": 667},
       "views": [{"id": "sidebar"}],
       "constraints": [
         {"id": "lead", "constraint": "sidebar.leading == root.leading + \(constant)"},
         "sidebar.width == 300", "sidebar.top == root.top", "sidebar.bottom == root.bottom"],
       "behaviors": {"collapsible": [
         {"view": "sidebar", "constraint": "lead", "direction": "leading", "peek": \(peek)}]}}
      """)
  }

  private func event(_ kind: EventDeclaration.Kind) -> EventDeclaration {
    EventDeclaration(kind: kind, origin: "event 0")
  }

  @Test func aSidebarCollapsesByItsWidthAndShowsAgain() throws {
    let scene = try sidebar()
    let collapse = scene.apply(event(.collapse(view: "sidebar")))
    #expect(collapse.constants.first?.after == -300)
    #expect(scene.view(withID: "sidebar")?.frame.minX == -300)
    #expect(collapse.animation == Animation(duration: 0.3, curve: .easeInOut))
    #expect(scene.apply(event(.collapse(view: "sidebar"))).transition.isEmpty)
    let show = scene.apply(event(.toggle(view: "sidebar")))
    #expect(show.constants.first?.after == 0)
  }

  @Test func aPeekStaysVisibleAndShowRestoresTheRestConstant() throws {
    let peeking = try sidebar(peek: 40)
    #expect(peeking.apply(event(.collapse(view: "sidebar"))).constants.first?.after == -260)
    let resting = try sidebar(constant: 8)
    resting.apply(event(.collapse(view: "sidebar")))
    #expect(resting.apply(event(.show(view: "sidebar"))).constants.first?.after == 8)
  }

  @Test func showingOneViewOfAGroupCollapsesTheOthers() throws {
    let scene = try LayoutFileTestSupport.scene(
      """
      {"root": {"width": 800, "height": 600},
       "views": [{"id": "left"}, {"id": "right"}],
       "constraints": [
         {"id": "left-leading", "constraint": "left.leading == root.leading"},
         {"id": "right-trailing", "constraint": "right.trailing == root.trailing"},
         "left.width == 200", "right.width == 250",
         "left.top == root.top", "right.top == root.top", "left.height == 10", "right.height == 10"],
       "behaviors": {"collapsible": [
         {"view": "left", "constraint": "left-leading", "direction": "leading", "group": "g"},
         {"view": "right", "constraint": "right-trailing", "direction": "trailing", "group": "g"}]}}
      """)
    scene.apply(event(.collapse(view: "right")))
    let show = scene.apply(event(.show(view: "right")))
    #expect(show.constants.map(\.constraint.identifier) == ["left-leading", "right-trailing"])
    #expect(show.constants.map(\.after) == [-200, 0])
    #expect(scene.collapser(forView: "left")?.isCollapsed == true)
    #expect(scene.collapser(forView: "right")?.isCollapsed == false)
  }

  // MARK: Direct changes and conflicts

  @Test func unsatisfiableConstraintsNameTheirConflictsByIdAndPosition() throws {
    let text = """
      {"root": {"width": 375, "height": 812},
       "views": [{"id": "card"}],
       "constraints": [
         "card.top == root.top",
         {"id": "card-bottom", "constraint": "card.bottom == root.bottom"},
         {"id": "card-height", "constraint": "card.height == 900"},
         "card.leading == root.leading", "card.width == 100"
       ],
       "events": [{"type": "deactivate", "constraint": "card-bottom"}]}
      """
    let scene = try LayoutFileTestSupport.scene(text)
    #expect(scene.diagnostics.count == 1)
    let diagnostic = try #require(scene.diagnostics.first)
    #expect(diagnostic.kind == .unsatisfiable)
    #expect(diagnostic.code == .unsatisfiableConstraint)
    #expect(diagnostic.severity == .error)
    #expect(diagnostic.constraint.name == "card-height")
    #expect(diagnostic.constraint.location?.line == 6)
    #expect(diagnostic.constraint.location?.column == 40)
    #expect(diagnostic.constraint.path?.description == "$.constraints[2].constraint")
    // A minimal set: the root's top does not take part.
    #expect(diagnostic.conflicts.map(\.name) == ["root-height", "constraint 0", "card-bottom"])
    #expect(
      diagnostic.conflicts.map { $0.path?.description ?? "-" } == [
        "$.root.height", "$.constraints[0]", "$.constraints[1].constraint",
      ])
    #expect(diagnostic.conflicts.map { $0.location?.line ?? 0 } == [1, 4, 5])
    let printed = diagnostic.fileDiagnostic.description.split(separator: "\n").map(String.init)
    #expect(
      printed == [
        "test.json:6:40: error: Unsatisfiable constraint 'card-height' (card.height == 900) "
          + "conflicts with 'root-height' (root.height == 812), 'constraint 0' "
          + "(card.top == root.top), 'card-bottom' (card.bottom == root.bottom); it is not applied.",
        "  path: $.constraints[2].constraint",
        "  fix: Lower the priority of 'card-height' below 1000 (for example '@ high'), or change "
          + "the constraints it conflicts with.",
        "test.json:1:35: note: 'root-height' (root.height == 812) comes from the root's 'height'.",
        "  path: $.root.height",
        "test.json:4:4: note: 'constraint 0' (card.top == root.top) is declared here.",
        "  path: $.constraints[0]",
        "test.json:5:40: note: 'card-bottom' (card.bottom == root.bottom) is declared here.",
        "  path: $.constraints[1].constraint",
      ])
    // Deactivating one of the conflicting constraints lets the broken one apply: a note.
    let result = scene.apply(scene.document.events[0])
    #expect(result.diagnostics.map(\.kind) == [.recovered])
    #expect(result.diagnostics.first?.severity == .note)
    #expect(result.animation == nil)
    expectFrame(scene.view(withID: "card")?.frame, 0, 0, 100, 900)
  }

  @Test func setConstantAndActivationChangeTheModelAtOnce() throws {
    let scene = try LayoutFileTestSupport.scene(
      """
      {"root": {"width": 300, "height": 300},
       "views": [{"id": "box"}],
       "constraints": ["box.top == root.top", "box.leading == root.leading",
                       {"id": "w", "constraint": "box.width == 50"},
                       {"id": "h", "constraint": "box.height == 20"},
                       {"id": "tall", "constraint": "box.height >= 100", "active": false}]}
      """)
    let set = scene.apply(event(.setConstant(constraint: "w", value: 80)))
    #expect(
      set.constants == [
        ConstantChange(constraint: scene.constraint(withID: "w")!, before: 50, after: 80)
      ])
    #expect(set.animation == nil)
    expectFrame(set.framesAfter.first?.frame, 0, 0, 80, 20)
    // Activating a required constraint that contradicts another breaks it.
    let activate = scene.apply(event(.activate(constraint: "tall")))
    #expect(activate.diagnostics.map(\.constraint.name) == ["tall"])
    #expect(activate.frameChanges.isEmpty)
    scene.apply(event(.deactivate(constraint: "h")))
    expectFrame(scene.view(withID: "box")?.frame, 0, 0, 80, 100)
    #expect(scene.diagnostics.map(\.kind) == [.unsatisfiable, .recovered])
  }

  @Test func aHandMadeDocumentThatDoesNotResolveIsReportedNotCrashed() {
    let first = AnchorReference(item: .view("ghost"), attribute: .top)
    let document = LayoutDocument(
      fileName: "made.json",
      root: RootDeclaration(width: .nan, height: 100, safeArea: EdgeInsets(top: .infinity)),
      views: [
        ViewDeclaration(id: "a", parent: "b"), ViewDeclaration(id: "b", parent: "a"),
        ViewDeclaration(id: "c", parent: "nowhere"),
      ],
      constraints: [
        ConstraintDeclaration(
          index: 0,
          expression: ConstraintExpression(
            first: first, relation: .equal, second: AnchorReference(item: .root, attribute: .top)))
      ],
      behaviors: BehaviorDeclarations(
        keyboard: KeyboardAvoidanceDeclaration(constraints: ["missing"], margin: -5),
        collapsible: [
          CollapsibleDeclaration(view: "a", constraint: "missing", direction: .top, peek: -1)
        ]))
    let scene = LayoutScene(document: document)
    #expect(scene.views.count == 3)
    #expect(scene.constraints.isEmpty)
    #expect(scene.diagnostics.map(\.kind) == [.activationFailed])
    #expect(
      scene.diagnostics.first?.message
        == "Cannot make 'constraint 0' (ghost.top == root.top): 'ghost' is not a view or guide of "
        + "the document.")
    #expect(scene.apply(event(.collapse(view: "a"))).transition.isEmpty)
    #expect(scene.apply(event(.setConstant(constraint: "missing", value: 1))).transition.isEmpty)
  }

  @Test func eventsThatWouldOverflowAConstantAreReportedAndChangeNothing() throws {
    let scene = try LayoutFileTestSupport.scene(
      """
      {"root": {"width": 375, "height": 1e15},
       "views": [{"id": "bar"}, {"id": "a"}, {"id": "b"}],
       "constraints": [
         {"id": "k", "constraint": "root.bottom == bar.bottom + 1e15"}, "bar.height == 10",
         "a.width == 1e15", "b.width == 2 * a.width",
         {"id": "lead", "constraint": "b.leading == root.leading - 1e15"}],
       "behaviors": {"keyboard": {"constraints": ["k"], "margin": 1e15},
                     "collapsible": [{"view": "b", "constraint": "lead", "direction": "leading"}]},
       "events": [
         {"type": "keyboardWillShow", "frame": {"x": 0, "y": 0, "width": 375, "height": 1e15}},
         {"type": "toggle", "view": "b"}]}
      """)
    // Every number of the file is within the solver's range (10¹⁵): the layout applies.
    #expect(scene.diagnostics.isEmpty)
    for event in scene.document.events {
      let result = scene.apply(event)
      #expect(result.transition.isEmpty)
      #expect(result.diagnostics.map(\.kind) == [.nonFiniteConstant])
      #expect(result.diagnostics.first?.code == .nonFiniteConstant)
    }
    #expect(scene.constraint(withID: "k")?.constant == 1e15)
    #expect(scene.collapser(forView: "b")?.isCollapsed == false)
    #expect(
      scene.diagnostics.last?.message
        == "The constant of 'lead' (b.leading == root.leading - 1e+15) would be out of range (a "
        + "magnitude beyond 10^15) after event 1 (toggle b); the event changes nothing.")
  }
}
