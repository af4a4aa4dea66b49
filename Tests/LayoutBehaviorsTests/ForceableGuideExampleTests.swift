import Testing

@testable import LayoutBehaviors

/// The example of `Sources/LayoutBehaviors/LayoutBehaviors.docc/Behaviors/ForceableGuide.md`, line for line: a card that fades as it
/// is pressed harder. The numbers asserted here are those printed in the guide.
@Suite struct ForceableGuideExampleTests {
  /// The guide's card type.
  final class Card: Forceable {
    let forceableView: View
    var forceableState = ForceableState()
    var log: [String] = []

    init(_ view: View) {
      forceableView = view
      makeForceable()
    }

    func didStartForcing(force: Double) { log.append("start \(force)") }
    func didForce(force: Double, lastForce: Double) {
      log.append("\(lastForce) → \(force)")
      forceableView.alpha = 1 - force / ForceGesture.defaultMaximumPossibleForce
    }
    func didFinishForcing(force: Double) {
      log.append("finish \(force)")
      forceableView.alpha = 1
    }
  }

  @Test func theGuidesExample() {
    let engine = LayoutEngine(size: Size(width: 320, height: 480))
    let view = View("card")
    engine.root.addSubview(view)
    LayoutConstraint.activate([
      view.leftAnchor.constraint(equalTo: engine.root.leftAnchor, constant: 20),
      view.topAnchor.constraint(equalTo: engine.root.topAnchor, constant: 20),
      view.widthAnchor.constraint(equalToConstant: 280),
      view.heightAnchor.constraint(equalToConstant: 160),
    ])
    let card = Card(view)

    #expect(card.force(ForceGesture(state: .began, force: 0.5)).callbacks == ["didStartForcing"])
    let harder = card.force(ForceGesture(state: .changed, force: 2.5))
    #expect(harder.callbacks == ["didForce"])
    #expect(view.alpha == 0.625)
    #expect(harder.changes.map(\.after.alpha) == [0.625])
    card.force(ForceGesture(state: .changed, force: 5))
    #expect(view.alpha == 0.25)
    #expect(card.force(ForceGesture(state: .ended, force: 0)).callbacks == ["didFinishForcing"])
    #expect(view.alpha == 1)
    #expect(card.log == ["start 0.5", "1.0 → 2.5", "2.5 → 5.0", "finish 0.0"])
  }
}
