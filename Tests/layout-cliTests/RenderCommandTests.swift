import Testing

@testable import layout_cli

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `layout-cli render`: its usage errors, and that it loads, fails and writes exactly as
/// `solve` does.
@Suite("layout-cli render")
struct RenderCommandTests {
  typealias Support = CLITestSupport

  static let renderUsage = """
    Usage: layout-cli render <file> [--format <format>] [--output <file>] [--event <event> ...] [--keyboard <height> ...] [--diagnostics <format>] [--scene <scene>] [--device <device>] [--orientation <orientation>] [--traits <size classes>] [--text-model]
      See 'layout-cli render --help' for more information.

    """

  private func expectUsageError(
    _ arguments: [String], _ message: String, help: String? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let run = Support.run(arguments)
    #expect(run.status == 64, sourceLocation: sourceLocation)
    #expect(run.output == "", sourceLocation: sourceLocation)
    var expected = "Error: \(message)\n"
    if let help { expected += "Help:  \(help)\n" }
    expected += Self.renderUsage
    #expect(run.errors == expected, sourceLocation: sourceLocation)
  }

  @Test func usageErrors() {
    expectUsageError(
      ["render"], "Missing expected argument '<file>'",
      help:
        "<file>  The layout file or Interface Builder document (.xib, .storyboard; recognized by its content), or '-' to read standard input."
    )
    expectUsageError(["render", "a.json", "b.json"], "Unexpected argument 'b.json'")
    expectUsageError(
      ["render", "a.json", "--formt", "svg"], "Unknown option '--formt'. Did you mean '--format'?")
    expectUsageError(["render", "a.json", "--format"], "Missing value for '--format <format>'")
    expectUsageError(["render", "a.json", "-o"], "Missing value for '--output <file>'")
    expectUsageError(
      ["render", "a.json", "--output", ""],
      "The value '' is invalid for '--output <file>': the path is empty.")
    expectUsageError(
      ["render", "a.json", "-o", "a.json"],
      "The value 'a.json' is invalid for '--output <file>': it is the input file, which is never written."
    )
    expectUsageError(
      ["render", "a.json", "--keyboard", "tall"],
      "The value 'tall' is invalid for '--keyboard <height>': the height must be a number of points, from 0 to 10^15."
    )
  }

  @Test func htmlIsAFormat() {
    let directory = Support.temporaryDirectory()
    defer { Support.remove(directory: directory) }
    let path = directory + "/layout.json"
    Support.write(Support.validLayout, to: path)
    let run = Support.run(["render", path, "--format", "html"])
    #expect(run.status == 0)
    #expect(run.errors == "")
    #expect(run.output.hasPrefix("<!DOCTYPE html>\n"))
    #expect(Support.run(["render", path, "--format=html"]).output == run.output)
    expectUsageError(
      ["render", "a.json", "--format", "htm"],
      "The value 'htm' is invalid for '--format <format>'. Did you mean 'html'?")
  }

  @Test func otherFormatsAreRefusedWithTheNearestOne() {
    expectUsageError(
      ["render", "a.json", "--format=sgv"],
      "The value 'sgv' is invalid for '--format <format>'. Did you mean 'svg'?")
    expectUsageError(
      ["render", "a.json", "--format", "png"],
      "The value 'png' is invalid for '--format <format>'. Please provide one of 'svg' and 'html'.")
    // `solve`'s formats are not `render`'s.
    expectUsageError(
      ["render", "a.json", "--format", "table"],
      "The value 'table' is invalid for '--format <format>'. Please provide one of 'svg' and 'html'."
    )
  }

  @Test func svgIsTheDefaultFormat() {
    let directory = Support.temporaryDirectory()
    defer { Support.remove(directory: directory) }
    let path = directory + "/layout.json"
    Support.write(Support.validLayout, to: path)
    let plain = Support.run(["render", path])
    let svg = Support.run(["render", path, "--format", "svg"])
    #expect(plain.status == 0)
    #expect(plain.errors == "")
    #expect(plain.output.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg "))
    #expect(plain.output.hasSuffix("</svg>\n"))
    #expect(svg.output == plain.output)
    // The same bytes every time.
    #expect(Support.run(["render", path]).output == plain.output)
  }

