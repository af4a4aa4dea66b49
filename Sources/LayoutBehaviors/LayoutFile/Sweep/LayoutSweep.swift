/// A sweep of a scene over the conditions it can be shown in — the root's width or height over
/// a range, and text sizes — that checks the layout at every sampled point and finds, for each
/// failure, the size where it starts: exactly where required constraints stop fitting, to within
/// half a point for the other checks.
///
/// A test that a screen fits every phone width at every text size:
///
/// ```swift
/// @Test func theToolbarFitsEveryPhone() throws {
///   let document = try LayoutDocument.parse(text, fileName: "button-row.json").get()
///   let report = LayoutSweep(scene: LayoutScene(document: document))
///     .run(widths: 320...430, textSizes: ContentSizeCategory.allCases)
///   #expect(report.passed, "\(report.failures.map(\.description).joined(separator: "\n"))")
///   // truncated-text below width 326 (at 325.5 × 667, large): 'cancel' needs 2 lines …
/// }
/// ```
///
/// **How it moves.** The sweep changes the scene in place with the scene's own events: a
/// `resize` for each width, height or screen, a `textScale` for each text size. Nothing is
/// rebuilt, so a point costs a re-solve of what the change touches. Afterwards the scene is
/// in the state of the last event (with none, as it was), at that state's size, safe area,
/// text size and direction; its ``LayoutScene/diagnostics`` keep what the changes reported.
///
/// **Events.** Everything is checked in the scene as it is, then again after each of
/// ``events`` (the document's unless set), applied in order: a keyboard shown, a panel
/// collapsed, a `resize` to landscape. Each state is swept from the size, safe area and text
/// size its events left (after a `resize` to landscape, `widths` at the landscape height), and
/// a failure is reported in the first state where it happens
/// (``Configuration/event``).
///
/// **Sampling and boundaries.** A range is sampled every ``step`` points from its lower end, its
/// upper end included. Where a failure appears or disappears between two samples, the sweep
/// bisects between them until the passing and failing sizes are at most half a point apart, and
/// reports the passing one as a ``Boundary`` of the failure: `unsatisfiable below width 340`
/// fails at the widths below 340 that were sampled, and passes at 340. An
/// ``Check/unsatisfiable`` boundary is then made exact: the solver gives the size beyond which
/// the required constraints cannot hold together (`Solver.feasibleConstant(for:toward:)`, from
/// its proof of infeasibility), rounded to a micro-point, and the sweep checks that the failure
/// passes there and fails just beyond (`unsatisfiable below width 340.3`, where the bisection
/// alone gives 340.5). A failure present at every sample has no boundary; one that fails only
/// inside the range has two (`above width 300 and below width 340`). A failure that appears in
/// two separate runs of the range is reported once per run, with the configuration of the
/// failing size nearest the run's boundary.
///
/// **Screens.** With `screens` (devices in portrait and landscape, ``Screen/screens(of:)``), the
/// root takes each screen's size and safe area in turn, and a failure is reported at the first
/// screen where it happens.
///
/// **Directions.** With `directions`, everything above runs in each layout direction in turn
/// (the engine's ``LayoutEngine/layoutDirection``), and a failure is reported in the first
/// direction where it happens.
///
/// **Text sizes.** With `textSizes`, the sweep runs at each size, smallest first, and reports
/// each failure at the smallest size where it happens (its ``Failure/configuration`` names it);
/// a larger size that only repeats it adds nothing.
///
/// **What is checked** (``Check``): required constraints that cannot hold, ambiguity, negative
/// sizes, text that needs more room than its frame, views that leave their superview's bounds
/// or the safe area they are pinned to, measurements that do not settle, and, when asked for,
/// siblings that overlap. A failure is one check on one subject (a constraint, a view, a pair
/// of views, an attribute), so a failure seen at many points is reported once.
public final class LayoutSweep {
  /// The scene the sweep moves.
  public let scene: LayoutScene
  /// The checks run at every point, in the order failures are reported; ``Check/defaults``
  /// unless set.
  public var checks: [Check]
  /// The distance between two sampled sizes along a range, in points: 1 by default.
  ///
  /// - Precondition: finite and greater than 0.
  public var step: Double {
    didSet { precondition(step.isFinite && step > 0, "A sweep's step must be greater than 0") }
  }
  /// The events the sweep applies to the scene in turn, checking every point again after each
  /// (see **Events**): the document's, unless set.
  public var events: [EventDeclaration]
  /// The ids of the views the ``Check/overlap`` check lets overlap their siblings: a badge on
  /// an icon, a background behind its row.
  public var mayOverlap: Set<String> = []
  /// How close the passing and failing sizes of a boundary are brought: half a point.
  public static let boundaryPrecision = 0.5

