#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Somewhere `layout-cli` writes text: standard output, standard error, or a buffer in tests.
protocol TextOutput: AnyObject {
  /// Writes the text as is (callers add line breaks).
  func write(_ text: String)

  /// Why a write failed (such as `No space left on device`), or `nil` while every write has
  /// succeeded. After a failure the output writes nothing more, and the tool exits with
  /// ``ExitCode/ioError``.
  var failure: String? { get }
}

/// Where `layout-cli` reads the layout from when the file is `-`.
protocol ByteInput {
  /// Reads everything until the end.
  ///
  /// - Throws: The reason reading failed.
  func readAll() throws(FileSystemError) -> [UInt8]
}

/// A file descriptor of the process, such as standard output.
final class FileDescriptorOutput: TextOutput {
  private let descriptor: Int32
  private(set) var failure: String?

  /// Creates an output that writes to a file descriptor.
  init(descriptor: Int32) { self.descriptor = descriptor }

  /// Standard output.
  static func standardOutput() -> FileDescriptorOutput { FileDescriptorOutput(descriptor: 1) }
  /// Standard error.
  static func standardError() -> FileDescriptorOutput { FileDescriptorOutput(descriptor: 2) }

  func write(_ text: String) {
    guard failure == nil, !text.isEmpty else { return }
    var text = text
    let code = text.withUTF8 { FileSystem.writeAll(descriptor, $0) }
    if code != 0 { failure = FileSystem.describe(code) }
  }
}

/// Text kept in memory, to compare in tests.
final class CapturedOutput: TextOutput {
  /// Everything written so far.
  private(set) var text = ""

  /// Always `nil`: memory does not fail.
  var failure: String? { nil }

  /// Creates an empty buffer.
  init() {}

  func write(_ text: String) { self.text += text }
}

/// The process's standard input.
struct StandardInput: ByteInput {
  func readAll() throws(FileSystemError) -> [UInt8] {
    try FileSystem.readAll(descriptor: 0, path: "<stdin>")
  }
}

/// Bytes given in advance, as standard input in tests.
struct FixedInput: ByteInput {
  /// The bytes to return.
  var bytes: [UInt8]

  /// Creates an input from text.
  init(_ text: String) { self.bytes = Array(text.utf8) }

  /// Creates an input from bytes.
  init(bytes: [UInt8]) { self.bytes = bytes }

  func readAll() throws(FileSystemError) -> [UInt8] { bytes }
}

/// The streams a command uses.
struct CommandStreams {
  let standardInput: any ByteInput
  let standardOutput: any TextOutput
  let standardError: any TextOutput
  /// Where diagnostics go: to standard error, as text or as one JSON document.
  let diagnostics: DiagnosticsReport

  /// Creates the streams, with diagnostics written as text to standard error.
  init(
    standardInput: any ByteInput, standardOutput: any TextOutput,
    standardError: any TextOutput
  ) {
    self.standardInput = standardInput
    self.standardOutput = standardOutput
    self.standardError = standardError
    self.diagnostics = DiagnosticsReport(output: standardError)
  }
}
