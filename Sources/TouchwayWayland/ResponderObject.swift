internal import CWaylandServer
internal import CWlroots
import Touchway
internal import WaylandProtocols.Interfaces
internal import WaylandProtocols.Server

/// A surface's `touchway_responder_v1`: the client's say in how its surface's view takes
/// touches (flags, declined points, gesture exclusion), and where it hears which gesture
/// took its touches.
final class ResponderObject: ResourceOwner {
  private(set) var resource: OpaquePointer?
  let surface: UnsafeMutablePointer<wlr_surface>
  /// The seat, borrowed; empty once the seat is gone, and the object changes nothing then.
  private let seatLink: SeatLink
  private var pending = ResponderState()
  /// What the last commit made current; the surface's view takes it at once, and when it
  /// is placed.
  private(set) var current = ResponderState()
  private var commitListener: Listener?
  private var surfaceDestroyListener: Listener?

  init(resource: OpaquePointer, surface: UnsafeMutablePointer<wlr_surface>, seat: WaylandSeat) {
    self.resource = resource
    self.surface = surface
    seatLink = seat.link
    commitListener = Listener(signal(surface, \.events.commit)) { [unowned self] _ in
      current.apply(pending)
      pending = ResponderState()
      self.seat?.responderStateChanged(on: surface)
    }
    surfaceDestroyListener = Listener(signal(surface, \.events.destroy)) { [unowned self] _ in
      detach()
    }
    seat.responderObjects[surface] = self
    own(resource, requests: Self.requests)
  }

  func resourceDestroyed() {
    resource = nil
    detach()
  }

  /// The object no longer speaks for the surface: the view's own flags come back.
  private func detach() {
    guard let seat, isAttached else { return }
    seat.responderObjects[surface] = nil
    commitListener = nil
    surfaceDestroyListener = nil
    current = ResponderState()
    seat.responderStateChanged(on: surface)
  }

  private var seat: WaylandSeat? { seatLink.seat?.takeUnretainedValue() }

  private var isAttached: Bool { seat?.responderObjects[surface] === self }

  /// A gesture recognizer of the compositor took the surface's touches.
  func sendTouchTaken(_ kind: SystemGesture) {
    guard let resource, isAttached else { return }
    touchway_responder_v1_send_touch_taken(resource, kind.protocolValue.rawValue)
  }

  private func postError(_ code: touchway_responder_v1_error, _ message: String) {
    guard let resource else { return }
    log.warning("protocol error: touchway_responder_v1@\(wl_resource_get_id(resource)): \(message)")
    touchway_resource_post_error(resource, code.rawValue, message)
  }

  // MARK: Requests

  private func setFlag(
    _ flag: WritableKeyPath<ResponderState, Bool?>, _ value: UInt32, request: String
  ) {
    guard isAttached else { return }
    switch value {
    case TOUCHWAY_RESPONDER_V1_STATE_DISABLED.rawValue: pending[keyPath: flag] = false
    case TOUCHWAY_RESPONDER_V1_STATE_ENABLED.rawValue: pending[keyPath: flag] = true
    default:
      postError(
        TOUCHWAY_RESPONDER_V1_ERROR_INVALID_STATE,
        "\(request) with \(value), which is neither disabled (0) nor enabled (1)")
    }
  }

  private func setGestureExclusion(_ region: OpaquePointer?) {
    guard isAttached else { return }
    pending.gestureExclusion = region.map { Region(wlr_region_from_resource($0)) } ?? Region()
  }

  private func decline(serial: UInt32, id: Int32) {
    guard let resource, let seat, isAttached else { return }
    switch seat.decline(id: id, serial: serial, on: surface) {
    case .released:
      touchway_responder_v1_send_released(resource, id)
    case .neverSent:
      postError(
        TOUCHWAY_RESPONDER_V1_ERROR_INVALID_TOUCH,
        "decline of touch point \(id), which the client was never sent")
    case .stale:
      break
    }
  }

  nonisolated(unsafe) static let requests: UnsafeRawPointer = {
    let table = UnsafeMutablePointer<touchway_responder_v1_interface>.allocate(capacity: 1)
    table.initialize(
      to: touchway_responder_v1_interface(
        destroy: { _, resource in wl_resource_destroy(resource) },
        set_exclusive_touch: { _, resource, value in
          from(resource)?.setFlag(\.isExclusiveTouch, value, request: "set_exclusive_touch")
        },
        set_multiple_touch: { _, resource, value in
          from(resource)?.setFlag(\.isMultipleTouchEnabled, value, request: "set_multiple_touch")
        },
        set_user_interaction: { _, resource, value in
          from(resource)?.setFlag(
            \.isUserInteractionEnabled, value, request: "set_user_interaction")
        },
        set_gesture_exclusion: { _, resource, region in
          from(resource)?.setGestureExclusion(region)
        },
        decline: { _, resource, serial, id in from(resource)?.decline(serial: serial, id: id) }))
    return UnsafeRawPointer(table)
  }()

  /// The object of `resource`; `nil` for an inert one, made after its seat went.
  private static func from(_ resource: OpaquePointer?) -> ResponderObject? {
    implementation(of: resource)
  }
}

extension SystemGesture {
  fileprivate var protocolValue: touchway_responder_v1_gesture {
    switch self {
    case .back: TOUCHWAY_RESPONDER_V1_GESTURE_BACK
    case .home: TOUCHWAY_RESPONDER_V1_GESTURE_HOME
    case .switcher: TOUCHWAY_RESPONDER_V1_GESTURE_SWITCHER
    case .other: TOUCHWAY_RESPONDER_V1_GESTURE_OTHER
    }
  }
}
