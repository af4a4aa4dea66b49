import Testing

@testable import layout_cli

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// An output whose writes fail from the first, as standard output on a full disk.
final class FailingOutput: TextOutput {
  private(set) var failure: String?
  /// How many writes were attempted.
  private(set) var attempts = 0
  private let reason: String

  init(reason: String = "No space left on device") { self.reason = reason }

  func write(_ text: String) {
    attempts += 1
    failure = reason
  }
}

/// A write error on standard output or standard error is an error: exit 74 (`EX_IOERR`) with a
/// message, never a silent success or a cut report.
@Suite("Write failures")
struct WriteFailureTests {
  typealias Support = CLITestSupport

  private static func run(
    _ arguments: [String], standardInput: String = "", output: any TextOutput,
    errors: any TextOutput
  ) -> Int32 {
    layout_cli.run(
      arguments: arguments, standardInput: FixedInput(standardInput), standardOutput: output,
      standardError: errors)
  }

  @Test func aFailedReportOnStandardOutputExits74WithAMessage() {
    let errors = CapturedOutput()
    let output = FailingOutput()
    let status = Self.run(
      ["solve", "-"], standardInput: Support.validLayout, output: output, errors: errors)
    #expect(status == ExitCode.ioError)
    #expect(errors.text == "Error: Cannot write to standard output: No space left on device.\n")
    // Help and the version fail the same way.
    for arguments in [["--help"], ["--version"], ["help", "solve"], []] {
      let errors = CapturedOutput()
      #expect(Self.run(arguments, output: FailingOutput(), errors: errors) == ExitCode.ioError)
      #expect(errors.text.hasPrefix("Error: Cannot write to standard output: "))
    }
  }

  @Test func aFailedStandardErrorExits74InsteadOfTheCommandsStatus() {
    // Invalid data would exit 65; its diagnostics cannot be written.
    let output = CapturedOutput()
    let errors = FailingOutput()
    #expect(
      Self.run(
        ["check", "-"], standardInput: Support.invalidLayout, output: output, errors: errors)
        == ExitCode.ioError)
    #expect(errors.attempts > 0)
    // A usage error too.
    #expect(Self.run(["solv"], output: output, errors: FailingOutput()) == ExitCode.ioError)
  }

  @Test func anOutputThatIsNeverWrittenCannotFail() {
    // With --output, nothing goes to standard output: its failure does not matter.
    let directory = Support.temporaryDirectory()
    defer { Support.remove(directory: directory) }
    let output = FailingOutput()
    let status = Self.run(
      ["solve", "-", "-o", directory + "/frames.txt"], standardInput: Support.validLayout,
      output: output, errors: CapturedOutput())
    #expect(status == ExitCode.success)
    #expect(output.attempts == 0)
  }

  // The executable, with real descriptors. `/dev/full` is Linux's.
  #if os(Linux)
    @Test func aDescriptorOutputKeepsItsFirstFailure() {
      let descriptor = open("/dev/full", O_WRONLY | O_CLOEXEC)
      defer { close(descriptor) }
      let output = FileDescriptorOutput(descriptor: descriptor)
      output.write("")
      #expect(output.failure == nil)
      output.write("frames\n")
      #expect(output.failure == "No space left on device")
    }

    @Test func aFullDiskOnStandardOutputExits74() {
      let directory = Support.temporaryDirectory()
      defer { Support.remove(directory: directory) }
      Support.write(Support.validLayout, to: directory + "/layout.json")
      let end = ExecutableSupport.runShell(
        #"exec "$0" solve "$1" > /dev/full 2> "$2""#,
        [directory + "/layout.json", directory + "/errors.txt"])
      #expect(end == ProcessEnd(status: 74))
      #expect(
        Support.read(directory + "/errors.txt")
          == "Error: Cannot write to standard output: No space left on device.\n")
    }

    @Test func aFullDiskOnStandardErrorExits74() {
      let directory = Support.temporaryDirectory()
      defer { Support.remove(directory: directory) }
      Support.write(Support.invalidLayout, to: directory + "/layout.json")
      let end = ExecutableSupport.runShell(
        #"exec "$0" check "$1" 2> /dev/full"#, [directory + "/layout.json"])
      #expect(end == ProcessEnd(status: 74))
    }
  #endif

  @Test func aFileSizeLimitOnStandardOutputExits74() {
    // With SIGXFSZ ignored (as Python's subprocess leaves it), a write beyond the limit fails
    // with EFBIG: the report is cut, and the status says so.
    let directory = Support.temporaryDirectory()
    defer { Support.remove(directory: directory) }
    Support.write(ExecutableSupport.column(of: 400), to: directory + "/layout.json")
    let end = ExecutableSupport.runShell(
      #"ulimit -f 8; trap '' XFSZ; exec "$0" solve "$1" > "$2" 2> "$3""#,
      [directory + "/layout.json", directory + "/out.txt", directory + "/errors.txt"])
    #expect(end == ProcessEnd(status: 74))
    #expect(
      Support.read(directory + "/errors.txt")
        == "Error: Cannot write to standard output: File too large.\n")
    let size = ExecutableSupport.size(of: directory + "/out.txt") ?? 0
    #expect(size > 0 && size <= 8192)
  }
}
