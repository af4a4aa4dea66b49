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

  /// The element at `index` (an `Int32` index, as symbol ids and slots are stored).
  @inline(__always) subscript(index: Int32) -> Element {
    get { self[Int(index)] }
    nonmutating set { self[Int(index)] = newValue }
  }

  /// A pointer to the element at `index`, for in-place mutation of its fields.
  @inline(__always) func pointer(to index: Int32) -> UnsafeMutablePointer<Element> {
    assert(index >= 0 && Int(index) < count, "RawArray index \(index) out of range 0..<\(count)")
    return base.unsafelyUnwrapped + Int(index)
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

  /// Appends an element, growing the allocation geometrically when needed.
  @inline(__always) mutating func append(_ element: Element) {
    if count == capacity { reserve(count + 1) }
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
