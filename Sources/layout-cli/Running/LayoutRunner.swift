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
    /// `layout-cli render`: draw every state in a picture format.
    case render(RenderFormat)
  }

  /// The command.
  var mode: Mode
  /// The output format (for `solve`).
  var format: OutputFormat = .table
  /// How many times `solve` samples each event's animation (`--samples`), or `nil` for none.
  var samples: Int? = nil
  /// Whether `check` exits with ``ExitCode/ambiguousLayout`` on an `ambiguous-layout` warning.
  var failsOnAmbiguity = false
  /// The input's name as diagnostics show it: the path, or `<stdin>`.
  var inputName: String
}

/// What the runner produced.
struct LayoutRunOutcome: Equatable {
  /// The report for standard output or `--output` (frames for `solve`), or `nil` for none.
  var report: String?
  /// The diagnostics for standard error (``DiagnosticsReport``), in order; none for `solve`,
  /// whose report has them.
  var diagnostics: [LayoutFileDiagnostic]
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
  /// - `solve` returns the report in the asked format (``TableReport``, ``JSONReport``), with
  ///   the engine's diagnostics in it, and succeeds: a broken constraint is part of the result,
  ///   not a failure of the tool.
  /// - `render` returns the picture in the asked ``RenderFormat``, the engine's diagnostics
  ///   written in it under each state, and succeeds, as `solve` does.
  /// - `check` returns a one-line summary as the report and the diagnostics as messages (each
  ///   with a note naming the event after which it happened), and exits with
  ///   ``ExitCode/layoutConflicts`` when a constraint was unsatisfiable or out of the solver's
  ///   range in any state.
  ///
  /// - Parameters:
  ///   - document: The layout, valid.
  ///   - events: The file's events followed by the command line's, valid against the document.
  ///   - options: The command, output format and input name.
  /// - Returns: The report, the diagnostics for standard error, and the exit status.
  static func solve(
    document: LayoutDocument, events: [EventDeclaration], options: SolveOptions
  ) -> LayoutRunOutcome {
    // `check` reads no frames: its states keep none (see ``LayoutRun/init``).
    let run = LayoutRun(
      document: document, events: events, samples: options.mode == .solve ? options.samples : nil,
      motions: options.mode == .render(.html), keepsFrames: options.mode != .check)
    switch options.mode {
    case .solve:
      let report = options.format == .json ? JSONReport.render(run) : TableReport.render(run)
      return LayoutRunOutcome(report: report, diagnostics: [], exitCode: ExitCode.success)
    case .check:
      return check(
        run, inputName: options.inputName, failsOnAmbiguity: options.failsOnAmbiguity)
    case .render(let format):
      return LayoutRunOutcome(
        report: format.render(run), diagnostics: [], exitCode: ExitCode.success)
    }
  }

  /// The outcome of `check`: the diagnostics of every state, and a summary.
  ///
  /// - Parameters:
  ///   - misplaced: The `ib-misplaced` warnings of an Interface Builder scene: counted in the
  ///     summary and listed after the states' diagnostics.
  ///   - failsOnMisplaced: Whether a misplaced view exits with ``ExitCode/layoutConflicts``.
  static func check(
    _ run: LayoutRun, inputName: String, failsOnAmbiguity: Bool = false,
    misplaced: [LayoutFileDiagnostic] = [], failsOnMisplaced: Bool = false
  ) -> LayoutRunOutcome {
    var diagnostics: [LayoutFileDiagnostic] = []
    for state in run.states {
      for diagnostic in state.diagnostics {
        var printed = diagnostic.fileDiagnostic
        if let event = state.event {
          printed.notes.append(
            LayoutFileDiagnostic.Note(
              file: event.location == nil ? LayoutLoading.commandLineFile : diagnostic.file,
              location: event.location, path: event.path, message: "After \(event.title)."))
        }
        diagnostics.append(printed)
      }
    }
    let document = run.document
    let counts = [
      counted(document.views.count, "view"), counted(document.constraints.count, "constraint"),
      counted(run.states.count - 1, "event"),
    ].joined(separator: ", ")
    let conflicts = run.count(of: .unsatisfiable)
    let outOfRange = run.count(of: .outOfRange)
    let violated = run.count(of: .violated)
    var verdicts: [String] = []
    if conflicts > 0 { verdicts.append(counted(conflicts, "unsatisfiable constraint")) }
    if outOfRange > 0 { verdicts.append(counted(outOfRange, "constraint") + " out of range") }
    if violated > 0 {
      verdicts.append(counted(violated, "required constraint") + " not holding in the solution")
    }
    var verdict =
      verdicts.isEmpty ? "no unsatisfiable constraints" : verdicts.joined(separator: ", ")
    let warnings = diagnostics.filter { $0.severity == .warning }.count
    if warnings > 0 { verdict += ", " + counted(warnings, "warning") }
    if !misplaced.isEmpty { verdict += ", " + counted(misplaced.count, "misplaced view") }
    diagnostics += misplaced
    let ambiguous = run.count(of: .ambiguous)
    let exitCode =
      !verdicts.isEmpty || (failsOnMisplaced && !misplaced.isEmpty)
      ? ExitCode.layoutConflicts
      : (failsOnAmbiguity && ambiguous > 0 ? ExitCode.ambiguousLayout : ExitCode.success)
    return LayoutRunOutcome(
      report: "\(inputName): \(verdict) (\(counts)).\n", diagnostics: diagnostics,
      exitCode: exitCode)
  }

  /// `1 view`, `2 views`.
  static func counted(_ count: Int, _ noun: String) -> String {
    "\(count) \(noun)\(count == 1 ? "" : "s")"
  }
}
