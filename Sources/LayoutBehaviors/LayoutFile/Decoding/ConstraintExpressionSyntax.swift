/// The parts of one constraint expression, as positions in its text, with the values of its
/// numbers: what ``ConstraintExpressionParser`` reads, before names are resolved against a
/// document. It holds no strings; the text of a part is made from the expression's bytes only
/// for a message.
///
/// ```text
/// expression := anchor relation right-side [ "@" priority ]
/// right-side := number                                  (only when the left anchor is a dimension)
///             | [ number "*" ] anchor [ ("+" | "-") number ]
/// anchor     := item "." name                            (header.top)
///             | item "." guide "." name                  (root.safeArea.top, card.margins.leading)
/// relation   := "==" | "<=" | ">="
/// number     := [ "-" ] digits [ "." digits ] [ ("e" | "E") [ "+" | "-" ] digits ]
///             | [ "-" ] "." digits [ ("e" | "E") [ "+" | "-" ] digits ]
/// priority   := number | "required" | "high" | "low" | "fittingSize"
/// ```
///
/// Whitespace may appear anywhere between tokens. The first segment of an anchor (the item id)
/// may contain `-`; the segments after a dot cannot, so `a.top-8` reads as `a.top - 8`.
/// Offsets are UTF-8 offsets into the expression string.
struct ConstraintExpressionSyntax {
  /// A dotted reference of one to three segments, such as `root.safeArea.top`: where it starts
  /// and ends, and where its dots are.
  struct Reference {
    /// The offset of the first byte.
    var start: Int
    /// The offset just after the last byte.
    var end: Int
    /// The number of segments, 1 to 3.
    var count: Int
    /// The offset of the first dot, when ``count`` is 2 or more.
    var firstDot = 0
    /// The offset of the second dot, when ``count`` is 3.
    var secondDot = 0

    /// The bytes of segment `index`, which must be less than ``count``, without its dots.
    @inline(__always)
    func segment(_ index: Int) -> Range<Int> {
      switch (index, count) {
      case (0, 1): return start..<end
      case (0, _): return start..<firstDot
      case (1, 2): return firstDot + 1..<end
      case (1, _): return firstDot + 1..<secondDot
      default: return secondDot + 1..<end
      }
    }

    /// The bytes of the last segment: the anchor's name, when the reference is an anchor.
    @inline(__always)
    var last: Range<Int> { segment(count - 1) }

    /// The whole reference, dots included.
    @inline(__always)
    var range: Range<Int> { start..<end }
  }

  /// A number as written, with its value (sign included).
  struct Number {
    var value: Double
    /// Where the number starts: at its digits, or at the first `-` or `+` written before them.
    var offset: Int
    /// The digits, point and exponent, without any sign.
    var digits: Range<Int>
    /// How many minus signs apply to the digits (0 to 2: `- -4` after an anchor has 2).
    var minusSigns = 0

    /// The number as messages quote it: one `-` per minus sign, then the digits as written.
    func text(in bytes: UnsafeBufferPointer<UInt8>) -> String {
      String(repeating: "-", count: minusSigns) + bytes.string(digits)
    }
  }

  /// The priority after `@`.
  enum Priority {
    case number(Number)
    /// A one-segment reference, such as `high`.
    case name(Reference)

    var offset: Int {
      switch self {
      case .number(let number): return number.offset
      case .name(let reference): return reference.start
      }
    }

    /// The priority as written, for messages.
    func text(in bytes: UnsafeBufferPointer<UInt8>) -> String {
      switch self {
      case .number(let number): return number.text(in: bytes)
      case .name(let reference): return bytes.string(reference.range)
      }
    }
  }

  var first: Reference
  var relation: LayoutRelation
  var relationOffset: Int
  /// The multiplier before `*`, if written.
  var multiplier: Number?
  /// The anchor on the right, unless the right side is a constant.
  var second: Reference?
  /// The constant: the right side itself, or the signed number after `+` or `-`.
  var constant: Number?
  var priority: Priority?
}

extension UnsafeBufferPointer<UInt8> {
  /// The bytes of `range`, as a buffer of their own (no copy).
  func slice(_ range: Range<Int>) -> UnsafeBufferPointer<UInt8> {
    UnsafeBufferPointer(rebasing: self[range])
  }

  /// The text of the bytes of `range`, for messages.
  func string(_ range: Range<Int>) -> String {
    String(decoding: slice(range), as: UTF8.self)
  }
}

/// A constraint as messages name it: `constraint 'sidebar-width'`, or `constraint 3` when it has
/// no id. The text is built only when a message needs it.
struct ConstraintName: CustomStringConvertible {
  var identifier: String?
  var index: Int
  /// What messages call the place instead, when it is not a constraint (`the horizontal bias of
  /// view 'button'`).
  var place: String? = nil

  var description: String {
    place ?? ConstraintDeclaration.reference(identifier: identifier, index: index)
  }

  /// The name with a capital first letter, to start a sentence.
  var capitalized: String {
    let text = description
    return text.prefix(1).uppercased() + text.dropFirst()
  }
}

/// A problem in an expression: a code, its message, where it is, and a fix.
///
/// The parser reads the text alone; the message names the constraint the text belongs to, so it
/// is made when the problem is reported, by whoever knows the constraint.
struct ConstraintExpressionProblem: Error {
  /// Makes the message, given how it names the constraint (`constraint 3`).
  typealias Message = @Sendable (ConstraintName) -> String

  var code: LayoutFileDiagnostic.Code
  var message: Message
  /// The UTF-8 offset of the problem in the expression.
  var offset: Int
  var fix: String?
}
