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

  @Test func writesANewFile() throws {
    let directory = Support.temporaryDirectory()
    defer { Support.remove(directory: directory) }
    let path = directory + "/out.txt"
    try AtomicFileWriter.write(Array("hello\n".utf8), to: path)
    #expect(Support.read(path) == "hello\n")
    #expect(Support.contents(of: directory) == ["out.txt"])
    var status = stat()
    #expect(stat(path, &status) == 0)
    #expect(status.st_mode & 0o777 == 0o644)
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
