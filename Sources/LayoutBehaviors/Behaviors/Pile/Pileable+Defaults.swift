extension Pileable {
  /// Pushes `view` with animation, once everything has settled:
  /// `push(view, animated: true, at: nil)`.
  @discardableResult
  public func push(_ view: View) -> GestureResult {
    push(view, animated: true, at: nil)
  }

  /// Pushes `view` with animation at `time`: `push(view, animated: true, at: time)`.
  @discardableResult
  public func push(_ view: View, at time: Double?) -> GestureResult {
    push(view, animated: true, at: time)
  }

  /// Pops with animation, once everything has settled: `pop(animated: true, at: nil)`.
  @discardableResult
  public func pop() -> GestureResult {
    pop(animated: true, at: nil)
  }

  /// Pops with animation at `time`: `pop(animated: true, at: time)`.
  @discardableResult
  public func pop(at time: Double?) -> GestureResult {
    pop(animated: true, at: time)
  }

  /// Replaces the stack once everything has settled: `setViews(views, at: nil)`.
  @discardableResult
  public func setViews(_ views: [View]) -> GestureResult {
    setViews(views, at: nil)
  }

  /// Replaces the top view once everything has settled: `replaceTopView(with: view, at: nil)`.
  @discardableResult
  public func replaceTopView(with view: View) -> GestureResult {
    replaceTopView(with: view, at: nil)
  }

  /// Lets every running motion end: ``advance(to:)`` the state's
  /// ``PileState/settledTime``, which removes every leaving view.
  @discardableResult
  public func completeAnimations() -> GestureResult {
    advance(to: pileState.settledTime)
  }

  /// Moves the old top (unless it is `view`) from active to trailing, leaving, and `view` to
  /// active, from the leading metric or from where it is drawn; `view` is brought to the front.
  @discardableResult
  public func push(_ view: View, animated: Bool, at time: Double?) -> GestureResult {
    performPileEvent(at: time) { record in
      if let top = pileState.stack.last, top !== view {
        movePileView(top, to: .trailing, leaving: true, animated: animated, record: &record)
      }
      pileState.stack.append(view)
      showPileView(view, comingFrom: .leading, animated: animated, record: &record)
    }
  }

  /// Moves the top from active to leading, leaving, and the view under it to active, from the
  /// trailing metric or from where it is drawn, in front; does nothing with fewer than two views
  /// (but time still passes: leaving views whose motion ended are removed).
  @discardableResult
  public func pop(animated: Bool, at time: Double?) -> GestureResult {
    performPileEvent(at: time) { record in
      guard pileState.stack.count > 1 else { return }
      let top = pileState.stack.removeLast()
      let newTop = pileState.stack[pileState.stack.count - 1]
      if top !== newTop {
        movePileView(top, to: .leading, leaving: true, animated: animated, record: &record)
      }
      showPileView(newTop, comingFrom: .trailing, animated: animated, record: &record)
    }
  }

  /// Removes every view the pile shows except the new top, sets the stack, and shows the new
  /// top at active without animation, in front.
  @discardableResult
  public func setViews(_ views: [View], at time: Double?) -> GestureResult {
    performPileEvent(at: time) { record in
      let newTop = views.last
      for entry in pileState.entries where entry.view !== newTop {
        removePileEntry(of: entry.view, record: &record)
      }
      pileState.stack = views
      if let newTop {
        showPileView(newTop, comingFrom: .active, animated: false, record: &record)
      }
    }
  }

  /// Removes the old top (unless it is `view`) and shows `view` at active without animation, in
  /// front; does nothing to an empty pile (but time still passes).
  @discardableResult
  public func replaceTopView(with view: View, at time: Double?) -> GestureResult {
    performPileEvent(at: time) { record in
      guard let oldTop = pileState.stack.last else { return }
      if oldTop !== view { removePileEntry(of: oldTop, record: &record) }
      pileState.stack[pileState.stack.count - 1] = view
      showPileView(view, comingFrom: .active, animated: false, record: &record)
    }
  }

  /// Removes the leaving views whose motion has ended by `time`, in the order they started
  /// leaving.
  @discardableResult
  public func advance(to time: Double) -> GestureResult {
    performPileEvent(at: time) { _ in }
  }

  /// Calls the method the event names.
  @discardableResult
  public func apply(_ event: PileEvent) -> GestureResult {
    switch event {
    case .push(let view, let animated, let time): return push(view, animated: animated, at: time)
    case .pop(let animated, let time): return pop(animated: animated, at: time)
    case .setViews(let views, let time): return setViews(views, at: time)
    case .replaceTopView(let view, let time): return replaceTopView(with: view, at: time)
    case .advance(let time): return advance(to: time)
    case .completeAnimations: return completeAnimations()
    }
  }

  /// The state's active, leading or trailing metric.
  public func pileMetric(for position: PilePosition) -> any PileMetric {
    switch position {
    case .active: return pileState.activeMetric
    case .leading: return pileState.leadingMetric
    case .trailing: return pileState.trailingMetric
    }
  }

  /// The state's ``PileState/animationMetric`` as an ``Animation``, whatever the position.
  public func pileAnimation(to position: PilePosition) -> Animation {
    pileState.animationMetric.animation
  }
}
