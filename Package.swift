// swift-tools-version: 6.1
import PackageDescription

/// The package's directory: the C library's linker script is named by absolute path.
let packageDirectory = String(#filePath.dropLast("/Package.swift".count))

let package = Package(
  name: "Touchway",
  products: [
    .library(name: "Touchway", targets: ["Touchway"]),
    // Errno and FileDescriptor, which the input and keyboard libraries' APIs carry.
    .library(name: "TouchwaySystem", targets: ["TouchwaySystem"]),
    .library(name: "TouchwayScene", targets: ["TouchwayScene"]),
    .library(name: "TouchwayKeyboard", targets: ["TouchwayKeyboard"]),
    .library(name: "TouchwayOnScreenKeyboard", targets: ["TouchwayOnScreenKeyboard"]),
    .library(name: "TouchwayRecording", targets: ["TouchwayRecording"]),
    .library(name: "TouchwaySynthesis", targets: ["TouchwaySynthesis"]),
    .library(name: "TouchwayInput", targets: ["TouchwayInput"]),
    .library(name: "TouchwayWayland", targets: ["TouchwayWayland"]),
    // The xdg-shell glue, for Wayland clients outside this package (the benchmarks' client).
    .library(name: "WaylandProtocols", targets: ["WaylandProtocols"]),
    .executable(name: "touchway", targets: ["touchway"]),
    .library(name: "TouchwayGraphics", targets: ["TouchwayGraphics"]),
    .executable(name: "touchway-kiosk", targets: ["touchway-kiosk"]),
    .executable(name: "touch-demo-client", targets: ["touch-demo-client"]),
    .executable(name: "touchway-minimal-compositor", targets: ["touchway-minimal-compositor"]),
    // libtouchway.so.0, the C API (docs/c-api.md): scripts/install-c-api.sh installs it.
    .library(name: "TouchwayCAPI", type: .dynamic, targets: ["TouchwayC"]),
  ],
  dependencies: [
    .package(url: "https://github.com/jpsim/Yams", from: "6.0.0"),
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
  ],
  targets: [
    // Core routing: pure Swift, no C, no Foundation.
    .target(name: "Touchway"),
    // System calls' errors (Errno, retryOnInterrupt) and typed file descriptors, as
    // swift-system has them: what the modules that make system calls share.
    .target(name: "TouchwaySystem"),
    .testTarget(name: "TouchwayTests", dependencies: ["Touchway"]),
    // The allocation gate (scripts/check-allocations.sh, a release build): a steady-state
    // motion frame allocates nothing, counted by a malloc that wraps glibc's in its process.
    .target(name: "CAllocationCounter"),
    .executableTarget(
      name: "touchway-allocation-gate",
      dependencies: ["Touchway", "TouchwayGateWorkloads", "CAllocationCounter"]),
    // The instruction gate (scripts/check-instructions.sh, a release build under callgrind):
    // the instructions of a motion frame and of a hit test, against checked-in thresholds.
    .executableTarget(
      name: "touchway-instruction-gate",
      dependencies: [
        "Touchway", "TouchwayGateWorkloads",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]),
    // The two gates' workloads.
    .target(name: "TouchwayGateWorkloads", dependencies: ["Touchway"]),

    // C libraries from Debian's -dev packages, found through pkg-config.
    .systemLibrary(
      name: "CWaylandServer", pkgConfig: "wayland-server", providers: [.apt(["libwayland-dev"])]),
    .systemLibrary(
      name: "CWaylandClient", pkgConfig: "wayland-client", providers: [.apt(["libwayland-dev"])]),
    .systemLibrary(
      name: "CLibinput", pkgConfig: "libinput", providers: [.apt(["libinput-dev", "libudev-dev"])]),
    // libwacom's stylus database: which axes and buttons a pen has, as libinput asks it.
    .systemLibrary(
      name: "CLibwacom", pkgConfig: "libwacom", providers: [.apt(["libwacom-dev"])]),
    .systemLibrary(
      name: "CXkbcommon", pkgConfig: "xkbcommon", providers: [.apt(["libxkbcommon-dev"])]),
    .systemLibrary(name: "CLibpng", pkgConfig: "libpng", providers: [.apt(["libpng-dev"])]),
    // Cairo's text, for the labels of the kiosk's on-screen keyboard.
    .systemLibrary(name: "CCairo", pkgConfig: "cairo", providers: [.apt(["libcairo2-dev"])]),
    // wlroots 0.15: the library (pkg-config), and its headers with the generated protocol
    // headers they include (scripts/generate-protocols.sh).
    .systemLibrary(
      name: "CWlrootsSystem", pkgConfig: "wlroots", providers: [.apt(["libwlroots-dev"])]),
    .target(
      name: "CWlroots", dependencies: ["CWlrootsSystem", "CWaylandServer", "WaylandProtocols"],
      // wlroots' API hands its callers pixman regions and xkbcommon keymaps.
      linkerSettings: [.linkedLibrary("pixman-1"), .linkedLibrary("xkbcommon")]),
    // wayland-scanner's output for the protocols Touchway speaks (scripts/generate-protocols.sh).
    .target(name: "WaylandProtocols", dependencies: ["CWaylandServer", "CWaylandClient"]),
    // What the scene and recording readers share: a check that a YAML text composes in
    // work proportional to its size (no anchors or aliases, no duplicate keys, bounded
    // nesting), made with the libyaml that Yams vendors.
    .target(
      name: "TouchwayYAML",
      dependencies: ["Touchway", .product(name: "Yams", package: "Yams")]),
    // Scene and script files, the trace writer: `touchway trace`.
    .target(
      name: "TouchwayScene",
      dependencies: ["Touchway", "TouchwayYAML", .product(name: "Yams", package: "Yams")]),
    .testTarget(
      name: "TouchwaySceneTests",
      dependencies: ["TouchwayScene", "Touchway", "TouchwayTestSupport"],
      resources: [.copy("Fixtures"), .copy("FuzzCorpus")]),
    // Keyboard: xkbcommon keymaps and state, keys routed to the first responder.
    .target(name: "CMemfd"),
    .target(
      name: "TouchwayKeyboard",
      dependencies: [
        "Touchway", "TouchwaySystem", "CXkbcommon", "CMemfd",
        .product(name: "Logging", package: "swift-log"),
      ]),
    .testTarget(
      name: "TouchwayKeyboardTests",
      dependencies: ["TouchwayKeyboard", "Touchway", "TouchwaySystem", "CMemfd"]),
    // The built-in on-screen keyboard: keys as views with their recognizers, over the core.
    .target(name: "TouchwayOnScreenKeyboard", dependencies: ["Touchway"]),
    .testTarget(
      name: "TouchwayOnScreenKeyboardTests", dependencies: ["TouchwayOnScreenKeyboard", "Touchway"]),
    // `libinput record` files: a streaming reader and libinput's touch decoding.
    .target(
      name: "TouchwayRecording",
      dependencies: [
        "Touchway", "TouchwaySystem", "TouchwayYAML", "CLibwacom",
        .product(name: "Yams", package: "Yams"),
      ]),
    .testTarget(
      name: "TouchwayRecordingTests",
      dependencies: [
        "TouchwayRecording", "Touchway", "TouchwayTestSupport", "touchway-libinput-witness",
      ],
      resources: [.copy("FuzzCorpus")]),
    // Gesture scripts written out as `libinput record` files: `touchway synthesize`.
    .target(name: "TouchwaySynthesis", dependencies: ["Touchway", "TouchwayOnScreenKeyboard"]),
    .testTarget(
      name: "TouchwaySynthesisTests",
      dependencies: ["TouchwaySynthesis", "TouchwayYAML", "TouchwayTestSupport", "touchway"],
      resources: [.copy("FuzzCorpus")]),
    // What the scene, recording, input and kiosk tests share: the one copy of the libinput
    // recordings they replay, synthetic recordings, emulated devices, and the fuzz tests'
    // seeded mutator and watchdog.
    .target(
      name: "TouchwayTestSupport", dependencies: ["TouchwayRecording", "TouchwaySynthesis"],
      path: "Tests/TouchwayTestSupport", exclude: ["UmockdevShims"],
      resources: [.copy("Recordings")]),
    // Real libinput on an emulated device: the second witness of the recording tests.
    .executableTarget(
      name: "touchway-libinput-witness", dependencies: ["CLibinput", "CUmockdevTestbed"]),
    // A umockdev testbed (libumockdev through dlopen) for the witness and the input harness.
    .target(name: "CUmockdevTestbed"),
    // Live input: libinput on a udev seat or on device nodes, hot-plug, output mapping.
    .target(
      name: "TouchwayInput",
      dependencies: [
        "Touchway", "TouchwayKeyboard", "TouchwaySystem", "TouchwayRecording", "CLibinput",
        .product(name: "Logging", package: "swift-log"),
      ]),
    .testTarget(
      name: "TouchwayInputTests",
      dependencies: [
        "TouchwayInput", "Touchway", "TouchwayRecording", "TouchwaySystem",
        "TouchwayTestSupport", "touchway-input-harness",
      ]),
    // LiveInput on a device umockdev emulates, step by step: TouchwayInputTests' harness.
    .executableTarget(
      name: "touchway-input-harness",
      dependencies: [
        "TouchwayInput", "Touchway", "TouchwayKeyboard", "TouchwayRecording", "TouchwaySystem",
        "CUmockdevTestbed",
      ]),
    // The Wayland server: client surfaces as views, touches out through wl_touch, keys
    // through wl_keyboard.
    .target(
      name: "TouchwayWayland",
      dependencies: [
        "Touchway", "TouchwayKeyboard", "CWaylandServer", "CWlroots", "WaylandProtocols",
        .product(name: "Logging", package: "swift-log"),
      ]),
    .executableTarget(
      name: "touchway",
      dependencies: [
        "Touchway",
        "TouchwayScene",
        "TouchwayRecording",
        "TouchwayInput",
        "TouchwaySystem",
        "TouchwaySynthesis",
        "TouchwayYAML",
        .product(name: "Logging", package: "swift-log"),
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]),

    // The example kiosk: pixel buffers and drawing (pure Swift, the demo client's), the
    // kiosk's own logic over the core, its command, and the demo client it runs.
    .target(name: "TouchwayGraphics"),
    .testTarget(name: "TouchwayGraphicsTests", dependencies: ["TouchwayGraphics"]),
    // PNG files read through libpng: the kiosk's reference screenshots, and screenshots
    // read back in tests.
    .target(name: "TouchwayPNG", dependencies: ["CLibpng"]),
    .target(name: "PNGTestSupport", dependencies: ["TouchwayPNG"], path: "Tests/PNGTestSupport"),
    .target(name: "TouchwayKiosk", dependencies: ["Touchway", "TouchwaySynthesis"]),
    .testTarget(
      name: "TouchwayKioskTests", dependencies: ["TouchwayKiosk", "Touchway", "TouchwaySynthesis"]),
    // What the kiosk needs of wlroots in C: its log sink, pixel buffers, emulated keyboard.
    .target(
      name: "CKioskGlue", dependencies: ["CWlroots", "CWlrootsSystem"], path: "examples/kiosk-glue"),
    .executableTarget(
      name: "touchway-kiosk",
      dependencies: [
        "Touchway", "TouchwayKiosk", "TouchwayGraphics", "TouchwayRecording", "TouchwayWayland",
        "TouchwaySystem", "CWlroots", "CKioskGlue", "CLibpng", "CCairo", "TouchwayOnScreenKeyboard",
        "TouchwaySynthesis", "TouchwayPNG",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
        .product(name: "Logging", package: "swift-log"),
      ],
      path: "examples/kiosk", exclude: ["README.md"],
      // The X server's atoms and the clients of its windows, on a connection of the
      // kiosk's own (X11DialogTypes, KioskXwayland).
      linkerSettings: [.linkedLibrary("xcb"), .linkedLibrary("xcb-res")]),
    // wayland-scanner's client code for tablet v2: the demo client's pen
    // (scripts/generate-protocols.sh).
    .target(name: "CTabletClient", dependencies: ["CWaylandClient"]),
    .executableTarget(
      name: "touch-demo-client",
      dependencies: [
        "CWaylandClient", "CMemfd", "WaylandProtocols", "CTabletClient", "TouchwayGraphics",
        "TouchwaySystem",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
        .product(name: "Logging", package: "swift-log"),
      ],
      path: "examples/touch-demo-client"),
    .testTarget(
      name: "TouchDemoClientTests", dependencies: ["touch-demo-client", "TouchwayGraphics"]),
    // Hostile clients: one attack on the compositor per run (not a product).
    // wayland-scanner's client code for input-method v2: the IME client's and the hostile
    // client's (scripts/generate-protocols.sh).
    .target(name: "CInputMethodClient", dependencies: ["CWaylandClient"]),
    .executableTarget(
      name: "touchway-hostile-client",
      dependencies: ["CWaylandClient", "WaylandProtocols", "CInputMethodClient"],
      linkerSettings: [.linkedLibrary("wayland-client"), .linkedLibrary("m")]),
    // The built kiosk under attack by touchway-hostile-client, with the demo client as the
    // witness.
    .testTarget(
      name: "HostileClientTests",
      dependencies: [
        "touchway-kiosk", "touch-demo-client", "touchway-hostile-client", "TouchwayTestSupport",
      ]),
    // The smallest wlroots compositor that embeds Touchway (docs/wayland.md): its reusable
    // part is the compositor of TouchwayWaylandTests.
    .target(
      name: "MinimalCompositor",
      dependencies: ["Touchway", "TouchwayWayland", "TouchwaySystem", "CWlroots"],
      path: "examples/minimal-compositor/MinimalCompositor"),
    .executableTarget(
      name: "touchway-minimal-compositor",
      dependencies: ["MinimalCompositor", "Touchway", "TouchwayWayland", "CWlroots"],
      path: "examples/minimal-compositor/Command"),
    // The adapter with libwayland-client test clients over socket pairs, and the demo
    // client as a process, against the example compositor, in this process.
    .testTarget(
      name: "TouchwayWaylandTests",
      dependencies: [
        "MinimalCompositor", "TouchwayWayland", "Touchway", "TouchwaySystem", "CWaylandClient",
        "CMemfd", "WaylandProtocols", "CAllocationCounter",
        "TouchwayTestSupport", "touch-demo-client",
      ]),
    // The C API: its header (touchway.h, the installed one), and its implementation over
    // the Swift API, each function checked against the header (`@c @implementation`). The
    // library carries the Swift runtime (Debian ships none) and exports only touchway_*.
    .systemLibrary(name: "CTouchway"),
    .target(
      name: "TouchwayC",
      dependencies: [
        "CTouchway", "Touchway", "TouchwayWayland", "CWlroots",
        .product(name: "Logging", package: "swift-log"),
      ],
      linkerSettings: [
        .unsafeFlags([
          "-static-stdlib",
          "-Xlinker", "--version-script=\(packageDirectory)/Sources/CTouchway/libtouchway.map",
          "-Xlinker", "-soname=libtouchway.so.0",
        ])
      ]),
    // An input method (zwp_input_method_v2) that commits a word: the keyboard tests' client
    // (not a product).
    .executableTarget(
      name: "touchway-ime-client", dependencies: ["CWaylandClient", "CInputMethodClient"],
      linkerSettings: [.linkedLibrary("wayland-client")]),
    .testTarget(
      name: "KioskCommandTests",
      dependencies: ["touchway-kiosk", "CWlroots", "Touchway", "TouchwaySystem"]),
    // The built kiosk and demo client run as processes, over real sockets.
    .testTarget(
      name: "KioskEndToEndTests",
      dependencies: [
        "touchway-kiosk", "touch-demo-client", "PNGTestSupport", "TouchwayWayland", "Touchway",
        "TouchwayTestSupport",
      ]),
    // Real toolkit apps from Debian (scripts/install-deps.sh) run in the kiosk: what
    // they report seeing of replayed touches (docs/apps.md).
    .testTarget(
      name: "RealAppTests",
      dependencies: [
        "touchway-kiosk", "touchway-ime-client", "touchway", "TouchwayTestSupport",
        "PNGTestSupport",
      ],
      resources: [.copy("Apps"), .copy("Pages"), .copy("Firefox")]),
  ]
)
