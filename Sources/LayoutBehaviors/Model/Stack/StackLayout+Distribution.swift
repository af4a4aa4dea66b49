extension StackLayout {
  /// How a stack sizes and places its arranged views along its axis, as UIKit's
  /// `UIStackView.Distribution`.
  ///
  /// The raw value is the name in layout files.
  public enum Distribution: String, Sendable, CaseIterable {
    /// The views fill the stack along its axis, each `spacing` from the next: when they do not
    /// fit, the views with the lowest compression resistance shrink; when they do not fill it,
    /// the views with the lowest content hugging stretch. Ties go by index: the last of the
    /// tied views stretches or shrinks first.
    case fill
    /// The views fill the stack and all have the same size along the axis.
    case fillEqually
    /// The views fill the stack, each sized in proportion to its intrinsic size along the axis
    /// (a view without one counts as 0).
    case fillProportionally
    /// The views keep their intrinsic sizes and the gaps between them are equal, at least
    /// `spacing`.
    case equalSpacing
    /// The centers of neighboring views are equally far apart, and no gap is below `spacing`.
    case equalCentering
  }
}
