import Testing

@testable import ConstraintSolver

/// `RawArray`, the tableau's manually managed buffer: known answers for each operation, and a
/// seeded random sequence of operations compared with a Swift `Array` after every step. `.ci/run`
/// also runs these under AddressSanitizer, which catches reads past the allocation, use after
/// free and double frees.
@Suite struct RawArrayTests {
  /// A trivial element with two fields, as the tableau stores.
  struct Cell: Equatable {
    var symbol: Int32
    var value: Double
  }

  @Test func anEmptyArrayOwnsNothing() {
    var array = RawArray<Int>()
    #expect(array.isEmpty && array.count == 0 && array.capacity == 0 && array.base == nil)
    #expect(array.elements == [])
    var copy = array.clone()
    #expect(copy.base == nil)
    array.deallocate()  // nothing to free: harmless
    copy.deallocate()
    var none = RawArray(repeating: 7, count: 0)
    #expect(none.base == nil)
    none.deallocate()
  }

  @Test func appendGrowsGeometricallyAndKeepsTheContents() {
    var array = RawArray<Int>()
    defer { array.deallocate() }
    var capacities: [Int] = []
    for value in 0..<20 {
      array.append(value * 3)
      if capacities.last != array.capacity { capacities.append(array.capacity) }
    }
    #expect(capacities == [4, 8, 16, 32])
    #expect(array.elements == (0..<20).map { $0 * 3 })
    // Typed ids index by their offset: symbol 5 and slot 5 are element 5.
    #expect(array[19] == 57 && array[Symbol(id: 5)] == 15 && array[Slot(index: 5)] == 15)
    array.reserve(10)  // smaller than the capacity: nothing changes
    #expect(array.capacity == 32)
    array.reserve(100)
    #expect(array.capacity == 100 && array.count == 20 && array[19] == 57)
  }

  @Test func removalsAndInPlaceChanges() {
    var array = RawArray(repeating: Cell(symbol: 0, value: 0), count: 3)
    defer { array.deallocate() }
    #expect(array.capacity == 4)
    array[0] = Cell(symbol: 1, value: 1.5)
    array[Slot(index: 1)] = Cell(symbol: 2, value: 2.5)
    array.pointer(at: 2).pointee.value = -4
    array.append(Cell(symbol: 4, value: 8))
    #expect(array.elements.map(\.symbol) == [1, 2, 0, 4])
    #expect(array[2].value == -4)
    // swapRemove moves the last element into the hole; removing the last moves nothing.
    array.swapRemove(at: 0)
    #expect(array.elements.map(\.symbol) == [4, 2, 0])
    array.swapRemove(at: 2)
    #expect(array.elements.map(\.symbol) == [4, 2])
    #expect(array.removeLast() == Cell(symbol: 2, value: 2.5))
    #expect(array.count == 1)
    array.append(Cell(symbol: 9, value: 9))
    array.append(Cell(symbol: 10, value: 10))
    array.truncate(to: 1)
    #expect(array.elements == [Cell(symbol: 4, value: 8)])
    array.removeAll()
    #expect(array.isEmpty && array.capacity == 4, "the allocation is kept")
  }

  @Test func aCloneIsIndependentAndACopyAliases() {
    var array = RawArray<Int>()
    for value in 1...5 { array.append(value) }
    var clone = array.clone()
    #expect(clone.capacity == 5, "sized to fit")
    let alias = array
    array[0] = 100
    #expect(alias[0] == 100, "a copy of the struct shares the memory")
    #expect(clone[0] == 1)
    clone.append(6)
    #expect(array.count == 5 && clone.elements == [1, 2, 3, 4, 5, 6])
    array.deallocate()
    #expect(array.isEmpty && array.base == nil && array.capacity == 0)
    // Reusable after deallocate.
    array.append(42)
    #expect(array.elements == [42])
    array.deallocate()
    clone.deallocate()
  }

  @Test func randomOperationsMatchASwiftArray() {
    let seed: UInt64 = 0x5EED_4A77
    var random = SplitMix64(seed: seed)
    for trial in 0..<50 {
      var array = RawArray<Cell>()
      var model: [Cell] = []
      for step in 0..<400 {
        let cell = Cell(symbol: Int32(step), value: Double(random.next() % 1000) / 8)
        switch random.next() % 10 {
        case 0, 1, 2, 3:
          array.append(cell)
          model.append(cell)
        case 4 where !model.isEmpty:
          #expect(array.removeLast() == model.removeLast(), "seed \(seed), trial \(trial)")
        case 5 where !model.isEmpty:
          let index = Int(random.next() % UInt64(model.count))
          array.swapRemove(at: index)
          model.swapAt(index, model.count - 1)
          model.removeLast()
        case 6 where !model.isEmpty:
          let count = Int(random.next() % UInt64(model.count + 1))
          array.truncate(to: count)
          model.removeSubrange(count...)
        case 7 where !model.isEmpty:
          let index = Int(random.next() % UInt64(model.count))
          array.pointer(to: Symbol(index)).pointee.value += 1
          model[index].value += 1
        case 8:
          var clone = array.clone()
          array.deallocate()
          array = clone
          clone = RawArray()
          clone.deallocate()
        case 9 where random.next() % 8 == 0:
          array.removeAll()
          model.removeAll()
        default:
          array.reserve(Int(random.next() % 64))
        }
        if array.elements != model {
          Issue.record("seed \(seed), trial \(trial), step \(step): \(array.elements) ≠ \(model)")
          break
        }
        #expect(array.capacity >= array.count)
      }
      array.deallocate()
    }
  }
}
