import Testing

@testable import LayoutBehaviors

/// A keyboard event of a file or of the command line carries the keyboard behavior's own payload
/// (`KeyboardFrameChange`): one value from the file to the behavior.
@Suite struct EventDeclarationTests {
  @Test func aKeyboardChangeIsTheBehaviorsPayload() {
    let frame = Rect(x: 0, y: 521, width: 375, height: 291)
    let change = EventDeclaration.KeyboardChange(endFrame: frame, duration: 0.25, curve: .easeOut)
    #expect(
      change.frameChange == KeyboardFrameChange(endFrame: frame, duration: 0.25, curve: .easeOut))
    // A duration the behavior cannot use (made by hand: files are validated) is left out.
    for duration in [-1, Double.nan, .infinity] {
      let odd = EventDeclaration.KeyboardChange(endFrame: frame, duration: duration)
      #expect(odd.duration == nil && odd.frameChange.duration == nil, "\(duration)")
    }
  }

  @Test func aDockedKeyboardTakesItsFrameFromTheRoot() {
    let phone = RootDeclaration(width: 375, height: 812)
    let tablet = RootDeclaration(width: 1024, height: 768)
    let docked = EventDeclaration.KeyboardChange.docked(height: 291, in: phone, duration: 0.25)
    #expect(docked.endFrame == Rect(x: 0, y: 521, width: 375, height: 291))
    let moved = docked.docked(in: tablet)
    #expect(moved.endFrame == Rect(x: 0, y: 477, width: 1024, height: 291))
    #expect(moved.duration == 0.25 && moved.dockedHeight == 291)
    // A keyboard given by its frame stays where it is.
    let floating = EventDeclaration.KeyboardChange(
      endFrame: Rect(x: 10, y: 20, width: 30, height: 40))
    #expect(floating.docked(in: tablet) == floating)
    #expect(
      EventDeclaration.Kind.keyboardWillChangeFrame(docked).docked(in: tablet)
        == .keyboardWillChangeFrame(moved))
    #expect(EventDeclaration.Kind.toggle(view: "a").docked(in: tablet) == .toggle(view: "a"))
  }
}
