/// A signed integer of any size, for the tests' exact reference (``Rational``, ``ExactLP``).
///
/// Sign and magnitude; the magnitude is stored in 32-bit limbs, least significant first, with no
/// leading zero limbs (zero has no limbs and is never negative). Schoolbook multiplication, Knuth's
/// algorithm D for division and Euclid's algorithm for the greatest common divisor: simple and
/// fast enough for the few hundred bits the reference needs.
struct BigInt {
  /// Whether the number is below zero.
  private(set) var isNegative: Bool
  /// The magnitude, least significant limb first, without leading zero limbs.
  private(set) var limbs: [UInt32]

  /// Creates a number from a sign and a magnitude (leading zero limbs are dropped).
  init(isNegative: Bool, limbs: [UInt32]) {
    var limbs = limbs
    while limbs.last == 0 { limbs.removeLast() }
    self.limbs = limbs
    self.isNegative = isNegative && !limbs.isEmpty
  }

  /// Creates a number from a machine integer.
  init(_ value: Int64) {
    self.init(isNegative: value < 0, magnitude: value.magnitude)
  }

  /// Creates a number from a 128-bit integer.
  init(_ value: Int128) {
    let magnitude = value.magnitude
    self.init(
      isNegative: value < 0,
      limbs: (0..<4).map { UInt32(truncatingIfNeeded: magnitude >> (32 * $0)) })
  }

  /// Creates a number from a sign and a 64-bit magnitude.
  init(isNegative: Bool, magnitude: UInt64) {
    self.init(
      isNegative: isNegative,
      limbs: [UInt32(truncatingIfNeeded: magnitude), UInt32(truncatingIfNeeded: magnitude >> 32)])
  }

  static let zero = BigInt(isNegative: false, limbs: [])
  static let one = BigInt(1)

  var isZero: Bool { limbs.isEmpty }

  /// -1, 0 or 1.
  var signum: Int { isZero ? 0 : (isNegative ? -1 : 1) }

  /// The number as an `Int64`, or nil when it does not fit (`Int64.min` excluded, so that every
  /// value returned can be negated).
  var int64: Int64? {
    guard limbs.count <= 2 else { return nil }
    var magnitude: UInt64 = 0
    for (index, limb) in limbs.enumerated() { magnitude |= UInt64(limb) << (32 * index) }
    guard magnitude <= UInt64(Int64.max) else { return nil }
    return isNegative ? -Int64(magnitude) : Int64(magnitude)
  }

  /// The number of significant bits of the magnitude (0 for zero).
  var bitWidth: Int {
    guard let last = limbs.last else { return 0 }
    return 32 * limbs.count - last.leadingZeroBitCount
  }

  var magnitude: BigInt { BigInt(isNegative: false, limbs: limbs) }

  /// `2^exponent`.
  static func powerOfTwo(_ exponent: Int) -> BigInt {
    var limbs = [UInt32](repeating: 0, count: exponent / 32 + 1)
    limbs[exponent / 32] = 1 << UInt32(exponent % 32)
    return BigInt(isNegative: false, limbs: limbs)
  }

  /// The number shifted left by `count` bits (multiplied by 2^count).
  func shiftedLeft(_ count: Int) -> BigInt {
    BigInt(isNegative: isNegative, limbs: Self.shiftLeft(limbs, count))
  }

  /// The number of trailing zero bits of the magnitude (0 for zero).
  var trailingZeroBitCount: Int {
    for (index, limb) in limbs.enumerated() where limb != 0 {
      return 32 * index + limb.trailingZeroBitCount
    }
    return 0
  }

  /// The magnitude shifted right by `count` bits, with the sign kept (exact when the bits
  /// shifted out are zero).
  func shiftedRight(_ count: Int) -> BigInt {
    let whole = count / 32
    let bits = UInt32(count % 32)
    guard whole < limbs.count else { return .zero }
    var result = [UInt32](repeating: 0, count: limbs.count - whole)
    for index in result.indices {
      let low = limbs[index + whole] >> bits
      let high =
        bits == 0 || index + whole + 1 >= limbs.count
        ? 0 : limbs[index + whole + 1] << (32 - bits)
      result[index] = low | high
    }
    return BigInt(isNegative: isNegative, limbs: result)
  }

  /// An approximation by the nearest double or one next to it (infinite beyond the range).
  var doubleValue: Double {
    var value = 0.0
    // The three top limbs carry more than the 53 bits a double keeps.
    let start = max(0, limbs.count - 3)
    for index in stride(from: limbs.count - 1, through: start, by: -1) {
      value = value * 4_294_967_296 + Double(limbs[index])
    }
    value = Double(sign: .plus, exponent: 32 * start, significand: value)
    return isNegative ? -value : value
  }

  // MARK: - Magnitudes

