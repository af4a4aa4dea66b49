/// The ids a ``LayoutFileDecoder`` interned while reading a document, kept with the document
/// (``LayoutDocument/decodedIdentifiers``).
///
/// ``LayoutScene`` maps the views and the constraints by id. With these tables it shares the
/// decoder's work instead of hashing every id again: at 100,000 views, inserting an id into a new
/// table is a cache miss. Each table is used only when its first names are the document's ids in
/// order (`IdentifierMap.byID(_:id:sharing:)` checks them with one pass of comparisons), so a
/// document changed after decoding is mapped as if the tables were not there.
struct DecodedIdentifiers {
  /// The views' ids in file order, then the guides'.
  var items: IdentifierTable
  /// The constraints' ids, in file order.
  var constraints: IdentifierTable
}
