import LayoutBehaviors

/// `layout-cli explain <file> <view>.<anchor>`: why a value of the solved layout is what it is.
enum ExplainCommand {
  static let options =
    [
      ArgumentScanner.event, ArgumentScanner.keyboard, ArgumentScanner.diagnostics,
    ] + InterfaceBuilderOptions.specs + [ArgumentScanner.version, ArgumentScanner.help]

  /// The parsed command line of `explain`.
  struct Arguments: Equatable {
    var file: String
    var anchor: String
    var events: [EventArgument] = []
    /// `--scene`, `--device` and `--orientation`, for an Interface Builder document.
    var interfaceBuilder = InterfaceBuilderOptions()
  }

  /// Parses the arguments after `explain`.
  static func parse(_ scanned: ScannedArguments) throws(UsageError) -> Arguments {
    let positionals = scanned.positionals
    switch positionals.count {
    case 0:
      throw UsageError(
        message: "Missing expected argument '<file>'",
        help: "<file>  \(HelpText.fileArgument.text)")
    case 1:
      throw UsageError(
        message: "Missing expected argument '<view>.<anchor>'",
        help: "<view>.<anchor>  \(HelpText.anchorArgument.text)")
    case 2:
      break
    default:
      let extra = positionals.dropFirst(2).map { LayoutFileDiagnostic.quotable($0) }
      throw UsageError(
        message: extra.count == 1
          ? "Unexpected argument '\(extra[0])'"
          : "\(extra.count) unexpected arguments: '\(extra.joined(separator: "', '"))'")
    }
    return Arguments(
      file: positionals[0], anchor: positionals[1],
      events: try LayoutLoading.eventArguments(scanned),
      interfaceBuilder: try InterfaceBuilderOptions(scanned))
  }

  /// Loads the layout, applies the events, and prints the explanation of the anchor after the
  /// last one. The engine's diagnostics (unsatisfiable constraints and the like) go to standard
  /// error as `check` prints them (as JSON with `--diagnostics json`); they do not change the
  /// exit status. An anchor the file does
  /// not have is a usage error.
  static func run(_ arguments: [String], streams: CommandStreams) -> Int32 {
    let parsed: Arguments
    switch SubcommandArguments.scan(
      arguments, options: options, help: HelpText.explain, streams: streams, parse: parse)
    {
    case .finished(let code): return code
    case .parsed(let arguments): parsed = arguments
    }
    do throws(ExitStatus) {
      var options = parsed.interfaceBuilder
      options.sceneWithView = String(parsed.anchor.prefix { $0 != "." })
      let loaded = try LayoutLoading.loadLayouts(
        parsed.file, events: parsed.events, options: options, help: HelpText.explain,
        streams: streams)
      guard let layout = loaded.layouts.first else {
        streams.standardError.write(
          UsageError(message: "The document '\(loaded.name)' has no scene to explain.")
            .rendered(for: HelpText.explain))
        return ExitCode.usage
      }
      let input = (name: layout.title(input: loaded.name), document: layout.document)
      let run = LayoutRun(document: layout.document, events: layout.events)
      let explanation: LayoutScene.Explanation
      do {
        explanation = try run.scene.explain(parsed.anchor)
      } catch {
        streams.standardError.write(
          UsageError(message: error.description).rendered(for: HelpText.explain))
        return ExitCode.usage
      }
      streams.diagnostics.report(LayoutRunner.check(run, inputName: input.name).diagnostics)
      streams.standardOutput.write(explanation.description)
      return ExitCode.success
    } catch {
      return error.code
    }
  }
}
