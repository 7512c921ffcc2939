import Touchway

/// The tree most scenarios use (responder-semantics part B): window W (400×600) holding R,
/// which holds A and B; B holds C and D; D holds E. Every view handles touches.
final class StandardScene {
  let log = Log()
  let application = Application()
  let window: Window
  let seat: Seat
  let views: [String: RecordingView]
  private var frame = TouchFrame(time: 0)

  init() {
    window = Window(frame: Rect(x: 0, y: 0, width: 400, height: 600), name: "W")
    let log = self.log
    func view(_ name: String, _ x: Double, _ y: Double, _ w: Double, _ h: Double) -> RecordingView {
      RecordingView(name, Rect(x: x, y: y, width: w, height: h), log: log)
    }
    let r = view("R", 0, 0, 400, 600)
    let a = view("A", 10, 10, 300, 200)
    let b = view("B", 10, 240, 300, 200)
    let c = view("C", 10, 10, 120, 180)
    let d = view("D", 170, 10, 120, 180)
    let e = view("E", 30, 40, 60, 100)
    window.addSubview(r)
    r.addSubview(a)
    r.addSubview(b)
    b.addSubview(c)
    b.addSubview(d)
    d.addSubview(e)
    views = ["R": r, "A": a, "B": b, "C": c, "D": d, "E": e]
    application.addWindow(window)
    seat = Seat(application: application)
    seat.addObserver(log)
  }

  subscript(name: String) -> RecordingView { views[name]! }

  /// Attaches a recognizer named `name` to a view and logs its actions.
  func attach<G: GestureRecognizer>(_ recognizer: G, _ name: String, to view: String) -> G {
    recognizer.name = name
    self[view].addGestureRecognizer(recognizer)
    log.watch(recognizer)
    return recognizer
  }

  func down(_ time: Double, _ fingers: (Int, Double, Double)...) {
    send(
      time, fingers.map { TouchContact(id: $0.0, change: .down, location: Point(x: $0.1, y: $0.2)) }
    )
  }

  func move(_ time: Double, _ fingers: (Int, Double, Double)...) {
    send(
      time,
      fingers.map { TouchContact(id: $0.0, change: .motion, location: Point(x: $0.1, y: $0.2)) })
  }

  func up(_ time: Double, _ ids: Int...) {
    send(time, ids.map { TouchContact(id: $0, change: .up) })
  }

  func cancel(_ time: Double, _ ids: Int...) {
    send(time, ids.map { TouchContact(id: $0, change: .cancel) })
  }

  /// A pen's tip at one place with a force: touched down, moved (the same contact id),
  /// or lifted.
  func pen(
    _ time: Double, _ id: Int, _ change: TouchContact.Change, _ x: Double, _ y: Double,
    force: Double
  ) {
    send(
      time,
      [
        TouchContact(
          id: id, change: change, location: Point(x: x, y: y), pen: PenSample(force: force))
      ])
  }

  /// Runs the clock on until no timer is pending.
  func finish() {
    while let deadline = seat.nextDeadline { seat.advance(to: deadline) }
  }

  func send(_ time: Double, _ contacts: [TouchContact]) {
    frame.removeAll()
    frame.time = time
    for contact in contacts { frame.append(contact) }
    seat.process(frame)
  }
}
