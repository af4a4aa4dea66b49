import Testing

@testable import LayoutBehaviors

/// The example of `Sources/LayoutBehaviors/LayoutBehaviors.docc/Behaviors/KeyboardAvoidableGuide.md`, line for line: a chat screen
/// on an iPhone with a home indicator whose input bar rides on the keyboard. The numbers
/// asserted here are those printed in the guide.
@Suite struct KeyboardAvoidableGuideExampleTests {
  /// The guide's screen type.
  final class ChatScreen: KeyboardAvoidable {
    let engine: LayoutEngine
    let messages = View("messages")
    let inputBar = View("inputBar")
    let inputBarBottom: LayoutConstraint
    var keyboardAvoidanceState = KeyboardAvoidanceState()

    var keyboardContainerView: View { engine.root }
    var layoutConstraintsForKeyboard: [LayoutConstraint] { [inputBarBottom] }

    init() {
      // An iPhone 13 in portrait: 375 × 812 points, 47 of notch, 34 of home indicator.
      engine = LayoutEngine(
        size: Size(width: 375, height: 812), safeAreaInsets: EdgeInsets(top: 47, bottom: 34))
      let root = engine.root
      let safeArea = root.safeAreaLayoutGuide
      root.addSubview(messages)
      root.addSubview(inputBar)
      // Written the Interface Builder way: the safe area first, the bar second.
      inputBarBottom = safeArea.bottomAnchor.constraint(equalTo: inputBar.bottomAnchor)
      inputBarBottom.identifier = "inputBar-bottom"
      LayoutConstraint.activate([
        messages.topAnchor.constraint(equalTo: safeArea.topAnchor),
        messages.leadingAnchor.constraint(equalTo: root.leadingAnchor),
        messages.trailingAnchor.constraint(equalTo: root.trailingAnchor),
        messages.bottomAnchor.constraint(equalTo: inputBar.topAnchor),
        inputBar.leadingAnchor.constraint(equalTo: root.leadingAnchor),
        inputBar.trailingAnchor.constraint(equalTo: root.trailingAnchor),
        inputBar.heightAnchor.constraint(equalToConstant: 56),
        inputBarBottom,
      ])
    }
  }

  @Test func theGuidesExample() {
    let screen = ChatScreen()
    screen.startAvoidingKeyboard()
    expectFrame(screen.inputBar.frame, 0, 722, 375, 56)
    expectFrame(screen.messages.frame, 0, 47, 375, 675)

    // The keyboard slides up: 291 points, 0.25 s, no curve in the notification.
    let show = screen.apply(
      .willShow(endFrame: Rect(x: 0, y: 521, width: 375, height: 291), duration: 0.25))
    #expect(screen.inputBarBottom.constant == 257)
    expectFrame(screen.inputBar.frame, 0, 465, 375, 56)
    expectFrame(screen.messages.frame, 0, 47, 375, 418)
    #expect(show.animation?.description == "0.25 s easeOut")
    #expect(show.constants.map(\.description) == ["inputBar-bottom: 0 → 257"])
    #expect(show.frameChanges.map(\.identifier) == ["messages", "inputBar"])

    // Where the bar is drawn during the animation.
    let times = show.animation!.sampleTimes(count: 5)
    #expect(times == [0, 0.0625, 0.125, 0.1875, 0.25])
    let ys = times.map { time in
      show.frames(at: time).first { $0.identifier == "inputBar" }!.frame.y
    }
    let expected = [722, 624.82, 546.05, 489.02, 465]
    for (y, value) in zip(ys, expected) { expectClose(y, value, tolerance: 0.005) }

    // The predictive bar appears: the keyboard grows to 335 points.
    screen.apply(.willChangeFrame(endFrame: Rect(x: 0, y: 477, width: 375, height: 335)))
    #expect(screen.inputBarBottom.constant == 301)
    expectFrame(screen.inputBar.frame, 0, 421, 375, 56)

    // The keyboard goes away: the constant returns to what it was before the keyboard.
    let hide = screen.apply(.willHide(duration: 0.25))
    #expect(screen.inputBarBottom.constant == 0)
    expectFrame(screen.inputBar.frame, 0, 722, 375, 56)
    #expect(hide.constants.map(\.description) == ["inputBar-bottom: 301 → 0"])

    // The screen goes away: events no longer change it.
    screen.stopAvoidingKeyboard()
    #expect(screen.apply(.willShow(endFrame: Rect(x: 0, y: 521, width: 375, height: 291))).isEmpty)
  }

  /// The guide's "Customizing a step": a screen with a 49-point tab bar below its content.
  final class TabbedChatScreen: KeyboardAvoidable {
    let chat = ChatScreen()
    var keyboardAvoidanceState = KeyboardAvoidanceState()
    var keyboardContainerView: View { chat.engine.root }
    var layoutConstraintsForKeyboard: [LayoutConstraint] { [chat.inputBarBottom] }

    /// The tab bar already covers 49 points of the keyboard's overlap.
    func keyboardAdjustment(forOverlap overlap: Double) -> Double {
      guard overlap > 0 else { return 0 }
      return max(0, overlap - keyboardContainerView.safeAreaInsets.bottom - 49)
    }
  }

  @Test func theGuidesCustomization() {
    let screen = TabbedChatScreen()
    screen.startAvoidingKeyboard()
    screen.apply(.willShow(endFrame: Rect(x: 0, y: 521, width: 375, height: 291)))
    #expect(screen.chat.inputBarBottom.constant == 208)
  }
}
