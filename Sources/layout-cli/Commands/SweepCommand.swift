import LayoutBehaviors

/// `layout-cli sweep <file>`: the layout checked at every root width, height or text size of
/// the ranges given, with the size where each failure starts (``LayoutSweep``).
enum SweepCommand {
  static let width = OptionSpec(names: ["--width"], valueName: "min...max")
  static let height = OptionSpec(names: ["--height"], valueName: "min...max")
  static let textScale = OptionSpec(names: ["--text-scale"], valueName: "sizes")
  static let devices = OptionSpec(names: ["--devices"], valueName: "devices")
  static let directions = OptionSpec(names: ["--directions"], valueName: "directions")
  static let step = OptionSpec(names: ["--step"], valueName: "points")
  static let checks = OptionSpec(names: ["--checks"], valueName: "checks")
  static let mayOverlap = OptionSpec(names: ["--may-overlap"], valueName: "views")
  static let noEvents = OptionSpec(names: ["--no-events"], valueName: nil)
  static let svg = OptionSpec(names: ["--svg"], valueName: "directory")

  static let options =
    [
      width, height, devices, textScale, directions, step, checks, mayOverlap,
      ArgumentScanner.event, ArgumentScanner.keyboard, noEvents, svg, ArgumentScanner.format,
      ArgumentScanner.diagnostics,
    ]
    + InterfaceBuilderOptions.specs + [ArgumentScanner.version, ArgumentScanner.help]

  /// The most sizes one range may sample: more is almost always a step written in the wrong
  /// unit.
  static let maximumSamples = 100_000

  /// The parsed command line of `sweep`.
  struct Arguments: Equatable {
    var file: String
    var widths: ClosedRange<Double>? = nil
    var heights: ClosedRange<Double>? = nil
    /// `--devices`: the devices whose screens the root is put on, portrait and landscape.
    var devices: [InterfaceBuilderDevice] = []
    var textSizes: [ContentSizeCategory] = []
    /// `--directions`: the layout directions to check in, in order.
    var directions: [LayoutDirection] = []
    var step = 1.0
    var checks = LayoutSweep.Check.defaults
    /// `--may-overlap`: the ids of the views the overlap check lets overlap their siblings.
    var mayOverlap: [String] = []
    /// `--event` and `--keyboard`: events applied after the file's.
    var events: [EventArgument] = []
    /// `--no-events`: the file's events are left out (those of `--event` and `--keyboard`
    /// still apply).
    var appliesEvents = true
    /// `--svg`: the directory each failure's picture is written into.
    var svgDirectory: String? = nil
    /// `--format json`: the report as JSON instead of a table.
    var isJSON = false
    /// `--scene`, `--device` and `--orientation`, for an Interface Builder document.
    var interfaceBuilder = InterfaceBuilderOptions()
  }

  /// Parses the arguments after `sweep`.
  static func parse(_ scanned: ScannedArguments) throws(UsageError) -> Arguments {
    var result = Arguments(file: try ArgumentScanner.fileArgument(scanned))
    if let text = scanned.lastValue(of: step.name) {
      guard let value = EventArgument.number(text), value > 0 else {
        throw UsageError(
          message:
            "The value '\(LayoutFileDiagnostic.quotable(text))' is invalid for '--step <points>': "
            + "it must be a number of points greater than 0, such as '--step 0.5'.")
      }
      result.step = value
    }
    if let text = scanned.lastValue(of: width.name) {
      result.widths = try range(text, option: width, step: result.step)
    }
    if let text = scanned.lastValue(of: height.name) {
      result.heights = try range(text, option: height, step: result.step)
    }
    if let text = scanned.lastValue(of: textScale.name) {
      result.textSizes = try textSizes(text)
    }
    if let text = scanned.lastValue(of: devices.name) { result.devices = try deviceList(text) }
    if let text = scanned.lastValue(of: directions.name) {
      for name in text.split(separator: ",", omittingEmptySubsequences: false).map(String.init) {
        guard let direction = LayoutDirection(rawValue: name) else {
          throw UsageError(
            message:
              "The value '\(LayoutFileDiagnostic.quotable(text))' is invalid for "
              + "'--directions <directions>': '\(LayoutFileDiagnostic.quotable(name))' is not a "
              + "direction. Write 'ltr', 'rtl' or 'ltr,rtl'.")
        }
        if !result.directions.contains(direction) { result.directions.append(direction) }
      }
    }
    if let text = scanned.lastValue(of: checks.name) { result.checks = try checkList(text) }
    for text in scanned.values(of: mayOverlap.name) {
      for id in text.split(separator: ",", omittingEmptySubsequences: false).map(String.init) {
        guard !id.isEmpty else {
          throw UsageError(
            message:
              "The value '\(LayoutFileDiagnostic.quotable(text))' is invalid for "
              + "'--may-overlap <views>': write view ids separated by commas, as in "
              + "'badge,background'.")
        }
        if !result.mayOverlap.contains(id) { result.mayOverlap.append(id) }
      }
    }
    result.events = try LayoutLoading.eventArguments(scanned)
    result.appliesEvents = !scanned.flags.contains(noEvents.name)
    if let text = scanned.lastValue(of: svg.name) {
      guard !text.isEmpty else {
        throw UsageError(
          message: "The value '' is invalid for '--svg <directory>': name a directory.")
      }
      result.svgDirectory = text
    }
    if let text = scanned.lastValue(of: ArgumentScanner.format.name) {
      switch text {
      case "table": result.isJSON = false
      case "json": result.isJSON = true
      default:
        var message =
          "The value '\(LayoutFileDiagnostic.quotable(text))' is invalid for '--format <format>': "
          + "use 'table' or 'json'."
        if let near = LayoutFileDiagnostic.suggestion(for: text, among: ["table", "json"]) {
          message += " Did you mean '\(near)'?"
        }
        throw UsageError(message: message)
      }
    }
    guard
      result.widths != nil || result.heights != nil || !result.devices.isEmpty
        || !result.textSizes.isEmpty || !result.directions.isEmpty
    else {
      throw UsageError(
        message:
          "Nothing to sweep: give '--width <min...max>', '--height <min...max>', "
          + "'--devices <devices>', '--text-scale <sizes>' or '--directions <directions>', as "
          + "in '--width 320...430'.")
    }
    result.interfaceBuilder = try InterfaceBuilderOptions(scanned)
    return result
  }

