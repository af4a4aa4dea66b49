import Testing

@testable import LayoutBehaviors
@testable import layout_cli

/// The table report's cells, kept as bytes: each cell reads as the text the report used to make
/// as a `String`, and is as wide in characters.
@Suite("Table cells")
struct TableCellsTests {
  /// The text of cell `index`.
  static func text(_ cells: TableCells, _ index: Int) -> String {
    String(decoding: cells[index], as: UTF8.self)
  }

  @Test func knownCells() {
    var cells = TableCells()
    cells.append("header")
    cells.append(number: 47)
    cells.append(number: -0.0004)
    cells.append(number: 1.0 / 3)
    cells.append(old: 417, new: 160)
    cells.append(old: 375, new: 375.0001)
    cells.append(old: -2.5, new: 12)
    cells.append("é-card")
    cells.append("")
    cells.append(number: 1e300)
    cells.append(number: .nan)
    let expected: [(String, Int)] = [
      ("header", 6), ("47", 2), ("0", 1), ("0.333", 5), ("417 → 160", 9), ("375", 3),
      ("-2.5 → 12", 9), ("é-card", 6), ("", 0), ("1e+300", 6), ("nan", 3),
    ]
    #expect(cells.count == expected.count)
    for (index, (text, width)) in expected.enumerated() {
      #expect(Self.text(cells, index) == text, "cell \(index)")
      #expect(cells.widths[index] == width, "cell \(index)")
    }
  }

  /// `ReportNumber.append(_:to:)` writes what `ReportNumber.text(_:)` returns, and returns its
  /// length; cells of numbers and of changes read as the `String`s they replace, with widths
  /// counted as the report counts characters.
  @Test(arguments: [1, 2, 3, 4, 5, 6] as [UInt64])
  func numbersMatchTheirText(seed: UInt64) {
    var random = SplitMix64(seed: seed)
    func value() -> Double {
      switch random.next() % 8 {
      case 0: return Double(Int(random.next() % 2001) - 1000)
      case 1: return Double(Int(random.next() % 2_000_001) - 1_000_000) / 1000
      case 2: return Double.random(in: -1e-3...1e-3, using: &random)
      case 3: return Double.random(in: -1e13...1e13, using: &random)
      case 4: return [.nan, .infinity, -.infinity, 1e300, -1.5e20, -0.0][Int(random.next() % 6)]
      case 5: return Double(Int(random.next() % 2001) - 1000) / 8 + 0.0005
      default: return Double.random(in: -500...500, using: &random)
      }
    }
    var cells = TableCells()
    var expected: [String] = []
    for _ in 0..<500 {
      let number = value()
      var bytes: [UInt8] = [1]
      let count = ReportNumber.append(number, to: &bytes)
      let text = ReportNumber.text(number)
      #expect(bytes == [1] + Array(text.utf8), "seed \(seed), value \(number)")
      #expect(count == text.utf8.count, "seed \(seed), value \(number)")
      cells.append(number: number)
      expected.append(text)
      // A third of the changes are too small to print: the cell then shows the new value only.
      let old =
        random.next() % 3 == 0 ? number + Double(Int(random.next() % 3) - 1) * 1e-4 : value()
      cells.append(old: old, new: number)
      let oldText = ReportNumber.text(old)
      expected.append(oldText == text ? text : "\(oldText) → \(text)")
    }
    #expect(cells.count == expected.count)
    for index in 0..<cells.count {
      #expect(Self.text(cells, index) == expected[index], "seed \(seed), cell \(index)")
      #expect(
        cells.widths[index] == TableReport.characterCount(expected[index]),
        "seed \(seed), cell \(index)")
    }
  }
}
