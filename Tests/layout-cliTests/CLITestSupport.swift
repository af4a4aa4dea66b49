import Testing

@testable import layout_cli

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What one in-process run of `layout-cli` produced.
struct CLIRun {
  var status: Int32
  var output: String
  var errors: String
}

/// Helpers for running the tool in-process and for scratch files.
enum CLITestSupport {
  /// Runs `layout-cli` with captured streams.
  static func run(_ arguments: [String], standardInput: String = "") -> CLIRun {
    let output = CapturedOutput()
    let errors = CapturedOutput()
    let status = layout_cli.run(
      arguments: arguments, standardInput: FixedInput(standardInput), standardOutput: output,
      standardError: errors)
    return CLIRun(status: status, output: output.text, errors: errors.text)
  }

  /// A new empty directory under the system's temporary directory.
  static func temporaryDirectory() -> String {
    var template = Array("/tmp/layout-cli-tests-XXXXXX".utf8CString)
    let path = template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) }
    precondition(path != nil, "mkdtemp failed")
    return String(
      decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }

  /// Writes a file, replacing it.
  static func write(_ text: String, to path: String) {
    let file = fopen(path, "w")
    precondition(file != nil, "cannot write \(path)")
    _ = text.utf8CString.withUnsafeBufferPointer { fputs($0.baseAddress!, file) }
    fclose(file)
  }

  /// The contents of a file, or `nil` if it cannot be read.
  static func read(_ path: String) -> String? {
    guard let file = fopen(path, "r") else { return nil }
    defer { fclose(file) }
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4096)
    while true {
      let count = fread(&buffer, 1, buffer.count, file)
      if count <= 0 { break }
      bytes += buffer[0..<count]
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// The names in a directory, sorted, without `.` and `..`.
  static func contents(of directory: String) -> [String] {
    guard let handle = opendir(directory) else { return [] }
    defer { closedir(handle) }
    var names: [String] = []
    while let entry = readdir(handle) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
        String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
      }
      if name != "." && name != ".." { names.append(name) }
    }
    return names.sorted()
  }

  /// Removes a directory and the files in it (one level).
  static func remove(directory: String) {
    for name in contents(of: directory) { unlink(directory + "/" + name) }
    rmdir(directory)
  }

  /// A valid layout: a collapsible sidebar, a keyboard-avoiding constraint and two events.
  static let validLayout = """
    {
      "root": { "width": 375, "height": 812, "safeArea": { "top": 47, "bottom": 34 } },
      "views": [ { "id": "sidebar" }, { "id": "content" } ],
      "constraints": [
        { "id": "sidebar-leading", "constraint": "sidebar.leading == root.leading" },
        "sidebar.width == 300",
        { "id": "bottom", "constraint": "root.safeArea.bottom == content.bottom" }
      ],
      "behaviors": {
        "keyboard": { "constraints": ["bottom"] },
        "collapsible": [
          { "view": "sidebar", "constraint": "sidebar-leading", "direction": "leading" }
        ]
      },
      "events": [ { "type": "toggle", "view": "sidebar" } ]
    }
    """

  /// A layout with two errors.
  static let invalidLayout = """
    {
      "root": { "width": 375, "height": 812 },
      "views": [ { "id": "sidebar" } ],
      "constraints": [ "sidebar.widht == 300", "sidebar.leading == 20" ]
    }
    """
}

/// A small seeded generator (SplitMix64), the same as in the other test targets (test targets
/// share no sources): a failing case prints its seed and replays exactly.
struct SplitMix64: RandomNumberGenerator {
  private var state: UInt64

  init(seed: UInt64) { state = seed }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
