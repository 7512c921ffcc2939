import CTabletClient
import CWaylandClient

/// The seat's pens (`zwp_tablet_seat_v2`): listens to every tablet tool the compositor
/// announces and turns its events into ``PenMessage``s. Tablets and tools are destroyed
/// when the compositor removes them.
final class PenInput {
  /// Called with every event of every tool, in the order received.
  var onMessage: (PenMessage) -> Void = { _ in }

  /// Keeps the manager, the seat and the connection for longer than the tablet seat.
  private let globals: Globals
  private let tabletSeat: OpaquePointer
  private var tablets: Set<OpaquePointer> = []
  private var tools: Set<OpaquePointer> = []
  private let seatListener: UnsafeMutablePointer<zwp_tablet_seat_v2_listener>
  private let tabletListener: UnsafeMutablePointer<zwp_tablet_v2_listener>
  private let toolListener: UnsafeMutablePointer<zwp_tablet_tool_v2_listener>

  /// The tablet seat of the globals' seat; `nil` without a seat or a
  /// `zwp_tablet_manager_v2`.
  init?(globals: Globals) {
    guard let manager = globals.tabletManager, let seat = globals.seat else { return nil }
    self.globals = globals
    tabletSeat = zwp_tablet_manager_v2_get_tablet_seat(manager, seat)
    seatListener = .allocate(capacity: 1)
    seatListener.initialize(
      to: zwp_tablet_seat_v2_listener(
        tablet_added: { data, _, tablet in fromOpaque(data, as: PenInput.self).add(tablet: tablet)
        },
        tool_added: { data, _, tool in fromOpaque(data, as: PenInput.self).add(tool: tool) },
        // Pads (a tablet's buttons and rings) are not drawn: no listener, no events.
        pad_added: { _, _, _ in }))
    tabletListener = .allocate(capacity: 1)
    tabletListener.initialize(
      to: zwp_tablet_v2_listener(
        name: { _, _, _ in }, id: { _, _, _, _ in }, path: { _, _, _ in }, done: { _, _ in },
        removed: { data, tablet in fromOpaque(data, as: PenInput.self).remove(tablet: tablet) }))
    toolListener = .allocate(capacity: 1)
    toolListener.initialize(to: Self.makeToolListener())
    zwp_tablet_seat_v2_add_listener(tabletSeat, seatListener, opaque(self))
  }

  deinit {
    for tool in tools { zwp_tablet_tool_v2_destroy(tool) }
    for tablet in tablets { zwp_tablet_v2_destroy(tablet) }
    zwp_tablet_seat_v2_destroy(tabletSeat)
    seatListener.deallocate()
    tabletListener.deallocate()
    toolListener.deallocate()
  }

  private func add(tablet: OpaquePointer?) {
    guard let tablet else { return }
    tablets.insert(tablet)
    zwp_tablet_v2_add_listener(tablet, tabletListener, opaque(self))
  }

  private func remove(tablet: OpaquePointer?) {
    guard let tablet, tablets.remove(tablet) != nil else { return }
    zwp_tablet_v2_destroy(tablet)
  }

  private func add(tool: OpaquePointer?) {
    guard let tool else { return }
    tools.insert(tool)
    zwp_tablet_tool_v2_add_listener(tool, toolListener, opaque(self))
  }

  private func remove(tool: OpaquePointer?) {
    guard let tool, tools.remove(tool) != nil else { return }
    zwp_tablet_tool_v2_destroy(tool)
  }

  private static func send(_ data: UnsafeMutableRawPointer?, _ message: PenMessage) {
    fromOpaque(data, as: PenInput.self).onMessage(message)
  }

  private static func makeToolListener() -> zwp_tablet_tool_v2_listener {
    zwp_tablet_tool_v2_listener(
      type: { _, _, _ in }, hardware_serial: { _, _, _, _ in },
      hardware_id_wacom: { _, _, _, _ in }, capability: { _, _, _ in }, done: { _, _ in },
      removed: { data, tool in fromOpaque(data, as: PenInput.self).remove(tool: tool) },
      proximity_in: { data, _, serial, _, _ in PenInput.send(data, .proximityIn(serial: serial)) },
      proximity_out: { data, _ in PenInput.send(data, .proximityOut) },
      down: { data, _, serial in PenInput.send(data, .down(serial: serial)) },
      up: { data, _ in PenInput.send(data, .up) },
      motion: { data, _, x, y in
        PenInput.send(data, .motion(x: wl_fixed_to_double(x), y: wl_fixed_to_double(y)))
      },
      pressure: { data, _, pressure in PenInput.send(data, .pressure(Double(pressure) / 65535)) },
      distance: { _, _, _ in },
      tilt: { data, _, x, y in
        PenInput.send(data, .tilt(x: wl_fixed_to_double(x), y: wl_fixed_to_double(y)))
      },
      rotation: { _, _, _ in }, slider: { _, _, _ in }, wheel: { _, _, _, _ in },
      button: { _, _, _, _, _ in },
      frame: { data, _, time in PenInput.send(data, .frame(time: time)) })
  }
}
