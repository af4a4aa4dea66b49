/// Reads an ``InterfaceBuilderFile`` from the XML of a `.xib` or `.storyboard`.
///
/// The reader finds the scenes (a storyboard's view controllers with a root view, a xib's
/// top-level views), and in each the views (every element with a `<rect key="frame">` child,
/// under `<subviews>`, `<prototypes>` and `<cells>` or as a keyed child such as a cell's content
/// view), their constraints and guides. It checks every value it reads: a number that is not
/// one, a Boolean that is not `YES` or `NO`, a constraint attribute or relation Interface Builder
/// does not write, a priority outside 1–1000, a constraint item that names no view or guide of
/// its scene. Each problem is an error at its attribute, with a fix; all are reported, and a
/// document with any error gives no file.
///
/// ```swift
/// let xml = XMLParser.parse(bytes, fileName: "Main.storyboard")
/// let read = InterfaceBuilderReader.read(xml.root!, fileName: "Main.storyboard")
/// read.file?.scenes.map(\.name)  // ["Login"]
/// ```
package enum InterfaceBuilderReader {
  /// Reads the document whose root element is `root`.
  ///
  /// - Returns: The file, unless there was an error, and the diagnostics: the errors, or the
  ///   warnings the file also holds.
  package static func read(_ root: XMLElement, fileName: String) -> InterfaceBuilderReadResult {
    var reader = InterfaceBuilderElementReader(fileName: fileName)
    let file = reader.readDocument(root)
    let diagnostics = LayoutFileDiagnostic.sorted(reader.errors + reader.warnings)
    return InterfaceBuilderReadResult(
      file: reader.errors.isEmpty ? file : nil, diagnostics: diagnostics)
  }

  /// Parses the bytes of a `.xib` or `.storyboard` and reads the document.
  package static func read(_ bytes: [UInt8], fileName: String) -> InterfaceBuilderReadResult {
    let xml = XMLParser.parse(bytes, fileName: fileName)
    guard let root = xml.root else {
      return InterfaceBuilderReadResult(file: nil, diagnostics: xml.diagnostics)
    }
    return read(root, fileName: fileName)
  }
}

/// What ``InterfaceBuilderReader`` found: the file, if it had no error, and the diagnostics.
package struct InterfaceBuilderReadResult: Sendable {
  /// The document; `nil` when it has an error.
  package var file: InterfaceBuilderFile?
  /// The errors and warnings, in document order.
  package var diagnostics: [LayoutFileDiagnostic]
}

/// The state of one read: the file name and the problems found so far.
struct InterfaceBuilderElementReader {
  let fileName: String
  var errors: [LayoutFileDiagnostic] = []
  var warnings: [LayoutFileDiagnostic] = []
  /// Whether the document's default simulated status bar is opaque (its
  /// `<simulatedMetricsContainer key="defaultSimulatedMetrics">`).
  var isStatusBarOpaqueByDefault = false

  init(fileName: String) {
    self.fileName = fileName
  }

  // MARK: The document

