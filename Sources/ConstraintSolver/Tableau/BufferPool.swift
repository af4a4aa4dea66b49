/// Recycles the buffers of the tableau's rows (``Cell``s) and columns (``Slot``s).
///
/// A tableau holds one buffer per row and per symbol, each grown by doubling while it is built:
/// served by the system allocator, the enaml form's 113 rows and 207 columns cost about 700
/// allocations and as many frees per build, about a fifth of its instructions. The pool carves
/// buffers out of large chunks and keeps the released ones in a free list per capacity class, so
/// an allocation or a release is a few instructions, and tearing the tableau down frees a few
/// chunks instead of every buffer.
///
/// Capacities are powers of two from ``smallestCapacity`` up to ``largestPooledCapacity``; a
/// larger buffer is served by the system allocator and returned to it on release (the capacity
/// tells which). A released buffer holds the link of its class's free list in its first bytes.
/// Buffers of one pool must be released to that pool only; ``deallocate()`` frees every chunk, so
/// it invalidates every pooled buffer that was never released.
///
/// - Complexity: ``allocate(capacity:)`` and ``release(_:capacity:)`` are O(1).
struct BufferPool<Element> {
  /// The head of each capacity class's free list (class k holds buffers of
  /// `smallestCapacity << k` elements).
  private var heads: RawArray<UnsafeMutableRawPointer?>
  /// The chunks buffers are carved from, freed by ``deallocate()``.
  private var chunks: RawArray<UnsafeMutableRawPointer>
  /// The unused part of the newest chunk.
  private var cursor: UnsafeMutableRawPointer?
  /// The bytes left after ``cursor`` in the newest chunk.
  private var remaining: Int
  /// The bytes of all chunks so far (the next chunk is as large, within bounds).
  private var chunkBytes: Int

  /// The capacity of the smallest buffer, 4 elements (and at least 8 bytes, room for a free list's
  /// link).
  static var smallestCapacity: Int {
    MemoryLayout<Element>.stride >= 2 ? 4 : 8
  }

  /// The number of capacity classes: pooled buffers hold up to `smallestCapacity << 9` elements
  /// (2,048 cells, a row far longer than any layout makes).
  static var classCount: Int { 10 }

  /// The largest capacity served from chunks.
  static var largestPooledCapacity: Int { smallestCapacity << (classCount - 1) }

  /// The size of the first chunk, and the bounds of later ones, in bytes.
  static var smallestChunkBytes: Int { 2_048 }
  static var largestChunkBytes: Int { 262_144 }

  /// An empty pool that owns no memory.
  init() {
    heads = RawArray()
    chunks = RawArray()
    cursor = nil
    remaining = 0
    chunkBytes = 0
  }

  /// The capacity class of a pooled buffer of `capacity` elements (a power of two within range).
  @inline(__always) private static func classIndex(ofCapacity capacity: Int) -> Int {
    capacity.trailingZeroBitCount - smallestCapacity.trailingZeroBitCount
  }

  /// The capacity that serves a request for `minimum` elements: the smallest power of two at
  /// least `minimum` and ``smallestCapacity``.
  @inline(__always) static func capacity(for minimum: Int) -> Int {
    if minimum <= smallestCapacity { return smallestCapacity }
    return 1 << (Int.bitWidth - (minimum - 1).leadingZeroBitCount)
  }

  /// A buffer of at least `minimum` elements (uninitialized) and its actual capacity.
  @inline(__always) mutating func allocate(
    capacity minimum: Int
  ) -> (base: UnsafeMutablePointer<Element>, capacity: Int) {
    let capacity = BufferPool.capacity(for: minimum)
    guard capacity <= BufferPool.largestPooledCapacity else {
      return (UnsafeMutablePointer<Element>.allocate(capacity: capacity), capacity)
    }
    let index = BufferPool.classIndex(ofCapacity: capacity)
    if index < heads.count, let head = heads[index] {
      heads[index] = head.load(as: UnsafeMutableRawPointer?.self)
      return (head.assumingMemoryBound(to: Element.self), capacity)
    }
    return (carve(capacity), capacity)
  }

