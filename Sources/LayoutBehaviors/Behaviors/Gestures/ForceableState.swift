/// What a ``Forceable`` conformer stores: the force of the previous step of the current touch.
///
/// A conformer declares one stored property of this type; the behavior maintains it.
public struct ForceableState: Sendable {
  /// Whether ``Forceable/makeForceable()`` was called: force events are ignored until it is.
  public internal(set) var isForceable = false
  /// Whether a force touch is in progress: between its `began` and its end.
  public internal(set) var isForcing = false
  /// The force at the previous step, passed to ``Forceable/didForce(force:lastForce:)``: 1.0
  /// at the start of every touch (1.0 is an average touch), so the first change is compared
  /// with an average press.
  public internal(set) var lastForce = 1.0

  /// Creates the state of a view that is not forceable yet (call
  /// ``Forceable/makeForceable()``).
  public init() {}
}