  mutating func readDocument(_ root: XMLElement) -> InterfaceBuilderFile? {
    let storyboardType = "com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB"
    let xibType = "com.apple.InterfaceBuilder3.CocoaTouch.XIB"
    let type = root[attribute: "type"]
    guard root.name == "document", type == storyboardType || type == xibType else {
      let what =
        root.name != "document"
        ? "its root element is '<\(root.name)>', not '<document>'"
        : type.map { "its type is '\(LayoutFileDiagnostic.quotable($0))'" } ?? "it has no type"
      let appKit = type?.contains("Cocoa") == true && type?.contains("CocoaTouch") == false
      errors.append(
        diagnostic(
          .ibNotADocument, at: root.location,
          "This is not an iOS Interface Builder document: \(what).",
          fix: appKit
            ? "Only UIKit documents (iOS and tvOS) are read; AppKit documents are not."
            : "Interface Builder documents start with '<document type=\"\(xibType)\" …>' "
              + "(a xib) or '\(storyboardType)' (a storyboard); a layout file is a JSON "
              + "object, such as '{ \"root\": { \"width\": 375, \"height\": 812 }, \"views\": [] }'."
        ))
      return nil
    }
    let kind: InterfaceBuilderFile.Kind = type == storyboardType ? .storyboard : .xib
    var device: InterfaceBuilderFile.DesignDevice?
    if let element = root.children.first(where: { $0.name == "device" }),
      let id = element[attribute: "id"]
    {
      device = InterfaceBuilderFile.DesignDevice(
        id: id, orientation: element[attribute: "orientation"] ?? "portrait")
    }
    var simulatedDevice: String?
    let defaults = root.child(named: "simulatedMetricsContainer", key: "defaultSimulatedMetrics")
    if let screen = defaults?.child(named: "simulatedScreenMetrics", key: "destination") {
      simulatedDevice = screen[attribute: "type"]
    }
    isStatusBarOpaqueByDefault =
      defaults?.child(named: "simulatedStatusBarMetrics", key: "statusBar")?[
        attribute: "statusBarStyle"] == "blackOpaque"
    var scenes: [InterfaceBuilderScene] = []
    switch kind {
    case .storyboard:
      let inferred = Self.inferredBars(root)
      for container in root.children(named: "scenes") {
        for scene in container.children(named: "scene") {
          if let read = readStoryboardScene(scene, inferred: inferred) { scenes.append(read) }
        }
      }
    case .xib:
      for objects in root.children(named: "objects") {
        for element in objects.children where element.name != "placeholder" {
          guard isView(element) else {
            warn(
              .ibNotRead, at: element.location,
              "The top-level object '<\(element.name)>' is not a view; it is not laid out.")
            continue
          }
          guard let view = readView(element, parentID: nil) else { continue }
          scenes.append(
            InterfaceBuilderScene(
              id: view.id, name: view.userLabel ?? view.customClass ?? view.kind,
              controllerKind: element.name, root: view, legacyGuides: [],
              location: element.location))
        }
      }
    }
    for scene in scenes { checkItems(of: scene) }
    return InterfaceBuilderFile(
      fileName: fileName, kind: kind, toolsVersion: root[attribute: "toolsVersion"],
      targetRuntime: root[attribute: "targetRuntime"], device: device,
      simulatedDevice: simulatedDevice, scenes: scenes, warnings: warnings)
  }

  /// A storyboard scene: the first object with a root view (`key="view"`).
  ///
  /// - Parameter inferred: The bars each view controller's containers give it, by its id
  ///   (``inferredBars(_:)``).
  mutating func readStoryboardScene(
    _ scene: XMLElement, inferred: [String: InterfaceBuilderSimulatedBars] = [:]
  ) -> InterfaceBuilderScene? {
    let sceneID = scene[attribute: "sceneID"] ?? ""
    for objects in scene.children(named: "objects") {
      for controller in objects.children {
        guard
          let rootElement = controller.children.first(where: {
            $0[attribute: "key"] == "view" && isView($0)
          })
        else { continue }
        guard let root = readView(rootElement, parentID: nil) else { return nil }
        var guides: [InterfaceBuilderLegacyGuide] = []
        for container in controller.children(named: "layoutGuides") {
          for guide in container.children(named: "viewControllerLayoutGuide") {
            guard let id = required("id", of: guide), let type = required("type", of: guide)
            else { continue }
            guard type == "top" || type == "bottom" else {
              unknownValue(type, of: "type", in: guide, among: ["top", "bottom"])
              continue
            }
            guides.append(InterfaceBuilderLegacyGuide(type: type, id: id, location: guide.location))
          }
        }
        var read = InterfaceBuilderScene(
          id: sceneID.isEmpty ? root.id : sceneID,
          name: controller[attribute: "userLabel"] ?? controller[attribute: "customClass"]
            ?? controller.name,
          controllerKind: controller.name, root: root, legacyGuides: guides,
          location: scene.location)
        read.bars = simulatedBars(
          of: controller,
          inferred: controller[attribute: "id"].flatMap { inferred[$0] }
            ?? InterfaceBuilderSimulatedBars())
        return read
      }
    }
    let kinds = scene.children(named: "objects").flatMap(\.children).map(\.name)
      .filter { $0 != "placeholder" }
    warn(
      .ibNotRead, at: scene.location,
      "The scene '\(LayoutFileDiagnostic.quotable(sceneID))' has no root view"
        + (kinds.isEmpty ? "" : " (it holds '\(kinds[0])')") + "; it is not laid out.")
    return nil
  }

