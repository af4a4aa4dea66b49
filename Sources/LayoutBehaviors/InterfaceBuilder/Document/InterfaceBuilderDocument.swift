/// An Interface Builder document (`.xib` or `.storyboard`) read as layouts: one
/// ``LayoutDocument`` per scene, which a ``LayoutScene`` solves like a layout file.
///
/// A storyboard's scenes are its view controllers with a root view; a xib's are its top-level
/// views. Each scene keeps the frames the document stores (Interface Builder's own solution),
/// so a test can compare them with the solved ones:
///
/// ```swift
/// let document = try InterfaceBuilderDocument.parse(bytes, fileName: "Main.storyboard").get()
/// let scene = document.scenes[0]
/// let layout = LayoutScene(document: scene.layout)
/// #expect(scene.misplacedViews(in: layout.frames).isEmpty)
/// ```
///
/// The document is laid out on its design device (`<device id="retina6_1">`, or the device
/// whose screen has the root's size in older documents), or on another of
/// ``InterfaceBuilderDevice/catalog``, in the size classes of that device and orientation or
/// in others (``traits``), which decide the size-class variations that apply. What the
/// document holds that is not laid out is a warning in ``warnings`` naming its element and
/// line.
public struct InterfaceBuilderDocument: Sendable {
  /// One scene: its ids, its layout and the frames the document stores.
  public struct Scene: Sendable {
    /// The storyboard's `sceneID`, or the xib's top-level view's `id`.
    public var id: String
    /// The view controller's label or class, or the view's kind.
    public var name: String
    /// The scene as a layout: its root is the scene's root view; each view's id is its
    /// Interface Builder `id`.
    public var layout: LayoutDocument
    /// The frames the document stores for the views of ``layout``, in document order.
    public var storedFrames: [StoredFrame]

    /// The views whose frame in `frames` differs from the stored one by more than half a
    /// point on any edge, in document order: what Interface Builder flags as misplaced.
    ///
    /// A switch's, slider's or segmented control's solved rectangle is its alignment
    /// rectangle; it is compared with the insets UIKit adds around it (2 points on a switch's
    /// right; 2 on each side of a slider and 1 below; 1 below a segmented control), and the
    /// misplacement's ``Misplacement/solved`` frame includes them.
    ///
    /// - Parameter frames: Solved frames of this scene's views, such as
    ///   ``LayoutScene/frames``; a view that has none is not compared.
    public func misplacedViews(in frames: [ViewFrame]) -> [Misplacement] {
      var solved: [String: Rect] = [:]
      for frame in frames { solved[frame.identifier] = frame.frame }
      var result: [Misplacement] = []
      for stored in storedFrames {
        guard let rect = solved[stored.view] else { continue }
        let insets = InterfaceBuilderScene.alignmentInsets(ofKind: stored.kind)
        let frame = rect.inset(
          by: EdgeInsets(
            top: -insets.top, left: -insets.left, bottom: -insets.bottom, right: -insets.right))
        if !InterfaceBuilderDocument.agrees(frame, stored.frame) {
          result.append(Misplacement(stored: stored, solved: frame))
        }
      }
      return result
    }
  }

  /// A frame as the document stores it.
  public struct StoredFrame: Sendable, Equatable {
    /// The view's id.
    public var view: String
    /// The name Interface Builder shows for the view, if set.
    public var userLabel: String?
    /// The view's kind: `label`, `button`, `view` …
    public var kind: String
    /// The frame, in the superview's coordinates.
    public var frame: Rect
    /// Whether the document marks the view `misplaced="YES"` or `ambiguous="YES"`, or it is
    /// inside a view so marked: its stored frame is not a solution of its constraints.
    public var isFlagged: Bool
    /// Whether the view keeps its frame through its autoresizing mask rather than by Auto
    /// Layout (its stored frame is then an input of the layout).
    public var translatesAutoresizingMask: Bool
    /// Where the view's element starts.
    package var location: TextLocation
    /// The line of the view's element, from 1.
    public var line: Int { location.line }
    /// The column of the view's element, from 1.
    public var column: Int { location.column }
  }

