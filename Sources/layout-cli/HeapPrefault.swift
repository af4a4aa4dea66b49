#if os(Linux) && canImport(Glibc)
  import Glibc
#endif

/// Faults in the heap of a large run on the second processor, ahead of the run's own use.
///
/// The kernel zeroes each page of the heap the first time it is touched, and on this machine
/// that took a fifth to a third of a 100,000-view run's time, all on the thread that touched the
/// page. So, for input files of 256 KiB or more (``HeapTuning/minimumPrefaultBytes``), the tool
/// reserves heap for ``bytesPerInputByte`` bytes per byte of its input (at most
/// ``maximumBytes``) and starts one thread that asks the kernel to populate that memory
/// (`MADV_POPULATE_WRITE`, Linux 5.14 and later). The thread writes nothing, so it cannot
/// disturb what the run stores there; the run then finds its pages ready. Populating runs at the
/// same time as the parse, on a processor that is otherwise idle. Then the thread follows the
/// heap's end: a run that needs more than the reservation grows its heap
/// ``HeapTuning/topPadBytes`` at a time, and the thread populates each step as it appears
/// (``populateAndFollow(_:follows:)``), for input files of 1 MiB or more.
///
/// The reservation stays in the heap because the allocator keeps what is freed: the process
/// that ``HeapTuning`` runs again is told so by its tunables, any other by
/// ``keepFreedHeap(growsInSteps:)``.
/// A generated layout uses 24 to 30 bytes of heap per byte of its file, so the reservation is
/// used up by the run; a file that is mostly long strings uses less, and keeps the rest of the
/// reservation resident until it exits (at most 24 bytes per byte of input). Nothing the tool
/// prints or writes depends on it. Where the kernel refuses (older kernels), the thread stops at
/// once. ``HeapTuning/prefaultsInProcess(inputBytes:environment:libraryVersion:)`` says when it
/// is done without running again; `LAYOUT_CLI_HUGE_PAGES=0` turns it off.
enum HeapPrefault {
  /// The heap reserved and populated per byte of the input files: 24 bytes, the least a generated
  /// layout uses (the deep 100,000-view file's `check` peaks at 24.7), so that the run finds
  /// almost every page it touches ready and the reservation adds little to its peak.
  static let bytesPerInputByte = 24

  /// The most heap reserved and populated: 1,152 MiB, three quarters of the tuned heap's trim
  /// threshold (``HeapTuning/trimThresholdBytes``), so that freeing the reservation keeps it in
  /// the heap. The flat 100,000-view file (40 MB) asks for 960 MB and peaks at 950 MB; under
  /// the earlier 768 MiB the run faulted in the rest itself, which made its `check` 1.15–1.19×
  /// slower.
  static let maximumBytes = HeapTuning.trimThresholdBytes / 4 * 3

  /// The size of the blocks the reservation is made of: 8 MiB, a quarter of the tuned heap's
  /// mmap threshold (``HeapTuning/mmapThresholdBytes``), so that each is taken from the heap.
  static let blockBytes = HeapTuning.mmapThresholdBytes / 4

  /// The heap to reserve and populate for input files of `inputBytes` bytes in all:
  /// ``bytesPerInputByte`` per byte of input, at most ``maximumBytes``.
  static func bytesToPopulate(inputBytes: Int) -> Int {
    min(max(inputBytes, 0), maximumBytes / bytesPerInputByte) * bytesPerInputByte
  }

  /// Reserves `bytes` of heap and starts the thread that populates it; does nothing for 0.
  ///
  /// Call it first thing, once the allocator keeps what is freed, before the run allocates:
  /// the reservation is made at the top of the heap, where the run's allocations then come
  /// from, in order.
  ///
  /// - Parameters:
  ///   - bytes: the heap to reserve and populate (``bytesToPopulate(inputBytes:)``).
  ///   - followsHeap: whether the thread then follows the heap's end
  ///     (``populateAndFollow(_:follows:)``): for input files of ``HeapTuning/minimumInputBytes``
  ///     or more. A smaller run would pay for populating a step of the heap it never uses: the
  ///     1,000-view `solve` used 1.6 times the processor time and took 1.15 times as long.
  static func start(bytes: Int, followsHeap: Bool) {
    #if os(Linux) && canImport(Glibc)
      guard bytes > 0, let before = sbrk(0) else { return }
      var blocks: [UnsafeMutableRawPointer] = []
      blocks.reserveCapacity(bytes / blockBytes + 1)
      var reserved = 0
      while reserved < bytes {
        let size = min(blockBytes, bytes - reserved)
        guard let block = malloc(size) else { break }
        // Handed to the kernel (a no-op), the block is not optimized away with its `free`.
        _ = madvise(block, 0, MADV_NORMAL)
        blocks.append(block)
        reserved += size
      }
      // Freed, the blocks join the top of the heap, which the tuned allocator does not trim.
      for block in blocks { free(block) }
      guard let after = sbrk(0) else { return }
      let page = Int(sysconf(Int32(_SC_PAGESIZE)))
      guard page > 0 else { return }
      let start = (Int(bitPattern: before) + page - 1) & ~(page - 1)
      let end = min(Int(bitPattern: after), start + reserved) & ~(page - 1)
      guard end > start else { return }
      populateInBackground(start..<end, follows: followsHeap)
    #endif
  }

