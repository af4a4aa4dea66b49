#if os(Linux) && canImport(Glibc)
  import Glibc
#endif

/// Huge pages for `layout-cli`'s heap, on Linux with glibc.
///
/// A large layout file spends a fifth of its time in the kernel, faulting in the heap 4 KiB at a
/// time (the 10,000-view file: 32,000 page faults; the 100,000-view one: 195,000). glibc can back
/// its heap with transparent huge pages (2 MiB) and grow it in large steps, but only when told so
/// by the `GLIBC_TUNABLES` environment variable, which it reads as the process starts. So before
/// reading anything, `layout-cli` runs itself once more (`/proc/self/exe`, the same arguments and
/// open files) with these tunables added, when all of these hold:
///
/// - the files named on the command line, but for the output (``inputBytes(of:size:)``), are
///   1 MiB or more in all (about 2,700 generated views):
///   starting again costs a few milliseconds, more than a smaller file gains;
/// - the C library is glibc 2.35 or later (which knows `glibc.malloc.hugetlb`);
/// - the kernel gives huge pages to the memory that asks for them
///   (`/sys/kernel/mm/transparent_hugepage/enabled` is `madvise`; with `always` they come
///   anyway, with `never` not at all);
/// - `GLIBC_TUNABLES` sets no `glibc.malloc` tunable already (the user's own settings win);
/// - `LAYOUT_CLI_HUGE_PAGES` is not `0` (the way to turn this off);
/// - the machine is not a virtual machine whose hypervisor takes back freed memory
///   (``FreePageReporting``), where huge pages are slow to fault in after a few seconds of idle,
///   unless `LAYOUT_CLI_HUGE_PAGES` is `1` (for runs that follow one another closely);
/// - the process is not running under Valgrind, which would stop following it at the new image.
///
/// If the new image cannot start, the process goes on as it was. What the tool prints and
/// writes is the same either way; only the time changes (`solve` of the generated 10,000-view
/// file, 3.9 MB, about 1.2× faster, its page faults from 32,000 to about 1,400).
///
/// The process run again also has its heap populated ahead of use on another thread
/// (``HeapPrefault``); a process that is not run again does the same for files of 256 KiB or
/// more (``prefaultsInProcess(inputBytes:environment:libraryVersion:)``), after telling the
/// allocator itself to keep what is freed.
enum HeapTuning {
  /// The largest block the tuned heap serves itself rather than mapping it on its own: 32 MiB.
  static let mmapThresholdBytes = 32 << 20

  /// How much must be free at the top of the tuned heap before it is given back: 1.5 GiB (a
  /// run is short: what it frees, it soon uses again). `mallopt` takes at most 2 GiB − 1; the
  /// heap populated ahead of use is at most three quarters of this (``HeapPrefault``), which
  /// the flat 100,000-view file needs almost all of.
  static let trimThresholdBytes = 3 << 29

  /// How far beyond each request the tuned heap grows: 64 MiB, so that the heap populated
  /// ahead of use (``HeapPrefault``) can follow it a step ahead of the run.
  static let topPadBytes = 64 << 20

  /// The tunables added: huge pages for the heap, which grows ``topPadBytes`` at a time beyond
  /// each request, serves blocks up to ``mmapThresholdBytes`` itself, and is not trimmed back
  /// before ``trimThresholdBytes`` are free.
  static let tunables =
    "glibc.malloc.hugetlb=1:glibc.malloc.top_pad=\(topPadBytes)"
    + ":glibc.malloc.mmap_threshold=\(mmapThresholdBytes)"
    + ":glibc.malloc.trim_threshold=\(trimThresholdBytes)"

  /// The size of the files named on the command line from which running again pays: 1 MiB.
  static let minimumInputBytes = 1 << 20

  /// The variable that turns the tuning off when it is `0`, and asks for huge pages even where
  /// the hypervisor takes back freed memory when it is `1`.
  static let switchVariable = "LAYOUT_CLI_HUGE_PAGES"

  /// Set for the process run again, so that it does not run itself once more; removed from its
  /// environment as it starts.
  static let markerVariable = "LAYOUT_CLI_HEAP_TUNED"

  /// The `GLIBC_TUNABLES` value to run the process again with, or `nil` to go on as it is.
  ///
  /// - Parameters:
  ///   - inputBytes: the size of the files named on the command line, in all
  ///     (``inputBytes(of:size:)``).
  ///   - environment: the process's environment variables, by name.
  ///   - transparentHugePages: the contents of `/sys/kernel/mm/transparent_hugepage/enabled`
  ///     (such as `always [madvise] never`), or `nil` if it could not be read.
  ///   - libraryVersion: what `confstr(_CS_GNU_LIBC_VERSION)` gives (such as `glibc 2.36`), or
  ///     `nil` when the C library is not glibc.
  ///   - reportsFreePages: whether the hypervisor takes back the memory the machine frees
  ///     (``FreePageReporting/isActive()``); asked only when every other condition holds.
  static func tunablesToSet(
    inputBytes: Int, environment: (String) -> String?, transparentHugePages: String?,
    libraryVersion: String?, reportsFreePages: @autoclosure () -> Bool
  ) -> String? {
    if inputBytes < minimumInputBytes || environment(markerVariable) != nil { return nil }
    guard leavesTheAllocatorToUs(environment) else { return nil }
    guard let mode = transparentHugePages, mode.contains("[madvise]") else { return nil }
    guard let libraryVersion, isGlibc(libraryVersion, atLeast: (2, 35)) else { return nil }
    if environment(switchVariable) != "1" && reportsFreePages() { return nil }
    let existing = environment("GLIBC_TUNABLES") ?? ""
    return existing.isEmpty ? tunables : existing + ":" + tunables
  }