  /// A sweep of `scene`, with the default checks, a step of one point, and the document's
  /// events (`events`, when given, instead: `[]` for none).
  public init(
    scene: LayoutScene, checks: [Check] = Check.defaults, step: Double = 1,
    events: [EventDeclaration]? = nil
  ) {
    precondition(step.isFinite && step > 0, "A sweep's step must be greater than 0")
    self.scene = scene
    self.checks = checks
    self.step = step
    self.events = events ?? scene.document.events
  }

  /// Sweeps the root's width over `widths` and its height over `heights` (each with the other
  /// at the scene's size), puts it on each of `screens` (its size and safe area), at each of
  /// `textSizes` (the text size the scene has when empty), in each of `directions` (the
  /// scene's when empty), checks every point, then does it all again after each of ``events``,
  /// and returns the failures.
  ///
  /// A failure on the screens is reported at the first screen where it happens, in the order
  /// given (``Screen/screens(of:)`` gives the smallest first), without a boundary. With no
  /// range and no screen, each text size is checked at the scene's size; with nothing at all,
  /// the scene as it is (and after each event) is checked once.
  ///
  /// - Precondition: the ranges' bounds and the screens' sizes are finite and greater than 0,
  ///   and the screens' insets finite and 0 or more.
  public func run(
    widths: ClosedRange<Double>? = nil, heights: ClosedRange<Double>? = nil,
    screens: [Screen] = [], textSizes: [ContentSizeCategory] = [],
    directions: [LayoutDirection] = []
  ) -> Report {
    for screen in screens {
      let insets = screen.safeArea
      precondition(
        screen.width.isFinite && screen.height.isFinite && screen.width > 0 && screen.height > 0
          && [insets.top, insets.left, insets.bottom, insets.right].allSatisfy {
            $0.isFinite && $0 >= 0
          }, "A sweep's screen must have a size greater than 0 and insets of 0 or more")
    }
    for range in [widths, heights].compactMap({ $0 }) {
      precondition(
        range.lowerBound.isFinite && range.upperBound.isFinite && range.lowerBound > 0,
        "A sweep's range must be finite and greater than 0")
    }
    var report = Report()
    var seen: Set<Subject> = []
    let sizes: [ContentSizeCategory?] =
      textSizes.isEmpty
      ? [nil]
      : textSizes.sorted {
        $0.bodySize < $1.bodySize
      }
    let baseDirection = scene.engine.layoutDirection
    let directionsSwept: [LayoutDirection?] = directions.isEmpty ? [nil] : directions
    for state in 0...events.count {
      if state > 0 {
        let event = events[state - 1]
        lastDiagnostics = scene.apply(event, framesBefore: nil).diagnostics
        currentEvent = (state - 1, event.summary)
      }
      // Each state is swept from the size, safe area and text size its events left.
      let base = scene.engine.rootSize
      let baseSafeArea = scene.engine.root.safeAreaInsets
      let baseTextScale = scene.textScale
      for direction in directionsSwept {
        if let direction { scene.engine.layoutDirection = direction }
        currentDirection = direction
        runTextSizes(
          sizes, widths: widths, heights: heights, screens: screens, base: base,
          baseSafeArea: baseSafeArea, seen: &seen, report: &report)
      }
      currentDirection = nil
      scene.engine.layoutDirection = baseDirection
      resize(to: base)
      if !textSizes.isEmpty {
        apply(.textScale(EventDeclaration.TextScale(factor: baseTextScale)))
      }
    }
    currentEvent = nil
    return report
  }

  /// The layout direction of the points being checked, or `nil` for the scene's own.
  private var currentDirection: LayoutDirection? = nil
  /// The event after which the points being checked are, by its position in ``events`` (from
  /// 0) and its summary, or `nil` before the first.
  private var currentEvent: (index: Int, summary: String)? = nil

  /// The configuration of the point the scene is at now: its root's size and safe area, and
  /// the text size, screen, direction and event it is checked with.
  private func configuration(
    textSize: ContentSizeCategory?, screen: String? = nil
  ) -> Configuration {
    let size = scene.engine.rootSize
    return Configuration(
      width: size.width, height: size.height, safeArea: scene.engine.root.safeAreaInsets,
      textSize: textSize, screen: screen, direction: currentDirection,
      event: currentEvent?.index, eventSummary: currentEvent?.summary)
  }

