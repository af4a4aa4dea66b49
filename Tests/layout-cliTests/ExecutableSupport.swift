import Testing

@testable import layout_cli

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// How a child process ended: its exit status, or the signal that ended it.
struct ProcessEnd: Equatable {
  /// The exit status, when the process exited.
  var status: Int32?
  /// The signal that ended the process, when one did.
  var signal: Int32?

  /// A process that exited with `status`.
  init(status: Int32) { self.status = status }

  /// A process ended by `signal`.
  init(signal: Int32) { self.signal = signal }
}

/// Runs the built `layout-cli` executable in a child process, for what only a real process shows:
/// its file descriptors, resource limits, umask and signals.
enum ExecutableSupport {
  /// The `layout-cli` executable that `swift build` and `swift test` put beside the test bundle,
  /// or `nil` (the tests that need it then record an issue saying so).
  static let executable: String? = {
    var directories: [String] = []
    var buffer = [CChar](repeating: 0, count: 4097)
    let count = readlink("/proc/self/exe", &buffer, buffer.count - 1)
    if count > 0 {
      let path = String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
      directories.append(FileSystem.directory(of: path))
    }
    for argument in CommandLine.arguments where argument.hasSuffix(".xctest") {
      directories.append(FileSystem.directory(of: argument))
    }
    for directory in directories where access(directory + "/layout-cli", X_OK) == 0 {
      return directory + "/layout-cli"
    }
    return nil
  }()

  /// Runs `/bin/sh -c script` with `$0` set to the executable and `$1`, `$2`… to `arguments`, and
  /// waits for it. Returns `nil` (after recording an issue) when the executable was not built.
  static func runShell(_ script: String, _ arguments: [String]) -> ProcessEnd? {
    guard let executable else {
      Issue.record("layout-cli is not built beside the tests: run 'swift build' first")
      return nil
    }
    let words = ["/bin/sh", "-c", script, executable] + arguments
    var argv: [UnsafeMutablePointer<CChar>?] = words.map { strdup($0) }
    argv.append(nil)
    defer { for pointer in argv { free(pointer) } }
    // Every signal starts with its default action and unblocked, whatever the test runner
    // ignores or blocks (a shell cannot undo a signal ignored when it started).
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var everySignal = sigset_t()
    sigfillset(&everySignal)
    posix_spawnattr_setsigdefault(&attributes, &everySignal)
    var noSignal = sigset_t()
    sigemptyset(&noSignal)
    posix_spawnattr_setsigmask(&attributes, &noSignal)
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))
    var child = pid_t()
    guard posix_spawn(&child, "/bin/sh", nil, &attributes, argv, environ) == 0 else {
      Issue.record("posix_spawn failed")
      return nil
    }
    var status: Int32 = 0
    while waitpid(child, &status, 0) < 0 {
      guard errno == EINTR else {
        Issue.record("waitpid failed")
        return nil
      }
    }
    // The encoding of wait statuses is the same on Linux and the BSDs.
    if status & 0x7f == 0 { return ProcessEnd(status: (status >> 8) & 0xff) }
    return ProcessEnd(signal: status & 0x7f)
  }

  /// A layout of `count` views in a column, whose `solve` table is about 70 bytes per view.
  static func column(of count: Int) -> String {
    var views: [String] = []
    var constraints: [String] = []
    for index in 0..<count {
      views.append("{\"id\": \"view-\(index)\"}")
      constraints += [
        "\"view-\(index).leading == root.leading + \(index % 7)\"",
        "\"view-\(index).top == root.top + \(index * 3)\"",
        "\"view-\(index).width == 100\"", "\"view-\(index).height == 3\"",
      ]
    }
    return """
      {"root": {"width": 375, "height": 812}, "views": [\(views.joined(separator: ", "))],
       "constraints": [\(constraints.joined(separator: ", "))]}
      """
  }

  /// The size of a file in bytes, or `nil` if it does not exist.
  static func size(of path: String) -> Int? {
    var status = stat()
    guard stat(path, &status) == 0 else { return nil }
    return Int(status.st_size)
  }

  /// The permission bits of a file, or `nil` if it does not exist.
  static func mode(of path: String) -> mode_t? {
    var status = stat()
    guard stat(path, &status) == 0 else { return nil }
    return status.st_mode & 0o7777
  }
}