  /// The bars a view controller simulates: those it writes (`<simulatedNavigationBarMetrics
  /// key="simulatedTopBarMetrics">`, `<nil key="simulatedTopBarMetrics"/>` for none …), else
  /// those its containers give it (`inferred`).
  func simulatedBars(
    of controller: XMLElement, inferred: InterfaceBuilderSimulatedBars
  ) -> InterfaceBuilderSimulatedBars {
    var bars = inferred
    bars.isStatusBarOpaque = isStatusBarOpaqueByDefault
    for child in controller.children {
      switch (child.name, child[attribute: "key"]) {
      case ("nil", "simulatedTopBarMetrics"):
        bars.top = nil
      case ("nil", "simulatedBottomBarMetrics"):
        bars.bottom = nil
      case ("simulatedNavigationBarMetrics", "simulatedTopBarMetrics"):
        bars.top =
          child[attribute: "prompted"] == "YES" ? "navigationBarWithPrompt" : "navigationBar"
        bars.isTopTranslucent = child[attribute: "translucent"] != "NO"
      case ("simulatedTabBarMetrics", "simulatedBottomBarMetrics"):
        bars.bottom = "tabBar"
        bars.isBottomTranslucent = child[attribute: "translucent"] != "NO"
      case ("simulatedToolbarMetrics", "simulatedBottomBarMetrics"):
        bars.bottom = "toolbar"
        bars.isBottomTranslucent = child[attribute: "translucent"] != "NO"
      case ("nil", "simulatedStatusBarMetrics"):
        bars.isStatusBarHidden = true
      case ("simulatedStatusBarMetrics", "simulatedStatusBarMetrics"):
        bars.isStatusBarOpaque = child[attribute: "statusBarStyle"] == "blackOpaque"
      default:
        continue
      }
    }
    return bars
  }

