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
/// The examples are the layout files (`<name>.json`) and the Interface Builder documents
/// (`<name>.storyboard`, `<name>.xib`), which are run with the events of
/// ``interfaceBuilderExamples``: a document holds none of its own.
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

  /// The Interface Builder examples, with the options each is solved and drawn with: the events
  /// (a document holds none), and for a storyboard of several scenes the scene `render` draws.
  static let interfaceBuilderExamples: [(file: String, events: [String], renderedScene: String?)] =
    [
      (
        "adaptive-profile.storyboard",
        [
          "--orientation", "landscape", "--text-model", "--event",
          "set-text Ad1-nm-001 Ada King, Countess of Lovelace",
        ], nil
      ),
      (
        "login-screen.storyboard",
        ["--keyboard", "291", "--keyboard", "336", "--event", "keyboard-hide"], nil
      ),
      (
        "profile-and-compose.storyboard", ["--keyboard", "260", "--event", "keyboard-hide"],
        "Cm1-sc-001"
      ),
      ("settings-cell.xib", ["--event", "set-constant St1-ic-wid 40"], nil),
    ]

  /// The example files (`chat.json`, `login-screen.storyboard`), sorted; each is named in tests and
  /// goldens by its name without the extension.
  static let files: [String] = CLITestSupport.contents(of: directory).filter {
    ($0.hasSuffix(".json") && !$0.hasSuffix(".golden.json")) || $0.hasSuffix(".storyboard")
      || $0.hasSuffix(".xib")
  }

  /// The names of the examples (`chat` for `Examples/chat.json`), sorted.
  static let names: [String] = files.map(name(of:))

  /// The names of the examples that are layout files, sorted: the tests that read the file as
  /// JSON run on these.
  static let layoutFileNames: [String] = files.filter { $0.hasSuffix(".json") }.map(name(of:))

  /// The name of an example file: `chat` for `chat.json`.
  static func name(of file: String) -> String {
    String(file[..<(file.lastIndex(of: ".") ?? file.endIndex)])
  }

  @Test func thereAreTheExamplesTheIssuesPromise() {
    for name in [
      "login-form", "chat", "split-view", "side-panels", "settings-form", "card-grid",
      "split-view-rtl", "photo", "task-board", "card-pile", "settings-stack", "chat-bubbles",
      "settings-text", "terminal-dashboard",
    ] {
      #expect(Self.files.contains(name + ".json"), "Examples/\(name).json is missing")
    }
    for (file, _, _) in Self.interfaceBuilderExamples {
      #expect(Self.files.contains(file), "Examples/\(file) is missing")
    }
    // Every document in the directory has its events in the table.
    let documents = Self.files.filter { !$0.hasSuffix(".json") }
    #expect(documents == Self.interfaceBuilderExamples.map(\.file).sorted())
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

  @Test func theInterfaceBuilderGuidesExcerptIsRealOutput() throws {
    let guide = try #require(
      CLITestSupport.read(
        Self.packageRoot
          + "/Sources/LayoutBehaviors/LayoutBehaviors.docc/InterfaceBuilderDocuments.md"))
    let section = try #require(guide.firstRange(of: "## Examples\n"))
    let rest = guide[section.upperBound...]
    let open = try #require(rest.firstRange(of: "```text\n"))
    let close = try #require(rest[open.upperBound...].firstRange(of: "```"))
    let excerpt = String(rest[open.upperBound..<close.lowerBound])
    let golden = CLITestSupport.read(Self.directory + "/login-screen.golden.txt") ?? ""
    #expect(excerpt.hasPrefix("After --keyboard 336\n"))
    #expect(golden.contains(excerpt), "The excerpt of the login screen is not its output")
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
    let file = Self.file(named: name)
    let scene = Self.interfaceBuilderExamples.first { $0.file == file }?.renderedScene
    var run = CLITestSupport.run(
      ["render", Self.directory + "/" + file] + Self.events(of: file)
        + (scene.map { ["--scene", $0] } ?? []))
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
    let file = Self.file(named: name)
    // A document's views must also be where it stores them: no view is misplaced.
    let misplaced = file.hasSuffix(".json") ? [] : ["--fail-on-misplaced"]
    let run = CLITestSupport.run(["check", Self.directory + "/" + file] + misplaced)
    #expect(run.status == 0)
    #expect(run.errors == "")
    let lines = run.output.split(separator: "\n")
    #expect(!lines.isEmpty)
    for line in lines {
      // `<file>: no …` for a layout file, `<file>, scene '<id>' (<name>): no …` for a document.
      #expect(line.hasPrefix(Self.directory + "/" + file), "\(line)")
      #expect(line.contains(": no unsatisfiable constraints ("), "\(line)")
      #expect(!line.contains("misplaced"), "\(line)")
    }
  }

  @Test(arguments: names) func everyExampleHasEvents(name: String) {
    let json = Self.solve(name, format: "json").output
    #expect(json.contains(#""event": {"#), "Examples/\(Self.file(named: name)) has no events")
  }

  // MARK: Helpers

  /// The file of the example `name`.
  static func file(named name: String) -> String {
    files.first { Self.name(of: $0) == name } ?? name + ".json"
  }

  /// The event options an example is run with: none for a layout file, which holds its own.
  static func events(of file: String) -> [String] {
    interfaceBuilderExamples.first { $0.file == file }?.events ?? []
  }

  /// Runs `solve` on an example and removes the package directory from the output.
  static func solve(_ name: String, format: String) -> CLIRun {
    let file = file(named: name)
    var run = CLITestSupport.run(
      ["solve", directory + "/" + file, "--format", format] + events(of: file))
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