  static func compareMagnitudes(_ a: [UInt32], _ b: [UInt32]) -> Int {
    if a.count != b.count { return a.count < b.count ? -1 : 1 }
    for index in stride(from: a.count - 1, through: 0, by: -1) where a[index] != b[index] {
      return a[index] < b[index] ? -1 : 1
    }
    return 0
  }

  static func addMagnitudes(_ a: [UInt32], _ b: [UInt32]) -> [UInt32] {
    let (long, short) = a.count >= b.count ? (a, b) : (b, a)
    var result = [UInt32](repeating: 0, count: long.count + 1)
    var carry: UInt64 = 0
    for index in long.indices {
      let sum = UInt64(long[index]) + (index < short.count ? UInt64(short[index]) : 0) + carry
      result[index] = UInt32(truncatingIfNeeded: sum)
      carry = sum >> 32
    }
    result[long.count] = UInt32(carry)
    return result
  }

  /// `a - b`, where `a >= b`.
  static func subtractMagnitudes(_ a: [UInt32], _ b: [UInt32]) -> [UInt32] {
    var result = a
    var borrow: Int64 = 0
    for index in a.indices {
      var difference = Int64(a[index]) - borrow - (index < b.count ? Int64(b[index]) : 0)
      borrow = 0
      if difference < 0 {
        difference += 1 << 32
        borrow = 1
      }
      result[index] = UInt32(difference)
    }
    precondition(borrow == 0, "subtractMagnitudes: a < b")
    return result
  }

  static func multiplyMagnitudes(_ a: [UInt32], _ b: [UInt32]) -> [UInt32] {
    if a.isEmpty || b.isEmpty { return [] }
    var result = [UInt32](repeating: 0, count: a.count + b.count)
    for i in a.indices {
      var carry: UInt64 = 0
      let ai = UInt64(a[i])
      if ai == 0 { continue }
      for j in b.indices {
        // At most (2³² − 1)² + 2 · (2³² − 1) < 2⁶⁴.
        let product = ai * UInt64(b[j]) + UInt64(result[i + j]) + carry
        result[i + j] = UInt32(truncatingIfNeeded: product)
        carry = product >> 32
      }
      result[i + b.count] = UInt32(carry)
    }
    return result
  }

  static func shiftLeft(_ a: [UInt32], _ count: Int) -> [UInt32] {
    let whole = count / 32
    let bits = UInt32(count % 32)
    var result = [UInt32](repeating: 0, count: a.count + whole + 1)
    for index in a.indices {
      result[index + whole] |= a[index] << bits
      if bits > 0 { result[index + whole + 1] = a[index] >> (32 - bits) }
    }
    return result
  }

  /// Quotient and remainder of magnitudes, `b` not zero (Knuth, TAOCP vol. 2, 4.3.1, algorithm D).
  static func divideMagnitudes(_ a: [UInt32], _ b: [UInt32]) -> (
    quotient: [UInt32], remainder: [UInt32]
  ) {
    precondition(!b.isEmpty, "division by zero")
    if compareMagnitudes(a, b) < 0 { return ([], a) }
    if b.count == 1 {
      let divisor = UInt64(b[0])
      var quotient = [UInt32](repeating: 0, count: a.count)
      var remainder: UInt64 = 0
      for index in stride(from: a.count - 1, through: 0, by: -1) {
        let current = remainder << 32 | UInt64(a[index])
        quotient[index] = UInt32(current / divisor)
        remainder = current % divisor
      }
      return (quotient, [UInt32(remainder)])
    }
    // Normalize so that the divisor's top limb has its high bit set.
    let shift = b.last!.leadingZeroBitCount
    let v = Array(shiftLeft(b, shift).prefix(b.count))
    var u = shiftLeft(a, shift)
    if u.count == a.count { u.append(0) }
    let n = v.count
    let m = u.count - n - 1
    var quotient = [UInt32](repeating: 0, count: m + 1)
    let top = UInt64(v[n - 1])
    let second = UInt64(v[n - 2])
    for j in stride(from: m, through: 0, by: -1) {
      let numerator = UInt64(u[j + n]) << 32 | UInt64(u[j + n - 1])
      var estimate = numerator / top
      var rest = numerator % top
      while estimate > UInt64(UInt32.max)
        || estimate * second > (rest << 32 | UInt64(u[j + n - 2]))
      {
        estimate -= 1
        rest += top
        if rest > UInt64(UInt32.max) { break }
      }
      // u[j...j+n] -= estimate * v
      var borrow: Int64 = 0
      var carry: UInt64 = 0
      for i in 0..<n {
        let product = estimate * UInt64(v[i]) + carry
        carry = product >> 32
        let difference = Int64(u[i + j]) - borrow - Int64(product & 0xFFFF_FFFF)
        u[i + j] = UInt32(truncatingIfNeeded: difference)
        borrow = difference < 0 ? 1 : 0
      }
      let difference = Int64(u[j + n]) - borrow - Int64(carry)
      u[j + n] = UInt32(truncatingIfNeeded: difference)
      if difference < 0 {
        // The estimate was one too large: add v back.
        estimate -= 1
        var carry: UInt64 = 0
        for i in 0..<n {
          let sum = UInt64(u[i + j]) + UInt64(v[i]) + carry
          u[i + j] = UInt32(truncatingIfNeeded: sum)
          carry = sum >> 32
        }
        u[j + n] = UInt32(truncatingIfNeeded: UInt64(u[j + n]) + carry)
      }
      quotient[j] = UInt32(estimate)
    }
    let remainder = BigInt(isNegative: false, limbs: Array(u.prefix(n))).shiftedRight(shift)
    return (quotient, remainder.limbs)
  }
}

