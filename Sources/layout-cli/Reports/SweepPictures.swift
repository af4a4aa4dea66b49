import LayoutBehaviors

/// `layout-cli sweep --svg <directory>`: one picture per failure, the layout at the failure's
/// configuration with the failing views outlined in red.
///
/// Each picture is drawn from scratch: the layout is built with the configuration's layout
/// direction, the events the sweep had applied before the failing point are applied, then a
/// `resize` to the configuration's root size (along the axes not fitted to the content) and
/// safe area, and a `textScale` to its text size when it has one. The title is the failure (`truncated-text below width 326`) and
/// where it fails; the lines under it its message. The files are `failure-<n>-<check>.svg`,
/// numbered from 1 in the order of the report, across every layout of the input.
enum SweepPictures {
  /// Writes the pictures of every failure of `results` into `directory` (made if missing) and
  /// records their paths in each result.
  ///
  /// - Throws: ``ExitCode/cannotCreate`` after reporting why, when the directory cannot be
  ///   made or a picture cannot be written (each picture is written whole or not at all).
  static func write(
    _ results: inout [SweepReport.Result], into directory: String, streams: CommandStreams
  ) throws(ExitStatus) {
    do {
      try FileSystem.makeDirectory(directory)
    } catch {
      SolveCommand.reportCannotWrite(error, streams: streams)
      throw ExitStatus(ExitCode.cannotCreate)
    }
    let prefix = directory.hasSuffix("/") ? directory : directory + "/"
    var number = 0
    for index in results.indices {
      var paths: [String] = []
      for failure in results[index].report.failures {
        number += 1
        let path = prefix + "failure-\(number)-\(failure.check.rawValue).svg"
        let picture = svg(
          of: failure, document: results[index].document, events: results[index].events)
        do {
          try AtomicFileWriter.write(Array(picture.utf8), to: path)
        } catch {
          SolveCommand.reportCannotWrite(error, streams: streams)
          throw ExitStatus(ExitCode.cannotCreate)
        }
        paths.append(path)
      }
      results[index].pictures = paths
    }
  }

  /// The picture of one failure.
  static func svg(
    of failure: LayoutSweep.Failure, document: LayoutDocument, events: [EventDeclaration]
  ) -> String {
    let configuration = failure.configuration
    var document = document
    if let direction = configuration.direction { document.root.direction = direction }
    var steps = Array(events.prefix(configuration.event.map { $0 + 1 } ?? 0))
    // The root's size where it is not fitted to the content (a sweep never moves a fitted
    // axis), and its safe area.
    let resize = EventDeclaration.Resize(
      width: document.root.widthIsFit ? nil : configuration.width,
      height: document.root.heightIsFit ? nil : configuration.height,
      safeArea: configuration.safeArea)
    steps.append(EventDeclaration(kind: .resize(resize), origin: "the sweep"))
    if let size = configuration.textSize {
      steps.append(
        EventDeclaration(
          kind: .textScale(EventDeclaration.TextScale(category: size)), origin: "the sweep"))
    }
    var run = LayoutRun(document: document, events: steps)
    guard var state = run.states.last else { return SVGReport.render(run) }
    state.event = nil
    state.framesBefore = nil
    state.viewsBefore = nil
    var heading = failure.check.rawValue
    if !failure.boundaries.isEmpty {
      heading += " " + failure.boundaries.map(\.description).joined(separator: " and ")
    }
    state.heading = [heading, "at \(configuration.description)"]
    if !failure.message.isEmpty { state.heading?.append(failure.message) }
    let ids = document.viewIDs
    state.failing = failure.views.compactMap { ids.firstIndex(of: $0) }
    if let last = state.root { run.document.root = last }
    run.states = [state]
    return SVGReport.render(run)
  }
}
