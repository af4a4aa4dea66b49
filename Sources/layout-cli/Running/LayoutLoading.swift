import LayoutBehaviors

/// Reading and validating the layout and the command-line events, shared by `solve` and `check`.
enum LayoutLoading {
  /// The name diagnostics use for events given on the command line.
  static let commandLineFile = "<command line>"

  /// Reads the input named on the command line: a path, or `-` for standard input.
  ///
  /// - Returns: The bytes and the name for diagnostics, or prints why the file cannot be read
  ///   and returns ``ExitCode/noInput``.
  static func read(
    _ path: String, streams: CommandStreams
  ) -> Result<(bytes: [UInt8], name: String), ExitStatus> {
    do {
      if path == "-" {
        return .success((try streams.standardInput.readAll(), "<stdin>"))
      }
      return .success((try FileSystem.readFile(path), path))
    } catch {
      let name = path == "-" ? "standard input" : "'\(error.path)'"
      let message = "Cannot read \(name): \(error.reason)."
      streams.diagnostics.report(
        LayoutFileDiagnostic(
          code: .cannotRead, file: path == "-" ? "<stdin>" : path, location: nil, path: nil,
          message: message),
        text: "Error: \(message)\n")
      return .failure(ExitStatus(ExitCode.noInput))
    }
  }

  /// Parses and validates a layout, printing its diagnostics.
  ///
  /// - Returns: The document, after printing any warnings, or ``ExitCode/dataError`` after
  ///   printing every diagnostic.
  static func parse(
    _ bytes: [UInt8], name: String, streams: CommandStreams
  ) -> Result<LayoutDocument, ExitStatus> {
    switch LayoutDocument.parse(bytes, fileName: name) {
    case .success(let document):
      streams.diagnostics.report(document.warnings)
      return .success(document)
    case .failure(let errors):
      streams.diagnostics.report(errors.diagnostics)
      return .failure(ExitStatus(ExitCode.dataError))
    }
  }

  /// The file's events followed by the command line's, after checking the latter against the
  /// document.
  ///
  /// - Returns: All the events, after printing any warnings, or ``ExitCode/dataError`` after
  ///   printing the problems.
  static func events(
    _ arguments: [EventArgument], document: LayoutDocument, streams: CommandStreams
  ) -> Result<[EventDeclaration], ExitStatus> {
    let extra = arguments.map { $0.declaration(root: document.root) }
    let problems = document.validate(extra, file: commandLineFile)
    streams.diagnostics.report(problems)
    guard !problems.contains(where: { $0.severity == .error }) else {
      return .failure(ExitStatus(ExitCode.dataError))
    }
    return .success(document.events + extra)
  }

  /// The `--event` and `--keyboard` options, parsed in command-line order.
  static func eventArguments(_ scanned: ScannedArguments) throws(UsageError) -> [EventArgument] {
    var result: [EventArgument] = []
    for (name, value) in scanned.values {
      switch name {
      case ArgumentScanner.event.name: result.append(try EventArgument(event: value))
      case ArgumentScanner.keyboard.name: result.append(try EventArgument(keyboard: value))
      default: continue
      }
    }
    return result
  }
}

/// An exit status as an error value, to leave a command early.
struct ExitStatus: Error, Equatable {
  /// The status.
  var code: Int32

  /// Wraps a status.
  init(_ code: Int32) { self.code = code }
}
