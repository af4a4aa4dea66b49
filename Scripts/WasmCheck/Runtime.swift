// The entry point of the checks, and for WebAssembly what a C library would provide: Embedded
// Swift for wasm32-unknown-none-wasm links against nothing, so this file gives it a memory
// allocator over `memory.grow` (`posix_memalign`, and `free` under the name `__wrap_free`),
// `memcmp`, `putchar` (buffered, written with WASI's `fd_write`), `arc4random_buf` (a fixed
// sequence: only hashing seeds use it, and no order of a Dictionary or Set reaches the output),
// `__multi3` (128-bit multiplication, from compiler-rt on other targets) and `_start`, which
// exits with WASI's `proc_exit` (WASI's functions are the only imports). The host builds get
// `main` only, and the C library's functions.

#if arch(wasm32)
  import Builtin

  /// WASI's `fd_write`: writes the buffers of `iovs` (pairs of address and length) to `fd`.
  @_extern(wasm, module: "wasi_snapshot_preview1", name: "fd_write") @_extern(c)
  func wasiFdWrite(
    _ fd: Int32, _ iovs: UnsafeRawPointer, _ iovsCount: Int32,
    _ written: UnsafeMutablePointer<Int32>
  ) -> Int32

  /// WASI's `proc_exit`: ends the program with an exit status.
  @_extern(wasm, module: "wasi_snapshot_preview1", name: "proc_exit") @_extern(c)
  func wasiProcExit(_ status: Int32)

  /// Runs the checks and exits with status 1 if one failed.
  @_cdecl("_start")
  public func start() {
    let failures = runChecks()
    Output.flush()
    wasiProcExit(failures == 0 ? 0 : 1)
  }

  // MARK: - Output

  /// Standard output, buffered by line.
  enum Output {
    /// The size of the buffer, in bytes.
    static let capacity = 4096
    /// The buffer, allocated at the first byte written.
    nonisolated(unsafe) static var buffer: UnsafeMutablePointer<UInt8>? = nil
    /// The number of bytes waiting in the buffer.
    nonisolated(unsafe) static var count = 0

    /// Adds a byte; writes the buffer out at a newline or when it is full.
    static func put(_ byte: UInt8) {
      if buffer == nil { buffer = .allocate(capacity: capacity) }
      buffer![count] = byte
      count += 1
      if byte == 10 || count == capacity { flush() }
    }

    /// Writes out what the buffer holds, stopping the program if standard output fails.
    static func flush() {
      guard let buffer else { return }
      var offset = 0
      while offset < count {
        var iov: (UInt32, UInt32) = (
          UInt32(UInt(bitPattern: buffer + offset)), UInt32(count - offset)
        )
        var written: Int32 = 0
        let status = withUnsafePointer(to: &iov) { wasiFdWrite(1, $0, 1, &written) }
        if status != 0 || written <= 0 { wasiProcExit(70) }
        offset += Int(written)
      }
      count = 0
    }
  }

  /// C's `putchar`, which Embedded Swift's `print` calls for each byte.
  @_cdecl("putchar")
  public func putchar(_ character: Int32) -> Int32 {
    Output.put(UInt8(truncatingIfNeeded: character))
    return character
  }

  // MARK: - Memory

  /// A size-class allocator: blocks of 2^k bytes (k from 5), each starting with a 16-byte
  /// header, taken from free lists or carved from memory added with `memory.grow`; a freed
  /// block goes back to the list of its class. Memory is never returned to the host.
  enum Heap {
    static let headerSize = 16
    static let classCount = 32
    /// The heads of the free lists, by class (in the first bytes of the heap).
    nonisolated(unsafe) static var freeLists: UnsafeMutablePointer<UInt>? = nil
    /// The part of the last growth not yet carved into blocks: from `top` to `end`.
    nonisolated(unsafe) static var top: UInt = 0
    /// The end of the memory added so far.
    nonisolated(unsafe) static var end: UInt = 0

    /// Adds at least `bytes` bytes of memory; false when the host refuses.
    static func grow(atLeast bytes: UInt) -> Bool {
      let pageSize: UInt = 65536
      let pages = Swift.max((bytes + pageSize - 1) / pageSize, 16)
      let previous = Int32(
        Builtin.int_wasm_memory_grow_Int32(Int32(0)._value, Int32(pages)._value))
      if previous < 0 { return false }
      let start = UInt(previous) * pageSize
      if start != end { top = start }  // not contiguous with the previous growth
      end = start + pages * pageSize
      return true
    }

    /// The smallest class whose blocks hold `bytes` bytes.
    static func sizeClass(for bytes: UInt) -> Int {
      var sizeClass = 5
      while (1 << sizeClass) < bytes { sizeClass += 1 }
      return sizeClass
    }

    /// A block of the given class, or nil when memory runs out.
    static func block(of sizeClass: Int) -> UInt? {
      if freeLists == nil {
        // 128 bytes, a multiple of 32: the blocks carved after the table are 32-byte aligned.
        let tableSize = UInt(classCount * MemoryLayout<UInt>.size)
        guard grow(atLeast: tableSize) else { return nil }
        freeLists = UnsafeMutablePointer(bitPattern: top)
        freeLists!.initialize(repeating: 0, count: classCount)
        top += tableSize
      }
      if let head = UnsafeMutablePointer<UInt>(bitPattern: freeLists![sizeClass]) {
        freeLists![sizeClass] = head.pointee
        return UInt(bitPattern: head)
      }
      let size: UInt = 1 << sizeClass
      if end - top < size, !grow(atLeast: size) { return nil }
      let block = top
      top += size
      return block
    }

    /// Memory for `size` bytes aligned to `alignment` (a power of two), or nil.
    static func allocate(size: Int, alignment: Int) -> UnsafeMutableRawPointer? {
      let alignment = UInt(Swift.max(alignment, headerSize))
      guard size >= 0, size < 1 << 30 else { return nil }
      let sizeClass = sizeClass(for: UInt(size) + alignment)
      guard let block = block(of: sizeClass) else { return nil }
      // The user's memory follows the header; the header's last 8 bytes say where the block
      // starts and its class.
      let user = (block + UInt(headerSize) + alignment - 1) & ~(alignment - 1)
      UnsafeMutablePointer<UInt32>(bitPattern: user - 8)!.pointee = UInt32(block)
      UnsafeMutablePointer<UInt32>(bitPattern: user - 4)!.pointee = UInt32(sizeClass)
      return UnsafeMutableRawPointer(bitPattern: user)
    }

    /// Puts the block of `pointer` back on its free list.
    static func free(_ pointer: UnsafeMutableRawPointer) {
      let user = UInt(bitPattern: pointer)
      let block = UInt(UnsafeMutablePointer<UInt32>(bitPattern: user - 8)!.pointee)
      let sizeClass = Int(UnsafeMutablePointer<UInt32>(bitPattern: user - 4)!.pointee)
      UnsafeMutablePointer<UInt>(bitPattern: block)!.pointee = freeLists![sizeClass]
      freeLists![sizeClass] = block
    }
  }

  /// C's `posix_memalign`, the Swift runtime's allocation function.
  @_cdecl("posix_memalign")
  public func posix_memalign(
    _ result: UnsafeMutablePointer<UnsafeMutableRawPointer?>, _ alignment: Int, _ size: Int
  ) -> Int32 {
    guard let memory = Heap.allocate(size: size, alignment: alignment) else { return 12 }
    result.pointee = memory
    return 0
  }

  /// C's `free`. Swift reserves the name `free` for its runtime (`@_cdecl("free")` is a warning
  /// that is to become an error), so this is `__wrap_free`, and the link's `--wrap=free` makes
  /// every call of `free` call it.
  @_cdecl("__wrap_free")
  public func wrapFree(_ pointer: UnsafeMutableRawPointer?) {
    if let pointer { Heap.free(pointer) }
  }

  /// C's `memcmp`.
  @_cdecl("memcmp")
  public func memcmp(_ lhs: UnsafeRawPointer, _ rhs: UnsafeRawPointer, _ count: Int) -> Int32 {
    var index = 0
    while index < count {
      let a = lhs.load(fromByteOffset: index, as: UInt8.self)
      let b = rhs.load(fromByteOffset: index, as: UInt8.self)
      if a != b { return a < b ? -1 : 1 }
      index += 1
    }
    return 0
  }

  // MARK: - Other runtime pieces

  /// C's `arc4random_buf`, for the hashing seed: SplitMix64 from a fixed state, so runs repeat.
  @_cdecl("arc4random_buf")
  public func arc4random_buf(_ buffer: UnsafeMutableRawPointer, _ count: Int) {
    enum Seed { nonisolated(unsafe) static var state: UInt64 = 0x5452_454c_4c49_5321 }
    for index in 0..<count {
      Seed.state &+= 0x9E37_79B9_7F4A_7C15
      var z = Seed.state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      z ^= z >> 31
      buffer.storeBytes(of: UInt8(truncatingIfNeeded: z), toByteOffset: index, as: UInt8.self)
    }
  }

  /// compiler-rt's `__multi3`, the low 128 bits of a 128-bit product, which LLVM calls for
  /// 128-bit multiplications (the shortest-form printing of doubles uses them). In the wasm32
  /// C ABI the result is returned through a pointer and each operand is two 64-bit halves.
  /// Built from 32-bit halves, so that it contains no 128-bit multiplication (which would call
  /// itself).
  @_cdecl("__multi3")
  public func multi3(
    _ result: UnsafeMutablePointer<UInt64>, _ aLow: UInt64, _ aHigh: UInt64, _ bLow: UInt64,
    _ bHigh: UInt64
  ) {
    // aLow · bLow in full (128 bits), from four 32 × 32 → 64-bit products.
    let a0 = aLow & 0xFFFF_FFFF
    let a1 = aLow >> 32
    let b0 = bLow & 0xFFFF_FFFF
    let b1 = bLow >> 32
    let p00 = a0 &* b0
    let p01 = a0 &* b1
    let p10 = a1 &* b0
    let p11 = a1 &* b1
    let middle = (p00 >> 32) &+ (p01 & 0xFFFF_FFFF) &+ (p10 & 0xFFFF_FFFF)
    let low = (middle << 32) | (p00 & 0xFFFF_FFFF)
    var high = p11 &+ (p01 >> 32) &+ (p10 >> 32) &+ (middle >> 32)
    // The cross terms only reach the high half; aHigh · bHigh falls beyond 128 bits.
    high &+= aLow &* bHigh &+ aHigh &* bLow
    result[0] = low
    result[1] = high
  }
#else
  /// Runs the checks; the exit status is 1 if one failed.
  @_cdecl("main")
  public func main(
    _ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?
  ) -> Int32 {
    runChecks() == 0 ? 0 : 1
  }
#endif
