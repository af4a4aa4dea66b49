/// A view's content-hugging and compression-resistance priorities, per axis, stored inline: two
/// arrays would cost every view two allocations, though few views ever change them.
struct AxisPriorities {
  /// The content-hugging priorities, horizontal then vertical.
  private var hugging = (LayoutPriority.defaultLow, LayoutPriority.defaultLow)
  /// The compression-resistance priorities, horizontal then vertical.
  private var compression = (LayoutPriority.defaultHigh, LayoutPriority.defaultHigh)

  /// The hugging priority along `axis`.
  func hugging(_ axis: LayoutConstraintAxis) -> LayoutPriority {
    axis == .horizontal ? hugging.0 : hugging.1
  }

  /// The compression-resistance priority along `axis`.
  func compression(_ axis: LayoutConstraintAxis) -> LayoutPriority {
    axis == .horizontal ? compression.0 : compression.1
  }

  /// Sets the hugging priority along `axis`.
  mutating func setHugging(_ priority: LayoutPriority, _ axis: LayoutConstraintAxis) {
    if axis == .horizontal { hugging.0 = priority } else { hugging.1 = priority }
  }

  /// Sets the compression-resistance priority along `axis`.
  mutating func setCompression(_ priority: LayoutPriority, _ axis: LayoutConstraintAxis) {
    if axis == .horizontal { compression.0 = priority } else { compression.1 = priority }
  }
}