  /// One layout direction's part of ``run(widths:heights:screens:textSizes:directions:)``: each
  /// text size in turn, with its ranges and screens.
  private func runTextSizes(
    _ sizes: [ContentSizeCategory?], widths: ClosedRange<Double>?, heights: ClosedRange<Double>?,
    screens: [Screen], base: Size, baseSafeArea: EdgeInsets, seen: inout Set<Subject>,
    report: inout Report
  ) {
    for size in sizes {
      if let size { apply(.textScale(EventDeclaration.TextScale(category: size))) }
      var found: [Failure] = []
      if let widths {
        found += sweep(.width, over: widths, base: base, textSize: size, report: &report)
      }
      if let heights {
        found += sweep(.height, over: heights, base: base, textSize: size, report: &report)
      }
      var onScreens: Set<Subject> = []
      for screen in screens {
        apply(
          .resize(
            EventDeclaration.Resize(
              width: screen.width, height: screen.height, safeArea: screen.safeArea)))
        report.configurations += 1
        let configuration = configuration(textSize: size, screen: screen.name)
        for problem in problems(detailed: true) where onScreens.insert(problem.subject).inserted {
          found.append(Failure(problem, configuration: configuration, boundaries: []))
        }
      }
      if !screens.isEmpty {
        apply(
          .resize(
            EventDeclaration.Resize(
              width: base.width, height: base.height, safeArea: baseSafeArea)))
      }
      if widths == nil && heights == nil && screens.isEmpty {
        resize(to: base)
        report.configurations += 1
        let configuration = configuration(textSize: size)
        found += problems(detailed: true).map {
          Failure($0, configuration: configuration, boundaries: [])
        }
      }
      // A failure is reported at the smallest text size where it happens, once: one found
      // along both axes has the boundaries of both, at the first failing point that has one.
      var fresh: [Subject: Int] = [:]
      for failure in found where !seen.contains(failure.subject) {
        guard let index = fresh[failure.subject] else {
          fresh[failure.subject] = report.failures.count
          report.failures.append(failure)
          continue
        }
        if report.failures[index].boundaries.isEmpty, !failure.boundaries.isEmpty {
          report.failures[index].configuration = failure.configuration
          report.failures[index].message = failure.message
          report.failures[index].views = failure.views
          report.failures[index].constraints = failure.constraints
        }
        report.failures[index].boundaries += failure.boundaries
      }
      seen.formUnion(fresh.keys)
    }
  }

  // MARK: - One axis

  /// Samples one axis and returns its failures with their boundaries.
  private func sweep(
    _ axis: Axis, over range: ClosedRange<Double>, base: Size, textSize: ContentSizeCategory?,
    report: inout Report
  ) -> [Failure] {
    var values: [Double] = []
    var value = range.lowerBound
    while value < range.upperBound {
      values.append(value)
      value = range.lowerBound + Double(values.count) * step
    }
    values.append(range.upperBound)
    func size(_ value: Double) -> Size {
      axis == .width
        ? Size(width: value, height: base.height) : Size(width: base.width, height: value)
    }
    // The subjects failing at each sample, and all of them in the order they first appear.
    // Only subjects are kept here: a failure's words and constraints are made once, at the
    // point it is reported (a layout can fail the same way at every sample).
    var failing: [Set<Subject>] = []
    var order: [Subject] = []
    var known: Set<Subject> = []
    for value in values {
      resize(to: size(value))
      report.configurations += 1
      var here: Set<Subject> = []
      for problem in problems(detailed: false) where here.insert(problem.subject).inserted {
        if known.insert(problem.subject).inserted { order.append(problem.subject) }
      }
      failing.append(here)
    }
    // Each run of samples where a subject fails, with its boundaries and a failing size.
    var runs: [(subject: Subject, at: Double, boundaries: [Boundary])] = []
    for subject in order {
      var index = 0
      while index < values.count {
        guard failing[index].contains(subject) else {
          index += 1
          continue
        }
        let start = index
        while index < values.count, failing[index].contains(subject) { index += 1 }
        let end = index - 1
        var boundaries: [Boundary] = []
        var at = values[start]
        if start > 0 {
          // Passes at values[start - 1], fails at values[start]: it fails above the boundary.
          let found = bisect(
            subject, passing: values[start - 1], failing: values[start], size: size,
            report: &report)
          let value = exactLimit(
            subject, axis, passing: found.passing, failing: found.failing, size: size,
            report: &report)
          boundaries.append(Boundary(axis: axis, value: value, side: .above))
          at = found.failing
        }
        if end < values.count - 1 {
          // Fails at values[end], passes at values[end + 1]: it fails below the boundary.
          let found = bisect(
            subject, passing: values[end + 1], failing: values[end], size: size,
            report: &report)
          let value = exactLimit(
            subject, axis, passing: found.passing, failing: found.failing, size: size,
            report: &report)
          boundaries.append(Boundary(axis: axis, value: value, side: .below))
          if start == 0 { at = found.failing }
        }
        runs.append((subject, at, boundaries))
      }
    }
    // The failures in words, each from the problems at its failing size (found once per size).
    var detailsAt: [Double: [Subject: Problem]] = [:]
    var failures: [Failure] = []
    for run in runs {
      if run.subject.check == .unsatisfiable, let boundary = run.boundaries.first {
        // A constraint broken since an earlier point would carry that point's words: it is
        // applied again at its boundary and breaks afresh at the failing size.
        resize(to: size(boundary.value))
        resize(to: size(run.at))
        let fresh = problems(detailed: true, only: [.unsatisfiable]).first {
          $0.subject == run.subject
        }
        if let fresh {
          failures.append(
            Failure(
              fresh, configuration: configuration(textSize: textSize),
              boundaries: run.boundaries))
          continue
        }
      }
      resize(to: size(run.at))
      if detailsAt[run.at] == nil {
        var details: [Subject: Problem] = [:]
        for problem in problems(detailed: true) where details[problem.subject] == nil {
          details[problem.subject] = problem
        }
        detailsAt[run.at] = details
      }
      // The subject failed at this size when it was sampled: it fails there again.
      let problem =
        detailsAt[run.at]?[run.subject]
        ?? Problem(subject: run.subject, views: [], constraints: [], message: "")
      failures.append(
        Failure(
          problem, configuration: configuration(textSize: textSize), boundaries: run.boundaries))
    }
    return failures
  }

