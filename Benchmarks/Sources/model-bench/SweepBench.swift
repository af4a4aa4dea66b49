import LayoutBehaviors

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The 502-view form of `FormLayout.swift` as a layout file: the same views and constraints,
/// written as the file format writes them, so that a `LayoutScene` (what a sweep moves) holds
/// it.
func formDocumentText(rows: Int = 166) -> String {
  var views = [
    #"{"id": "scroll"}"#, #"{"id": "bar"}"#, #"{"id": "button", "parent": "bar"}"#,
  ]
  var constraints = [
    "scroll.top == root.safeArea.top", "scroll.leading == root.leading",
    "scroll.trailing == root.trailing", "scroll.bottom == bar.top",
    "bar.leading == root.leading", "bar.trailing == root.trailing", "bar.height == 56",
    "bar.bottom == root.safeArea.bottom", "button.trailing == bar.trailing - 16",
    "button.centerY == bar.centerY", "button.width == 96", "button.height == 36",
  ]
  for index in 0..<rows {
    views += [
      #"{"id": "row-\#(index)", "parent": "scroll"}"#,
      #"{"id": "label-\#(index)", "parent": "row-\#(index)"}"#,
      #"{"id": "field-\#(index)", "parent": "row-\#(index)"}"#,
    ]
    let above = index == 0 ? "scroll.top" : "row-\(index - 1).bottom"
    constraints += [
      "row-\(index).top == \(above) + 8", "row-\(index).leading == scroll.leading + 16",
      "row-\(index).trailing == scroll.trailing - 16", "row-\(index).height == 44",
      "label-\(index).leading == row-\(index).leading",
      "label-\(index).centerY == row-\(index).centerY", "label-\(index).width == 100",
      "label-\(index).height == 20", "field-\(index).leading == label-\(index).trailing + 8",
      "field-\(index).trailing == row-\(index).trailing",
      "field-\(index).top == row-\(index).top + 4",
      "field-\(index).bottom == row-\(index).bottom - 4",
    ]
  }
  return """
    {"root": {"width": 375, "height": 812, "safeArea": {"top": 47, "bottom": 34}},
     "views": [\(views.joined(separator: ",\n"))],
     "constraints": [\(constraints.map { "\"\($0)\"" }.joined(separator: ",\n"))]}
    """
}

/// `--sweep [WIDTHS]`: the 502-view form swept over WIDTHS root widths (1,000 by default, from
/// 320 up, one point apart) with the default checks and with every check, against building the same layout from scratch
/// (parsing the file, building and solving the scene, reading every frame). Prints the medians
/// of `samples` interleaved rounds, the cost of one configuration and its ratio to a build.
@MainActor func runSweepComparison(_ arguments: [String]) -> Never {
  let widths = arguments.first.flatMap { Int($0) } ?? 1000
  let text = formDocumentText()
  func build() -> LayoutScene {
    guard case .success(let document) = LayoutDocument.parse(text, fileName: "form.json") else {
      print("model-bench: the form does not parse")
      exit(1)
    }
    return LayoutScene(document: document)
  }
  let scene = build()
  let sweep = LayoutSweep(scene: scene)
  let range = 320.0...Double(320 + widths - 1)
  let first = sweep.run(widths: range)
  print(
    "The 502-view form, \(widths) widths (\(Int(range.lowerBound))…\(Int(range.upperBound))), "
      + "all checks: \(first.configurations) configurations, \(first.failures.count) failures "
      + "(\(Set(first.failures.map(\.check.rawValue)).sorted().joined(separator: ", ")))")
  let everything = LayoutSweep(scene: scene, checks: LayoutSweep.Check.allCases)
  var builds = Figure("build from scratch (parse, scene, frames)")
  var sweeps = Figure("sweep of \(widths) widths, default checks")
  var everySweeps = Figure("sweep of \(widths) widths, every check (overlap too)")
  for _ in 0..<samples {
    builds.time(operations: 1) {
      let fresh = build()
      consume(fresh.frames.last?.frame.maxY ?? 0)
    }
    sweeps.time(operations: 1) {
      consume(Double(sweep.run(widths: range).configurations))
    }
    everySweeps.time(operations: 1) {
      consume(Double(everything.run(widths: range).configurations))
    }
  }
  print("| Figure | Median | Min | Max | |")
  print("|---|---|---|---|---|")
  report(builds)
  report(sweeps)
  report(everySweeps)
  // Each check alone, and none (the moves and solves alone), once each: where the time goes.
  for checks in [[]] + LayoutSweep.Check.allCases.map({ [$0] }) {
    let alone = LayoutSweep(scene: scene, checks: checks)
    let start = now()
    let result = alone.run(widths: range)
    let seconds = Double(now() - start) / 1e9
    let name = checks.first?.rawValue ?? "no check"
    print("- \(name): \(format(seconds)) (\(result.failures.count) failures)")
  }
  for (name, figure) in [("default checks", sweeps), ("every check", everySweeps)] {
    let perConfiguration = figure.median / Double(first.configurations)
    print(
      "One configuration, \(name): \(format(perConfiguration)), "
        + "\(formatRatio(perConfiguration / builds.median)) of a build from scratch")
  }
  exit(0)
}
