// Measured text end to end in the library: a 1,000-view screen where half the views are
// wrapping labels, against the same screen with fixed intrinsic sizes.
//
//   swift build -c release && .build/release/text-bench [--samples N]

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

/// A text that counts how often the engine measures it.
final class CountingText: MeasuredContent {
  let text: TextContent
  var calls = 0
  init(_ text: TextContent) { self.text = text }
  func measure(_ proposal: SizeProposal) -> Size {
    calls += 1
    return text.measure(proposal)
  }
  func baselines(for size: Size) -> Baselines? { text.baselines(for: size) }
}

/// The words the labels are made of (deterministic: label i takes 6 + i % 23 of them).
let words = [
  "layout", "engine", "wraps", "text", "at", "spaces", "and", "measures", "every", "label",
  "once", "per", "width", "the", "solver", "keeps", "its", "rows", "in", "place",
]

func string(for index: Int) -> String {
  (0..<(6 + index % 23)).map { words[(index * 7 + $0) % words.count] }.joined(separator: " ")
}

/// Builds the screen: 500 rows of an icon (32 × 32) and a label beside it, pinned between the
/// icon and the root's trailing edge, each row below the previous one. With `measured`, the
/// labels wrap their text; otherwise they have the fixed sizes the text measures at width 311.
func buildScreen(measured: Bool, counters: inout [CountingText]) -> LayoutEngine {
  let engine = LayoutEngine(size: Size(width: 375, height: 100_000))
  let root = engine.root
  var constraints: [LayoutConstraint] = []
  var previous: View? = nil
  for index in 0..<500 {
    let icon = View("icon-\(index)")
    let label = View("label-\(index)")
    let text = TextContent(string(for: index), advance: 7, lineHeight: 18)
    if measured {
      let counter = CountingText(text)
      counters.append(counter)
      label.content = counter
    } else {
      let natural = text.measure(.unspecified)
      let wrapped = text.measure(SizeProposal(width: 375 - 56))
      label.intrinsicContentSize = IntrinsicContentSize(
        width: natural.width, height: wrapped.height)
    }
    root.addSubview(icon)
    root.addSubview(label)
    constraints += [
      icon.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 8),
      icon.widthAnchor.constraint(equalToConstant: 32),
      icon.heightAnchor.constraint(equalToConstant: 32),
      icon.topAnchor.constraint(equalTo: label.topAnchor),
      label.leadingAnchor.constraint(equalTo: icon.trailingAnchor, constant: 8),
      label.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -8),
      label.topAnchor.constraint(
        equalTo: previous?.bottomAnchor ?? root.topAnchor, constant: 8),
    ]
    previous = label
  }
  LayoutConstraint.activate(constraints)
  return engine
}

func median(_ values: [Double]) -> Double {
  let sorted = values.sorted()
  return sorted[sorted.count / 2]
}

var samples = 11
var arguments = CommandLine.arguments.dropFirst().makeIterator()
while let argument = arguments.next() {
  if argument == "--samples", let value = arguments.next().flatMap({ Int($0) }) {
    samples = max(1, value)
  }
}

var fixedBuild: [Double] = []
var measuredBuild: [Double] = []
var fixedResize: [Double] = []
var measuredResize: [Double] = []
var callsPerLabelBuild = 0.0
var callsPerLabelResize = 0.0
var checksum = 0.0
for _ in 0..<samples {
  for measured in [false, true] {
    var counters: [CountingText] = []
    let start = now()
    let engine = buildScreen(measured: measured, counters: &counters)
    checksum += engine.frames.last?.frameInRoot.maxY ?? 0
    let built = now()
    let before = counters.reduce(0) { $0 + $1.calls }
    engine.rootSize = Size(width: 320, height: 100_000)
    checksum += engine.frames.last?.frameInRoot.maxY ?? 0
    let resized = now()
    let after = counters.reduce(0) { $0 + $1.calls }
    let buildTime = Double(built - start) / 1e6
    let resizeTime = Double(resized - built) / 1e6
    if measured {
      measuredBuild.append(buildTime)
      measuredResize.append(resizeTime)
      callsPerLabelBuild = Double(before) / 500
      callsPerLabelResize = Double(after - before) / 500
    } else {
      fixedBuild.append(buildTime)
      fixedResize.append(resizeTime)
    }
  }
}

func format(_ value: Double) -> String {
  let rounded = (value * 100).rounded() / 100
  return String(rounded)
}

print("1,000 views (500 icons, 500 labels), \(samples) samples, medians in ms")
print(
  "build + solve:   fixed \(format(median(fixedBuild)))  measured "
    + "\(format(median(measuredBuild)))  ratio \(format(median(measuredBuild) / median(fixedBuild)))"
)
print(
  "resize + solve:  fixed \(format(median(fixedResize)))  measured "
    + "\(format(median(measuredResize)))  ratio "
    + "\(format(median(measuredResize) / median(fixedResize)))")
print(
  "measurer calls per label: build + first solve \(format(callsPerLabelBuild)), "
    + "resize solve \(format(callsPerLabelResize))")
print("(checksum \(format(checksum)))")
