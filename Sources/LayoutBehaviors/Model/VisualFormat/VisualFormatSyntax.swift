/// A format string of Auto Layout's Visual Format Language, as read by ``VisualFormatParser``:
/// where each part is in the string, before any name is looked up.
///
/// ```text
/// [orientation:] [| connection] view (connection view)* [connection |]
/// ```
///
/// Every position is a UTF-8 offset into the string.
package struct VisualFormatSyntax: Sendable {
  /// The axis the string arranges its views along.
  package enum Orientation: Sendable {
    /// `H:`, or no orientation: widths, and edges from leading to trailing.
    case horizontal
    /// `V:`: heights, and edges from top to bottom.
    case vertical
  }

  /// A number or a name, as written in a predicate.
  package enum Operand: Sendable {
    /// A number and where it is (with its sign).
    case number(Double, Range<Int>)
    /// A name and where it is: a metric, or in a view's predicate, a view.
    case name(Range<Int>)

    /// Where the operand is.
    package var range: Range<Int> {
      switch self {
      case .number(_, let range), .name(let range): return range
      }
    }
  }

  /// One predicate: `>=70@high`, `==button`, `50`.
  package struct Predicate: Sendable {
    /// The relation; `==` when none is written.
    package var relation: LayoutRelation
    /// What the subject is compared with.
    package var object: Operand
    /// The priority after `@`, if one is written.
    package var priority: Operand?
    /// Where the whole predicate is, from its relation (or object) to the end of its priority.
    package var range: Range<Int>
  }

  /// What lies between two neighbours (views, or a view and the superview's edge).
  package enum Spacing: Sendable {
    /// Nothing: the neighbours touch (`[a][b]`, `|[a]`).
    case flush
    /// `-`: the standard spacing.
    case standard
    /// `-8-`, `-gap-`: one predicate, `==` that number or metric.
    case simple(Predicate)
    /// `-(>=8,<=20)-`: a list of predicates, at these positions of ``predicates``.
    case list(Range<Int>)
  }

  /// A connection and where it is: from its first `-` to just after its last (empty for
  /// ``Spacing/flush``, at the position between the neighbours).
  package struct Connection: Sendable {
    /// What the connection says.
    package var spacing: Spacing
    /// Where the connection is.
    package var range: Range<Int>
  }

  /// A view, `[name(predicates)]`.
  package struct View: Sendable {
    /// Where the view's name is.
    package var name: Range<Int>
    /// The positions in ``VisualFormatSyntax/predicates`` of the predicates on the view's width
    /// (or height), in order.
    package var predicates: Range<Int>
    /// Where the whole view is, from `[` to just after `]`.
    package var range: Range<Int>
  }

  /// The orientation written, or ``Orientation/horizontal`` when none is.
  package var orientation: Orientation
  /// Where the orientation letter is, if one is written.
  package var orientationOffset: Int?
  /// The views, in the order written; at least one.
  package var views: [View]
  /// The predicates of the views and the spacings' lists, in the order written.
  package var predicates: [Predicate]
  /// The connections between consecutive views: `connections[i]` is between `views[i]` and
  /// `views[i + 1]`.
  package var connections: [Connection]
  /// The connection from the superview's edge to the first view, when the string starts with
  /// `|`; the offset of that `|`.
  package var leadingEdge: (connection: Connection, offset: Int)?
  /// The connection from the last view to the superview's edge, when the string ends with `|`;
  /// the offset of that `|`.
  package var trailingEdge: (connection: Connection, offset: Int)?

  /// An empty syntax, for ``VisualFormatParser/parse(into:)`` to fill.
  package init() {
    orientation = .horizontal
    views = []
    predicates = []
    connections = []
  }
}
