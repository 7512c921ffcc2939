import CWlroots
import Glibc
import Testing
import Touchway
import TouchwaySystem

@testable import touchway_kiosk

@Suite struct KioskCommandTests {
  @Test func theDRMOptionsAreRead() throws {
    let command = try KioskCommand.parse([
      "--backend", "drm", "--output", "HDMI-A-1", "--mode", "1280x800@60", "--transform", "90",
    ])
    #expect(command.chosenBackend == .drm)
    #expect(command.output == ["HDMI-A-1"])
    let options = command.outputOptions
    #expect(options.modes.value(for: "HDMI-A-1")?.width == 1280)
    #expect(options.modes.value(for: "HDMI-A-1")?.height == 800)
    #expect(options.transforms.value(for: "HDMI-A-1") == .rotated90)
  }

  @Test(arguments: [["--output", "HDMI-A-1"], ["--mode", "800x480"]])
  func drmOptionsNeedTheDRMBackEnd(arguments: [String]) {
    #expect(throws: (any Error).self) {
      try KioskCommand.parse(["--backend", "headless"] + arguments)
    }
  }

  @Test(arguments: ["800", "800x", "x480", "800x480@fast"])
  func aMalformedModeIsRefused(mode: String) {
    #expect(throws: (any Error).self) {
      try KioskCommand.parse(["--backend", "drm", "--mode", mode])
    }
  }

  @Test(arguments: ["sideways", "45", "flipped90"])
  func anUnknownTransformIsRefused(transform: String) {
    #expect(throws: (any Error).self) {
      try KioskCommand.parse(["--transform", transform])
    }
  }

  @Test func touchesFollowTheTransform() {
    // A finger near the panel's top-left corner, on a panel turned by 90 degrees: near the
    // screen's top-right corner (wlroots draws the screen turned counter-clockwise).
    let (x, y) = OutputTransform.rotated90.apply(x: 0.1, y: 0.2)
    #expect((x, y) == (0.8, 0.1))
    let (fx, fy) = OutputTransform.normal.apply(x: 0.1, y: 0.2)
    #expect((fx, fy) == (0.1, 0.2))
    #expect(OutputTransform.flipped270.wlroots == WL_OUTPUT_TRANSFORM_FLIPPED_270)
  }

  /// A mouse plugged in (a headless pointer device, as wlroots' libinput back end would
  /// add one) brings the cursor on screen; its motion moves it over the output layout.
  @Test func aMouseShowsTheCursorAndMovesIt() throws {
    try withRuntimeDirectory {
      let compositor = try KioskCompositor(
        backend: .headless, outputs: OutputOptions(),
        socketName: "touchway-mouse-\(getpid())", emulatesPointer: true, xwayland: false,
        trust: ClientTrust(appPrivileges: []))
      #expect(!compositor.mouse.isShown)
      let mouse = try #require(
        wlr_headless_add_input_device(compositor.backend, WLR_INPUT_DEVICE_POINTER))
      #expect(compositor.mouse.isShown)
      var event = wlr_event_pointer_motion_absolute(device: mouse, time_msec: 1, x: 0.5, y: 0.25)
      wl_signal_emit(&mouse.pointee.pointer.pointee.events.motion_absolute, &event)
      #expect((compositor.mouse.cursor.pointee.x, compositor.mouse.cursor.pointee.y) == (400, 120))
    }
  }

  @Test func theBackEndIsDRMOnlyWhenTheDirectoryHoldsACard() throws {
    let directory = try TemporaryDirectory()
    #expect(Backend.automatic(directory: directory.path + "/missing") == .headless)
    #expect(Backend.automatic(directory: directory.path) == .headless)
    try directory.create("renderD128")
    #expect(Backend.automatic(directory: directory.path) == .headless)
    try directory.create("card0")
    #expect(Backend.automatic(directory: directory.path) == .drm)
  }
}

/// A directory under /tmp, removed with what it holds when the value is dropped.
final class TemporaryDirectory {
  let path: String
  private var files: [String] = []

  init() throws {
    var template = Array("/tmp/touchway-kiosk-XXXXXX".utf8CString)
    guard let made = mkdtemp(&template) else { throw Errno.current }
    path = String(cString: made)
  }

  deinit {
    for file in files { unlink(file) }
    rmdir(path)
  }

  /// Makes an empty file `name` in the directory.
  func create(_ name: String) throws {
    let file = path + "/" + name
    let descriptor = open(file, O_CREAT | O_WRONLY, 0o600)
    guard descriptor >= 0 else { throw Errno.current }
    close(descriptor)
    files.append(file)
  }
}

