#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A failed file operation: the path and the system's reason.
struct FileSystemError: Error, Equatable {
  /// The path, as the user gave it.
  var path: String
  /// The reason, such as `No such file or directory`.
  var reason: String
}

/// The few file operations `layout-cli` needs, on POSIX calls (no Foundation, so the tool starts
/// fast).
enum FileSystem {
  /// The system's description of an `errno` value.
  static func describe(_ code: Int32) -> String {
    guard let text = strerror(code) else { return "error \(code)" }
    return String(cString: text)
  }

  /// Reads a whole file.
  ///
  /// - Throws: Why the file cannot be read, including when it is a directory.
  static func readFile(_ path: String) throws(FileSystemError) -> [UInt8] {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { throw FileSystemError(path: path, reason: describe(errno)) }
    defer { close(descriptor) }
    var status = stat()
    var sizeHint = 0
    if fstat(descriptor, &status) == 0 {
      if (status.st_mode & S_IFMT) == S_IFDIR {
        throw FileSystemError(path: path, reason: describe(EISDIR))
      }
      if (status.st_mode & S_IFMT) == S_IFREG { sizeHint = Int(status.st_size) }
    }
    return try readAll(descriptor: descriptor, path: path, sizeHint: sizeHint)
  }

  /// Reads from a descriptor until the end.
  ///
  /// The bytes are read straight into the result, which starts with room for `sizeHint` bytes
  /// (a regular file's size) and one more, so that a file read whole takes one buffer and no
  /// copy; the room doubles if the file turns out longer.
  static func readAll(descriptor: Int32, path: String, sizeHint: Int = 0)
    throws(FileSystemError) -> [UInt8]
  {
    var result = [UInt8](repeating: 0, count: max(sizeHint + 1, 65536))
    var filled = 0
    while true {
      if filled == result.count {
        result.append(contentsOf: repeatElement(0, count: result.count))
      }
      let count = result.withUnsafeMutableBytes { buffer in
        read(descriptor, buffer.baseAddress! + filled, buffer.count - filled)
      }
      if count < 0 {
        if errno == EINTR { continue }
        throw FileSystemError(path: path, reason: describe(errno))
      }
      if count == 0 {
        result.removeSubrange(filled...)
        return result
      }
      filled += count
    }
  }

  /// Writes every byte to a descriptor, retrying short writes.
  ///
  /// - Returns: 0 on success, else the `errno` of the failure.
  @discardableResult
  static func writeAll(_ descriptor: Int32, _ buffer: UnsafeBufferPointer<UInt8>) -> Int32 {
    var offset = 0
    while offset < buffer.count {
      let written = write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
      if written < 0 {
        if errno == EINTR { continue }
        return errno
      }
      offset += written
    }
    return 0
  }

  /// The directory part of a path: `a/b.json` → `a`, `b.json` → `.`, `/b.json` → `/`.
  static func directory(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "." }
    if slash == path.startIndex { return "/" }
    return String(path[..<slash])
  }

  /// The last component of a path.
  static func fileName(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return path }
    return String(path[path.index(after: slash)...])
  }

  /// The canonical absolute path, with symbolic links resolved, if the path exists.
  static func canonicalPath(_ path: String) -> String? {
    guard let resolved = realpath(path, nil) else { return nil }
    defer { free(resolved) }
    return String(cString: resolved)
  }

  /// The size of the regular file at `path`, or `nil` for anything else (a missing file, a
  /// directory, a device).
  static func regularFileSize(_ path: String) -> Int? {
    var status = stat()
    guard stat(path, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG else { return nil }
    return Int(status.st_size)
  }

  /// Makes a directory (its parent must exist), or does nothing when one is already there.
  ///
  /// - Throws: Why it cannot be made, or that something other than a directory has the name.
  static func makeDirectory(_ path: String) throws(FileSystemError) {
    var status = stat()
    if stat(path, &status) == 0 {
      guard (status.st_mode & S_IFMT) == S_IFDIR else {
        throw FileSystemError(path: path, reason: describe(ENOTDIR))
      }
      return
    }
    guard mkdir(path, 0o777) == 0 else {
      let code = errno
      // Made meanwhile by another process: as good as made here.
      if code == EEXIST, stat(path, &status) == 0, (status.st_mode & S_IFMT) == S_IFDIR {
        return
      }
      throw FileSystemError(path: path, reason: describe(code))
    }
  }

  /// The device and inode of a path, if it exists.
  static func identity(of path: String) -> (device: UInt64, inode: UInt64)? {
    var status = stat()
    guard stat(path, &status) == 0 else { return nil }
    return (UInt64(status.st_dev), UInt64(status.st_ino))
  }

  /// Whether two paths name the same file: the same inode, or the same canonical location for a
  /// file that does not exist yet.
  static func isSameFile(_ a: String, _ b: String) -> Bool {
    if let first = identity(of: a), let second = identity(of: b) {
      return first == second
    }
    guard let directoryA = canonicalPath(directory(of: a)),
      let directoryB = canonicalPath(directory(of: b))
    else { return false }
    return directoryA == directoryB && fileName(of: a) == fileName(of: b)
  }

  /// The path with symbolic links in its last component followed, as opening it for writing
  /// would: a link to a link is followed to the end, a relative target is taken from the link's
  /// directory, and a dangling link gives the path it points to (which writing creates).
  ///
  /// - Throws: `ELOOP` after 40 links, or why a link cannot be read.
  static func resolvingSymbolicLinks(_ path: String) throws(FileSystemError) -> String {
    var current = path
    for _ in 0..<40 {
      var status = stat()
      guard lstat(current, &status) == 0, (status.st_mode & S_IFMT) == S_IFLNK else {
        return current
      }
      var buffer = [CChar](repeating: 0, count: 4097)
      let count = readlink(current, &buffer, buffer.count - 1)
      guard count >= 0 else { throw FileSystemError(path: path, reason: describe(errno)) }
      let target = String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
      current = target.hasPrefix("/") ? target : directory(of: current) + "/" + target
    }
    throw FileSystemError(path: path, reason: describe(ELOOP))
  }

  /// Checks that a file can be created or replaced at a path, without creating it: its directory
  /// (after following symbolic links) exists and is writable, and the path is not a directory.
  ///
  /// - Throws: Why the file cannot be written.
  static func checkWritable(_ path: String) throws(FileSystemError) {
    if path.isEmpty || path.hasSuffix("/") {
      throw FileSystemError(path: path, reason: describe(EISDIR))
    }
    let resolved = try resolvingSymbolicLinks(path)
    var status = stat()
    if stat(resolved, &status) == 0, (status.st_mode & S_IFMT) == S_IFDIR {
      throw FileSystemError(path: path, reason: describe(EISDIR))
    }
    let directory = directory(of: resolved)
    var directoryStatus = stat()
    guard stat(directory, &directoryStatus) == 0 else {
      throw FileSystemError(path: path, reason: describe(errno))
    }
    guard (directoryStatus.st_mode & S_IFMT) == S_IFDIR else {
      throw FileSystemError(path: path, reason: describe(ENOTDIR))
    }
    guard access(directory, W_OK) == 0 else {
      throw FileSystemError(path: path, reason: describe(errno))
    }
  }
}
