/// An exact fraction, always normalized: the denominator is positive and shares no factor with
/// the numerator (zero is 0/1). The tests' exact reference computes with it (``ExactLP``).
///
/// Numbers whose numerator and denominator fit in `Int64` are stored inline and computed with
/// 128-bit intermediates; larger ones use ``BigInt``. Both forms give the same results: a value
/// has one form only (the inline one whenever it fits).
struct Rational {
  private enum Storage {
    case small(numerator: Int64, denominator: Int64)
    case big(numerator: BigInt, denominator: BigInt)
  }

  private var storage: Storage

  /// Creates `numerator / denominator` in lowest terms; the denominator must not be zero.
  init(_ numerator: BigInt, _ denominator: BigInt = .one) {
    precondition(!denominator.isZero, "Rational: zero denominator")
    var numerator = numerator
    var denominator = denominator
    if denominator.isNegative {
      numerator = -numerator
      denominator = -denominator
    }
    let divisor = BigInt.gcd(numerator, denominator)
    if !divisor.isZero && divisor != .one {
      numerator = numerator / divisor
      denominator = denominator / divisor
    }
    if numerator.isZero { denominator = .one }
    if let n = numerator.int64, let d = denominator.int64 {
      storage = .small(numerator: n, denominator: d)
    } else {
      storage = .big(numerator: numerator, denominator: denominator)
    }
  }

  /// Creates an integer.
  init(_ value: Int) {
    storage = .small(numerator: Int64(value), denominator: 1)
  }

  /// Creates `numerator / denominator` from 128-bit parts (the denominator not zero).
  private init(wide numerator: Int128, _ denominator: Int128) {
    var numerator = numerator
    var denominator = denominator
    if denominator < 0 {
      numerator = -numerator
      denominator = -denominator
    }
    var x = numerator.magnitude
    var y = denominator.magnitude
    while y != 0 { (x, y) = (y, x % y) }
    if x > 1 {
      numerator /= Int128(x)
      denominator /= Int128(x)
    }
    if numerator == 0 { denominator = 1 }
    if let n = Int64(exactly: numerator), n != .min, let d = Int64(exactly: denominator) {
      storage = .small(numerator: n, denominator: d)
    } else {
      storage = .big(numerator: BigInt(numerator), denominator: BigInt(denominator))
    }
  }

  /// The exact value of a finite double (a binary fraction `m · 2^e`).
  init(exactly value: Double) {
    precondition(value.isFinite, "Rational(exactly:) needs a finite number")
    if value == 0 {
      self.init(0)
      return
    }
    // value = significand · 2^(exponent − 52), with an integer significand.
    let significand = value.significandBitPattern | (value.isNormal ? 1 << 52 : 0)
    var exponent = Int(value.exponent) - 52
    if !value.isNormal { exponent = Int(Double.leastNormalMagnitude.exponent) - 52 }
    let magnitude = BigInt(isNegative: value < 0, magnitude: significand)
    if exponent >= 0 {
      self.init(magnitude.shiftedLeft(exponent))
    } else {
      self.init(magnitude, BigInt.powerOfTwo(-exponent))
    }
  }

