import LayoutBehaviors
import Testing

@testable import layout_cli

@Suite("layout-cli event arguments")
struct EventArgumentTests {
  @Test func parsesEveryVerb() throws {
    let cases: [(String, EventArgument.Action)] = [
      ("toggle sidebar", .toggle(view: "sidebar")),
      ("collapse  left-panel", .collapse(view: "left-panel")),
      ("show\tsidebar", .show(view: "sidebar")),
      ("keyboard-show 291", .keyboardShow(height: 291)),
      ("keyboard-hide", .keyboardHide),
      ("set-constant gap -8.5", .setConstant(constraint: "gap", value: -8.5)),
      ("activate min-height", .activate(constraint: "min-height")),
      ("deactivate min-height", .deactivate(constraint: "min-height")),
      ("pan photo 40 -120", .pan(view: "photo", translation: Point(x: 40, y: -120), steps: 1)),
      ("pan photo 40 -120 3", .pan(view: "photo", translation: Point(x: 40, y: -120), steps: 3)),
      ("pinch photo 1.5 2", .pinch(view: "photo", scale: 1.5, steps: 2)),
      ("rotate photo -0.5", .rotate(view: "photo", angle: -0.5, steps: 1)),
      ("tap share", .tap(view: "share")),
      ("force card 3 4", .force(view: "card", force: 3, steps: 4)),
      ("push deck card-2", .push(pile: "deck", view: "card-2", time: nil)),
      ("push deck card-2 0.2", .push(pile: "deck", view: "card-2", time: 0.2)),
      ("pop deck", .pop(pile: "deck", time: nil)),
      ("advance deck 3", .advance(pile: "deck", time: 3)),
    ]
    for (text, action) in cases {
      let argument = try EventArgument(event: text)
      #expect(argument.action == action, "\(text)")
      #expect(argument.origin == "--event '\(text)'")
    }
    let keyboard = try EventArgument(keyboard: "291")
    #expect(keyboard.action == .keyboardShow(height: 291))
    #expect(keyboard.origin == "--keyboard 291")
  }

  @Test func rejectsMalformedEvents() {
    let cases: [(String, String)] = [
      ("", "the event is empty. Write, for example, 'toggle sidebar'."),
      ("setConstant gap 8", "unknown event 'setConstant'. Did you mean 'set-constant'?"),
      (
        "explode",
        "unknown event 'explode'. Use one of 'toggle', 'collapse', 'show', 'keyboard-show', "
          + "'keyboard-hide', 'set-constant', 'activate', 'deactivate', 'pan', 'pinch', 'rotate', "
          + "'tap', 'force', 'push', 'pop', 'advance'."
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
      ("rotation photo 1", "unknown event 'rotation'. Did you mean 'rotate'?"),
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
