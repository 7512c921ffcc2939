import Foundation
import PNGTestSupport
import Testing
import TouchwayTestSupport

/// Typing on the touchscreen: a text field that takes text brings up a keyboard, the
/// keyboard's keys type into it, and a tap elsewhere puts it away.
@Suite(
  .serialized,
  .disabled(
    if: ProcessInfo.processInfo.environment["TOUCHWAY_SKIP_REAL_APPS"] == "1",
    "TOUCHWAY_SKIP_REAL_APPS=1"))
struct KeyboardTests {
  static let gtk3 = ["python3-gi", "gir1.2-gtk-3.0"]

  /// wvkbd-mobintl as the external keyboard: a layer surface 240 high at the bottom of
  /// the 800 × 480 output, whose virtual keyboard types; `h` and `i` where its
  /// landscape layout puts them.
  @Test func wvkbdTypesIntoAGtkEntry() throws {
    let wvkbd = (h: (x: 496, y: 380), i: (x: 610, y: 340))
    let app = RealApp.python("entry_app.py", "gtk3", "hi", packages: Self.gtk3 + ["wvkbd"])
    let recording = try Gestures.typing([wvkbd.h, wvkbd.i], named: "wvkbd-hi.yml")
    guard
      let run = try app.run(
        replaying: recording, exitAfter: 30,
        extraOptions: ["--keyboard", "wvkbd-mobintl -L 240"])
    else { return }
    #expect(run.saw("text hi"), "\(run)")
    #expect(run.saw("blurred"), "\(run)")
    // The toplevel gets the space above the keyboard.
    #expect(run.saw("size 800 240"), "\(run)")
  }

