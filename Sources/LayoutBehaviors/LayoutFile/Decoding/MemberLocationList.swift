/// Where the values of an object's keys are in a layout file, in file order.
///
/// A declaration keeps one for the keys its object gives, so that a later diagnostic can point
/// at the member it is about. An object has a handful of keys, so a list searched from the start
/// is cheaper to build and to read than a dictionary; a layout file can have thousands of views.
struct MemberLocationList: Sendable {
  /// One key and where its value starts.
  struct Entry: Sendable {
    var key: String
    var location: TextLocation
  }

  /// The entries, in file order; a key is in it at most once.
  private(set) var entries: [Entry] = []

  /// An empty list.
  init() {}

  /// The entries of a dictionary, ordered by location (the file's order).
  init(_ dictionary: [String: TextLocation]) {
    entries = dictionary.map { Entry(key: $0.key, location: $0.value) }
      .sorted { ($0.location, $0.key) < ($1.location, $1.key) }
  }

  /// Reserves room for `count` entries.
  mutating func reserveCapacity(_ count: Int) { entries.reserveCapacity(count) }

  /// Records where the value of `key` is. The keys of a parsed object are unique (the parser
  /// keeps the first of two equal keys), so the decoder appends each key once; were a key
  /// appended twice, the first location would be the one found.
  mutating func append(_ key: String, at location: TextLocation) {
    entries.append(Entry(key: key, location: location))
  }

  /// Where the value of `key` is, if the object gives it.
  subscript(key: String) -> TextLocation? {
    for index in entries.indices where entries[index].key == key {
      return entries[index].location
    }
    return nil
  }

  /// The entries as a dictionary.
  var dictionary: [String: TextLocation] {
    var result: [String: TextLocation] = [:]
    result.reserveCapacity(entries.count)
    for entry in entries { result[entry.key] = entry.location }
    return result
  }
}
