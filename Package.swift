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
    .library(name: "TouchwayInput", targets: ["TouchwayInput"]),
    .library(name: "TouchwayWayland", targets: ["TouchwayWayland"]),
    // The xdg-shell glue, for Wayland clients outside this package (the benchmarks' client).
    .library(name: "WaylandProtocols", targets: ["WaylandProtocols"]),
    .executable(name: "touchway", targets: ["touchway"]),
    .library(name: "TouchwayGraphics", targets: ["TouchwayGraphics"]),
    .executable(name: "touchway-kiosk", targets: ["touchway-kiosk"]),
    .executable(name: "touch-demo-client", targets: ["touch-demo-client"]),
    // LD_PRELOAD shims for running real libinput on umockdev (the recording and input tests).
    .library(name: "TouchwayUmockdevShims", type: .dynamic, targets: ["CUmockdevShims"]),
    .library(name: "TouchwaySession", targets: ["TouchwaySession"]),
    .library(name: "TouchwayDRM", targets: ["TouchwayDRM"]),
    .executable(name: "touchway-drm-probe", targets: ["touchway-drm-probe"]),
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
      dependencies: ["TouchwayRecording", "TouchwayTestSupport", "touchway-libinput-witness"],
      resources: [.copy("Fixtures")]),
    // What the recording and input tests share: synthetic recordings, emulated devices.
    .target(
      name: "TouchwayTestSupport", dependencies: ["TouchwayRecording"],
      path: "Tests/TouchwayTestSupport"),
    // Real libinput on an emulated device: the second witness of the recording tests.
    .executableTarget(
      name: "touchway-libinput-witness", dependencies: ["CLibinput", "CUmockdevTestbed"]),
    .target(name: "CUmockdevShims"),
    // A umockdev testbed (libumockdev through dlopen) for the witness and the input harness.
    .target(name: "CUmockdevTestbed"),
    // Live input: libinput on a udev seat or on device nodes, hot-plug, output mapping.
    .target(
      name: "TouchwayInput",
      dependencies: [
        "Touchway", "TouchwayKeyboard", "CLibinput",
        .product(name: "Logging", package: "swift-log"),
      ]),
    .testTarget(
      name: "TouchwayInputTests",
      dependencies: [
        "TouchwayInput", "Touchway", "TouchwayTestSupport", "touchway-input-harness",
      ],
      resources: [.copy("Fixtures")]),
    // LiveInput on a device umockdev emulates, step by step: TouchwayInputTests' harness.
    .executableTarget(
      name: "touchway-input-harness",
      dependencies: [
        "TouchwayInput", "Touchway", "TouchwayKeyboard", "TouchwayRecording", "CUmockdevTestbed",
      ]),
    // The Wayland server: client surfaces as views, touches out through wl_touch, keys
    // through wl_keyboard.
    .target(
      name: "TouchwayWayland",
      dependencies: [
        "Touchway", "TouchwayKeyboard", "CWaylandServer", "WaylandProtocols",
        .product(name: "Logging", package: "swift-log"),
      ]),
    .testTarget(
      name: "TouchwayWaylandTests",
      dependencies: [
        "TouchwayWayland", "Touchway", "TouchwayKeyboard", "CWaylandClient", "WaylandProtocols",
      ]),
    .executableTarget(
      name: "touchway",
      dependencies: [
        "TouchwayScene",
        "TouchwayRecording",
        "TouchwayInput",
        .product(name: "Logging", package: "swift-log"),
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
        "TouchwayKiosk", "TouchwayGraphics", "TouchwayRecording", "TouchwayWayland",
        "TouchwayDRM", "TouchwaySession", "TouchwayInput", "TouchwayKeyboard",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
        .product(name: "Logging", package: "swift-log"),
      ],
      path: "examples/kiosk", exclude: ["README.md"]),
    .executableTarget(
      name: "touch-demo-client",
      dependencies: [
        "CWaylandClient", "CMemfd", "WaylandProtocols", "TouchwayGraphics",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
        .product(name: "Logging", package: "swift-log"),
      ],
      path: "examples/touch-demo-client"),
    .testTarget(name: "TouchDemoClientTests", dependencies: ["touch-demo-client"]),
    // Hostile clients: one attack on the compositor per run (not a product).
    .executableTarget(
      name: "touchway-hostile-client", dependencies: ["CWaylandClient", "WaylandProtocols"],
      linkerSettings: [.linkedLibrary("wayland-client"), .linkedLibrary("m")]),
    // The built kiosk under attack by touchway-hostile-client, with the demo client as the
    // witness (TOUCHWAY_HOSTILE_TESTS=1).
    .testTarget(
      name: "HostileClientTests",
      dependencies: [
        "touchway-kiosk", "touch-demo-client", "touchway-hostile-client", "TouchwayTestSupport",
      ]),
    .testTarget(name: "KioskCommandTests", dependencies: ["touchway-kiosk"]),
    // The built kiosk and demo client run as processes, over real sockets.
    .testTarget(
      name: "KioskEndToEndTests",
      dependencies: [
        "touchway-kiosk", "touch-demo-client", "PNGTestSupport", "TouchwayWayland", "Touchway",
      ],
      resources: [.copy("Fixtures")]),

    // Sessions (libseat or direct as root) and the DRM/KMS output: the tablet back end.
    .systemLibrary(name: "CLibseat", pkgConfig: "libseat", providers: [.apt(["libseat-dev"])]),
    .systemLibrary(name: "CDRM", pkgConfig: "libdrm", providers: [.apt(["libdrm-dev"])]),
    .systemLibrary(name: "CUdev", pkgConfig: "libudev", providers: [.apt(["libudev-dev"])]),
    .target(
      name: "TouchwaySession",
      dependencies: [
        "Touchway", "TouchwayInput", "CLibseat", .product(name: "Logging", package: "swift-log"),
      ]),
    .testTarget(
      name: "TouchwaySessionTests",
      dependencies: [
        "TouchwaySession", "Touchway", "TouchwayInput",
        .product(name: "Logging", package: "swift-log"),
      ]),
    .target(
      name: "TouchwayDRM",
      dependencies: [
        "Touchway", "TouchwayGraphics", "TouchwaySession", "CDRM", "CUdev",
        .product(name: "Logging", package: "swift-log"),
      ]),
    .testTarget(
      name: "TouchwayDRMTests",
      dependencies: [
        "TouchwayDRM", "TouchwaySession", .product(name: "Logging", package: "swift-log"),
      ]),
    .executableTarget(
      name: "touchway-drm-probe",
      dependencies: [
        "TouchwayDRM", "TouchwaySession", "TouchwayInput", "TouchwayGraphics",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
        .product(name: "Logging", package: "swift-log"),
      ],
      path: "examples/drm-probe"),
  ]
)