  /// The bars the containers of a storyboard give the view controllers they show, by the view
  /// controllers' ids, as Interface Builder infers them: a navigation controller's bar (unless
  /// `navigationBarHidden`) and its toolbar (when `toolbarHidden="NO"`) for its root view
  /// controller and every controller shown or pushed from one in its stack (or one of the view
  /// controllers of a tab bar controller in it); a tab bar
  /// controller's tab bar for each of its view controllers and the stacks under them, except a
  /// pushed controller with `hidesBottomBarWhenPushed`. Each bar is translucent unless the
  /// container's bar says `translucent="NO"`. The walk follows the segues in document order and
  /// visits each controller once.
  static func inferredBars(_ root: XMLElement) -> [String: InterfaceBuilderSimulatedBars] {
    var controllers: [String: XMLElement] = [:]
    var order: [String] = []
    for container in root.children(named: "scenes") {
      for scene in container.children(named: "scene") {
        for objects in scene.children(named: "objects") {
          for controller in objects.children where controller.name != "placeholder" {
            guard let id = controller[attribute: "id"], controllers[id] == nil else { continue }
            controllers[id] = controller
            order.append(id)
          }
        }
      }
    }
    // The segues from a controller and from the views and bar items inside it, in document
    // order.
    func segues(of controller: XMLElement) -> [(kind: String, relationship: String?, to: String)] {
      var result: [(kind: String, relationship: String?, to: String)] = []
      var pending = [controller]
      while let element = pending.popLast() {
        if element.name == "segue", let kind = element[attribute: "kind"],
          let to = element[attribute: "destination"]
        {
          result.append((kind, element[attribute: "relationship"], to))
        }
        pending += element.children.reversed()
      }
      return result
    }
    func isTranslucent(_ controller: XMLElement, bar key: String) -> Bool {
      controller.children.first { $0[attribute: "key"] == key }?[attribute: "translucent"] != "NO"
    }
    /// The stack that starts at `first`: it and every controller shown or pushed from one in
    /// it, in walk order, each once.
    func stack(from first: String) -> [String] {
      var stack: [String] = []
      var seen: Set<String> = []
      var pending = [first]
      while !pending.isEmpty {
        let id = pending.removeFirst()
        guard let controller = controllers[id], !seen.contains(id) else { continue }
        seen.insert(id)
        stack.append(id)
        // A tab bar controller in the stack shows its view controllers under the same bar.
        pending += segues(of: controller).filter {
          $0.kind == "show" || $0.kind == "push"
            || (controller.name == "tabBarController" && $0.relationship == "viewControllers")
        }.map(\.to)
      }
      return stack
    }
    func roots(of controller: XMLElement, relationship: String) -> [String] {
      segues(of: controller).filter { $0.kind == "relationship" && $0.relationship == relationship }
        .map(\.to)
    }
    var result: [String: InterfaceBuilderSimulatedBars] = [:]
    for id in order {
      guard let controller = controllers[id], controller.name == "navigationController" else {
        continue
      }
      let hasBar = controller[attribute: "navigationBarHidden"] != "YES"
      let barFrame = controller.children.first { $0[attribute: "key"] == "navigationBar" }?
        .child(named: "rect", key: "frame")
      let barBottom = barFrame.flatMap { frame -> Double? in
        guard let y = frame[attribute: "y"].flatMap(Self.number),
          let height = frame[attribute: "height"].flatMap(Self.number), height > 0
        else { return nil }
        return y + height
      }
      let hasToolbar = controller[attribute: "toolbarHidden"] == "NO"
      for first in roots(of: controller, relationship: "rootViewController") {
        for member in stack(from: first) {
          var bars = result[member] ?? InterfaceBuilderSimulatedBars()
          if hasBar, bars.top == nil {
            bars.top = "navigationBar"
            bars.isTopTranslucent = isTranslucent(controller, bar: "navigationBar")
            bars.topBarBottom = barBottom
          }
          if hasToolbar, bars.bottom == nil {
            bars.bottom = "toolbar"
            bars.isBottomTranslucent = isTranslucent(controller, bar: "toolbar")
          }
          result[member] = bars
        }
      }
    }
    for id in order {
      guard let controller = controllers[id], controller.name == "tabBarController" else {
        continue
      }
      for tab in roots(of: controller, relationship: "viewControllers") {
        let firsts =
          controllers[tab]?.name == "navigationController"
          ? roots(of: controllers[tab]!, relationship: "rootViewController") : [tab]
        for first in firsts {
          for member in stack(from: first) {
            if member != first, controllers[member]?[attribute: "hidesBottomBarWhenPushed"] == "YES"
            {
              continue
            }
            var bars = result[member] ?? InterfaceBuilderSimulatedBars()
            guard bars.bottom == nil else { continue }
            bars.bottom = "tabBar"
            bars.isBottomTranslucent = isTranslucent(controller, bar: "tabBar")
            result[member] = bars
          }
        }
      }
    }
    return result
  }

  // MARK: Views

  /// Whether `element` is a view: it has a `<rect key="frame">` (a `<variation>` is not one).
  func isView(_ element: XMLElement) -> Bool {
    element.name != "variation" && element.child(named: "rect", key: "frame") != nil
  }

  /// The rectangle of a `<rect>` element (a view's `frame`); a coordinate not written is 0.
  mutating func rect(of element: XMLElement) -> Rect {
    Rect(
      x: number("x", of: element) ?? 0, y: number("y", of: element) ?? 0,
      width: number("width", of: element) ?? 0, height: number("height", of: element) ?? 0)
  }

