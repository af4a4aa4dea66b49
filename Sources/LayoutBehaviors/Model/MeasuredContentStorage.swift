/// A view's ``MeasuredContent`` with the measurements the engine made of it, held by the view
/// while it has content (see ``View/content``).
final class MeasuredContentStorage {
  /// The content.
  var content: any MeasuredContent
  /// The measurements of ``content``, per proposal; emptied when the content changes.
  var measurements: [SizeProposal: Size] = [:]
  /// The size the engine last measured the content at (solved width, measured height).
  var settledSize: Size?

  /// Holds `content`, not measured yet.
  init(_ content: any MeasuredContent) {
    self.content = content
  }
}
