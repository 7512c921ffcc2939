import ArgumentParser
import TouchwayRecording

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `touchway events`: the touch events libinput would report for a recording.
struct EventsCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "events",
    abstract: "Print the touch events libinput 1.22 reports for a `libinput record` file.",
    discussion: """
      Decodes the recording's touchscreen as libinput does (slots, seat slots, palms, \
      single-touch and protocol A devices, SYN_DROPPED, LIBINPUT_CALIBRATION_MATRIX) and \
      prints one line per event, as `libinput debug-events` reports them:

        TIME TOUCH_DOWN SLOT SEAT_SLOT X Y
        TIME TOUCH_MOTION SLOT SEAT_SLOT X Y
        TIME TOUCH_UP SLOT SEAT_SLOT
        TIME TOUCH_CANCEL SLOT SEAT_SLOT
        TIME TOUCH_FRAME

      TIME is in seconds since the first touch event; X and Y are scaled onto an output \
      of --width × --height (libinput_event_touch_get_x_transformed). A file that cannot \
      be read or decoded gives one `file:line: message` error and exit status 2.

      Example:
        touchway events tap.yml --width 1920 --height 1080
      """)

  @Argument(help: "A `libinput record` file (YAML, version 1).")
  var recording: String

  @Option(help: "The width of the output the positions are scaled onto.")
  var width: Double = 100

  @Option(help: "The height of the output the positions are scaled onto.")
  var height: Double = 100

  @Option(help: "The device to decode, counting from 1 (default: the first touchscreen).")
  var device: Int?

  func validate() throws {
    guard width > 0, height > 0 else {
      throw ValidationError("--width and --height must be positive")
    }
    if let device, device < 1 { throw ValidationError("--device counts from 1") }
  }

  func run() throws {
    do {
      try printEvents()
    } catch {
      let message = "\(error)\n"
      _ = message.withCString { write(STDERR_FILENO, $0, strlen($0)) }
      throw ExitCode(2)
    }
  }

  private func printEvents() throws(RecordingError) {
    let reader = try TouchEventReader(path: recording, deviceIndex: device.map { $0 - 1 })
    var origin: UInt64?
    while let event = try reader.nextEvent() {
      let start = origin ?? event.time
      origin = start
      print(
        TouchEventLine.format(
          event, decoder: reader.decoder, origin: start, width: width, height: height))
    }
  }
}
