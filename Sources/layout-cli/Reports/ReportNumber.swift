import ConstraintSolver

/// How reports write numbers: rounded to a thousandth of a point, without trailing zeros and
/// without `-0`.
///
/// Frames, constants and durations in both formats go through ``text(_:)``, so a report is the
/// same in every run and on every machine, and a change smaller than the precision never shows
/// as `5 → 5`.
///
/// ```swift
/// ReportNumber.text(187.5)         // "187.5"
/// ReportNumber.text(1.0 / 3)       // "0.333"
/// ReportNumber.text(-0.0001)       // "0"
/// ReportNumber.text(42)            // "42"
/// ```
enum ReportNumber {
  /// The number of decimals kept: 3, a thousandth of a point.
  static let fractionDigits = 3

  /// The number rounded to ``fractionDigits`` decimals, half away from zero, in the shortest
  /// form: `12`, `-0.5`, `0.333`. Zero is always `0`. Magnitudes of 10¹² and more, where a
  /// `Double` has no thousandths left, are whole numbers (`1e+300` from 10¹⁵ on, which is valid
  /// JSON). NaN and infinities, which the engine does not produce, are `nan`, `inf`, `-inf`.
  static func text(_ value: Double) -> String {
    guard let thousandths = thousandths(value) else {
      guard value.isFinite else { return value.isNaN ? "nan" : value < 0 ? "-inf" : "inf" }
      return formatNumber(value.rounded())
    }
    if thousandths == 0 { return "0" }
    return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: decimalCapacity) { buffer in
      String(
        decoding: UnsafeBufferPointer(rebasing: buffer[..<writeDecimal(thousandths, buffer)]),
        as: UTF8.self)
    }
  }

  /// Appends the text of `value`, as ``text(_:)`` writes it, to `bytes`, without making a
  /// `String` for the common case (a finite value below 10¹² in magnitude). Returns the number
  /// of bytes appended, which is also its number of characters: the text is ASCII.
  @discardableResult
  static func append(_ value: Double, to bytes: inout [UInt8]) -> Int {
    guard let thousandths = thousandths(value) else {
      let written = text(value)
      bytes.append(contentsOf: written.utf8)
      return written.utf8.count
    }
    if thousandths == 0 {
      bytes.append(UInt8(ascii: "0"))
      return 1
    }
    return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: decimalCapacity) { buffer in
      let count = writeDecimal(thousandths, buffer)
      // Byte by byte: each `append` is inlined, where appending the buffer goes through the
      // generic path of `append(contentsOf:)`, which costs more for a few bytes.
      for index in 0..<count { bytes.append(buffer[index]) }
      return count
    }
  }

  /// `value` in thousandths, rounded half away from zero, when it is finite and its magnitude is
  /// below 10¹² (the numbers ``text(_:)`` and ``append(_:to:)`` write digit by digit, and
  /// ``rounded(_:)`` rounds to thousandths); `nil` otherwise.
  @inline(__always)
  private static func thousandths(_ value: Double) -> Int64? {
    let scaled = (value * 1000).rounded()
    // NaN and infinities fail the comparison.
    return abs(scaled) < 1e15 ? Int64(scaled) : nil
  }

  /// The number ``text(_:)`` writes, as a number: two values print the same exactly when their
  /// rounded values are equal (NaN aside).
  static func rounded(_ value: Double) -> Double {
    guard let thousandths = thousandths(value) else { return value.rounded() }
    return Double(thousandths) / 1000
  }

  /// Room for the longest text of ``writeDecimal(_:_:)``: a sign, 12 whole digits, a point and
  /// 3 decimals are 17 bytes.
  private static let decimalCapacity = 24

  /// Writes `thousandths / 1000` in decimal without trailing zeros at the start of `buffer` (at
  /// least ``decimalCapacity`` bytes) and returns the number of bytes written: `-12.5` for
  /// -12500. `thousandths` is not 0 and its magnitude is below 10¹⁵.
  private static func writeDecimal(
    _ thousandths: Int64, _ buffer: UnsafeMutableBufferPointer<UInt8>
  ) -> Int {
    let magnitude = thousandths.magnitude
    var whole = magnitude / 1000
    var fraction = magnitude % 1000
    var decimals = 0
    if fraction != 0 {
      decimals = fractionDigits
      while fraction % 10 == 0 {
        fraction /= 10
        decimals -= 1
      }
    }
    var wholeDigits = 1
    var rest = whole / 10
    while rest > 0 {
      wholeDigits += 1
      rest /= 10
    }
    let sign = thousandths < 0 ? 1 : 0
    let count = sign + wholeDigits + (decimals > 0 ? 1 + decimals : 0)
    var position = count
    for _ in 0..<decimals {
      position -= 1
      buffer[position] = UInt8(ascii: "0") + UInt8(fraction % 10)
      fraction /= 10
    }
    if decimals > 0 {
      position -= 1
      buffer[position] = UInt8(ascii: ".")
    }
    for _ in 0..<wholeDigits {
      position -= 1
      buffer[position] = UInt8(ascii: "0") + UInt8(whole % 10)
      whole /= 10
    }
    if sign == 1 { buffer[0] = UInt8(ascii: "-") }
    return count
  }
}
