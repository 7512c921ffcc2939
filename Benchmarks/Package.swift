// swift-tools-version: 6.1
import PackageDescription

// Touchway's benchmarks: `swift package benchmark` in this directory.
let package = Package(
  name: "TouchwayBenchmarks",
  platforms: [.macOS(.v13)],
  dependencies: [
    .package(name: "Touchway", path: ".."),
    .package(
      url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
  ],
  targets: [
    .executableTarget(
      name: "RecordingBenchmarks",
      dependencies: [
        .product(name: "Benchmark", package: "benchmark"),
        .product(name: "TouchwayRecording", package: "Touchway"),
      ],
      path: "Benchmarks/RecordingBenchmarks",
      plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")])
  ]
)
