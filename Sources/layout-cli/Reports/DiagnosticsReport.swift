import LayoutBehaviors

/// The forms of the diagnostics a command writes to standard error, chosen with
/// `--diagnostics text|json`.
enum DiagnosticsFormat: String, CaseIterable {
  /// As a compiler prints them, each when it is found (the default).
  case text
  /// One JSON document with every diagnostic, written when the command ends
  /// (``LayoutFileDiagnostic/jsonDocument(_:)``).
  case json

  /// The format given with `--diagnostics`, or `nil` when the option is not given.
  ///
  /// - Throws: A usage error for a value other than `text` and `json`, with the nearest one as
  ///   the fix, as `--format` has.
  init?(_ scanned: ScannedArguments) throws(UsageError) {
    guard let value = scanned.lastValue(of: ArgumentScanner.diagnostics.name) else { return nil }
    guard let format = DiagnosticsFormat(rawValue: value) else {
      let names = Self.allCases.map(\.rawValue)
      var message =
        "The value '\(LayoutFileDiagnostic.quotable(value))' is invalid for "
        + "'\(ArgumentScanner.diagnostics.synopsis)'."
      if let suggestion = LayoutFileDiagnostic.suggestion(for: value, among: names) {
        message += " Did you mean '\(suggestion)'?"
      } else {
        message += " Please provide one of 'text' and 'json'."
      }
      throw UsageError(message: message)
    }
    self = format
  }
}

extension ArgumentScanner {
  /// `--diagnostics <format>`: how diagnostics are written to standard error.
  static let diagnostics = OptionSpec(names: ["--diagnostics"], valueName: "format")
}

extension HelpText {
  /// The help of `--diagnostics`, in every command that accepts it.
  static let diagnosticsOption = CommandHelp.Entry(
    label: "--diagnostics <format>",
    text: "How errors and warnings are written to standard error: as a compiler prints them, "
      + "or as one JSON document with every diagnostic. Usage errors stay text. (values: text, "
      + "json; default: text)")
}

extension LayoutFileDiagnostic.Code {
  /// (`layout-cli`) The input file or standard input cannot be read (exit 66).
  static let cannotRead: Self = "cannot-read"
  /// (`layout-cli`) The output file or standard output cannot be written (exit 73 or 74).
  static let cannotWrite: Self = "cannot-write"
}

/// Where a command's diagnostics go: written to standard error as they are found, or collected
/// and written as one JSON document when the command ends.
///
/// Every command has one, in its ``CommandStreams``, writing text. A command that accepts
/// ``ArgumentScanner/diagnostics`` gets the format asked for from ``SubcommandArguments``, and
/// ``run(arguments:standardInput:standardOutput:standardError:)`` calls ``finish()`` after the
/// command, so a command adopts `--diagnostics` by listing the option and its help, and
/// reporting every diagnostic here rather than writing it to standard error.
///
/// With JSON, standard error gets exactly one document, also when there is no diagnostic
/// (an empty list) and when the input cannot be read; only usage errors, found before the format
/// is known, stay text.
final class DiagnosticsReport {
  /// The form diagnostics are written in; set before the first is reported.
  var format: DiagnosticsFormat = .text
  /// Standard error.
  private let output: any TextOutput
  /// The diagnostics reported so far, for JSON.
  private var collected: [LayoutFileDiagnostic] = []
  /// Whether ``finish()`` was called.
  private var isFinished = false

  /// Creates a report that writes text to `output` until told otherwise.
  init(output: any TextOutput) { self.output = output }

  /// Reports diagnostics: in text, writes each as its `description` and a line break; in JSON,
  /// keeps them for the document.
  func report(_ diagnostics: [LayoutFileDiagnostic]) {
    switch format {
    case .text:
      for diagnostic in diagnostics { output.write(diagnostic.description + "\n") }
    case .json:
      collected += diagnostics
    }
  }

  /// Reports a diagnostic that text shows in a form of its own, such as
  /// `Error: Cannot read 'card.json': No such file or directory.`
  ///
  /// - Parameters:
  ///   - diagnostic: The diagnostic, for JSON.
  ///   - text: The text to write instead in text form, ending with a line break.
  func report(_ diagnostic: LayoutFileDiagnostic, text: String) {
    switch format {
    case .text: output.write(text)
    case .json: collected.append(diagnostic)
    }
  }

  /// Ends the report: in JSON, writes the document (once, even when there is no diagnostic);
  /// in text, nothing, everything having been written.
  func finish() {
    guard !isFinished else { return }
    isFinished = true
    if format == .json { output.write(LayoutFileDiagnostic.jsonDocument(collected)) }
  }
}