  /// The view of `element`; `nil` (with errors) when a value is wrong.
  ///
  /// - Parameter parentID: The id of the view it is inside, which with the element's `key`
  ///   names a view the document gives no id.
  mutating func readView(_ element: XMLElement, parentID: String?) -> InterfaceBuilderView? {
    let errorCount = errors.count
    let id: String
    if let written = element[attribute: "id"] {
      id = written
    } else if let parentID, let key = element[attribute: "key"] {
      id = parentID + "." + key
    } else {
      id = required("id", of: element) ?? ""
    }
    let frameElement = element.child(named: "rect", key: "frame")
    let frame = frameElement.map { rect(of: $0) } ?? Rect(x: 0, y: 0, width: 0, height: 0)
    var view = InterfaceBuilderView(
      kind: element.name, id: id, userLabel: element[attribute: "userLabel"],
      key: element[attribute: "key"], customClass: element[attribute: "customClass"],
      image: element[attribute: "image"], isScrollEnabled: flag("scrollEnabled", of: element),
      frame: frame, hasStoredFrame: frameElement != nil,
      isHidden: flag("hidden", of: element) ?? false,
      // `fixedFrame="YES"` marks a view whose layout Interface Builder infers from its
      // autoresizing mask (its frame is fixed), whatever the translating flag says.
      translatesAutoresizingMask: flag("fixedFrame", of: element) == true
        || flag("translatesAutoresizingMaskIntoConstraints", of: element) ?? true,
      autoresizingMask: [],
      hugging: (
        priority("horizontalHuggingPriority", of: element),
        priority("verticalHuggingPriority", of: element)
      ),
      compressionResistance: (
        priority("horizontalCompressionResistancePriority", of: element),
        priority("verticalCompressionResistancePriority", of: element)
      ),
      placeholderIntrinsicSize: (
        intrinsic("placeholderIntrinsicWidth", of: element),
        intrinsic("placeholderIntrinsicHeight", of: element)
      ),
      layoutMargins: nil, directionalLayoutMargins: nil,
      preservesSuperviewLayoutMargins: flag("preservesSuperviewLayoutMargins", of: element)
        ?? false,
      insetsLayoutMarginsFromSafeArea: flag("insetsLayoutMarginsFromSafeArea", of: element)
        ?? true,
      isMisplaced: flag("misplaced", of: element) ?? false,
      isAmbiguous: flag("ambiguous", of: element) ?? false, safeAreaGuideID: nil,
      layoutGuides: [], stackAttributes: [], excluded: [], subviews: [],
      constraints: [], location: element.location)
    if element.name == "stackView" {
      view.stackAttributes = element.attributes.filter {
        Self.stackAttributeNames.contains($0.name)
      }
    }
    if element.name == "label" { view.text = readText(of: element) }
    for child in element.children {
      readChild(child, of: &view)
    }
    return errors.count == errorCount ? view : nil
  }

