/// Why a format string of the Visual Format Language could not be turned into constraints:
/// what is wrong, where in the string, and the fix when one is likely.
///
/// ```swift
/// do {
///   _ = try LayoutConstraint.constraints(withVisualFormat: "H:[a(]", views: ["a": a])
/// } catch {
///   print(error)  // column 5: Expected a predicate or ')' after '(' in view 'a', found ']'. …
/// }
/// ```
public struct VisualFormatError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The kind of mistake.
  public enum Kind: String, Hashable, Sendable {
    /// The string does not follow the grammar.
    case syntax
    /// A name in brackets (or in a view's predicate) that names no view.
    case unknownView
    /// A name in a spacing or a predicate that names no metric (or, where one fits, view).
    case unknownMetric
    /// A priority outside 1…1000, or a name that is neither a priority's nor a metric's.
    case invalidPriority
    /// A number that is not finite or is beyond the solver's range.
    case invalidNumber
    /// `|` in a string whose views do not share one superview, or have none.
    case superview
    /// Options that do not fit the string: an alignment along the string's own axis, two
    /// directions, or spacing between baselines across a row.
    case invalidOptions
  }

  /// The kind of mistake.
  public var kind: Kind
  /// What is wrong, as a sentence with the offending text in single quotes.
  public var message: String
  /// A likely fix, if there is one.
  public var fix: String?
  /// The column of the offending character in the format string, in Unicode scalars from 1;
  /// `nil` for ``Kind/invalidOptions``, which is about the options rather than the string.
  public var column: Int?
  /// The UTF-8 offset of the offending character in the string, if the mistake is in it.
  package var utf8Offset: Int?

  /// Creates an error from a problem found in `format`.
  package init(_ problem: VisualFormatProblem, in format: String) {
    kind = problem.kind
    message = problem.message
    fix = problem.fix
    utf8Offset = problem.offset
    column = problem.offset.map { offset in
      var column = 1
      var index = 0
      for byte in format.utf8 {
        if index == offset { break }
        if byte & 0xC0 != 0x80 { column += 1 }
        index += 1
      }
      return column
    }
  }

  /// `column 5: message`, then ` fix` when there is one.
  public var description: String {
    var text = column.map { "column \($0): " } ?? ""
    text += message
    if let fix { text += " " + fix }
    return text
  }
}

/// A problem in a format string before it is tied to the string: its kind, message, fix and
/// UTF-8 offset (`nil` for a problem of the options).
package struct VisualFormatProblem: Error, Sendable {
  package var kind: VisualFormatError.Kind
  package var offset: Int?
  package var message: String
  package var fix: String?

  package init(
    _ kind: VisualFormatError.Kind = .syntax, at offset: Int?, _ message: String,
    fix: String? = nil
  ) {
    self.kind = kind
    self.offset = offset
    self.message = message
    self.fix = fix
  }
}
