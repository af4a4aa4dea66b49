/// An id that indexes the tableau's tables: a ``Symbol``, a ``Slot`` or a ``Variable``.
///
/// Each kind of id has its own type, so a slot cannot index a symbol table by mistake in a
/// signature; the wrapper costs nothing once inlined.
protocol TableIndex {
  /// The position of the id's entry in its tables.
  var offset: Int { get }
}

/// A growable array of trivial (plain-data) elements in manually managed memory.
///
/// The tableau's hot loops run over these buffers through raw pointers: no reference counting,
/// no uniqueness checks, no exclusivity checks. The price is manual ownership: whoever owns a
/// `RawArray` must call ``deallocate()`` exactly once, and a copy of the struct aliases the same
/// memory (use ``clone()`` for an independent copy). Bounds are checked in debug builds only.
///
/// `Element` must be a trivial type (no references, no non-trivial copies): memory is moved with
/// plain copies and never deinitialized.
struct RawArray<Element> {
  /// The first element, or `nil` while nothing has been allocated.
  private(set) var base: UnsafeMutablePointer<Element>?
  /// The number of elements in use.
  private(set) var count: Int
  /// The number of elements the allocation can hold.
  private(set) var capacity: Int

  /// An empty array that owns no memory.
  init() {
    base = nil
    count = 0
    capacity = 0
  }

  /// An array of `count` copies of `value`.
  init(repeating value: Element, count: Int) {
    self.init()
    if count > 0 {
      reserve(count)
      base!.initialize(repeating: value, count: count)
      self.count = count
    }
  }

  /// Whether the array holds no elements.
  @inline(__always) var isEmpty: Bool { count == 0 }

  /// The element at `index`, which *must* be within `0..<count`.
  @inline(__always) subscript(index: Int) -> Element {
    get {
      assert(index >= 0 && index < count, "RawArray index \(index) out of range 0..<\(count)")
      return base.unsafelyUnwrapped[index]
    }
    nonmutating set {
      assert(index >= 0 && index < count, "RawArray index \(index) out of range 0..<\(count)")
      base.unsafelyUnwrapped[index] = newValue
    }
  }

  /// The element of the table entry `index` (a symbol's, a row's or a variable's).
  @inline(__always) subscript<Index: TableIndex>(index: Index) -> Element {
    get { self[index.offset] }
    nonmutating set { self[index.offset] = newValue }
  }

  /// A pointer to the element at `offset`, for in-place mutation of its fields.
  @inline(__always) func pointer(at offset: Int) -> UnsafeMutablePointer<Element> {
    assert(offset >= 0 && offset < count, "RawArray index \(offset) out of range 0..<\(count)")
    return base.unsafelyUnwrapped + offset
  }

  /// A pointer to the element of the table entry `index`, for in-place mutation of its fields.
  @inline(__always) func pointer<Index: TableIndex>(
    to index: Index
  ) -> UnsafeMutablePointer<Element> {
    pointer(at: index.offset)
  }

  /// Makes room for at least `minimumCapacity` elements, keeping the contents.
  mutating func reserve(_ minimumCapacity: Int) {
    guard minimumCapacity > capacity else { return }
    let newCapacity = Swift.max(minimumCapacity, capacity * 2, 4)
    let newBase = UnsafeMutablePointer<Element>.allocate(capacity: newCapacity)
    if let base {
      newBase.moveInitialize(from: base, count: count)
      base.deallocate()
    }
    base = newBase
    capacity = newCapacity
  }

  /// Takes `newBase` (holding `newCount` initialized elements, room for `newCapacity`) as the
  /// array's memory; the old buffer *must* have been moved and released by the caller (see
  /// ``BufferPool``).
  @inline(__always) mutating func adopt(
    _ newBase: UnsafeMutablePointer<Element>, count newCount: Int, capacity newCapacity: Int
  ) {
    base = newBase
    count = newCount
    capacity = newCapacity
  }

  /// Appends an element, growing the allocation geometrically when needed.
  @inline(__always) mutating func append(_ element: Element) {
    if count == capacity { reserve(count + 1) }
    appendWithinCapacity(element)
  }

  /// Appends an element; there *must* be room for it (``count`` < ``capacity``).
  @inline(__always) mutating func appendWithinCapacity(_ element: Element) {
    assert(count < capacity, "RawArray append beyond its capacity \(capacity)")
    (base.unsafelyUnwrapped + count).initialize(to: element)
    count += 1
  }

  /// Removes and returns the last element; the array *must* not be empty.
  @inline(__always) @discardableResult mutating func removeLast() -> Element {
    assert(count > 0, "removeLast on an empty RawArray")
    count -= 1
    return base.unsafelyUnwrapped[count]
  }

  /// Removes the element at `index` by moving the last element into its place (order changes).
  @inline(__always) mutating func swapRemove(at index: Int) {
    assert(index >= 0 && index < count, "RawArray index \(index) out of range 0..<\(count)")
    count -= 1
    if index != count { base.unsafelyUnwrapped[index] = base.unsafelyUnwrapped[count] }
  }

  /// Shortens the array to `newCount` elements, which *must* not exceed ``count``.
  @inline(__always) mutating func truncate(to newCount: Int) {
    assert(newCount >= 0 && newCount <= count, "RawArray truncate to \(newCount) of \(count)")
    count = newCount
  }

  /// Removes every element, keeping the allocation.
  @inline(__always) mutating func removeAll() { count = 0 }

  /// An independent copy with its own memory (sized to fit the contents).
  func clone() -> RawArray<Element> {
    var copy = RawArray()
    if count > 0 {
      copy.reserve(count)
      copy.base!.initialize(from: base!, count: count)
      copy.count = count
    }
    return copy
  }

  /// Frees the memory; the array is empty afterwards and may be reused.
  mutating func deallocate() {
    base?.deallocate()
    base = nil
    count = 0
    capacity = 0
  }

  /// The elements, copied into a Swift array (for tests, dumps and diagnostics).
  var elements: [Element] {
    guard let base, count > 0 else { return [] }
    return Array(UnsafeBufferPointer(start: base, count: count))
  }
}
