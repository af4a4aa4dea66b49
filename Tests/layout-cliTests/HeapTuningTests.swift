import Testing

@testable import layout_cli

/// When `layout-cli` runs itself again with huge pages for its heap, or populates its heap in
/// process (``HeapTuning``), and that the report is the same whether it does or not.
@Suite("Heap tuning")
struct HeapTuningTests {
  typealias Support = CLITestSupport

  /// A machine where every condition holds: glibc 2.36, huge pages on request, a large file,
  /// nothing set by the user.
  static let madvise = "always [madvise] never\n"
  static let large = HeapTuning.minimumInputBytes

  static func decision(
    inputBytes: Int = large, environment: [String: String] = [:],
    transparentHugePages: String? = madvise, libraryVersion: String? = "glibc 2.36",
    reportsFreePages: Bool = false
  ) -> String? {
    HeapTuning.tunablesToSet(
      inputBytes: inputBytes, environment: { environment[$0] },
      transparentHugePages: transparentHugePages, libraryVersion: libraryVersion,
      reportsFreePages: reportsFreePages)
  }

  @Test func everyConditionHeldAddsTheTunables() {
    #expect(
      Self.decision()
        == "glibc.malloc.hugetlb=1:glibc.malloc.top_pad=67108864"
        + ":glibc.malloc.mmap_threshold=33554432:glibc.malloc.trim_threshold=1610612736")
  }

  @Test func theUsersOtherTunablesAreKeptInFront() {
    let value = Self.decision(environment: ["GLIBC_TUNABLES": "glibc.rtld.nns=8"])
    #expect(value == "glibc.rtld.nns=8:" + HeapTuning.tunables)
  }

  @Test func theUsersOwnMallocTunablesWin() {
    #expect(Self.decision(environment: ["GLIBC_TUNABLES": "glibc.malloc.arena_max=1"]) == nil)
  }

  @Test func aFileUnderOneMebibyteIsNotWorthStartingAgain() {
    #expect(Self.decision(inputBytes: Self.large - 1) == nil)
    #expect(Self.decision(inputBytes: 0) == nil)
    #expect(Self.decision(inputBytes: Self.large) != nil)
  }

  @Test func theSwitchTurnsItOffOnlyWhenZero() {
    #expect(Self.decision(environment: ["LAYOUT_CLI_HUGE_PAGES": "0"]) == nil)
    #expect(Self.decision(environment: ["LAYOUT_CLI_HUGE_PAGES": "1"]) != nil)
  }

  @Test func notWhereTheHypervisorTakesBackFreedMemoryUnlessAskedFor() {
    func switched(_ value: String) -> String? {
      Self.decision(environment: ["LAYOUT_CLI_HUGE_PAGES": value], reportsFreePages: true)
    }
    #expect(Self.decision(reportsFreePages: true) == nil)
    #expect(switched("1") == HeapTuning.tunables)
    #expect(switched("0") == nil)
    #expect(switched("yes") == nil)
    // Asked for huge pages, a machine that cannot give them still gets none.
    let forced = ["LAYOUT_CLI_HUGE_PAGES": "1"]
    #expect(Self.decision(environment: forced, transparentHugePages: nil) == nil)
    #expect(Self.decision(inputBytes: Self.large - 1, environment: forced) == nil)
  }

  @Test func theMachineIsAskedAboutFreePageReportingOnlyWhenEverythingElseHolds() {
    var asked = 0
    func decide(inputBytes: Int, environment: [String: String] = [:]) -> String? {
      HeapTuning.tunablesToSet(
        inputBytes: inputBytes, environment: { environment[$0] },
        transparentHugePages: Self.madvise, libraryVersion: "glibc 2.36",
        reportsFreePages: {
          asked += 1
          return false
        }())
    }
    #expect(decide(inputBytes: Self.large - 1) == nil)
    #expect(decide(inputBytes: Self.large, environment: ["LAYOUT_CLI_HUGE_PAGES": "1"]) != nil)
    #expect(asked == 0)
    #expect(decide(inputBytes: Self.large) != nil)
    #expect(asked == 1)
  }

  @Test func theFreePageReportingBitIsTheSixthFeature() {
    func negotiated(_ features: String) -> Bool {
      FreePageReporting.isNegotiated(features: Array(features.utf8))
    }
    // A balloon that negotiated statistics, deflate on OOM and free page reporting (bits 1, 2, 5).
    #expect(negotiated("0110010100000000000000000000000010000000\n"))
    // The same without free page reporting.
    #expect(!negotiated("0110000100000000000000000000000010000000\n"))
    #expect(negotiated("000001"))
    #expect(!negotiated("00000"))
    #expect(!negotiated(""))
  }

  @Test func theProcessRunAgainDoesNotRunItselfOnceMore() {
    #expect(Self.decision(environment: ["LAYOUT_CLI_HEAP_TUNED": "1"]) == nil)
  }

  @Test func underValgrindTheProcessGoesOnAsItIs() {
    let preload = "/usr/libexec/valgrind/vgpreload_core-amd64-linux.so"
    #expect(Self.decision(environment: ["LD_PRELOAD": preload]) == nil)
    #expect(Self.decision(environment: ["LD_PRELOAD": "/usr/lib/libeatmydata.so"]) != nil)
  }

  @Test func onlyAKernelThatGivesHugePagesOnRequest() {
    #expect(Self.decision(transparentHugePages: "[always] madvise never\n") == nil)
    #expect(Self.decision(transparentHugePages: "always madvise [never]\n") == nil)
    #expect(Self.decision(transparentHugePages: nil) == nil)
  }

  @Test func onlyGlibcThatKnowsTheHugePageTunable() {
    #expect(Self.decision(libraryVersion: "glibc 2.34") == nil)
    #expect(Self.decision(libraryVersion: "glibc 2.35") != nil)
    #expect(Self.decision(libraryVersion: "glibc 2.39.1") != nil)
    #expect(Self.decision(libraryVersion: "glibc 3.0") != nil)
    #expect(Self.decision(libraryVersion: "musl 1.2.4") == nil)
    #expect(Self.decision(libraryVersion: "glibc") == nil)
    #expect(Self.decision(libraryVersion: nil) == nil)
  }

  static func prefaults(
    inputBytes: Int = HeapTuning.minimumPrefaultBytes, environment: [String: String] = [:],
    libraryVersion: String? = "glibc 2.36"
  ) -> Bool {
    HeapTuning.prefaultsInProcess(
      inputBytes: inputBytes, environment: { environment[$0] }, libraryVersion: libraryVersion)
  }

  @Test func aProcessNotRunAgainPopulatesItsHeapFromTheSmallerThreshold() {
    #expect(Self.prefaults())
    #expect(!Self.prefaults(inputBytes: HeapTuning.minimumPrefaultBytes - 1))
    #expect(!Self.prefaults(inputBytes: 0))
    #expect(Self.prefaults(inputBytes: Self.large))
    #expect(HeapTuning.minimumPrefaultBytes < HeapTuning.minimumInputBytes)
  }

  @Test func populatingInProcessRespectsTheSwitchTheUsersTunablesAndValgrind() {
    #expect(!Self.prefaults(environment: ["LAYOUT_CLI_HUGE_PAGES": "0"]))
    #expect(Self.prefaults(environment: ["LAYOUT_CLI_HUGE_PAGES": "1"]))
    #expect(!Self.prefaults(environment: ["GLIBC_TUNABLES": "glibc.malloc.arena_max=1"]))
    #expect(Self.prefaults(environment: ["GLIBC_TUNABLES": "glibc.rtld.nns=8"]))
    let preload = "/usr/libexec/valgrind/vgpreload_core-amd64-linux.so"
    #expect(!Self.prefaults(environment: ["LD_PRELOAD": preload]))
  }

  @Test func populatingInProcessNeedsGlibcOfAnyVersion() {
    #expect(Self.prefaults(libraryVersion: "glibc 2.17"))
    #expect(!Self.prefaults(libraryVersion: "musl 1.2.4"))
    #expect(!Self.prefaults(libraryVersion: "glibc"))
    #expect(!Self.prefaults(libraryVersion: nil))
  }

  @Test func theInputIsEveryFileButTheOutput() {
    let sizes = ["layout.json": 300, "events.json": 20, "old.svg": 90_000]
    func input(_ arguments: [String]) -> Int {
      HeapTuning.inputBytes(of: arguments, size: { sizes[$0] })
    }
    #expect(input(["solve", "layout.json"]) == 300)
    #expect(input(["render", "layout.json", "-o", "old.svg"]) == 300)
    #expect(input(["render", "layout.json", "--output", "old.svg", "events.json"]) == 320)
    #expect(input(["render", "--output=old.svg", "layout.json"]) == 300)
    #expect(input(["render", "layout.json", "old.svg"]) == 90_300)
    #expect(input(["render", "layout.json", "-o"]) == 300)
    #expect(input([]) == 0)
  }

  #if os(Linux)
    /// A file between the two thresholds (populated in process, not run again) gives the same
    /// report, and the same status, with the tuning and with it turned off.
    @Test func aMediumFileGivesTheSameReportEitherWay() {
      let run = Self.solvePadded(
        HeapTuning.minimumPrefaultBytes, variants: ["", "LAYOUT_CLI_HUGE_PAGES=0"])
      #expect(run.size > HeapTuning.minimumPrefaultBytes && run.size < Self.large)
      Self.expectSameReports(run.outputs)
    }

    /// A file over the threshold (a small layout with a long description) gives the same report,
    /// and the same status, run with the tuning this machine gets, with huge pages asked for
    /// (run again even where the hypervisor takes back freed memory), with the tuning turned
    /// off, and with the user's own malloc tunables.
    @Test func aLargeFileGivesTheSameReportEitherWay() {
      let run = Self.solvePadded(
        HeapTuning.minimumInputBytes,
        variants: [
          "", "LAYOUT_CLI_HUGE_PAGES=1", "LAYOUT_CLI_HUGE_PAGES=0",
          "GLIBC_TUNABLES=glibc.malloc.arena_max=1",
        ])
      #expect(run.size > Self.large)
      Self.expectSameReports(run.outputs)
    }

    /// Writes a column of 20 views with a description of `padding` bytes, and runs `solve` on
    /// it once for each environment prefix of `variants` (`""` for none).
    ///
    /// - Returns: The file's size, and each run's output followed by a line with its status.
    static func solvePadded(_ padding: Int, variants: [String]) -> (size: Int, outputs: [String]) {
      let directory = Support.temporaryDirectory()
      defer { Support.remove(directory: directory) }
      let layout = ExecutableSupport.column(of: 20)
      let description = String(repeating: "x", count: padding)
      let text = "{\"description\": \"\(description)\"," + layout.dropFirst()
      Support.write(text, to: directory + "/layout.json")
      var script = ""
      var outputs: [String] = []
      for (index, variant) in variants.enumerated() {
        // "$0" is the tool, "$1" the layout, "$2" on the outputs.
        script += "\(variant) \"$0\" solve \"$1\" > \"$\(index + 2)\" 2>&1; "
        script += "echo \"status $?\" >> \"$\(index + 2)\"\n"
        outputs.append(directory + "/\(index).txt")
      }
      let end = ExecutableSupport.runShell(script, [directory + "/layout.json"] + outputs)
      #expect(end == ProcessEnd(status: 0))
      let size = ExecutableSupport.size(of: directory + "/layout.json") ?? 0
      return (size, outputs.map { Support.read($0) ?? "" })
    }

    /// The first report is the column's, with status 0, and the others are the same.
    static func expectSameReports(_ outputs: [String]) {
      let first = outputs.first ?? ""
      #expect(first.hasPrefix("Initial layout: root 375 × 812\n"))
      #expect(first.contains("view-19"))
      #expect(first.hasSuffix("status 0\n"))
      for output in outputs.dropFirst() { #expect(output == first) }
    }
  #endif
}
