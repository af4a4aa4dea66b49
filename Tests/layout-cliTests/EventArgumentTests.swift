import LayoutBehaviors
import Testing

@testable import layout_cli

@Suite("layout-cli event arguments")
struct EventArgumentTests {
  @Test func parsesEveryVerb() throws {
    func gesture(_ view: String, _ event: GestureEvent, steps: Int, isAtCenter: Bool = false)
      -> EventDeclaration.Kind
    {
      .gesture(
        GestureEventDeclaration(view: view, gesture: event, steps: steps, isAtCenter: isAtCenter))
    }
    let cases: [(String, EventDeclaration.Kind)] = [
      ("toggle sidebar", .toggle(view: "sidebar")),
      ("collapse  left-panel", .collapse(view: "left-panel")),
      ("show\tsidebar", .show(view: "sidebar")),
      ("keyboard-show 291", EventArgument.dockedKeyboard(height: 291)),
      ("keyboard-hide", .keyboardWillHide(duration: nil, curve: nil)),
      ("set-constant gap -8.5", .setConstant(constraint: "gap", value: -8.5)),
      ("activate min-height", .activate(constraint: "min-height")),
      ("deactivate min-height", .deactivate(constraint: "min-height")),
      // A format string's constraint: every word but the value is its id.
      (
        "set-constant row H:[a]-gap-[b] 12",
        .setConstant(constraint: "row H:[a]-gap-[b]", value: 12)
      ),
      ("deactivate constraint 4 H:[a(50)]", .deactivate(constraint: "constraint 4 H:[a(50)]")),
      (
        "pan photo 40 -120",
        gesture(
          "photo", .pan(PanGesture(state: .ended, translation: Point(x: 40, y: -120))), steps: 1)
      ),
      (
        "pan photo 40 -120 3",
        gesture(
          "photo", .pan(PanGesture(state: .ended, translation: Point(x: 40, y: -120))), steps: 3)
      ),
      (
        "pinch photo 1.5 2",
        gesture("photo", .pinch(PinchGesture(state: .ended, scale: 1.5)), steps: 2)
      ),
      (
        "rotate photo -0.5",
        gesture("photo", .rotation(RotationGesture(state: .ended, rotation: -0.5)), steps: 1)
      ),
      (
        "tap share",
        gesture("share", .press(PressGesture(state: .ended)), steps: 1, isAtCenter: true)
      ),
      ("force card 3 4", gesture("card", .force(ForceGesture(state: .ended, force: 3)), steps: 4)),
      ("push deck card-2", .push(pile: "deck", view: "card-2", animated: true, time: nil)),
      ("push deck card-2 0.2", .push(pile: "deck", view: "card-2", animated: true, time: 0.2)),
      ("pop deck", .pop(pile: "deck", animated: true, time: nil)),
      ("advance deck 3", .advance(pile: "deck", time: 3)),
      ("resize 812 375", .resize(EventDeclaration.Resize(width: 812, height: 375))),
      ("resize 320 -", .resize(EventDeclaration.Resize(width: 320))),
      (
        "resize - - 0 47 21 47",
        .resize(
          EventDeclaration.Resize(safeArea: EdgeInsets(top: 0, left: 47, bottom: 21, right: 47)))
      ),
      // The text is everything after the view, its spaces as written.
      ("set-text title Hello  wide world ", .setText(view: "title", string: "Hello  wide world ")),
      ("set-text\ttitle\tBonjour", .setText(view: "title", string: "Bonjour")),
      ("set-text title", .setText(view: "title", string: "")),
      ("set-hidden banner", .setHidden(view: "banner", isHidden: true)),
      ("set-hidden banner false", .setHidden(view: "banner", isHidden: false)),
      ("text-scale 1.5", .textScale(.init(factor: 1.5))),
      ("text-scale accessibilityLarge", .textScale(.init(category: .accessibilityLarge))),
      ("text-scale AX5", .textScale(.init(category: .accessibilityExtraExtraExtraLarge))),
    ]
    for (text, kind) in cases {
      let argument = try EventArgument(event: text)
      #expect(argument.kind == kind, "\(text)")
      // Quoted as messages quote user text: a tab is written '\u{9}'.
      #expect(argument.origin == "--event '\(LayoutFileDiagnostic.quotable(text))'")
    }
    let keyboard = try EventArgument(keyboard: "291")
    #expect(keyboard.kind == EventArgument.dockedKeyboard(height: 291))
    #expect(keyboard.origin == "--keyboard 291")
    // Given to a document, a docked keyboard takes its frame from the root.
    let root = RootDeclaration(width: 375, height: 812)
    #expect(
      keyboard.declaration(root: root).kind
        == .keyboardWillShow(.docked(height: 291, in: root)))
    #expect(
      keyboard.declaration(root: root).kind
        == .keyboardWillShow(
          EventDeclaration.KeyboardChange(
            endFrame: Rect(x: 0, y: 521, width: 375, height: 291), dockedHeight: 291)))
  }

  /// The file's event names are verbs too (issue 13 item 5.9): the same event either way.
  @Test func acceptsTheFilesEventNames() throws {
    let pairs = [
      ("keyboardWillShow 291", "keyboard-show 291"), ("keyboardWillHide", "keyboard-hide"),
      ("setConstant gap 8", "set-constant gap 8"), ("rotation photo 0.5 2", "rotate photo 0.5 2"),
      ("press share", "tap share"), ("setText title Hi", "set-text title Hi"),
      ("setHidden banner", "set-hidden banner"), ("textScale 2", "text-scale 2"),
    ]
    for (fileName, verb) in pairs {
      #expect(try EventArgument(event: fileName).kind == EventArgument(event: verb).kind)
    }
    #expect(
      throws: UsageError(
        message:
          "The value 'press' is invalid for '--event <event>': 'press' takes <view>, as in "
          + "'press <view>'.")
    ) { try EventArgument(event: "press") }
  }

  @Test func rejectsMalformedEvents() {
    let cases: [(String, String)] = [
      ("", "the event is empty. Write, for example, 'toggle sidebar'."),
      (
        "keyboardWillChangeFrame 200",
        "unknown event 'keyboardWillChangeFrame'. Did you mean 'keyboard-show'?"
      ),
      (
        "explode",
        "unknown event 'explode'. Use one of 'toggle', 'collapse', 'show', 'keyboard-show', "
          + "'keyboard-hide', 'set-constant', 'activate', 'deactivate', 'pan', 'pinch', 'rotate', "
          + "'tap', 'force', 'push', 'pop', 'advance', 'resize', 'set-text', 'set-hidden', "
          + "'text-scale'."
      ),
      ("toggle a b", "'toggle' takes <view>, as in 'toggle <view>'."),
      (
        "set-constant gap",
        "'set-constant' takes <constraint> <value>, as in 'set-constant <constraint> <value>'."
      ),
      ("keyboard-show -1", "the height must be 0 or more."),
      ("keyboard-show inf", "'inf' is not a number; the height is a number of points."),
      ("set-constant gap 0x10", "'0x10' is not a number; the value is a number of points."),
      (
        "pan photo 40",
        "'pan' takes <view> <dx> <dy> [<steps>], as in 'pan <view> <dx> <dy> [<steps>]'."
      ),
      ("pan photo 40 x", "'x' is not a number; dy is a number of points."),
      (
        "pan photo 40 0 0",
        "'0' is not a number of steps; write a whole number from 1 to 1000."
      ),
      ("pinch photo 0", "the scale must be greater than 0."),
      ("pinch photo big", "'big' is not a number; the scale is a number."),
      ("rotate photo 90deg", "'90deg' is not a number; the angle is a number of radians."),
      ("tap", "'tap' takes <view>, as in 'tap <view>'."),
      ("force card -1", "the force must be 0 or more."),
      ("push deck", "'push' takes <pile> <view> [<time>], as in 'push <pile> <view> [<time>]'."),
      ("pop deck -1", "the time must be 0 or more."),
      ("advance deck soon", "'soon' is not a number; the time is a number of seconds."),
      ("rotatoin photo 1", "unknown event 'rotatoin'. Did you mean 'rotation'?"),
      (
        "resize 812",
        "'resize' takes <width> <height> [<top> <left> <bottom> <right>], as in 'resize 812 375' "
          + "or 'resize 812 375 0 47 21 47'; '-' keeps a size, as in 'resize 320 -'."
      ),
      ("resize 0 375", "the width must be greater than 0, or '-' to keep it."),
      ("resize - -", "'resize - -' changes nothing; give a width, a height or the safe area."),
      ("resize - - 0 -1 0 0", "the left inset must be 0 or more."),
      ("set-text", "'set-text' takes <view> <text>, as in 'set-text <view> <text>'."),
      (
        "set-hidden banner yes",
        "'yes' is not 'true' or 'false'; 'set-hidden <view>' hides the view, "
          + "'set-hidden <view> false' shows it."
      ),
      ("text-scale 20", "the factor must be greater than 0 and at most 10."),
      (
        "text-scale accesibilityLarge",
        "'accesibilityLarge' is not a factor or a text size. Did you mean 'accessibilityLarge'?"
      ),
      (
        "text-scale huge",
        "'huge' is not a factor or a text size. Write a number such as 1.5, or one of "
          + "'extraSmall' … 'extraExtraExtraLarge', 'accessibilityMedium' … "
          + "'accessibilityExtraExtraExtraLarge'."
      ),
      ("set-txt title Hi", "unknown event 'set-txt'. Did you mean 'set-text'?"),
    ]
    for (text, reason) in cases {
      #expect(
        throws: UsageError(
          message: "The value '\(text)' is invalid for '--event <event>': \(reason)")
      ) {
        try EventArgument(event: text)
      }
    }
  }

  @Test func becomesADeclaration() throws {
    let root = RootDeclaration(width: 375, height: 812)
    let keyboard = try EventArgument(keyboard: "291").declaration(root: root)
    guard case .keyboardWillShow(let change) = keyboard.kind else {
      Issue.record("Expected keyboardWillShow.")
      return
    }
    #expect(change.endFrame == Rect(x: 0, y: 521, width: 375, height: 291))
    #expect(change.dockedHeight == 291)
    #expect(keyboard.origin == "--keyboard 291")
    #expect(keyboard.location == nil)
    #expect(
      try EventArgument(event: "keyboard-hide").declaration(root: root).summary
        == "keyboardWillHide")
    #expect(
      try EventArgument(event: "set-constant gap 8").declaration(root: root).summary
        == "setConstant gap 8")
    #expect(
      try EventArgument(event: "pan photo 40 -120 3").declaration(root: root).summary
        == "pan photo by (40, -120) in 3 steps")
    #expect(
      try EventArgument(event: "tap share").declaration(root: root).summary == "press share")
    #expect(
      try EventArgument(event: "push deck card-2 0.2").declaration(root: root).summary
        == "push deck card-2 at 0.2")
    #expect(
      try EventArgument(event: "advance deck").declaration(root: root).summary == "advance deck")
  }
}
