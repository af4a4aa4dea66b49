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

  /// Creates an output that writes to a file descriptor.
  init(descriptor: Int32) { self.descriptor = descriptor }

  /// Standard output.
  static func standardOutput() -> FileDescriptorOutput { FileDescriptorOutput(descriptor: 1) }
  /// Standard error.
  static func standardError() -> FileDescriptorOutput { FileDescriptorOutput(descriptor: 2) }

  func write(_ text: String) {
    var text = text
    text.withUTF8 { buffer in
      _ = FileSystem.writeAll(descriptor, buffer)
    }
  }
}

/// Text kept in memory, to compare in tests.
final class CapturedOutput: TextOutput {
  /// Everything written so far.
  private(set) var text = ""

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
  var standardInput: any ByteInput
  var standardOutput: any TextOutput
  var standardError: any TextOutput
}
