/// The size a container offers a view's content when it asks how big the content wants to be, as
/// the width and height arguments of Yoga's measure function or UIKit's `sizeThatFits(_:)`.
///
/// An axis left `nil` is unconstrained: the content answers its natural extent along it. The
/// engine proposes the view's solved width and no height, so a label answers its height for that
/// width (height-for-width); the unproposed ``unspecified`` proposal asks for the natural size
/// (a label's single-line size).
///
/// ```swift
/// let text = TextContent("Hello world", advance: 10, lineHeight: 20)
/// text.measure(.unspecified)           // (110, 20): one line
/// text.measure(SizeProposal(width: 60)) // (50, 40): "Hello" / "world"
/// ```
public struct SizeProposal: Hashable, Sendable {
  /// The proposed width, or `nil` for no limit.
  public var width: Double?
  /// The proposed height, or `nil` for no limit.
  public var height: Double?

  /// Creates a proposal; an axis left out is unconstrained.
  public init(width: Double? = nil, height: Double? = nil) {
    self.width = width
    self.height = height
  }

  /// No limit on either axis: the content's natural size.
  public static let unspecified = SizeProposal()
}
