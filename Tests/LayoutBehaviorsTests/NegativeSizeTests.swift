import Testing

@testable import LayoutBehaviors

/// `LayoutEngine.negativeSizes()` and the scene's `negative-size` warnings (issue 13 item 2).
@Suite struct NegativeSizeTests {
  /// The example: a navbar pinned to the safe area's top (47), content below it and
  /// pinned at y 0, and no navbar height: height = 0 − 47 = −47.
  static let navbar = """
    {
      "root": { "width": 375, "height": 812, "safeArea": { "top": 47, "bottom": 34 } },
      "views": [{ "id": "navbar" }, { "id": "content" }],
      "constraints": [
        { "id": "navbar-top", "constraint": "navbar.top == root.safeArea.top" },
        "navbar.leading == root.leading",
        "navbar.trailing == root.trailing",
        { "id": "content-below", "constraint": "content.top == navbar.bottom" },
        { "id": "content-top", "constraint": "content.top == root.top" },
        "content.leading == root.leading",
        "content.trailing == root.trailing",
        "content.bottom == root.bottom"
      ]
    }
    """

  // A determinate required chain: 200 from each side of a 375-wide root leaves 375 − 400 = −25.
  @Test func requiredChainSqueezesAViewBelowZero() {
    let engine = makePhoneEngine()
    let bar = addView("bar", to: engine.root)
    let fine = addView("fine", to: engine.root)
    let leading = bar.leadingAnchor.constraint(equalTo: engine.root.leadingAnchor, constant: 200)
    leading.identifier = "bar-leading"
    let trailing = bar.trailingAnchor.constraint(
      equalTo: engine.root.trailingAnchor, constant: -200)
    trailing.identifier = "bar-trailing"
    LayoutConstraint.activate([
      leading, trailing, bar.heightAnchor.constraint(equalToConstant: 10),
      bar.topAnchor.constraint(equalTo: engine.root.topAnchor),
      fine.widthAnchor.constraint(equalToConstant: 0),
    ])
    let sizes = engine.negativeSizes()
    #expect(sizes.map { "\($0.item.identifier).\($0.attribute.rawValue)" } == ["bar.width"])
    #expect(sizes.first?.value == -25)
    #expect(
      sizes.first.map(LayoutExplanationTests.parts) == [
        "root-width rate 1.0 share 375.0", "bar-leading rate -1.0 share -200.0",
        "bar-trailing rate 1.0 share -200.0",
      ])
    // Moving the leading edge back to 100 makes the width 75: nothing to report.
    leading.constant = 100
    #expect(engine.negativeSizes().isEmpty)
  }

  @Test func sceneWarnsAtTheViewWithNotesAtTheConstraints() throws {
    let document = try #require(LayoutFileTestSupport.document(Self.navbar, fileName: "nav.json"))
    let scene = LayoutScene(document: document)
    #expect(scene.diagnostics.count == 1)
    let warning = try #require(scene.diagnostics.first)
    #expect(warning.kind == .negativeSize)
    #expect(warning.severity == .warning)
    #expect(warning.code == .negativeSize)
    #expect(warning.constraint.name == "navbar.height")
    #expect(warning.constraint.path?.description == "$.views[0]")
    #expect(
      warning.fileDiagnostic.description == """
        nav.json:3:13: warning: 'navbar' has a negative height (-47) after solving.
          path: $.views[0]
          fix: Give 'navbar' a height or an intrinsic height, or lower the priority of the \
        constraints that squeeze it.
        nav.json:2:54: note: 'root.safeArea-top' (root.safeArea.top == root.top + 47) comes from \
        the safe area of 'root'.
          path: $.root.safeArea
        nav.json:5:41: note: 'navbar-top' (navbar.top == root.safeArea.top) is declared here.
          path: $.constraints[0].constraint
        nav.json:8:44: note: 'content-below' (content.top == navbar.bottom) is declared here.
          path: $.constraints[3].constraint
        nav.json:9:42: note: 'content-top' (content.top == root.top) is declared here.
          path: $.constraints[4].constraint
        """)
  }

  // An event that gives the navbar room clears the warning; one that takes it away again
  // reports it again.
  @Test func eventsReportTheStateAfterThem() throws {
    let document = try #require(LayoutFileTestSupport.document(Self.navbar))
    let scene = LayoutScene(document: document)
    let gap = try #require(scene.constraint(withID: "content-top"))
    let roomy = scene.apply(
      EventDeclaration(kind: .setConstant(constraint: "content-top", value: 100), origin: "--event")
    )
    #expect(gap.constant == 100)
    #expect(roomy.diagnostics.isEmpty)
    let squeezed = scene.apply(
      EventDeclaration(kind: .setConstant(constraint: "content-top", value: 40), origin: "--event"))
    #expect(
      squeezed.diagnostics.map(\.message) == ["'navbar' has a negative height (-7) after solving."])
  }

  /// The engine rules out negative sizes from a list of the views' size variables, which views
  /// added later join and which is collected again after a view leaves. Worked by hand: a
  /// 10 × 4 view has no negative size; a view squeezed to 375 − 400 = −25 wide, added
  /// afterwards, is found; once it leaves nothing is; a child of the first view, its top 8 and
  /// its bottom 3 below that view's top, is found (height 3 − 8 = −5).
  @Test func viewsAddedAndRemovedAreFollowed() {
    let engine = makePhoneEngine()
    let a = addView("a", to: engine.root)
    LayoutConstraint.activate([
      a.widthAnchor.constraint(equalToConstant: 10), a.heightAnchor.constraint(equalToConstant: 4),
      a.topAnchor.constraint(equalTo: engine.root.topAnchor),
      a.leadingAnchor.constraint(equalTo: engine.root.leadingAnchor),
    ])
    #expect(engine.negativeSizes().isEmpty)
    let b = addView("b", to: engine.root)
    LayoutConstraint.activate([
      b.leadingAnchor.constraint(equalTo: engine.root.leadingAnchor, constant: 200),
      b.trailingAnchor.constraint(equalTo: engine.root.trailingAnchor, constant: -200),
      b.heightAnchor.constraint(equalToConstant: 10),
      b.topAnchor.constraint(equalTo: engine.root.topAnchor),
    ])
    let squeezed = engine.negativeSizes()
    #expect(squeezed.map { "\($0.item.identifier).\($0.attribute.rawValue)" } == ["b.width"])
    #expect(squeezed.first?.value == -25)
    b.removeFromSuperview()
    #expect(engine.negativeSizes().isEmpty)
    let child = addView("child", to: a)
    LayoutConstraint.activate([
      child.topAnchor.constraint(equalTo: a.topAnchor, constant: 8),
      child.bottomAnchor.constraint(equalTo: a.topAnchor, constant: 3),
      child.leadingAnchor.constraint(equalTo: a.leadingAnchor),
      child.widthAnchor.constraint(equalToConstant: 1),
    ])
    let nested = engine.negativeSizes()
    #expect(nested.map { "\($0.item.identifier).\($0.attribute.rawValue)" } == ["child.height"])
    #expect(nested.first?.value == -5)
  }

  /// Seeded random trees of views sized by whole numbers from −2 to 3, changed step by step
  /// (views added under any view, subtrees removed, sizes changed): after every step
  /// `negativeSizes()` lists exactly the sizes below zero that a walk of the tree finds, in
  /// tree order.
  @Test(arguments: 0..<40 as Range<UInt64>)
  func negativeSizesMatchAWalkOfTheTree(seed: UInt64) {
    var random = SplitMix64(seed: seed)
    let engine = makePhoneEngine()
    var sizes: [LayoutConstraint] = []
    var serial = 0
    func treeOrder() -> [View] {
      var result: [View] = []
      var stack = [engine.root]
      while let view = stack.popLast() {
        result.append(view)
        stack.append(contentsOf: view.subviews.reversed())
      }
      return result
    }
    for step in 0..<40 {
      let views = treeOrder()
      let choice = Int.random(in: 0..<10, using: &random)
      if choice < 5 || views.count == 1 {
        serial += 1
        let parent = views.randomElement(using: &random)!
        let view = addView("v\(serial)", to: parent)
        let width = view.widthAnchor.constraint(
          equalToConstant: Double(Int.random(in: -2...3, using: &random)))
        let height = view.heightAnchor.constraint(
          equalToConstant: Double(Int.random(in: -2...3, using: &random)))
        LayoutConstraint.activate([
          view.topAnchor.constraint(equalTo: parent.topAnchor),
          view.leadingAnchor.constraint(equalTo: parent.leadingAnchor), width, height,
        ])
        sizes += [width, height]
      } else if choice < 7 {
        views.dropFirst().randomElement(using: &random)!.removeFromSuperview()
        sizes = sizes.filter(\.isActive)
      } else if let size = sizes.randomElement(using: &random) {
        size.constant = Double(Int.random(in: -2...3, using: &random))
      }
      var expected: [String] = []
      for view in treeOrder() {
        if view.frame.width < LayoutEngine.negativeSizeThreshold {
          expected.append("\(view.identifier).width")
        }
        if view.frame.height < LayoutEngine.negativeSizeThreshold {
          expected.append("\(view.identifier).height")
        }
      }
      let found = engine.negativeSizes().map { "\($0.item.identifier).\($0.attribute.rawValue)" }
      #expect(found == expected, "seed \(seed), step \(step)")
    }
  }
}
