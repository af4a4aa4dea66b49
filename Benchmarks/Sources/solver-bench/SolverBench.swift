import ConstraintSolver

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// solver-bench: times the reference workloads. Run in release mode from `Benchmarks/`:
///
///     swift run -c release solver-bench [--json] [--only PREFIX] [--quick]
///         [--shared DIR] [--workload FILE] [--scale N,N,...] [--memory N]
let usage = """
  OVERVIEW: Time Trellis's solver on the reference workloads.

  USAGE: solver-bench [--json] [--only <prefix>] [--quick] [--shared <dir>] [--workload <file>]
                      [--scale <n,n,...>] [--memory <n>]

  OPTIONS:
    --json              Print the results as JSON instead of a table.
    --only <prefix>     Run only the workloads whose name starts with <prefix> (repeatable).
    --quick             Fewer samples (a smoke run, not for quoting).
    --shared <dir>      The reference workload files (default: ../shared/benchmarks beside the
                        repository). enaml needs enaml_like.txt; the grids are generated.
    --workload <file>   Also time building a workload file in the neutral format, plus its drag
                        (X tags) and constant changes (T tags) when it has them.
    --scale <n,...>     Grid sizes for the scale workload (default
                        100,300,1000,3000,10000,100000; build + solve + teardown).
    --memory <n>        Only build grid_<n> once and print the process's peak resident memory.
    --samples <n>       Samples per workload (overrides the defaults).
    --operations <n>    Operations per sample for the drag, suggestion and constant workloads
                        (with --samples, for instruction counts by difference under callgrind).
    -h, --help          Show this help.
  """