  /// Reads one child element of a view into it.
  mutating func readChild(_ child: XMLElement, of view: inout InterfaceBuilderView) {
    switch (child.name, child[attribute: "key"]) {
    case ("rect", "frame"):
      break
    case ("autoresizingMask", "autoresizingMask"):
      let names = [
        "flexibleMinX", "widthSizable", "flexibleMaxX", "flexibleMinY", "heightSizable",
        "flexibleMaxY",
      ]
      view.autoresizingMask = names.filter { flag($0, of: child) == true }
    case ("edgeInsets", "layoutMargins"):
      view.layoutMargins = insets(child, edges: ("top", "left", "bottom", "right"))
    case ("directionalEdgeInsets", "directionalLayoutMargins"):
      view.directionalLayoutMargins = insets(child, edges: ("top", "leading", "bottom", "trailing"))
    case ("keyboardLayoutGuide", "keyboard"):
      guard let id = required("id", of: child) else { return }
      view.layoutGuides.append(("keyboard", id))
    case ("viewLayoutGuide", let key?):
      guard let id = required("id", of: child) else { return }
      if key == "safeArea" {
        view.safeAreaGuideID = id
      } else {
        view.layoutGuides.append((key, id))
      }
    case ("subviews", _):
      // Every element here is a view, with a stored frame or (in older documents) without.
      for element in child.children {
        if let subview = readView(element, parentID: view.id) { view.subviews.append(subview) }
      }
    case ("prototypes", _), ("cells", _):
      for element in child.children where isView(element) {
        if let subview = readView(element, parentID: view.id) { view.subviews.append(subview) }
      }
    case ("sections", _):
      // A static table's cells, section by section.
      for section in child.children(named: "tableViewSection") {
        for cells in section.children(named: "cells") {
          for element in cells.children where isView(element) {
            if let cell = readView(element, parentID: view.id) { view.subviews.append(cell) }
          }
        }
      }
    case ("constraints", _):
      for element in child.children(named: "constraint") {
        if let constraint = readConstraint(element) { view.constraints.append(constraint) }
      }
    case ("variation", "default"):
      for mask in child.children(named: "mask") {
        for exclude in mask.children(named: "exclude") {
          if let reference = required("reference", of: exclude) {
            view.excluded.append(reference)
          }
        }
      }
    case ("variation", _):
      let names =
        view.kind == "stackView"
        ? Self.viewVariationNames.union(Self.stackAttributeNames) : Self.viewVariationNames
      if let variation = readVariation(child, of: view.id, attributes: names) {
        view.variations.append(variation)
      }
    default:
      if isView(child), let subview = readView(child, parentID: view.id) {
        view.subviews.append(subview)
      }
    }
  }

  // MARK: Constraints

  mutating func readConstraint(_ element: XMLElement) -> InterfaceBuilderConstraint? {
    let errorCount = errors.count
    let id = required("id", of: element) ?? ""
    let first = attribute("firstAttribute", of: element, isRequired: true)
    let second = attribute("secondAttribute", of: element, isRequired: false)
    let secondItem = element[attribute: "secondItem"]
    if (secondItem == nil) != (second == nil), errors.count == errorCount {
      let (given, missing) =
        secondItem == nil
        ? ("secondAttribute", "secondItem")
        : (
          "secondItem", "secondAttribute"
        )
      errors.append(
        diagnostic(
          .ibMissingAttribute, at: element.attribute(given)!.location,
          "The constraint '\(LayoutFileDiagnostic.quotable(id))' has '\(given)' but no "
            + "'\(missing)'.",
          fix: "Give both '\(given)' and '\(missing)', or neither (a constant size)."))
    }
    var relation = LayoutRelation.equal
    if let text = element.attribute("relation") {
      switch text.value {
      case "greaterThanOrEqual": relation = .greaterThanOrEqual
      case "lessThanOrEqual": relation = .lessThanOrEqual
      case "equal": relation = .equal
      default:
        unknownValue(
          text.value, of: "relation", in: element,
          among: ["equal", "greaterThanOrEqual", "lessThanOrEqual"])
      }
    }
    var constraint = InterfaceBuilderConstraint(
      id: id, firstItem: element[attribute: "firstItem"], firstAttribute: first ?? .top,
      relation: relation, secondItem: secondItem, secondAttribute: second,
      multiplier: multiplier(of: element) ?? 1, constant: number("constant", of: element) ?? 0,
      priority: priority("priority", of: element), identifier: element[attribute: "identifier"],
      isPlaceholder: flag("placeholder", of: element) ?? false,
      isActive: flag("active", of: element) ?? true, location: element.location)
    for child in element.children(named: "variation") {
      if var variation = readVariation(child, of: id, attributes: ["constant"]) {
        // The value is checked: kept only when it is a number.
        variation.constant = variation.attributes.first.flatMap { Self.number($0.value) }
        variation.attributes = []
        constraint.variations.append(variation)
      }
    }
    return errors.count == errorCount ? constraint : nil
  }

