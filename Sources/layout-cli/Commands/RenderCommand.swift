import LayoutBehaviors

/// `layout-cli render <file>`: draws every state of a layout side by side.
///
/// It runs exactly as `solve` does (the same loading, events, errors and exit statuses, and
/// `--output` written atomically); only the report differs: a picture in a ``RenderFormat``.
enum RenderCommand {
  static let options =
    [
      ArgumentScanner.format, ArgumentScanner.output, ArgumentScanner.event,
      ArgumentScanner.keyboard, ArgumentScanner.diagnostics,
    ] + InterfaceBuilderOptions.specs + [ArgumentScanner.version, ArgumentScanner.help]

  /// The parsed command line of `render`.
  struct Arguments: Equatable {
    var file: String
    var format: RenderFormat = .svg
    var output: String? = nil
    var events: [EventArgument] = []
    /// `--scene`, `--device` and `--orientation`, for an Interface Builder document.
    var interfaceBuilder = InterfaceBuilderOptions()
  }

  /// Parses the arguments after `render`.
  static func parse(_ scanned: ScannedArguments) throws(UsageError) -> Arguments {
    var result = Arguments(file: try ArgumentScanner.fileArgument(scanned))
    if let format = scanned.lastValue(of: ArgumentScanner.format.name) {
      result.format = try RenderFormat(argument: format)
    }
    result.output = try SolveCommand.outputArgument(scanned, file: result.file)
    result.events = try LayoutLoading.eventArguments(scanned)
    result.interfaceBuilder = try InterfaceBuilderOptions(scanned)
    return result
  }

  static func run(_ arguments: [String], streams: CommandStreams) -> Int32 {
    switch SubcommandArguments.scan(
      arguments, options: options, help: HelpText.render, streams: streams, parse: parse)
    {
    case .finished(let code):
      return code
    case .parsed(let parsed):
      return SolveCommand.solve(
        parsed.file, events: parsed.events, output: parsed.output,
        mode: .render(parsed.format), interfaceBuilder: parsed.interfaceBuilder,
        help: HelpText.render, streams: streams)
    }
  }
}
