internal import CWaylandServer
import Touchway

extension WaylandSeat {
  /// Delivers one input frame (`Seat/process(_:)`), then sends `wl_touch.frame` to each
  /// client that was sent touch events in it.
  public func process(_ frame: TouchFrame) {
    seat.process(frame)
    flushTouchFrames()
  }

  /// Fires the core seat's timers due by `time` (`Seat/advance(to:)`), then sends the
  /// frames.
  public func advance(to time: TimeInterval) {
    seat.advance(to: time)
    flushTouchFrames()
  }

  /// When the core seat's next timer is due: call ``advance(to:)`` then.
  public var nextDeadline: TimeInterval? { seat.nextDeadline }

  /// Cancels the touches for which `shouldCancel` is true (`Seat/cancelTouches(where:)`);
  /// clients that had one get `wl_touch.cancel`.
  public func cancelTouches(where shouldCancel: @escaping (Touch) -> Bool) {
    seat.cancelTouches(where: shouldCancel)
    flushTouchFrames()
  }

  /// Cancels every touch (`Seat/interrupt()`).
  public func interrupt() {
    seat.interrupt()
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
      let id = client.touchPoints.begin(touch, on: view)
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

  /// Sends `wl_touch.motion` for the client's touches; returns false if some touch is not
  /// the client's (its began went on along the responder chain), so they go on too.
  func sendMotion(_ touches: TouchSet, on view: SurfaceView, with event: TouchEvent) -> Bool {
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

  /// Sends `wl_touch.up` for the client's touches, whose ids are then free.
  func sendUp(_ touches: TouchSet, on view: SurfaceView, with event: TouchEvent) -> Bool {
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
  func sendCancel(_ touches: TouchSet, on view: SurfaceView, with event: TouchEvent) -> Bool {
    forEachPoint(of: touches, on: view, removing: true) { client, _, _ in
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
  /// view's client; removes the points of all of them if `removing`. Returns false if some
  /// touch is no point of the client's.
  private func forEachPoint(
    of touches: TouchSet, on view: SurfaceView, removing: Bool = false,
    _ body: (WaylandClient, TouchPoints.Entry, Touch) -> Void
  ) -> Bool {
    let client = view.client
    var allTheClients = true
    for touch in touches {
      guard let index = client.touchPoints.index(of: touch) else {
        allTheClients = false
        continue
      }
      let point = client.touchPoints[index]
      if removing { client.touchPoints.remove(at: index) }
      if !point.isSilenced { body(client, point, touch) }
    }
    return allTheClients
  }

  private func needsFrame(_ client: WaylandClient) {
    guard !client.needsTouchFrame else { return }
    client.needsTouchFrame = true
    framePending.append(client)
  }
}
