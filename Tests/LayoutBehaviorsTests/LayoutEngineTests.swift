import ConstraintSolver
import Testing

@testable import LayoutBehaviors

/// The engine: frames, snapshots, incremental changes of the root, direction and tree.
@Suite struct LayoutEngineTests {
  /// A card with a nested title, inside the root.
  private struct Nested {
    let engine = makePhoneEngine()
    let card: View
    let title: View
    let cardTop: LayoutConstraint

    init() {
      let root = engine.root
      card = addView("card", to: root)
      title = addView("title", to: card)
      cardTop = card.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor, constant: 10)
      LayoutConstraint.activate([
        cardTop,
        card.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
        card.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -20),
        card.heightAnchor.constraint(equalToConstant: 200),
        title.topAnchor.constraint(equalTo: card.topAnchor, constant: 12),
        title.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 16),
        title.widthAnchor.constraint(equalToConstant: 100),
        title.heightAnchor.constraint(equalToConstant: 24),
      ])
    }
  }

  @Test func framesAreInSuperviewCoordinatesAndInRootCoordinates() {
    let nested = Nested()
    expectRect(nested.card.frame, 20, 57, 335, 200)
    expectRect(nested.card.frameInRoot, 20, 57, 335, 200)
    expectRect(nested.title.frame, 16, 12, 100, 24)
    expectRect(nested.title.frameInRoot, 36, 69, 100, 24)
    expectRect(nested.title.bounds, 0, 0, 100, 24)
  }

  @Test func snapshotsAreInTreeOrder() {
    let nested = Nested()
    let footer = addView("footer", to: nested.engine.root)
    footer.isHidden = true
    let frames = nested.engine.frames
    #expect(frames.map(\.identifier) == ["root", "card", "title", "footer"])
    #expect(frames.map(\.superviewIdentifier) == [nil, "root", "card", "root"])
    #expect(frames.map(\.isHidden) == [false, false, false, true])
    #expect(frames[2].frame == nested.title.frame)
    #expect(frames[2].frameInRoot == nested.title.frameInRoot)
    #expect(nested.engine.views.map(\.identifier) == ["root", "card", "title", "footer"])
    #expect(nested.engine.view(withIdentifier: "title") === nested.title)
    #expect(nested.engine.view(withIdentifier: "missing") == nil)
  }

  /// On random trees (wide, deep, empty subtrees between full ones), `views`, the snapshot
  /// and `view(withIdentifier:)` follow the tree order a recursive walk gives: a view, then each
  /// subview's subtree in subview order.
  @Test(arguments: [1, 2, 3, 4, 5, 6, 7, 8] as [UInt64])
  func everyWalkFollowsTheTreeOrder(seed: UInt64) {
    var random = SplitMix64(seed: seed)
    let engine = makePhoneEngine()
    var views = [engine.root]
    for index in 0..<(40 + Int(random.next() % 160)) {
      // Mostly the newest views as parents (deep chains), sometimes any view (wide levels).
      let parent =
        random.next() % 3 == 0
        ? views[Int(random.next() % UInt64(views.count))]
        : views[max(0, views.count - 1 - Int(random.next() % 3))]
      let view = View("v\(index)")
      if random.next() % 4 == 0, !parent.subviews.isEmpty {
        parent.insertSubview(view, at: Int(random.next() % UInt64(parent.subviews.count)))
      } else {
        parent.addSubview(view)
      }
      views.append(view)
    }
    func preorder(_ view: View) -> [String] {
      [view.identifier] + view.subviews.flatMap { preorder($0) }
    }
    let expected = preorder(engine.root)
    #expect(expected.count == views.count, "seed \(seed)")
    #expect(engine.views.map(\.identifier) == expected, "seed \(seed)")
    #expect(engine.frames.map(\.identifier) == expected, "seed \(seed)")
    for view in views {
      #expect(engine.view(withIdentifier: view.identifier) === view, "seed \(seed)")
    }
  }

  @Test func snapshotsBeforeAndAfterAChange() {
    let nested = Nested()
    let before = nested.engine.frames
    nested.cardTop.constant = 30
    let after = nested.engine.frames
    let changed = zip(before, after).filter { $0 != $1 }.map { $0.1.identifier }
    // The title moves in the root, but not in its card.
    #expect(changed == ["card", "title"])
    #expect(before[2].frame == after[2].frame)
    expectNumber(after[2].frameInRoot.y - before[2].frameInRoot.y, 20)
  }

  @Test func hiddenViewsStillTakePartInLayout() {
    let nested = Nested()
    nested.card.isHidden = true
    expectRect(nested.card.frame, 20, 57, 335, 200)
    expectRect(nested.title.frame, 16, 12, 100, 24)
  }

  @Test func negativeSizesAreNotClamped() {
    let engine = makePhoneEngine()
    let view = addView("view", to: engine.root)
    LayoutConstraint.activate([
      view.widthAnchor.constraint(equalTo: engine.root.widthAnchor, constant: -500),
      view.heightAnchor.constraint(equalToConstant: -1),
    ])
    #expect(view.frame.width == -125)
    #expect(view.frame.height == -1)
  }

  @Test func framesNeverHoldNegativeZero() {
    let engine = makePhoneEngine()
    let view = addView("view", to: engine.root)
    LayoutConstraint.activate([
      view.trailingAnchor.constraint(equalTo: engine.root.leadingAnchor),
      view.widthAnchor.constraint(equalToConstant: 0),
      view.bottomAnchor.constraint(equalTo: engine.root.topAnchor),
      view.heightAnchor.constraint(equalToConstant: 0),
    ])
    for value in [view.frame.x, view.frame.y, view.frame.width, view.frame.height] {
      #expect(value == 0 && value.sign == .plus)
    }
  }

  @Test func resizingTheRootResolvesInPlace() throws {
    let nested = Nested()
    let widthPin = try #require(nested.engine.rootPins[2].solverConstraint)
    nested.engine.rootSize = Size(width: 812, height: 375)
    #expect(nested.engine.rootPins[2].solverConstraint === widthPin)
    expectRect(nested.engine.root.frame, 0, 0, 812, 375)
    expectRect(nested.card.frame, 20, 57, 772, 200)
  }

  @Test func changingTheSafeAreaResolvesInPlace() {
    let nested = Nested()
    nested.engine.root.safeAreaInsets = EdgeInsets(top: 20)
    expectRect(nested.card.frame, 20, 30, 335, 200)
    expectRect(nested.engine.root.safeAreaLayoutGuide.layoutFrame, 0, 20, 375, 792)
  }

  @Test func changingTheDirectionMirrorsDirectionalConstraints() {
    func build(_ direction: LayoutDirection) -> (LayoutEngine, [View]) {
      let engine = makePhoneEngine(direction: direction)
      let root = engine.root
      let a = addView("a", to: root)
      let b = addView("b", to: root)
      LayoutConstraint.activate([
        a.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
        a.widthAnchor.constraint(equalToConstant: 100),
        b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 12),
        b.trailingAnchor.constraint(lessThanOrEqualTo: root.trailingAnchor, constant: -30),
        b.widthAnchor.constraint(equalToConstant: 400).withPriority(500),
        a.leftAnchor.constraint(greaterThanOrEqualTo: root.leftAnchor),
        a.topAnchor.constraint(equalTo: root.topAnchor),
        b.topAnchor.constraint(equalTo: root.topAnchor),
      ])
      return (engine, [a, b])
    }
    let (engine, views) = build(.leftToRight)
    expectRect(views[0].frame, 8, 0, 100, 0)
    expectRect(views[1].frame, 120, 0, 225, 0)
    engine.layoutDirection = .rightToLeft
    let (reference, referenceViews) = build(.rightToLeft)
    expectRect(views[0].frame, 267, 0, 100, 0)
    expectRect(views[1].frame, 30, 0, 225, 0)
    for (view, other) in zip(views, referenceViews) { #expect(rectsClose(view.frame, other.frame)) }
    #expect(reference.diagnostics.isEmpty && engine.diagnostics.isEmpty)
    engine.layoutDirection = .leftToRight
    expectRect(views[1].frame, 120, 0, 225, 0)
  }

  @Test func anEngineCanAdoptAnExistingTree() {
    let root = View("screen")
    let label = View("label")
    label.intrinsicContentSize = IntrinsicContentSize(width: 80, height: 20)
    root.addSubview(label)
    let spacer = LayoutGuide("spacer")
    label.addLayoutGuide(spacer)
    let engine = LayoutEngine(root: root, size: Size(width: 320, height: 480))
    #expect(engine.root === root)
    #expect(label.layoutEngine === engine)
    #expect(spacer.layoutEngine === engine)
    label.centerXAnchor.constraint(equalTo: root.centerXAnchor).isActive = true
    expectRect(label.frame, 120, 0, 80, 20)
    #expect(engine.allConstraints.first?.identifier == "screen-left")
  }

  @Test func viewsOutliveTheirEngine() {
    var engine: LayoutEngine? = makePhoneEngine()
    let card = addView("card", to: engine!.root)
    let width = card.widthAnchor.constraint(equalToConstant: 100)
    LayoutConstraint.activate([
      width, card.heightAnchor.constraint(equalToConstant: 50),
      card.leadingAnchor.constraint(equalTo: engine!.root.leadingAnchor, constant: 5),
    ])
    let root = engine!.root
    engine = nil
    #expect(card.layoutEngine == nil)
    #expect(!width.isActive)
    expectRect(card.frame, 5, 0, 100, 50)
    expectRect(root.frame, 0, 0, 375, 812)
    // The tree can join a new engine.
    let next = LayoutEngine(root: root, size: Size(width: 100, height: 100))
    width.isActive = true
    expectNumber(card.frame.width, 100)
    #expect(next.constraints.count == 1)
  }

  @Test func aViewLeftBehindGetsAFreshIDFromTheNextEngine() {
    // The view leaves engine A's tree with A's ID #2 (the root is #1); A goes. In engine B the
    // root is #1 and `first` joins as #2, so `card` must be given #3, not keep A's #2.
    var engine: LayoutEngine? = LayoutEngine(size: Size(width: 100, height: 100))
    let card = View("card")
    engine!.root.addSubview(card)
    let height = card.heightAnchor.constraint(equalToConstant: 40)
    height.isActive = true
    #expect(card.viewID == ViewID(rawValue: 2))
    card.removeFromSuperview()
    #expect(card.layoutEngine == nil)
    #expect(!height.isActive)
    height.isActive = true  // no engine: stays inactive
    #expect(!height.isActive)
    engine = nil
    let next = LayoutEngine(size: Size(width: 100, height: 100))
    let first = View("first")
    next.root.addSubview(first)
    next.root.addSubview(card)
    #expect(first.viewID == ViewID(rawValue: 2))
    #expect(card.viewID == ViewID(rawValue: 3))
    #expect(card.layoutEngine === next)
    height.isActive = true
    #expect(height.isActive)
    expectNumber(card.frame.height, 40)
  }

  @Test func dumpNamesTheVariables() {
    let nested = Nested()
    let dump = nested.engine.dump()
    #expect(dump.contains("card.minX"))
    #expect(dump.contains("title.height"))
  }

  @Test func buildingALargeLayout() {
    // 1,000 views in rows of ten, 4 constraints each, plus intrinsic sizes on every other view.
    // How fast this is belongs to the benchmarks (`Benchmarks/`), not to a timed unit test.
    let engine = LayoutEngine(size: Size(width: 1000, height: 10000))
    var constraints: [LayoutConstraint] = []
    var previous: View?
    for index in 0..<1000 {
      let view = addView("v\(index)", to: engine.root)
      if index % 2 == 0 {
        view.intrinsicContentSize = IntrinsicContentSize(width: 40, height: 20)
      }
      let column = index % 10
      if column == 0 {
        constraints.append(view.leadingAnchor.constraint(equalTo: engine.root.leadingAnchor))
        constraints.append(
          view.topAnchor.constraint(
            equalTo: previous?.bottomAnchor ?? engine.root.topAnchor, constant: 4))
      } else {
        constraints.append(
          view.leadingAnchor.constraint(equalTo: previous!.trailingAnchor, constant: 2))
        constraints.append(view.topAnchor.constraint(equalTo: previous!.topAnchor))
      }
      constraints.append(view.widthAnchor.constraint(equalToConstant: 90).withPriority(500))
      constraints.append(view.heightAnchor.constraint(equalToConstant: 30).withPriority(500))
      previous = view
    }
    LayoutConstraint.activate(constraints)
    #expect(engine.frames.count == 1001)
    #expect(engine.brokenConstraints.isEmpty)
    #expect(
      engine.view(withIdentifier: "v999")?.frame == Rect(x: 828, y: 3370, width: 90, height: 30))
  }
}

