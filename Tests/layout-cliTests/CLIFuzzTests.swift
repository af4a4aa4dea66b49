import TestSupport
import Testing

@testable import layout_cli

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The audit's fuzzing, kept: the example layouts with numbers replaced by extreme values
/// (10¹⁵ and just past it, 10³⁰⁸, tiny factors, zeros) run through `solve` (both formats) and
/// `check` in-process. Whatever the input, the tool must:
/// - exit with a documented status (never 70, an internal error);
/// - on invalid data, print nothing on standard output and locate every error
///   (`file:line:column: error:`);
/// - on success, print no infinity, NaN or number beyond what a `Double` holds exactly
///   (`inf`, `nan`, `1.797…e+308`), and never a solution that breaks a required constraint;
/// - exit 74 when standard output cannot be written, exactly when there was output to write;
/// - with `-o`, leave either the complete report or no file, and never a temporary file.
///
/// The seed is printed on failure; `LAYOUT_CLI_FUZZ_SEED` replays a run. `swift test` runs a
/// tenth of the cases, `TRELLIS_RANDOM_SCALE=1` (as `.ci/run`) all of them (``TestScale``).
@Suite("layout-cli fuzzing")
struct CLIFuzzTests {
  static var seed: UInt64 {
    if let text = getenv("LAYOUT_CLI_FUZZ_SEED"), let value = UInt64(String(cString: text)) {
      return value
    }
    return 0xC11_F022
  }

  /// The numbers put in place of the file's own.
  static let extremes = [
    "1e15", "-1e15", "1000000000000001", "2e15", "1e16", "-1e20", "1.7e308", "-1.7e308", "1e-16",
    "0", "-0", "1e300", "999999999999999.9", "0.000001", "4503599627370497", "1e9", "-1e9",
    "123456.789", "0.333", "1e-9",
  ]

  /// Whether a layout holds a number of 10¹² or more, where a double's precision (2⁻¹³ at 10¹²,
  /// 0.125 at 10¹⁵) can exceed the verification's tolerance for constraints of ordinary size:
  /// there a `required-violated` diagnostic is the honest outcome; below, it is a solver defect.
  static func hasHugeNumber(_ layout: String) -> Bool {
    let bytes = Array(layout.utf8)
    return numberRanges(bytes).contains { range in
      let text = String(decoding: bytes[range], as: UTF8.self)
      return (Double(text)?.magnitude ?? 0) >= 1e12
    }
  }

  /// The example layouts, read once.
  static let corpus: [(name: String, text: String)] = ExamplesTests.layoutFileNames.compactMap {
    name in
    CLITestSupport.read(ExamplesTests.directory + "/\(name).json").map { (name, $0) }
  }

