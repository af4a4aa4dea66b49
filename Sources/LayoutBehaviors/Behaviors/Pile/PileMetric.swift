/// What a view looks like at one position of a pile: its alpha, its 3D transform and its frame
/// relative to the pile's bounds.
///
/// A pile has three: the *active* metric of the top view, the *leading* metric new views come
/// from when pushed (and the top view goes to when popped), and the *trailing* metric the old top
/// goes to when a view is pushed over it (and comes back from when the view over it is popped).
/// ``StandardPileMetric`` holds fixed values and has the three default metrics; conform your own
/// type to make the frame depend on the view, as below.
///
/// ```swift
/// struct CardMetric: PileMetric {
///   let alpha = 1.0
///   let transform = Transform3D.identity
///   func frame(for view: View) -> PileFrame {
///     // As tall as the card's intrinsic height, centered vertically.
///     let height = view.intrinsicContentSize.height ?? 0
///     return PileFrame(
///       x: .zero, y: PileLength(fraction: 0.5, points: -height / 2),
///       width: .full, height: .points(height))
///   }
/// }
/// ```
public protocol PileMetric {
  /// The view's alpha at this position, 0 to 1.
  var alpha: Double { get }
  /// The view's 3D transform at this position (its ``View/transform3D``, the layer's
  /// transform).
  var transform: Transform3D { get }
  /// The view's frame at this position, relative to the pile's bounds.
  ///
  /// - Parameter view: the view being placed.
  func frame(for view: View) -> PileFrame
}

/// A pile metric with fixed values, and the three default metrics.
///
/// | metric | alpha | transform | frame |
/// |---|---|---|---|
/// | ``active`` | 1 | identity | the pile's bounds |
/// | ``leading`` | 0 | identity | the bounds one height above: `offsetBy(dy: −height)` |
/// | ``trailing`` | 0 | identity | the bounds one height below: `offsetBy(dy: +height)` |
public struct StandardPileMetric: PileMetric, Hashable, Sendable {
  /// The view's alpha, 0 to 1.
  public var alpha: Double
  /// The view's 3D transform.
  public var transform: Transform3D
  /// The view's frame relative to the pile's bounds, the same for every view.
  public var frame: PileFrame

  /// Creates a metric.
  ///
  /// - Parameters:
  ///   - alpha: the view's alpha, within 0…1.
  ///   - transform: the view's 3D transform; the identity by default.
  ///   - frame: the view's frame relative to the pile's bounds.
  /// - Precondition: `alpha` is within 0…1.
  public init(alpha: Double, transform: Transform3D = .identity, frame: PileFrame) {
    precondition(
      alpha >= 0 && alpha <= 1, "A pile metric's alpha must be within 0...1, not \(alpha)")
    self.alpha = alpha
    self.transform = transform
    self.frame = frame
  }

  /// ``frame``, whatever the view.
  public func frame(for view: View) -> PileFrame { frame }

  /// The default active metric: alpha 1, identity, the pile's bounds.
  ///
  /// The top view fills the pile.
  public static let active = StandardPileMetric(alpha: 1, frame: .bounds)

  /// The default leading metric: alpha 0, identity, the bounds offset by one height up
  /// (`bounds.offsetBy(dx: 0, dy: −bounds.height)`).
  ///
  /// A pushed view fades in as it comes down from above; a popped view fades out going back
  /// up.
  public static let leading = StandardPileMetric(
    alpha: 0, frame: PileFrame.bounds.offsetBy(dx: .zero, dy: .fraction(-1)))

  /// The default trailing metric: alpha 0, identity, the bounds offset by one height down
  /// (`bounds.offsetBy(dx: 0, dy: bounds.height)`).
  ///
  /// A covered view fades out as it goes down, and comes back up when the view over it is
  /// popped.
  public static let trailing = StandardPileMetric(
    alpha: 0, frame: PileFrame.bounds.offsetBy(dx: .zero, dy: .fraction(1)))
}