  /// A range `min...max` of sizes in points, each greater than 0, `min` at most `max`.
  static func range(
    _ text: String, option: OptionSpec, step: Double
  ) throws(UsageError) -> ClosedRange<Double> {
    func invalid(_ reason: String) -> UsageError {
      UsageError(
        message:
          "The value '\(LayoutFileDiagnostic.quotable(text))' is invalid for '\(option.synopsis)': "
          + reason)
    }
    guard let dots = text.firstRange(of: "...") else {
      throw invalid("write two sizes in points with '...' between them, as in '320...430'.")
    }
    let low = String(text[..<dots.lowerBound])
    let high = String(text[dots.upperBound...])
    guard let lower = EventArgument.number(low), let upper = EventArgument.number(high) else {
      throw invalid("write two sizes in points with '...' between them, as in '320...430'.")
    }
    guard lower > 0, upper >= lower, upper <= 1e6 else {
      throw invalid(
        "the sizes must be greater than 0 and at most 1000000, the first not above the second.")
    }
    let samples = (upper - lower) / step + 1
    guard samples <= Double(maximumSamples) else {
      throw invalid(
        "it has \(Int(samples)) sizes \(ReportNumber.text(step)) apart, more than "
          + "\(maximumSamples); give a larger '--step'.")
    }
    return lower...upper
  }

  /// `all`, or content size categories separated by commas (their aliases too).
  static func textSizes(_ text: String) throws(UsageError) -> [ContentSizeCategory] {
    if text == "all" { return ContentSizeCategory.allCases }
    var result: [ContentSizeCategory] = []
    for name in text.split(separator: ",", omittingEmptySubsequences: false).map(String.init) {
      guard let category = ContentSizeCategory(name: name) else {
        var message =
          "The value '\(LayoutFileDiagnostic.quotable(text))' is invalid for '--text-scale <sizes>': "
          + "'\(LayoutFileDiagnostic.quotable(name))' is not a text size."
        if let near = LayoutFileDiagnostic.suggestion(
          for: name, among: ContentSizeCategory.allCases.map(\.rawValue),
          aliases: ContentSizeCategory.aliases)
        {
          message += " Did you mean '\(near)'?"
        } else {
          message += " Write 'all', or sizes separated by commas, as in 'large,AX3'."
        }
        throw UsageError(message: message)
      }
      if !result.contains(category) { result.append(category) }
    }
    return result
  }

  /// `all`, `phones`, `pads`, or device ids separated by commas (`retina4_0,retina6_12`).
  static func deviceList(_ text: String) throws(UsageError) -> [InterfaceBuilderDevice] {
    let catalog = InterfaceBuilderDevice.catalog
    switch text {
    case "all": return catalog
    case "phones": return catalog.filter { !$0.isPad }
    case "pads": return catalog.filter(\.isPad)
    default: break
    }
    var result: [InterfaceBuilderDevice] = []
    for id in text.split(separator: ",", omittingEmptySubsequences: false).map(String.init) {
      guard let device = InterfaceBuilderDevice.named(id) else {
        var message =
          "The value '\(LayoutFileDiagnostic.quotable(text))' is invalid for '--devices <devices>': "
          + "'\(LayoutFileDiagnostic.quotable(id))' is not a device."
        if let near = LayoutFileDiagnostic.suggestion(for: id, among: catalog.map(\.id)) {
          message += " Did you mean '\(near)'?"
        } else {
          message +=
            " Write 'all', 'phones', 'pads', or device ids separated by commas, as in "
            + "'retina4_0,retina6_12' (see InterfaceBuilderDocuments.md for the table)."
        }
        throw UsageError(message: message)
      }
      if !result.contains(device) { result.append(device) }
    }
    return result
  }

