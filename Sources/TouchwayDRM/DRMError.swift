import Glibc
import TouchwaySession

/// Why the display could not be set up or used: each case names what failed.
public enum DRMError: Error, Equatable, CustomStringConvertible {
  /// A libdrm or system call failed with `errno` (`drmModeSetCrtc`, `mmap`, ...).
  case callFailed(call: String, errno: Int32)
  /// The session would not open a device.
  case session(SessionError)
  /// No DRM device with outputs was found in `directory`; `tried` says why each candidate
  /// was passed over.
  case noDevice(directory: String, tried: [String])
  /// No connector has a screen attached; `connectors` names each with its state.
  case noConnectedOutput(connectors: [String])
  /// No connector has the requested name.
  case unknownOutput(name: String, available: [String])
  /// The requested connector has no screen attached.
  case outputDisconnected(name: String)
  /// The connector offers no mode that matches the request.
  case modeUnavailable(request: ModeRequest, output: String, available: [DisplayMode])
  /// No display controller (CRTC) can drive the connector.
  case noCRTC(output: String)

  /// What went wrong, in a sentence.
  public var description: String {
    switch self {
    case .callFailed(let call, let code):
      "\(call) failed: \(String(cString: strerror(code))) (errno \(code))"
    case .session(let error):
      "\(error)"
    case .noDevice(let directory, let tried):
      "no DRM device with outputs in \(directory)"
        + (tried.isEmpty ? "" : " (" + tried.joined(separator: "; ") + ")")
    case .noConnectedOutput(let connectors):
      "no output has a screen connected ("
        + (connectors.isEmpty ? "no connectors" : connectors.joined(separator: ", ")) + ")"
    case .unknownOutput(let name, let available):
      "there is no output \(name); outputs: \(available.joined(separator: ", "))"
    case .outputDisconnected(let name):
      "output \(name) has no screen connected"
    case .modeUnavailable(let request, let output, let available):
      "output \(output) has no mode \(request); modes: "
        + available.map(\.description).joined(separator: ", ")
    case .noCRTC(let output):
      "no display controller (CRTC) can drive output \(output)"
    }
  }

  /// Whether the device itself is gone (unplugged, driver unbound), so that nothing on it
  /// will work again.
  public var isDeviceGone: Bool {
    guard case .callFailed(_, let code) = self else { return false }
    return code == ENODEV || code == ENXIO
  }

  /// Whether the call failed because this process is not the display's master right now
  /// (its session was paused under it).
  public var isNotMaster: Bool {
    guard case .callFailed(_, let code) = self else { return false }
    return code == EACCES || code == EPERM
  }

  /// The error of `call` when its C result is negative (`errno`, or minus the result for
  /// libdrm calls that return `-errno`, tells why); otherwise the result.
  @discardableResult
  static func check(_ call: @autoclosure () -> String, _ result: Int32) throws(DRMError) -> Int32 {
    guard result >= 0 else {
      throw DRMError.callFailed(call: call(), errno: result == -1 ? errno : -result)
    }
    return result
  }
}
