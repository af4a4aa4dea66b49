// The layout model's own costs (issue 14): a per-frame update on a 502-view form read through a
// full `frames` snapshot and through `takeChangedFrames()`, a keyboard cycle, and an engine
// build against the solver-only build of the same constraints.
//
//   swift build -c release --product model-bench && .build/release/model-bench [--samples N]
//     [--only form|build] [--order alternate|engine-first|solver-first] [--heap warm|cold|both]
//     [--scratch app|grid VIEWS SAMPLES [COLUMNS]] [--app|--grid VIEWS [--side solver|engine|none]]
//     [--sweep [WIDTHS]] [--incremental app|grid VIEWS STEPS [COLUMNS]]
//
// `--app` and `--grid` build one layout of that size (a grid of about √VIEWS columns) once
// through the solver and once through the engine, and print both times: for scaling checks and
// for profiles. With `--side`, only that build (or none) runs, and it is not torn down.
// `--sweep` sweeps the form, written as a layout file, over WIDTHS root widths (1,000 by
// default) with every check, against building it from scratch (`SweepBench.swift`); put
// `--samples` before it. `--incremental` changes one tree in place (a leaf's size, the root's
// width, a row added) for compare_yoga.py (`IncrementalComparison.swift`).

import ConstraintSolver
import LayoutBehaviors

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

var samples = 11
var only: String? = nil
/// Which of the two builds of a layout goes first in each sample (see `benchBuild`).
enum BuildOrder: String {
  case alternate, engineFirst = "engine-first", solverFirst = "solver-first"
}
var order = BuildOrder.alternate
/// The heap states the build table is measured in (see `HeapState`).
var heapStates = HeapState.allCases
var arguments = CommandLine.arguments.dropFirst().makeIterator()
while let argument = arguments.next() {
  switch argument {
  case "--samples": samples = max(1, arguments.next().flatMap { Int($0) } ?? samples)
  case "--only": only = arguments.next()
  case "--scratch": runScratchComparison(Array(arguments))
  case "--sweep": runSweepComparison(Array(arguments))
  case "--incremental": runIncrementalComparison(Array(arguments))
  case "--order":
    guard let value = arguments.next().flatMap(BuildOrder.init(rawValue:)) else {
      print("usage: --order alternate|engine-first|solver-first")
      exit(64)
    }
    order = value
  case "--heap":
    switch arguments.next() {
    case "warm": heapStates = [.warm]
    case "cold": heapStates = [.cold]
    case "both": heapStates = HeapState.allCases
    default:
      print("usage: --heap warm|cold|both")
      exit(64)
    }
  case "--app", "--grid":
    // Times the solver-only and engine builds of one app-like or grid size, once each (for
    // scaling checks and profiles).
    let count = arguments.next().flatMap { Int($0) } ?? 100
    // An optional `--side solver|engine|none` builds only that side (or nothing, for the cost of
    // making the layout's description) and exits with the build still alive: instruction counts
    // taken by difference then hold the build and its first values or frames, without teardown
    // (Benchmarks/instructions.py).
    var lookahead = arguments
    var sides = ["solver", "engine"]
    if lookahead.next() == "--side" {
      arguments = lookahead
      switch arguments.next() {
      case "solver": sides = ["solver"]
      case "engine": sides = ["engine"]
      case "none": sides = []
      default:
        print("usage: --app|--grid VIEWS [--side solver|engine|none]")
        exit(64)
      }
    }
    let spec =
      argument == "--app"
      ? LayoutSpec.appLike(count: count)
      : LayoutSpec.grid(count: count, columns: max(1, Int(Double(count).squareRoot())))
    var keptSolver: Solver? = nil
    var keptEngine: LayoutEngine? = nil
    for side in sides {
      let start = now()
      if side == "solver" {
        let (solver, value) = spec.buildSolver()
        consume(value)
        if sides.count == 1 { keptSolver = solver }
      } else {
        let (engine, value) = spec.buildEngine()
        consume(value)
        if sides.count == 1 { keptEngine = engine }
      }
      let seconds = Double(now() - start) / 1e9
      print("\(spec.name) (\(spec.viewCount) views): \(side) \(format(seconds))")
    }
    // `exit` ends the process without releasing the kept build.
    withExtendedLifetime((keptSolver, keptEngine)) { exit(0) }
  default:
    print(
      "usage: model-bench [--samples N] [--only form|build] [--order alternate|engine-first|solver-first]"
        + " [--heap warm|cold|both] | --scratch app|grid VIEWS SAMPLES [COLUMNS] | --app VIEWS"
        + " | --grid VIEWS [--side solver|engine|none] | --sweep [WIDTHS]"
    )
    exit(64)
  }
}

