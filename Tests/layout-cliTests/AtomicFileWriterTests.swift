import Testing

@testable import layout_cli

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

@Suite("layout-cli atomic writes")
struct AtomicFileWriterTests {
  typealias Support = CLITestSupport

  @Test func writesANewFileWithTheModeTheUmaskGives() throws {
    let directory = Support.temporaryDirectory()
    defer { Support.remove(directory: directory) }
    let path = directory + "/out.txt"
    try AtomicFileWriter.write(Array("hello\n".utf8), to: path)
    #expect(Support.read(path) == "hello\n")
    #expect(Support.contents(of: directory) == ["out.txt"])
    // The same mode as a file the shell would create: 0666 less this process's umask (read
    // without changing it, since tests run in parallel).
    let reference = open(directory + "/reference", O_WRONLY | O_CREAT | O_EXCL, 0o666)
    close(reference)
    #expect(ExecutableSupport.mode(of: path) != nil)
    #expect(
      ExecutableSupport.mode(of: path) == ExecutableSupport.mode(of: directory + "/reference"))
  }

  @Test func writesThroughASymbolicLink() throws {
    let directory = Support.temporaryDirectory()
    defer { Support.remove(directory: directory) }
    Support.write("old", to: directory + "/target.txt")
    chmod(directory + "/target.txt", 0o600)
    symlink("target.txt", directory + "/link.txt")  // relative to the link's directory
    symlink(directory + "/link.txt", directory + "/chain.txt")  // a link to a link
    try AtomicFileWriter.write(Array("new".utf8), to: directory + "/chain.txt")
    #expect(Support.read(directory + "/target.txt") == "new")
    #expect(ExecutableSupport.mode(of: directory + "/target.txt") == 0o600)
    var status = stat()
    #expect(lstat(directory + "/link.txt", &status) == 0 && status.st_mode & S_IFMT == S_IFLNK)
    #expect(lstat(directory + "/chain.txt", &status) == 0 && status.st_mode & S_IFMT == S_IFLNK)
    #expect(Support.contents(of: directory) == ["chain.txt", "link.txt", "target.txt"])

    // A dangling link creates the file it points to, as the shell's `>` does.
    symlink("created.txt", directory + "/dangling.txt")
    try FileSystem.checkWritable(directory + "/dangling.txt")
    try AtomicFileWriter.write(Array("made".utf8), to: directory + "/dangling.txt")
    #expect(Support.read(directory + "/created.txt") == "made")
    #expect(lstat(directory + "/dangling.txt", &status) == 0 && status.st_mode & S_IFMT == S_IFLNK)

    // A loop is an error that names the path given, and writes nothing.
    symlink("loop-b", directory + "/loop-a")
    symlink("loop-a", directory + "/loop-b")
    let loop = FileSystemError(
      path: directory + "/loop-a", reason: FileSystem.describe(ELOOP))
    #expect(throws: loop) { try FileSystem.checkWritable(directory + "/loop-a") }
    #expect(throws: loop) { try AtomicFileWriter.write(Array("x".utf8), to: directory + "/loop-a") }
    #expect(
      Support.contents(of: directory) == [
        "chain.txt", "created.txt", "dangling.txt", "link.txt", "loop-a", "loop-b", "target.txt",
      ])
  }

  @Test func aLinkIntoAMissingDirectoryIsNotWritable() {
    let directory = Support.temporaryDirectory()
    defer { Support.remove(directory: directory) }
    symlink(directory + "/missing/out.txt", directory + "/link.txt")
    #expect(
      throws: FileSystemError(path: directory + "/link.txt", reason: "No such file or directory")
    ) { try FileSystem.checkWritable(directory + "/link.txt") }
  }

  @Test func replacesAFileAndKeepsItsPermissions() throws {
    let directory = Support.temporaryDirectory()
    defer { Support.remove(directory: directory) }
    let path = directory + "/out.txt"
    Support.write("old", to: path)
    chmod(path, 0o600)
    try AtomicFileWriter.write(Array("new".utf8), to: path)
    #expect(Support.read(path) == "new")
    var status = stat()
    #expect(stat(path, &status) == 0)
    #expect(status.st_mode & 0o777 == 0o600)
    #expect(Support.contents(of: directory) == ["out.txt"])
  }

  @Test func aFailedWriteLeavesNothing() {
    let directory = Support.temporaryDirectory()
    defer { Support.remove(directory: directory) }
    #expect(
      throws: FileSystemError(path: directory + "/no/out.txt", reason: "No such file or directory")
    ) {
      try AtomicFileWriter.write(Array("x".utf8), to: directory + "/no/out.txt")
    }
    // Renaming onto a directory fails after the temporary file was written: it is removed.
    let target = directory + "/taken"
    mkdir(target, 0o755)
    Support.write("inside", to: target + "/file")
    #expect(throws: FileSystemError.self) {
      try AtomicFileWriter.write(Array("x".utf8), to: target)
    }
    #expect(Support.contents(of: directory) == ["taken"])
    unlink(target + "/file")
  }

  @Test func pathHelpers() {
    #expect(FileSystem.directory(of: "a/b.json") == "a")
    #expect(FileSystem.directory(of: "b.json") == ".")
    #expect(FileSystem.directory(of: "/b.json") == "/")
    #expect(FileSystem.fileName(of: "a/b.json") == "b.json")
    #expect(FileSystem.fileName(of: "b.json") == "b.json")
  }
}

