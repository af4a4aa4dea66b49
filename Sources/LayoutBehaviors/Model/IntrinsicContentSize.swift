/// The natural size of a view's content, per axis, as UIKit's `intrinsicContentSize`.
///
/// Either axis may have no intrinsic size (`nil`, UIKit's `UIView.noIntrinsicMetric`). On an axis
/// with a value *v*, the engine adds Auto Layout's two content-size constraints to the view:
/// `size >= v` at the view's compression-resistance priority and `size <= v` at its
/// content-hugging priority.
///
/// ```swift
/// label.intrinsicContentSize = IntrinsicContentSize(width: 120, height: 21)
/// spacer.intrinsicContentSize = IntrinsicContentSize(height: 1)   // no intrinsic width
/// ```
public struct IntrinsicContentSize: Hashable, Sendable {
  /// The intrinsic width, or `nil` when the content has no natural width.
  public var width: Double?
  /// The intrinsic height, or `nil` when the content has no natural height.
  public var height: Double?

  /// Creates an intrinsic size; an axis left out has no intrinsic size.
  public init(width: Double? = nil, height: Double? = nil) {
    self.width = width
    self.height = height
  }

  /// No intrinsic size on either axis: the default of a view.
  public static let none = IntrinsicContentSize()

  /// The intrinsic size along `axis`: the width for horizontal, the height for vertical.
  public subscript(axis: LayoutConstraintAxis) -> Double? {
    get {
      switch axis {
      case .horizontal: return width
      case .vertical: return height
      }
    }
    set {
      switch axis {
      case .horizontal: width = newValue
      case .vertical: height = newValue
      }
    }
  }
}
