/// A value stored out of line, for a large field most objects leave at its default: a view's
/// transform, or the entry ``LayoutEngine/takeChangedFrames()`` last reported for it (a
/// ``ViewFrame`` is about 270 bytes, which stored inline would be a third of every view, whether
/// or not changed frames are ever read). The owner makes the box when the value first differs
/// from the default, keeps it to itself, and changes it in place after that.
final class StorageBox<Value> {
  /// The value.
  var value: Value

  /// Boxes `value`.
  init(_ value: Value) {
    self.value = value
  }
}
