import ArgumentParser
import Logging
import TouchwayInput
import TouchwayRecording

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `touchway events`: the touch events libinput reports for a recording, or live.
struct EventsCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "events",
    abstract: "Print the touch events libinput 1.22 reports for a `libinput record` file, or live.",
    discussion: """
      Decodes the recording's touchscreen as libinput does (slots, seat slots, palms, \
      single-touch and protocol A devices, SYN_DROPPED, LIBINPUT_CALIBRATION_MATRIX) and \
      prints one line per event, as `libinput debug-events` reports them:

        TIME TOUCH_DOWN SLOT SEAT_SLOT X Y
        TIME TOUCH_MOTION SLOT SEAT_SLOT X Y
        TIME TOUCH_UP SLOT SEAT_SLOT
        TIME TOUCH_CANCEL SLOT SEAT_SLOT
        TIME TOUCH_FRAME

      A recording of a tablet (a pen) without a touchscreen gives its tool events \
      instead, as `libinput debug-events` prints them (x and y in mm, a `*` where an \
      axis changed):

        TIME TABLET_TOOL_PROXIMITY X/Y [tilt: TX/TY] distance: D|pressure: P TOOL (SERIAL, id ID) proximity-in axes:… btn:…
        TIME TABLET_TOOL_TIP X/Y … down|up
        TIME TABLET_TOOL_AXIS X/Y …
        TIME TABLET_TOOL_BUTTON CODE (NAME) pressed|released, seat count: N

      TIME is in seconds since the first touch event; X and Y are scaled onto an output \
      of --width × --height (libinput_event_touch_get_x_transformed). A file that cannot \
      be read or decoded gives one `file:line: message` error and exit status 2.

      With --live, the same lines come from the touchscreens and pens (tablet tools) \
      libinput reads now: every \
      device of --seat (devices come and go; stop with Ctrl-C), or the device nodes given \
      with --device (the command ends when the last of them is unplugged). Devices that \
      appear or go are reported on standard error; a node that cannot be opened or is \
      not an input device is reported there too, and the others are read anyway. Reading \
      devices needs root or membership of the `input` group.

      Examples:
        touchway events tap.yml --width 1920 --height 1080
        touchway events --live --device /dev/input/event5
        touchway events --live --seat seat0
      """)

  @Argument(help: "A `libinput record` file (YAML, version 1); not with --live.")
  var recording: String?

  @Flag(help: "Read the devices libinput reads now instead of a recording.")
  var live = false

  @Option(
    name: .customLong("device"),
    help: ArgumentHelp(
      """
      With a recording, the device to decode, counting from 1 (default: the first \
      touchscreen). With --live, a device node to read; repeat it for more.
      """, valueName: "number-or-path"))
  var devices: [String] = []

  @Option(help: "With --live, the udev seat whose devices are read (default: seat0).")
  var seat: String?

  @Option(help: "The width of the output the positions are scaled onto.")
  var width: Double = 100

  @Option(help: "The height of the output the positions are scaled onto.")
  var height: Double = 100

  func validate() throws {
    guard width > 0, height > 0 else {
      throw ValidationError("--width and --height must be positive")
    }
    if live {
      try validateLive()
    } else {
      try validateRecording()
    }
  }

  private func validateLive() throws {
    if recording != nil { throw ValidationError("--live reads devices, not a recording") }
    if seat != nil && !devices.isEmpty {
      throw ValidationError("--live reads either a --seat or --device nodes, not both")
    }
    for size in [width, height] where size != size.rounded() || size > Double(UInt32.max) {
      throw ValidationError("with --live, --width and --height are whole numbers of pixels")
    }
  }

  private func validateRecording() throws {
    guard recording != nil else { throw ValidationError("give a recording, or --live") }
    if seat != nil { throw ValidationError("--seat goes with --live") }
    guard devices.count <= 1, devices.allSatisfy({ (Int($0) ?? 0) >= 1 }) else {
      throw ValidationError("with a recording, --device is one number counting from 1")
    }
  }

  func run() throws {
    if live {
      try runLive()
    } else {
      do {
        try printEvents(recording!)
      } catch {
        printToStandardError("\(error)")
        throw ExitCode(2)
      }
    }
  }

  private func printEvents(_ recording: String) throws(RecordingError) {
    let index = devices.first.flatMap { Int($0) }.map { $0 - 1 }
    let reader: TouchEventReader
    do {
      reader = try TouchEventReader(path: recording, deviceIndex: index)
    } catch  where error.kind == .noTouchDevice {
      // No touchscreen: the tablet's pen, if there is one.
      guard let tablet = try? TabletEventReader(path: recording, deviceIndex: index) else {
        throw error
      }
      try printEvents(of: tablet)
      return
    }
    var origin: UInt64?
    while let event = try reader.nextEvent() {
      let start = origin ?? event.time
      origin = start
      print(
        TouchEventLine.format(
          event, decoder: reader.decoder, origin: start, width: width, height: height))
    }
  }

  private func printEvents(of reader: TabletEventReader) throws(RecordingError) {
    var origin: UInt64?
    while let event = try reader.nextEvent() {
      let start = origin ?? event.time
      origin = start
      print(TabletEventLine.format(event, decoder: reader.decoder, origin: start))
    }
  }

  private func runLive() throws {
    let output = OutputGeometry(
      name: "events", pixelWidth: UInt32(width), pixelHeight: UInt32(height))
    let printer = LiveEventsPrinter()
    // libinput's notes on every device would bury the events; its warnings still show.
    var logger = Logger(label: "touchway.input")
    logger.logLevel = .warning
    let input: LiveInput
    do {
      input = try LiveInput(
        backend: devices.isEmpty ? .udev(seat: seat ?? "seat0") : .path, outputs: [output],
        logger: logger)
    } catch {
      printToStandardError("touchway events: \(error)")
      throw ExitCode(2)
    }
    input.delegate = printer
    for path in devices {
      do {
        try input.addDevice(path: path)
      } catch {
        printToStandardError("touchway events: \(error)")
      }
    }
    if !devices.isEmpty && input.devices.isEmpty { throw ExitCode(2) }
    printer.read(input)
  }
}