  // MARK: Text

  /// The sizes of the text styles at the default content size (Large), in points, by the
  /// names documents write (`style="UICTFontTextStyleBody"`), as Apple's Human Interface
  /// Guidelines list them.
  static let textStyleSizes: [String: Double] = [
    "UICTFontTextStyleTitle0": 34, "UICTFontTextStyleTitle1": 28,
    "UICTFontTextStyleTitle2": 22, "UICTFontTextStyleTitle3": 20,
    "UICTFontTextStyleHeadline": 17, "UICTFontTextStyleBody": 17,
    "UICTFontTextStyleCallout": 16, "UICTFontTextStyleSubhead": 15,
    "UICTFontTextStyleFootnote": 13, "UICTFontTextStyleCaption1": 12,
    "UICTFontTextStyleCaption2": 11,
  ]

  /// The size of a font element in points: its `pointSize` (or `attribute`), else the size of
  /// its text style; `nil` for neither or a size of 0 (the system's default size, as
  /// `UIFont.systemFont(ofSize: 0)`). A negative size, or one above 10,000, is an error.
  mutating func fontSize(of font: XMLElement, attribute name: String = "pointSize") -> Double? {
    guard let size = number(name, of: font), size != 0 else {
      return font[attribute: "style"].flatMap { Self.textStyleSizes[$0] }
    }
    guard size > 0 && size <= 10_000 else {
      errors.append(
        diagnostic(
          .ibInvalidNumber, at: font.attribute(name)!.valueLocation,
          "'\(name)' is \(LayoutFileText.number(size)); a font's size is a number of points, "
            + "0 for the system's default.", fix: "Write the size in points, such as '17'."))
      return nil
    }
    return size
  }

  /// The text of a label: its `text` (or the fragments of its `attributedText`), the size of
  /// its font and its `numberOfLines`.
  mutating func readText(of element: XMLElement) -> InterfaceBuilderText {
    // A text with line breaks is written as a child, `<string key="text">`.
    var string = element[attribute: "text"] ?? element.child(named: "string", key: "text")?.text
    var pointSize: Double? = nil
    if let font = element.child(named: "fontDescription", key: "fontDescription") {
      pointSize = fontSize(of: font)
    }
    if let attributed = element.child(named: "attributedString", key: "attributedText") {
      var fragments = ""
      for fragment in attributed.children(named: "fragment") {
        fragments +=
          fragment[attribute: "content"]
          ?? fragment.child(named: "string", key: "content")?.text ?? ""
        let font = fragment.children(named: "attributes").first?.child(named: "font", key: "NSFont")
        if pointSize == nil, let font, let size = fontSize(of: font, attribute: "size") {
          pointSize = size
        }
      }
      if string == nil { string = fragments }
    }
    var lines = 1
    if let attribute = element.attribute("numberOfLines") {
      // Older documents write a whole number as a decimal, `0.0`.
      if let value = Self.number(attribute.value), value >= 0, value == value.rounded(),
        value < Double(Int32.max)
      {
        lines = Int(value)
      } else {
        errors.append(
          diagnostic(
            .ibInvalidNumber, at: attribute.valueLocation,
            "'\(LayoutFileDiagnostic.quotable(attribute.value))' is not a number of lines; "
              + "'numberOfLines' of '<label>' is a whole number, 0 for no limit.",
            fix: "Write a whole number, such as '1' or '0'."))
      }
    }
    return InterfaceBuilderText(string: string ?? "", pointSize: pointSize, numberOfLines: lines)
  }

  // MARK: Size-class variations

  /// The attributes of a stack view that its element and its variations set.
  static let stackAttributeNames: Set<String> = [
    "axis", "distribution", "alignment", "spacing", "spacingType",
    "baselineRelativeArrangement", "layoutMarginsRelativeArrangement",
  ]

  /// The attributes of a view that its variations set and a scene's layout reads.
  static let viewVariationNames: Set<String> = ["hidden", "misplaced", "ambiguous", "fixedFrame"]