  /// Check names separated by commas.
  static func checkList(_ text: String) throws(UsageError) -> [LayoutSweep.Check] {
    var result: [LayoutSweep.Check] = []
    let names = LayoutSweep.Check.allCases.map(\.rawValue)
    for name in text.split(separator: ",", omittingEmptySubsequences: false).map(String.init) {
      guard let check = LayoutSweep.Check(rawValue: name) else {
        var message =
          "The value '\(LayoutFileDiagnostic.quotable(text))' is invalid for '--checks <checks>': "
          + "'\(LayoutFileDiagnostic.quotable(name))' is not a check."
        if let near = LayoutFileDiagnostic.suggestion(for: name, among: names) {
          message += " Did you mean '\(near)'?"
        } else {
          message += " The checks are " + names.map { "'\($0)'" }.joined(separator: ", ") + "."
        }
        throw UsageError(message: message)
      }
      if !result.contains(check) { result.append(check) }
    }
    return result
  }

  /// Checks that each id of `--may-overlap` names a view of one of the layouts.
  static func checkViewIDs(
    _ ids: [String], in input: LoadedInput, streams: CommandStreams
  ) throws(ExitStatus) {
    let known = input.layouts.flatMap(\.document.viewIDs)
    for id in ids where !known.contains(id) {
      var message =
        "The value '\(LayoutFileDiagnostic.quotable(id))' is invalid for '--may-overlap <views>': "
        + "'\(input.name)' has no view with that id."
      if let near = LayoutFileDiagnostic.suggestion(for: id, among: known) {
        message += " Did you mean '\(near)'?"
      }
      streams.standardError.write(UsageError(message: message).rendered(for: HelpText.sweep))
      throw ExitStatus(ExitCode.usage)
    }
  }

  static func run(_ arguments: [String], streams: CommandStreams) -> Int32 {
    let parsed: Arguments
    switch SubcommandArguments.scan(
      arguments, options: options, help: HelpText.sweep, streams: streams, parse: parse)
    {
    case .finished(let code): return code
    case .parsed(let arguments): parsed = arguments
    }
    do throws(ExitStatus) {
      let input = try LayoutLoading.loadLayouts(
        parsed.file, events: parsed.events, options: parsed.interfaceBuilder,
        help: HelpText.sweep, streams: streams)
      try checkViewIDs(parsed.mayOverlap, in: input, streams: streams)
      var results: [SweepReport.Result] = []
      for layout in input.layouts {
        let root = layout.document.root
        let hasDevices = !parsed.devices.isEmpty
        for (isSwept, isFit, name, option) in [
          (parsed.widths != nil, root.widthIsFit, "width", "--width"),
          (parsed.heights != nil, root.heightIsFit, "height", "--height"),
          (hasDevices, root.widthIsFit, "width", "--devices"),
          (hasDevices, root.heightIsFit, "height", "--devices"),
        ] where isSwept && isFit {
          streams.standardError.write(
            UsageError(
              message:
                "'\(option)' sets the root's \(name), but the root's \(name) in "
                + "'\(layout.title(input: input.name))' is 'fit': it follows its content."
            ).rendered(for: HelpText.sweep))
          throw ExitStatus(ExitCode.usage)
        }
        let scene = LayoutScene(document: layout.document)
        // The file's events come first, the command line's after them.
        let events =
          parsed.appliesEvents
          ? layout.events : Array(layout.events.dropFirst(layout.document.events.count))
        let sweep = LayoutSweep(
          scene: scene, checks: parsed.checks, step: parsed.step, events: events)
        sweep.mayOverlap = Set(parsed.mayOverlap)
        let report = sweep.run(
          widths: parsed.widths, heights: parsed.heights,
          screens: LayoutSweep.Screen.screens(of: parsed.devices), textSizes: parsed.textSizes,
          directions: parsed.directions)
        results.append(
          SweepReport.Result(
            title: layout.title(input: input.name), fileName: input.name, report: report,
            document: layout.document, events: events))
      }
      if let directory = parsed.svgDirectory {
        try SweepPictures.write(&results, into: directory, streams: streams)
      }
      streams.standardOutput.write(
        parsed.isJSON
          ? SweepReport.json(results, file: input.name) : SweepReport.table(results, parsed))
      return results.allSatisfy(\.report.passed) ? ExitCode.success : ExitCode.layoutConflicts
    } catch {
      return error.code
    }
  }
}
