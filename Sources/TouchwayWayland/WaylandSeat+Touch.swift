internal import CWaylandServer
import Touchway

extension WaylandSeat: SeatObserver {
  /// Delivers one input frame (`Seat/process(_:)`); the frame's end sends `wl_touch.frame`
  /// to each client that was sent touch events in it.
  public func process(_ frame: TouchFrame) {
    seat.process(frame)
  }

  /// Fires the core seat's timers due by `time` (`Seat/advance(to:)`), each ending a frame.
  public func advance(to time: TimeInterval) {
    seat.advance(to: time)
  }

  /// When the core seat's next timer is due: call ``advance(to:)`` then.
  public var nextDeadline: TimeInterval? { seat.nextDeadline }

  /// Cancels the touches for which `shouldCancel` is true (`Seat/cancelTouches(where:)`);
  /// clients that had one get `wl_touch.cancel`.
  public func cancelTouches(where shouldCancel: @escaping (Touch) -> Bool) {
    seat.cancelTouches(where: shouldCancel)
  }

  /// Cancels every touch (`Seat/interrupt()`).
  public func interrupt() {
    seat.interrupt()
  }

  /// The core seat ended a frame, whichever path fed it: the clients get theirs.
  public func seatDidEndFrame(_ seat: Seat) {
    flushTouchFrames()
  }

  /// Sends one `wl_touch.frame` to each client sent touch events since the last one.
  func flushTouchFrames() {
    for client in framePending where client.needsTouchFrame {
      client.needsTouchFrame = false
      client.touchDevices.forEachResource { wl_touch_send_frame($0) }
    }
    framePending.removeAll(keepingCapacity: true)
  }

  // MARK: The responder side of SurfaceView

  /// Sends `wl_touch.down` for touches that began on `view`, if its client has a
  /// `wl_touch`; returns false if the client has none, so the touches go on along the
  /// responder chain.
  func sendDown(_ touches: TouchSet, on view: SurfaceView, with event: TouchEvent) -> Bool {
    let client = view.client
    guard event.seat === seat, client.isConnected, !client.touchDevices.isEmpty,
      let surface = view.surface?.resource
    else { return false }
    let serial = display.nextSerial()
    for touch in touches {
      let id = client.touchPoints.begin(touch, on: view, serial: serial)
      let location = touch.location(in: view)
      let time = milliseconds(touch.timestamp)
      client.touchDevices.forEachResource {
        wl_touch_send_down(
          $0, serial, time, surface, id, wl_fixed_from_double(location.x),
          wl_fixed_from_double(location.y))
      }
    }
    needsFrame(client)
    return true
  }

  /// Sends `wl_touch.motion` for the client's touches; returns those that are not the
  /// client's (their began went on along the responder chain, or the client declined
  /// them), which go on too.
  func sendMotion(_ touches: TouchSet, on view: SurfaceView, with event: TouchEvent) -> TouchSet {
    forEachPoint(of: touches, on: view) { client, point, touch in
      let location = touch.location(in: point.surface)
      let time = milliseconds(touch.timestamp)
      client.touchDevices.forEachResource {
        wl_touch_send_motion(
          $0, time, point.id, wl_fixed_from_double(location.x), wl_fixed_from_double(location.y))
      }
      needsFrame(client)
    }
  }

  /// Sends `wl_touch.up` for the client's touches, whose ids are then free; returns the
  /// others.
  func sendUp(_ touches: TouchSet, on view: SurfaceView, with event: TouchEvent) -> TouchSet {
    var serial: UInt32?
    return forEachPoint(of: touches, on: view, removing: true) { client, point, touch in
      let upSerial = serial ?? display.nextSerial()
      serial = upSerial
      let time = milliseconds(touch.timestamp)
      client.touchDevices.forEachResource { wl_touch_send_up($0, upSerial, time, point.id) }
      needsFrame(client)
    }
  }

  /// A cancelled touch of the client: `wl_touch.cancel` ends all of the client's touch
  /// points, so the seat cancels its other touches too, and nothing more is sent for them.
  /// If a gesture took the touch, the surface's responder object says which kind first.
  /// Returns the touches that are not the client's.
  func sendCancel(_ touches: TouchSet, on view: SurfaceView, with event: TouchEvent) -> TouchSet {
    forEachPoint(of: touches, on: view, removing: true) { client, point, touch in
      if let gesture = touch.takingGesture {
        point.surface.surface?.responder?.sendTouchTaken(gesture)
      }
      cancelAllTouches(of: client)
    }
  }

  private func cancelAllTouches(of client: WaylandClient) {
    client.touchDevices.forEachResource { wl_touch_send_cancel($0) }
    // The cancel discards what the frame would have completed.
    client.needsTouchFrame = false
    client.touchPoints.silenceAll()
    seat.cancelTouches { client.touchPoints.isSilenced($0) }
  }

  /// Calls `body` for each touch of `touches` that is an active, not silenced point of the
  /// view's client; removes the points of all of them if `removing`. Returns the touches
  /// that are no points of the client's.
  private func forEachPoint(
    of touches: TouchSet, on view: SurfaceView, removing: Bool = false,
    _ body: (WaylandClient, TouchPoints.Entry, Touch) -> Void
  ) -> TouchSet {
    let client = view.client
    let others = nonPoints(in: touches, of: client)
    for touch in touches {
      guard let index = client.touchPoints.index(of: touch) else { continue }
      let point = client.touchPoints[index]
      if removing { client.touchPoints.remove(at: index) }
      if !point.isSilenced { body(client, point, touch) }
    }
    return others
  }

  /// The touches that are no points of the client's: usually none or all, which cost
  /// nothing; a copy when the set mixes both.
  private func nonPoints(in touches: TouchSet, of client: WaylandClient) -> TouchSet {
    let isOthers = { (touch: Touch) in client.touchPoints.index(of: touch) == nil }
    switch touches.count(where: isOthers) {
    case 0: return TouchSet()
    case touches.count: return touches
    default: return TouchSet(touches.filter(isOthers))
    }
  }

  private func needsFrame(_ client: WaylandClient) {
    guard !client.needsTouchFrame else { return }
    client.needsTouchFrame = true
    framePending.append(client)
  }
}
