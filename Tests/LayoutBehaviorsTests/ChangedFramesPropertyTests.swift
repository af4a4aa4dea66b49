import TestSupport
import Testing

@testable import LayoutBehaviors

/// On random layouts and random sequences of changes, `takeChangedFrames()` equals a brute-force
/// diff of two full `frames` snapshots: the one taken at the previous read and the one now
/// (issue 14, target 2); and `frames`, which the engine brings up to date from the views marked
/// since its previous read, equals a walk of the tree that computes every entry afresh through
/// the views' public properties (read at random moments between changes, so it is brought up to
/// date over one change or many).
///
/// Each case is generated from a seed (SplitMix64) with `RandomizedLayoutTests.generate(seed:)`
/// plus labels with measured text; a failure prints the seed, the step and the operations since
/// the previous read.
@Suite struct ChangedFramesPropertyTests {
  /// The brute-force answer: the entries of `after` whose view is not in `before` or whose entry
  /// differs, in the order of `after`; and the IDs of `before` missing from `after`, ascending.
  static func bruteForce(before: [ViewFrame], after: [ViewFrame]) -> ChangedFrames {
    var byID: [ViewID: ViewFrame] = [:]
    for entry in before { byID[entry.viewID!] = entry }
    let present = Set(after.map { $0.viewID! })
    return ChangedFrames(
      frames: after.filter { byID[$0.viewID!] != $0 },
      removedViewIDs: before.map { $0.viewID! }.filter { !present.contains($0) }.sorted())
  }

  /// Every view's entry computed afresh from its public properties (``ViewFrame/init(_:)``), in
  /// tree order: root first, then depth first in subview order.
  static func walk(_ engine: LayoutEngine) -> [ViewFrame] {
    var result: [ViewFrame] = []
    var pending = [engine.root]
    while let view = pending.popLast() {
      result.append(ViewFrame(view))
      pending += view.subviews.reversed()
    }
    return result
  }

  static let texts = [
    "aaaa bbbb cccc dddd", "a b c d e f g h i j k l", "wide words wrap", "short", "",
  ]

