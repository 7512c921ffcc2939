import Foundation
public import Touchway
import TouchwayOnScreenKeyboard

/// Turns a ``GestureScript`` into the evdev frames a touchscreen would send for it: a
/// ``SyntheticRecording`` of one ``TouchscreenModel``, mapped onto an output of a given
/// size as libinput maps it, with the script's markers as comments.
///
/// The frames are what the kernel writes for a protocol B device: a slot change only when
/// the slot changes, only the axes that changed, `BTN_TOUCH` when the first finger lands
/// and the last lifts, and `ABS_X`/`ABS_Y` following the oldest finger.
public struct GestureSynthesizer {
  /// The time between two frames of a moving finger: a 100 Hz touchscreen.
  public static let frameInterval = 0.01
  /// The most frames a recording gets: a few minutes of ten moving fingers.
  public static let maximumFrames = 200_000
  /// The longest script, first step to last, in seconds.
  public static let maximumLength = 3_600.0

  private let model: TouchscreenModel
  private let size: Size
  private var device: SyntheticRecording.Device
  private var markers: [ScriptMarker] = []
  private var file = ""
  private var line = 0
  /// When the next step starts.
  private var cursor = 0.0
  /// The script's fingers that are down (`down`), and their slots.
  private var heldFingers: [Int: (slot: Int, line: Int)] = [:]
  /// The changes of `down`, `move` and `up` lines not yet written.
  private var pending: [(slot: Int, change: Change)] = []
  private var slots: [Int: SlotState] = [:]
  private var currentSlot = 0
  private var nextTrackingID = 1
  private var pointerEmulation: (x: Int, y: Int)?

  private enum Change {
    case down(Point)
    case move(Point)
    case up
  }

  private struct SlotState {
    var trackingID: Int
    var x: Int
    var y: Int
  }

  /// A synthesizer for `model`'s device mapped onto an output of `size` points.
  public init(model: TouchscreenModel, size: Size) {
    self.model = model
    self.size = size
    device = model.device
  }

  /// The recording of `script`.
  public static func recording(
    of script: GestureScript, model: TouchscreenModel, size: Size
  ) throws(ScriptError) -> SyntheticRecording {
    var synthesizer = GestureSynthesizer(model: model, size: size)
    synthesizer.file = script.file
    for (line, step) in script.steps {
      synthesizer.line = line
      try synthesizer.perform(step)
    }
    try synthesizer.flush()
    if let (finger, held) = synthesizer.heldFingers.min(by: { $0.key < $1.key }) {
      throw ScriptError(
        file: script.file, line: held.line,
        message: "finger \(finger) goes down here and is still down at the end of the script")
    }
    var recording = SyntheticRecording(synthesizer.device)
    recording.comments = synthesizer.markers.map(\.comment)
    return recording
  }

  private mutating func perform(_ step: GestureScript.Step) throws(ScriptError) {
    switch step {
    case .down(let finger, let point):
      guard heldFingers[finger] == nil else { throw error("finger \(finger) is already down") }
      let slot = try freeSlots(1)[0]
      heldFingers[finger] = (slot, line)
      pending.append((slot, .down(point)))
      return
    case .move(let finger, let point):
      guard let held = heldFingers[finger] else { throw error("finger \(finger) is not down") }
      pending.append((held.slot, .move(point)))
      return
    case .up(let finger):
      guard let held = heldFingers.removeValue(forKey: finger) else {
        throw error("finger \(finger) is not down")
      }
      pending.append((held.slot, .up))
      return
    default:
      try flush()
    }
    switch step {
    case .tap(let point):
      try press([point], for: 0.08)
    case .doubleTap(let point):
      try press([point], for: 0.08)
      cursor += 0.1
      try press([point], for: 0.08)
    case .longPress(let point, let duration):
      try press([point], for: duration)
    case .drag(let from, let to, let duration, let profile):
      try move([from], to: [to], duration: duration, profile: profile)
    case .swipe(let fingers, let from, let to, let duration):
      // Side by side across the direction of the swipe, 60 points apart.
      let vertical = abs(to.y - from.y) >= abs(to.x - from.x)
      let offsets = (0..<fingers).map { 60 * (Double($0) - Double(fingers - 1) / 2) }
      func spread(_ point: Point) -> [Point] {
        offsets.map {
          clamped(point.offsetBy(dx: vertical ? $0 : 0, dy: vertical ? 0 : $0))
        }
      }
      try move(spread(from), to: spread(to), duration: duration, profile: .linear)
    case .pinch(let center, let from, let to, let duration):
      try turn(center: center, distances: (from, to), degrees: 0, duration: duration)
    case .rotate(let center, let distance, let degrees, let duration):
      try turn(
        center: center, distances: (distance, distance), degrees: degrees, duration: duration)
    case .edgeSwipe(let edge, let duration):
      let (from, to) = edgeSwipe(edge)
      try move([from], to: [to], duration: duration, profile: .linear)
    case .wait(let seconds):
      cursor += seconds
    case .type(let text):
      try type(text)
    case .marker(let action):
      guard markers.count < ScriptMarker.maximumCount else {
        throw error("more than \(ScriptMarker.maximumCount) markers")
      }
      markers.append(ScriptMarker(time: cursor, action: action))
    case .down, .move, .up:
      break
    }
    guard cursor <= Self.maximumLength else {
      throw error("the script is longer than \(Int(Self.maximumLength)) seconds here")
    }
  }