  /// A view whose solved frame is not the stored one.
  public struct Misplacement: Sendable, Equatable {
    /// The stored frame and the view it belongs to.
    public var stored: StoredFrame
    /// The solved frame, in the superview's coordinates.
    public var solved: Rect
  }

  /// The file name, as given.
  public var fileName: String
  /// Whether the document is a storyboard (`true`) or a xib.
  public var isStoryboard: Bool
  /// The design device's id as the document writes it, if it does.
  public var designDeviceID: String?
  /// The device the scenes are laid out on, if the catalog has it (a freeform document that
  /// names none lays its roots out at their stored sizes).
  public var device: InterfaceBuilderDevice?
  /// Whether the scenes are laid out in landscape.
  public var isLandscape: Bool
  /// The size classes the scenes are laid out in: those given, else the device's in its
  /// orientation (``InterfaceBuilderDevice/traits(landscape:)``); `nil` on a device the
  /// catalog does not have, where only the `default` configuration is laid out.
  public var traits: InterfaceBuilderTraits?
  /// The scenes, in document order.
  public var scenes: [Scene]
  /// What the document holds that is not laid out, each naming its element.
  public var warnings: [LayoutFileDiagnostic]

  /// Whether two frames agree within half a point on every edge, as Interface Builder's
  /// misplaced check allows for rounding to pixels.
  static func agrees(_ a: Rect, _ b: Rect) -> Bool {
    abs(a.x - b.x) <= 0.5 && abs(a.y - b.y) <= 0.5
      && abs(a.x + a.width - b.x - b.width) <= 0.5 && abs(a.y + a.height - b.y - b.height) <= 0.5
  }

  /// Whether `bytes` hold XML rather than a JSON layout file: after a byte order mark and
  /// white space, the first character is `<`.
  public static func isXML(_ bytes: [UInt8]) -> Bool {
    bytes.withUnsafeBufferPointer { buffer in
      var index = UTF8Bytes.byteOrderMarkLength(buffer)
      while index < buffer.count, [0x20, 0x09, 0x0A, 0x0D].contains(buffer[index]) {
        index += 1
      }
      return index < buffer.count && buffer[index] == UInt8(ascii: "<")
    }
  }

  /// Parses a `.xib` or `.storyboard` and lays out its scenes.
  ///
  /// Every problem is reported, sorted by position: XML syntax, a value Interface Builder does
  /// not write (a number that is not one, an unknown attribute or relation), a constraint
  /// naming an id its scene does not have.
  ///
  /// - Parameters:
  ///   - bytes: The document's contents, UTF-8.
  ///   - fileName: The file name to put in diagnostics.
  ///   - device: The device to lay out on; the design device when `nil`.
  ///   - landscape: The orientation; the document's when `nil`.
  ///   - traits: The size classes whose variations apply; the device's in its orientation when
  ///     `nil`.
  ///   - measuresText: Whether labels are measured by their text, with a model of the system
  ///     font (characters half the font's size wide, lines 1.2 times its size high), instead
  ///     of taking their stored size as their intrinsic size; off by default. Their frames
  ///     then follow their text (a `setText` or `textScale` event)
  ///     but no longer reproduce the stored ones.
  /// - Returns: The document, with any warnings in ``warnings``, or every diagnostic found.
  public static func parse(
    _ bytes: [UInt8], fileName: String, device: InterfaceBuilderDevice? = nil,
    landscape: Bool? = nil, traits: InterfaceBuilderTraits? = nil, measuresText: Bool = false
  ) -> Result<InterfaceBuilderDocument, LayoutFileErrors> {
    let read = InterfaceBuilderReader.read(bytes, fileName: fileName)
    guard let file = read.file else {
      return .failure(LayoutFileErrors(diagnostics: read.diagnostics))
    }
    return .success(
      InterfaceBuilderDocument(
        file, warnings: read.diagnostics, device: device, landscape: landscape, traits: traits,
        measuresText: measuresText))
  }

