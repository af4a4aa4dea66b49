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
        "unknown event 'explode'. Use one of 'toggle', 'collapse', 'show', 'keyboard-show', 'keyboard-hide', 'set-constant', 'activate', 'deactivate'."
      ),
      ("toggle a b", "'toggle' takes <view>, as in 'toggle <view>'."),
      (
        "set-constant gap",
        "'set-constant' takes <constraint> <value>, as in 'set-constant <constraint> <value>'."
      ),
      ("keyboard-show -1", "the height must be 0 or more."),
      ("keyboard-show inf", "'inf' is not a number; the height is a number of points."),
      ("set-constant gap 0x10", "'0x10' is not a number; the value is a number of points."),
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
  }
}
