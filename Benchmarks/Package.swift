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
    // Reading a storyboard against reading the same layout as a layout file.
    .executableTarget(
      name: "ib-bench",
      dependencies: [.product(name: "LayoutBehaviors", package: "Trellis")]
    ),
    // Decoding format strings against the same constraints written one by one.
    .executableTarget(
      name: "format-bench",
      dependencies: [.product(name: "LayoutBehaviors", package: "Trellis")]
    ),
    // glibc's allocator controls (<malloc.h>), for model-bench's warm and cold heaps. DWARF 4,
    // which valgrind 3.19 reads (it gives up on clang's default DWARF 5 in a C object).
    .target(name: "HeapControl", cSettings: [.unsafeFlags(["-gdwarf-4"])]),
    .executableTarget(
      name: "model-bench",
      dependencies: [
        "HeapControl",
        .product(name: "LayoutBehaviors", package: "Trellis"),
        .product(name: "ConstraintSolver", package: "Trellis"),
      ]
    ),
  ]
)
