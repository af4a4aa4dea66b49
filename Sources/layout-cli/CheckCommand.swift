import LayoutBehaviors

/// `layout-cli check <file>`: validates and solves a layout without printing frames.
enum CheckCommand {
  static let options = [
    ArgumentScanner.event, ArgumentScanner.keyboard, ArgumentScanner.version, ArgumentScanner.help,
  ]

  /// The parsed command line of `check`.
  struct Arguments: Equatable {
    var file: String
    var events: [EventArgument] = []
  }

  /// Parses the arguments after `check`.
  static func parse(_ scanned: ScannedArguments) throws(UsageError) -> Arguments {
    Arguments(
      file: try ArgumentScanner.fileArgument(scanned),
      events: try LayoutLoading.eventArguments(scanned))
  }

  static func run(_ arguments: [String], streams: CommandStreams) -> Int32 {
    let parsed: Arguments
    switch ArgumentScanner.scan(arguments, options: options) {
    case .help:
      streams.standardOutput.write(HelpText.check.rendered())
      return ExitCode.success
    case .version:
      streams.standardOutput.write(HelpText.version + "\n")
      return ExitCode.success
    case .failure(let error):
      streams.standardError.write(error.rendered(for: HelpText.check))
      return ExitCode.usage
    case .arguments(let scanned):
      do {
        parsed = try parse(scanned)
      } catch {
        streams.standardError.write(error.rendered(for: HelpText.check))
        return ExitCode.usage
      }
    }
    do throws(ExitStatus) {
      let input = try LayoutLoading.read(parsed.file, streams: streams).get()
      let document = try LayoutLoading.parse(input.bytes, name: input.name, streams: streams).get()
      let events = try LayoutLoading.events(parsed.events, document: document, streams: streams)
        .get()
      let outcome = LayoutRunner.solve(
        document: document, events: events,
        options: SolveOptions(mode: .check, inputName: input.name))
      if let report = outcome.report { streams.standardOutput.write(report) }
      streams.standardError.write(outcome.messages)
      return outcome.exitCode
    } catch {
      return error.code
    }
  }
}
