import Testing

@testable import ConstraintSolver

/// `BufferPool`, the memory of the tableau's rows and columns: capacity classes, reuse of
/// released buffers, the system allocator beyond the largest class, and a seeded random
/// sequence of pooled arrays compared with Swift arrays. `.ci/run` also runs these under
/// AddressSanitizer.
@Suite struct BufferPoolTests {
  @Test func capacitiesArePowersOfTwoFromTheSmallestClass() {
    // Cells (16 bytes) and slots (4 bytes) start at 4 elements; one-byte elements at 8, room
    // for a free list's 8-byte link.
    #expect(BufferPool<Cell>.smallestCapacity == 4)
    #expect(BufferPool<Slot>.smallestCapacity == 4)
    #expect(BufferPool<UInt8>.smallestCapacity == 8)
    // 0...4 → 4, 5 → 8, 8 → 8, 9 → 16, 1000 → 1024, 1025 → 2048.
    let requests = [0, 1, 4, 5, 8, 9, 1000, 1025]
    #expect(requests.map(BufferPool<Cell>.capacity(for:)) == [4, 4, 4, 8, 8, 16, 1024, 2048])
    // 4 << 9 = 2,048 elements in the largest of the 10 classes.
    #expect(BufferPool<Cell>.largestPooledCapacity == 2_048)
  }

  @Test func aReleasedBufferIsReusedByItsClassOnly() {
    var pool = BufferPool<Cell>()
    defer { pool.deallocate() }
    let first = pool.allocate(capacity: 3)
    let second = pool.allocate(capacity: 3)
    #expect(first.capacity == 4 && second.capacity == 4)
    // Carved one after the other from the first chunk: 4 cells of 16 bytes apart.
    #expect(second.base == first.base + 4)
    pool.release(first.base, capacity: first.capacity)
    let eight = pool.allocate(capacity: 8)
    #expect(eight.base != first.base, "another class does not take the released buffer")
    let again = pool.allocate(capacity: 2)
    #expect(again.base == first.base, "the same class takes it back")
    // Last released, first reused.
    pool.release(second.base, capacity: 4)
    pool.release(again.base, capacity: 4)
    #expect(pool.allocate(capacity: 4).base == again.base)
    #expect(pool.allocate(capacity: 4).base == second.base)
  }

  @Test func buffersBeyondTheLargestClassComeFromTheSystem() {
    var pool = BufferPool<Slot>()
    defer { pool.deallocate() }
    let large = pool.allocate(capacity: 3_000)
    #expect(large.capacity == 4_096)
    large.base.initialize(repeating: Slot(7), count: large.capacity)
    #expect(large.base[4_095] == Slot(7))
    pool.release(large.base, capacity: large.capacity)  // back to the system
    var array = RawArray<Slot>()
    for index in 0..<5_000 { array.append(Slot(index), in: &pool) }
    #expect(array.capacity == 8_192 && array[4_999] == Slot(4_999))
    array.release(to: &pool)
    #expect(array.base == nil && array.count == 0 && array.capacity == 0)
  }

  @Test func pooledArraysGrowReserveAndClone() {
    var pool = BufferPool<Cell>()
    defer { pool.deallocate() }
    var array = RawArray<Cell>()
    var capacities: [Int] = []
    for index in 0..<20 {
      array.append(Cell(symbol: Symbol(index), coefficient: Double(index)), in: &pool)
      if capacities.last != array.capacity { capacities.append(array.capacity) }
    }
    #expect(capacities == [4, 8, 16, 32])
    array.reserve(33, in: &pool)
    #expect(array.capacity == 64 && array.count == 20)
    var clone = array.clone(in: &pool)
    #expect(clone.capacity == 32, "the class that fits 20")
    clone.pointer(at: 0).pointee.coefficient = -1
    #expect(array[0].coefficient == 0 && clone[0].coefficient == -1)
    let coefficients: [Double] = (1..<20).map { Double($0) }
    #expect(clone.elements.dropFirst().map(\.coefficient) == coefficients)
    clone.release(to: &pool)
    array.release(to: &pool)
  }

  @Test func randomPooledArraysMatchSwiftArrays() {
    let seed: UInt64 = 0xB0FF_E125
    var random = SplitMix64(seed: seed)
    var pool = BufferPool<Cell>()
    defer { pool.deallocate() }
    var arrays = (0..<8).map { _ in RawArray<Cell>() }
    var models = [[Double]](repeating: [], count: 8)
    for step in 0..<4_000 {
      let which = Int(random.next() % 8)
      switch random.next() % 8 {
      case 0, 1, 2, 3:
        let value = Double(step)
        arrays[which].append(Cell(symbol: Symbol(step), coefficient: value), in: &pool)
        models[which].append(value)
      case 4:
        arrays[which].reserve(Int(random.next() % 300), in: &pool)
      case 5:
        arrays[which].release(to: &pool)
        models[which] = []
      case 6:
        let other = (which + 1) % 8
        let clone = arrays[which].clone(in: &pool)
        arrays[other].release(to: &pool)
        arrays[other] = clone
        models[other] = models[which]
      default:
        if !models[which].isEmpty {
          arrays[which].swapRemove(at: 0)
          models[which].swapAt(0, models[which].count - 1)
          models[which].removeLast()
        }
      }
      for index in 0..<8 where arrays[index].elements.map(\.coefficient) != models[index] {
        Issue.record("seed \(seed), step \(step): array \(index) differs from its model")
        return
      }
    }
    for index in 0..<8 { arrays[index].release(to: &pool) }
  }
}
