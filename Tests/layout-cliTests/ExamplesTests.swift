import Testing

@testable import layout_cli

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Every layout in `Examples/` is solved in-process, in both formats, and rendered, and compared
/// byte for byte with its golden files next to it: `<name>.golden.txt` (`--format table`),
/// `<name>.golden.json` (`--format json`) and `<name>.golden.svg` (`render`), and for
/// ``htmlGoldens`` `<name>.golden.html` (`render --format html`). `check` must find no problem in any of them.
///
/// The tool runs on the absolute path of each example; the package directory is then removed
/// from the output, so the goldens read as if the tool had been run from the package root
/// (`layout-cli solve Examples/chat.json`). Since the goldens were written by another process,
/// comparing with them also checks that the output does not depend on a process's hashing.
///
/// After a deliberate change, re-record the goldens and review the diff:
///
///     TRELLIS_RECORD_GOLDEN=1 swift test --filter Examples
@Suite("Examples")
struct ExamplesTests {
  /// The package's root directory, from this file's path.
  static let packageRoot: String = {
    var path = String(#filePath)
    for _ in 0..<3 {
      guard let slash = path.lastIndex(of: "/") else { return "." }
      path = String(path[..<slash])
    }
    return path
  }()

  /// The `Examples` directory.
  static let directory = packageRoot + "/Examples"

  /// Whether the goldens are being re-recorded.
  static let isRecording = getenv("TRELLIS_RECORD_GOLDEN") != nil

  /// The names of the examples (`chat` for `Examples/chat.json`), sorted.
  static let names: [String] = CLITestSupport.contents(of: directory).filter {
    $0.hasSuffix(".json") && !$0.hasSuffix(".golden.json")
  }.map { String($0.dropLast(".json".count)) }

  @Test func thereAreTheExamplesTheIssuesPromise() {
    for name in [
      "login-form", "chat", "split-view", "side-panels", "settings-form", "card-grid",
      "split-view-rtl", "photo", "task-board", "card-pile", "settings-stack", "chat-bubbles",
      "settings-text", "terminal-dashboard",
    ] {
      #expect(Self.names.contains(name), "Examples/\(name).json is missing")
    }
  }

  @Test func theREADMETranscriptIsTheLoginFormsOutput() throws {
    let readme = try #require(CLITestSupport.read(Self.packageRoot + "/README.md"))
    let output = Self.solve("login-form", format: "table").output
    #expect(
      readme.contains("$ swift run layout-cli solve Examples/login-form.json\n"),
      "README.md has no transcript of the login form")
    #expect(
      readme.contains("complete! (") && readme.contains(output),
      "The transcript in README.md is not what 'solve Examples/login-form.json' prints")
  }

  @Test func theFormatGuidesExcerptsAreRealOutput() throws {
    // Each excerpt introduced by "From `Examples/<name>.json`" is part of that example's table.
    let guide = try #require(
      CLITestSupport.read(
        Self.packageRoot + "/Sources/LayoutBehaviors/LayoutBehaviors.docc/LayoutFileFormat.md"))
    var rest = guide[...]
    var checked = 0
    while let intro = rest.firstRange(of: "From `Examples/") {
      let after = rest[intro.upperBound...]
      let name = try #require(after.firstRange(of: ".json`")).lowerBound
      let example = String(after[..<name])
      let open = try #require(after.firstRange(of: "```text\n"))
      let close = try #require(after[open.upperBound...].firstRange(of: "```"))
      let excerpt = String(after[open.upperBound..<close.lowerBound])
      let golden = CLITestSupport.read(Self.directory + "/\(example).golden.txt") ?? ""
      #expect(golden.contains(excerpt), "The excerpt of Examples/\(example).json is not its output")
      checked += 1
      rest = after[close.upperBound...]
    }
    #expect(checked >= 3)
  }

  @Test(arguments: names) func tableMatchesItsGolden(name: String) {
    let run = Self.solve(name, format: "table")
    #expect(run.status == 0)
    #expect(run.errors == "")
    Self.compare(run.output, golden: name + ".golden.txt")
  }

  @Test(arguments: names) func jsonMatchesItsGolden(name: String) {
    let run = Self.solve(name, format: "json")
    #expect(run.status == 0)
    #expect(run.errors == "")
    Self.compare(run.output, golden: name + ".golden.json")
  }

  @Test(arguments: names) func svgMatchesItsGolden(name: String) {
    var run = CLITestSupport.run(["render", Self.directory + "/\(name).json"])
    run.output = run.output.replacingAll(Self.packageRoot + "/", with: "")
    #expect(run.status == 0)
    #expect(run.errors == "")
    Self.compare(run.output, golden: name + ".golden.svg")
  }

  /// The examples whose `render --format html` page has a golden file: a keyboard's easing
  /// and a pile's springs.
  static let htmlGoldens = ["login-form", "card-pile"]

  @Test(arguments: htmlGoldens) func htmlMatchesItsGolden(name: String) {
    var run = CLITestSupport.run(["render", Self.directory + "/\(name).json", "--format", "html"])
    run.output = run.output.replacingAll(Self.packageRoot + "/", with: "")
    #expect(run.status == 0)
    #expect(run.errors == "")
    Self.compare(run.output, golden: name + ".golden.html")
  }

  @Test(arguments: names) func checkFindsNoProblem(name: String) {
    let run = CLITestSupport.run(["check", Self.directory + "/\(name).json"])
    #expect(run.status == 0)
    #expect(run.errors == "")
    #expect(run.output.hasPrefix(Self.directory + "/\(name).json: no unsatisfiable constraints ("))
  }

  @Test(arguments: names) func everyExampleHasEvents(name: String) {
    let json = Self.solve(name, format: "json").output
    #expect(json.contains(#""event": {"#), "Examples/\(name).json has no events")
  }

  // MARK: Helpers

  /// Runs `solve` on an example and removes the package directory from the output.
  static func solve(_ name: String, format: String) -> CLIRun {
    var run = CLITestSupport.run(["solve", directory + "/\(name).json", "--format", format])
    run.output = run.output.replacingAll(packageRoot + "/", with: "")
    run.errors = run.errors.replacingAll(packageRoot + "/", with: "")
    return run
  }

  /// Compares output with a golden file, or writes the golden file when recording.
  static func compare(
    _ output: String, golden: String, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let path = directory + "/" + golden
    if isRecording {
      CLITestSupport.write(output, to: path)
      return
    }
    guard let expected = CLITestSupport.read(path) else {
      let message =
        "Examples/\(golden) is missing; record it with "
        + "'TRELLIS_RECORD_GOLDEN=1 swift test --filter Examples'."
      Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
      return
    }
    if output != expected {
      let got = output.split(separator: "\n", omittingEmptySubsequences: false)
      let want = expected.split(separator: "\n", omittingEmptySubsequences: false)
      let line =
        zip(got, want).enumerated().first { $0.element.0 != $0.element.1 }?.offset
        ?? min(got.count, want.count)
      let gotLine = line < got.count ? String(got[line]) : "<end>"
      let wantLine = line < want.count ? String(want[line]) : "<end>"
      let message =
        "Examples/\(golden) differs at line \(line + 1):\n  golden: \(wantLine)\n  output: "
        + "\(gotLine)\nIf the change is deliberate, re-record with "
        + "'TRELLIS_RECORD_GOLDEN=1 swift test --filter Examples' and review the diff."
      Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
    }
  }
}

extension String {
  /// The string with every occurrence of `target` replaced by `replacement`.
  fileprivate func replacingAll(_ target: String, with replacement: String) -> String {
    guard !target.isEmpty else { return self }
    var result = ""
    var rest = self[...]
    while let range = rest.firstRange(of: target) {
      result += rest[..<range.lowerBound] + replacement
      rest = rest[range.upperBound...]
    }
    return result + rest
  }
}
