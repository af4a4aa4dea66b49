import Foundation
import Testing

@testable import LayoutBehaviors

/// Measures a directory of Interface Builder documents gathered from public repositories against
/// the frames Interface Builder stored in them: the directory named by `TRELLIS_IB_CORPUS`
/// (skipped without it; the documents are third-party files, kept outside the repository).
///
///     TRELLIS_IB_CORPUS=/path/to/documents swift test --filter InterfaceBuilderCorpus
///
/// Every document must read, or fail with errors located in it. The views checked are those
/// under Auto Layout, as in the agreement test of ``InterfaceBuilderSceneTests``: not flagged
/// misplaced or ambiguous (nor inside a flagged view), not keeping their frame through an
/// autoresizing mask. The test prints the share of them within half a point of their stored
/// frames, overall and per feature, and every miss; `TRELLIS_IB_CORPUS_BAR` (a percentage) makes
/// a lower share a failure.
@Suite struct InterfaceBuilderCorpusTests {
  static let directory: String? = ProcessInfo.processInfo.environment["TRELLIS_IB_CORPUS"]

  /// One checked view: its features and whether it agrees.
  struct Checked {
    var features: [String]
    var agrees: Bool
  }

  @Test(.enabled(if: directory != nil, "TRELLIS_IB_CORPUS is not set"))
  func corpusAgreesWithItsStoredFrames() throws {
    let directory = try #require(Self.directory)
    let names = try FileManager.default.contentsOfDirectory(atPath: directory)
      .filter { $0.hasSuffix(".xib") || $0.hasSuffix(".storyboard") }.sorted()
    #expect(!names.isEmpty, "\(directory) holds no .xib or .storyboard")
    var checked: [Checked] = []
    var misses: [String] = []
    var failures: [String] = []
    var perDocument: [(name: String, checked: Int, agreeing: Int)] = []
    for name in names {
      let bytes = try #require(
        FileManager.default.contents(atPath: directory + "/" + name).map { [UInt8]($0) })
      let lineCount = bytes.count { $0 == UInt8(ascii: "\n") } + 1
      let document: InterfaceBuilderDocument
      switch InterfaceBuilderDocument.parse(bytes, fileName: name) {
      case .success(let parsed): document = parsed
      case .failure(let errors):
        #expect(!errors.diagnostics.isEmpty, "\(name) failed without a diagnostic")
        for diagnostic in errors.diagnostics {
          let line = diagnostic.location?.line ?? 0
          #expect(line >= 1 && line <= lineCount, "\(name): \(diagnostic.message) is not located")
        }
        let first = errors.diagnostics[0]
        failures.append("\(name):\(first.location?.line ?? 0): \(first.message)")
        continue
      }
      let features = Self.features(
        of: InterfaceBuilderReader.read(bytes, fileName: name).file,
        isStoryboard: name.hasSuffix(
          ".storyboard"))
      var documentChecked = 0
      var documentAgreeing = 0
      for scene in document.scenes {
        let layout = LayoutScene(document: scene.layout)
        let solved = Dictionary(
          layout.frames.map { ($0.identifier, $0.frame) }, uniquingKeysWith: { first, _ in first })
        let misplaced = Dictionary(
          scene.misplacedViews(in: layout.frames).map { ($0.stored.view, $0.solved) },
          uniquingKeysWith: { first, _ in first })
        let unread = scene.layout.warnings.isEmpty ? [] : ["scene with ib-not-read warnings"]
        for stored in scene.storedFrames
        where !stored.isFlagged && !stored.translatesAutoresizingMask {
          guard solved[stored.view] != nil else { continue }
          let agrees = misplaced[stored.view] == nil
          checked.append(
            Checked(features: (features[stored.view] ?? []) + unread, agrees: agrees))
          documentChecked += 1
          if agrees {
            documentAgreeing += 1
          } else {
            misses.append(
              "\(name):\(stored.line) \(stored.view) (\(stored.kind)): stored \(stored.frame), "
                + "solved \(misplaced[stored.view]!) [\((features[stored.view] ?? []).joined(separator: ", "))]"
            )
          }
        }
      }
      perDocument.append((name, documentChecked, documentAgreeing))
    }
    let agreeing = checked.filter(\.agrees).count
    let share = checked.isEmpty ? 100 : 100 * Double(agreeing) / Double(checked.count)
    var report = "\(names.count) documents, \(failures.count) not read; \(agreeing) of "
    report += "\(checked.count) views agree (\(Self.percent(share)))\n\nfeature | views | agree\n"
    var byFeature: [String: (Int, Int)] = [:]
    for view in checked {
      for feature in Set(view.features) {
        byFeature[feature, default: (0, 0)].0 += 1
        if view.agrees { byFeature[feature, default: (0, 0)].1 += 1 }
      }
    }
    for (feature, (count, agree)) in byFeature.sorted(by: { $0.key < $1.key }) {
      report +=
        "\(feature) | \(count) | \(agree) (\(Self.percent(100 * Double(agree) / Double(count))))\n"
    }
    report += "\nDocuments with misses:\n"
    for entry in perDocument where entry.agreeing < entry.checked {
      report += "  \(entry.name): \(entry.agreeing) of \(entry.checked)\n"
    }
    report += "\nNot read:\n" + failures.map { "  " + $0 + "\n" }.joined()
    report += "\nMisses:\n" + misses.map { "  " + $0 + "\n" }.joined()
    print(report)
    if let bar = ProcessInfo.processInfo.environment["TRELLIS_IB_CORPUS_BAR"].flatMap(Double.init) {
      #expect(share >= bar, "\(Self.percent(share)) of the views agree, below \(bar)%")
    }
  }

  static func percent(_ value: Double) -> String {
    let tenths = (value * 10).rounded()
    return "\(Int(tenths) / 10).\(Int(tenths) % 10)%"
  }

  /// The features of each view of a file, by id: the document's kind, the view's kind, where
  /// it is (an arranged subview, inside a cell or a scroll view) and what its constraints use.
  static func features(of file: InterfaceBuilderFile?, isStoryboard: Bool) -> [String: [String]] {
    guard let file else { return [:] }
    var result: [String: [String]] = [:]
    for scene in file.scenes {
      var constraints: [(InterfaceBuilderConstraint, owner: String)] = []
      var pending: [InterfaceBuilderView] = [scene.root]
      while let view = pending.popLast() {
        constraints += view.constraints.map { ($0, view.id) }
        pending += view.subviews
      }
      var guides = Set(scene.legacyGuides.map(\.id))
      var stack: [(InterfaceBuilderView, [String])] = [(scene.root, [])]
      while let (view, context) = stack.popLast() {
        if let guide = view.safeAreaGuideID { guides.insert(guide) }
        for guide in view.layoutGuides { guides.insert(guide.id) }
        var features = [isStoryboard ? "storyboard" : "xib", "kind " + view.kind] + context
        if !view.translatesAutoresizingMask,
          view.subviews.contains(where: { $0.translatesAutoresizingMask && $0.hasStoredFrame })
        {
          features.append("has autoresizing subviews")
        }
        result[view.id] = features
        var inner = context
        switch view.kind {
        case "stackView": inner.append("arranged subview")
        case "tableViewCell", "collectionViewCell", "tableViewCellContentView",
          "collectionReusableView":
          inner.append("inside a cell")
        case "scrollView", "tableView", "collectionView", "textView":
          inner.append("inside a scroll view")
        default: break
        }
        stack += view.subviews.map { ($0, Array(Set(inner)).sorted()) }
      }
      for (constraint, owner) in constraints {
        var uses: [String] = []
        let attributes =
          [constraint.firstAttribute] + (constraint.secondAttribute.map { [$0] } ?? [])
        if attributes.contains(where: { $0.anchor.isMargin }) { uses.append("uses margins") }
        if attributes.contains(where: { $0.anchor.attribute.isBaseline }) {
          uses.append("uses baselines")
        }
        if constraint.multiplier != 1 { uses.append("uses a multiplier") }
        if let priority = constraint.priority, priority < 1000 { uses.append("uses a priority") }
        if constraint.relation != .equal { uses.append("uses an inequality") }
        let items = [constraint.firstItem ?? owner] + (constraint.secondItem.map { [$0] } ?? [])
        if items.contains(where: guides.contains) { uses.append("uses a guide") }
        for item in items where result[item] != nil {
          for use in uses where !result[item]!.contains(use) { result[item]!.append(use) }
        }
      }
    }
    return result
  }
}
