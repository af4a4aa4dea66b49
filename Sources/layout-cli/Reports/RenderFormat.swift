import LayoutBehaviors

/// The output formats of `render`: pictures of every state of a run.
///
/// A format is a case here and a writer that turns a ``LayoutRun`` into text (``SVGReport`` for
/// `svg`, ``HTMLReport`` for `html`); ``render(_:)`` is the one place that chooses the writer.
enum RenderFormat: String, CaseIterable, Equatable {
  /// One SVG document with every state side by side (``SVGReport``).
  case svg
  /// One self-contained HTML page: the SVG with a timeline per event that plays the event's
  /// motion (``HTMLReport``).
  case html

  /// The format named by `--format <format>`.
  ///
  /// - Throws: A usage error for an unknown value, with the nearest format as the fix, as
  ///   `solve --format` has.
  init(argument value: String) throws(UsageError) {
    if let format = RenderFormat(rawValue: value) {
      self = format
      return
    }
    let names = Self.allCases.map(\.rawValue)
    let choices =
      names.count == 1
      ? "'\(names[0])'"
      : "one of " + names.dropLast().map { "'\($0)'" }.joined(separator: ", ")
        + " and '\(names[names.count - 1])'"
    var message =
      "The value '\(LayoutFileDiagnostic.quotable(value))' is invalid for "
      + "'\(ArgumentScanner.format.synopsis)'"
    if let suggestion = LayoutFileDiagnostic.suggestion(for: value, among: names) {
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
    case .html: return HTMLReport.render(run)
    }
  }
}
