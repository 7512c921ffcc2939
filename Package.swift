// swift-tools-version: 6.1
import PackageDescription

let package = Package(
  name: "Touchway",
  platforms: [.macOS(.v13)],
  products: [
    .library(name: "Touchway", targets: ["Touchway"]),
    .library(name: "TouchwayScene", targets: ["TouchwayScene"]),
    .library(name: "TouchwayKeyboard", targets: ["TouchwayKeyboard"]),
    .library(name: "TouchwayRecording", targets: ["TouchwayRecording"]),
    .executable(name: "touchway", targets: ["touchway"]),
    .library(name: "TouchwayGraphics", targets: ["TouchwayGraphics"]),
    .executable(name: "touchway-kiosk", targets: ["touchway-kiosk"]),
    .executable(name: "touch-demo-client", targets: ["touch-demo-client"]),
    // LD_PRELOAD shims for running real libinput on umockdev (TouchwayRecordingTests).
    .library(name: "TouchwayUmockdevShims", type: .dynamic, targets: ["CUmockdevShims"]),
  ],
  dependencies: [
    .package(url: "https://github.com/jpsim/Yams", from: "6.0.0"),
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    .package(url: "https://github.com/apple/swift-log", from: "1.6.0"),
  ],
  targets: [
    // Core routing: pure Swift, no C, no Foundation.
    .target(name: "Touchway"),
    .testTarget(name: "TouchwayTests", dependencies: ["Touchway"]),

    // C libraries from Debian's -dev packages, found through pkg-config.
    .systemLibrary(
      name: "CWaylandServer", pkgConfig: "wayland-server", providers: [.apt(["libwayland-dev"])]),
    .systemLibrary(
      name: "CWaylandClient", pkgConfig: "wayland-client", providers: [.apt(["libwayland-dev"])]),
    .systemLibrary(
      name: "CLibinput", pkgConfig: "libinput", providers: [.apt(["libinput-dev", "libudev-dev"])]),
    .systemLibrary(
      name: "CXkbcommon", pkgConfig: "xkbcommon", providers: [.apt(["libxkbcommon-dev"])]),
    // wayland-scanner's output for the protocols Touchway speaks (scripts/generate-protocols.sh).
    .target(name: "WaylandProtocols", dependencies: ["CWaylandServer", "CWaylandClient"]),
    // Scene and script files, the trace writer: `touchway trace`.
    .target(
      name: "TouchwayScene",
      dependencies: ["Touchway", .product(name: "Yams", package: "Yams")]),
    .testTarget(
      name: "TouchwaySceneTests", dependencies: ["TouchwayScene"],
      resources: [.copy("Fixtures")]),
    // Keyboard: xkbcommon keymaps and state, keys routed to the first responder.
    .target(name: "CMemfd"),
    .target(
      name: "TouchwayKeyboard",
      dependencies: [
        "Touchway", "CXkbcommon", "CMemfd", .product(name: "Logging", package: "swift-log"),
      ]),
    .testTarget(
      name: "TouchwayKeyboardTests", dependencies: ["TouchwayKeyboard", "Touchway", "CMemfd"]),
    // `libinput record` files: a streaming reader and libinput's touch decoding.
    .target(
      name: "TouchwayRecording",
      dependencies: ["Touchway", .product(name: "Yams", package: "Yams")]),
    .testTarget(
      name: "TouchwayRecordingTests",
      dependencies: ["TouchwayRecording", "touchway-libinput-witness"],
      resources: [.copy("Fixtures")]),
    // Real libinput on an emulated device: the second witness of the recording tests.
    .executableTarget(name: "touchway-libinput-witness", dependencies: ["CLibinput"]),
    .target(name: "CUmockdevShims"),
    .executableTarget(
      name: "touchway",
      dependencies: [
        "TouchwayScene",
        "TouchwayRecording",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]),

    // The example kiosk: software pixels and PNG (pure Swift), the kiosk's own logic over
    // the core, its command, and the demo client it runs.
    .target(name: "TouchwayGraphics"),
    .testTarget(
      name: "TouchwayGraphicsTests", dependencies: ["TouchwayGraphics", "PNGTestSupport"]),
    // A PNG decoder for tests, independent of the encoder it checks.
    .target(name: "PNGTestSupport", path: "Tests/PNGTestSupport"),
    .target(name: "TouchwayKiosk", dependencies: ["Touchway", "TouchwayGraphics"]),
    .testTarget(name: "TouchwayKioskTests", dependencies: ["TouchwayKiosk"]),
    .executableTarget(
      name: "touchway-kiosk",
      dependencies: [
        "TouchwayKiosk", "TouchwayGraphics", "TouchwayRecording",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
        .product(name: "Logging", package: "swift-log"),
      ],
      path: "examples/kiosk"),
    .executableTarget(
      name: "touch-demo-client",
      dependencies: [
        "CWaylandClient", "CMemfd", "WaylandProtocols", "TouchwayGraphics",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
        .product(name: "Logging", package: "swift-log"),
      ],
      path: "examples/touch-demo-client"),
    .testTarget(name: "TouchDemoClientTests", dependencies: ["touch-demo-client"]),
    // The built kiosk and demo client run as processes, over real sockets.
    .testTarget(
      name: "KioskEndToEndTests",
      dependencies: ["touchway-kiosk", "touch-demo-client", "PNGTestSupport"],
      resources: [.copy("Fixtures")]),
  ]
)