  /// Parses a document given as text
  /// (``parse(_:fileName:device:landscape:traits:measuresText:)-([UInt8],_,_,_,_,_)``).
  public static func parse(
    _ text: String, fileName: String, device: InterfaceBuilderDevice? = nil,
    landscape: Bool? = nil, traits: InterfaceBuilderTraits? = nil, measuresText: Bool = false
  ) -> Result<InterfaceBuilderDocument, LayoutFileErrors> {
    parse(
      Array(text.utf8), fileName: fileName, device: device, landscape: landscape, traits: traits,
      measuresText: measuresText)
  }

  /// Lays out the scenes of a file read.
  package init(
    _ file: InterfaceBuilderFile, warnings: [LayoutFileDiagnostic],
    device chosen: InterfaceBuilderDevice?, landscape: Bool?,
    traits chosenTraits: InterfaceBuilderTraits? = nil, measuresText: Bool = false
  ) {
    let designID =
      file.device?.id
      ?? file.simulatedDevice.map {
        String($0.prefix { $0 != "." })
      }
    let first = file.scenes.first?.root.frame
    let design = InterfaceBuilderDevice.resolve(
      id: designID, rootWidth: first?.width ?? 0, rootHeight: first?.height ?? 0)
    let designLandscape =
      file.device?.orientation == "landscape"
      || (file.device == nil && first.map { $0.width > $0.height } == true
        && design.map { file.scenes[0].fillsScreen(of: $0) } == true)
    let isLandscape = landscape ?? designLandscape
    self.fileName = file.fileName
    self.isStoryboard = file.kind == .storyboard
    self.designDeviceID = designID
    self.device = chosen ?? design
    self.isLandscape = isLandscape
    let traits = chosenTraits ?? (chosen ?? design)?.traits(landscape: isLandscape)
    self.traits = traits
    var allWarnings = warnings
    scenes = file.scenes.map { written in
      let scene = written.resolved(for: traits, isPad: (chosen ?? design)?.isPad)
      let metrics = scene.rootMetrics(
        on: chosen, design: design, designLandscape: designLandscape, landscape: isLandscape,
        toolsBuild: file.toolsBuild, isForPad: file.isForPad)
      let layout = scene.layoutDocument(
        fileName: file.fileName, size: (metrics.width, metrics.height),
        safeArea: metrics.safeArea, rootMargins: metrics.margins, toolsBuild: file.toolsBuild,
        screenWidth: (chosen ?? design).map { isLandscape ? $0.height : $0.width },
        measuresText: measuresText)
      allWarnings += layout.warnings
      return Scene(
        id: scene.id, name: scene.name, layout: layout,
        storedFrames: scene.storedFrames(in: layout))
    }
    self.warnings = LayoutFileDiagnostic.sorted(allWarnings)
  }
}

extension InterfaceBuilderScene {
  /// The stored frames of the views `layout` has, in document order, each marked when the
  /// document flags it or a view it is inside.
  func storedFrames(in layout: LayoutDocument) -> [InterfaceBuilderDocument.StoredFrame] {
    let laidOut = Set(layout.viewIDs)
    var result: [InterfaceBuilderDocument.StoredFrame] = []
    var pending: [(view: InterfaceBuilderView, flagged: Bool)] = root.subviews.reversed().map {
      ($0, false)
    }
    while let (view, inherited) = pending.popLast() {
      let flagged = inherited || view.isMisplaced || view.isAmbiguous
      if view.hasStoredFrame, laidOut.contains(view.id) {
        result.append(
          InterfaceBuilderDocument.StoredFrame(
            view: view.id, userLabel: view.userLabel, kind: view.kind, frame: view.frame,
            isFlagged: flagged,
            translatesAutoresizingMask: view.translatesAutoresizingMask, location: view.location))
      }
      pending += view.subviews.reversed().map { ($0, flagged) }
    }
    return result
  }
}
