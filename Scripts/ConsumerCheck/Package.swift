// swift-tools-version:6.0
// A package outside the repository's targets that uses Trellis as a consumer does: by path, one
// library per executable. Its sources are the README's code blocks, written by
// Scripts/check-consumer.sh into a temporary copy of this package at every run; nothing under
// Sources/ is committed, so the check cannot drift from the README.
import PackageDescription

let package = Package(
  name: "TrellisConsumerCheck",
  dependencies: [.package(name: "Trellis", path: "../..")],
  targets: [
    // The README's `import ConstraintSolver` block; it links the solver and nothing else.
    .executableTarget(
      name: "solver-readme",
      dependencies: [.product(name: "ConstraintSolver", package: "Trellis")]
    ),
    // The README's `import LayoutBehaviors` block.
    .executableTarget(
      name: "layout-readme",
      dependencies: [.product(name: "LayoutBehaviors", package: "Trellis")]
    ),
  ]
)
