import LayoutBehaviors

/// `layout-cli check <file>`: validates and solves a layout without printing frames.
enum CheckCommand {
  static let options =
    [
      ArgumentScanner.event, ArgumentScanner.keyboard, ArgumentScanner.failOnAmbiguity,
      ArgumentScanner.failOnMisplaced, ArgumentScanner.diagnostics,
    ] + InterfaceBuilderOptions.specs + [ArgumentScanner.version, ArgumentScanner.help]

  /// The parsed command line of `check`.
  struct Arguments: Equatable {
    var file: String
    var events: [EventArgument] = []
    /// `--fail-on-ambiguity`: exit with ``ExitCode/ambiguousLayout`` on an ambiguous layout.
    var failsOnAmbiguity = false
    /// `--fail-on-misplaced`: exit with ``ExitCode/layoutConflicts`` when a view of an
    /// Interface Builder document is misplaced.
    var failsOnMisplaced = false
    /// `--scene`, `--device` and `--orientation`, for an Interface Builder document.
    var interfaceBuilder = InterfaceBuilderOptions()
  }

  /// Parses the arguments after `check`.
  static func parse(_ scanned: ScannedArguments) throws(UsageError) -> Arguments {
    Arguments(
      file: try ArgumentScanner.fileArgument(scanned),
      events: try LayoutLoading.eventArguments(scanned),
      failsOnAmbiguity: scanned.flags.contains(ArgumentScanner.failOnAmbiguity.name),
      failsOnMisplaced: scanned.flags.contains(ArgumentScanner.failOnMisplaced.name),
      interfaceBuilder: try InterfaceBuilderOptions(scanned))
  }

  static func run(_ arguments: [String], streams: CommandStreams) -> Int32 {
    let parsed: Arguments
    switch SubcommandArguments.scan(
      arguments, options: options, help: HelpText.check, streams: streams, parse: parse)
    {
    case .finished(let code): return code
    case .parsed(let arguments): parsed = arguments
    }
    do throws(ExitStatus) {
      let input = try LayoutLoading.loadLayouts(
        parsed.file, events: parsed.events, options: parsed.interfaceBuilder, help: HelpText.check,
        streams: streams)
      let outcome = LayoutRunner.solve(
        input,
        options: SolveOptions(
          mode: .check, failsOnAmbiguity: parsed.failsOnAmbiguity, inputName: input.name),
        failsOnMisplaced: parsed.failsOnMisplaced)
      if let report = outcome.report { streams.standardOutput.write(report) }
      streams.diagnostics.report(outcome.diagnostics)
      return outcome.exitCode
    } catch {
      return error.code
    }
  }
}
