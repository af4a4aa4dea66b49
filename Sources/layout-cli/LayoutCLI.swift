#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The `layout-cli` executable: runs the tool with the process's arguments and exits with its
/// status.
@main
struct LayoutCLI {
  /// Runs `layout-cli` and exits.
  static func main() {
    AtomicFileWriter.removesTemporaryFileOnSignal = true
    let status = run(arguments: Array(CommandLine.arguments.dropFirst()))
    exit(status)
  }
}
