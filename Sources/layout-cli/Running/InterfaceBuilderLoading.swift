import LayoutBehaviors

/// What the options `--scene`, `--device`, `--orientation`, `--traits` and `--text-model` ask
/// of an Interface Builder document.
struct InterfaceBuilderOptions: Equatable {
  /// `--scene <scene>`: a scene's id or name; every scene when `nil`.
  var scene: String? = nil
  /// `--device <device>`: the device to lay out on; the design device when `nil`.
  var device: InterfaceBuilderDevice? = nil
  /// `--orientation <orientation>`: landscape (`true`) or portrait; the document's when `nil`.
  var landscape: Bool? = nil
  /// `--traits <size classes>`: the size classes whose variations apply; the device's when
  /// `nil`.
  var traits: InterfaceBuilderTraits? = nil
  /// `--text-model`: labels measured by their text.
  var measuresText = false
  /// Without `--scene`, keep only the first scene that has a view of this id (`explain`), or
  /// the first scene when none has.
  var sceneWithView: String? = nil

  /// The options of the commands that read Interface Builder documents.
  static let specs = [
    ArgumentScanner.scene, ArgumentScanner.device, ArgumentScanner.orientation,
    ArgumentScanner.traits, ArgumentScanner.textModel,
  ]

  /// The options given, checked.
  init(_ scanned: ScannedArguments) throws(UsageError) {
    scene = scanned.lastValue(of: ArgumentScanner.scene.name)
    if let id = scanned.lastValue(of: ArgumentScanner.device.name) {
      guard let device = InterfaceBuilderDevice.named(id) else {
        let ids = InterfaceBuilderDevice.catalog.map(\.id)
        var message =
          "The value '\(LayoutFileDiagnostic.quotable(id))' is invalid for '--device <device>'."
        if let suggestion = LayoutFileDiagnostic.suggestion(for: id, among: ids) {
          message += " Did you mean '\(suggestion)'?"
        }
        throw UsageError(
          message: message, help: "--device <device>  One of " + ids.joined(separator: ", ") + ".")
      }
      self.device = device
    }
    if let orientation = scanned.lastValue(of: ArgumentScanner.orientation.name) {
      switch orientation {
      case "portrait": landscape = false
      case "landscape": landscape = true
      default:
        throw UsageError(
          message:
            "The value '\(LayoutFileDiagnostic.quotable(orientation))' is invalid for "
            + "'--orientation <orientation>'. Please provide one of 'portrait' and 'landscape'.")
      }
    }
    measuresText = scanned.flags.contains(ArgumentScanner.textModel.name)
    if let text = scanned.lastValue(of: ArgumentScanner.traits.name) {
      switch InterfaceBuilderTraits.parse(text) {
      case .success(let traits): self.traits = traits
      case .failure:
        throw UsageError(
          message: "The value '\(LayoutFileDiagnostic.quotable(text))' is invalid for "
            + "'--traits <size classes>'.",
          help: "--traits <size classes>  One width class, 'wC' or 'wR', and one height class, "
            + "'hC' or 'hR', as in 'wR hC'.")
      }
    }
  }

  init() {}

  /// The first option given, as the command line spells it.
  var firstGiven: String? {
    if scene != nil { return ArgumentScanner.scene.name }
    if device != nil { return ArgumentScanner.device.name }
    if landscape != nil { return ArgumentScanner.orientation.name }
    if traits != nil { return ArgumentScanner.traits.name }
    if measuresText { return ArgumentScanner.textModel.name }
    return nil
  }
}

/// One layout of the input: the layout file's, or one scene of an Interface Builder document.
struct LoadedLayout {
  /// The scene, for an Interface Builder document.
  var scene: InterfaceBuilderDocument.Scene?
  /// The layout.
  var document: LayoutDocument
  /// The file's events followed by the command line's.
  var events: [EventDeclaration]

  /// The name of the input as a summary line gives it: the file, and the scene.
  func title(input: String) -> String {
    guard let scene else { return input }
    return "\(input), scene \(scene.quoted)"
  }
}

/// The layouts of an input.
struct LoadedInput {
  /// The input's name for diagnostics: the path, or `<stdin>`.
  var name: String
  /// Whether the input is an Interface Builder document.
  var isInterfaceBuilder: Bool
  /// The layouts: one for a layout file, the scenes asked for of a document.
  var layouts: [LoadedLayout]
}

