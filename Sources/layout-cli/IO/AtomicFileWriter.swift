#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes files so that readers see the old contents or the new, never a partial file.
///
/// What `--output` users can rely on:
/// - **Atomic.** The contents go to a temporary file in the destination's directory
///   (`.name.tmp-XXXXXX`), which is flushed to disk and then renamed over the destination;
///   `rename` replaces a file atomically within one file system. If anything fails, the
///   temporary file is removed and the destination is left as it was.
/// - **Interrupted.** When the tool runs as a process (``removesTemporaryFileOnSignal``), a
///   hang-up, interrupt, quit, termination or file-size-limit signal that arrives while the file
///   is written removes the temporary file before the process ends by that signal. `SIGKILL` and a
///   power loss cannot be caught: they can leave a `.name.tmp-XXXXXX` file, which holds part of a
///   report and can be deleted.
/// - **Symbolic links** are written through, as the shell's `>` does: the file the link points
///   to is replaced (created if the link dangles) and the link stays a link.
/// - **Permissions.** A new file is created with mode `0666` less the process's umask, like any
///   file the shell creates; a replaced file keeps its permission bits and, where the process is
///   allowed to keep them, its owner and group. A replaced file with several hard links is a new
///   file afterwards: the other names keep the old contents.
enum AtomicFileWriter {
  /// Whether a signal that ends the process while a file is written removes the temporary file
  /// first. The handlers are process-wide, so only the tool's `main` turns this on (tests that
  /// write files from several threads at once leave it off).
  nonisolated(unsafe) static var removesTemporaryFileOnSignal = false

  /// Writes `bytes` to `path` atomically.
  ///
  /// - Parameters:
  ///   - bytes: The new contents.
  ///   - path: The destination, or a symbolic link to it.
  /// - Throws: Why the file could not be written, naming `path` as given; the destination is then
  ///   unchanged and no temporary file is left.
  static func write(_ bytes: [UInt8], to path: String) throws(FileSystemError) {
    let destination = try FileSystem.resolvingSymbolicLinks(path)
    var existing = stat()
    let replacesFile = stat(destination, &existing) == 0
    let (descriptor, temporaryPath) = try createTemporaryFile(for: destination, reportedAs: path)
    let cleanup = removesTemporaryFileOnSignal ? SignalCleanup(removing: temporaryPath) : nil
    var isRenamed = false
    defer {
      if !isRenamed { unlink(temporaryPath) }
      cleanup?.restore()
    }
    var failure: Int32 = 0
    if replacesFile {
      // The owner first: changing it clears the set-user-ID and set-group-ID bits. A process
      // that may not give the file away keeps its own ownership, as `cp` does.
      _ = fchown(descriptor, existing.st_uid, existing.st_gid)
      if fchmod(descriptor, existing.st_mode & 0o7777) != 0 { failure = errno }
    }
    if failure == 0 {
      failure = bytes.withUnsafeBufferPointer { FileSystem.writeAll(descriptor, $0) }
    }
    if failure == 0, fsync(descriptor) != 0 { failure = errno }
    if close(descriptor) != 0, failure == 0 { failure = errno }
    guard failure == 0 else {
      throw FileSystemError(path: path, reason: FileSystem.describe(failure))
    }
    guard rename(temporaryPath, destination) == 0 else {
      throw FileSystemError(path: path, reason: FileSystem.describe(errno))
    }
    isRenamed = true
  }

  /// Creates `.name.tmp-XXXXXX` beside the destination, with mode `0666` less the umask.
  ///
  /// `mkstemp` would create the file with mode `0600` whatever the umask, so the name is chosen
  /// here and the file created with `O_EXCL`, retrying on a name that exists.
  private static func createTemporaryFile(for destination: String, reportedAs path: String)
    throws(FileSystemError) -> (descriptor: Int32, path: String)
  {
    let prefix =
      "\(FileSystem.directory(of: destination))/.\(FileSystem.fileName(of: destination)).tmp-"
    let letters = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")
    var generator = SystemRandomNumberGenerator()
    for _ in 0..<100 {
      let suffix = String((0..<6).map { _ in letters.randomElement(using: &generator)! })
      let candidate = prefix + suffix
      let descriptor = open(candidate, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
      if descriptor >= 0 { return (descriptor, candidate) }
      if errno != EEXIST { break }
    }
    throw FileSystemError(path: path, reason: FileSystem.describe(errno))
  }
}

/// Signal handlers that remove a temporary file, then end the process by the same signal.
///
/// Installed around one write and restored after it. A signal the process ignores stays ignored
/// (a write beyond a file-size limit then fails with `EFBIG`, which the writer reports).
private struct SignalCleanup {
  /// The path the handler removes: a C string allocated before the handlers are installed,
  /// because a handler may only call async-signal-safe functions such as `unlink`.
  nonisolated(unsafe) static var pendingPath: UnsafeMutablePointer<CChar>?

  /// The signals that end a process by default while it writes a file.
  static let signals: [Int32] = [SIGHUP, SIGINT, SIGQUIT, SIGTERM, SIGXFSZ]

  private var previous: [(signal: Int32, action: sigaction)] = []

  /// Installs the handlers for `path`.
  init(removing path: String) {
    SignalCleanup.pendingPath = strdup(path)
    let handler: @convention(c) (Int32) -> Void = { number in
      if let path = SignalCleanup.pendingPath { unlink(path) }
      // The signal is blocked while its handler runs: raised again with the default action, it
      // ends the process as soon as the handler returns.
      signal(number, SIG_DFL)
      raise(number)
    }
    for number in SignalCleanup.signals {
      var old = sigaction()
      guard sigaction(number, nil, &old) == 0, !SignalCleanup.isIgnored(old) else { continue }
      var action = sigaction()
      #if canImport(Darwin)
        action.__sigaction_u.__sa_handler = handler
      #else
        action.__sigaction_handler.sa_handler = handler
      #endif
      sigemptyset(&action.sa_mask)
      if sigaction(number, &action, nil) == 0 { previous.append((number, old)) }
    }
  }

  /// Puts the previous handlers back and forgets the path.
  func restore() {
    for (number, old) in previous {
      var old = old
      sigaction(number, &old, nil)
    }
    let path = SignalCleanup.pendingPath
    SignalCleanup.pendingPath = nil
    free(path)
  }

  private static func isIgnored(_ action: sigaction) -> Bool {
    #if canImport(Darwin)
      let handler = action.__sigaction_u.__sa_handler
    #else
      let handler = action.__sigaction_handler.sa_handler
    #endif
    guard let handler else { return false }
    return unsafeBitCast(handler, to: Int.self) == unsafeBitCast(SIG_IGN, to: Int.self)
  }
}
