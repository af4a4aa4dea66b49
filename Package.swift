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
    .target(name: "LayoutBehaviors", dependencies: ["ConstraintSolver"]),
    .executableTarget(name: "layout-cli", dependencies: ["LayoutBehaviors"]),
    .testTarget(name: "ConstraintSolverTests", dependencies: ["ConstraintSolver"]),
    .testTarget(name: "LayoutBehaviorsTests", dependencies: ["LayoutBehaviors"]),
    .testTarget(name: "layout-cliTests", dependencies: ["layout-cli"]),
  ]
)
