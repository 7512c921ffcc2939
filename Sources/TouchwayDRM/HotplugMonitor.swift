internal import CUdev
import Glibc
import Logging

/// Watches udev for DRM devices whose screens come and go, or that go away themselves.
///
/// Serve ``fileDescriptor`` from the event loop and call ``dispatch(_:)`` when it is
/// readable; hand the events to ``DRMOutput/handleHotplug(_:)``.
public final class HotplugMonitor {
  private let udev: OpaquePointer
  private let monitor: OpaquePointer

  /// Starts listening to udev's announcements about the `drm` subsystem
  /// (`udev_monitor_new_from_netlink`).
  public init() throws(DRMError) {
    guard let udev = udev_new() else { throw DRMError.callFailed(call: "udev_new", errno: errno) }
    guard let monitor = udev_monitor_new_from_netlink(udev, "udev") else {
      let code = errno
      udev_unref(udev)
      throw DRMError.callFailed(call: "udev_monitor_new_from_netlink", errno: code)
    }
    self.udev = udev
    self.monitor = monitor
    try DRMError.check(
      "udev_monitor_filter_add_match_subsystem_devtype(drm)",
      udev_monitor_filter_add_match_subsystem_devtype(monitor, "drm", nil))
    try DRMError.check(
      "udev_monitor_enable_receiving", udev_monitor_enable_receiving(monitor))
  }

  deinit {
    udev_monitor_unref(monitor)
    udev_unref(udev)
  }

  /// Readable when udev has news.
  public var fileDescriptor: Int32 { udev_monitor_get_fd(monitor) }

  /// Hands each waiting announcement about a device node to `handle`, without waiting.
  public func dispatch(_ handle: (HotplugEvent) -> Void) {
    while let device = udev_monitor_receive_device(monitor) {
      defer { udev_device_unref(device) }
      guard let node = udev_device_get_devnode(device), let action = udev_device_get_action(device)
      else { continue }
      let kind: HotplugEvent.Kind? =
        switch String(cString: action) {
        case "change": .changed
        case "remove": .removed
        default: nil
        }
      if let kind { handle(HotplugEvent(kind: kind, devicePath: String(cString: node))) }
    }
  }
}

extension HotplugMonitor {
  /// A monitor, or `nil` with a warning when udev cannot give one: the compositor runs
  /// on without noticing screens plugged in or out.
  public static func openIfPossible(logger: Logger) -> HotplugMonitor? {
    do {
      return try HotplugMonitor()
    } catch {
      logger.warning("screens plugged in or out will go unnoticed: \(error)")
      return nil
    }
  }
}
