// swift-tools-version: 6.1
// Touchway's benchmarks, kept out of the main package so that embedding Touchway does not
// pull in the benchmark harness. Run: cd Benchmarks && swift package benchmark
import PackageDescription

let package = Package(
  name: "TouchwayBenchmarks",
  platforms: [.macOS(.v13)],
  dependencies: [
    .package(name: "Touchway", path: ".."),
    .package(
      url: "https://github.com/ordo-one/benchmark", from: "1.38.0", traits: ["MallocInterposer"]),
  ],
  targets: [
    .executableTarget(
      name: "RoutingBenchmarks",
      dependencies: [
        .product(name: "Touchway", package: "Touchway"),
        .product(name: "Benchmark", package: "benchmark"),
      ],
      path: "Benchmarks/RoutingBenchmarks",
      plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
    ),
    .executableTarget(
      name: "KeyboardBenchmarks",
      dependencies: [
        .product(name: "Touchway", package: "Touchway"),
        .product(name: "TouchwayKeyboard", package: "Touchway"),
        .product(name: "Benchmark", package: "benchmark"),
      ],
      path: "Benchmarks/KeyboardBenchmarks",
      plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
    ),
    .executableTarget(
      name: "RecordingBenchmarks",
      dependencies: [
        .product(name: "TouchwayRecording", package: "Touchway"),
        .product(name: "Benchmark", package: "benchmark"),
      ],
      path: "Benchmarks/RecordingBenchmarks",
      plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
    ),
    // A headless wlroots compositor and a libwayland client in one process: seat → client
    // frames, through Touchway's adapter and through wlroots' own seat.
    .executableTarget(
      name: "WaylandBenchmarks",
      dependencies: [
        .product(name: "Touchway", package: "Touchway"),
        .product(name: "TouchwayWayland", package: "Touchway"),
        .product(name: "TouchwayOnScreenKeyboard", package: "Touchway"),
        .product(name: "WaylandProtocols", package: "Touchway"),
        .product(name: "Benchmark", package: "benchmark"),
      ],
      path: "Benchmarks/WaylandBenchmarks",
      plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
    ),
  ]
)
