// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "Trellis",
  // The oldest Apple releases the Swift 6 toolchain builds for (PackageDescription deprecates
  // older ones). The libraries and the tool need nothing newer: they use the standard library and
  // the C library's math and file functions only (no Foundation, Dispatch or concurrency), and
  // none of the APIs with an availability: no `Duration` or clocks, no Synchronization `Mutex` or
  // `Atomic`, no `Span`, `InlineArray` or `Int128`, no `Observation`, no regexes or other
  // `_StringProcessing` algorithms (`firstRange(of:)`, `contains` of a substring), no
  // parameterized existentials, no typed throws in generic function types. Checked by
  // type-checking Sources/ for macOS 10.13 against the standard library's availability
  // annotations: no error. (The tests use `Int128`: macOS 15, iOS 18, tvOS 18, watchOS 11,
  // visionOS 2.) Linux, Windows, Android and WebAssembly need no declaration.
  platforms: [.macOS(.v10_13), .iOS(.v12), .tvOS(.v12), .watchOS(.v4), .visionOS(.v1)],
  products: [
    .library(name: "ConstraintSolver", targets: ["ConstraintSolver"]),
    .library(name: "LayoutBehaviors", targets: ["LayoutBehaviors"]),
    .executable(name: "layout-cli", targets: ["layout-cli"]),
  ],
  targets: [
    .target(name: "ConstraintSolver"),
    .target(
      name: "LayoutBehaviors",
      dependencies: ["ConstraintSolver"],
      // The transforms, springs and rounding call the C math library (sin, cos, atan2, hypot,
      // exp, round…), which on Linux and Android is not in the C library. Linked explicitly, not
      // only as a side effect of the two files that import the C library module, so that every
      // file may call it (`rounded()` calls `round`). The solver needs no math library: see
      // Scripts/check-consumer.sh.
      linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux, .android]))]
    ),
    .executableTarget(name: "layout-cli", dependencies: ["LayoutBehaviors"]),
    // What the three test targets share: how large a run of the long suites is (TestScale).
    // Not a product, so no user of the package sees it.
    .target(name: "TestSupport", path: "Tests/TestSupport"),
    .testTarget(name: "ConstraintSolverTests", dependencies: ["ConstraintSolver", "TestSupport"]),
    .testTarget(name: "LayoutBehaviorsTests", dependencies: ["LayoutBehaviors", "TestSupport"]),
    .testTarget(name: "layout-cliTests", dependencies: ["layout-cli", "TestSupport"]),
  ]
)