extension LayoutLoading {
  /// Reads the input, a layout file or an Interface Builder document (recognized by its first
  /// character, `<`), and the command line's events, printing diagnostics.
  ///
  /// A document may have no scene to lay out (a storyboard of navigation controllers only);
  /// its warnings say why.
  ///
  /// - Throws: The exit status, after printing why: the input cannot be read (66) or is
  ///   invalid (65), a scene or event does not exist (65), or an Interface Builder option is
  ///   given for a layout file (64).
  static func loadLayouts(
    _ file: String, events arguments: [EventArgument], options: InterfaceBuilderOptions,
    help: CommandHelp, streams: CommandStreams
  ) throws(ExitStatus) -> LoadedInput {
    let input = try read(file, streams: streams).get()
    guard InterfaceBuilderDocument.isXML(input.bytes) else {
      if let option = options.firstGiven {
        streams.standardError.write(
          UsageError(
            message:
              "The option '\(option)' applies to Interface Builder documents; "
              + "'\(input.name)' is a layout file.",
            help: nil
          ).rendered(for: help))
        throw ExitStatus(ExitCode.usage)
      }
      let document = try parse(input.bytes, name: input.name, streams: streams).get()
      let all = try events(arguments, document: document, streams: streams).get()
      return LoadedInput(
        name: input.name, isInterfaceBuilder: false,
        layouts: [LoadedLayout(scene: nil, document: document, events: all)])
    }
    let parsed = InterfaceBuilderDocument.parse(
      input.bytes, fileName: input.name, device: options.device, landscape: options.landscape,
      traits: options.traits, measuresText: options.measuresText)
    let document: InterfaceBuilderDocument
    switch parsed {
    case .success(let read): document = read
    case .failure(let errors):
      streams.diagnostics.report(errors.diagnostics)
      throw ExitStatus(ExitCode.dataError)
    }
    streams.diagnostics.report(document.warnings)
    var scenes = document.scenes
    if let wanted = options.scene {
      scenes = try select(wanted, in: document, streams: streams)
    } else if let view = options.sceneWithView, !scenes.isEmpty {
      scenes = [scenes.first { $0.layout.viewIDs.contains(view) } ?? scenes[0]]
    }
    var layouts: [LoadedLayout] = []
    for scene in scenes {
      let all = try events(arguments, document: scene.layout, streams: streams).get()
      layouts.append(LoadedLayout(scene: scene, document: scene.layout, events: all))
    }
    return LoadedInput(name: input.name, isInterfaceBuilder: true, layouts: layouts)
  }

  /// The scenes `--scene` names: the one with that id, else those with that name.
  ///
  /// - Throws: ``ExitCode/dataError`` after naming the document's scenes, when none matches.
  static func select(
    _ wanted: String, in document: InterfaceBuilderDocument, streams: CommandStreams
  ) throws(ExitStatus) -> [InterfaceBuilderDocument.Scene] {
    if let scene = document.scenes.first(where: { $0.id == wanted }) { return [scene] }
    let named = document.scenes.filter { $0.name == wanted }
    if !named.isEmpty { return named }
    let known = document.scenes.map(\.quoted)
    var message =
      "The document '\(document.fileName)' has no scene '\(LayoutFileDiagnostic.quotable(wanted))'."
    var fix =
      known.isEmpty
      ? "The document has no scene to lay out."
      : "Its scenes are " + known.joined(separator: ", ") + "."
    let candidates = document.scenes.map(\.id) + document.scenes.map(\.name)
    if let suggestion = LayoutFileDiagnostic.suggestion(for: wanted, among: candidates) {
      message += " Did you mean '\(suggestion)'?"
      fix = "Use '--scene \(suggestion)'. " + fix
    }
    streams.diagnostics.report([
      LayoutFileDiagnostic(
        code: .unknownScene, file: document.fileName, location: nil, path: nil,
        message: message, fix: fix)
    ])
    throw ExitStatus(ExitCode.dataError)
  }
}

extension InterfaceBuilderDocument.Scene {
  /// The scene as messages name it: `'BYZ-38-t0r' (LoginViewController)`.
  var quoted: String { "'\(id)' (\(name))" }
}

extension LayoutFileDiagnostic.Code {
  /// `--scene` names no scene of the document.
  static let unknownScene: Self = "unknown-scene"
}
