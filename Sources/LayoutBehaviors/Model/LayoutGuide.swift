/// A rectangle with anchors and no content, as UIKit's `UILayoutGuide`.
///
/// There are three kinds of guides:
/// - **Free-standing guides** (``Kind/custom``), created with ``init(_:)`` and added to a view with
///   ``View/addLayoutGuide(_:)``: spacers between views, or regions other views align to. Their
///   position and size come from the constraints on them, like a view's.
/// - **Layout-margins guides** (``Kind/layoutMargins``): ``View/layoutMarginsGuide``, the view
///   inset by its ``View/layoutMargins``.
/// - **Safe-area guides** (``Kind/safeArea``): ``View/safeAreaLayoutGuide``, the view inset by its
///   ``View/safeAreaInsets``.
///
/// ```swift
/// let gap = LayoutGuide("gap")
/// container.addLayoutGuide(gap)
/// LayoutConstraint.activate([
///   gap.leadingAnchor.constraint(equalTo: left.trailingAnchor),
///   right.leadingAnchor.constraint(equalTo: gap.trailingAnchor),
///   gap.widthAnchor.constraint(equalTo: otherGap.widthAnchor),
/// ])
/// ```
///
/// The engine pins a margins or safe-area guide to its view with required constraints only once a
/// constraint uses the guide, so unused guides cost nothing.
public final class LayoutGuide: LayoutItem {
  /// What a guide is for.
  public enum Kind: String, Sendable, CaseIterable {
    /// A free-standing guide, positioned by the constraints on it.
    case custom
    /// A view's layout-margins guide.
    case layoutMargins
    /// A view's safe-area guide.
    case safeArea
  }

  /// What the guide is for.
  public let kind: Kind

  /// The view the guide belongs to; `nil` for a free-standing guide not added to a view yet, or
  /// whose view is gone.
  public internal(set) var owningView: View? {
    get { owningViewStorage }
    set { owningViewStorage = newValue }
  }

  /// The owning view, held without a reference count: the view holds its guides strongly, and
  /// clears this field in each of them when it goes (`View`'s `deinit`) or lets a custom guide
  /// go (``View/removeLayoutGuide(_:)``). A `weak` reference would give every view with a guide
  /// a side table, which makes every retain and release of the view take the runtime's slow
  /// path.
  @exclusivity(unchecked) private unowned(unsafe) var owningViewStorage: View?

  /// The engine-managed constraints pinning a margins or safe-area guide inside its view (left,
  /// top, right, bottom) once a constraint uses it; empty before, and for a custom guide.
  var pins: [LayoutConstraint] = []

  /// Creates a free-standing guide; add it to a view with ``View/addLayoutGuide(_:)``.
  ///
  /// - Parameter identifier: the name of the guide in descriptions and diagnostics.
  public init(_ identifier: String) {
    kind = .custom
    super.init(identifier: identifier)
  }

  /// Creates a view's margins or safe-area guide.
  init(kind: Kind, owningView: View, identifier: String) {
    self.kind = kind
    super.init(identifier: identifier)
    self.owningViewStorage = owningView
  }

  /// The engine of the owning view, or `nil` while the guide has no owning view in an engine's
  /// tree.
  public override var layoutEngine: LayoutEngine? { owningView?.engine }

  override package func isInTree(of engine: LayoutEngine) -> Bool {
    owningViewStorage?.isInTree(of: engine) ?? false
  }

  /// The guide's rectangle in its owning view's coordinates, as UIKit's `layoutFrame`.
  ///
  /// A margins or safe-area guide is always its view's bounds inset by the insets, whether or not
  /// a constraint uses it. A free-standing guide outside any engine's tree has a zero frame. When
  /// the engine has a ``LayoutEngine/displayScale``, the frame is snapped as a view's is.
  public var layoutFrame: Rect {
    guard let owningView else { return frameInRoot }
    guard let engine = owningView.engine else {
      let own = exactFrameInRoot
      let origin = owningView.frameInRoot
      return Rect(
        x: normalized(own.x - origin.x), y: normalized(own.y - origin.y), width: own.width,
        height: own.height)
    }
    return engine.reported(exactFrameInRoot, relativeTo: owningView.exactFrameInRoot)
  }

  /// The guide's rectangle in the root view's coordinates, snapped to pixels when the engine has
  /// a ``LayoutEngine/displayScale``.
  public override var frameInRoot: Rect {
    guard let engine = layoutEngine else { return exactFrameInRoot }
    return engine.rect(of: self)
  }

  /// The solver's rectangle in root coordinates: for a margins or safe-area guide, the owning
  /// view's inset by the insets.
  override var exactFrameInRoot: Rect {
    switch kind {
    case .custom:
      guard let engine = layoutEngine, variables != nil else { return .zero }
      return engine.exactRect(of: self)
    case .layoutMargins, .safeArea:
      guard let owningView else { return .zero }
      let view = owningView.exactFrameInRoot
      let insets = self.insets
      return Rect(
        x: normalized(view.x + insets.left), y: normalized(view.y + insets.top),
        width: normalized(view.width - insets.left - insets.right),
        height: normalized(view.height - insets.top - insets.bottom))
    }
  }

  /// The owning view's insets for this guide: its margins or its safe-area insets (zero for a
  /// free-standing guide).
  var insets: EdgeInsets {
    switch kind {
    case .custom: return .zero
    case .layoutMargins: return owningView?.layoutMargins ?? .zero
    case .safeArea: return owningView?.safeAreaInsets ?? .zero
    }
  }
}