  @Test func badInputFailsAsSolveFails() {
    let directory = Support.temporaryDirectory()
    defer { Support.remove(directory: directory) }
    let valid = directory + "/valid.json"
    let invalid = directory + "/invalid.json"
    Support.write(Support.validLayout, to: valid)
    Support.write(Support.invalidLayout, to: invalid)
    let cases: [(arguments: [String], status: Int32)] = [
      (["/nonexistent/layout.json"], 66),
      ([directory], 66),
      ([invalid], 65),
      ([invalid, "--diagnostics", "json"], 65),
      ([valid, "--event", "toggle sidebar"], 0),
      ([valid, "--event", "toggle sidebr"], 65),
      ([valid, "--event", "set-constant nothing 3"], 65),
      ([valid, "--event", "wobble"], 64),
      (["-", "--keyboard", "300"], 65),
    ]
    for (arguments, status) in cases {
      for format in ["svg", "html"] {
        let solve = Support.run(["solve"] + arguments, standardInput: "{")
        let render = Support.run(
          ["render"] + arguments + ["--format", format], standardInput: "{")
        #expect(solve.status == status, "solve \(arguments)")
        #expect(render.status == status, "render \(arguments) --format \(format)")
        if status == 64 {
          // The usage line names the command; the error is the same.
          #expect(
            render.errors.split(separator: "\n").first
              == solve.errors.split(separator: "\n").first)
        } else {
          #expect(render.errors == solve.errors, "render \(arguments) --format \(format)")
        }
        if status != 0 { #expect(render.output == "") }
      }
    }
  }

  @Test func outputFileHoldsWhatStandardOutputWould() {
    let directory = Support.temporaryDirectory()
    defer { Support.remove(directory: directory) }
    let path = directory + "/layout.json"
    let output = directory + "/layout.svg"
    Support.write(Support.validLayout, to: path)
    let printed = Support.run(["render", path])
    let written = Support.run(["render", path, "-o", output])
    #expect(written.status == 0)
    #expect(written.output == "")
    #expect(written.errors == "")
    #expect(Support.read(output) == printed.output)
    #expect(Support.contents(of: directory) == ["layout.json", "layout.svg"])
    // `-o -` is standard output.
    #expect(Support.run(["render", path, "-o", "-"]).output == printed.output)
  }

  @Test func anUnwritableOutputLeavesNoFile() {
    let directory = Support.temporaryDirectory()
    defer {
      chmod(directory + "/locked", 0o700)
      rmdir(directory + "/locked")
      Support.remove(directory: directory)
    }
    let path = directory + "/layout.json"
    Support.write(Support.validLayout, to: path)
    // Under a regular file: no one can create a file there, not even root.
    let underFile = Support.run(["render", path, "-o", path + "/out.svg"])
    #expect(underFile.status == 73)
    #expect(underFile.output == "")
    #expect(underFile.errors == "Error: Cannot write '\(path)/out.svg': Not a directory.\n")
    // In a directory that does not exist.
    let missing = Support.run(["render", path, "-o", directory + "/missing/out.svg"])
    #expect(missing.status == 73)
    #expect(
      missing.errors
        == "Error: Cannot write '\(directory)/missing/out.svg': No such file or directory.\n")
    // In a directory without write permission (which root ignores, so only for other users).
    mkdir(directory + "/locked", 0o500)
    if geteuid() != 0 {
      let locked = Support.run(["render", path, "-o", directory + "/locked/out.svg"])
      #expect(locked.status == 73)
      #expect(
        locked.errors == "Error: Cannot write '\(directory)/locked/out.svg': Permission denied.\n")
    }
    #expect(Support.contents(of: directory + "/locked") == [])
    #expect(Support.contents(of: directory) == ["layout.json", "locked"])
  }

  @Test func anInvalidLayoutWritesNoOutput() {
    let directory = Support.temporaryDirectory()
    defer { Support.remove(directory: directory) }
    let path = directory + "/layout.json"
    let output = directory + "/layout.svg"
    Support.write(Support.invalidLayout, to: path)
    for format in ["svg", "html"] {
      #expect(Support.run(["render", path, "--format", format, "-o", output]).status == 65)
      #expect(Support.contents(of: directory) == ["layout.json"])
    }
    // An existing output is left as it was.
    Support.write("old", to: output)
    for format in ["svg", "html"] {
      #expect(Support.run(["render", path, "--format", format, "-o", output]).status == 65)
      #expect(Support.read(output) == "old")
    }
  }
}
