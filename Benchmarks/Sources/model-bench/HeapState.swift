import HeapControl

/// The state of the heap each timed build starts from, for the build table (`--heap`).
///
/// An engine build and a solver-only build of the same layout use different amounts of memory.
/// With the allocator's defaults, the memory one side frees is partly given back to the system
/// (the top of the heap is trimmed, large blocks are unmapped) and partly kept, so which side
/// finds its pages already mapped depends on the order and sizes of the builds before it: on
/// the 10,000-view grid, the engine's solver took page faults that the solver-only build right
/// after it did not, and the medians of the alternating order mixed the two states. Each state
/// here is the same for both sides.
enum HeapState: String, CaseIterable {
  /// Nothing freed is given back to the system: every build finds the pages it needs mapped,
  /// as in an app that lays out screen after screen (no page faults once the first builds ran).
  case warm
  /// Every free page is given back to the system before each build (`malloc_trim(0)`): every
  /// build maps and faults in all of its memory, as in a fresh process.
  case cold

  /// Whether this platform's allocator can be put in the states (glibc).
  static var isControllable: Bool { heap_control_available() == 1 }

  /// Puts the heap in this state before the timed builds of `spec`. A warm heap keeps every
  /// freed block (no trimming of its top, no separate mappings for blocks up to 32 MiB, glibc's
  /// largest mmap threshold) and is warmed by one untimed build of each side. The setting is the
  /// process's and stays: a cold heap's builds then start from `malloc_trim(0)` all the same.
  func start(with spec: LayoutSpec) {
    guard self == .warm else { return }
    precondition(heap_control_keep_freed_memory() == 1, "The allocator refused the settings")
    consume(spec.buildEngine().1)
    consume(spec.buildSolver().1)
  }

  /// Brings the heap to this state before a timed build.
  func prepare() {
    if self == .cold { _ = heap_control_release_free_pages() }
  }
}
