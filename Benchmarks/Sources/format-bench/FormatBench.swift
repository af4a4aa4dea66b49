// Decoding a layout file whose rows are written in the Visual Format Language against the same
// file written constraint by constraint.
//
//   swift build -c release && .build/release/format-bench [--rounds N] [--rows N]
//     [--only format|constraints] [--scene]
//
// Both files are generated here from one description: `rows` rows of three views (a label, a
// field, a button). Row i is `H:|-[label(80)]-[field(>=100)]-[button(60)]-|` with
// `alignAllCenterY`, and `V:[previous label]-8-[label(30)]` (the first row 20 below the root's
// top): two entries of `constraints`, against the eleven single constraints they stand for.
// Before timing, both files are decoded and solved once and must give the same frames; the
// program stops otherwise. The two sides then alternate, round by
// round; the program prints each side's median, minimum and maximum and the ratio of the
// medians. `--only` runs one side alone, for instruction counts by difference of two round
// counts under callgrind. `--scene` times the whole read instead of the decoding alone: decode,
// build the scene (its views and constraints made and solved) and take its frames.

import LayoutBehaviors

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Nanoseconds from a monotonic clock.
func now() -> UInt64 {
  var spec = timespec()
  clock_gettime(CLOCK_MONOTONIC, &spec)
  return UInt64(spec.tv_sec) * 1_000_000_000 + UInt64(spec.tv_nsec)
}

/// A duration in milliseconds, two decimals.
func milliseconds(_ seconds: Double) -> String {
  String((seconds * 1e5).rounded() / 100) + " ms"
}

func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }

func fail(_ message: String) -> Never {
  print("format-bench: error: \(message)")
  exit(1)
}

/// The two files of `rows` rows.
func files(rows: Int) -> (format: String, constraints: String) {
  var views: [String] = []
  var format: [String] = []
  var single: [String] = []
  for row in 0..<rows {
    let (l, f, b) = ("l\(row)", "f\(row)", "b\(row)")
    for id in [l, f, b] { views.append("{ \"id\": \"\(id)\" }") }
    format.append(
      "{ \"constraint\": \"H:|-[\(l)(80)]-[\(f)(>=100)]-[\(b)(60)]-|\", "
        + "\"options\": [\"alignAllCenterY\"] }")
    single += [
      "\(l).leading == root.margins.leading", "\(l).width == 80",
      "\(f).leading == \(l).trailing + 8", "\(f).width >= 100",
      "\(b).leading == \(f).trailing + 8", "\(b).width == 60",
      "root.margins.trailing == \(b).trailing", "\(f).centerY == \(l).centerY",
      "\(b).centerY == \(f).centerY",
    ].map { "\"\($0)\"" }
    if row == 0 {
      format.append("\"V:|-20-[\(l)(30)]\"")
      single += ["\"\(l).top == root.top + 20\"", "\"\(l).height == 30\""]
    } else {
      format.append("\"V:[l\(row - 1)]-8-[\(l)(30)]\"")
      single += ["\"\(l).top == l\(row - 1).bottom + 8\"", "\"\(l).height == 30\""]
    }
  }
  func file(_ constraints: [String]) -> String {
    "{ \"root\": { \"width\": 414, \"height\": 896 },\n  \"views\": [\n    "
      + views.joined(separator: ",\n    ") + "\n  ],\n  \"constraints\": [\n    "
      + constraints.joined(separator: ",\n    ") + "\n  ]\n}\n"
  }
  return (file(format), file(single))
}

func decode(_ bytes: [UInt8], name: String) -> LayoutDocument {
  switch LayoutDocument.parse(bytes, fileName: name) {
  case .success(let document): return document
  case .failure(let errors): fail("\(name) does not decode:\n\(errors)")
  }
}

var rounds = 31
var rows = 1000
var only: String? = nil
var includesScene = false
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
  switch argument {
  case "--rounds": rounds = arguments.popFirst().flatMap { Int($0) } ?? rounds
  case "--rows": rows = arguments.popFirst().flatMap { Int($0) } ?? rows
  case "--only": only = arguments.popFirst()
  case "--scene": includesScene = true
  default: fail("unknown argument '\(argument)'")
  }
}

let (formatText, singleText) = files(rows: rows)
let formatBytes = Array(formatText.utf8)
let singleBytes = Array(singleText.utf8)
let formatDocument = decode(formatBytes, name: "format.json")
let singleDocument = decode(singleBytes, name: "constraints.json")
let formatFrames = LayoutScene(document: formatDocument).frames.map {
  "\($0.identifier) \($0.frameInRoot)"
}
let singleFrames = LayoutScene(document: singleDocument).frames.map {
  "\($0.identifier) \($0.frameInRoot)"
}
guard formatFrames == singleFrames else {
  fail("the format strings and the constraints written one by one give different frames")
}

func time(_ bytes: [UInt8], withScene: Bool) -> Double {
  let start = now()
  let document = decode(bytes, name: "file.json")
  if withScene {
    let frames = LayoutScene(document: document).frames
    let elapsed = Double(now() - start) / 1e9
    withExtendedLifetime(frames) {}
    return elapsed
  }
  let elapsed = Double(now() - start) / 1e9
  withExtendedLifetime(document) {}
  return elapsed
}

var formatTimes: [Double] = []
var singleTimes: [Double] = []
for _ in 0..<rounds {
  if only != "constraints" { formatTimes.append(time(formatBytes, withScene: includesScene)) }
  if only != "format" { singleTimes.append(time(singleBytes, withScene: includesScene)) }
}
if only != nil {
  print("\(only!): \(rounds) rounds")
  exit(0)
}
print(
  "\(rows) rows, \(rows * 11) constraints, \(rounds) rounds (interleaved), "
    + (includesScene ? "decode, scene and frames" : "decode"))
print("| file | bytes | median | min | max |")
print("|---|---|---|---|---|")
print(
  "| format strings | \(formatBytes.count) | \(milliseconds(median(formatTimes))) | "
    + "\(milliseconds(formatTimes.min()!)) | \(milliseconds(formatTimes.max()!)) |")
print(
  "| one by one | \(singleBytes.count) | \(milliseconds(median(singleTimes))) | "
    + "\(milliseconds(singleTimes.min()!)) | \(milliseconds(singleTimes.max()!)) |")
let ratio = median(formatTimes) / median(singleTimes)
print("format strings / one by one: \(String((ratio * 100).rounded() / 100))× (ratio of medians)")
