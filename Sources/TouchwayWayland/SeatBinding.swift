internal import CWaylandServer

/// A client's `wl_seat`: tells the client what devices the seat has and makes its
/// `wl_touch`, `wl_pointer` and `wl_keyboard` objects.
final class SeatBinding: ResourceObject {
  /// The version of `wl_seat` (and its devices) the server implements.
  static let version: Int32 = 8

  let seat: WaylandSeat

  init(resource: OpaquePointer, client: WaylandClient, seat: WaylandSeat) {
    self.seat = seat
    super.init(resource: resource, client: client, implementation: Self.requests)
    seat.bindings.append(self)
    sendCapabilities()
    if version >= 2 { wl_seat_send_name(resource, seat.name) }
  }

  func sendCapabilities() {
    if let resource { wl_seat_send_capabilities(resource, seat.capabilities.rawValue) }
  }

  override func resourceDestroyed() {
    seat.bindings.removeAll { $0 === self }
    super.resourceDestroyed()
  }

  /// Makes a device object; asking for a kind of device the seat never had is an error
  /// (`missing_capability`). One asked for while the device is away sends nothing.
  private func getDevice(_ kind: SeatDevice.Kind, id: UInt32) {
    guard seat.everHadCapabilities.contains(kind.capability) else {
      postError(WL_SEAT_ERROR_MISSING_CAPABILITY.rawValue, "the seat never had a \(kind)")
      return
    }
    guard let resource = makeResource(client, kind.interface, version: version, id: id) else {
      return
    }
    _ = SeatDevice(resource: resource, client: client, seat: seat, kind: kind)
  }

  nonisolated(unsafe) private static let requests = implementation(
    wl_seat_interface(
      get_pointer: { _, resource, id in from(resource).getDevice(.pointer, id: id) },
      get_keyboard: { _, resource, id in from(resource).getDevice(.keyboard, id: id) },
      get_touch: { _, resource, id in from(resource).getDevice(.touch, id: id) },
      release: destroyRequest))
}