  /// Brings a passing and a failing size of `subject` within ``boundaryPrecision`` of each
  /// other, and returns them.
  private func bisect(
    _ subject: Subject, passing: Double, failing: Double, size: (Double) -> Size,
    report: inout Report
  ) -> (passing: Double, failing: Double) {
    var passing = passing
    var failing = failing
    while abs(passing - failing) > Self.boundaryPrecision {
      let middle = (passing + failing) / 2
      resize(to: size(middle))
      report.configurations += 1
      if problems(detailed: false).contains(where: { $0.subject == subject }) {
        failing = middle
      } else {
        passing = middle
      }
    }
    return (passing, failing)
  }

  /// The boundary of a failure between a passing and a failing size, found by ``bisect``: for
  /// an ``Check/unsatisfiable`` failure, the exact size at which the required constraints stop
  /// holding, from the solver (``LayoutEngine/feasibleRootSize(along:toward:)``), rounded to
  /// a micro-point when it passes there and the failure is there just beyond it; otherwise the
  /// passing size.
  private func exactLimit(
    _ subject: Subject, _ axis: Axis, passing: Double, failing: Double, size: (Double) -> Size,
    report: inout Report
  ) -> Double {
    guard subject.check == .unsatisfiable else { return passing }
    resize(to: size(passing))
    let along: LayoutConstraintAxis = axis == .width ? .horizontal : .vertical
    guard let limit = scene.engine.feasibleRootSize(along: along, toward: failing),
      limit != passing, limit != failing
    else { return passing }
    func fails(at value: Double) -> Bool {
      resize(to: size(value))
      report.configurations += 1
      return problems(detailed: false).contains { $0.subject == subject }
    }
    // Past the limit some required constraint breaks: it must be this failure's.
    let side: Double = failing > limit ? 1 : -1
    guard fails(at: limit + side * min(abs(failing - limit) / 2, 1e-3)) else { return passing }
    let rounded = (limit * 1e6).rounded() / 1e6
    for candidate in rounded == limit ? [limit] : [rounded, limit] where !fails(at: candidate) {
      return candidate
    }
    return passing
  }

  // MARK: - Moving the scene

  /// Resizes the root, keeping its safe area.
  private func resize(to size: Size) {
    guard scene.engine.rootSize != size else { return }
    apply(.resize(EventDeclaration.Resize(width: size.width, height: size.height)))
  }

  /// The diagnostics of the last change the sweep made.
  var lastDiagnostics: [LayoutScene.Diagnostic] = []
  /// The frames of the point being checked (``frames``), or `nil` until a check reads them.
  var pointFrames: [PointFrame?]? = nil
  /// The document's views pinned to a safe area, found the first time the
  /// ``Check/outsideSafeArea`` check runs.
  var safeAreaPinsFound: [SafeAreaPin]? = nil

  /// Applies an event without snapshots of the frames.
  private func apply(_ kind: EventDeclaration.Kind) {
    lastDiagnostics =
      scene.apply(EventDeclaration(kind: kind, origin: "the sweep"), framesBefore: nil)
      .diagnostics
  }

  /// The problems of the scene as it is now, check by check (those of ``checks``, or `only`
  /// these); without `detailed`, only their subjects (no words, no constraints). Every point
  /// is checked through here, so the frames read for the previous one are dropped first.
  private func problems(detailed: Bool, only: [Check]? = nil) -> [Problem] {
    pointFrames = nil
    var result: [Problem] = []
    for check in only ?? checks { result += problems(of: check, detailed: detailed) }
    return result
  }
}