/// `--scale`, and the scale a panel gets without it (docs/tablet.md, "Scale").
@Suite struct OutputScaleTests {
  /// Panels as their EDIDs give them, and the scale docs/tablet.md promises each.
  @Test(arguments: [
    (2560, 1600, 216, 135, 2.0),  // a 10" tablet, 302 dpi
    (1920, 1200, 217, 136, 1.5),  // 10.1", 224 dpi
    (1920, 1200, 172, 108, 2.0),  // 8", 283 dpi
    (1024, 600, 154, 90, 1.0),  // 7", 170 dpi
    (1920, 1080, 531, 299, 1.0),  // a 24" monitor, 92 dpi
    (3840, 2160, 344, 194, 2.0),  // a 15.6" 4K laptop panel, 282 dpi
    (1920, 1080, 0, 0, 1.0),  // a projector: no size
    (1920, 1080, 16, 9, 1.0),  // a TV giving its aspect ratio for a size
  ])
  func aPanelGetsTheScaleOfItsDensity(
    width: Int, height: Int, widthMM: Int, heightMM: Int, scale: Double
  ) {
    let chosen = OutputScale.automatic(
      width: width, height: height, millimetres: (widthMM, heightMM))
    #expect(chosen.factor == scale)
  }

  @Test func aScaleIsReadWithItsFraction() throws {
    func scale(_ arguments: [String]) throws -> OutputScale? {
      try KioskCommand.parse(arguments).outputOptions.scales.value(for: "DSI-1")
    }
    #expect(try scale(["--scale", "1.5"]) == OutputScale(1.5))
    #expect(try scale(["--scale", "2"]) == OutputScale(2))
    #expect(try scale(["--scale", "DSI-1=1.25"]) == OutputScale(1.25))
    #expect(try scale([]) == nil)
  }

  @Test(arguments: ["0", "-1", "two", "9", "nan", ""])
  func aScaleOutOfRangeIsRefused(scale: String) {
    #expect(throws: (any Error).self) { try KioskCommand.parse(["--scale", scale]) }
  }
}

/// Which output a touchscreen goes on (docs/tablet.md, "Several outputs").
@Suite struct TouchscreenMappingTests {
  static let outputs: [(name: String, millimetres: (width: Int, height: Int))] = [
    ("DSI-1", (216, 135)), ("HDMI-A-1", (477, 268)),
  ]

  @Test func aMappingByNameOrUdevPropertyComesFirst() throws {
    let touchscreen = Touchscreen(
      name: "ILITEK", udevProperties: ["ID_PATH": "pci-0000:00:14.0-usb-0:2"],
      outputName: "DSI-1")
    let byName = try #require(TouchMapping(argument: "ILITEK=HDMI-A-1"))
    let byPath = try #require(TouchMapping(argument: "ID_PATH=pci-0000:00:14.0-usb-0:2=HDMI-A-1"))
    #expect(byPath.device == "ID_PATH=pci-0000:00:14.0-usb-0:2" && byPath.output == "HDMI-A-1")
    for mapping in [byName, byPath] {
      #expect(touchscreen.output(among: Self.outputs, mappings: [mapping]) == "HDMI-A-1")
    }
    let other = try #require(TouchMapping(argument: "Other=HDMI-A-1"))
    #expect(touchscreen.output(among: Self.outputs, mappings: [other]) == "DSI-1")
  }

  @Test func udevsOutputThenTheOnlyOutputThenTheSizeThenNone() {
    var touchscreen = Touchscreen(name: "eGalax", udevProperties: ["WL_OUTPUT": "HDMI-A-1"])
    #expect(touchscreen.output(among: Self.outputs, mappings: []) == "HDMI-A-1")
    touchscreen.udevProperties = [:]
    #expect(touchscreen.output(among: [Self.outputs[1]], mappings: []) == "HDMI-A-1")
    touchscreen.millimetres = (136, 217)  // the 10" panel's sensor, mounted turned
    #expect(touchscreen.output(among: Self.outputs, mappings: []) == "DSI-1")
    touchscreen.millimetres = (300, 200)
    #expect(touchscreen.output(among: Self.outputs, mappings: []) == nil)
  }

  @Test(arguments: ["", "=DSI-1", "ILITEK=", "ILITEK"])
  func aMalformedMappingIsRefused(argument: String) {
    #expect(throws: (any Error).self) { try KioskCommand.parse(["--map-touch", argument]) }
  }

  @Test func anAppOnAnOutputKeepsTheEqualsOfItsCommand() throws {
    let command = try KioskCommand.parse(["--app-on", "HEADLESS-2=env A=1 foot"])
    #expect(command.appOn.map(\.output) == ["HEADLESS-2"])
    #expect(command.appOn.map(\.command) == ["env A=1 foot"])
  }

  @Test(arguments: ["foot", "=foot", "HEADLESS-2=", "HEADLESS-2=  "])
  func aMalformedAppOnIsRefused(argument: String) {
    #expect(throws: (any Error).self) { try KioskCommand.parse(["--app-on", argument]) }
  }

  @Test func perOutputOptionsNameTheirOutput() throws {
    let command = try KioskCommand.parse([
      "--scale", "2", "--scale", "HEADLESS-2=1.5", "--transform", "HEADLESS-2=90",
      "--size", "800x480", "--size", "1200x720",
    ])
    let options = command.outputOptions
    #expect(options.sizes.count == 2)
    #expect(options.scales.value(for: "HEADLESS-1") == OutputScale(2))
    #expect(options.scales.value(for: "HEADLESS-2") == OutputScale(1.5))
    #expect(options.transforms.value(for: "HEADLESS-1") == nil)
    #expect(options.transforms.value(for: "HEADLESS-2") == .rotated90)
  }
}
