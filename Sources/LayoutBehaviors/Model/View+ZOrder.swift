extension View {
  /// The view's position among its siblings: its index in its superview's ``subviews``, 0 at
  /// the back; 0 for a view without a superview.
  ///
  /// The z-order decides which view ``hitTest(_:)`` finds first (the frontmost) and which one a
  /// renderer draws on top. Changing it never re-solves the layout.
  ///
  /// - Complexity: O(*n*) in the number of siblings.
  public var zIndex: Int {
    superview?.subviews.firstIndex { $0 === self } ?? 0
  }

  /// Moves `view` to the front of the subviews (the end of ``subviews``), as UIKit's
  /// `bringSubviewToFront(_:)`; does nothing if `view` is not a subview of this view.
  ///
  /// The layout is untouched: only the order changes.
  public func bringSubviewToFront(_ view: View) {
    guard view.superview === self else { return }
    insertSubview(view, at: subviews.count - 1)
  }

  /// Moves `view` to the back of the subviews (the start of ``subviews``), as UIKit's
  /// `sendSubviewToBack(_:)`; does nothing if `view` is not a subview of this view.
  ///
  /// The layout is untouched: only the order changes.
  public func sendSubviewToBack(_ view: View) {
    guard view.superview === self else { return }
    insertSubview(view, at: 0)
  }
}
