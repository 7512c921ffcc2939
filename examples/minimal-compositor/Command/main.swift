// touchway-minimal-compositor: the smallest wlroots compositor in Swift that embeds
// Touchway. Clients connect to the socket it prints; touchscreens of the back end reach
// them through Touchway's seat.
import CWlroots
import Glibc
import MinimalCompositor

let usage = """
  usage: touchway-minimal-compositor [--headless] [--socket NAME]

  A wlroots compositor whose touches are routed by Touchway: toplevels are windows of a
  Touchway application, and each client gets its touches over wl_touch.

    --headless      one 800x600 output in memory (default: wlr_backend_autocreate)
    --socket NAME   the socket in $XDG_RUNTIME_DIR (default: the first free wayland-N)
    --help          show this help
  """

func fail(_ message: String, status: Int32) -> Never {
  let line = "touchway-minimal-compositor: \(message)\n"
  _ = line.withCString { write(STDERR_FILENO, $0, strlen($0)) }
  exit(status)
}

var backend = MinimalCompositor.Backend.automatic
var socketName: String?
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
  switch argument {
  case "--headless": backend = .headless(width: 800, height: 600)
  case "--socket" where !arguments.isEmpty: socketName = arguments.popFirst()
  case "--help", "-h":
    print(usage)
    exit(0)
  default:
    fail("unknown argument \(argument)\n\(usage)", status: 2)
  }
}

do {
  let compositor = try MinimalCompositor(backend: backend)
  print("WAYLAND_DISPLAY=\(try compositor.addSocket(named: socketName))")
  fflush(nil)
  // Long presses and tap timeouts fire at the seat's deadlines.
  while true { compositor.turn() }
} catch {
  fail("\(error)", status: 1)
}