/// `--output` in the executable: the umask, and signals that end the process mid-write.
@Suite("layout-cli output files")
struct OutputFileTests {
  typealias Support = CLITestSupport

  @Test(arguments: [(mask: "022", mode: mode_t(0o644)), ("077", 0o600), ("002", 0o664)])
  func aNewFileFollowsTheUmask(mask: String, mode: mode_t) {
    let directory = Support.temporaryDirectory()
    defer { Support.remove(directory: directory) }
    Support.write(Support.validLayout, to: directory + "/layout.json")
    let end = ExecutableSupport.runShell(
      #"umask \#(mask); exec "$0" solve "$1" -o "$2""#,
      [directory + "/layout.json", directory + "/frames.txt"])
    #expect(end == ProcessEnd(status: 0))
    #expect(ExecutableSupport.mode(of: directory + "/frames.txt") == mode)
  }

  @Test func aSignalWhileWritingRemovesTheTemporaryFile() {
    // A file-size limit ends the process with SIGXFSZ in the middle of writing the report: the
    // handler removes the temporary file, the old output stays, and the process still ends by
    // that signal.
    let directory = Support.temporaryDirectory()
    defer { Support.remove(directory: directory) }
    Support.write(ExecutableSupport.column(of: 400), to: directory + "/layout.json")
    Support.write("old", to: directory + "/frames.txt")
    let end = ExecutableSupport.runShell(
      #"ulimit -f 8; exec "$0" solve "$1" -o "$2""#,
      [directory + "/layout.json", directory + "/frames.txt"])
    #expect(end == ProcessEnd(signal: SIGXFSZ))
    #expect(Support.contents(of: directory) == ["frames.txt", "layout.json"])
    #expect(Support.read(directory + "/frames.txt") == "old")
  }

  @Test func anIgnoredSignalMakesTheWriteFailWith73() {
    let directory = Support.temporaryDirectory()
    defer { Support.remove(directory: directory) }
    Support.write(ExecutableSupport.column(of: 400), to: directory + "/layout.json")
    let end = ExecutableSupport.runShell(
      #"ulimit -f 8; trap '' XFSZ; exec "$0" solve "$1" -o "$2" 2> "$3""#,
      [directory + "/layout.json", directory + "/frames.txt", directory + "/errors.txt"])
    #expect(end == ProcessEnd(status: 73))
    #expect(
      Support.read(directory + "/errors.txt")
        == "Error: Cannot write '\(directory)/frames.txt': File too large.\n")
    #expect(Support.contents(of: directory) == ["errors.txt", "layout.json"])
  }
}

@Suite("layout-cli file reads")
struct FileReadTests {
  typealias Support = CLITestSupport

  /// Files around the sizes where the read buffer starts and doubles, read whole, byte for byte.
  @Test(arguments: [0, 1, 65_535, 65_536, 65_537, 200_003])
  func readsAFileOfAnySizeWhole(size: Int) throws {
    let directory = Support.temporaryDirectory()
    defer { Support.remove(directory: directory) }
    let path = directory + "/file.bin"
    let bytes = (0..<size).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ $0 >> 8) }
    try AtomicFileWriter.write(bytes, to: path)
    #expect(try FileSystem.readFile(path) == bytes)
  }

  /// A size hint that is wrong (none, as for standard input, or too small or too large): the
  /// buffer grows until the end, and the result is the bytes read, no more.
  @Test(arguments: [0, 10, 100_000, 1_000_000])
  func readsPastAWrongSizeHint(sizeHint: Int) throws {
    let directory = Support.temporaryDirectory()
    defer { Support.remove(directory: directory) }
    let path = directory + "/file.bin"
    let bytes = (0..<150_001).map { UInt8(truncatingIfNeeded: $0 % 251) }
    try AtomicFileWriter.write(bytes, to: path)
    let descriptor = open(path, O_RDONLY)
    #expect(descriptor >= 0)
    defer { close(descriptor) }
    let read = try FileSystem.readAll(descriptor: descriptor, path: path, sizeHint: sizeHint)
    #expect(read == bytes)
  }
}
