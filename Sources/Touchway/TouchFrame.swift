/// One batch of touch changes that arrive together: everything libinput reports up to a
/// `LIBINPUT_EVENT_TOUCH_FRAME`, or one entry of a script.
///
/// A producer keeps one frame and refills it (``append(_:)``, then
/// ``Seat/process(draining:)``, which empties it) so that feeding the ``Seat`` allocates
/// nothing once the contact buffer has grown.
public struct TouchFrame: Sendable {
  /// When the frame happened, in seconds.
  public var time: TimeInterval
  /// The changes, in the order the device reported them.
  public var contacts: ArraySlice<TouchContact> { storage[..<count] }
  // The storage keeps the contacts of earlier frames past `count`, and new ones overwrite
  // them: emptying an array while keeping its capacity goes through its generic
  // `replaceSubrange`. The seat reads the two directly: the slice retained and released
  // the storage.
  @usableFromInline var storage: [TouchContact]
  @usableFromInline var count: Int

  /// Creates a frame with the given changes.
  public init(time: TimeInterval, contacts: [TouchContact] = []) {
    self.time = time
    storage = contacts
    count = contacts.count
  }

  /// Adds one change.
  // Inlined into the producer: the call was a third of the cost of adding a contact.
  @inlinable @inline(__always)
  public mutating func append(_ contact: TouchContact) {
    if count < storage.count {
      storage[count] = contact
    } else {
      storage.append(contact)
    }
    count += 1
  }

  /// Forgets the changes but keeps their storage for the next frame.
  public mutating func removeAll() {
    count = 0
  }
}

/// One finger's change within a ``TouchFrame``.
public struct TouchContact: Hashable, Sendable {
  /// What happened to the finger.
  public enum Change: Hashable, Sendable {
    /// The finger touched the screen (libinput `TOUCH_DOWN`).
    case down
    /// The finger moved (libinput `TOUCH_MOTION`).
    case motion
    /// The finger left the screen (libinput `TOUCH_UP`); a location, when given, is its last.
    case up
    /// The device gave up on the finger (libinput `TOUCH_CANCEL`, a palm, a removed device).
    case cancel
  }

  /// The finger's identifier while it is down: libinput's seat slot, or a script's finger
  /// id. It may be used again once the finger is up or cancelled.
  public var id: Int
  /// What happened.
  public var change: Change
  /// Where, in screen points; `nil` for an up or cancel that does not move the finger.
  public var location: Point?

  /// Creates a change.
  public init(id: Int, change: Change, location: Point? = nil) {
    self.id = id
    self.change = change
    self.location = location
  }
}
