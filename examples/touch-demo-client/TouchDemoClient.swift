import ArgumentParser
import Glibc
import Logging
import TouchwayGraphics
import TouchwaySystem

/// Diagnostics go to standard error; standard output carries only the event lines.
let logger = Logger(label: "touch-demo-client")

/// `touch-demo-client`: a Wayland client that draws and prints the touches it receives.
@main
struct TouchDemoClient: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "touch-demo-client",
    abstract: "A Wayland client that draws each touch point's trail and prints every touch event.",
    discussion: """
      It opens one window (xdg_toplevel) and draws into wl_shm memory: a dark background, \
      a disc where a finger touched down, a stroke along its motion and a white dot where \
      it lifted, each touch point in the colour of its wl_touch id.

      Standard output has one line per event received, for people and for tests:
        configure width=800 height=480
        down serial=5 time=1200 id=0 x=12.50 y=40.00
        motion time=1216 id=0 x=13.00 y=41.25
        up serial=6 time=1300 id=0
        frame
        cancel
        shape id=0 major=4.00 minor=3.00
        orientation id=0 degrees=90.00
        released id=0
        taken gesture=back
        close
      Coordinates are surface-local pixels; times are the compositor's milliseconds.

      With --input pointer (or both) it binds wl_pointer too, and prints its events:
        pointer-enter serial=7 x=12.50 y=40.00
        pointer-motion time=1216 x=13.00 y=41.25
        button serial=8 time=1300 button=272 state=pressed
        axis-source source=finger
        axis time=1400 axis=vertical value=12.00
        axis-stop time=1500 axis=vertical
        pointer-frame
        pointer-leave serial=9
      Without wl_touch (--input pointer), a Touchway compositor emulates a pointer for it.

      With a compositor that offers zwp_tablet_manager_v2 (tablet v2; Touchway does when \
      it has a pen), a pen draws a light stroke as wide as the pen presses, and each of its \
      events prints a line:
        pen-proximity-in serial=4
        pen-down serial=5
        pen-motion x=12.50 y=40.00
        pen-pressure pressure=0.52
        pen-tilt x=-20.00 y=10.00
        pen-frame time=1200
        pen-up
        pen-proximity-out
      Pressure is 0 to 1, tilt in degrees. With --no-tablet it takes a pen as the \
      compositor gives it to clients without tablet v2 (over wl_touch).

      With a compositor that offers touchway-responder-v1 (Touchway does), it asks for \
      every finger, not just the first, and prints what the compositor says about its \
      touch points: a point it declined was released; a compositor gesture (back, home, \
      switcher, other) took its points, just before the cancel.

      It exits with status 0 when the compositor closes the window or goes away.
      """)

  @Option(help: "The Wayland display socket to connect to. (default: $WAYLAND_DISPLAY)")
  var display: String?

  @Option(
    help: ArgumentHelp(
      "The window size where the compositor leaves it to the client.",
      valueName: "WIDTHxHEIGHT"))
  var size = PixelSize(width: 640, height: 480)

  @Option(
    help: ArgumentHelp(
      """
      Decline the touch points that touch down within this many pixels of the window's \
      edge, as if the border were transparent: the compositor handles them \
      (touchway-responder-v1).
      """,
      valueName: "PIXELS"))
  var declineBorder = 0.0

  @Flag(
    help: """
      Ask the compositor to keep its system gestures (edge swipes) off the window, as a \
      drawing application does (touchway-responder-v1).
      """)
  var excludeSystemGestures = false

  @Option(help: "Which of the seat's devices to bind: wl_touch, wl_pointer or both.")
  var input: InputChoice = .touch

  @Flag(
    help: """
      Do not bind zwp_tablet_manager_v2: take a pen as a client without tablet v2 does.
      """)
  var noTablet = false

  func run() throws {
    let demo = try TouchDemo(
      display: display, fallbackSize: size, declineBorder: declineBorder,
      excludesSystemGestures: excludeSystemGestures, input: input, bindsTablet: !noTablet)
    demo.output = writeLine
    try demo.run()
  }
}

/// Writes a line to standard output at once, unbuffered even into a pipe, so that a reader
/// sees each event as it happens.
private func writeLine(_ line: String) {
  _ = Array((line + "\n").utf8).withUnsafeBytes { FileDescriptor.standardOutput.writeAll($0) }
}

extension PixelSize: ExpressibleByArgument {}
