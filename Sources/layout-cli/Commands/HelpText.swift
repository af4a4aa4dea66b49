/// The help of a command, laid out as swift-argument-parser lays it out: `OVERVIEW`, `USAGE`,
/// `ARGUMENTS`, `OPTIONS`, `SUBCOMMANDS`, with labels in a 24-column gutter and text wrapped at
/// 80 columns. `layout-cli` adds an `EXIT CODES` section.
struct CommandHelp {
  /// One labelled line of a section, such as an option and what it does.
  struct Entry {
    var label: String
    var text: String
  }

  /// The command's full name, such as `layout-cli solve`.
  var commandName: String
  /// One sentence on what the command does.
  var abstract: String
  /// Longer text after the abstract, already laid out in lines of at most 80 columns.
  var discussion: String?
  /// The usage line, after `USAGE: `.
  var usage: String
  var arguments: [Entry] = []
  var options: [Entry] = []
  var subcommands: [Entry] = []

  /// The width of the text, in columns.
  static let screenWidth = 80
  /// The column where descriptions start.
  static let descriptionColumn = 26

  /// The whole help text, ending with a line break.
  func rendered() -> String {
    var sections: [String] = []
    var overview = "OVERVIEW: \(abstract)"
    if let discussion { overview += "\n\n" + discussion }
    sections.append(overview)
    sections.append("USAGE: \(usage)")
    if !arguments.isEmpty { sections.append(section("ARGUMENTS", arguments)) }
    if !options.isEmpty { sections.append(section("OPTIONS", options)) }
    let exitCodes = ExitCode.descriptions.map { Entry(label: String($0.code), text: $0.meaning) }
    sections.append(section("EXIT CODES", exitCodes))
    if !subcommands.isEmpty {
      sections.append(
        section("SUBCOMMANDS", subcommands)
          + "\n\n  See '\(commandName) help <subcommand>' for detailed help.")
    }
    return sections.joined(separator: "\n\n") + "\n"
  }

  private func section(_ title: String, _ entries: [Entry]) -> String {
    "\(title):\n" + entries.map(render).joined(separator: "\n")
  }

  private func render(_ entry: Entry) -> String {
    let indent = String(repeating: " ", count: Self.descriptionColumn)
    let lines = Self.wrap(entry.text, width: Self.screenWidth - Self.descriptionColumn)
    var text = "  " + entry.label
    if entry.label.count <= Self.descriptionColumn - 3 {
      text += String(repeating: " ", count: Self.descriptionColumn - 2 - entry.label.count)
      text += lines.first ?? ""
      for line in lines.dropFirst() { text += "\n" + indent + line }
    } else {
      for line in lines { text += "\n" + indent + line }
    }
    return text
  }

  /// Splits text into lines of at most `width` columns, breaking at spaces.
  static func wrap(_ text: String, width: Int) -> [String] {
    var lines: [String] = []
    var line = ""
    for word in text.split(separator: " ") {
      if line.isEmpty {
        line = String(word)
      } else if line.count + 1 + word.count <= width {
        line += " " + word
      } else {
        lines.append(line)
        line = String(word)
      }
    }
    if !line.isEmpty { lines.append(line) }
    return lines
  }
}

/// The help texts of `layout-cli`.
enum HelpText {
  /// The tool's name.
  static let toolName = "layout-cli"
  /// The tool's version, printed by `--version`.
  static let version = "0.1.0"

  static let fileArgument = CommandHelp.Entry(
    label: "<file>",
    text: "The layout file or Interface Builder document (.xib, .storyboard; recognized by "
      + "its content), or '-' to read standard input.")
  static let sceneOption = CommandHelp.Entry(
    label: "--scene <scene>",
    text: "For an Interface Builder document: the scene to lay out, by id (a storyboard's "
      + "sceneID, a xib view's id) or name. Every scene by default.")
  static let deviceOption = CommandHelp.Entry(
    label: "--device <device>",
    text: "For an Interface Builder document: lay out on this device instead of the "
      + "document's (an id such as retina4_7, retina6_12 or ipad11_0rounded; see "
      + "InterfaceBuilderDocuments.md for the table).")
  static let orientationOption = CommandHelp.Entry(
    label: "--orientation <orientation>",
    text: "For an Interface Builder document: portrait or landscape. The document's by "
      + "default.")
  static let traitsOption = CommandHelp.Entry(
    label: "--traits <size classes>",
    text: "For an Interface Builder document: the size classes whose variations apply, a "
      + "width class and a height class such as 'wR hC'. The device's in its orientation by "
      + "default.")
  static let textModelOption = CommandHelp.Entry(
    label: "--text-model",
    text: "For an Interface Builder document: measure labels by their text (characters half "
      + "the font's size wide, lines 1.2 times its size high) instead of their stored size, so "
      + "that they follow text changes.")
  static let interfaceBuilderOptions = [
    sceneOption, deviceOption, orientationOption, traitsOption, textModelOption,
  ]
  static let interfaceBuilderUsage =
    " [--scene <scene>] [--device <device>] [--orientation <orientation>] [--traits <size classes>]"
    + " [--text-model]"
  static let eventOption = CommandHelp.Entry(
    label: "--event <event>",
    text: "An event to apply after those in the file (see above). Can be repeated.")
  static let keyboardOption = CommandHelp.Entry(
    label: "--keyboard <height>",
    text: "Show a keyboard of this height, docked at the bottom of the root, as an event "
      + "after those in the file. Can be repeated.")
  static let versionOption = CommandHelp.Entry(label: "--version", text: "Show the version.")
  static let helpOption = CommandHelp.Entry(label: "-h, --help", text: "Show help information.")