  /// A new buffer of `capacity` elements from the newest chunk (or a new one).
  private mutating func carve(_ capacity: Int) -> UnsafeMutablePointer<Element> {
    let bytes = capacity * MemoryLayout<Element>.stride
    if remaining < bytes {
      // The rest of the old chunk is abandoned (at most one buffer's worth).
      let size = Swift.max(
        bytes,
        Swift.min(
          Swift.max(chunkBytes, BufferPool.smallestChunkBytes), BufferPool.largestChunkBytes))
      let chunk = UnsafeMutableRawPointer.allocate(
        byteCount: size, alignment: Swift.max(MemoryLayout<Element>.alignment, 16))
      chunks.append(chunk)
      chunkBytes += size
      cursor = chunk
      remaining = size
    }
    let start = cursor.unsafelyUnwrapped
    cursor = start + bytes
    remaining -= bytes
    return start.bindMemory(to: Element.self, capacity: capacity)
  }

  /// Takes back a buffer that ``allocate(capacity:)`` returned with this `capacity`; its elements
  /// need no deinitialization (they are trivial).
  @inline(__always) mutating func release(_ base: UnsafeMutablePointer<Element>, capacity: Int) {
    guard capacity <= BufferPool.largestPooledCapacity else {
      base.deallocate()
      return
    }
    let index = BufferPool.classIndex(ofCapacity: capacity)
    while heads.count <= index { heads.append(nil) }
    let raw = UnsafeMutableRawPointer(base)
    raw.storeBytes(of: heads[index], as: UnsafeMutableRawPointer?.self)
    heads[index] = raw
  }

  /// Frees every chunk: every pooled buffer, released or not, becomes invalid. The pool is empty
  /// afterwards and may be reused.
  mutating func deallocate() {
    for index in 0..<chunks.count { chunks[index].deallocate() }
    chunks.deallocate()
    heads.deallocate()
    cursor = nil
    remaining = 0
    chunkBytes = 0
  }
}

extension RawArray {
  /// ``reserve(_:)`` with the memory from `pool` (growing geometrically to the pool's capacity
  /// classes). The array's buffer *must* come from `pool` (or be absent).
  @inline(__always) mutating func reserve(
    _ minimumCapacity: Int, in pool: inout BufferPool<Element>
  ) {
    guard minimumCapacity > capacity else { return }
    grow(toAtLeast: Swift.max(minimumCapacity, capacity * 2), in: &pool)
  }

  /// ``append(_:)`` with the memory from `pool`. The array's buffer *must* come from `pool`.
  @inline(__always) mutating func append(_ element: Element, in pool: inout BufferPool<Element>) {
    if count == capacity { grow(toAtLeast: count + 1, in: &pool) }
    appendWithinCapacity(element)
  }

  /// Moves the contents to a buffer from `pool` of at least `minimum` elements.
  private mutating func grow(toAtLeast minimum: Int, in pool: inout BufferPool<Element>) {
    let (newBase, newCapacity) = pool.allocate(capacity: minimum)
    if let base {
      newBase.moveInitialize(from: base, count: count)
      pool.release(base, capacity: capacity)
    }
    adopt(newBase, count: count, capacity: newCapacity)
  }

  /// Returns the buffer to `pool` (it *must* come from there); the array is empty afterwards and
  /// may be reused.
  @inline(__always) mutating func release(to pool: inout BufferPool<Element>) {
    if let base { pool.release(base, capacity: capacity) }
    self = RawArray()
  }

  /// An independent copy of the contents in a buffer from `pool`.
  func clone(in pool: inout BufferPool<Element>) -> RawArray<Element> {
    var copy = RawArray()
    if count > 0 {
      let (newBase, newCapacity) = pool.allocate(capacity: count)
      newBase.initialize(from: base.unsafelyUnwrapped, count: count)
      copy.adopt(newBase, count: count, capacity: newCapacity)
    }
    return copy
  }
}
