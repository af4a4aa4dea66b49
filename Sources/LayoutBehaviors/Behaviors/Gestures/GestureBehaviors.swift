/// A set of the gesture behaviors ``Moveable``, ``Pinchable``, ``Rotatable``, ``Tappable`` and
/// ``Forceable``, to say which ones a ``Manipulator`` enables.
///
/// ```swift
/// let photo = Manipulator(view: photoView, behaviors: [.moveable, .pinchable, .rotatable])
/// ```
public struct GestureBehaviors: OptionSet, Hashable, Sendable {
  /// The bits of the set.
  public let rawValue: Int

  /// Creates a set from its bits.
  public init(rawValue: Int) {
    self.rawValue = rawValue
  }

  /// ``Moveable``: pans move the view.
  public static let moveable = GestureBehaviors(rawValue: 1 << 0)
  /// ``Pinchable``: pinches scale it.
  public static let pinchable = GestureBehaviors(rawValue: 1 << 1)
  /// ``Rotatable``: rotations turn it.
  public static let rotatable = GestureBehaviors(rawValue: 1 << 2)
  /// ``Tappable``: presses tap it.
  public static let tappable = GestureBehaviors(rawValue: 1 << 3)
  /// ``Forceable``: force touches reach its callbacks.
  public static let forceable = GestureBehaviors(rawValue: 1 << 4)

  /// All five: a view that moves, scales, turns, taps and reacts to force.
  public static let all: GestureBehaviors = [
    .moveable, .pinchable, .rotatable, .tappable, .forceable,
  ]

  /// The behaviors by name, in this order: `moveable`, `pinchable`, `rotatable`, `tappable`,
  /// `forceable` (the names layout files use).
  public static let named: [(name: String, behavior: GestureBehaviors)] = [
    ("moveable", .moveable), ("pinchable", .pinchable), ("rotatable", .rotatable),
    ("tappable", .tappable), ("forceable", .forceable),
  ]
}
