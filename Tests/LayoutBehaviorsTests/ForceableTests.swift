import Testing

@testable import LayoutBehaviors

/// `Forceable`: callbacks, their order and arguments (SEED-SYSTEMS §2.2, §2.3.11).
@Suite struct ForceableTests {
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
      log.append("force \(force) after \(lastForce)")
      forceableView.alpha = 1 - force / ForceGesture.defaultMaximumPossibleForce
    }
    func didFinishForcing(force: Double) { log.append("finish \(force)") }
  }

  func force(_ state: GestureState, _ value: Double) -> ForceGesture {
    ForceGesture(state: state, force: value)
  }

  @Test func callbacksGetTheirOwnEventsForce() {
    let engine = makeBoard()
    let view = place("card", in: engine.root, at: rect(10, 10, 100, 100))
    let card = Card(view)
    #expect(card.force(force(.began, 0.5)).callbacks == ["didStartForcing"])
    let pressed = card.force(force(.changed, 10.0 / 3.0))
    #expect(pressed.callbacks == ["didForce"])
    #expect(pressed.changes.map(\.after.alpha) == [0.5])
    card.force(force(.changed, 2))
    #expect(card.force(force(.ended, 0)).callbacks == ["didFinishForcing"])
    // A second touch starts at its own force and a last force of 1.0 (the original passed the
    // previous touch's last force to didStartForcing).
    card.force(force(.began, 0.25))
    card.force(force(.changed, 1.5))
    card.force(force(.cancelled, 1.5))
    #expect(
      card.log == [
        "start 0.5", "force 3.3333333333333335 after 1.0", "force 2.0 after 3.3333333333333335",
        "finish 0.0", "start 0.25", "force 1.5 after 1.0", "finish 1.5",
      ])
  }

  @Test func defaultsDoNothingButRecordTheCallbacks() {
    let engine = makeBoard()
    let view = place("card", in: engine.root, at: rect(10, 10, 100, 100))
    let manipulator = Manipulator(view: view, behaviors: .forceable)
    let results = [
      force(.began, 1), force(.changed, 3), force(.changed, 4), force(.failed, 4),
    ].map { manipulator.force($0) }
    #expect(
      results.map(\.callbacks) == [
        ["didStartForcing"], ["didForce"], ["didForce"], ["didFinishForcing"],
      ])
    #expect(results.allSatisfy { $0.changes.isEmpty })
    #expect(manipulator.forceableState.lastForce == 4)
    #expect(manipulator.force(force(.changed, 2)).isEmpty, "no touch began")
    #expect(Manipulator(view: view, behaviors: []).force(force(.began, 1)).isEmpty)
    #expect(ForceGesture(state: .changed, force: 10).normalizedForce == 1)
    expectClose(ForceGesture(state: .changed, force: 10.0 / 3.0).normalizedForce, 0.5)
  }
}
