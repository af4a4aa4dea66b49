extension LayoutSweep {
  /// What a sweep checks at every point.
  public enum Check: String, CaseIterable, Hashable, Sendable {
    /// A required constraint that cannot hold with the others (broken), named with the
    /// constraints it contradicts.
    case unsatisfiable
    /// Attributes the constraints do not determine (``LayoutEngine/ambiguities()``).
    case ambiguous
    /// A view whose solved width or height is negative (``LayoutEngine/negativeSizes()``).
    case negativeSize = "negative-size"
    /// A text that needs more lines or more width than its view's frame gives: its lines at
    /// the frame's width (all of them, whatever its maximum number of lines) are taller than
    /// the frame, or one of them is wider, by more than half a point.
    case truncatedText = "truncated-text"
    /// A shown view whose frame leaves its superview's bounds by more than half a point (one of
    /// negative size is left to ``negativeSize`` when that check runs).
    case outsideSuperview = "outside-superview"
    /// A shown view pinned to a safe area (a constraint relates one of its edges, its center
    /// or its size along an axis to a safe-area guide) whose frame passes that safe area along
    /// that axis by more than half a point.
    case outsideSafeArea = "outside-safe-area"
    /// Two shown sibling views, each wider and taller than half a point, whose frames overlap
    /// by more than half a point along both axes, unless one of them is in
    /// ``LayoutSweep/mayOverlap``. Off by default: many layouts overlap views by design.
    case overlap
    /// Measured sizes that did not settle (``LayoutEngine/maximumMeasurementPasses``): the
    /// point cannot be checked, which is a failure of its own.
    case unsettled

    /// Every check but ``overlap``.
    public static let defaults = allCases.filter { $0 != .overlap }
  }

  /// A root dimension a sweep moves.
  public enum Axis: String, Hashable, Sendable {
    /// The root's width.
    case width
    /// The root's height.
    case height
  }

  /// Where a failure starts along an axis: it fails on ``side`` of ``value`` and passes at
  /// ``value`` itself, found to within ``LayoutSweep/boundaryPrecision`` (exactly, for an
  /// ``LayoutSweep/Check/unsatisfiable`` failure).
  public struct Boundary: Hashable, Sendable {
    /// Which side of the value fails.
    public enum Side: String, Hashable, Sendable {
      /// Sizes smaller than the value fail.
      case below
      /// Sizes larger than the value fail.
      case above
    }

    /// The axis.
    public var axis: Axis
    /// The size that passes, in points.
    public var value: Double
    /// The side that fails.
    public var side: Side

    /// `below width 340`.
    public var description: String {
      "\(side.rawValue) \(axis.rawValue) \(LayoutFileText.number(value))"
    }
  }

  /// A device's screen in one orientation, as a sweep puts the root on it: its size and its
  /// safe area.
  public struct Screen: Hashable, Sendable {
    /// The screen's name: the device's id and the orientation, `retina4_0 landscape`.
    public var name: String
    /// The width in points.
    public var width: Double
    /// The height in points.
    public var height: Double
    /// The safe area's insets.
    public var safeArea: EdgeInsets

    /// Creates a screen.
    public init(name: String, width: Double, height: Double, safeArea: EdgeInsets) {
      self.name = name
      self.width = width
      self.height = height
      self.safeArea = safeArea
    }

    /// Each device in portrait, then in landscape (its sides swapped, with its landscape safe
    /// area), smallest screen first (by area, then width; the catalog's order among equals).
    public static func screens(of devices: [InterfaceBuilderDevice]) -> [Screen] {
      var result: [Screen] = []
      for device in devices {
        result.append(
          Screen(
            name: "\(device.id) portrait", width: device.width, height: device.height,
            safeArea: device.safeArea(landscape: false)))
        result.append(
          Screen(
            name: "\(device.id) landscape", width: device.height, height: device.width,
            safeArea: device.safeArea(landscape: true)))
      }
      let order = result.enumerated().sorted {
        let a = ($0.element.width * $0.element.height, $0.element.width, $0.offset)
        let b = ($1.element.width * $1.element.height, $1.element.width, $1.offset)
        return a < b
      }
      return order.map(\.element)
    }
  }

  /// One point of a sweep: the root's size and safe area, the screen it is on, the text size,
  /// the layout direction and the event it comes after.
  public struct Configuration: Hashable, Sendable {
    /// The root's width.
    public var width: Double
    /// The root's height.
    public var height: Double
    /// The root's safe-area insets.
    public var safeArea: EdgeInsets
    /// The text size, or `nil` for the scene's own.
    public var textSize: ContentSizeCategory?
    /// The screen's name, for a point of `screens`; `nil` along a range.
    public var screen: String? = nil
    /// The layout direction, when the sweep was given directions; `nil` for the scene's own.
    public var direction: LayoutDirection? = nil
    /// The position in the sweep's ``LayoutSweep/events`` (from 0) of the last event applied
    /// before the point, or `nil` for a point before any event.
    public var event: Int? = nil
    /// That event's ``EventDeclaration/summary``, or `nil` before any event.
    public var eventSummary: String? = nil

    /// `339.5 × 812`, `320 × 568, retina4_0 portrait`, `339.5 × 812, accessibilityLarge`,
    /// `339.5 × 812, rtl` or `339.5 × 812, after event 0 (keyboardWillShow height 291)`.
    public var description: String {
      var text =
        "\(LayoutFileText.number(width)) × \(LayoutFileText.number(height))"
        + (screen.map { ", \($0)" } ?? "") + (textSize.map { ", \($0.rawValue)" } ?? "")
        + (direction.map { ", \($0.rawValue)" } ?? "")
      if let event {
        text += ", after event \(event)" + (eventSummary.map { " (\($0))" } ?? "")
      }
      return text
    }
  }

  /// What a failure is about: a check and a view (by its position in the document) or a name
  /// (a constraint's, `view.width`), so that one failure seen at many points is one failure.
  struct Subject: Hashable {
    /// A view's position, or a name.
    enum Key: Hashable {
      case view(Int)
      case views(Int, Int)
      case name(String)
    }
    var check: Check
    var key: Key

    /// Hashes the key alone: a check, a string-backed enumeration, would hash its raw value's
    /// characters at every sampled point. Two checks' subjects with one key differ by `==`.
    func hash(into hasher: inout Hasher) { hasher.combine(key) }

    init(check: Check, name: String) {
      self.check = check
      key = .name(name)
    }

    init(check: Check, view: Int) {
      self.check = check
      key = .view(view)
    }

    init(check: Check, views first: Int, _ second: Int) {
      self.check = check
      key = .views(first, second)
    }
  }

  /// A failure at one point, before it is given its configuration and boundaries; a sampled
  /// point keeps only its subject.
  struct Problem {
    var subject: Subject
    var views: [String] = []
    var constraints: [LayoutScene.ConstraintSite] = []
    var message = ""
  }

  /// One failure: a check, what it is about, and where it starts.
  public struct Failure: Sendable, CustomStringConvertible {
    /// The check that failed.
    public var check: Check
    /// The document's views involved, in file order as far as the check knows it.
    public var views: [String]
    /// The constraints involved, with their places in the file: a broken constraint and those
    /// it contradicts, or the constraints that determine a negative size or leave an
    /// attribute open.
    public var constraints: [LayoutScene.ConstraintSite]
    /// A failing point: the one nearest the failure's boundary, or the first sampled.
    public var configuration: Configuration
    /// Where the failure starts: none when it fails at every sampled point, one or two
    /// otherwise.
    public var boundaries: [Boundary]
    /// The failure in words, as the check found it at ``configuration``.
    public var message: String
    /// What the failure is about.
    let subject: Subject

    init(_ problem: Problem, configuration: Configuration, boundaries: [Boundary]) {
      check = problem.subject.check
      views = problem.views
      constraints = problem.constraints
      self.configuration = configuration
      self.boundaries = boundaries
      message = problem.message
      subject = problem.subject
    }

    /// `unsatisfiable below width 340 (at 339.5 × 812): …`, with the constraints after it.
    public var description: String {
      var text = check.rawValue
      if !boundaries.isEmpty {
        text += " " + boundaries.map(\.description).joined(separator: " and ")
      }
      text += " (at \(configuration.description)): \(message)"
      for site in constraints {
        let place = site.line.map { "line \($0), column \(site.column ?? 1): " } ?? ""
        text += "\n  \(place)\(site.quoted)"
      }
      return text
    }
  }

  /// What a sweep found.
  public struct Report: Sendable {
    /// How many points were solved and checked, bisection included.
    public var configurations = 0
    /// The failures, in the order the sweep found them: by text size, then by axis (width
    /// first), then by check.
    public var failures: [Failure] = []
    /// Whether nothing failed.
    public var passed: Bool { failures.isEmpty }
  }
}