  static let eventDiscussion = """
    Events given with --event and --keyboard run after the events in the file, in
    the order given. An --event is one of:
      toggle <view>, collapse <view>, show <view>
      keyboard-show <height>, keyboard-hide
      set-constant <constraint> <value>
      activate <constraint>, deactivate <constraint>
      pan <view> <dx> <dy> [<steps>], pinch <view> <scale> [<steps>]
      rotate <view> <radians> [<steps>], force <view> <force> [<steps>]
      tap <view>
      push <pile> <view> [<time>], pop <pile> [<time>], advance <pile> [<time>]
      resize <width> <height> [<top> <left> <bottom> <right>]   ('-' keeps a size)
      set-text <view> <text>, set-hidden <view> [true|false]
      text-scale <factor|category>   (1.5, accessibilityLarge, AX3 …)
    The file's event names are accepted too: keyboardWillShow, keyboardWillHide,
    setConstant, rotation (rotate), press (tap), setText, setHidden and textScale.
    A constraint of a format string is named by its id, spaces and all:
    'set-constant row H:[a]-gap-[b] 12'. A text is everything after the view.
    """

  /// `layout-cli --help`.
  static let root = CommandHelp(
    commandName: toolName,
    abstract: "Solve layout files and replay keyboard, gesture and other events.",
    discussion: """
      Trellis solves Auto Layout-style constraints without a device. A layout file
      declares a root size, views, constraints, behaviors and events; see
      Sources/LayoutBehaviors/LayoutBehaviors.docc/LayoutFileFormat.md.

      Every command also reads Interface Builder documents (.xib, .storyboard):
      each scene is laid out on the document's device (or --device), and 'check'
      lists the views whose solved frame is not the one the document stores; see
      Sources/LayoutBehaviors/LayoutBehaviors.docc/InterfaceBuilderDocuments.md.
      """,
    usage: "\(toolName) <subcommand>",
    options: [versionOption, helpOption],
    subcommands: [
      .init(label: "solve", text: solve.abstract),
      .init(label: "check", text: check.abstract),
      .init(label: "explain", text: explain.abstract),
      .init(label: "render", text: render.abstract),
      .init(label: "sweep", text: sweep.abstract),
    ])

  /// `layout-cli solve --help`.
  static let solve = CommandHelp(
    commandName: "\(toolName) solve",
    abstract: "Solve a layout file and print the frames of every view.",
    discussion: """
      Solves the layout, then applies its events one by one, and prints the frames
      of every view in the initial state and after each event: in the superview's
      coordinates, rounded to 3 decimals, with the alpha, transform, z-order,
      drag-and-drop appearance and tree membership of views where they are not the
      default. After an event, the table lists only the views that changed
      (old → new), the animations, the callbacks and the constants that changed;
      with --samples, their motion too. Unsatisfiable constraints are reported in
      the output; they are not applied.
      """ + "\n\n" + eventDiscussion,
    usage: "\(toolName) solve <file> [--format <format>] [--output <file>] "
      + "[--event <event> ...] [--keyboard <height> ...] [--samples <n>] "
      + "[--diagnostics <format>]" + interfaceBuilderUsage,
    arguments: [fileArgument],
    options: [
      .init(
        label: "--format <format>",
        text: "The output format: an aligned table per state, or JSON. (values: table, json; "
          + "default: table)"),
      .init(
        label: "-o, --output <file>",
        text: "Write the result to this file instead of standard output ('-'). The file is "
          + "replaced atomically and never left half-written; the input file is never written."),
      eventOption, keyboardOption, samplesOption, diagnosticsOption,
    ] + interfaceBuilderOptions + [versionOption, helpOption])

