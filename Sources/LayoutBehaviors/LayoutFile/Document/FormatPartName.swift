/// The id of a constraint that stands for a part of a format string in a layout file:
/// `<base> <part>`, where the base is the format string's `id` or `constraint <index>` and the
/// part is written in the language (`row H:[cancel]-[ok]`). It is written when it is read: a
/// format string makes many constraints whose ids are seldom needed.
package struct FormatPartName: Sendable {
  /// The format string of a layout file's entry and the start of its constraints' ids, shared
  /// by them.
  package final class Entry: Sendable {
    /// The format string, as decoded.
    package let text: String
    /// The entry's `id`, if it has one.
    package let identifier: String?
    /// The entry's index in the file's `constraints`.
    package let index: Int

    /// Creates the entry of a format string, with its `id` if it has one and its index.
    package init(text: String, identifier: String?, index: Int) {
      self.text = text
      self.identifier = identifier
      self.index = index
    }

    /// Gives `sink` the start of its constraints' ids: the entry's id, or `constraint
    /// <index>`, and a space.
    func writePrefix(to sink: inout some LabelSink) {
      func text(_ text: StaticString) {
        sink.append(UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
      }
      if var identifier {
        identifier.withUTF8 { sink.append($0) }
      } else {
        text("constraint ")
        sink.append(decimal: index)
      }
      text(" ")
    }
  }

  /// The format string it comes from.
  package let entry: Entry
  /// The part of the string.
  package let part: VisualFormatPart

  /// The id: the base, a space and the part's label.
  package var identifier: String {
    var text = entry.text
    return text.withUTF8 { bytes in
      var counter = LabelCounter()
      entry.writePrefix(to: &counter)
      part.write(in: bytes, to: &counter)
      return String(unsafeUninitializedCapacity: counter.count) { buffer in
        var writer = LabelWriter(buffer.baseAddress!)
        entry.writePrefix(to: &writer)
        part.write(in: bytes, to: &writer)
        return writer.count
      }
    }
  }
}