// MARK: - Arithmetic

extension BigInt {
  static prefix func - (value: BigInt) -> BigInt {
    BigInt(isNegative: !value.isNegative, limbs: value.limbs)
  }

  static func + (lhs: BigInt, rhs: BigInt) -> BigInt {
    if lhs.isNegative == rhs.isNegative {
      return BigInt(isNegative: lhs.isNegative, limbs: addMagnitudes(lhs.limbs, rhs.limbs))
    }
    if compareMagnitudes(lhs.limbs, rhs.limbs) >= 0 {
      return BigInt(isNegative: lhs.isNegative, limbs: subtractMagnitudes(lhs.limbs, rhs.limbs))
    }
    return BigInt(isNegative: rhs.isNegative, limbs: subtractMagnitudes(rhs.limbs, lhs.limbs))
  }

  static func - (lhs: BigInt, rhs: BigInt) -> BigInt { lhs + -rhs }

  static func * (lhs: BigInt, rhs: BigInt) -> BigInt {
    BigInt(
      isNegative: lhs.isNegative != rhs.isNegative,
      limbs: multiplyMagnitudes(lhs.limbs, rhs.limbs))
  }

  /// Truncating division: the quotient rounds toward zero and the remainder has the dividend's
  /// sign, as for `Int`.
  func quotientAndRemainder(dividingBy divisor: BigInt) -> (quotient: BigInt, remainder: BigInt) {
    let (quotient, remainder) = Self.divideMagnitudes(limbs, divisor.limbs)
    return (
      BigInt(isNegative: isNegative != divisor.isNegative, limbs: quotient),
      BigInt(isNegative: isNegative, limbs: remainder)
    )
  }

  static func / (lhs: BigInt, rhs: BigInt) -> BigInt {
    lhs.quotientAndRemainder(dividingBy: rhs).quotient
  }

  static func % (lhs: BigInt, rhs: BigInt) -> BigInt {
    lhs.quotientAndRemainder(dividingBy: rhs).remainder
  }

  /// The greatest common divisor of the magnitudes (never negative; `gcd(0, 0) == 0`).
  static func gcd(_ a: BigInt, _ b: BigInt) -> BigInt {
    var a = a.magnitude
    var b = b.magnitude
    while !b.isZero {
      if let small = a.int64, let smallB = b.int64 {
        var x = UInt64(small)
        var y = UInt64(smallB)
        while y != 0 { (x, y) = (y, x % y) }
        return BigInt(isNegative: false, magnitude: x)
      }
      (a, b) = (b, a % b)
    }
    return a
  }
}

extension BigInt: Comparable {
  static func == (lhs: BigInt, rhs: BigInt) -> Bool {
    lhs.isNegative == rhs.isNegative && lhs.limbs == rhs.limbs
  }

  static func < (lhs: BigInt, rhs: BigInt) -> Bool {
    if lhs.isNegative != rhs.isNegative { return lhs.isNegative }
    let order = compareMagnitudes(lhs.limbs, rhs.limbs)
    return lhs.isNegative ? order > 0 : order < 0
  }
}

extension BigInt: Hashable {}

extension BigInt: ExpressibleByIntegerLiteral {
  init(integerLiteral value: Int64) { self.init(value) }
}

extension BigInt: CustomStringConvertible {
  /// Decimal digits, with a leading `-` when negative.
  var description: String {
    if isZero { return "0" }
    var chunks: [UInt32] = []
    var rest = limbs
    let billion: [UInt32] = [1_000_000_000]
    while !rest.isEmpty {
      let (quotient, remainder) = Self.divideMagnitudes(rest, billion)
      chunks.append(remainder.first ?? 0)
      rest = BigInt(isNegative: false, limbs: quotient).limbs
    }
    var text = isNegative ? "-" : ""
    text += String(chunks.last!)
    for chunk in chunks.dropLast().reversed() {
      let digits = String(chunk)
      text += String(repeating: "0", count: 9 - digits.count) + digits
    }
    return text
  }
}
