import CWlroots
import Touchway

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `zwp_tablet_manager_v2` for a ``WaylandSeat``, over wlroots' `wlr_tablet_v2` helpers: a
/// pen's touch (a `Touch` of type pencil) on the surface of a client that bound the
/// tablet protocol goes to it as tablet tool events — proximity in, down, motion, pressure,
/// tilt, each group closed by a frame — instead of `wl_touch`. Other clients get the pen as
/// a touch, and pointer-only clients through pointer emulation, as they get a finger.
///
/// The pen is announced to a client when its tip touches the client's surface, and leaves
/// proximity when it lifts: a hovering pen is not a touch, and its hover is not sent. When
/// a system gesture takes the pen's touch, the client sees the tip lift and the pen leave
/// (tablet-v2 has no cancel).
///
/// Each pen contact id (`TouchContact.id`) is one tool, made on its first touch.
public final class WaylandTablet {
  private let manager: UnsafeMutablePointer<wlr_tablet_manager_v2>
  private let tablet: UnsafeMutablePointer<wlr_tablet_v2_tablet>
  private let wlrSeat: UnsafeMutablePointer<wlr_seat>
  private var tools: [Int: UnsafeMutablePointer<wlr_tablet_v2_tablet_tool>] = [:]
  /// The pen touches sent as tablet events, with their tool.
  private var sent: [ObjectIdentifier: UnsafeMutablePointer<wlr_tablet_v2_tablet_tool>] = [:]

  /// Whether a pen touch is being sent as tablet events: while not, the seat's surfaces
  /// skip the tablet entirely.
  var isSending: Bool { !sent.isEmpty }

  /// Serves the tablet protocol on `display` with one tablet named `name` on `wlrSeat`;
  /// `nil` if wlroots cannot make it.
  init?(display: OpaquePointer, wlrSeat: UnsafeMutablePointer<wlr_seat>, name: String) {
    guard let manager = wlr_tablet_v2_create(display),
      let device = touchway_emulated_tablet_create(name),
      let tablet = wlr_tablet_create(manager, wlrSeat, device)
    else { return nil }
    self.manager = manager
    self.tablet = tablet
    self.wlrSeat = wlrSeat
  }

  /// Sends the began of the pen touches among `touches` to the client of `surface`, if it
  /// bound the tablet protocol; returns the touches it did not send.
  func began(_ touches: TouchSet, on view: SurfaceView) -> TouchSet {
    guard touches.contains(where: { $0.type == .pencil }),
      wlr_surface_accepts_tablet_v2(tablet, view.surface)
    else { return touches }
    let origin = view.convert(toScreen: .zero)
    for touch in touches where touch.type == .pencil {
      guard let tool = tool(for: touch.contactID) else { continue }
      wlr_send_tablet_v2_tablet_tool_proximity_in(tool, tablet, view.surface)
      send(touch, to: tool, origin: origin)
      wlr_send_tablet_v2_tablet_tool_down(tool)
      sent[ObjectIdentifier(touch)] = tool
    }
    return TouchSet(touches.filter { sent[ObjectIdentifier($0)] == nil })
  }

  /// Sends the motion of the touches it sent; returns the others.
  func moved(_ touches: TouchSet, on view: SurfaceView) -> TouchSet {
    let origin = view.convert(toScreen: .zero)
    for touch in touches {
      if let tool = sent[ObjectIdentifier(touch)] { send(touch, to: tool, origin: origin) }
    }
    return others(touches)
  }

  /// Lifts the tip of the touches it sent and takes the pen out of proximity; returns the
  /// others. For a cancel too: the client sees the pen lift and leave.
  func ended(_ touches: TouchSet) -> TouchSet {
    guard isSending else { return touches }
    let rest = others(touches)
    for touch in touches {
      guard let tool = sent.removeValue(forKey: ObjectIdentifier(touch)) else { continue }
      wlr_send_tablet_v2_tablet_tool_up(tool)
      wlr_send_tablet_v2_tablet_tool_proximity_out(tool)
    }
    return rest
  }

  private func others(_ touches: TouchSet) -> TouchSet {
    let isOther = { (touch: Touch) in self.sent[ObjectIdentifier(touch)] == nil }
    return touches.allSatisfy(isOther) ? touches : TouchSet(touches.filter(isOther))
  }

  /// Position, pressure and tilt, in the surface's coordinates.
  private func send(
    _ touch: Touch, to tool: UnsafeMutablePointer<wlr_tablet_v2_tablet_tool>, origin: Point
  ) {
    let location = WaylandSeat.location(of: touch, atOrigin: origin)
    wlr_send_tablet_v2_tablet_tool_motion(tool, location.x, location.y)
    wlr_send_tablet_v2_tablet_tool_pressure(tool, touch.force)
    // Back from altitude and azimuth to the protocol's two tilt angles, in degrees.
    let lean = 1 / tan(touch.altitudeAngle)
    let azimuth = touch.azimuthAngle(in: nil)
    wlr_send_tablet_v2_tablet_tool_tilt(
      tool, atan(cos(azimuth) * lean) * 180 / .pi, atan(sin(azimuth) * lean) * 180 / .pi)
  }

  /// The tool of a pen contact id: a pen with pressure and tilt, its serial the id.
  private func tool(for id: Int) -> UnsafeMutablePointer<wlr_tablet_v2_tablet_tool>? {
    if let tool = tools[id] { return tool }
    // The compositor's for its life, as wlroots' own tools are for their device's.
    let description = UnsafeMutablePointer<wlr_tablet_tool>.allocate(capacity: 1)
    description.initialize(to: wlr_tablet_tool())
    description.pointee.type = WLR_TABLET_TOOL_TYPE_PEN
    description.pointee.hardware_serial = UInt64(truncatingIfNeeded: id)
    description.pointee.pressure = true
    description.pointee.tilt = true
    wl_signal_init(&description.pointee.events.destroy)
    guard let tool = wlr_tablet_tool_create(manager, wlrSeat, description) else { return nil }
    tools[id] = tool
    return tool
  }
}

extension WaylandSeat {
  /// Serves `zwp_tablet_manager_v2` on `display` with one tablet, `name`: pen touches on
  /// the surfaces of clients that bind it go to them as tablet tool events
  /// (``WaylandTablet``). Call it once, when the compositor has a pen.
  public func serveTabletProtocol(on display: OpaquePointer, name: String = "touchway pen") {
    guard tablet == nil else { return }
    tablet = WaylandTablet(display: display, wlrSeat: wlrSeat, name: name)
  }
}
