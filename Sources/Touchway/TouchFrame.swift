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
  /// Pens that came near the glass or left it with this frame, applied before its
  /// contacts (``Seat/penEnteredProximity(_:over:)``); usually empty.
  public var penProximity: [PenProximity] = []

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
    if !penProximity.isEmpty { penProximity.removeAll() }
  }
}

extension TouchContact {
  /// The contact id of a pen's touches: one per kind of tool (`kind`, libinput's tool type:
  /// 1 a pen, 2 its eraser…), above any seat slot libinput hands fingers.
  public static func penID(toolKind kind: Int) -> Int { 1_000 + kind }
}

/// A pen coming into proximity of a screen, or leaving it (libinput's tablet tool
/// proximity): what palm rejection acts on. A hovering pen is not a touch.
public struct PenProximity: Hashable, Sendable {
  /// The pen, by the contact id its touches carry.
  public var pen: Int
  /// The screen the pen is over, in screen points; `nil` when it left.
  public var screen: Rect?

  /// Creates a change.
  public init(pen: Int, screen: Rect?) {
    self.pen = pen
    self.screen = screen
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
  /// For a pen's tip on the glass, its force and angles; `nil` for a finger. A contact
  /// with a sample makes a touch of type ``Touch/TouchType/pencil``.
  public var pen: PenSample?

  /// Creates a change.
  public init(id: Int, change: Change, location: Point? = nil, pen: PenSample? = nil) {
    self.id = id
    self.change = change
    self.location = location
    self.pen = pen
  }
}