  static let samplesOption = CommandHelp.Entry(
    label: "--samples <n>",
    text: "After each event, also print the changed views' frames (with alpha and transform) "
      + "at n evenly spaced times of its animation, from its start to its end: 0, T/(n-1), "
      + "..., T. n is 2 or more.")

  /// `layout-cli check --help`.
  static let check = CommandHelp(
    commandName: "\(toolName) check",
    abstract: "Validate and solve a layout file without printing frames.",
    discussion: """
      Reports every error in the file with its line and column, then solves the
      layout and its events and reports unsatisfiable constraints, with the
      constraints they conflict with, by id and position, and warnings: views of
      negative size, and attributes the constraints do not determine (an
      ambiguous layout). Prints a summary line.

      For an Interface Builder document, each scene has its summary line, and each
      view whose solved frame differs from the frame the document stores by more
      than half a point is an 'ib-misplaced' warning (view, stored frame, solved
      frame), as Interface Builder's misplaced-view warning.
      """ + "\n\n" + eventDiscussion,
    usage: "\(toolName) check <file> [--event <event> ...] [--keyboard <height> ...] "
      + "[--fail-on-ambiguity] [--fail-on-misplaced] [--diagnostics <format>]"
      + interfaceBuilderUsage,
    arguments: [fileArgument],
    options: [
      eventOption, keyboardOption, failOnAmbiguityOption, failOnMisplacedOption,
      diagnosticsOption,
    ] + interfaceBuilderOptions + [versionOption, helpOption])

  /// `layout-cli sweep --help`.
  static let sweep = CommandHelp(
    commandName: "\(toolName) sweep",
    abstract: "Check a layout at every root width, height or text size of a range.",
    discussion: """
      Moves the layout in place through the sizes asked for (--width and --height
      every --step points, the screens of --devices, --text-scale at each size, in
      each of --directions) and checks every point: unsatisfiable constraints,
      ambiguity, negative sizes, truncated text, views outside their superview or
      the safe area they are pinned to, and measurements that do not settle
      (overlapping siblings when asked for). Then it applies the file's events one
      by one (a keyboard shown, a panel collapsed, a resize) and checks every point
      again after each. Each failure is reported once, in the first state where it
      happens, with the size where it starts, found to half a point by bisection
      ('truncated-text below width 326': it fails below 326 and passes at 326), or
      exactly, from the solver, where required constraints stop fitting
      ('unsatisfiable below width 340.3'), the views and the constraints
      involved. Exits with 0 when every check holds, 1 when something fails.
      """ + "\n\n" + eventDiscussion,
    usage: "\(toolName) sweep <file> [--width <min...max>] [--height <min...max>] "
      + "[--devices <devices>] [--text-scale <sizes>] [--directions <directions>] "
      + "[--step <points>] [--checks <checks>] [--may-overlap <views>] "
      + "[--event <event> ...] [--keyboard <height> ...] [--no-events] "
      + "[--svg <directory>] [--format <format>] [--diagnostics <format>]"
      + interfaceBuilderUsage,
    arguments: [fileArgument],
    options: [
      .init(
        label: "--width <min...max>",
        text: "Sweep the root's width over this range, as in 320...430; the height stays."),
      .init(
        label: "--height <min...max>",
        text: "Sweep the root's height over this range; the width stays."),
      .init(
        label: "--devices <devices>",
        text: "Put the root on each device's screen, in portrait and landscape, with its "
          + "safe area: 'all', 'phones', 'pads', or ids separated by commas (retina4_0; see "
          + "InterfaceBuilderDocuments.md). A failure is reported on the smallest screen "
          + "where it happens."),
      .init(
        label: "--text-scale <sizes>",
        text: "Check at each of these text sizes: 'all', or sizes separated by commas "
          + "(large,AX3; see LayoutFileFormat.md). A failure is reported at the smallest "
          + "size where it happens."),
      .init(
        label: "--directions <directions>",
        text: "Check in each layout direction: ltr, rtl or ltr,rtl. A failure is reported in "
          + "the first direction where it happens."),
      .init(
        label: "--step <points>",
        text: "The distance between two sampled sizes (default: 1)."),
      .init(
        label: "--checks <checks>",
        text: "The checks to run, separated by commas (default: all but overlap): "
          + "unsatisfiable, ambiguous, negative-size, truncated-text, outside-superview, "
          + "outside-safe-area, overlap, unsettled."),
      .init(
        label: "--may-overlap <views>",
        text: "View ids, separated by commas, that the overlap check lets overlap their "
          + "siblings (a badge, a background)."),
      eventOption, keyboardOption,
      .init(
        label: "--no-events",
        text:
          "Leave out the file's events: check the layout as it is first solved, then after "
          + "each --event and --keyboard only."),
      .init(
        label: "--svg <directory>",
        text: "Draw each failure at the point where it was found, its views outlined in red, "
          + "into failure-<n>-<check>.svg files in this directory (made if missing)."),
      .init(label: "--format <format>", text: "table (default) or json."),
      diagnosticsOption,
    ] + interfaceBuilderOptions + [versionOption, helpOption])

