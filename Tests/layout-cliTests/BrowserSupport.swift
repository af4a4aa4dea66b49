import Foundation
import Testing

/// Runs a headless Chromium for the browser tests: finds it, loads a page (dumping its DOM once
/// its scripts ran, or taking a screenshot), and reads what it returns.
enum BrowserSupport {
  /// The names a Chromium binary goes by, in the order they are looked for on `PATH`.
  static let names = ["chromium", "chromium-browser", "google-chrome", "google-chrome-stable"]

  /// The Chromium to use: `TRELLIS_CHROMIUM` when set, otherwise the first of ``names`` on
  /// `PATH`; `nil` when there is none.
  static let chromium: String? = {
    let environment = ProcessInfo.processInfo.environment
    if let path = environment["TRELLIS_CHROMIUM"], !path.isEmpty {
      return FileManager.default.isExecutableFile(atPath: path) ? path : nil
    }
    let directories = (environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
    for name in names {
      for directory in directories {
        let path = "\(directory)/\(name)"
        if FileManager.default.isExecutableFile(atPath: path) { return path }
      }
    }
    return nil
  }()

  /// Whether a missing Chromium fails the tests instead of skipping them: on CI (`CI` set, as CI
  /// services and `.ci/run` do) or with `TRELLIS_REQUIRE_CHROMIUM=1`.
  static let isRequired: Bool = {
    let environment = ProcessInfo.processInfo.environment
    let ci = environment["CI"].map { !$0.isEmpty && $0 != "0" && $0 != "false" } ?? false
    return ci || environment["TRELLIS_REQUIRE_CHROMIUM"] == "1"
  }()

  /// The longest one Chromium run may take before it is stopped and the test fails.
  static let timeout = 30.0

  /// Runs Chromium headless on `url` with `arguments` added, and returns its standard output,
  /// or records an issue and returns `nil` when it fails or times out. A fresh profile directory
  /// under `directory` keeps runs apart.
  static func run(_ arguments: [String], url: String, directory: String) -> String? {
    guard let chromium else { return nil }
    let profile = directory + "/profile-\(UUID().uuidString)"
    let outputPath = directory + "/chromium-\(UUID().uuidString).out"
    _ = FileManager.default.createFile(atPath: outputPath, contents: nil)
    defer {
      try? FileManager.default.removeItem(atPath: profile)
      try? FileManager.default.removeItem(atPath: outputPath)
    }
    guard let output = FileHandle(forWritingAtPath: outputPath) else {
      Issue.record("Cannot write \(outputPath)")
      return nil
    }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: chromium)
    process.arguments =
      [
        "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-extensions",
        "--hide-scrollbars", "--user-data-dir=\(profile)",
      ] + arguments + [url]
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    process.standardInput = FileHandle.nullDevice
    do {
      try process.run()
    } catch {
      Issue.record("Cannot start \(chromium): \(error)")
      return nil
    }
    let deadline = Date().addingTimeInterval(timeout)
    while process.isRunning && Date() < deadline { usleep(20_000) }
    if process.isRunning {
      process.terminate()
      process.waitUntilExit()
      Issue.record("\(chromium) did not finish within \(Int(timeout)) s: \(arguments) \(url)")
      return nil
    }
    try? output.close()
    guard process.terminationStatus == 0 else {
      Issue.record("\(chromium) exited with status \(process.terminationStatus) on \(url)")
      return nil
    }
    return (try? String(contentsOfFile: outputPath, encoding: .utf8)) ?? ""
  }

  /// A drawn view rectangle read back from the DOM: its `data-view`, `data-state`, geometry,
  /// and the opacity of the `<g class="motion">` around it (1 without one).
  struct DrawnRect {
    var view: String
    var state: Int
    var x, y, width, height: Double
    var opacity: Double
  }

  /// The `<rect>` elements with `data-view` of a dumped DOM, in document order.
  static func drawnRects(in dom: String) -> [DrawnRect] {
    var rects: [DrawnRect] = []
    var groups: [[String: String]] = []
    var rest = dom[...]
    while let open = rest.firstIndex(of: "<") {
      guard let close = rest[open...].firstIndex(of: ">") else { break }
      let tag = rest[rest.index(after: open)..<close]
      rest = rest[rest.index(after: close)...]
      if tag == "/g" {
        if !groups.isEmpty { groups.removeLast() }
      } else if tag.hasPrefix("g ") || tag == "g" {
        groups.append(attributes(of: tag))
      } else if tag.hasPrefix("rect ") {
        let attributes = attributes(of: tag)
        let state = attributes["data-state"].flatMap { Int($0) }
        guard let view = attributes["data-view"], let state else { continue }
        let group = groups.last
        let isMotion = group?["class"] == "motion"
        rects.append(
          DrawnRect(
            view: view, state: state, x: Double(attributes["x"] ?? "") ?? .nan,
            y: Double(attributes["y"] ?? "") ?? .nan,
            width: Double(attributes["width"] ?? "") ?? .nan,
            height: Double(attributes["height"] ?? "") ?? .nan,
            opacity: isMotion ? Double(group?["opacity"] ?? "1") ?? .nan : 1))
      }
    }
    return rects
  }

  /// The attributes of a start tag (`name a="1" b="2"`), values unescaped.
  static func attributes(of tag: Substring) -> [String: String] {
    var result: [String: String] = [:]
    var rest = tag.drop { $0 != " " }
    while let equals = rest.firstIndex(of: "=") {
      let name = rest[..<equals].trimmingCharacters(in: .whitespaces)
      let afterEquals = rest[rest.index(after: equals)...]
      guard afterEquals.first == "\"" else { break }
      let valueStart = afterEquals.index(after: afterEquals.startIndex)
      guard let valueEnd = afterEquals[valueStart...].firstIndex(of: "\"") else { break }
      result[name] = unescaped(afterEquals[valueStart..<valueEnd])
      rest = afterEquals[afterEquals.index(after: valueEnd)...]
    }
    return result
  }

  /// HTML attribute text with the entities a serializer writes replaced.
  static func unescaped(_ text: Substring) -> String {
    String(text).replacingOccurrences(of: "&quot;", with: "\"")
      .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
      .replacingOccurrences(of: "&nbsp;", with: "\u{A0}")
      .replacingOccurrences(of: "&amp;", with: "&")
  }

  /// The width and height of a PNG from its IHDR chunk, or `nil` when the data is not a PNG.
  static func pngSize(_ data: Data) -> (width: Int, height: Int)? {
    let bytes = [UInt8](data.prefix(24))
    let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    guard bytes.count == 24, Array(bytes[0..<8]) == signature,
      String(decoding: bytes[12..<16], as: UTF8.self) == "IHDR"
    else { return nil }
    func integer(_ offset: Int) -> Int {
      bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
    }
    return (integer(16), integer(20))
  }
}
