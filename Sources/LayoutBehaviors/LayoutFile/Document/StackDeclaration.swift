/// A stack declared on a view under its `stack` key: the view arranges its children, in file
/// order, as a ``StackLayout``.
///
/// ```json
/// { "id": "form", "stack": { "axis": "vertical", "distribution": "fill",
///   "alignment": "leading", "spacing": 8, "customSpacing": { "title": 20 },
///   "marginsRelative": true } }
/// ```
package struct StackDeclaration: Sendable {
  /// The axis; `horizontal` by default, as UIKit.
  package var axis: LayoutConstraintAxis
  /// The distribution; `fill` by default.
  package var distribution: StackLayout.Distribution
  /// The alignment; `fill` by default (`top` and `bottom` are read as `leading` and
  /// `trailing`).
  package var alignment: StackLayout.Alignment
  /// The spacing between views; 0 by default.
  package var spacing: Double
  /// The custom spacings after arranged views, by view id, in file order.
  package var customSpacing: [(view: String, spacing: Double)]
  /// Whether the views are arranged inside the view's margins; `false` by default.
  package var isMarginsRelative: Bool
  /// Where the `stack` object is in the file, if it came from one.
  package var location: TextLocation?

  /// Creates a stack declaration with UIKit's defaults for everything not given.
  package init(
    axis: LayoutConstraintAxis = .horizontal, distribution: StackLayout.Distribution = .fill,
    alignment: StackLayout.Alignment = .fill, spacing: Double = 0,
    customSpacing: [(view: String, spacing: Double)] = [], isMarginsRelative: Bool = false,
    location: TextLocation? = nil
  ) {
    self.axis = axis
    self.distribution = distribution
    self.alignment = alignment
    self.spacing = spacing
    self.customSpacing = customSpacing
    self.isMarginsRelative = isMarginsRelative
    self.location = location
  }
}
