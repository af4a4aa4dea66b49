extension LayoutConstraint {
  /// The options of ``constraints(withVisualFormat:options:metrics:views:)``, as UIKit's
  /// `NSLayoutConstraint.FormatOptions`, with the same bits: how the views of a format string
  /// are aligned across it, which way a row runs, and what its spacings measure.
  ///
  /// - **Alignment** (any number of them): each view after the first gets its attribute set
  ///   equal to the previous view's. A row (`H:`) takes ``alignAllTop``, ``alignAllBottom``,
  ///   ``alignAllCenterY``, ``alignAllFirstBaseline`` and ``alignAllLastBaseline``; a column
  ///   (`V:`) takes ``alignAllLeft``, ``alignAllRight``, ``alignAllLeading``,
  ///   ``alignAllTrailing`` and ``alignAllCenterX``.
  /// - **Direction** (at most one; rows only, ignored by a column): ``directionLeadingToTrailing``
  ///   (the default, so a row mirrors under a right-to-left layout), ``directionLeftToRight``
  ///   and ``directionRightToLeft``.
  /// - **Spacing** (columns only): ``spacingBaselineToBaseline`` measures the spacing between
  ///   two views from the first's last baseline to the second's first baseline.
  public struct FormatOptions: OptionSet, Hashable, Sendable {
    /// The bits, as UIKit's.
    public var rawValue: UInt

    /// Creates options from their bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Aligns the views' left edges.
    public static let alignAllLeft = FormatOptions(rawValue: 1 << 1)
    /// Aligns the views' right edges.
    public static let alignAllRight = FormatOptions(rawValue: 1 << 2)
    /// Aligns the views' top edges.
    public static let alignAllTop = FormatOptions(rawValue: 1 << 3)
    /// Aligns the views' bottom edges.
    public static let alignAllBottom = FormatOptions(rawValue: 1 << 4)
    /// Aligns the views' leading edges.
    public static let alignAllLeading = FormatOptions(rawValue: 1 << 5)
    /// Aligns the views' trailing edges.
    public static let alignAllTrailing = FormatOptions(rawValue: 1 << 6)
    /// Aligns the views' horizontal centers.
    public static let alignAllCenterX = FormatOptions(rawValue: 1 << 9)
    /// Aligns the views' vertical centers.
    public static let alignAllCenterY = FormatOptions(rawValue: 1 << 10)
    /// Aligns the views' last baselines.
    public static let alignAllLastBaseline = FormatOptions(rawValue: 1 << 11)
    /// Aligns the views' first baselines.
    public static let alignAllFirstBaseline = FormatOptions(rawValue: 1 << 12)

    /// A row runs from leading to trailing: left to right, or right to left under a
    /// right-to-left layout. The default.
    public static let directionLeadingToTrailing = FormatOptions([])
    /// A row runs from left to right whatever the layout direction.
    public static let directionLeftToRight = FormatOptions(rawValue: 1 << 16)
    /// A row runs from right to left whatever the layout direction.
    public static let directionRightToLeft = FormatOptions(rawValue: 2 << 16)

    /// Spacings are between edges. The default.
    public static let spacingEdgeToEdge = FormatOptions([])
    /// In a column, the spacing between two views is from the first's last baseline to the
    /// second's first baseline.
    public static let spacingBaselineToBaseline = FormatOptions(rawValue: 1 << 19)

    /// The alignment options and the attribute each aligns, in the order of their bits.
    static let alignments: [(option: FormatOptions, name: String, attribute: LayoutAttribute)] = [
      (.alignAllLeft, "alignAllLeft", .left), (.alignAllRight, "alignAllRight", .right),
      (.alignAllTop, "alignAllTop", .top), (.alignAllBottom, "alignAllBottom", .bottom),
      (.alignAllLeading, "alignAllLeading", .leading),
      (.alignAllTrailing, "alignAllTrailing", .trailing),
      (.alignAllCenterX, "alignAllCenterX", .centerX),
      (.alignAllCenterY, "alignAllCenterY", .centerY),
      (.alignAllLastBaseline, "alignAllLastBaseline", .lastBaseline),
      (.alignAllFirstBaseline, "alignAllFirstBaseline", .firstBaseline),
    ]

    /// Every option's name as a layout file writes it, and the option, in a fixed order.
    static let names: [(name: String, option: FormatOptions)] =
      alignments.map { ($0.name, $0.option) } + [
        ("alignAllBaseline", .alignAllLastBaseline),
        ("directionLeadingToTrailing", .directionLeadingToTrailing),
        ("directionLeftToRight", .directionLeftToRight),
        ("directionRightToLeft", .directionRightToLeft),
        ("spacingEdgeToEdge", .spacingEdgeToEdge),
        ("spacingBaselineToBaseline", .spacingBaselineToBaseline),
      ]

    /// The bits of the direction.
    static let directionMask = FormatOptions(rawValue: 3 << 16)
  }
}
