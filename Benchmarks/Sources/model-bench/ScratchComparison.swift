import ConstraintSolver
import LayoutBehaviors

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `model-bench --scratch app|grid VIEWS SAMPLES [COLUMNS] [--heap warm|cold]`: lays out one
/// tree from scratch `SAMPLES` times, for `compare_yoga.py`, which times Yoga on the flexbox form
/// of the same tree (`yoga/yoga-driver.cpp`) in the same run, in the same state of the heap
/// (``HeapState``; without `--heap`, the allocator's defaults).
///
/// Prints one line, the medians in nanoseconds and a check value that the script compares with
/// Yoga's: `engine=… solver=… views=… check=…`.
/// - engine: create the views and constraints, activate them, read every frame
///   (`LayoutEngine.frames`), and free the engine and its views;
/// - solver: the same system built directly in a `Solver`, every value read, the solver freed;
/// - check: for `app`, the list's height; for `grid`, the last view's x + y.
func runScratchComparison(_ arguments: [String]) -> Never {
  var arguments = arguments
  var heap: HeapState? = nil
  if let flag = arguments.firstIndex(of: "--heap") {
    guard flag + 1 < arguments.count, let state = HeapState(rawValue: arguments[flag + 1]),
      HeapState.isControllable
    else {
      print("usage: --heap warm|cold (with glibc's allocator)")
      exit(64)
    }
    heap = state
    arguments.removeSubrange(flag...(flag + 1))
  }
  let (spec, app, samples, _) = LayoutSpec.tree(
    from: arguments,
    usage: "model-bench --scratch app|grid VIEWS SAMPLES [COLUMNS] [--heap warm|cold]")
  var engine = Figure("engine")
  var solver = Figure("solver")
  var check = 0.0
  heap?.start(with: spec)
  for _ in 0..<samples {
    heap?.prepare()
    var start = now()
    do {
      let (built, sum) = spec.buildEngine()
      consume(sum)
      let probe = app ? built.root.subviews[0] : built.root.subviews[built.root.subviews.count - 1]
      check = app ? probe.frame.height : probe.frame.x + probe.frame.y
    }
    engine.samples.append(Double(now() - start))
    heap?.prepare()
    start = now()
    do {
      let (_, sum) = spec.buildSolver()
      consume(sum)
    }
    solver.samples.append(Double(now() - start))
  }
  print(
    "engine=\(Int(engine.median)) solver=\(Int(solver.median)) views=\(spec.viewCount) "
      + "check=\(check)")
  exit(0)
}
