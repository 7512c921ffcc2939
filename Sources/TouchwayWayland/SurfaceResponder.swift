internal import CWaylandServer
import Touchway
internal import WaylandProtocols.Server

/// A client's `touchway_responder_v1` for one surface: the surface's touch flags and
/// gesture exclusion (double-buffered, in the surface's pending state), declined touch
/// points, and the kind of gesture that took the client's touches.
///
/// Once the surface is destroyed the object is inert: requests do nothing, no events go out.
final class SurfaceResponder: ResourceObject {
  private weak var surfaceStorage: Surface?
  private let seat: WaylandSeat

  init(resource: OpaquePointer, client: WaylandClient, surface: Surface, seat: WaylandSeat) {
    surfaceStorage = surface
    self.seat = seat
    super.init(resource: resource, client: client, implementation: Self.requests)
    surface.responder = self
  }

  /// The surface, while it exists.
  private var surface: Surface? {
    surfaceStorage?.resource == nil ? nil : surfaceStorage
  }

  /// The surface goes back to the compositor's flags, and loses its exclusion, on its
  /// next commit.
  override func resourceDestroyed() {
    if let surface {
      surface.responder = nil
      surface.pending.responder = ResponderState(reverts: true)
    }
    super.resourceDestroyed()
  }

  /// `touch_taken`: a gesture of `kind` took a touch point of the surface; the client's
  /// `wl_touch.cancel` follows.
  func sendTouchTaken(_ kind: SystemGesture) {
    guard let resource, surface != nil else { return }
    touchway_responder_v1_send_touch_taken(resource, kind.protocolValue.rawValue)
  }

  // MARK: Requests

  /// Sets one flag of the pending state, or posts `invalid_state` for a value that is no
  /// `state`.
  private func setFlag(
    _ flag: WritableKeyPath<ResponderState, Bool?>, _ value: UInt32, request: String
  ) {
    guard let surface else { return }
    guard let enabled = Self.flagValue(value) else {
      postError(
        TOUCHWAY_RESPONDER_V1_ERROR_INVALID_STATE.rawValue,
        "\(request) with \(value), which is neither disabled (0) nor enabled (1)")
      return
    }
    surface.pending.responder[keyPath: flag] = enabled
  }

  private func setGestureExclusion(_ regionResource: OpaquePointer?) {
    guard let surface else { return }
    let region = regionResource.map { RegionResource.from($0).region } ?? Region()
    guard !region.hasNegativeSize else {
      postError(
        TOUCHWAY_RESPONDER_V1_ERROR_INVALID_REGION.rawValue,
        "set_gesture_exclusion with a region of negative width or height")
      return
    }
    surface.pending.responder.gestureExclusion = region
  }

  /// Releases the point if it is still this surface's, then hands its touch on.
  private func decline(serial: UInt32, id: Int32) {
    guard let resource, let view = surface?.view else { return }
    guard client.touchPoints.wasSent(id) else {
      postError(
        TOUCHWAY_RESPONDER_V1_ERROR_INVALID_TOUCH.rawValue,
        "decline of touch point \(id), which \(client) was never sent")
      return
    }
    guard let touch = client.touchPoints.release(id: id, serial: serial, on: view) else { return }
    touchway_responder_v1_send_released(resource, id)
    seat.handOff(touch, declinedOn: view)
  }

  private static func flagValue(_ value: UInt32) -> Bool? {
    switch value {
    case TOUCHWAY_RESPONDER_V1_STATE_DISABLED.rawValue: false
    case TOUCHWAY_RESPONDER_V1_STATE_ENABLED.rawValue: true
    default: nil
    }
  }

  nonisolated(unsafe) private static let requests = implementation(
    touchway_responder_v1_interface(
      destroy: destroyRequest,
      set_exclusive_touch: { _, resource, value in
        from(resource).setFlag(\.isExclusiveTouch, value, request: "set_exclusive_touch")
      },
      set_multiple_touch: { _, resource, value in
        from(resource).setFlag(\.isMultipleTouchEnabled, value, request: "set_multiple_touch")
      },
      set_user_interaction: { _, resource, value in
        from(resource).setFlag(\.isUserInteractionEnabled, value, request: "set_user_interaction")
      },
      set_gesture_exclusion: { _, resource, region in
        from(resource).setGestureExclusion(region)
      },
      decline: { _, resource, serial, id in from(resource).decline(serial: serial, id: id) }))
}

extension SystemGesture {
  /// The protocol's `gesture` value.
  fileprivate var protocolValue: touchway_responder_v1_gesture {
    switch self {
    case .back: TOUCHWAY_RESPONDER_V1_GESTURE_BACK
    case .home: TOUCHWAY_RESPONDER_V1_GESTURE_HOME
    case .switcher: TOUCHWAY_RESPONDER_V1_GESTURE_SWITCHER
    case .other: TOUCHWAY_RESPONDER_V1_GESTURE_OTHER
    }
  }
}
