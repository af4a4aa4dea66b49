import Testing

@testable import LayoutBehaviors

/// The examples of real screens (`Examples/settings-text.json`, `Examples/terminal-dashboard.json`)
/// loaded through ``LayoutScene`` and replayed, with a few frames worked by hand: the goldens
/// check every frame, these check that the frames are the right ones.
@Suite("Example known answers")
struct ExampleKnownAnswerTests {
  /// The scene of `Examples/<name>.json`, solved.
  private func scene(
    _ name: String, sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) throws -> LayoutScene {
    let path = String(#filePath.split(separator: "/Tests/").first!) + "/Examples/\(name).json"
    let text = try #require(
      LayoutFileParserTests.read(path), "Cannot read \(path)", sourceLocation: sourceLocation)
    let document = try #require(
      LayoutFileTestSupport.document(
        text, fileName: "\(name).json", sourceLocation: sourceLocation),
      sourceLocation: sourceLocation)
    return LayoutScene(document: document)
  }

  /// The frame of a view in root coordinates.
  private func frame(
    _ id: String, in scene: LayoutScene, sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) throws -> Rect {
    try #require(scene.view(withID: id), sourceLocation: sourceLocation).frameInRoot
  }

  /// Every example, with all its events applied, pivots only on coefficients within 10⁴ of
  /// their rows' largest, so its updates after suggestions and constant changes never pay for
  /// a refinement of the whole solution (`Solver.refinesEveryUpdate`).
  @Test(arguments: [
    "card-grid", "card-pile", "chat-bubbles", "chat", "login-form", "photo", "settings-form",
    "settings-stack", "settings-text", "side-panels", "split-view-rtl", "split-view",
    "task-board", "terminal-dashboard",
  ])
  func examplesNeverRefineOnEveryUpdate(_ name: String) throws {
    let scene = try self.scene(name)
    for event in scene.document.events { _ = scene.apply(event) }
    _ = scene.engine.frames
    #expect(!scene.engine.solver.refinesEveryUpdate)
  }

  @Test func theSettingsLabelsWrapAndReWrapWhenTheScreenNarrows() throws {
    let scene = try self.scene("settings-text")
    // The stack is 375 wide inside margins of 16: its sections are 343 wide. It starts at the
    // safe area (20) plus its top margin (8): 'account' at 28, 22 (title) + 8 + 34 (name row)
    // = 64 high; 'privacy' at 28 + 64 + 24 = 116; its details at 116 + 31 (header) + 12 = 159.
    // The tracking row is label, 12, switch (51): the label 343 − 63 = 280 wide; its 30
    // characters (240) fit on one line, 20 high, centered in the row of 31: y 159 + 5.5.
    expectFrame(try frame("tracking-label", in: scene), 16, 164.5, 280, 20)
    // The note (advance 7): 343 / 7 = 49 characters a line. "Apps that asked to track you are
    // listed here." is 45; " Turning" would make 53: two lines of 18, below the row (159 + 31).
    expectFrame(try frame("tracking-note", in: scene), 16, 190, 343, 36)
    // The footer after the privacy section (110 = 31 + 12 + 67 high) and 24: 116 + 110 + 24 =
    // 250; "Labels are measured text: they wrap at the width" is 48 (" their" would make 54):
    // two lines of 17.
    expectFrame(try frame("footer", in: scene), 16, 250, 343, 34)

    // Collapsed, the details and the spacing after the header (12) leave: the privacy
    // section is its header (31), and the footer moves up to 116 + 31 + 24 = 171.
    _ = scene.apply(scene.document.events[0])
    expectFrame(try frame("footer", in: scene), 16, 171, 343, 34)
    expectFrame(try frame("privacy-details", in: scene), 16, 159 - 12, 343, 0)
    _ = scene.apply(scene.document.events[1])
    expectFrame(try frame("footer", in: scene), 16, 250, 343, 34)

    // Narrowed to 320: sections 288 wide. The label is 288 − 63 = 225, 28 characters (225 / 8
    // = 28.1): "Allow apps to request to" (24) + " track" would be 30, so two lines (40), taller
    // than the switch: the row is 40 high and the label at its top.
    _ = scene.apply(scene.document.events[2])
    expectFrame(try frame("tracking-label", in: scene), 16, 159, 225, 40)
    // The note: 288 / 7 = 41 characters a line: "Apps that asked to track you are listed"
    // (39), "here. Turning this off denies every new" (39), "request.": three lines of 18,
    // below the row at 159 + 40.
    expectFrame(try frame("tracking-note", in: scene), 16, 199, 288, 54)
    // The footer: "Labels are measured text: they wrap at" (38), "the width their stack gives
    // them and" (36), "again when it changes.": three lines of 17, at 116 + (31 + 12 + 94) +
    // 24 = 277.
    expectFrame(try frame("footer", in: scene), 16, 277, 288, 51)
  }

  @Test func theDashboardCountsCellsAndReWrapsWhenThePaneCollapses() throws {
    let scene = try self.scene("terminal-dashboard")
    // A cell is 8 × 16. "数据库-2  warn  91%": three wide characters (6 cells), "-2" (2),
    // "  warn  " (8), "91%" (3) = 19 cells = 152, as "api-1     ok    12%" (19 characters):
    // the columns line up. The row is the fourth line of the nodes pane, inside its margins
    // (8, 16) under the header (16): y 16 + 16 + 3 × 16 = 80.
    expectFrame(try frame("node-db-2", in: scene), 8, 80, 152, 16)
    expectFrame(try frame("node-api-1", in: scene), 8, 48, 152, 16)
    // "🕐 12:04:31": the emoji is 2 cells, then 9: 11 cells = 88, against the header's
    // trailing margin at 960 − 8 = 952: x 864.
    expectFrame(try frame("clock", in: scene), 864, 0, 88, 16)
    // The logs pane is 960 − 192 − 8 − 240 = 520 wide, 504 (63 cells) inside its margins.
    // "12:03:58 api-1 デプロイ完了: v2.4.1 を本番環境に反映しました" is 8 + 1 + 5 + 1 + 13 + 1 +
    // 6 + 1 + 24 = 60 cells; " (12" would make 64: two lines (32). The label is as wide as the
    // pane allows (its one-line width, 88 cells, does not fit); x 192 + 8 + 8 = 208, y 16 +
    // 16 + 16 (title) + 16 (spacing) = 64.
    expectFrame(try frame("log-deploy", in: scene), 208, 64, 504, 32)

    // The alerts pane slides off the trailing edge: the logs pane is 760 wide, 744 (93 cells)
    // inside, and the line's 88 cells (60 + " (12 files, 3 migrations) 🚀", 28) fit: one line,
    // 704 wide.
    _ = scene.apply(scene.document.events[0])
    expectFrame(try frame("alerts", in: scene), 960, 16, 240, 608)
    expectFrame(try frame("log-deploy", in: scene), 208, 64, 704, 16)
    _ = scene.apply(scene.document.events[1])
    expectFrame(try frame("log-deploy", in: scene), 208, 64, 504, 32)
  }
}