  /// Tells glibc's allocator the trim and mmap thresholds that the process ``HeapTuning`` runs
  /// again is given by its tunables (``HeapTuning/trimThresholdBytes``,
  /// ``HeapTuning/mmapThresholdBytes``): it keeps what is freed at the top of its heap, and
  /// serves blocks up to 32 MiB from it; and, when `growsInSteps`, its top pad
  /// (``HeapTuning/topPadBytes``), so that the thread that follows the heap has a step to
  /// populate ahead of the run. `mallopt` is looked up by name, so the tool still links and runs
  /// with another C library.
  ///
  /// - Returns: Whether every setting was taken.
  static func keepFreedHeap(growsInSteps: Bool) -> Bool {
    #if os(Linux) && canImport(Glibc)
      guard let symbol = dlsym(dlopen(nil, RTLD_NOW), "mallopt") else { return false }
      typealias Mallopt = @convention(c) (Int32, Int32) -> Int32
      let mallopt = unsafeBitCast(symbol, to: Mallopt.self)
      // `M_TRIM_THRESHOLD`, `M_TOP_PAD` and `M_MMAP_THRESHOLD` in glibc's `malloc.h`.
      let trimThreshold: Int32 = -1
      let topPad: Int32 = -2
      let mmapThreshold: Int32 = -3
      return mallopt(trimThreshold, Int32(HeapTuning.trimThresholdBytes)) == 1
        && (!growsInSteps || mallopt(topPad, Int32(HeapTuning.topPadBytes)) == 1)
        && mallopt(mmapThreshold, Int32(HeapTuning.mmapThresholdBytes)) == 1
    #else
      return false
    #endif
  }

  #if os(Linux) && canImport(Glibc)
    /// `madvise`'s advice to populate pages writable without writing to them.
    static let populateWrite: Int32 = 23

    /// Populates the pages of `addresses` (page-aligned) without writing to them, 2 MiB at a
    /// time in increasing order (the order a run uses the heap), and stops at the first refusal.
    ///
    /// - Returns: How many bytes were populated, from the start of `addresses`.
    @discardableResult
    static func populate(_ addresses: Range<Int>) -> Int {
      let chunk = 2 << 20
      var address = addresses.lowerBound
      while address < addresses.upperBound {
        let length = min(chunk, addresses.upperBound - address)
        let start = UnsafeMutableRawPointer(bitPattern: address)
        if madvise(start, length, populateWrite) != 0 { break }
        address += length
      }
      return address - addresses.lowerBound
    }

    /// How long the thread waits before looking at the heap's end again: 200 µs.
    static let followIntervalMicroseconds: UInt32 = 200

    /// Populates `addresses`, then, if `follows`, follows the heap's end (`sbrk(0)`,
    /// page-aligned) with ``follow(from:top:populate:wait:)``.
    static func populateAndFollow(_ addresses: Range<Int>, follows: Bool) {
      guard populate(addresses) == addresses.count, follows else { return }
      let page = Int(sysconf(Int32(_SC_PAGESIZE)))
      guard page > 0 else { return }
      follow(
        from: addresses.upperBound,
        top: { sbrk(0).map { Int(bitPattern: $0) & ~(page - 1) } },
        populate: { populate($0) },
        wait: { usleep(followIntervalMicroseconds) })
    }
  #endif

  /// How many looks in a row at a heap that did not grow end the populating thread: 5,000,
  /// about a second (the run has stopped growing its heap, or is over).
  static let followLimit = 5_000

  /// What the populating thread does once the reservation is populated: each time the heap's
  /// end (`top`) is past what was populated, it populates up to it, from `start`; otherwise it
  /// waits. The heap grows ``HeapTuning/topPadBytes`` beyond each request, so the thread can
  /// populate a step while the run still uses the one before. A heap that shrank (trimmed) is
  /// populated again from its new end when it grows back.
  ///
  /// It stops when `populate` does less than asked (the kernel refused), when `top` is `nil`,
  /// or after ``followLimit`` looks in a row at a heap that did not grow.
  static func follow(
    from start: Int, top: () -> Int?, populate: (Range<Int>) -> Int, wait: () -> Void
  ) {
    var populated = start
    var unchanged = 0
    while unchanged < followLimit {
      guard let top = top() else { return }
      populated = min(populated, top)
      guard top > populated else {
        unchanged += 1
        wait()
        continue
      }
      unchanged = 0
      let count = populate(populated..<top)
      if count < top - populated { return }
      populated = top
    }
  }

  #if os(Linux) && canImport(Glibc)
    /// Starts a detached thread that runs ``populateAndFollow(_:follows:)`` on `addresses`. The
    /// thread blocks every signal: they stay with the main thread, which handles them.
    private static func populateInBackground(_ addresses: Range<Int>, follows: Bool) {
      let range = UnsafeMutablePointer<(Range<Int>, Bool)>.allocate(capacity: 1)
      range.initialize(to: (addresses, follows))
      var all = sigset_t()
      var previous = sigset_t()
      sigfillset(&all)
      pthread_sigmask(SIG_SETMASK, &all, &previous)
      var thread = pthread_t()
      let created = pthread_create(
        &thread, nil,
        { argument in
          guard let argument else { return nil }
          let pointer = argument.assumingMemoryBound(to: (Range<Int>, Bool).self)
          let (addresses, follows) = pointer.move()
          pointer.deallocate()
          HeapPrefault.populateAndFollow(addresses, follows: follows)
          return nil
        }, range)
      pthread_sigmask(SIG_SETMASK, &previous, nil)
      if created == 0 {
        pthread_detach(thread)
      } else {
        range.deinitialize(count: 1)
        range.deallocate()
      }
    }
  #endif
}
