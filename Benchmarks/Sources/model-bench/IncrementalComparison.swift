import LayoutBehaviors

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `model-bench --incremental app|grid VIEWS STEPS [COLUMNS]`: changes one tree in place
/// `STEPS` times each way, for `compare_yoga.py`, which makes the same changes to the flexbox
/// form of the tree in Yoga (`yoga/yoga-driver.cpp --incremental`) in the same run.
///
/// Prints one line, the median of each change in nanoseconds, the views each one reported
/// changed (the mean), and check values the script compares with Yoga's:
/// `leaf=… resize=… row=… leaf_changed=… resize_changed=… row_changed=… check_leaf=…
/// check_row=… views=…`. Each change is timed from the change to the changed frames read back
/// (`LayoutEngine.takeChangedFrames()`):
/// - leaf: one view's size, in place (`constant`): for `app`, the title of the middle row of
///   the middle section from 18 to 36 points high and back (its text takes a second line);
///   for `grid`, the first view of the middle row from 10 to 5 points wide and back;
/// - resize: the root's width, 375 ↔ 414 (`app`) or 2,000 ↔ 2,006 (`grid`, whose views do
///   not depend on it);
/// - row: a row added, its views made and their constraints activated: for `app`, a row at the
///   end of the middle section (the section's bottom moved to it), for `grid`, a row of
///   `COLUMNS` views at the end. It is removed again, untimed, before the next step.
///
/// check_leaf: for `app`, the list's height with the title 36 high; for `grid`, the x of the
/// last view of the middle row with its first view 5 wide. check_row: the list's height
/// (`app`) or the last view's x + y (`grid`) with the row added.
func runIncrementalComparison(_ arguments: [String]) -> Never {
  let (spec, app, count, columns) = LayoutSpec.tree(
    from: arguments, usage: "model-bench --incremental app|grid VIEWS STEPS [COLUMNS]")
  let (engine, built, constraints) = spec.buildEngineParts()
  _ = engine.takeChangedFrames()

  /// Times `change` followed by reading the changed frames back, into `figure`; returns the
  /// number of views read.
  func timed(_ figure: inout Figure, _ change: () -> Void) -> Int {
    let start = now()
    change()
    let changed = engine.takeChangedFrames().frames.count
    figure.samples.append(Double(now() - start))
    return changed
  }
  /// Applies the second of `values`, then the first, `count` times, each change timed; returns
  /// the figure and the views read in all.
  func alternating(_ values: (Double, Double), _ apply: (Double) -> Void) -> (Figure, Int) {
    var figure = Figure("")
    var changed = 0
    for step in 0..<(2 * count) {
      let value = step % 2 == 0 ? values.1 : values.0
      changed += timed(&figure) { apply(value) }
    }
    return (figure, changed)
  }

  // One leaf's size, in place; the check is read with the changed size, after a first change.
  let leaf = constraints[spec.marks["leaf"]!]
  let leafSizes: (Double, Double) = app ? (18, 36) : (10, 5)
  leaf.constant = leafSizes.1
  let checkLeaf = app ? built[1].frame.height : built[spec.marks["leafRowEnd"]!].frame.x
  leaf.constant = leafSizes.0
  _ = engine.takeChangedFrames()
  let (leafTimes, leafChanged) = alternating(leafSizes) { leaf.constant = $0 }

  // The root's width.
  let (resizeTimes, resizeChanged) = alternating(app ? (375, 414) : (2_000, 2_006)) {
    engine.rootSize = Size(width: $0, height: spec.rootSize.height)
  }

  // A row added, then removed untimed.
  var rowTimes = Figure("")
  var rowChanged = 0
  var checkRow = 0.0
  for _ in 0..<count {
    var grown = spec
    var views = built
    var replaced: LayoutConstraint? = nil
    let firstRule = grown.rules.count
    if app {
      let section = spec.marks["section"]!
      _ = grown.addRow(in: section, below: spec.marks["lastRow"]!)
      grown.add(.y(section, .bottom), .equal, .y(grown.viewCount - 5, .bottom), 8)
      replaced = constraints[spec.marks["sectionBottom"]!]
    } else {
      for _ in 0..<columns { grown.addGridView(columns: columns) }
    }
    let firstView = views.count
    rowChanged += timed(&rowTimes) {
      grown.addViews(from: firstView, to: &views)
      var added: [LayoutConstraint] = []
      added.reserveCapacity(grown.rules.count - firstRule)
      for rule in grown.rules[firstRule...] { added.append(grown.constraint(rule, views)) }
      replaced?.isActive = false
      LayoutConstraint.activate(added)
    }
    checkRow =
      app ? built[1].frame.height : views[views.count - 1].frame.x + views[views.count - 1].frame.y
    // Back to the tree as built: the new views leave (their constraints with them).
    if app {
      views[firstView].removeFromSuperview()
    } else {
      for view in views[firstView...] { view.removeFromSuperview() }
    }
    replaced?.isActive = true
    _ = engine.takeChangedFrames()
  }

  func mean(_ total: Int, _ steps: Int) -> Int { (total + steps / 2) / steps }
  print(
    "leaf=\(Int(leafTimes.median)) resize=\(Int(resizeTimes.median)) row=\(Int(rowTimes.median)) "
      + "leaf_changed=\(mean(leafChanged, 2 * count)) "
      + "resize_changed=\(mean(resizeChanged, 2 * count)) row_changed=\(mean(rowChanged, count)) "
      + "check_leaf=\(checkLeaf) check_row=\(checkRow) views=\(spec.viewCount)")
  exit(0)
}
