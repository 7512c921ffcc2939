import Touchway

/// Gathers libinput's touch events into `TouchFrame`s and remembers which device each
/// active touch came from, so that a device that goes away cancels its touches exactly
/// once, whether or not libinput cancelled them itself.
///
/// Contacts are identified by libinput's seat slot. A change for a touch that is not
/// active (an up after the device's touches were cancelled, a duplicate cancel) is
/// dropped, so the seat sees every touch begin once and end once. Events that libinput
/// does not close with a `TOUCH_FRAME` join the next frame. Once its buffers have grown,
/// it allocates nothing.
struct TouchFrameAssembler {
  /// The frame being gathered.
  private(set) var frame = TouchFrame(time: 0)
  /// The touches down now: seat slot and device.
  private var active: [(id: Int, device: ObjectIdentifier)] = []

  init() {
    active.reserveCapacity(16)
  }

  /// Whether any touch of `device` is down.
  func hasTouches(of device: ObjectIdentifier) -> Bool {
    active.contains { $0.device == device }
  }

  /// Adds a down, motion, up or cancel of `device`'s touch, unless it contradicts what
  /// the touch did so far.
  mutating func append(_ contact: TouchContact, from device: ObjectIdentifier) {
    let index = active.firstIndex { $0.id == contact.id && $0.device == device }
    switch (contact.change, index) {
    case (.down, nil):
      guard !active.contains(where: { $0.id == contact.id }) else { return }
      active.append((contact.id, device))
    case (.motion, _?):
      break
    case (.up, let index?), (.cancel, let index?):
      active.remove(at: index)
    default:
      return
    }
    frame.append(contact)
  }

  /// Cancels every touch of `device` still down, in the frame being gathered.
  mutating func cancelTouches(of device: ObjectIdentifier) {
    for touch in active where touch.device == device {
      frame.append(TouchContact(id: touch.id, change: .cancel))
    }
    active.removeAll { $0.device == device }
  }

  /// Ends the frame at `time`; returns whether it has contacts to deliver. Deliver
  /// ``frame``, then call ``startNextFrame()``.
  mutating func finishFrame(at time: TimeInterval) -> Bool {
    frame.time = time
    return !frame.contacts.isEmpty
  }

  /// Forgets the delivered frame's contacts, keeping their storage (nothing else may hold
  /// the frame by then, or its storage is copied).
  mutating func startNextFrame() {
    frame.removeAll()
  }
}
