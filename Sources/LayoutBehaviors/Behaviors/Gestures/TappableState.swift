/// What a ``Tappable`` conformer stores: the press being recognized and whether the finger is
/// inside the tap area.
///
/// A conformer declares one stored property of this type; the behavior maintains all of it. The
/// numbers of the recognition (the minimum press duration, the allowable movement) are not
/// stored here: they are requirements of ``Tappable``, overridden in the conformer.
public struct TappableState: Sendable {
  /// Where a press is in its recognition.
  public enum Phase: String, Hashable, Sendable {
    /// No finger down.
    case idle
    /// The finger is down but the press is not recognized yet (it has not lasted the minimum
    /// press duration).
    case pending
    /// The press was recognized: the view is touched.
    case recognized
    /// The press failed (the finger moved too far before it was recognized); the rest of its
    /// events are ignored.
    case failed
  }

  /// Whether ``Tappable/makeTappable()`` was called: presses are ignored until it is.
  public internal(set) var isTappable = false
  /// Where the current press is in its recognition.
  public internal(set) var phase = Phase.idle
  /// Where the finger went down, in the view's own coordinates, while a press is pending or
  /// recognized.
  public internal(set) var touchDownLocation: Point?
  /// Whether the finger is inside ``Tappable/tapArea()`` (the view looks touched), while a press
  /// is recognized.
  public internal(set) var isTouchInside = false

  /// Creates the state of a view that is not tappable yet (call ``Tappable/makeTappable()``).
  public init() {}
}