  static let failOnMisplacedOption = CommandHelp.Entry(
    label: "--fail-on-misplaced",
    text: "Exit with 1 when a view of an Interface Builder document is misplaced (an "
      + "'ib-misplaced' warning). Layout files store no frames: no effect on them.")

  static let failOnAmbiguityOption = CommandHelp.Entry(
    label: "--fail-on-ambiguity",
    text: "Exit with 2 when the layout is ambiguous in some state (an 'ambiguous-layout' "
      + "warning) and nothing worse was found.")

  static let anchorArgument = CommandHelp.Entry(
    label: "<view>.<anchor>",
    text: "The value to explain: a view, 'root', 'root.safeArea', 'root.margins', "
      + "'<view>.margins' or a guide, then an anchor (leading, trailing, left, right, centerX, "
      + "top, bottom, centerY, firstBaseline, lastBaseline, width, height).")

  /// `layout-cli explain --help`.
  static let explain = CommandHelp(
    commandName: "\(toolName) explain",
    abstract: "Explain why a value of the solved layout is what it is.",
    discussion: """
      Solves the layout and applies its events, then prints the value of the anchor
      (in the root's coordinates), the constraints that determine it with their
      place in the file, each one's rate (how much the value moves when its
      constant grows by 1) and share (rate × constant; the shares add up to the
      value), and the optional constraints near it that the solution gives up,
      ranked by priority strength × violation. Problems found while solving go to
      standard error, as with 'check'.
      """ + "\n\n" + eventDiscussion,
    usage: "\(toolName) explain <file> <view>.<anchor> [--event <event> ...] "
      + "[--keyboard <height> ...] [--diagnostics <format>]" + interfaceBuilderUsage,
    arguments: [fileArgument, anchorArgument],
    options: [eventOption, keyboardOption, diagnosticsOption] + interfaceBuilderOptions + [
      versionOption, helpOption,
    ])

  /// `layout-cli render --help`.
  static let render = CommandHelp(
    commandName: "\(toolName) render",
    abstract: "Draw every state of a layout file side by side.",
    discussion: """
      Solves the layout and applies its events as 'solve' does, then draws the
      initial state and the state after each event side by side, each at the
      root's size: every view as a labeled rectangle in tree order (hidden views
      dashed and faint, alpha as opacity, transforms about the view's center), the
      safe area, the layout margins that constraints use, and the keyboard while it
      is shown. The views that changed in an event are outlined in orange; broken
      constraints and other problems are listed under their state. In the SVG, each
      view's <rect> has its frame in the root's coordinates and the attributes
      data-view (its id) and data-state (0 for the initial state, then 1, 2, ...).

      The HTML format is one self-contained page (no network, no other file): the
      same SVG with a timeline per event to play, pause and scrub its motion. The
      motion is sampled by the library, each view along its own animation, 60 times
      a second of the event's motion plus one (at least 2, at most 601, at most
      20,000 view states an event); the page interpolates between samples.
      window.trellisSeek(event, seconds) or the fragment #seek=<event>:<seconds>
      shows the state after an event at that time.
      """ + "\n\n" + eventDiscussion,
    usage: "\(toolName) render <file> [--format <format>] [--output <file>] "
      + "[--event <event> ...] [--keyboard <height> ...] [--diagnostics <format>]"
      + interfaceBuilderUsage,
    arguments: [fileArgument],
    options: [
      .init(
        label: "--format <format>",
        text: "The picture format: an SVG picture, or an HTML page that plays each "
          + "event's motion. (values: svg, html; default: svg)"),
      .init(
        label: "-o, --output <file>",
        text: "Write the picture to this file instead of standard output ('-'). The file is "
          + "replaced atomically and never left half-written; the input file is never written."),
      eventOption, keyboardOption, diagnosticsOption,
    ] + interfaceBuilderOptions + [versionOption, helpOption])
}
