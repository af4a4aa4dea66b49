/// A view's solved frames and visual state at one moment: an entry of ``LayoutEngine/frames``.
///
/// Snapshots are plain values, so the state before and after a change can be kept and compared:
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
/// When the tree changed (views added, removed or reordered), match entries by ``viewID``.
///
/// Besides the layout (``frame``, ``frameInRoot``), an entry records what is applied after
/// layout: the view's ``transform3D`` (and so its ``transform``), ``alpha`` and ``zIndex``, and
/// the ``visualFrame`` they make. Entries made with
/// ``init(identifier:superviewIdentifier:frame:frameInRoot:isHidden:viewID:transform3D:alpha:zIndex:)``
/// have the defaults unless given: no ID, the identity, alpha 1, z-index 0.
public struct ViewFrame: Hashable, Sendable {
  /// The view's identifier.
  public var identifier: String
  /// The identifier of the view's superview, or `nil` for the root.
  public var superviewIdentifier: String?
  /// The view's frame in its superview's coordinates, as solved by the layout (before the
  /// transform).
  public var frame: Rect
  /// The view's frame in the root view's coordinates, as solved by the layout.
  public var frameInRoot: Rect
  /// Whether the view is hidden (hidden views are laid out like the others).
  public var isHidden: Bool
  /// The view's stable identity in its engine, or `nil` (see ``ViewID``).
  public var viewID: ViewID?
  /// The view's transform, about its center (see ``View/transform3D``).
  public var transform3D: Transform3D {
    get { sharedTransform.transform }
    set { sharedTransform = SharedTransform3D.boxing(newValue) }
  }
  /// ``transform3D`` when it is not exactly the identity, shared with the view and the other
  /// snapshots of it: an entry is about half the size with the transform out of line.
  private var sharedTransform: SharedTransform3D?

  /// Whether ``transform3D`` is exactly the identity (every entry bit for bit), known without
  /// reading it. A transform equal to the identity only by `==` (with a `-0`) is not.
  package var hasExactIdentityTransform: Bool { sharedTransform == nil }
  /// The view's opacity, 0…1.
  public var alpha: Double
  /// The view's position among its siblings, 0 at the back (see ``View/zIndex``).
  public var zIndex: Int

  /// Whether the two entries are equal, field by field (``transform3D`` by value, so `-0` and
  /// `0` entries are equal as everywhere else).
  public static func == (lhs: ViewFrame, rhs: ViewFrame) -> Bool {
    lhs.identifier == rhs.identifier && lhs.superviewIdentifier == rhs.superviewIdentifier
      && lhs.frame == rhs.frame && lhs.frameInRoot == rhs.frameInRoot
      && lhs.isHidden == rhs.isHidden && lhs.viewID == rhs.viewID && lhs.alpha == rhs.alpha
      && lhs.zIndex == rhs.zIndex
      && (lhs.sharedTransform === rhs.sharedTransform || lhs.transform3D == rhs.transform3D)
  }

  /// Hashes the fields that ``==(_:_:)`` compares.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(identifier)
    hasher.combine(superviewIdentifier)
    hasher.combine(frame)
    hasher.combine(frameInRoot)
    hasher.combine(isHidden)
    hasher.combine(viewID)
    hasher.combine(transform3D)
    hasher.combine(alpha)
    hasher.combine(zIndex)
  }

  /// The view's transform as an affine transform (the affine entries of ``transform3D``), as
  /// ``View/transform``.
  public var transform: AffineTransform {
    get { transform3D.affinePart }
    set { transform3D = Transform3D(newValue) }
  }

  /// The bounding box of the transformed bounds in the superview's coordinates: ``frame`` when
  /// the transform is the identity (see ``View/visualFrame``).
  public var visualFrame: Rect { View.visualFrame(of: frame, transform: transform3D) }
}

// The initializers are in an extension so that the type keeps its implicit memberwise
// initializer (private, as `sharedTransform` is), to which they hand the fields: an entry made
// by it is passed on and stored without being copied first, where one made by an initializer
// that assigns the fields itself is copied whole (its strings and transform box retained, then
// released) on the way into a snapshot.
extension ViewFrame {
  /// Creates a snapshot entry.
  public init(
    identifier: String, superviewIdentifier: String?, frame: Rect, frameInRoot: Rect,
    isHidden: Bool = false, viewID: ViewID? = nil, transform3D: Transform3D = .identity,
    alpha: Double = 1, zIndex: Int = 0
  ) {
    self.init(
      identifier: identifier, superviewIdentifier: superviewIdentifier, frame: frame,
      frameInRoot: frameInRoot, isHidden: isHidden, viewID: viewID,
      sharedTransform: SharedTransform3D.boxing(transform3D), alpha: alpha, zIndex: zIndex)
  }

  /// A snapshot of `view` now: its frames, identity and visual state.
  ///
  /// - Complexity: O(*s*) in the number of the view's siblings (for its z-index).
  public init(_ view: View) {
    self.init(
      view, superviewIdentifier: view.superview?.identifier, frame: view.frame,
      frameInRoot: view.frameInRoot, zIndex: view.zIndex)
  }

  /// A snapshot of `view` with its frames and z-index already computed by the caller (a walk of
  /// the tree knows each view's index among its siblings).
  init(_ view: View, superviewIdentifier: String?, frame: Rect, frameInRoot: Rect, zIndex: Int) {
    self.init(
      identifier: view.identifier, superviewIdentifier: superviewIdentifier, frame: frame,
      frameInRoot: frameInRoot, isHidden: view.isHidden, viewID: view.viewID,
      sharedTransform: view.sharedTransform, alpha: view.alpha, zIndex: zIndex)
  }
}
