#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#elseif canImport(ucrt)
  import ucrt
#elseif canImport(Android)
  import Android
#elseif canImport(WASILibc)
  import WASILibc
#endif

/// The trigonometry the transforms need, from the platform's C library.
///
/// Swift's standard library has no `sin` or `cos`; the toolchain's C library module (`Glibc` on
/// Linux, `Darwin` on Apple platforms) does, and it is what CoreGraphics itself calls, so the
/// transforms here hold the same bits as `CGAffineTransformMakeRotation` on the same machine.
/// Importing it adds no package dependency. The functions are wrapped here so that no other file
/// imports the C library (its global names would leak into every file that did).
enum Trigonometry {
  /// The sine of `angle`, in radians.
  @inline(__always) static func sine(_ angle: Double) -> Double { sin(angle) }

  /// The cosine of `angle`, in radians.
  @inline(__always) static func cosine(_ angle: Double) -> Double { cos(angle) }

  /// The angle of the vector `(x, y)` from the positive x axis, in −π…π radians.
  @inline(__always) static func arcTangent(y: Double, x: Double) -> Double { atan2(y, x) }

  /// The length of the vector `(x, y)`, without overflow or underflow in the squares.
  @inline(__always) static func hypotenuse(_ x: Double, _ y: Double) -> Double { hypot(x, y) }
}
