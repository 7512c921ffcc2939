internal import CWaylandServer
internal import CWlroots
internal import WaylandProtocols.Interfaces
internal import WaylandProtocols.Server

/// The text-input globals wlroots 0.15 does not serve, for the clients that speak no v3:
/// `zwp_text_input_manager_v1` (Debian 12's Qt 6.4, weston-editor, which refuses to start
/// without it) and `zwp_text_input_manager_v2` (KDE's, which Qt 5 speaks). Each text
/// input they create is the relay's (``WaylandTextInputV1``, ``WaylandTextInputV2``).
final class TextInputManager {
  /// Which protocol a manager serves.
  enum Version { case v1, v2 }

  unowned let relay: TextInputRelay
  private let version: Version
  private var global: Global?

  init(display: OpaquePointer, relay: TextInputRelay, version: Version) {
    self.relay = relay
    self.version = version
    global = Global(
      display: display, interface: version.managerInterface, version: 1,
      requests: version.requests, owner: self)
  }

  private func createTextInput(_ manager: OpaquePointer, id: UInt32) {
    guard let resource = newResource(madeBy: manager, version.textInputInterface, id: id)
    else { return }
    switch version {
    case .v1: relay.added(WaylandTextInputV1(resource: resource, relay: relay))
    case .v2: relay.added(WaylandTextInputV2(resource: resource, relay: relay))
    }
  }

  /// A text input for the client of `manager`, the relay's; an inert one once the relay
  /// that served the global is gone.
  private static func createTextInput(_ version: Version, on manager: OpaquePointer?, id: UInt32) {
    guard let owner: TextInputManager = implementation(of: manager) else {
      return newInertResource(
        madeBy: manager!, version.textInputInterface, id: id, requests: version.textInputRequests)
    }
    owner.createTextInput(manager!, id: id)
  }

  nonisolated(unsafe) fileprivate static let v1Requests: UnsafeRawPointer = {
    let table = UnsafeMutablePointer<zwp_text_input_manager_v1_interface>.allocate(capacity: 1)
    table.initialize(
      to: zwp_text_input_manager_v1_interface(
        create_text_input: { _, resource, id in createTextInput(.v1, on: resource, id: id) }))
    return UnsafeRawPointer(table)
  }()

  // v2's get_text_input names a seat: the kiosk has one, so every text input is its.
  nonisolated(unsafe) fileprivate static let v2Requests: UnsafeRawPointer = {
    let table = UnsafeMutablePointer<zwp_text_input_manager_v2_interface>.allocate(capacity: 1)
    table.initialize(
      to: zwp_text_input_manager_v2_interface(
        destroy: { _, resource in wl_resource_destroy(resource) },
        get_text_input: { _, resource, id, _ in createTextInput(.v2, on: resource, id: id) }))
    return UnsafeRawPointer(table)
  }()
}

extension TextInputManager.Version {
  fileprivate var managerInterface: UnsafePointer<wl_interface> {
    switch self {
    case .v1: touchway_zwp_text_input_manager_v1_interface()
    case .v2: touchway_zwp_text_input_manager_v2_interface()
    }
  }

  fileprivate var textInputInterface: UnsafePointer<wl_interface> {
    switch self {
    case .v1: touchway_zwp_text_input_v1_interface()
    case .v2: touchway_zwp_text_input_v2_interface()
    }
  }

  fileprivate var textInputRequests: UnsafeRawPointer {
    switch self {
    case .v1: WaylandTextInputV1.requests
    case .v2: WaylandTextInputV2.requests
    }
  }

  fileprivate var requests: UnsafeRawPointer {
    switch self {
    case .v1: TextInputManager.v1Requests
    case .v2: TextInputManager.v2Requests
    }
  }
}
