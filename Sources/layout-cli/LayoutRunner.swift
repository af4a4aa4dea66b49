import LayoutBehaviors

/// The output formats of `solve`.
enum OutputFormat: String, CaseIterable {
  /// One aligned table per state.
  case table
  /// One JSON document with every state.
  case json
}

/// What `solve` or `check` asks of the runner.
struct SolveOptions: Equatable {
  /// Which command runs.
  enum Mode: Equatable {
    /// `layout-cli solve`: report frames.
    case solve
    /// `layout-cli check`: report only problems.
    case check
  }

  /// The command.
  var mode: Mode
  /// The output format (for `solve`).
  var format: OutputFormat = .table
  /// The input's name as diagnostics show it: the path, or `<stdin>`.
  var inputName: String
}

/// What the runner produced.
struct LayoutRunOutcome: Equatable {
  /// The report for standard output or `--output` (frames for `solve`), or `nil` for none.
  var report: String?
  /// Text for standard error (notes and diagnostics), each line ending with a line break.
  var messages: String
  /// The exit status.
  var exitCode: Int32
}

/// The seam between the command line and the layout engine.
enum LayoutRunner {
  /// Solves a validated document, applies the events, and reports.
  ///
  /// This is the only place the CLI touches the engine. Everything before it (arguments, reading,
  /// validation of the file and of the command-line events) and after it (writing the report to
  /// standard output or atomically to `--output`, exit statuses) is done by the commands.
  ///
  /// - Parameters:
  ///   - document: The layout, valid.
  ///   - events: The file's events followed by the command line's, valid against the document.
  ///   - options: The command, output format and input name.
  /// - Returns: The report, the messages for standard error, and the exit status.
  static func solve(
    document: LayoutDocument, events: [EventDeclaration], options: SolveOptions
  ) -> LayoutRunOutcome {
    // Not wired yet: the engine (Sources/LayoutBehaviors/Model) will solve here.
    LayoutRunOutcome(
      report: nil, messages: "layout-cli: solving is not wired yet\n",
      exitCode: ExitCode.software)
  }
}