  /// The shortest decimal that reads back as `value` (Swift's `description` of the double:
  /// 0.6 is 3/5, not 5404319552844595/2⁵³).
  ///
  /// The tests' systems are written in decimals; their doubles differ from these by half an ulp
  /// at most, far below every tolerance of the checks.
  init(decimal value: Double) {
    precondition(value.isFinite, "Rational(decimal:) needs a finite number")
    // Fast paths for integers and short decimals (the common case; parsing the text is slow in
    // debug builds): the fewest decimals k such that some n / 10^k reads back as `value`. Below
    // 10⁶ the spacing of such fractions is far above the double's, so n is unique and is the
    // shortest form's digits.
    if value == value.rounded(.towardZero), abs(value) < 0x1p53 {
      self.init(Int(value))
      return
    }
    if abs(value) < 1e6 {
      var scale: Int64 = 1
      for _ in 1...9 {
        scale *= 10
        let scaled = (value * Double(scale)).rounded()
        if Double(Int64(scaled)) / Double(scale) == value {
          self = Rational.reduced(Int64(scaled), scale)
          return
        }
      }
    }
    var text = Substring(value.description)
    var negative = false
    if text.first == "-" {
      negative = true
      text = text.dropFirst()
    }
    var exponent = 0
    if let e = text.firstIndex(where: { $0 == "e" || $0 == "E" }) {
      exponent = Int(text[text.index(after: e)...].replacingPlus())!
      text = text[..<e]
    }
    var digits: Int64 = 0
    var wide: BigInt? = nil
    for character in text {
      if character == "." { continue }
      let digit = Int64(character.wholeNumberValue!)
      if wide == nil, digits <= (Int64.max - 9) / 10 {
        digits = digits * 10 + digit
      } else {
        wide = (wide ?? BigInt(digits)) * 10 + BigInt(digit)
      }
    }
    if let dot = text.firstIndex(of: ".") {
      exponent -= text.distance(from: dot, to: text.endIndex) - 1
    }
    var numerator = wide ?? BigInt(digits)
    if negative { numerator = -numerator }
    var power = BigInt.one
    for _ in 0..<abs(exponent) { power = power * 10 }
    self = exponent >= 0 ? Rational(numerator * power) : Rational(numerator, power)
  }

  static let zero = Rational(0)
  static let one = Rational(1)

  var numerator: BigInt {
    switch storage {
    case .small(let n, _): return BigInt(n)
    case .big(let n, _): return n
    }
  }

  var denominator: BigInt {
    switch storage {
    case .small(_, let d): return BigInt(d)
    case .big(_, let d): return d
    }
  }

  var isZero: Bool { signum == 0 }

  /// -1, 0 or 1.
  var signum: Int {
    switch storage {
    case .small(let n, _): return n == 0 ? 0 : (n < 0 ? -1 : 1)
    case .big(let n, _): return n.signum
    }
  }

  var isInteger: Bool { denominator == .one }

  /// The nearest double (or one next to it).
  var doubleValue: Double {
    switch storage {
    case .small(let n, let d): return Double(n) / Double(d)
    case .big(let n, let d):
      // Keep 64 significant bits of each part so that neither overflows.
      let shiftN = max(0, n.bitWidth - 64)
      let shiftD = max(0, d.bitWidth - 64)
      let ratio = n.shiftedRight(shiftN).doubleValue / d.shiftedRight(shiftD).doubleValue
      return Double(sign: .plus, exponent: shiftN - shiftD, significand: ratio)
    }
  }

  var magnitude: Rational { signum < 0 ? -self : self }
}

// MARK: - Arithmetic

extension Rational {
  static prefix func - (value: Rational) -> Rational {
    switch value.storage {
    case .small(let n, let d): return Rational(storage: .small(numerator: -n, denominator: d))
    case .big(let n, let d): return Rational(-n, d)
    }
  }

  private init(storage: Storage) { self.storage = storage }

  /// The greatest common divisor of two magnitudes.
  private static func gcd(_ a: UInt64, _ b: UInt64) -> UInt64 {
    var (x, y) = (a, b)
    while y != 0 { (x, y) = (y, x % y) }
    return x
  }

  /// `numerator / denominator` in lowest terms, from `Int64` parts (neither `Int64.min`, the
  /// denominator positive).
  fileprivate static func reduced(_ numerator: Int64, _ denominator: Int64) -> Rational {
    if numerator == 0 { return .zero }
    let divisor = Int64(gcd(numerator.magnitude, denominator.magnitude))
    return Rational(
      storage: .small(numerator: numerator / divisor, denominator: denominator / divisor))
  }

  static func + (lhs: Rational, rhs: Rational) -> Rational {
    if case .small(let a, let b) = lhs.storage, case .small(let c, let d) = rhs.storage {
      // In 64 bits when nothing overflows, in 128 bits otherwise.
      let divisor = Int64(gcd(b.magnitude, d.magnitude))
      let (x, o1) = a.multipliedReportingOverflow(by: d / divisor)
      let (y, o2) = c.multipliedReportingOverflow(by: b / divisor)
      let (n, o3) = x.addingReportingOverflow(y)
      let (m, o4) = b.multipliedReportingOverflow(by: d / divisor)
      if !(o1 || o2 || o3 || o4), n != .min { return reduced(n, m) }
      return Rational(
        wide: Int128(a) * Int128(d) + Int128(c) * Int128(b), Int128(b) * Int128(d))
    }
    return Rational(
      lhs.numerator * rhs.denominator + rhs.numerator * lhs.denominator,
      lhs.denominator * rhs.denominator)
  }

