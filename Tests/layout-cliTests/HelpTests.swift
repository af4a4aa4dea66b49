import Testing

@testable import layout_cli

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The help texts, compared with the golden strings in `Golden/HelpGolden.swift`.
///
/// To re-record them after a deliberate change, run
/// `LAYOUT_CLI_RECORD_GOLDEN=1 swift test --filter HelpTests`, which rewrites that file, and review
/// the diff. (The golden texts are Swift strings rather than text files so that the package needs
/// no resource rules.)
@Suite("layout-cli help")
struct HelpTests {
  static let goldenFile =
    String(#filePath.dropLast("HelpTests.swift".count)) + "Golden/HelpGolden.swift"

  static var isRecording: Bool { getenv("LAYOUT_CLI_RECORD_GOLDEN") != nil }

  private func expectGolden(
    _ text: String, _ golden: String, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    if !Self.isRecording {
      #expect(text == golden, sourceLocation: sourceLocation)
    }
  }

  @Test func recordGoldenFiles() {
    guard Self.isRecording else { return }
    func literal(_ name: String, _ text: String) -> String {
      "  static let \(name) = #\"\"\"\n\(text)\n\"\"\"#\n"
    }
    let source =
      "// The golden help texts of layout-cli. Recorded by HelpTests with\n"
      + "// LAYOUT_CLI_RECORD_GOLDEN=1; review every change by hand.\n"
      + "// swift-format-ignore-file\n\n"
      + "enum HelpGolden {\n"
      + literal("tool", CLITestSupport.run(["--help"]).output) + "\n"
      + literal("solve", CLITestSupport.run(["solve", "--help"]).output) + "\n"
      + literal("check", CLITestSupport.run(["check", "--help"]).output) + "\n"
      + literal("explain", CLITestSupport.run(["explain", "--help"]).output) + "\n"
      + literal("render", CLITestSupport.run(["render", "--help"]).output) + "\n"
      + literal("sweep", CLITestSupport.run(["sweep", "--help"]).output)
      + "}\n"
    CLITestSupport.write(source, to: Self.goldenFile)
  }

  @Test func toolHelp() {
    let run = CLITestSupport.run(["--help"])
    #expect(run.status == 0)
    #expect(run.errors == "")
    expectGolden(run.output, HelpGolden.tool)
    #expect(CLITestSupport.run(["-h"]).output == run.output)
    #expect(CLITestSupport.run([]).output == run.output)
    #expect(CLITestSupport.run(["help"]).output == run.output)
  }

  @Test func solveHelp() {
    let run = CLITestSupport.run(["solve", "--help"])
    #expect(run.status == 0)
    #expect(run.errors == "")
    expectGolden(run.output, HelpGolden.solve)
    #expect(CLITestSupport.run(["help", "solve"]).output == run.output)
    #expect(CLITestSupport.run(["solve", "-h"]).output == run.output)
    // Help wins over any other problem on the line, as in swift-argument-parser.
    #expect(CLITestSupport.run(["solve", "--bogus", "a", "b", "--help"]).output == run.output)
  }

  @Test func checkHelp() {
    let run = CLITestSupport.run(["check", "--help"])
    #expect(run.status == 0)
    #expect(run.errors == "")
    expectGolden(run.output, HelpGolden.check)
    #expect(CLITestSupport.run(["help", "check"]).output == run.output)
  }

  @Test func explainHelp() {
    let run = CLITestSupport.run(["explain", "--help"])
    #expect(run.status == 0)
    #expect(run.errors == "")
    expectGolden(run.output, HelpGolden.explain)
    #expect(CLITestSupport.run(["help", "explain"]).output == run.output)
  }

  @Test func renderHelp() {
    let run = CLITestSupport.run(["render", "--help"])
    #expect(run.status == 0)
    #expect(run.errors == "")
    expectGolden(run.output, HelpGolden.render)
    #expect(CLITestSupport.run(["help", "render"]).output == run.output)
    #expect(CLITestSupport.run(["render", "-h"]).output == run.output)
  }

  @Test func sweepHelp() {
    let run = CLITestSupport.run(["sweep", "--help"])
    #expect(run.status == 0)
    #expect(run.errors == "")
    expectGolden(run.output, HelpGolden.sweep)
    #expect(CLITestSupport.run(["help", "sweep"]).output == run.output)
  }

  @Test func helpLinesFitEightyColumns() {
    let helps = [
      HelpText.root, HelpText.solve, HelpText.check, HelpText.explain, HelpText.render,
      HelpText.sweep,
    ]
    for text in helps.map({ $0.rendered() }) {
      for line in text.split(separator: "\n") where !line.hasPrefix("USAGE:") {
        #expect(line.count <= 80, "\(line)")
      }
    }
  }

  @Test func version() {
    for arguments in [
      ["--version"], ["solve", "--version"], ["check", "--version"], ["explain", "--version"],
      ["render", "--version"],
    ] {
      let run = CLITestSupport.run(arguments)
      #expect(run.status == 0)
      #expect(run.output == "0.1.0\n")
      #expect(run.errors == "")
    }
  }

  @Test func helpForAnUnknownSubcommand() {
    let run = CLITestSupport.run(["help", "slove"])
    #expect(run.status == 64)
    #expect(run.output == "")
    #expect(
      run.errors == """
        Error: Unknown subcommand 'slove'. Did you mean 'solve'?
        Usage: layout-cli <subcommand>
          See 'layout-cli --help' for more information.

        """)
  }
}