@main
struct SolverBench {
  static func main() throws {
    var arguments = Array(CommandLine.arguments.dropFirst())
    var json = false
    var quick = false
    var prefixes: [String] = []
    var shared: String = {
      var path = #filePath
      for _ in 0..<5 { path = String(path[..<(path.lastIndex(of: "/") ?? path.startIndex)]) }
      return path + "/shared/benchmarks"
    }()
    var extraWorkload: String?
    var scale = [100, 300, 1_000, 3_000, 10_000, 100_000]
    var memoryGrid: Int?
    var samplesOverride: Int?
    var operationsOverride: Int?

    func fail(_ message: String) -> Never {
      print("Error: \(message)\nUsage: solver-bench [--json] [--only <prefix>] [--quick] ...")
      exit(64)
    }

    while !arguments.isEmpty {
      let argument = arguments.removeFirst()
      func value() -> String {
        guard !arguments.isEmpty else { fail("missing value for '\(argument)'") }
        return arguments.removeFirst()
      }
      switch argument {
      case "--json": json = true
      case "--quick": quick = true
      case "--only": prefixes.append(value())
      case "--shared": shared = value()
      case "--workload": extraWorkload = value()
      case "--scale":
        let list = value().split(separator: ",").compactMap { Int($0) }
        guard !list.isEmpty, list.allSatisfy({ $0 > 0 }) else { fail("bad --scale list") }
        scale = list
      case "--samples":
        guard let count = Int(value()), count > 0 else { fail("bad --samples count") }
        samplesOverride = count
      case "--operations":
        guard let count = Int(value()), count > 0 else { fail("bad --operations count") }
        operationsOverride = count
      case "--memory":
        guard let count = Int(value()), count > 0 else { fail("bad --memory size") }
        memoryGrid = count
      case "-h", "--help":
        print(usage)
        exit(0)
      default: fail("unknown option '\(argument)'")
      }
    }

    if let count = memoryGrid {
      let before = peakResidentBytes()
      var (solver, variables, _) = try Workload(gridOf: count).build()
      solver.updateVariables()
      checksum += solver.value(of: variables[0])
      let peak = peakResidentBytes()
      print(
        "grid_\(count): peak resident memory \(peak / 1_048_576) MiB (before building: \(before / 1_048_576) MiB)"
      )
      exit(0)
    }

    func wanted(_ name: String) -> Bool {
      prefixes.isEmpty || prefixes.contains { name.hasPrefix($0) }
    }

    var results: [Result] = []
    func run(_ name: String, _ body: () throws -> Result) {
      guard wanted(name) else { return }
      do {
        let result = try body()
        results.append(result)
        if !json {
          let median = formatDuration(result.median)
          print(
            "\(result.name.padding(46)) median \(median.padding(10)) min \(formatDuration(result.minimum).padding(10)) max \(formatDuration(result.maximum))"
          )
        }
      } catch {
        print("\(name): failed: \(error)")
      }
    }

    let samples = samplesOverride ?? (quick ? 5 : 31)
    func operations(_ standard: Int) -> Int { operationsOverride ?? standard }
    let enaml = try? Workload.load(path: shared + "/enaml_like.txt")
    if let enaml {
      run("enaml/build") {
        try Workloads.build(
          enaml, name: "enaml/build", samples: samplesOverride ?? (quick ? 20 : 301))
      }
      run("enaml/suggest-cycle") {
        try Workloads.enamlSuggest(
          enaml, samples: samples, operations: operations(quick ? 600 : 6_000))
      }
    } else if !json {
      print("(enaml workloads skipped: \(shared)/enaml_like.txt not found; use --shared DIR)")
    }
    let grid166 = Workload(gridOf: 166)
    for tag in ["dragw", "dragW"] {
      for update in [true, false] {
        run("grid166/\(tag)\(update ? "" : "-suggest-only")") {
          try Workloads.drag(
            grid166, tag: tag, update: update, samples: samplesOverride ?? (quick ? 5 : 10),
            steps: operations(quick ? 2_000 : 10_000))
        }
      }
    }
    for tag in ["minw", "prefw", "prefh", "hspace"] {
      for method in [Workloads.ConstantMethod.inPlace, .inPlaceAndUpdate, .removeAndAdd] {
        run("grid166/constant/\(tag)/\(method.rawValue)") {
          try Workloads.constantChange(
            grid166, tag: tag, method: method, samples: samplesOverride ?? (quick ? 5 : 10),
            changes: operations(quick ? 100 : 500))
        }
      }
    }
    for count in scale {
      run("grid/scale/\(count)") {
        let repeats =
          samplesOverride ?? (quick ? 1 : (count <= 1_000 ? 11 : count <= 3_000 ? 5 : 3))
        return try Workloads.build(
          Workload(gridOf: count), name: "grid/scale/\(count)", samples: repeats)
      }
    }
    for count in scale where count <= 10_000 {
      run("grid/ambiguity/\(count)") {
        try Workloads.ambiguity(
          Workload(gridOf: count), name: "grid/ambiguity/\(count)",
          samples: samplesOverride ?? (quick ? 3 : 11))
      }
    }
    if let path = extraWorkload {
      do {
        guard let workload = try Workload.load(path: path) else { fail("cannot read '\(path)'") }
        let name = "file/" + (path.split(separator: "/").last.map(String.init) ?? path)
        run(name) { try Workloads.build(workload, name: name + "/build", samples: samples) }
        for tag in workload.variableTags.keys.sorted() {
          run(name + "/" + tag) {
            try Workloads.drag(workload, tag: tag, update: true, samples: samples, steps: 1_000)
          }
        }
        for tag in workload.constraintTags.keys.sorted() {
          run(name + "/" + tag) {
            try Workloads.constantChange(
              workload, tag: tag, method: .inPlace, samples: samples, changes: 200)
          }
        }
      } catch {
        fail("\(path): \(error)")
      }
    }

    if json {
      var text = "{\"results\": ["
      text += results.map { result in
        "{\"name\": \"\(result.name)\", \"unit\": \"\(result.unit)\", \"median_ns\": \(result.median), \"min_ns\": \(result.minimum), \"max_ns\": \(result.maximum), \"samples\": \(result.samples.count), \"operations_per_sample\": \(result.operationsPerSample)}"
      }.joined(separator: ", ")
      text += "], \"checksum\": \(checksum)}"
      print(text)
    } else {
      print("(checksum \(checksum))")
    }

  }
}

extension String {
  func padding(_ width: Int) -> String {
    count >= width ? self : self + String(repeating: " ", count: width - count)
  }
}