  /// The size of the files named on the command line from which a process that is not run again
  /// still has its heap populated ahead of use (``HeapPrefault``): 256 KiB (about 670 generated
  /// views). The 1,000-view file (384 KB) gains 1.1–1.2×; a 200-view one (76 KB) neither gains
  /// nor loses.
  static let minimumPrefaultBytes = 1 << 18

  /// Whether a process that is not run again tunes its allocator itself and has its heap
  /// populated ahead of use (``HeapPrefault``): when the files named on the command line are
  /// ``minimumPrefaultBytes`` or more, the C library is glibc (any version: the allocator is
  /// told with `mallopt`), and the environment leaves the allocator to the tool
  /// (``leavesTheAllocatorToUs(_:)``).
  static func prefaultsInProcess(
    inputBytes: Int, environment: (String) -> String?, libraryVersion: String?
  ) -> Bool {
    guard inputBytes >= minimumPrefaultBytes, leavesTheAllocatorToUs(environment) else {
      return false
    }
    return libraryVersion?.hasPrefix("glibc ") ?? false
  }

  /// What both kinds of tuning ask of the environment: `LAYOUT_CLI_HUGE_PAGES` is not `0`, the
  /// process is not under Valgrind (which would stop following a new image, and replaces the
  /// allocator), and the user set no `glibc.malloc` tunable (their own settings win).
  static func leavesTheAllocatorToUs(_ environment: (String) -> String?) -> Bool {
    if environment(switchVariable) == "0" { return false }
    if let preload = environment("LD_PRELOAD"), preload.contains("vgpreload") { return false }
    return !(environment("GLIBC_TUNABLES") ?? "").contains("glibc.malloc.")
  }

  /// The size of the files the command line names, in all: every argument that names a regular
  /// file, except the file given to `-o` or `--output`, which is written rather than read (an
  /// earlier, larger picture there says nothing of the run's size).
  ///
  /// - Parameters:
  ///   - arguments: the arguments, without the program's name.
  ///   - size: the size of a regular file, or `nil` for anything else.
  static func inputBytes(of arguments: [String], size: (String) -> Int?) -> Int {
    var total = 0
    var index = 0
    while index < arguments.count {
      let argument = arguments[index]
      if argument == "-o" || argument == "--output" {
        index += 2
        continue
      }
      if !argument.hasPrefix("--output=") { total += size(argument) ?? 0 }
      index += 1
    }
    return total
  }

  /// Whether `version` (`glibc 2.36`, `glibc 2.39.1` …) names glibc at `minimum` or later.
  static func isGlibc(_ version: String, atLeast minimum: (major: Int, minor: Int)) -> Bool {
    let words = version.split(separator: " ")
    guard words.count == 2, words[0] == "glibc" else { return false }
    let parts = words[1].split(separator: ".")
    guard parts.count >= 2, let major = Int(parts[0]), let minor = Int(parts[1]) else {
      return false
    }
    return major > minimum.major || (major == minimum.major && minor >= minimum.minor)
  }

  /// Runs the process again with huge pages for its heap when
  /// ``tunablesToSet(inputBytes:environment:transparentHugePages:libraryVersion:reportsFreePages:)``
  /// says so; returns only when it does not (or when the new image could not start). In the
  /// process run again, starts ``HeapPrefault`` and returns. Call it first thing, before anything
  /// is read or written. A process not run again populates its heap in process when
  /// ``prefaultsInProcess(inputBytes:environment:libraryVersion:)`` says so.
  static func runAgainIfUseful() {
    #if os(Linux) && canImport(Glibc)
      let inputBytes = Self.inputBytes(
        of: Array(CommandLine.arguments.dropFirst()), size: FileSystem.regularFileSize)
      // A run of 1 MiB of input or more also has its heap followed as it grows.
      let follows = inputBytes >= minimumInputBytes
      let bytes = HeapPrefault.bytesToPopulate(inputBytes: inputBytes)
      if getenv(markerVariable) != nil {
        unsetenv(markerVariable)
        HeapPrefault.start(bytes: bytes, followsHeap: follows)
        return
      }
      let environment = { (name: String) in getenv(name).map { String(cString: $0) } }
      let mode = try? FileSystem.readFile("/sys/kernel/mm/transparent_hugepage/enabled")
      let version = libraryVersion()
      if let value = tunablesToSet(
        inputBytes: inputBytes, environment: environment,
        transparentHugePages: mode.map { String(decoding: $0, as: UTF8.self) },
        libraryVersion: version, reportsFreePages: FreePageReporting.isActive())
      {
        let previous = getenv("GLIBC_TUNABLES").map { String(cString: $0) }
        setenv("GLIBC_TUNABLES", value, 1)
        setenv(markerVariable, "1", 1)
        execv("/proc/self/exe", CommandLine.unsafeArgv)
        // The new image did not start: go on as the process was.
        unsetenv(markerVariable)
        if let previous {
          setenv("GLIBC_TUNABLES", previous, 1)
        } else {
          unsetenv("GLIBC_TUNABLES")
        }
      }
      if prefaultsInProcess(
        inputBytes: inputBytes, environment: environment, libraryVersion: version),
        HeapPrefault.keepFreedHeap(growsInSteps: follows)
      {
        HeapPrefault.start(bytes: bytes, followsHeap: follows)
      }
    #endif
  }

  #if os(Linux) && canImport(Glibc)
    /// The C library's name and version (`glibc 2.36`), or `nil` if it does not say.
    private static func libraryVersion() -> String? {
      var buffer = [CChar](repeating: 0, count: 64)
      let length = confstr(Int32(_CS_GNU_LIBC_VERSION), &buffer, buffer.count)
      guard length > 0, length <= buffer.count else { return nil }
      return String(decoding: buffer[0..<(length - 1)].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
  #endif
}