// MARK: - Per-frame updates on the 502-view form

func benchForm(samples: Int) {
  let form = Form()
  let engine = form.engine
  let viewCount = engine.frames.count
  _ = engine.takeChangedFrames()
  var toggle = false
  /// Moves the bar by 10 points and back on alternate calls: bar, button and scroll change.
  func changeBar() {
    toggle.toggle()
    form.barBottom.constant = toggle ? -10 : 0
  }
  /// Makes the middle row 4 points taller and back: the 83 rows below move (249 views).
  func changeRow() {
    toggle.toggle()
    form.middleRowHeight.constant = toggle ? 48 : 44
  }
  var readOne = Figure("bar constant + one frame")
  var snapshot = Figure("bar constant + `frames`")
  var changed = Figure("bar constant + `takeChangedFrames()`")
  var rowSnapshot = Figure("row height + `frames`")
  var rowChanged = Figure("row height + `takeChangedFrames()`")
  var cycle = Figure("keyboard show + hide, transitions + `frameChanges`")
  var cycleBare = Figure("keyboard show + hide, transitions only")
  var cycleChanged = Figure("keyboard show + hide, constants + `takeChangedFrames()`")
  let keyboard = Rect(x: 0, y: 812 - 336, width: 375, height: 336)
  var barChanges = 0
  var rowChanges = 0
  var keyboardChanges = 0
  for _ in 0..<samples {
    readOne.time(operations: 4000) {
      changeBar()
      consume(form.bar.frame.y)
    }
    snapshot.time(operations: 400) {
      changeBar()
      consume(Double(engine.frames.count))
    }
    _ = engine.takeChangedFrames()
    changed.time(operations: 4000) {
      changeBar()
      let changes = engine.takeChangedFrames()
      barChanges = changes.frames.count
      consume(changes.frames.last?.frame.y ?? 0)
    }
    rowSnapshot.time(operations: 200) {
      changeRow()
      consume(Double(engine.frames.count))
    }
    _ = engine.takeChangedFrames()
    rowChanged.time(operations: 400) {
      changeRow()
      let changes = engine.takeChangedFrames()
      rowChanges = changes.frames.count
      consume(changes.frames.last?.frame.y ?? 0)
    }
    cycle.time(operations: 100) {
      let show = form.avoider.apply(.willShow(endFrame: keyboard))
      let hide = form.avoider.apply(.willHide())
      consume(Double(show.frameChanges.count + hide.frameChanges.count))
    }
    cycleBare.time(operations: 100) {
      let show = form.avoider.apply(.willShow(endFrame: keyboard))
      let hide = form.avoider.apply(.willHide())
      consume(Double(show.framesAfter.count + hide.framesAfter.count))
    }
    _ = engine.takeChangedFrames()
    // What the avoider sets: the overlap 336, less the 34-point inset, plus the 8-point margin.
    cycleChanged.time(operations: 2000) {
      form.barBottom.constant = -(336 - 34 + 8)
      let show = engine.takeChangedFrames()
      form.barBottom.constant = 0
      let hide = engine.takeChangedFrames()
      keyboardChanges = show.frames.count + hide.frames.count
      consume(Double(keyboardChanges))
    }
  }
  print("### The \(viewCount)-view form: one change, then the frames (\(samples) samples)\n")
  print("| figure | median | min | max | ratio |")
  print("|---|---|---|---|---|")
  report(readOne)
  report(snapshot)
  report(changed, against: snapshot, note: "(\(barChanges) views reported)")
  report(rowSnapshot)
  report(rowChanged, against: rowSnapshot, note: "(\(rowChanges) views reported)")
  report(cycle)
  report(cycleBare, against: cycle)
  report(
    cycleChanged, against: cycle, note: "(\(keyboardChanges) views reported over the cycle)")
  print("")
}

