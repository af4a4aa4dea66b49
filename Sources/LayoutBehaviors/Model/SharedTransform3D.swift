/// A ``Transform3D`` that is not the identity, stored once and shared: by the view that has it
/// and by every ``ViewFrame`` taken of the view while it had it.
///
/// A transform is 128 bytes. Most views never have one, so a view and a snapshot entry hold
/// this reference instead (`nil` for the exact identity): a view stays small, and copying a
/// snapshot copies 8 bytes where it copied 128. The value never changes; setting a new
/// transform makes a new box.
final class SharedTransform3D: Sendable {
  /// The transform, never exactly the identity (bit for bit: a transform whose entries differ
  /// from the identity's only by the sign of a zero is boxed, so `-0` reads back).
  let value: Transform3D

  /// Boxes `value`.
  init(_ value: Transform3D) {
    self.value = value
  }

  /// A box for `transform`, or `nil` when it is exactly the identity.
  static func boxing(_ transform: Transform3D) -> SharedTransform3D? {
    transform.isExactIdentity ? nil : SharedTransform3D(transform)
  }
}

extension Optional where Wrapped == SharedTransform3D {
  /// The transform held, or the identity.
  var transform: Transform3D { self?.value ?? .identity }
}