  private func error(_ message: String) -> ScriptError {
    ScriptError(file: file, line: line, message: message)
  }

  /// Fingers on `points` for `duration` seconds.
  private mutating func press(_ points: [Point], for duration: Double) throws(ScriptError) {
    let fingers = try freeSlots(points.count)
    try write(Array(zip(fingers, points.map(Change.down))))
    cursor += duration
    try write(fingers.map { ($0, .up) })
    cursor += Self.frameInterval
  }

  /// Fingers down on `from`, moved to `to` in `duration` seconds, frame by frame, then
  /// lifted.
  private mutating func move(
    _ from: [Point], to: [Point], duration: Double, profile: GestureScript.Profile
  ) throws(ScriptError) {
    try path(from.count, duration: duration) { fraction in
      let progress = Self.progress(fraction, profile)
      return zip(from, to).map { start, end in
        start.offsetBy(dx: (end.x - start.x) * progress, dy: (end.y - start.y) * progress)
      }
    }
  }

  /// Two fingers around `center`, their distance and angle changing together.
  private mutating func turn(
    center: Point, distances: (Double, Double), degrees: Double, duration: Double
  ) throws(ScriptError) {
    try path(2, duration: duration) { [size] fraction in
      let progress = Self.progress(fraction, .ease)
      let radius = (distances.0 + (distances.1 - distances.0) * progress) / 2
      let angle = degrees * progress * .pi / 180
      let (dx, dy) = (radius * cos(angle), radius * sin(angle))
      return [center.offsetBy(dx: dx, dy: dy), center.offsetBy(dx: -dx, dy: -dy)].map {
        Self.clamp($0, to: size)
      }
    }
  }

  /// `count` fingers down at `positions(0)`, one frame each `frameInterval` along
  /// `positions` to `positions(1)`, then lifted.
  private mutating func path(
    _ count: Int, duration: Double, positions: (Double) -> [Point]
  ) throws(ScriptError) {
    let fingers = try freeSlots(count)
    let start = cursor
    try write(Array(zip(fingers, positions(0).map(Change.down))))
    let steps = max(1, Int((duration / Self.frameInterval).rounded()))
    for step in 1...steps {
      cursor = start + duration * Double(step) / Double(steps)
      try write(Array(zip(fingers, positions(Double(step) / Double(steps)).map(Change.move))))
    }
    cursor += Self.frameInterval
    try write(fingers.map { ($0, .up) })
    cursor += Self.frameInterval
  }

  private static func progress(_ fraction: Double, _ profile: GestureScript.Profile) -> Double {
    switch profile {
    case .linear: fraction
    case .ease: fraction * fraction * (3 - 2 * fraction)
    case .flick: fraction * fraction
    }
  }

  private func edgeSwipe(_ edge: GestureScript.Edge) -> (Point, Point) {
    let (width, height) = (size.width, size.height)
    return switch edge {
    case .left: (Point(x: 0, y: height / 2), Point(x: width / 3, y: height / 2))
    case .right: (Point(x: width - 1, y: height / 2), Point(x: width * 2 / 3, y: height / 2))
    case .top: (Point(x: width / 2, y: 0), Point(x: width / 2, y: height / 3))
    case .bottom: (Point(x: width / 2, y: height - 1), Point(x: width / 2, y: height * 2 / 3))
    }
  }