  /// The ranges of number tokens in `text`: a digit (or `-` and a digit) that does not continue
  /// a name, through the digits, `.`, exponent and signs after it.
  static func numberRanges(_ text: [UInt8]) -> [Range<Int>] {
    func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }
    func isNamePart(_ byte: UInt8) -> Bool {
      isDigit(byte) || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A) || byte == 0x5F
        || byte == 0x2E
    }
    var ranges: [Range<Int>] = []
    var index = 0
    while index < text.count {
      let byte = text[index]
      let startsNumber =
        isDigit(byte) || (byte == 0x2D && index + 1 < text.count && isDigit(text[index + 1]))
      // Not inside a name such as `v12` or `card-3`.
      if startsNumber && (index == 0 || !(isNamePart(text[index - 1]) || text[index - 1] == 0x2D)) {
        var end = index + 1
        while end < text.count,
          isDigit(text[end]) || text[end] == 0x2E || text[end] | 0x20 == 0x65
            || ((text[end] == 0x2B || text[end] == 0x2D) && text[end - 1] | 0x20 == 0x65)
        {
          end += 1
        }
        ranges.append(index..<end)
        index = end
      } else {
        index += 1
      }
    }
    return ranges
  }

  /// The layout with one to three of its numbers replaced by extremes.
  static func mutate(_ text: String, using random: inout SplitMix64) -> String {
    var bytes = Array(text.utf8)
    let ranges = numberRanges(bytes)
    guard !ranges.isEmpty else { return text }
    let count = Int(random.next() % 3) + 1
    let chosen = Set((0..<count).map { _ in Int(random.next() % UInt64(ranges.count)) })
    for index in chosen.sorted(by: >) {
      let value = extremes[Int(random.next() % UInt64(extremes.count))]
      bytes.replaceSubrange(ranges[index], with: Array(value.utf8))
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// What is wrong with one run, or `nil`.
  static func problem(
    with run: CLIRun, allowed: Set<Int32>, failureStatus: Int32
  ) -> String? {
    guard allowed.contains(run.status) else { return "status \(run.status)" }
    if run.status == failureStatus {
      if !run.output.isEmpty { return "output on failure" }
      guard let first = run.errors.split(separator: "\n").first else {
        return "failure without a message"
      }
      let fields = first.split(separator: ":", maxSplits: 3, omittingEmptySubsequences: false)
      guard fields.count == 4, Int(fields[1]) != nil, Int(fields[2]) != nil,
        fields[3].hasPrefix(" error: ")
      else { return "an error without its place: \(first)" }
      return nil
    }
    for bad in ["inf", "nan", "1.797"] where run.output.contains(bad) {
      let line = run.output.split(separator: "\n").first { $0.contains(bad) } ?? ""
      return "'\(bad)' in the output: \(line)"
    }
    return nil
  }

  @Test func extremeNumbersAreReportedNeverPrinted() {
    let seed = Self.seed
    var random = SplitMix64(seed: seed)
    let cases = TestScale.count(40)
    var outcomes: [Int32: Int] = [:]
    for trial in 0..<cases {
      for (name, text) in Self.corpus {
        let layout = Self.mutate(text, using: &random)
        let label = "seed \(seed), trial \(trial), \(name)"
        let table = CLITestSupport.run(["solve", "-"], standardInput: layout)
        let json = CLITestSupport.run(["solve", "-", "--format", "json"], standardInput: layout)
        let check = CLITestSupport.run(["check", "-"], standardInput: layout)
        outcomes[check.status, default: 0] += 1
        // Below 10¹² a solution that breaks a required constraint is a solver defect, not an
        // outcome (see hasHugeNumber).
        if check.errors.contains("does not hold"), !Self.hasHugeNumber(layout) {
          Issue.record("\(label): a required constraint does not hold\n\(check.errors)\n\(layout)")
        }
        for (command, run, allowed) in [
          ("solve", table, Set<Int32>([0, 65])), ("solve --format json", json, [0, 65]),
          ("check", check, [0, 1, 65]),
        ] {
          if let problem = Self.problem(with: run, allowed: allowed, failureStatus: 65) {
            Issue.record("\(label): \(command): \(problem)\n\(layout)")
          }
        }
        #expect(table.status == json.status, "\(label)")
        // A standard output that cannot be written.
        let failing = FailingOutput()
        let errors = CapturedOutput()
        let status = layout_cli.run(
          arguments: ["solve", "-"], standardInput: FixedInput(layout), standardOutput: failing,
          standardError: errors)
        #expect(
          status == (table.output.isEmpty ? table.status : ExitCode.ioError),
          "\(label): \(status) with a failing standard output")
      }
    }
    // The mutations reach every outcome: solved, broken at solving, and invalid data.
    #expect(outcomes[0, default: 0] > 0 && outcomes[65, default: 0] > 0, "\(outcomes)")
  }

  @Test func anOutputFileIsCompleteOrAbsent() {
    let seed = Self.seed &+ 1
    var random = SplitMix64(seed: seed)
    let directory = CLITestSupport.temporaryDirectory()
    defer { CLITestSupport.remove(directory: directory) }
    for trial in 0..<TestScale.count(10) {
      for (name, text) in Self.corpus {
        let layout = Self.mutate(text, using: &random)
        let output = directory + "/\(name).txt"
        let printed = CLITestSupport.run(["solve", "-"], standardInput: layout)
        let written = CLITestSupport.run(["solve", "-", "-o", output], standardInput: layout)
        let label = "seed \(seed), trial \(trial), \(name)"
        #expect(written.status == printed.status, "\(label)")
        if written.status == 0 {
          #expect(CLITestSupport.read(output) == printed.output, "\(label)")
        } else {
          #expect(CLITestSupport.read(output) == nil, "\(label): a file after a failure")
        }
        unlink(output)
        #expect(CLITestSupport.contents(of: directory).isEmpty, "\(label): files left behind")
      }
    }
  }
}