  /// Runs one case; returns a description of the first mismatch, or `nil`.
  static func replay(seed: UInt64, steps: Int = 40) -> String? {
    var random = SplitMix64(seed: seed)
    let spec = RandomizedLayoutTests.generate(seed: seed)
    let built = RandomizedLayoutTests.build(spec)
    let engine = built.engine
    var constraints = built.constraints.filter(\.isActive)
    var containers = [engine.root] + built.views
    var labels: [View] = []
    var serial = 0
    /// A new leaf under a random container, placed by a few random constraints.
    func addLeaf(withText: Bool) -> String {
      serial += 1
      let view = View("n\(serial)")
      let parent = containers.randomElement(using: &random)!
      parent.addSubview(view)
      if withText {
        view.content = TextContent(texts.randomElement(using: &random)!, advance: 7, lineHeight: 16)
        labels.append(view)
      } else {
        containers.append(view)
      }
      let width = Double(Int.random(in: 20...180, using: &random))
      let new = [
        view.topAnchor.constraint(
          equalTo: parent.topAnchor, constant: Double(Int.random(in: 0...60, using: &random))),
        view.leadingAnchor.constraint(
          equalTo: parent.leadingAnchor, constant: Double(Int.random(in: 0...40, using: &random))),
        withText
          ? view.widthAnchor.constraint(equalToConstant: width)
          : view.widthAnchor.constraint(equalTo: parent.widthAnchor, multiplier: 0.5),
      ]
      LayoutConstraint.activate(new)
      constraints += new
      if !withText {
        let height = view.heightAnchor.constraint(equalToConstant: width / 2)
        height.isActive = true
        constraints.append(height)
      }
      return "add \(view.identifier) to \(parent.identifier)"
    }
    for _ in 0..<Int.random(in: 0...2, using: &random) { _ = addLeaf(withText: true) }
    var before = engine.frames
    if before != walk(engine) { return "seed \(seed): the first snapshot is not the tree's" }
    /// A snapshot kept from a read between changes: it must not change afterwards.
    var held: (frames: [ViewFrame], copy: [ViewFrame])? = nil
    let first = engine.takeChangedFrames()
    if first.frames != before || !first.removedViewIDs.isEmpty {
      return "seed \(seed): the first read is not every view"
    }
    for step in 0..<steps {
      var log: [String] = []
      for _ in 0..<Int.random(in: 0...3, using: &random) {
        let inTree = (containers.dropFirst() + labels).filter { $0.layoutEngine === engine }
        switch Int.random(in: 0..<12, using: &random) {
        case 0...3:
          let live = constraints.filter { $0.isActive }
          guard let constraint = live.randomElement(using: &random) else { continue }
          constraint.constant = RandomizedLayoutTests.randomConstant(&random)
          log.append("constant of \(constraint) to \(constraint.constant)")
        case 4:
          guard let view = inTree.randomElement(using: &random) else { continue }
          view.isHidden.toggle()
          log.append("toggle hidden \(view.identifier)")
        case 5:
          guard let view = inTree.randomElement(using: &random) else { continue }
          if Bool.random(using: &random) {
            view.alpha = [0, 0.5, 1].randomElement(using: &random)!
          } else {
            view.transform = AffineTransform(
              scaleX: Double(Int.random(in: 1...2, using: &random)), y: 1)
          }
          log.append("visual state of \(view.identifier)")
        case 6:
          guard let view = inTree.randomElement(using: &random), let parent = view.superview
          else { continue }
          if Bool.random(using: &random) {
            parent.bringSubviewToFront(view)
          } else {
            parent.sendSubviewToBack(view)
          }
          log.append("reorder \(view.identifier)")
        case 7:
          log.append(addLeaf(withText: Bool.random(using: &random)))
        case 8:
          guard let view = inTree.randomElement(using: &random) else { continue }
          view.removeFromSuperview()
          log.append("remove \(view.identifier)")
        case 9:
          engine.displayScale = [nil, 2, 3].randomElement(using: &random)!
          log.append("display scale \(engine.displayScale.map { "\($0)" } ?? "nil")")
        case 10:
          guard
            let label = labels.filter({ $0.layoutEngine === engine })
              .randomElement(using: &random)
          else { continue }
          label.content = TextContent(
            texts.randomElement(using: &random)!, advance: 7, lineHeight: 16)
          log.append("text of \(label.identifier)")
        default:
          engine.rootSize = Size(
            width: Double(Int.random(in: 300...420, using: &random)),
            height: Double(Int.random(in: 600...900, using: &random)))
          log.append("root size \(engine.rootSize)")
        }
        // Reads between changes publish the solver's values (and may run the fixed point).
        if Bool.random(using: &random), let view = inTree.randomElement(using: &random) {
          _ = view.frame
        }
        if Int.random(in: 0..<8, using: &random) == 0 {
          _ = engine.root.systemLayoutSizeFitting(View.layoutFittingCompressedSize)
        }
        // Snapshots between changes, some of them kept across the next changes.
        if Int.random(in: 0..<3, using: &random) == 0 {
          let frames = engine.frames
          if frames != walk(engine) {
            return "seed \(seed), step \(step) after [\(log.joined(separator: "; "))]: the "
              + "snapshot read between changes differs from a walk of the tree"
          }
          if Bool.random(using: &random) { held = (frames, frames.map { $0 }) }
        }
      }
      if let kept = held, kept.frames != kept.copy {
        return "seed \(seed), step \(step): a snapshot held by the caller changed"
      }
      let changes = engine.takeChangedFrames()
      let after = engine.frames
      let walked = walk(engine)
      if after != walked {
        let wrong = zip(after, walked).first { $0 != $1 }.map { "\($0.0) instead of \($0.1)" }
        return "seed \(seed), step \(step) after [\(log.joined(separator: "; "))]: the snapshot "
          + "differs from a walk of the tree: \(wrong ?? "\(after.count) entries, not \(walked.count)")"
      }
      let expected = bruteForce(before: before, after: after)
      if changes != expected {
        return "seed \(seed), step \(step) after [\(log.joined(separator: "; "))]: reported "
          + "\(changes.frames.map(\.identifier)) removed \(changes.removedViewIDs), expected "
          + "\(expected.frames.map(\.identifier)) removed \(expected.removedViewIDs)"
      }
      before = after
    }
    return nil
  }

  @Test func changedFramesEqualABruteForceDiffOfSnapshots() {
    // 150 seeds at full size, the first 15 in the slice (TestScale).
    for seed in UInt64(1)...UInt64(TestScale.count(150)) {
      if let mismatch = Self.replay(seed: seed) {
        Issue.record(Comment(rawValue: mismatch))
        return
      }
    }
  }
}