  /// Taps on the built-in keyboard's keys, where it shows on this output: a capital
  /// after `shift` (which lasts one key), digits and signs on the symbols page, which the
  /// step leaves for the letters page again at its end.
  private mutating func type(_ text: String) throws(ScriptError) {
    let keyboard = OnScreenKeyboard.frame(on: size)
    func centres(_ layout: KeyboardLayout) -> [String: Point] {
      var centres: [String: Point] = [:]
      for (key, frame) in layout.frames(in: keyboard.size) {
        centres[key.label] = Point(
          x: frame.minX + frame.size.width / 2,
          y: keyboard.minY + frame.minY + frame.size.height / 2)
      }
      return centres
    }
    let letters = centres(.letters)
    let symbols = centres(.symbols)
    var onSymbols = false
    for character in text {
      let label = character == " " ? "space" : String(character)
      let lower = String(character).lowercased()
      var taps: [Point?]
      if onSymbols, let key = symbols[label] {
        taps = [key]
      } else if let key = letters[label] {
        taps = (onSymbols ? [symbols["letters"]] : []) + [key]
        onSymbols = false
      } else if character.isUppercase, lower.count == 1, let key = letters[lower] {
        taps = (onSymbols ? [symbols["letters"]] : []) + [letters["shift"], key]
        onSymbols = false
      } else if let key = symbols[label] {
        taps = [letters["symbols"], key]
        onSymbols = true
      } else {
        throw error(
          "cannot type '\(FileDiagnostic.escaped(String(character)))': the built-in keyboard has no such key"
        )
      }
      for tap in taps { try typeKey(tap) }
    }
    if onSymbols { try typeKey(symbols["letters"]) }
  }

  /// A tap on a key, one every 0.2 s.
  private mutating func typeKey(_ centre: Point?) throws(ScriptError) {
    try press([centre!], for: 0.06)
    cursor += 0.13
  }

  private func clamped(_ point: Point) -> Point { Self.clamp(point, to: size) }

  private static func clamp(_ point: Point, to size: Size) -> Point {
    Point(x: min(max(point.x, 0), size.width - 1), y: min(max(point.y, 0), size.height - 1))
  }

  /// The lowest `count` slots no finger holds.
  private func freeSlots(_ count: Int) throws(ScriptError) -> [Int] {
    let held = Set(slots.keys).union(heldFingers.values.map(\.slot)).union(pending.map(\.slot))
    let free = (0..<model.slots).filter { !held.contains($0) }.prefix(count)
    guard free.count == count else {
      throw error("\(model.name) tracks \(model.slots) fingers; this needs \(count) more")
    }
    return Array(free)
  }

  /// Writes the pending `down`, `move` and `up` lines as one frame.
  private mutating func flush() throws(ScriptError) {
    guard !pending.isEmpty else { return }
    let changes = pending
    pending = []
    try write(changes)
    cursor += Self.frameInterval
  }

  /// Writes one frame at the cursor, as the kernel would for these changes.
  private mutating func write(_ changes: [(slot: Int, change: Change)]) throws(ScriptError) {
    var events: [SyntheticRecording.Event] = []
    let wasTouching = !slots.isEmpty
    for (slot, change) in changes {
      var slotEvents: [SyntheticRecording.Event] = []
      switch change {
      case .down(let point):
        let (x, y) = deviceCoordinates(point)
        slots[slot] = SlotState(trackingID: nextTrackingID, x: x, y: y)
        slotEvents = [.trackingID(nextTrackingID), .x(x), .y(y)]
        nextTrackingID = nextTrackingID % 65_535 + 1
      case .move(let point):
        guard var state = slots[slot] else { continue }
        let (x, y) = deviceCoordinates(point)
        if x != state.x { slotEvents.append(.x(x)) }
        if y != state.y { slotEvents.append(.y(y)) }
        (state.x, state.y) = (x, y)
        slots[slot] = state
      case .up:
        guard slots.removeValue(forKey: slot) != nil else { continue }
        slotEvents = [.trackingID(-1)]
      }
      guard !slotEvents.isEmpty else { continue }
      if slot != currentSlot { events.append(.slot(slot)) }
      currentSlot = slot
      events += slotEvents
    }
    guard !events.isEmpty else { return }
    if wasTouching != !slots.isEmpty { events.append(.touch(!slots.isEmpty)) }
    // The kernel's pointer emulation follows the oldest contact.
    if let oldest = slots.values.min(by: { $0.trackingID < $1.trackingID }) {
      if oldest.x != pointerEmulation?.x { events.append(.absX(oldest.x)) }
      if oldest.y != pointerEmulation?.y { events.append(.absY(oldest.y)) }
      pointerEmulation = (oldest.x, oldest.y)
    }
    guard device.frames.count < Self.maximumFrames else {
      throw error("the recording would have more than \(Self.maximumFrames) frames here")
    }
    device.frames.append(
      SyntheticRecording.Frame(microseconds: Int((cursor * 1_000_000).rounded()), events: events))
  }

  /// The device's axis values for a point of the output, inverting libinput's scaling
  /// (`(value - minimum) × size / (maximum - minimum + 1)`).
  private func deviceCoordinates(_ point: Point) -> (Int, Int) {
    func scale(_ value: Double, _ length: Double, _ code: Int) -> Int {
      let info = device.absinfo[code] ?? [0, Int(length) - 1]
      let range = Double(info[1] - info[0] + 1)
      return min(info[0] + Int((value * range / length).rounded()), info[1])
    }
    return (scale(point.x, size.width, 0x35), scale(point.y, size.height, 0x36))
  }
}