  /// The size-class variation `element` (not `default`) of the view or constraint `owner`;
  /// `nil`, with a warning, when its key has a condition Interface Builder does not write.
  ///
  /// Its masks, frame, font size and the attributes in `attributes` are kept, their values
  /// checked; any other attribute is a warning. Other children (colors …) change nothing a
  /// layout reads, as the same children of a view do not.
  mutating func readVariation(
    _ element: XMLElement, of owner: String, attributes names: Set<String>
  ) -> InterfaceBuilderVariation? {
    guard let key = required("key", of: element) else { return nil }
    let quotedKey = LayoutFileDiagnostic.quotable(key)
    guard let conditions = InterfaceBuilderVariation.conditions(of: key), !conditions.isEmpty
    else {
      warn(
        .ibNotRead, at: element.location,
        "The size-class variation '\(quotedKey)' of '\(owner)' is not applied: its key is not "
          + "made of 'widthClass', 'heightClass' and 'userInterfaceIdiom' conditions.")
      return nil
    }
    var variation = InterfaceBuilderVariation(
      key: key, conditions: conditions, masks: [], attributes: [], location: element.location)
    for mask in element.children(named: "mask") {
      for entry in mask.children where entry.name == "include" || entry.name == "exclude" {
        if let reference = required("reference", of: entry) {
          variation.masks.append((reference, entry.name == "include"))
        }
      }
    }
    variation.frame = element.child(named: "rect", key: "frame").map { rect(of: $0) }
    if let font = element.child(named: "fontDescription", key: "fontDescription") {
      variation.pointSize = fontSize(of: font)
    }
    for attribute in element.attributes where attribute.name != "key" {
      guard names.contains(attribute.name) else {
        warn(
          .ibNotRead, at: attribute.location,
          "The size-class variation '\(quotedKey)' of '\(owner)' sets '\(attribute.name)', which "
            + "is not applied.")
        continue
      }
      switch attribute.name {
      case "constant", "spacing":
        guard number(attribute.name, of: element) != nil else { continue }
      case "hidden", "misplaced", "ambiguous", "fixedFrame", "baselineRelativeArrangement",
        "layoutMarginsRelativeArrangement":
        guard flag(attribute.name, of: element) != nil else { continue }
      default:
        break
      }
      variation.attributes.append(attribute)
    }
    return variation
  }

  /// Checks that every constraint of `scene` names views and guides of the scene.
  mutating func checkItems(of scene: InterfaceBuilderScene) {
    // The ids in document order, for the suggestions.
    let ids = scene.itemList().map(\.id)
    let known = Set(ids)
    // The views in document order (each before its subviews), the constraints of each in turn.
    var pending = [scene.root]
    while let view = pending.popLast() {
      for constraint in view.constraints {
        checkItem(constraint.firstItem, named: "firstItem", of: constraint, in: scene, ids, known)
        checkItem(constraint.secondItem, named: "secondItem", of: constraint, in: scene, ids, known)
      }
      pending += view.subviews.reversed()
    }
  }

  /// Adds an error when `item`, the `name` (`firstItem` or `secondItem`) of `constraint`, is not
  /// in `known`, the ids of `scene` (listed in document order as `ids`).
  mutating func checkItem(
    _ item: String?, named name: String, of constraint: InterfaceBuilderConstraint,
    in scene: InterfaceBuilderScene, _ ids: [String], _ known: Set<String>
  ) {
    guard let item, !known.contains(item) else { return }
    errors.append(
      diagnostic(
        .unknownView, at: constraint.location,
        "The constraint '\(LayoutFileDiagnostic.quotable(constraint.id))' names the \(name) "
          + "'\(LayoutFileDiagnostic.quotable(item))', which is no view or guide of the scene "
          + "'\(LayoutFileDiagnostic.quotable(scene.name))'.",
        fix: LayoutFileText.nearestNames(to: item, among: ids, kind: "ids")
          ?? "Remove the constraint, or name a view of the scene."))
  }
}
