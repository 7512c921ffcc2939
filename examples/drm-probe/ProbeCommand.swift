import ArgumentParser
import Glibc
import Logging
import TouchwayDRM
import TouchwaySession

/// `touchway-drm-probe`: drives a screen through DRM/KMS and draws where touches land.
@main
struct ProbeCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "touchway-drm-probe",
    abstract: "Show a test pattern on a DRM/KMS screen and a dot where each touch lands.",
    discussion: """
      The probe opens a session (libseat, or direct access as root), picks a screen \
      (the preferred mode of the first connected output unless --output and --mode say \
      otherwise), draws a test pattern, and reads touchscreens with libinput on the \
      session's seat. Each touch is drawn in its own colour and printed on standard \
      output. A VT switch pauses the session: touches are cancelled, the screen is left \
      alone, and on return the mode is set again.

      SIGUSR1 reads pending input, waits until the screen shows it and prints a summary \
      line with a checksum of the screen (and writes --screenshot); SIGINT or SIGTERM \
      ends the run. --list prints the outputs and their modes.
      """)

  @Option(help: "How to get the seat's devices.")
  var session: SessionKind = .automatic

  @Option(
    help: ArgumentHelp("The DRM device. (default: the first with outputs)", valueName: "path"))
  var device: String?

  @Option(help: ArgumentHelp("The connector to drive, such as HDMI-A-1.", valueName: "name"))
  var output: String?

  @Option(
    help: ArgumentHelp("The mode. (default: the screen's preferred mode)", valueName: "WxH[@Hz]"))
  var mode: ModeRequest?

  @Option(help: "The udev seat whose input devices to read.")
  var seat = "seat0"

  @Option(
    help: ArgumentHelp("Write the screen as a PNG file on SIGUSR1.", valueName: "file.png"))
  var screenshot: String?

  @Flag(help: "List the device's outputs and their modes, then exit.")
  var list = false

  func run() throws {
    let logger = Logger(label: "touchway-drm-probe")
    let session = try Session.open(self.session, logger: logger)
    try session.waitUntilActive()
    let device =
      try device.map { try DRMDevice(path: $0, session: session) }
      ?? DRMDevice.openFirst(session: session, logger: logger)
    if list { return try printOutputs(of: device) }
    let drmOutput = try DRMOutput(
      device: device, configuration: OutputConfiguration(outputName: output, mode: mode),
      logger: logger)
    let probe = try Probe(
      session: session, output: drmOutput, seatName: seat, screenshotPath: screenshot,
      logger: logger)
    probe.run()
  }

  private func printOutputs(of device: DRMDevice) throws {
    for connector in try device.topology().connectors {
      print("\(connector.summary) on \(device.path)")
      for mode in connector.modes { print("  \(mode)") }
    }
  }
}

extension SessionKind: ExpressibleByArgument {}
extension ModeRequest: ExpressibleByArgument {}
