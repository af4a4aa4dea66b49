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

/// The samples of one figure, in seconds per operation.
struct Figure {
  let name: String
  var samples: [Double] = []

  init(_ name: String) { self.name = name }

  var median: Double { samples.sorted()[samples.count / 2] }
  var min: Double { samples.min() ?? 0 }
  var max: Double { samples.max() ?? 0 }

  /// Times `operations` calls of `body` as one sample.
  mutating func time(operations: Int, _ body: () -> Void) {
    let start = now()
    for _ in 0..<operations { body() }
    samples.append(Double(now() - start) / 1e9 / Double(operations))
  }
}

/// A duration with its unit: ns, µs, ms or s, three significant digits.
func format(_ seconds: Double) -> String {
  let (value, unit): (Double, String) =
    seconds < 1e-6
    ? (seconds * 1e9, "ns")
    : seconds < 1e-3 ? (seconds * 1e6, "µs") : seconds < 1 ? (seconds * 1e3, "ms") : (seconds, "s")
  let digits = value >= 100 ? 0 : value >= 10 ? 1 : 2
  var scale = 1.0
  for _ in 0..<digits { scale *= 10 }
  let rounded = (value * scale).rounded() / scale
  var text = digits == 0 ? String(Int(rounded)) : String(rounded)
  if digits > 0, let dot = text.firstIndex(of: ".") {
    let decimals = text.distance(from: dot, to: text.endIndex) - 1
    text += String(repeating: "0", count: Swift.max(0, digits - decimals))
  }
  return text + " " + unit
}

/// A ratio with two decimals and a "×".
func formatRatio(_ value: Double) -> String {
  String((value * 100).rounded() / 100) + "×"
}

/// Prints a figure's median, minimum and maximum, and its ratio to `baseline` when given.
func report(_ figure: Figure, against baseline: Figure? = nil, note: String = "") {
  let line =
    "| \(figure.name) | \(format(figure.median)) | \(format(figure.min)) | \(format(figure.max)) |"
  var ratio = baseline.map { "\(formatRatio(figure.median / $0.median)) of \($0.name)" } ?? ""
  if !note.isEmpty { ratio += ratio.isEmpty ? note : " " + note }
  print(line + " \(ratio) |")
}

/// Keeps a value alive so the optimizer cannot drop the work that made it.
nonisolated(unsafe) var checksum = 0.0
@inline(never) func consume(_ value: Double) { checksum += value }
