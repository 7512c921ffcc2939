internal import CLibinput
import Glibc
import Touchway

extension LiveInput {
  /// Wraps a device libinput has just taken, and configures it.
  func register(_ pointer: OpaquePointer) -> InputDevice {
    let device = InputDevice(pointer, context: context)
    devices.append(device)
    configure(device)
    return device
  }

  func deviceAdded(_ device: InputDevice) {
    logger.info("input device added: \(device.name) (\(device.nodePath ?? device.systemName))")
    updateCapabilities()
    delegate?.liveInput(self, didAdd: device)
  }

  /// Cancels what the device left down, then lets it go.
  func deviceRemoved(_ device: InputDevice) {
    logger.info("input device removed: \(device.name) (\(device.nodePath ?? device.systemName))")
    let id = ObjectIdentifier(device)
    if touches.hasTouches(of: id) {
      logger.info("cancelling the touches libinput left down on \(device.name)")
    }
    touches.cancelTouches(of: id)
    deliverTouchFrame(at: Self.now())
    devices.removeAll { $0 === device }
    updateCapabilities()
    delegate?.liveInput(self, didRemove: device)
  }

  /// A node of the path backend hung up: its device is removed, since only udev would
  /// tell libinput that it is gone.
  func nodeHungUp(_ path: String) {
    let resolved = realpath(path, nil).map { pointer in
      defer { free(pointer) }
      return String(cString: pointer)
    }
    guard let device = devices.first(where: { $0.nodePath == path || $0.nodePath == resolved })
    else { return }
    logger.info("\(path) hung up (\(device.name) unplugged?)")
    try? context.removeDevice(device.pointer)
  }

  /// Applies the configuration's calibration (or udev's) and output to a device.
  func configure(_ device: InputDevice) {
    applyCalibration(to: device)
    map(device)
  }

  private func applyCalibration(to device: InputDevice) {
    let configured = configuration.calibration(for: device)
    guard device.isCalibratable else {
      if configured != nil {
        logger.warning("\(device.name) is not an absolute device; its calibration is ignored")
      }
      return
    }
    let matrix = configured ?? device.defaultCalibration
    if !device.setCalibration(matrix) {
      logger.error("libinput refused the calibration matrix \(matrix) for \(device.name)")
    }
  }

  private func map(_ device: InputDevice) {
    let wanted = configuration.output(for: device) ?? device.udevOutputName
    if let wanted, let output = outputs.first(where: { $0.name == wanted }) {
      device.output = output
      return
    }
    device.output = outputs.first
    if let wanted, let output = device.output {
      logger.warning(
        "\(device.name) belongs on output \(wanted), which is absent; using \(output.name)")
    }
  }

  /// Remaps the devices and keeps the pointer on the outputs (in the middle of the first,
  /// when there were none).
  func outputsChanged(from old: [OutputGeometry]) {
    devices.forEach(map)
    if old.isEmpty, let first = outputs.first {
      let frame = first.frame
      pointer.jump(
        to: Point(x: frame.minX + frame.width / 2, y: frame.minY + frame.height / 2),
        within: outputs)
    } else {
      pointer.jump(to: pointer.location, within: outputs)
    }
  }

  private func updateCapabilities() {
    let now = devices.reduce(into: InputCapabilities()) { $0.formUnion($1.capabilities) }
    guard now != capabilities else { return }
    capabilities = now
    delegate?.liveInput(self, didChange: now)
  }
}
