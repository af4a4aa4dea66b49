import Testing
@testable import layout_cli
@Test func runs() { #expect(run(arguments: []) == 0) }
