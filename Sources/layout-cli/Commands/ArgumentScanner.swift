import LayoutBehaviors

/// A usage error, printed as swift-argument-parser prints one:
///
/// ```text
/// Error: Missing expected argument '<file>'
/// Help:  <file>  The layout file, or '-' to read standard input.
/// Usage: layout-cli solve <file> [--format <format>] …
///   See 'layout-cli solve --help' for more information.
/// ```
struct UsageError: Error, Equatable {
  /// What is wrong.
  var message: String
  /// The help of the argument concerned, as `<file>  The layout file…`, if it helps.
  var help: String? = nil

  /// The full text for standard error, ending with a line break.
  func rendered(for command: CommandHelp) -> String {
    var text = "Error: \(message)\n"
    if let help { text += "Help:  \(help)\n" }
    text += "Usage: \(command.usage)\n"
    text += "  See '\(command.commandName) --help' for more information.\n"
    return text
  }
}

/// An option a command accepts.
struct OptionSpec {
  /// The names, such as `["-o", "--output"]`; the last is the primary name.
  var names: [String]
  /// The value's name, such as `file`, or `nil` for a flag.
  var valueName: String?

  /// The primary (long) name.
  var name: String { names.last! }

  /// The option as error messages show it: `--format <format>`.
  var synopsis: String { valueName.map { "\(name) <\($0)>" } ?? name }
}

/// The arguments of a command, sorted out.
struct ScannedArguments {
  /// The options that take a value, in command-line order, by primary name.
  var values: [(name: String, value: String)] = []
  /// The flags given, by primary name, in order.
  var flags: [String] = []
  /// The positional arguments, in order.
  var positionals: [String] = []

  /// Every value given for an option, in order.
  func values(of name: String) -> [String] {
    values.filter { $0.name == name }.map(\.value)
  }

  /// The last value given for an option.
  func lastValue(of name: String) -> String? { values(of: name).last }
}

/// Sorts a command's arguments into options, flags and positionals, the way
/// swift-argument-parser does: `--name value`, `--name=value`, `-o value`, `--` before
/// positionals that start with `-`, and `-` as a positional (standard input).
enum ArgumentScanner {
  /// The outcome of a scan: help or version requested (which win over any error), or the
  /// arguments, or the first error.
  enum Outcome {
    case help
    case version
    case arguments(ScannedArguments)
    case failure(UsageError)
  }

  /// Scans arguments.
  ///
  /// - Parameters:
  ///   - arguments: The arguments after the subcommand name.
  ///   - options: The options the command accepts, including `--help` and `--version`.
  static func scan(_ arguments: [String], options: [OptionSpec]) -> Outcome {
    var result = ScannedArguments()
    var firstError: UsageError? = nil
    var index = 0
    var onlyPositionals = false
    func fail(_ error: UsageError) { if firstError == nil { firstError = error } }
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      if onlyPositionals || argument == "-" || !argument.hasPrefix("-") {
        result.positionals.append(argument)
        continue
      }
      if argument == "--" {
        onlyPositionals = true
        continue
      }
      var name = argument
      var inlineValue: String? = nil
      if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
        name = String(argument[..<equals])
        inlineValue = String(argument[argument.index(after: equals)...])
      }
      guard let spec = options.first(where: { $0.names.contains(name) }) else {
        let names = options.flatMap(\.names).filter { $0.hasPrefix("--") }
        var message = "Unknown option '\(LayoutFileDiagnostic.quotable(name))'"
        if let suggestion = LayoutFileDiagnostic.suggestion(for: name, among: names) {
          message += ". Did you mean '\(suggestion)'?"
        }
        fail(UsageError(message: message))
        continue
      }
      if spec.valueName == nil {
        if let inlineValue {
          fail(
            UsageError(
              message:
                "The option '\(spec.name)' does not take any value, but '\(LayoutFileDiagnostic.quotable(inlineValue))' was specified."
            ))
        } else {
          result.flags.append(spec.name)
        }
        continue
      }
      if let inlineValue {
        result.values.append((spec.name, inlineValue))
      } else if index < arguments.count {
        result.values.append((spec.name, arguments[index]))
        index += 1
      } else {
        fail(UsageError(message: "Missing value for '\(spec.synopsis)'"))
      }
    }
    if result.flags.contains("--help") { return .help }
    if result.flags.contains("--version") { return .version }
    if let firstError { return .failure(firstError) }
    return .arguments(result)
  }

  /// The one `<file>` argument of a command.
  static func fileArgument(_ scanned: ScannedArguments) throws(UsageError) -> String {
    switch scanned.positionals.count {
    case 0:
      throw UsageError(
        message: "Missing expected argument '<file>'",
        help: "<file>  \(HelpText.fileArgument.text)")
    case 1:
      return scanned.positionals[0]
    case 2:
      throw UsageError(message: "Unexpected argument '\(scanned.positionals[1])'")
    default:
      let extra = scanned.positionals.dropFirst()
      throw UsageError(
        message: "\(extra.count) unexpected arguments: '\(extra.joined(separator: "', '"))'")
    }
  }

  static let help = OptionSpec(names: ["-h", "--help"])
  static let version = OptionSpec(names: ["--version"])
  static let event = OptionSpec(names: ["--event"], valueName: "event")
  static let keyboard = OptionSpec(names: ["--keyboard"], valueName: "height")
  static let failOnAmbiguity = OptionSpec(names: ["--fail-on-ambiguity"])
  static let format = OptionSpec(names: ["--format"], valueName: "format")
  static let output = OptionSpec(names: ["-o", "--output"], valueName: "file")
  static let samples = OptionSpec(names: ["--samples"], valueName: "n")
  static let scene = OptionSpec(names: ["--scene"], valueName: "scene")
  static let device = OptionSpec(names: ["--device"], valueName: "device")
  static let orientation = OptionSpec(names: ["--orientation"], valueName: "orientation")
  static let traits = OptionSpec(names: ["--traits"], valueName: "size classes")
  static let textModel = OptionSpec(names: ["--text-model"])
  static let failOnMisplaced = OptionSpec(names: ["--fail-on-misplaced"])
}
