// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "Trellis",
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
    .testTarget(name: "ConstraintSolverTests", dependencies: ["ConstraintSolver"]),
    .testTarget(name: "LayoutBehaviorsTests", dependencies: ["LayoutBehaviors"]),
    .testTarget(name: "layout-cliTests", dependencies: ["layout-cli"]),
  ]
)
