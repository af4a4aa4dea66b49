#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Nanoseconds from a monotonic clock.
@inline(__always) func now() -> UInt64 {
  var spec = timespec()
  clock_gettime(CLOCK_MONOTONIC, &spec)
  return UInt64(spec.tv_sec) * 1_000_000_000 + UInt64(spec.tv_nsec)
}

/// The peak resident memory of this process so far, in bytes.
///
/// On Linux this is `VmHWM` from `/proc/self/status`: unlike `getrusage`'s `ru_maxrss`, which
/// survives `execve` and so reports the parent's peak when a larger process (the comparison
/// script) starts the benchmark, it covers this program only.
func peakResidentBytes() -> Int {
  #if os(Linux)
    if let file = fopen("/proc/self/status", "r") {
      defer { fclose(file) }
      var line = [CChar](repeating: 0, count: 256)
      while fgets(&line, Int32(line.count), file) != nil {
        let text = String(
          decoding: line.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        if text.hasPrefix("VmHWM:") {
          let digits = text.filter { $0.isNumber }
          if let kilobytes = Int(digits) { return kilobytes * 1024 }
        }
      }
    }
  #endif
  var usage = rusage()
  #if os(Linux)
    getrusage(RUSAGE_SELF.rawValue, &usage)
    return Int(usage.ru_maxrss) * 1024
  #else
    getrusage(RUSAGE_SELF, &usage)
    return Int(usage.ru_maxrss)
  #endif
}

/// The result of one workload: per-operation times of several samples.
struct Result {
  /// The workload's name, e.g. `grid166/dragw`.
  var name: String
  /// What one operation is.
  var unit: String
  /// Per-operation time of each sample, in nanoseconds.
  var samples: [Double]
  /// Operations per sample.
  var operationsPerSample: Int

  var sorted: [Double] { samples.sorted() }
  var median: Double {
    let values = sorted
    guard !values.isEmpty else { return .nan }
    let middle = values.count / 2
    return values.count % 2 == 1 ? values[middle] : (values[middle - 1] + values[middle]) / 2
  }
  var minimum: Double { sorted.first ?? .nan }
  var maximum: Double { sorted.last ?? .nan }
}

/// Formats nanoseconds with a readable unit.
func formatDuration(_ nanoseconds: Double) -> String {
  if nanoseconds.isNaN { return "—" }
  if nanoseconds < 1_000 { return String(format3(nanoseconds)) + " ns" }
  if nanoseconds < 1_000_000 { return format3(nanoseconds / 1_000) + " µs" }
  if nanoseconds < 1_000_000_000 { return format3(nanoseconds / 1_000_000) + " ms" }
  return format3(nanoseconds / 1_000_000_000) + " s"
}

/// Three significant digits, without Foundation.
func format3(_ value: Double) -> String {
  let digits = value >= 100 ? 0 : value >= 10 ? 1 : 2
  var scale = 1.0
  for _ in 0..<digits { scale *= 10 }
  let rounded = (value * scale).rounded() / scale
  var text = "\(rounded)"
  if digits == 0, text.hasSuffix(".0") { text.removeLast(2) }
  if let dot = text.firstIndex(of: ".") {
    let decimals = text.distance(from: dot, to: text.endIndex) - 1
    if decimals < digits { text += String(repeating: "0", count: digits - decimals) }
  }
  return text
}
