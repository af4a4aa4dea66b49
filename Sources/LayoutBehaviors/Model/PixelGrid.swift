/// The pixel grid of a display scale: where reported frames snap to.
///
/// A coordinate `v` in points is `v × scale` pixels; its snapped pixel is the nearest whole
/// number, a tie (a fractional part of one half) going up, towards +∞: 2.5 px → 3, −2.5 px → −2.
/// "Half up" is the same everywhere on the grid (shifting a layout by whole pixels shifts its
/// snapped edges by the same pixels), so the snapped width of a view depends only on where its
/// edges fall inside their pixels, and a whole-pixel width stays that width wherever the view is.
/// A fractional part within ``tieTolerance`` of one half counts as a tie, so the solver's
/// rounding noise (2.4999999999999996) cannot flip a tie from one solve to another.
///
/// The rounding calls no C library function (`round`, `floor`): the whole part comes from a
/// round trip through `Int64`, a conversion instruction, as the solver's number formatting does,
/// so a package that links `LayoutBehaviors` needs neither Foundation nor Glibc's libm, and the
/// rule works where there is no C library.
struct PixelGrid {
  /// The number of pixels per point; finite and greater than 0.
  let scale: Double

  /// How far from one half, in pixels, a fractional part still counts as a tie: 1e-7.
  static let tieTolerance = 1e-7

  /// The snapped pixel of a coordinate in points, as a whole number of pixels.
  func pixel(_ value: Double) -> Double {
    let pixels = value * scale
    // Beyond 2⁵² every double is whole (and beyond 2⁶³ the conversion would trap): nothing to
    // round. The solver's range (10¹⁵) times a scale of at most 16 stays far below.
    guard pixels.magnitude < 4_503_599_627_370_496 else { return pixels }
    let truncated = Double(Int64(pixels))  // toward zero
    let down = truncated > pixels ? truncated - 1 : truncated
    return pixels - down >= 0.5 - Self.tieTolerance ? down + 1 : down
  }

  /// The coordinate in points of a whole number of pixels.
  func points(_ pixels: Double) -> Double {
    normalized(pixels / scale)
  }

  /// `rect`, in root coordinates, snapped: each edge to its pixel, the size the difference of
  /// the snapped edges.
  func snap(_ rect: Rect) -> Rect {
    snap(rect, relativeTo: nil)
  }

  /// `rect` snapped in root coordinates and then expressed relative to `parent` (also in root
  /// coordinates and snapped): the origin is the difference of the two snapped origins, counted
  /// in whole pixels before dividing by the scale, so it stays on the grid exactly.
  func snap(_ rect: Rect, relativeTo parent: Rect?) -> Rect {
    let minX = pixel(rect.x)
    let minY = pixel(rect.y)
    let maxX = pixel(rect.x + rect.width)
    let maxY = pixel(rect.y + rect.height)
    let originX = parent.map { pixel($0.x) } ?? 0
    let originY = parent.map { pixel($0.y) } ?? 0
    return Rect(
      x: points(minX - originX), y: points(minY - originY), width: points(maxX - minX),
      height: points(maxY - minY))
  }
}
