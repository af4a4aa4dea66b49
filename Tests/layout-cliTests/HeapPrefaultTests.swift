import Testing

@testable import layout_cli

#if canImport(Glibc)
  import Glibc
#endif

/// How much heap the tuned process populates ahead of use (``HeapPrefault``), and that
/// populating writes nothing.
@Suite("Heap prefault")
struct HeapPrefaultTests {
  static let mebibyte = 1 << 20

  @Test func twentyFourBytesPerByteOfInput() {
    #expect(HeapPrefault.bytesToPopulate(inputBytes: 0) == 0)
    #expect(HeapPrefault.bytesToPopulate(inputBytes: -5) == 0)
    #expect(HeapPrefault.bytesToPopulate(inputBytes: 1) == 24)
    #expect(HeapPrefault.bytesToPopulate(inputBytes: 384_000) == 9_216_000)
    #expect(HeapPrefault.bytesToPopulate(inputBytes: Self.mebibyte) == 24 * Self.mebibyte)
    #expect(HeapPrefault.bytesToPopulate(inputBytes: 32 * Self.mebibyte) == 768 * Self.mebibyte)
    #expect(HeapPrefault.bytesToPopulate(inputBytes: 40 * 1_000_000) == 960_000_000)
    #expect(HeapPrefault.bytesToPopulate(inputBytes: 48 * Self.mebibyte) == 1_152 * Self.mebibyte)
  }

  @Test func neverMoreThanTheMaximum() {
    #expect(HeapPrefault.maximumBytes == 1_152 * Self.mebibyte)
    #expect(HeapPrefault.bytesToPopulate(inputBytes: 49 * Self.mebibyte) == 1_152 * Self.mebibyte)
    #expect(HeapPrefault.bytesToPopulate(inputBytes: 1 << 40) == HeapPrefault.maximumBytes)
    #expect(HeapPrefault.bytesToPopulate(inputBytes: Int.max) == HeapPrefault.maximumBytes)
  }

  /// Runs ``HeapPrefault/follow(from:top:populate:wait:)`` from 100 on the heap ends `tops`
  /// (one per look; then the last one again, or `nil` after the last one when `endsWithNil`),
  /// with a `populate` that does up to `refusingAbove` (all by default).
  ///
  /// - Returns: The ranges it populated, how many times it waited, and how many looks it took.
  static func follow(
    _ tops: [Int], endsWithNil: Bool = false, refusingAbove limit: Int = .max
  ) -> (populated: [Range<Int>], waits: Int, looks: Int) {
    var populated: [Range<Int>] = []
    var waits = 0
    var looks = 0
    HeapPrefault.follow(
      from: 100,
      top: {
        defer { looks += 1 }
        if looks < tops.count { return tops[looks] }
        return endsWithNil ? nil : tops.last
      },
      populate: { range in
        populated.append(range)
        return max(0, min(range.upperBound, limit) - range.lowerBound)
      },
      wait: { waits += 1 })
    return (populated, waits, looks)
  }

  @Test func theThreadPopulatesWhatTheHeapGrowsByUntilItStopsGrowing() {
    let run = Self.follow([100, 164, 164, 300])
    #expect(run.populated == [100..<164, 164..<300])
    // One wait at 100, one at the second 164, then the limit's worth at 300.
    #expect(run.waits == 2 + HeapPrefault.followLimit)
    #expect(run.looks == 4 + HeapPrefault.followLimit)
  }

  @Test func aHeapTrimmedAndGrownAgainIsPopulatedFromItsNewEnd() {
    let run = Self.follow([200, 150, 180])
    #expect(run.populated == [100..<200, 150..<180])
  }

  @Test func theThreadStopsWhenTheKernelRefusesOrTheHeapsEndCannotBeRead() {
    let refused = Self.follow([200, 300], refusingAbove: 250)
    #expect(refused.populated == [100..<200, 200..<300])
    #expect(refused.looks == 2 && refused.waits == 0)
    let unread = Self.follow([100, 140], endsWithNil: true)
    #expect(unread.populated == [100..<140])
    #expect(unread.looks == 3 && unread.waits == 1)
  }

  #if os(Linux) && canImport(Glibc)
    /// Populating a mapping makes its pages resident and leaves what was written there, and the
    /// zeros elsewhere, as they were.
    @Test func populatingMakesPagesResidentAndWritesNothing() throws {
      let page = Int(sysconf(Int32(_SC_PAGESIZE)))
      let length = 4 * Self.mebibyte
      let mapping = try Self.map(length, protection: PROT_READ | PROT_WRITE)
      defer { munmap(mapping, length) }
      let bytes = mapping.assumingMemoryBound(to: UInt8.self)
      // A pattern on every seventh page; the others are never touched before populating.
      for pageIndex in stride(from: 0, to: length / page, by: 7) {
        bytes[pageIndex * page] = UInt8(truncatingIfNeeded: pageIndex &* 31 &+ 1)
      }
      let start = Int(bitPattern: mapping)
      let populated = HeapPrefault.populate(start..<(start + length))
      // Kernels before 5.14 refuse the advice at once; this one must not.
      let supported = madvise(mapping, page, HeapPrefault.populateWrite) == 0
      #expect(populated == (supported ? length : 0))
      if supported {
        var residency = [UInt8](repeating: 0, count: length / page)
        #expect(mincore(mapping, length, &residency) == 0)
        #expect(residency.allSatisfy { $0 & 1 == 1 }, "a page was left out")
      }
      for pageIndex in 0..<(length / page) {
        let expected = pageIndex % 7 == 0 ? UInt8(truncatingIfNeeded: pageIndex &* 31 &+ 1) : 0
        #expect(bytes[pageIndex * page] == expected, "page \(pageIndex) changed")
        #expect(bytes[pageIndex * page + page - 1] == 0, "page \(pageIndex) changed")
      }
    }

    /// Memory that cannot be written is refused at its first page: nothing is populated.
    @Test func memoryThatCannotBeWrittenStopsAtOnce() throws {
      let length = 4 * Self.mebibyte
      let mapping = try Self.map(length, protection: PROT_NONE)
      defer { munmap(mapping, length) }
      let start = Int(bitPattern: mapping)
      #expect(HeapPrefault.populate(start..<(start + length)) == 0)
    }

    /// A private anonymous mapping of `length` bytes.
    static func map(_ length: Int, protection: Int32) throws -> UnsafeMutableRawPointer {
      let mapping = mmap(nil, length, protection, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0)
      let address = try #require(mapping)
      try #require(Int(bitPattern: address) != -1, "mmap failed: \(errno)")
      return address
    }
  #endif
}
