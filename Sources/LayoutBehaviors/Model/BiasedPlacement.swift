/// What ``View/centerBetween(leading:trailing:bias:)`` or
/// ``View/centerBetween(top:bottom:bias:)`` made: two spacer guides and the constraints that place
/// a view between two anchors with a bias, as ConstraintLayout's bias.
///
/// The view sits at `start + bias × (end − start − size)` along the axis: the space left between
/// the two anchors goes `bias` before the view and `1 − bias` after it. A bias of 0.5 centers
/// it; 0 puts it against the start anchor; 1 against the end anchor.
public struct BiasedPlacement {
  /// The view placed.
  public let view: View
  /// The axis along which the view is placed.
  public let axis: LayoutConstraintAxis
  /// The bias, from 0 (against the start anchor) to 1 (against the end anchor).
  public let bias: Double
  /// The guide between the start anchor and the view's leading or top edge.
  public let startSpacer: LayoutGuide
  /// The guide between the view's trailing or bottom edge and the end anchor.
  public let endSpacer: LayoutGuide
  /// The constraints made, in order: `.start` (the start spacer begins at the start anchor),
  /// `.startEdge` (the view begins where it ends), `.endEdge`, `.end`, `.ratio` (the spacers'
  /// sizes), then the spacers spanning the view across the axis (`.startSpacer.top`,
  /// `.startSpacer.height`, `.endSpacer.top`, `.endSpacer.height` for a horizontal placement;
  /// `leading` and `width` for a vertical one), each named `bias(<view>).<axis>.<role>`.
  public let constraints: [LayoutConstraint]
}
