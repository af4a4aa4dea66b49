extension LayoutScene {
  /// The piles of a document, each showing the top of its initial stack (set at time 0, without
  /// animation).
  static func makePiles(
    _ declarations: [PileDeclaration], views: IdentifierMap<View>
  ) -> (piles: [ViewPile], pilesByView: [String: ViewPile]) {
    var piles: [ViewPile] = []
    var pilesByView: [String: ViewPile] = [:]
    for declaration in declarations {
      guard let view = views[declaration.view], pilesByView[declaration.view] == nil else {
        continue
      }
      let pile = ViewPile(
        view: view, activeMetric: declaration.activeMetric,
        leadingMetric: declaration.leadingMetric, trailingMetric: declaration.trailingMetric,
        animationMetric: declaration.animationMetric)
      let stack = declaration.views.compactMap { views[$0] }.filter { $0 !== view }
      if !stack.isEmpty { pile.setViews(stack, at: 0) }
      piles.append(pile)
      pilesByView[declaration.view] = pile
    }
    return (piles, pilesByView)
  }

  /// Applies a push, pop or advance to its pile, then activates the constraints of the cards
  /// that joined the tree.
  ///
  /// A time that is not finite or is negative (only in a hand-made document) is taken as "once
  /// every running motion has ended".
  func applyPileEvent(_ kind: EventDeclaration.Kind) -> GestureResult {
    func usable(_ time: Double?) -> Double? {
      guard let time, time.isFinite, time >= 0 else { return nil }
      return time
    }
    let result: GestureResult
    switch kind {
    case .push(let id, let card, let animated, let time):
      guard let pile = pile(forView: id), let view = view(withID: card), view !== pile.pileView,
        !pile.pileView.isDescendant(of: view)
      else { return GestureResult() }
      result = pile.push(view, animated: animated, at: usable(time))
    case .pop(let id, let animated, let time):
      guard let pile = pile(forView: id) else { return GestureResult() }
      result = pile.pop(animated: animated, at: usable(time))
    case .advance(let id, let time):
      guard let pile = pile(forView: id) else { return GestureResult() }
      result = usable(time).map { pile.advance(to: $0) } ?? pile.completeAnimations()
    default:
      return GestureResult()
    }
    activateWantedConstraints()
    return result
  }
}
