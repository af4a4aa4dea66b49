import LayoutBehaviors

extension LayoutRunner {
  /// Solves every layout of an input and reports them together.
  ///
  /// A layout file is solved as ``solve(document:events:options:)`` does. An Interface Builder
  /// document's scenes are each solved in turn:
  ///
  /// - `solve` prints each scene's report under a line `Scene '<id>' (<name>)` (a table), or one
  ///   JSON document `{"scenes": [{"id", "name", "diagnostics", "states"}]}`;
  /// - `render` draws its one scene (the command asks for `--scene` when there are more);
  /// - `check` prints each scene's summary line, its diagnostics, and a `ib-misplaced` warning
  ///   for each view whose first solved frame differs from the stored one by more than half a
  ///   point; the exit status is the worst of the scenes' (conflicts, and misplaced views with
  ///   `failsOnMisplaced`, before ambiguity).
  static func solve(
    _ input: LoadedInput, options: SolveOptions, failsOnMisplaced: Bool = false
  ) -> LayoutRunOutcome {
    guard input.isInterfaceBuilder else {
      let layout = input.layouts[0]
      return solve(document: layout.document, events: layout.events, options: options)
    }
    var runs: [(layout: LoadedLayout, run: LayoutRun)] = []
    for layout in input.layouts {
      let run = LayoutRun(
        document: layout.document, events: layout.events,
        samples: options.mode == .solve ? options.samples : nil,
        motions: options.mode == .render(.html))
      runs.append((layout, run))
    }
    switch options.mode {
    case .solve where options.format == .json:
      let scenes = runs.map { (id: $0.layout.scene!.id, name: $0.layout.scene!.name, run: $0.run) }
      return LayoutRunOutcome(
        report: JSONReport.render(scenes: scenes), diagnostics: [], exitCode: ExitCode.success)
    case .solve:
      var report = runs.isEmpty ? "The document has no scene to lay out.\n" : ""
      for (index, entry) in runs.enumerated() {
        if index > 0 { report += "\n" }
        let scene = entry.layout.scene!
        report += "Scene '\(scene.id)' (\(scene.name))\n" + TableReport.render(entry.run)
      }
      return LayoutRunOutcome(report: report, diagnostics: [], exitCode: ExitCode.success)
    case .render(let format):
      return LayoutRunOutcome(
        report: format.render(runs[0].run), diagnostics: [], exitCode: ExitCode.success)
    case .check:
      return checkScenes(
        runs, input: input, failsOnAmbiguity: options.failsOnAmbiguity,
        failsOnMisplaced: failsOnMisplaced)
    }
  }

  /// The outcome of `check` on an Interface Builder document's scenes.
  static func checkScenes(
    _ runs: [(layout: LoadedLayout, run: LayoutRun)], input: LoadedInput,
    failsOnAmbiguity: Bool, failsOnMisplaced: Bool
  ) -> LayoutRunOutcome {
    guard !runs.isEmpty else {
      return LayoutRunOutcome(
        report: "\(input.name): no scene to lay out.\n", diagnostics: [],
        exitCode: ExitCode.success)
    }
    var report = ""
    var diagnostics: [LayoutFileDiagnostic] = []
    var exitCode = ExitCode.success
    for (layout, run) in runs {
      let outcome = check(
        run, inputName: layout.title(input: input.name), failsOnAmbiguity: failsOnAmbiguity,
        misplaced: misplacedDiagnostics(
          layout.scene!, frames: run.states[0].frames, file: input.name),
        failsOnMisplaced: failsOnMisplaced)
      report += outcome.report ?? ""
      diagnostics += outcome.diagnostics
      // A conflict (1) outranks an ambiguity (2), which outranks success.
      if exitCode != ExitCode.layoutConflicts, outcome.exitCode != ExitCode.success {
        exitCode = outcome.exitCode
      }
    }
    return LayoutRunOutcome(report: report, diagnostics: diagnostics, exitCode: exitCode)
  }

  /// A warning for each view of the scene whose solved frame is not its stored one.
  static func misplacedDiagnostics(
    _ scene: InterfaceBuilderDocument.Scene, frames: [ViewFrame], file: String
  ) -> [LayoutFileDiagnostic] {
    scene.misplacedViews(in: frames).map { misplacement in
      let stored = misplacement.stored
      let label = stored.userLabel.map { "'\(LayoutFileDiagnostic.quotable($0))', " } ?? ""
      var message =
        "The view '\(stored.view)' (\(label)\(stored.kind)) is misplaced: the document stores "
        + "the frame \(ReportNumber.describe(stored.frame)), its constraints give "
        + "\(ReportNumber.describe(misplacement.solved))."
      if stored.isFlagged {
        message += " The document marks it (or a view it is in) misplaced or ambiguous too."
      }
      return LayoutFileDiagnostic(
        severity: .warning, code: .ibMisplaced, file: file, location: stored.location,
        path: nil, message: message,
        fix:
          "Update the frame in Interface Builder (Editor > Update Frames) if the constraints "
          + "are right, or change the constraints to give the frame it shows.")
    }
  }
}
