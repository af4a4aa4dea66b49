/// The first step of every subcommand: answering `--help` and `--version`, reporting usage
/// errors, choosing the form of diagnostics (`--diagnostics`), or handing over the parsed
/// arguments.
enum SubcommandArguments<Arguments> {
  /// The command line was parsed; the subcommand runs with these arguments.
  case parsed(Arguments)
  /// The command line was answered (help, version) or refused (a usage error, printed): exit
  /// with this code.
  case finished(Int32)

  /// Scans `arguments` against the subcommand's options, then parses them with `parse`.
  ///
  /// - Parameters:
  ///   - arguments: The arguments after the subcommand's name.
  ///   - options: The options the subcommand accepts, `--help` and `--version` included.
  ///   - help: The subcommand's help, printed for `--help` and used to render usage errors.
  ///   - streams: Where help goes (standard output) and usage errors go (standard error).
  ///   - parse: Turns the scanned arguments into the subcommand's own, or throws a usage error.
  ///
  /// When the arguments are parsed and `options` has ``ArgumentScanner/diagnostics``, the
  /// format it gives becomes `streams.diagnostics.format`; usage errors are always text.
  static func scan(
    _ arguments: [String], options: [OptionSpec], help: CommandHelp, streams: CommandStreams,
    parse: (ScannedArguments) throws(UsageError) -> Arguments
  ) -> SubcommandArguments {
    switch ArgumentScanner.scan(arguments, options: options) {
    case .help:
      streams.standardOutput.write(help.rendered())
      return .finished(ExitCode.success)
    case .version:
      streams.standardOutput.write(HelpText.version + "\n")
      return .finished(ExitCode.success)
    case .failure(let error):
      streams.standardError.write(error.rendered(for: help))
      return .finished(ExitCode.usage)
    case .arguments(let scanned):
      do {
        let diagnostics = try DiagnosticsFormat(scanned)
        let parsed = try parse(scanned)
        if let diagnostics { streams.diagnostics.format = diagnostics }
        return .parsed(parsed)
      } catch {
        streams.standardError.write(error.rendered(for: help))
        return .finished(ExitCode.usage)
      }
    }
  }
}
