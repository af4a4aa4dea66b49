import LayoutBehaviors

/// Runs `layout-cli` with the given arguments and streams, and returns its exit status.
///
/// This is the whole tool: `main` only passes the process's arguments and exits with the result,
/// so tests run the tool in-process with captured streams.
///
/// ```swift
/// let output = CapturedOutput(), errors = CapturedOutput()
/// let status = run(arguments: ["check", "login.json"], standardOutput: output, standardError: errors)
/// ```
///
/// - Parameters:
///   - arguments: The arguments, without the program name.
///   - standardInput: Where `-` reads from.
///   - standardOutput: Where reports and help go.
///   - standardError: Where errors and diagnostics go.
/// - Returns: The exit status; see ``ExitCode``. A failed write to standard output or standard
///   error makes it ``ExitCode/ioError`` whatever the command's own status, with a message on
///   standard error when that one can still be written (a `cannot-write` diagnostic in the
///   JSON document with `--diagnostics json`).
func run(
  arguments: [String],
  standardInput: any ByteInput = StandardInput(),
  standardOutput: any TextOutput = FileDescriptorOutput.standardOutput(),
  standardError: any TextOutput = FileDescriptorOutput.standardError()
) -> Int32 {
  let streams = CommandStreams(
    standardInput: standardInput, standardOutput: standardOutput, standardError: standardError)
  var status = dispatch(arguments, streams: streams)
  if let reason = standardOutput.failure {
    let message = "Cannot write to standard output: \(reason)."
    streams.diagnostics.report(
      LayoutFileDiagnostic(
        code: .cannotWrite, file: "<stdout>", location: nil, path: nil, message: message),
      text: "Error: \(message)\n")
    status = ExitCode.ioError
  }
  streams.diagnostics.finish()
  if standardError.failure != nil { return ExitCode.ioError }
  return status
}

/// Runs the subcommand named by the first argument.
private func dispatch(_ arguments: [String], streams: CommandStreams) -> Int32 {
  let standardOutput = streams.standardOutput
  let standardError = streams.standardError
  guard let first = arguments.first else {
    standardOutput.write(HelpText.root.rendered())
    return ExitCode.success
  }
  let rest = Array(arguments.dropFirst())
  switch first {
  case "solve":
    return SolveCommand.run(rest, streams: streams)
  case "check":
    return CheckCommand.run(rest, streams: streams)
  case "explain":
    return ExplainCommand.run(rest, streams: streams)
  case "render":
    return RenderCommand.run(rest, streams: streams)
  case "sweep":
    return SweepCommand.run(rest, streams: streams)
  case "help":
    return HelpCommand.run(rest, streams: streams)
  case "-h", "--help":
    standardOutput.write(HelpText.root.rendered())
    return ExitCode.success
  case "--version":
    standardOutput.write(HelpText.version + "\n")
    return ExitCode.success
  default:
    var message: String
    if first.hasPrefix("-") && first != "-" {
      message = "Unknown option '\(LayoutFileDiagnostic.quotable(first))'"
      if let suggestion = LayoutFileDiagnostic.suggestion(
        for: first, among: ["--help", "--version"])
      {
        message += ". Did you mean '\(suggestion)'?"
      }
    } else {
      message = "Unknown subcommand '\(LayoutFileDiagnostic.quotable(first))'"
      if let suggestion = LayoutFileDiagnostic.suggestion(
        for: first, among: HelpCommand.subcommands)
      {
        message += ". Did you mean '\(suggestion)'?"
      }
    }
    standardError.write(UsageError(message: message).rendered(for: HelpText.root))
    return ExitCode.usage
  }
}

/// `layout-cli help [<subcommand>]`: the help of the tool or of a subcommand.
enum HelpCommand {
  /// The subcommands, in the order of the help.
  static let subcommands = ["solve", "check", "explain", "render", "sweep", "help"]

  static func run(_ arguments: [String], streams: CommandStreams) -> Int32 {
    switch arguments.first {
    case nil:
      streams.standardOutput.write(HelpText.root.rendered())
    case "solve":
      streams.standardOutput.write(HelpText.solve.rendered())
    case "check":
      streams.standardOutput.write(HelpText.check.rendered())
    case "explain":
      streams.standardOutput.write(HelpText.explain.rendered())
    case "render":
      streams.standardOutput.write(HelpText.render.rendered())
    case "sweep":
      streams.standardOutput.write(HelpText.sweep.rendered())
    case "help":
      streams.standardOutput.write(HelpText.root.rendered())
    case let name?:
      var message = "Unknown subcommand '\(LayoutFileDiagnostic.quotable(name))'"
      if let suggestion = LayoutFileDiagnostic.suggestion(for: name, among: subcommands) {
        message += ". Did you mean '\(suggestion)'?"
      }
      streams.standardError.write(UsageError(message: message).rendered(for: HelpText.root))
      return ExitCode.usage
    }
    if arguments.count > 1 {
      // `help solve extra`: the help is shown; the extra arguments are ignored, as
      // swift-argument-parser does.
    }
    return ExitCode.success
  }
}
