/// A view's stable identity within one engine: a serial number the ``LayoutEngine`` hands out
/// when the view first joins its tree.
///
/// Identifiers name views for people and need not be unique; a `ViewID` tells two views apart
/// when their identifiers are equal (a stack of cards all named `card`, a card popped and another
/// pushed under the same name). ``ViewFrame`` snapshots carry it, so a ``Transition`` matches
/// every view's state before an event with its state after, whatever views the event added,
/// removed or reordered.
///
/// The numbers start at 1 for the root and grow in the order views join the tree, so they are
/// the same from run to run. A view keeps its ID while it stays in the engine's tree and when it
/// leaves and comes back; it gets a new one from another engine. A view that was never in an
/// engine's tree has none (``View/viewID`` is `nil`).
///
/// ```swift
/// let engine = LayoutEngine(size: Size(width: 320, height: 480))
/// let card = View("card")
/// engine.root.addSubview(card)
/// engine.root.viewID    // #1
/// card.viewID           // #2
/// ```
public struct ViewID: Hashable, Comparable, Sendable, CustomStringConvertible {
  /// The serial number, 1 or more.
  public let rawValue: Int

  /// Creates an ID from its serial number.
  public init(rawValue: Int) {
    self.rawValue = rawValue
  }

  /// Orders IDs by serial number: the order the views joined the engine's tree.
  public static func < (lhs: ViewID, rhs: ViewID) -> Bool { lhs.rawValue < rhs.rawValue }

  /// `#` and the serial number: `#2`.
  public var description: String { "#\(rawValue)" }
}
