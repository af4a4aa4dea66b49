// swift-tools-version:6.0
// The solver's benchmarks, in their own package so the library itself keeps zero dependencies.
// Run from this directory: swift run -c release solver-bench --help
import PackageDescription

let package = Package(
  name: "TrellisBenchmarks",
  dependencies: [.package(name: "Trellis", path: "..")],
  targets: [
    .executableTarget(
      name: "solver-bench",
      dependencies: [.product(name: "ConstraintSolver", package: "Trellis")]
    ),
    .executableTarget(
      name: "text-bench",
      dependencies: [.product(name: "LayoutBehaviors", package: "Trellis")]
    ),
    .executableTarget(
      name: "model-bench",
      dependencies: [
        .product(name: "LayoutBehaviors", package: "Trellis"),
        .product(name: "ConstraintSolver", package: "Trellis"),
      ]
    ),
  ]
)