extension LayoutConstraint {
  /// The constraint with its priority set, for compact test layouts.
  func withPriority(_ priority: LayoutPriority) -> LayoutConstraint {
    self.priority = priority
    return self
  }
}

/// The solver sees the same calls in the same order in every run, whatever the addresses of the
/// objects (which decide dictionary order).
@Suite struct LayoutEngineDeterminismTests {
  private func run() -> (dump: String, diagnostics: [String]) {
    let engine = makePhoneEngine()
    let root = engine.root
    var views: [View] = []
    var constraints: [LayoutConstraint] = []
    for index in 0..<12 {
      let view = addView("v\(index)", to: index < 4 ? root : views[index % 4])
      view.intrinsicContentSize = IntrinsicContentSize(width: Double(10 * index))
      views.append(view)
      constraints += [
        view.leadingAnchor.constraint(
          equalTo: (index < 4 ? root : views[index % 4]).layoutMarginsGuide.leadingAnchor,
          constant: Double(index)),
        view.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor),
        view.widthAnchor.constraint(equalToConstant: 33),
        view.widthAnchor.constraint(equalToConstant: 34),  // broken
      ]
    }
    LayoutConstraint.activate(constraints)
    views[1].removeFromSuperview()
    root.addSubview(views[1])
    engine.layoutDirection = .rightToLeft
    engine.rootSize = Size(width: 320, height: 480)
    return (engine.dump(), engine.diagnostics.map(\.message))
  }

  @Test func theSameCallsGiveTheSameSolverState() {
    let first = run()
    #expect(first.diagnostics.count == 12)
    for _ in 0..<5 {
      let again = run()
      #expect(again.dump == first.dump)
      #expect(again.diagnostics == first.diagnostics)
    }
  }
}
