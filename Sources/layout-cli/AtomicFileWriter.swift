#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes files so that readers see the old contents or the new, never a partial file.
///
/// The contents go to a temporary file in the same directory (`.name.tmp-XXXXXX`), which is
/// flushed to disk and then renamed over the destination; `rename` replaces a file atomically
/// within one file system. If anything fails, the temporary file is removed and the destination
/// is left as it was. A new file gets the permissions `rw-r--r--`; a replaced file keeps its own.
enum AtomicFileWriter {
  /// Writes `bytes` to `path` atomically.
  ///
  /// - Parameters:
  ///   - bytes: The new contents.
  ///   - path: The destination.
  /// - Throws: Why the file could not be written; the destination is then unchanged.
  static func write(_ bytes: [UInt8], to path: String) throws(FileSystemError) {
    let directory = FileSystem.directory(of: path)
    var template = Array("\(directory)/.\(FileSystem.fileName(of: path)).tmp-XXXXXX".utf8CString)
    let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
    guard descriptor >= 0 else {
      throw FileSystemError(path: path, reason: FileSystem.describe(errno))
    }
    let temporaryPath = String(
      decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    var isRenamed = false
    defer {
      if !isRenamed { unlink(temporaryPath) }
    }
    var mode: mode_t = 0o644
    var existing = stat()
    if stat(path, &existing) == 0 { mode = existing.st_mode & 0o7777 }
    var failure: Int32 = 0
    if fchmod(descriptor, mode) != 0 { failure = errno }
    if failure == 0 {
      failure = bytes.withUnsafeBufferPointer { FileSystem.writeAll(descriptor, $0) }
    }
    if failure == 0, fsync(descriptor) != 0 { failure = errno }
    if close(descriptor) != 0, failure == 0 { failure = errno }
    guard failure == 0 else {
      throw FileSystemError(path: path, reason: FileSystem.describe(failure))
    }
    guard rename(temporaryPath, path) == 0 else {
      throw FileSystemError(path: path, reason: FileSystem.describe(errno))
    }
    isRenamed = true
  }
}
