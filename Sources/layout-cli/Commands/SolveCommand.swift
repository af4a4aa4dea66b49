import LayoutBehaviors

/// `layout-cli solve <file>`: solves a layout and reports the frames of every view.
enum SolveCommand {
  static let options =
    [
      ArgumentScanner.format, ArgumentScanner.output, ArgumentScanner.event,
      ArgumentScanner.keyboard, ArgumentScanner.samples, ArgumentScanner.diagnostics,
    ] + InterfaceBuilderOptions.specs + [ArgumentScanner.version, ArgumentScanner.help]

  /// The parsed command line of `solve`.
  struct Arguments: Equatable {
    var file: String
    var format: OutputFormat = .table
    var output: String? = nil
    var events: [EventArgument] = []
    /// `--samples <n>`: how many times to sample each event's animation, or `nil` for none.
    var samples: Int? = nil
    /// `--scene`, `--device` and `--orientation`, for an Interface Builder document.
    var interfaceBuilder = InterfaceBuilderOptions()
  }

  /// Parses the arguments after `solve`.
  static func parse(_ scanned: ScannedArguments) throws(UsageError) -> Arguments {
    var result = Arguments(file: try ArgumentScanner.fileArgument(scanned))
    if let format = scanned.lastValue(of: ArgumentScanner.format.name) {
      guard let value = OutputFormat(rawValue: format) else {
        var message =
          "The value '\(LayoutFileDiagnostic.quotable(format))' is invalid for '--format <format>'."
        if let suggestion = LayoutFileDiagnostic.suggestion(for: format, among: ["table", "json"]) {
          message += " Did you mean '\(suggestion)'?"
        } else {
          message += " Please provide one of 'table' and 'json'."
        }
        throw UsageError(message: message)
      }
      result.format = value
    }
    result.output = try outputArgument(scanned, file: result.file)
    result.events = try LayoutLoading.eventArguments(scanned)
    if let samples = scanned.lastValue(of: ArgumentScanner.samples.name) {
      result.samples = try parseSamples(samples)
    }
    result.interfaceBuilder = try InterfaceBuilderOptions(scanned)
    return result
  }

  /// The value of `--samples <n>`: a whole number, 2 or more (the start and the end of each
  /// animation).
  static func parseSamples(_ text: String) throws(UsageError) -> Int {
    guard let count = Int(text), count >= 2 else {
      throw UsageError(
        message:
          "The value '\(LayoutFileDiagnostic.quotable(text))' is invalid for '--samples <n>': "
          + "it must be a whole number, 2 or more (the start and the end of each animation). "
          + "For example '--samples 3' samples each animation at its start, middle and end.",
        help: "--samples <n>  \(HelpText.samplesOption.text)")
    }
    return count
  }

  static func run(_ arguments: [String], streams: CommandStreams) -> Int32 {
    switch SubcommandArguments.scan(
      arguments, options: options, help: HelpText.solve, streams: streams, parse: parse)
    {
    case .finished(let code):
      return code
    case .parsed(let parsed):
      return solve(
        parsed.file, events: parsed.events, output: parsed.output, mode: .solve,
        format: parsed.format, samples: parsed.samples,
        interfaceBuilder: parsed.interfaceBuilder, help: HelpText.solve, streams: streams)
    }
  }

  /// What `solve` and `render` do once their arguments are parsed: loads the input and the
  /// command line's events, checks that the output file can be written, runs the layout
  /// (``LayoutRunner``) and delivers the report.
  ///
  /// An Interface Builder document's scenes are all laid out unless `--scene` names one;
  /// `render` draws one scene, and asks for `--scene` (a usage error) when there are more.
  ///
  /// - Returns: The exit status: the loading's on a bad input, ``ExitCode/cannotCreate`` when
  ///   the output file cannot be written (nothing is written then), otherwise the runner's.
  static func solve(
    _ file: String, events: [EventArgument], output: String?, mode: SolveOptions.Mode,
    format: OutputFormat = .table, samples: Int? = nil,
    interfaceBuilder: InterfaceBuilderOptions = InterfaceBuilderOptions(), help: CommandHelp,
    streams: CommandStreams
  ) -> Int32 {
    do throws(ExitStatus) {
      let input = try LayoutLoading.loadLayouts(
        file, events: events, options: interfaceBuilder, help: help, streams: streams)
      if case .render = mode, input.layouts.count != 1 {
        let scenes = input.layouts.compactMap(\.scene?.quoted)
        let message =
          scenes.isEmpty
          ? "The document '\(input.name)' has no scene to draw."
          : "The document '\(input.name)' has \(scenes.count) scenes and 'render' draws one: "
            + "choose it with '--scene <scene>' (" + scenes.joined(separator: ", ") + ")."
        streams.standardError.write(
          UsageError(
            message: message,
            help: "--scene <scene>  \(HelpText.sceneOption.text)"
          ).rendered(for: help))
        return ExitCode.usage
      }
      if let output {
        do {
          try FileSystem.checkWritable(output)
        } catch {
          reportCannotWrite(error, streams: streams)
          return ExitCode.cannotCreate
        }
      }
      let outcome = LayoutRunner.solve(
        input,
        options: SolveOptions(
          mode: mode, format: format, samples: samples, inputName: input.name))
      return deliver(outcome, to: output, streams: streams)
    } catch {
      return error.code
    }
  }

  /// The `--output <file>` of `solve` and `render`: `nil` for none or `-` (standard output).
  ///
  /// - Throws: A usage error for an empty path, and for the input file itself (which is never
  ///   written).
  static func outputArgument(
    _ scanned: ScannedArguments, file: String
  ) throws(UsageError) -> String? {
    guard let output = scanned.lastValue(of: ArgumentScanner.output.name), output != "-" else {
      return nil
    }
    guard !output.isEmpty else {
      throw UsageError(
        message: "The value '' is invalid for '--output <file>': the path is empty.")
    }
    if output == file || (file != "-" && FileSystem.isSameFile(output, file)) {
      throw UsageError(
        message:
          "The value '\(output)' is invalid for '--output <file>': it is the input file, which is never written."
      )
    }
    return output
  }

  /// Writes a runner's outcome: the report to standard output or, atomically, to the output
  /// file; the diagnostics to `streams.diagnostics`.
  ///
  /// - Returns: The outcome's exit status, or ``ExitCode/cannotCreate`` if the output file could
  ///   not be written (it is then left as it was).
  static func deliver(_ outcome: LayoutRunOutcome, to output: String?, streams: CommandStreams)
    -> Int32
  {
    var status = outcome.exitCode
    if let report = outcome.report {
      if let output {
        do {
          try AtomicFileWriter.write(Array(report.utf8), to: output)
        } catch {
          streams.diagnostics.report(outcome.diagnostics)
          reportCannotWrite(error, streams: streams)
          return ExitCode.cannotCreate
        }
      } else {
        streams.standardOutput.write(report)
      }
    } else if outcome.exitCode == ExitCode.success, output != nil {
      status = ExitCode.software
    }
    streams.diagnostics.report(outcome.diagnostics)
    return status
  }

  /// Reports that the output file cannot be written: `Error: Cannot write '<file>': <reason>.`
  /// in text, a `cannot-write` diagnostic in JSON.
  static func reportCannotWrite(_ error: FileSystemError, streams: CommandStreams) {
    let message = "Cannot write '\(error.path)': \(error.reason)."
    streams.diagnostics.report(
      LayoutFileDiagnostic(
        code: .cannotWrite, file: error.path, location: nil, path: nil, message: message),
      text: "Error: \(message)\n")
  }
}
