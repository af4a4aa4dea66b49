/// A view's solved frames at one moment: an entry of ``LayoutEngine/frames``.
///
/// Snapshots are plain values, so the frames before and after a change can be kept and compared:
///
/// ```swift
/// let before = engine.frames
/// bottomConstraint.constant = 216
/// let after = engine.frames
/// for (old, new) in zip(before, after) where old != new {
///   print(new.identifier, old.frame, "→", new.frame)
/// }
/// ```
///
/// Two snapshots of the same tree list the same views in the same order, so they can be zipped.
public struct ViewFrame: Hashable, Sendable {
  /// The view's identifier.
  public var identifier: String
  /// The identifier of the view's superview, or `nil` for the root.
  public var superviewIdentifier: String?
  /// The view's frame in its superview's coordinates, as UIKit's `frame`.
  public var frame: Rect
  /// The view's frame in the root view's coordinates.
  public var frameInRoot: Rect
  /// Whether the view is hidden (hidden views are laid out like the others).
  public var isHidden: Bool

  /// Creates a snapshot entry.
  public init(
    identifier: String, superviewIdentifier: String?, frame: Rect, frameInRoot: Rect,
    isHidden: Bool = false
  ) {
    self.identifier = identifier
    self.superviewIdentifier = superviewIdentifier
    self.frame = frame
    self.frameInRoot = frameInRoot
    self.isHidden = isHidden
  }
}