  /// squeekboard (Phosh's keyboard) as the external keyboard: it needs a D-Bus session bus
  /// (`dbus-run-session`) and `screen-keyboard-enabled` in its settings (a GSettings key
  /// file here); it comes up over the bottom half of the 800 × 480 output when the entry
  /// takes text, and its `h` and `i` type into it.
  @Test func squeekboardTypesIntoAGtkEntry() throws {
    let squeekboard = (h: (x: 480, y: 330), i: (x: 600, y: 270))
    let settings = try TemporaryFile.directory()
    let keyfile = settings.appendingPathComponent("glib-2.0/settings/keyfile")
    try FileManager.default.createDirectory(
      at: keyfile.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data("[org/gnome/desktop/a11y/applications]\nscreen-keyboard-enabled=true\n".utf8)
      .write(to: keyfile)
    let app = RealApp.python(
      "entry_app.py", "gtk3", "hi", packages: Self.gtk3 + ["squeekboard", "dbus-daemon"])
    // squeekboard shows itself a second or two after the entry takes text, and may hide
    // and show again once as the entry's state arrives.
    let recording = try Gestures.typing(
      [squeekboard.h, squeekboard.i], warmUp: 2, keyboardDelay: 3, named: "squeekboard-hi.yml")
    let keyboard =
      "dbus-run-session -- env GSETTINGS_BACKEND=keyfile XDG_CONFIG_HOME=\(settings.path) squeekboard"
    guard
      let run = try app.run(
        replaying: recording, exitAfter: 30,
        extraOptions: ["--keyboard", keyboard, "--exit-after-replay", "1"])
    else { return }
    #expect(run.run.standardError.contains("layer surface osk mapped"), "\(run)")
    #expect(run.saw("text hi"), "\(run)")
    #expect(run.saw("blurred"), "\(run)")
  }

  /// The built-in keyboard: a tap on the entry brings it up and the app gets the space
  /// above it; taps on `h` and `i`, where `--print-keyboard` says they are, type `hi`
  /// through text-input-v3; a tap on the button takes the focus from the entry, and the
  /// keyboard goes: the bottom rows are the app's again.
  @Test func theBuiltinKeyboardTypesIntoAGtkEntry() throws {
    let app = RealApp.python("entry_app.py", "gtk3", "hi", "restore", packages: Self.gtk3)
    guard
      let run = try typeWithTheBuiltinKeyboard(
        ["h", "i"], into: app, named: "builtin-hi.yml", exitAfterReplay: 2,
        extraOptions: ["--screenshot", KioskRun.screenshotPath])
    else { return }
    #expect(run.saw("restored"), "the app back at full height: \(run)")
    #expect(run.saw("text hi"), "\(run)")
    #expect(run.saw("blurred"), "\(run)")
    #expect(run.saw("size 800 288"), "the app above the keyboard: \(run)")
    #expect(run.run.standardOutput.contains(#"keyboard commit "h""#), "\(run)")
    let picture = try DecodedPNG(try #require(run.run.screenshot, "no screenshot: \(run)"))
    // The keyboard's background is near black; the GTK button under it is light.
    let bottom = picture.pixel(400, 470)
    #expect(bottom[0] > 128 && bottom[1] > 128 && bottom[2] > 128, "bottom row \(bottom)")
  }

  /// The built-in keyboard is drawn above every client: a grey layer surface from a second
  /// client, on the overlay layer over the bottom half of the screen, is under the
  /// keyboard once it shows (none of the keyboard's pixels is the overlay's grey), and the
  /// keys type.
  @Test func anOverlayOfAnotherClientDoesNotCoverTheBuiltinKeyboard() throws {
    let entry = RealApp.python("entry_app.py", "gtk3", "hi", packages: Self.gtk3)
    let hostile = KioskRun.productsDirectory.appendingPathComponent("touchway-hostile-client")
    let app = RealApp(
      packages: entry.packages,
      command: ["/bin/sh", "-c", #""$0" overlay bottom > /dev/null && exec "$@""#, hostile.path]
        + entry.command)
    guard
      let run = try runWithTheBuiltinKeyboard(
        app, [.tap(400, 60), .key("h"), .key("i")], named: "builtin-under-overlay.yml",
        extraOptions: [
          "--screenshot", KioskRun.screenshotPath, "--allow-privileged", "layer-shell",
        ])
    else { return }
    #expect(run.run.standardError.contains("layer surface touchway.hostile mapped"), "\(run)")
    #expect(run.saw("text hi"), "\(run)")
    let picture = try DecodedPNG(try #require(run.run.screenshot, "no screenshot: \(run)"))
    let keyboardTop = try #require(Self.builtinKeys().values.map(\.y).min())
    for x in stride(from: 5, to: 800, by: 40) {
      for y in stride(from: keyboardTop, to: 480, by: 20) {
        #expect(picture.pixel(x, y) != [128, 128, 128], "the overlay at \(x),\(y)")
      }
    }
  }

  /// An X11 app (Tk through Xwayland) has no text input protocol: a tap on its entry
  /// focuses it, the swipe up from the bottom edge brings up the built-in keyboard for
  /// the focused window, the window gets the space above it, and the keys arrive as key
  /// events.
  @Test(.enabled(if: XwaylandSockets.available, "Xwayland cannot open X's sockets here"))
  func theBuiltinKeyboardTypesIntoAnX11Entry() throws {
    let app = RealApp.python("x11_app.py", "entry", "hi", packages: X11AppTests.tk)
    guard
      let run = try runWithTheBuiltinKeyboard(
        app, [.tap(400, 180), .tap(400, 60), Self.keyboardSwipe, .key("h"), .key("i")],
        named: "builtin-x11-hi.yml")
    else { return }
    #expect(run.saw("focused"), "\(run)")
    #expect(run.run.standardOutput.contains(" keyboard shown\n"), "\(run)")
    #expect(run.saw("size 800 288"), "the window above the keyboard: \(run)")
    #expect(run.saw("text hi"), "\(run)")
  }

  /// A tap on a Tk window gives it the keyboard focus but brings up no keyboard: X11
  /// says nothing of text fields, and a keyboard for every tap would cover the app. The
  /// tap at the bottom of the screen, where the keys would be, reaches the app's button,
  /// and the window keeps the whole output.
  @Test(.enabled(if: XwaylandSockets.available, "Xwayland cannot open X's sockets here"))
  func aTapOnAnX11WindowBringsUpNoKeyboard() throws {
    let app = RealApp.python("x11_app.py", "focus", packages: X11AppTests.tk)
    guard
      let run = try runWithTheBuiltinKeyboard(
        app, [.tap(400, 180), .tap(400, 60), .tap(400, 440), .tap(400, 60), .tap(400, 440)],
        named: "builtin-x11-tap.yml")
    else { return }
    #expect(run.saw("clicked"), "the bottom of the screen was the app's: \(run)")
    #expect(keyboardVisibility(run).isEmpty, "\(run)")
    #expect(run.lines("size") == ["size 800 480"], "\(run)")
  }

  /// The swipe up from the bottom edge that asks for the built-in keyboard.
  static let keyboardSwipe = KeyboardStep.gesture(.swipe(from: (400, 478), to: (400, 300)))

  /// A keyboard the hide key put away comes back for the swipe in from the bottom edge,
  /// or from the top edge when the back gesture has the bottom, the GTK entry still its
  /// text input, and its keys type.
  @Test(arguments: [
    ("left", keyboardSwipe),
    ("bottom", KeyboardStep.gesture(.swipe(from: (400, 2), to: (400, 180)))),
  ])
  func theKeyboardSwipeBringsBackAHiddenKeyboard(backEdge: String, swipe: KeyboardStep) throws {
    let app = RealApp.python("entry_app.py", "gtk3", "hi", packages: Self.gtk3)
    guard
      let run = try runWithTheBuiltinKeyboard(
        app,
        [.tap(400, 180), .tap(400, 60), .key("hide"), swipe, .key("h"), .key("i"), .tap(400, 180)],
        named: "builtin-swipe.yml", extraOptions: ["--back-edge", backEdge])
    else { return }
    #expect(keyboardVisibility(run) == ["shown", "hidden", "shown", "hidden"], "\(run)")
    #expect(run.saw("text hi"), "\(run)")
    #expect(run.saw("blurred"), "\(run)")
  }

  /// On a panel mounted a quarter turn (`--transform 90`), the keyboard is laid out on
  /// the 480 × 800 screen the panel shows, and `--print-keyboard --transform 90` says
  /// where its keys are on the panel: taps there type `hi`. The panel's point (x, y)
  /// shows the screen's (480 − y, x): the entry's centre (240, 60) is the panel's
  /// (60, 240), and the screen's (240, 200), on the button, the panel's (200, 240).
  @Test func theBuiltinKeyboardTypesOnAPanelTurnedAQuarter() throws {
    let app = RealApp.python("entry_app.py", "gtk3", "hi", packages: Self.gtk3)
    guard
      let run = try typeWithTheBuiltinKeyboard(
        ["h", "i"], into: app, named: "turned-hi.yml", entry: (60, 240), button: (200, 240),
        transform: "90")
    else { return }
    #expect(run.saw("text hi"), "\(run)")
    #expect(run.saw("blurred"), "\(run)")
  }

  /// The centre of each key of the built-in keyboard on the 800 × 480 panel turned by
  /// `transform`, from `touchway-kiosk --print-keyboard`.
  static func builtinKeys(transform: String = "normal") throws -> [String: (x: Int, y: Int)] {
    let run = try KioskRun(
      "touchway-kiosk", ["--print-keyboard", "--size", "800x480", "--transform", transform],
      clean: true)
    try #require(run.status == 0, "\(run.standardError)")
    var keys: [String: (x: Int, y: Int)] = [:]
    for line in run.standardOutput.split(separator: "\n") {
      let fields = line.split(separator: " ")
      let numbers = fields.dropFirst().compactMap { Int($0) }
      guard fields.count == 5, numbers.count == 4 else { continue }
      keys[String(fields[0])] = (numbers[0] + numbers[2] / 2, numbers[1] + numbers[3] / 2)
    }
    return keys
  }

  /// `app` in the kiosk with the built-in keyboard, replaying ``Gestures/typing`` with taps
  /// on the keys labelled `labels`, where `--print-keyboard` says they are; `nil` (with a
  /// recorded issue) when the app's packages are missing.
  func typeWithTheBuiltinKeyboard(
    _ labels: [String], into app: RealApp, named name: String, warmUp: Int = 1,
    entry: (x: Int, y: Int) = (400, 60), button: (x: Int, y: Int) = (400, 180),
    exitAfter: Double = 30, exitAfterReplay: Int = 1, transform: String = "normal",
    extraOptions: [String] = []
  ) throws -> AppRun? {
    let keys = try Self.builtinKeys(transform: transform)
    let taps = try labels.map { try #require(keys[$0], "no key \($0)") }
    let recording = try Gestures.typing(
      taps, warmUp: warmUp, entry: entry, button: button, named: name)
    return try app.run(
      replaying: recording, exitAfter: exitAfter,
      extraOptions: [
        "--keyboard", "builtin", "--exit-after-replay", String(exitAfterReplay),
        "--transform", transform,
      ] + extraOptions)
  }

  /// `app` in the kiosk with the built-in keyboard, replaying `steps`, in which a tap on
  /// a key is `.key(label)`; `nil` (with a recorded issue) when the app's packages are
  /// missing.
  func runWithTheBuiltinKeyboard(
    _ app: RealApp, _ steps: [KeyboardStep], named name: String, extraOptions: [String] = []
  ) throws -> AppRun? {
    let keys = try Self.builtinKeys()
    let gestures = try steps.map { step -> Gestures.Step in
      switch step {
      case .key(let label):
        let key = try #require(keys[label], "no key \(label)")
        return .tap(x: key.x, y: key.y)
      case .gesture(let gesture): return gesture
      }
    }
    return try app.run(
      replaying: try Gestures.steps(gestures, named: name), exitAfter: 30,
      extraOptions: ["--keyboard", "builtin", "--exit-after-replay", "1"] + extraOptions)
  }

  /// A step of ``runWithTheBuiltinKeyboard(_:_:named:extraOptions:)``.
  enum KeyboardStep {
    case key(String)
    case gesture(Gestures.Step)

    static func tap(_ x: Int, _ y: Int) -> KeyboardStep { .gesture(.tap(x: x, y: y)) }
  }

  /// What the kiosk's trace says of the built-in keyboard's coming and going, in order:
  /// `shown` and `hidden`.
  func keyboardVisibility(_ run: AppRun) -> [String] {
    run.run.standardOutput.split(separator: "\n").compactMap { line in
      line.hasSuffix(" keyboard shown")
        ? "shown" : line.hasSuffix(" keyboard hidden") ? "hidden" : nil
    }
  }

  /// An app that focuses its entry by itself at start (gnome-calculator does) is not
  /// covered by the keyboard: a tap at the bottom of the screen, where the keyboard would
  /// be, reaches the app's button. A tap on the entry (GTK enables its text input again:
  /// the field asks for its keyboard) brings the keyboard up, and its keys type.
  @Test func anEntryFocusedAtStartGetsTheKeyboardWhenTapped() throws {
    let app = RealApp.python("entry_app.py", "gtk3", "hi", "focused", packages: Self.gtk3)
    guard
      let run = try runWithTheBuiltinKeyboard(
        app, [.tap(400, 440), .tap(400, 60), .key("h"), .key("i")],
        named: "builtin-focused-at-start.yml")
    else { return }
    #expect(run.saw("clicked"), "the bottom of the screen was the app's: \(run)")
    #expect(run.saw("text hi"), "\(run)")
    let lines = run.run.standardOutput.split(separator: "\n")
    let clicked = try #require(lines.firstIndex(of: "clicked"), "\(run)")
    let shown = try #require(
      lines.firstIndex { $0.hasSuffix(" keyboard shown") }, "never shown: \(run)")
    #expect(clicked < shown, "shown before the tap on the entry: \(run)")
  }

  /// The hide key puts the keyboard away, the entry keeping the focus; a tap on the entry
  /// brings it back; the back gesture puts it away, and the next back gesture goes back
  /// (`--back-command` runs once); a tap on the entry brings it back again for typing.
  @Test func theHideKeyAndTheBackGestureHideTheKeyboard() throws {
    let app = RealApp.python("entry_app.py", "gtk3", "hi", packages: Self.gtk3)
    let back = KeyboardStep.gesture(.swipe(from: (2, 60), to: (300, 60)))
    guard
      let run = try runWithTheBuiltinKeyboard(
        app,
        [
          .tap(400, 180), .tap(400, 60), .key("hide"), .tap(400, 60), back, back,
          .tap(400, 60), .key("h"), .key("i"), .tap(400, 180),
        ], named: "builtin-hide.yml", extraOptions: ["--back-command", "echo went-back"])
    else { return }
    #expect(
      keyboardVisibility(run) == ["shown", "hidden", "shown", "hidden", "shown", "hidden"],
      "\(run)")
    #expect(run.lines("went-back").count == 1, "\(run)")
    #expect(run.saw("text hi"), "\(run)")
    #expect(run.saw("blurred"), "\(run)")
  }

  /// Qt decides itself when its input panel shows, and says so over text-input v2 and v1
  /// (`show_input_panel`, `hide_input_panel`): the app puts the keyboard away after the
  /// first letter, and its button (which leaves the focus on the entry) brings it back
  /// for the second.
  @Test(arguments: [
    ("qt5", nil, ["python3-pyqt5", "qtwayland5"]),
    ("qt6", "zwp_text_input_v1", ["python3-pyqt6", "qt6-wayland"]),
  ])
  func qtsInputPanelRequestsShowAndHideTheKeyboard(
    toolkit: String, protocol: String?, packages: [String]
  ) throws {
    let app = Self.qtEntry(toolkit, "panel", textInput: `protocol`, packages: packages)
    guard
      let run = try runWithTheBuiltinKeyboard(
        app, [.tap(400, 180), .tap(400, 60), .key("h"), .tap(400, 180), .key("i")],
        named: "builtin-qt-panel.yml")
    else { return }
    #expect(run.saw("panel hidden"), "\(run)")
    #expect(run.saw("text hi"), "\(run)")
    #expect(Array(keyboardVisibility(run).prefix(3)) == ["shown", "hidden", "shown"], "\(run)")
  }

  /// Chromium with its Wayland IME on text-input-v3: a tap on the page's `<input>`
  /// brings up the built-in keyboard, `h` and `i` type into it, a tap on the button
  /// takes the focus and the keyboard goes.
  @Test func theBuiltinKeyboardTypesIntoChromium() throws {
    let app = try Browser.chromium.app(
      opening: RealApp.page("entry.html"),
      arguments: ["--enable-wayland-ime", "--wayland-text-input-version=3"])
    guard
      let run = try typeWithTheBuiltinKeyboard(
        ["h", "i"], into: app, named: "chromium-hi.yml", warmUp: 3, exitAfter: 40,
        exitAfterReplay: 2)
    else { return }
    #expect(run.titles.contains("text=hi"), "\(run)")
    #expect(run.titles.contains("blurred text=hi"), "\(run)")
    #expect(run.run.standardOutput.contains(#"keyboard commit "i""#), "\(run)")
  }

  /// `Apps/entry_app.py` with Qt (`qt5`, `qt6`) typing `hi`, with `options`, told to take
  /// the text-input protocol `textInput` (`QT_WAYLAND_TEXT_INPUT_PROTOCOL`) if given.
  static func qtEntry(
    _ toolkit: String, _ options: String..., textInput: String?, packages: [String]
  ) -> RealApp {
    let app = RealApp.python("entry_app.py", [toolkit, "hi"] + options, packages: packages)
    guard let textInput else { return app }
    return RealApp(
      packages: packages,
      command: ["/usr/bin/env", "QT_WAYLAND_TEXT_INPUT_PROTOCOL=\(textInput)"] + app.command)
  }

  /// Debian 12's Qt speaks no text-input v3, but v2 (KDE's; Qt 5 and 6.4) and v1 (Qt
  /// 6.4), which the kiosk serves itself: Qt 5 as it chooses (v2), Qt 6 told to take v1
  /// (`QT_WAYLAND_TEXT_INPUT_PROTOCOL`; by itself it prefers v2), so that both protocols
  /// meet a client that shows what it got. A focused `QLineEdit` becomes the text input,
  /// the built-in keyboard comes up, its `h` and `i` arrive as `commit_string`s, backspace
  /// as the `BackSpace` keysym takes the `i` away again, and the tap on the button puts
  /// the keyboard away.
  @Test(arguments: [
    ("qt6", "zwp_text_input_v1", ["python3-pyqt6", "qt6-wayland"]),
    ("qt5", nil, ["python3-pyqt5", "qtwayland5"]),
  ])
  func theBuiltinKeyboardTypesIntoAQtEntry(
    toolkit: String, protocol: String?, packages: [String]
  ) throws {
    let app = Self.qtEntry(toolkit, textInput: `protocol`, packages: packages)
    guard
      let run = try typeWithTheBuiltinKeyboard(
        ["h", "i", "backspace"], into: app, named: "builtin-\(toolkit)-hi.yml")
    else { return }
    #expect(run.saw("platform wayland"), "\(run)")
    #expect(run.run.standardOutput.contains(" keyboard shown\n"), "\(run)")
    #expect(run.run.standardOutput.contains(#"keyboard commit "i""#), "\(run)")
    #expect(run.saw("text hi"), "\(run)")
    #expect(run.lines("text").last == "text h", "\(run)")
    #expect(run.saw("blurred"), "\(run)")
    #expect(run.run.standardOutput.contains(" keyboard hidden\n"), "\(run)")
  }

  /// A window that keeps its size (Qt's fixed size) with its entry at the bottom, under
  /// where the keyboard comes: the kiosk lifts it until the caret is above the keyboard,
  /// the keys still type into it, and it comes back down when the keyboard goes.
  @Test func aWindowThatKeepsItsSizeIsLiftedAboveTheKeyboard() throws {
    let app = RealApp.python(
      "entry_app.py", "qt6", "hi", "bottom", packages: ["python3-pyqt6", "qt6-wayland"])
    guard
      let run = try typeWithTheBuiltinKeyboard(
        ["h", "i"], into: app, named: "builtin-qt-lift.yml", entry: (400, 420),
        button: (400, 100))
    else { return }
    #expect(run.saw("size 800 480"), "\(run)")
    #expect(!run.saw("size 800 288"), "the window kept its size: \(run)")
    let lifts = run.run.standardOutput.split(separator: "\n").compactMap { line in
      line.split(separator: " ").dropFirst().starts(with: ["python3", "lifted"])
        ? Int(line.split(separator: " ").last!) : nil
    }
    // The caret (the entry's text line, near y 420) above the keyboard's top (288).
    #expect(lifts.first.map { (120...200).contains($0) } == true, "\(lifts): \(run)")
    #expect(lifts.last == 0, "back down: \(run)")
    #expect(run.saw("text hi"), "\(run)")
    #expect(run.saw("blurred"), "\(run)")
  }

  /// A lifted window comes back down as soon as the hide key puts the keyboard away, not
  /// when its client next draws or its field resigns.
  @Test func aLiftedWindowComesDownWhenTheKeyboardIsHidden() throws {
    let app = RealApp.python(
      "entry_app.py", "qt6", "hi", "bottom", packages: ["python3-pyqt6", "qt6-wayland"])
    guard
      let run = try runWithTheBuiltinKeyboard(
        app,
        [.tap(400, 100), .tap(400, 420), .key("h"), .key("i"), .key("hide"), .tap(400, 100)],
        named: "builtin-qt-lift-hide.yml")
    else { return }
    let lines = run.run.standardOutput.split(separator: "\n")
    let hide = try #require(lines.firstIndex { $0.hasSuffix(" keyboard key hide") }, "\(run)")
    let nextTouch = lines[hide...].firstIndex { $0.hasSuffix("touchesBegan 0") } ?? lines.endIndex
    #expect(
      lines[hide..<nextTouch].contains { $0.hasSuffix(" lifted 0") },
      "still lifted after the hide key: \(run)")
    #expect(run.saw("blurred"), "\(run)")
  }

  /// weston-editor needs text-input v1 to start at all ("No text input manager global"):
  /// it starts, a tap on its entry brings up the built-in keyboard, and the keys go to it
  /// as `commit_string`s.
  @Test func westonEditorStartsAndTakesTheBuiltinKeyboard() throws {
    let app = RealApp(packages: ["weston"], command: ["weston-editor"])
    guard
      let run = try typeWithTheBuiltinKeyboard(
        ["h", "i"], into: app, named: "builtin-weston-editor.yml")
    else { return }
    #expect(!run.run.standardError.contains("No text input manager"), "\(run)")
    #expect(run.run.standardOutput.contains(" keyboard shown\n"), "\(run)")
    #expect(run.run.standardOutput.contains(#"keyboard commit "h""#), "\(run)")
    #expect(run.run.standardOutput.contains(#"keyboard commit "i""#), "\(run)")
  }

  /// The lines of a run of the GTK entry app (with `options`) whose keyboard is
  /// `touchway-ime-client`, tapping the entry and then the button; nil where GTK is missing.
  func inputMethodRun(_ options: String..., named name: String) throws -> (
    lines: [String], description: String
  )? {
    let client = KioskRun.productsDirectory.appendingPathComponent("touchway-ime-client").path
    let app = RealApp.python("entry_app.py", ["gtk3", "hi"] + options, packages: Self.gtk3)
    let recording = try Gestures.typing([], named: name)
    guard
      let run = try app.run(
        replaying: recording, exitAfter: 30,
        extraOptions: ["--keyboard", client, "--exit-after-replay", "1"])
    else { return nil }
    return (run.run.standardOutput.split(separator: "\n").map(String.init), "\(run)")
  }

  /// An input method that runs as a client (`touchway-ime-client`, zwp_input_method_v2)
  /// as the keyboard: the tap on the entry activates it, with the entry's surrounding text
  /// and content type; the word it commits reaches the entry through text-input-v3, the
  /// entry's new surrounding text reaches it, and the tap on the button deactivates it.
  @Test func anInputMethodTypesIntoAGtkEntry() throws {
    guard let (lines, run) = try inputMethodRun(named: "input-method.yml") else { return }
    let expected = [
      "activate", #"surrounding "" 0 0"#, "done", #"committed "hi""#, "text hi",
      #"surrounding "hi" 2 2"#, "blurred", "deactivate",
    ]
    // In this order, among the app's and the input method's other lines.
    var remaining = expected[...]
    for line in lines where line == remaining.first { remaining.removeFirst() }
    #expect(remaining.isEmpty, "missing from \(remaining.first ?? ""): \(run)")
  }

  /// The same input method on a GTK password entry: it is told the content type (purpose
  /// password, 8) and types into it, but is never told the entry's text
  /// (docs/hostile-clients.md, "Trust model").
  @Test func anInputMethodIsNotToldAPasswordFieldsText() throws {
    guard let (lines, run) = try inputMethodRun("password", named: "input-method-password.yml")
    else { return }
    #expect(lines.contains { $0.hasPrefix("content-type ") && $0.hasSuffix(" 8") }, "\(run)")
    #expect(lines.contains(#"committed "hi""#), "\(run)")
    #expect(lines.contains("text hi"), "\(run)")
    #expect(!lines.contains { $0.hasPrefix("surrounding ") }, "\(run)")
  }
}