  static func - (lhs: Rational, rhs: Rational) -> Rational { lhs + -rhs }

  static func * (lhs: Rational, rhs: Rational) -> Rational {
    if case .small(let a, let b) = lhs.storage, case .small(let c, let d) = rhs.storage {
      if a == 0 || c == 0 { return .zero }
      // Cross-reduce first: the result is then in lowest terms.
      let g1 = Int64(gcd(a.magnitude, d.magnitude))
      let g2 = Int64(gcd(c.magnitude, b.magnitude))
      let (n, o1) = (a / g1).multipliedReportingOverflow(by: c / g2)
      let (m, o2) = (b / g2).multipliedReportingOverflow(by: d / g1)
      if !(o1 || o2), n != .min { return Rational(storage: .small(numerator: n, denominator: m)) }
      return Rational(wide: Int128(a) * Int128(c), Int128(b) * Int128(d))
    }
    if lhs.isZero || rhs.isZero { return .zero }
    return Rational(lhs.numerator * rhs.numerator, lhs.denominator * rhs.denominator)
  }

  /// `1 / value` (not zero).
  var reciprocal: Rational {
    switch storage {
    case .small(let n, let d):
      return Rational(storage: .small(numerator: n < 0 ? -d : d, denominator: Int64(n.magnitude)))
    case .big(let n, let d):
      return Rational(d, n)
    }
  }

  static func / (lhs: Rational, rhs: Rational) -> Rational {
    precondition(!rhs.isZero, "Rational: division by zero")
    return lhs * rhs.reciprocal
  }

  static func += (lhs: inout Rational, rhs: Rational) { lhs = lhs + rhs }
  static func -= (lhs: inout Rational, rhs: Rational) { lhs = lhs - rhs }
  static func *= (lhs: inout Rational, rhs: Rational) { lhs = lhs * rhs }
}

extension Rational: Comparable {
  static func == (lhs: Rational, rhs: Rational) -> Bool {
    switch (lhs.storage, rhs.storage) {
    case (.small(let a, let b), .small(let c, let d)): return a == c && b == d
    case (.big(let a, let b), .big(let c, let d)): return a == c && b == d
    default: return false  // one form per value
    }
  }

  static func < (lhs: Rational, rhs: Rational) -> Bool {
    if case .small(let a, let b) = lhs.storage, case .small(let c, let d) = rhs.storage {
      let (x, o1) = a.multipliedReportingOverflow(by: d)
      let (y, o2) = c.multipliedReportingOverflow(by: b)
      if !(o1 || o2) { return x < y }
      return Int128(a) * Int128(d) < Int128(c) * Int128(b)
    }
    return lhs.numerator * rhs.denominator < rhs.numerator * lhs.denominator
  }
}

extension Rational: ExpressibleByIntegerLiteral {
  init(integerLiteral value: Int) { self.init(value) }
}

extension Rational: CustomStringConvertible {
  /// `n` or `n/d`.
  var description: String {
    isInteger ? numerator.description : "\(numerator)/\(denominator)"
  }

  /// A Swift literal of the exact value when it is an integer or a short decimal (`-2500`,
  /// `0.25`), otherwise `n.0 / d.0` with a comment of its approximate value.
  var swiftLiteral: String {
    if isInteger { return numerator.description }
    let value = doubleValue
    if Rational(decimal: value) == self { return value.description }
    return "\(numerator).0 / \(denominator).0"
  }
}

extension Substring {
  /// The text without a leading `+` (`Int("+5")` works, but this keeps the parsing obvious).
  fileprivate func replacingPlus() -> Substring { first == "+" ? dropFirst() : self }
}
