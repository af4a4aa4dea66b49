extension LayoutConstraint {
  /// The constraints a format string of Auto Layout's Visual Format Language stands for, as
  /// UIKit's `NSLayoutConstraint.constraints(withVisualFormat:options:metrics:views:)`; they are
  /// not activated.
  ///
  /// ```swift
  /// let row = try LayoutConstraint.constraints(
  ///   withVisualFormat: "H:|-[cancel]-[ok(==cancel)]-|", options: .alignAllCenterY,
  ///   views: ["cancel": cancel, "ok": ok])
  /// LayoutConstraint.activate(row)
  /// ```
  ///
  /// The string is read with Auto Layout's grammar and meaning (see the Visual Format Language
  /// article): `[a]-[b]` is `b.leading == a.trailing + 8`, `|-[a]` pins `a` to its superview's
  /// layout margins, `[a(>=50@750)]` is `a.width >= 50 @ 750`. A row (`H:` or no orientation)
  /// runs from leading to trailing, so it mirrors under a right-to-left layout, unless
  /// `options` gives another direction. Spaces and tabs between tokens are allowed.
  ///
  /// Each constraint's ``identifier`` is the part of the string it comes from, written in the
  /// language: `H:[cancel]-[ok]`, `H:[ok(==cancel)]`, `alignAllCenterY [cancel] [ok]`.
  ///
  /// - Parameters:
  ///   - format: The format string.
  ///   - options: How to align the views across the string, which way a row runs, and what
  ///     spacings measure (``FormatOptions``).
  ///   - metrics: Numbers by name, for spacings, sizes and priorities.
  ///   - views: The views by the names the string uses. A name that is both a view and a metric
  ///     is read as the view in a view's predicate (`[a(==b)]`) and as the metric elsewhere.
  /// - Returns: The constraints, in the order of the string's parts, then the alignments.
  /// - Throws: ``VisualFormatError`` with the column of the offending character: a string
  ///   that does not follow the grammar, an unknown view or metric, a priority outside 1…1000,
  ///   `|` with views that do not share a superview, or options that do not fit the string.
  public static func constraints(
    withVisualFormat format: String, options: FormatOptions = [],
    metrics: [String: Double] = [:], views: [String: View]
  ) throws(VisualFormatError) -> [LayoutConstraint] {
    var format = format
    let names = DictionaryFormatNames(views: views, metrics: metrics)
    let result = format.withUTF8 {
      bytes -> Result<[LayoutConstraint], VisualFormatProblem> in
      do throws(VisualFormatProblem) {
        let expanded = try VisualFormatExpansion.expand(
          bytes, options: options, names: names,
          superview: { views[$0]?.superview.map(ViewIdentity.init) },
          describe: { "'\($0.view.identifier)'" })
        let superview = expanded.superview?.view
        let names = expanded.names
        return .success(
          expanded.constraints.map {
            make(
              $0, views: views, names: names, superview: superview,
              identifier: $0.part.label(in: bytes))
          })
      } catch {
        return .failure(error)
      }
    }
    switch result {
    case .success(let constraints): return constraints
    case .failure(let problem): throw VisualFormatError(problem, in: format)
    }
  }

  /// The constraint for one part of a format string, its items looked up.
  private static func make(
    _ constraint: VisualFormatConstraint, views: [String: View], names: [String],
    superview: View?, identifier: String
  ) -> LayoutConstraint {
    func item(_ item: VisualFormatItem) -> LayoutItem {
      switch item {
      case .view(let index): return views[names[index]]!
      case .superview: return superview!
      case .superviewMargins: return superview!.layoutMarginsGuide
      }
    }
    return LayoutConstraint(
      firstItem: item(constraint.firstItem), firstAttribute: constraint.firstAttribute,
      relation: constraint.relation, secondItem: constraint.secondItem.map(item),
      secondAttribute: constraint.secondAttribute, multiplier: 1, constant: constraint.constant,
      priority: constraint.priority ?? .required, identifier: identifier)
  }
}

/// A view compared by identity, to find the superview a format string's views share.
private struct ViewIdentity: Equatable {
  let view: View
  static func == (a: ViewIdentity, b: ViewIdentity) -> Bool { a.view === b.view }
}

/// The names of ``LayoutConstraint/constraints(withVisualFormat:options:metrics:views:)``'s
/// dictionaries, listed in sorted order for suggestions.
private struct DictionaryFormatNames: VisualFormatNames {
  let views: [String: View]
  let metrics: [String: Double]

  func kind(of name: String) -> VisualFormatNameKind { views[name] == nil ? .unknown : .view }
  func metric(_ name: String) -> Double? { metrics[name] }
  var viewNames: [String] { views.keys.sorted() }
  var metricNames: [String] { metrics.keys.sorted() }
}