// MARK: - Engine build against the solver alone

func benchBuild(samples: Int, order: BuildOrder, heapStates: [HeapState]) {
  let specs: [(LayoutSpec, Int)] = [
    (.grid(count: 1_000, columns: 25), samples),
    (.grid(count: 10_000, columns: 100), max(3, samples / 2)),
    (.appLike(count: 212), samples),
    (.appLike(count: 380), samples),
    (.appLike(count: 1_000), samples),
    (.appLike(count: 10_000), max(3, samples / 2)),
  ]
  // Without control of the allocator, one row per layout in whatever state its defaults leave.
  let states: [HeapState?] = HeapState.isControllable ? heapStates : [nil]
  print("### Engine build + first frames against the solver-only build\n")
  print(
    "| layout | heap | views | constraints | engine build + frames (median, min, max) | solver build + values | ratio of medians | median of paired ratios | engine teardown | solver teardown |"
  )
  print("|---|---|---|---|---|---|---|---|---|---|")
  for (spec, count) in specs {
    for state in states {
      var engineBuild = Figure("engine")
      var solverBuild = Figure("solver")
      var engineTeardown = Figure("engine teardown")
      var solverTeardown = Figure("solver teardown")
      /// Times one build into `build` and dropping what it built into `teardown`.
      func time<Built>(
        _ make: () -> (Built, Double), _ build: inout Figure, _ teardown: inout Figure
      ) {
        state?.prepare()
        var start = now()
        var built: (Built, Double)? = make()
        var end = now()
        build.samples.append(Double(end - start) / 1e9)
        consume(built!.1)
        start = now()
        built = nil
        end = now()
        teardown.samples.append(Double(end - start) / 1e9)
      }
      func timeEngine() { time(spec.buildEngine, &engineBuild, &engineTeardown) }
      func timeSolver() { time(spec.buildSolver, &solverBuild, &solverTeardown) }
      // After a cold row the pages were given back: a warm row warms the heap again.
      state?.start(with: spec)
      // The order alternates: in the allocator's default state, the first build of a pair gets
      // memory it has not used yet (page faults, cache misses), the second the memory the first
      // just freed.
      for sample in 0..<count {
        switch (order, sample % 2) {
        case (.engineFirst, _), (.alternate, 0):
          timeEngine()
          timeSolver()
        default:
          timeSolver()
          timeEngine()
        }
      }
      func cell(_ figure: Figure) -> String {
        "\(format(figure.median)) (\(format(figure.min)), \(format(figure.max)))"
      }
      // Each sample's two builds ran back to back, so their ratio is not moved by the machine
      // changing speed between samples, which moves both medians.
      var paired = Figure("paired ratios")
      for (engine, solver) in zip(engineBuild.samples, solverBuild.samples) {
        paired.samples.append(engine / solver)
      }
      print(
        "| \(spec.name) | \(state?.rawValue ?? "system") | \(spec.viewCount) | \(spec.rules.count + 4) | "
          + "\(cell(engineBuild)) | \(cell(solverBuild)) | "
          + "\(formatRatio(engineBuild.median / solverBuild.median)) | \(formatRatio(paired.median)) | "
          + "\(format(engineTeardown.median)) | \(format(solverTeardown.median)) |")
    }
  }
  print("")
}

if only == nil || only == "form" { benchForm(samples: samples) }
if only == nil || only == "build" {
  benchBuild(samples: samples, order: order, heapStates: heapStates)
}
print("(checksum \(checksum))")
