/// An event for a ``Pileable``: one of its calls as a value, so a list of them can be replayed
/// (by tests, or by the command-line tool after resolving view identifiers).
///
/// Times are seconds on the events' clock; `nil` means "once every running motion has ended"
/// (see ``Pileable``).
///
/// ```swift
/// pile.apply(.push(card, animated: true, at: 0))
/// pile.apply(.pop(animated: true, at: 0.2))
/// pile.apply(.completeAnimations)
/// ```
public enum PileEvent {
  /// ``Pileable/push(_:animated:at:)``.
  case push(View, animated: Bool = true, at: Double? = nil)
  /// ``Pileable/pop(animated:at:)``.
  case pop(animated: Bool = true, at: Double? = nil)
  /// ``Pileable/setViews(_:at:)``.
  case setViews([View], at: Double? = nil)
  /// ``Pileable/replaceTopView(with:at:)``.
  case replaceTopView(View, at: Double? = nil)
  /// ``Pileable/advance(to:)``.
  case advance(to: Double)
  /// ``Pileable/completeAnimations()``.
  case completeAnimations
}
