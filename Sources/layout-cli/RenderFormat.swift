import LayoutBehaviors

/// The output formats of `render`: pictures of every state of a run.
///
/// A format is a case here and a writer that turns a ``LayoutRun`` into text (``SVGReport`` for
/// `svg`); ``render(_:)`` is the one place that chooses the writer.
enum RenderFormat: String, CaseIterable, Equatable {
  /// One SVG document with every state side by side (``SVGReport``).
  case svg

  /// Formats that `--format` knows of but that are not written yet: asking for one is a usage
  /// error that says so.
  static let planned = ["html"]

  /// The format named by `--format <format>`.
  ///
  /// - Throws: A usage error for a planned format (`html is not available yet`), and for any
  ///   other unknown value with the nearest format as the fix, as `solve --format` has.
  init(argument value: String) throws(UsageError) {
    if let format = RenderFormat(rawValue: value) {
      self = format
      return
    }
    let names = Self.allCases.map(\.rawValue)
    let choices =
      names.count == 1
      ? "'\(names[0])'" : "one of " + names.map { "'\($0)'" }.joined(separator: ", ")
    var message =
      "The value '\(LayoutFileDiagnostic.quotable(value))' is invalid for "
      + "'\(ArgumentScanner.format.synopsis)'"
    if Self.planned.contains(value) {
      message += ": \(value) is not available yet. Please provide \(choices)."
    } else if let suggestion = LayoutFileDiagnostic.suggestion(for: value, among: names) {
      message += ". Did you mean '\(suggestion)'?"
    } else {
      message += ". Please provide \(choices)."
    }
    throw UsageError(message: message)
  }

  /// The picture of a run in this format, ending with a line break.
  func render(_ run: LayoutRun) -> String {
    switch self {
    case .svg: return SVGReport.render(run)
    }
  }
}
