import Foundation
import Testing
import TouchwayTestSupport

/// Hostile clients against the kiosk: each attack must end as a protocol error for the
/// attacker or be handled, with the kiosk alive, its other clients answered in bounded
/// time (the attacker's probe connection) and the witness app served afterwards (every
/// tap of the recording's witness phase).
///
/// Serialized: the timing bounds assume the attack is the only thing the kiosk under
/// test (and this suite) is doing.
@Suite(.serialized)
struct HostileClientTests {
  /// Milliseconds within which a well-behaved client's roundtrip must be answered,
  /// whatever another client does: generous for a debug build on a busy two-core machine.
  static let answerBound = 1000.0

  /// What every attack must leave behind: the kiosk alive to the end and quiet, the
  /// attack over, the probe answered in time, the witness served.
  func expectSurvived(
    _ run: HostileRun, stderrLines: Int = 100,
    endings: Set<String> = ["protocol-error", "survived"],
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let summary = Comment(rawValue: run.summary)
    #expect(!run.killed, "the kiosk stalled\n\(run.summary)", sourceLocation: sourceLocation)
    #expect(run.status == 0, summary, sourceLocation: sourceLocation)
    #expect(run.crashLines.isEmpty, summary, sourceLocation: sourceLocation)
    #expect(
      run.standardError.split(separator: "\n").count < stderrLines, summary,
      sourceLocation: sourceLocation)

    // The attack ran to its end and the kiosk answered it: a protocol error for the
    // attacker, or it took it ("survived").
    #expect(run.hostileStatus == 0, summary, sourceLocation: sourceLocation)
    let outcome = run.result?["result"]
    #expect(
      outcome.map(endings.contains) == true, summary,
      sourceLocation: sourceLocation)
    for probe in run.probes {
      #expect(probe.ok, "probe \(probe.label)\n\(run.summary)", sourceLocation: sourceLocation)
      #expect(
        probe.ms < Self.answerBound, "probe \(probe.label): \(probe.ms) ms\n\(run.summary)",
        sourceLocation: sourceLocation)
    }
    #expect(run.probes.contains { $0.label == "after" }, summary, sourceLocation: sourceLocation)

    // The witness, the kiosk's app after the attack: every tap of its phase, whole.
    let downs = run.witnessLines("down")
    #expect(
      witnessTapDowns(run) == HostileRun.witnessTaps.count, "witness downs\n\(run.summary)",
      sourceLocation: sourceLocation)
    #expect(
      run.witnessLines("up").count == downs.count, "witness ups\n\(run.summary)",
      sourceLocation: sourceLocation)
    #expect(run.witnessLines("cancel").isEmpty, summary, sourceLocation: sourceLocation)
  }

  /// How many of the witness's downs are those of its taps.
  func witnessTapDowns(_ run: HostileRun) -> Int {
    run.witnessLines("down").filter { down in
      HostileRun.witnessTaps.contains { tap in
        abs((Double(down["x"] ?? "") ?? -1) - Double(tap.x)) < 2
          && abs((Double(down["y"] ?? "") ?? -1) - Double(tap.y)) < 2
      }
    }.count
  }

  /// The attack ended as a protocol error of `interface`, with `code` unless that is nil.
  func expectProtocolError(
    _ run: HostileRun, _ interface: String, code: String? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let summary = Comment(rawValue: run.summary)
    #expect(run.result?["result"] == "protocol-error", summary, sourceLocation: sourceLocation)
    #expect(run.result?["interface"] == interface, summary, sourceLocation: sourceLocation)
    if let code {
      #expect(run.result?["code"] == code, summary, sourceLocation: sourceLocation)
    }
  }

  /// The kiosk ended the attacker past one of its bounds: wl_display.no_memory, which
  /// libwayland-client reports as ENOMEM.
  func expectEndedPastABound(_ run: HostileRun, sourceLocation: SourceLocation = #_sourceLocation) {
    expectSurvived(run, endings: ["disconnected"], sourceLocation: sourceLocation)
    #expect(run.result?["errno"] == "12", "\(run.summary)", sourceLocation: sourceLocation)
  }

  /// The probe's roundtrip after the attacker's disconnect, which waits for the
  /// teardown, was answered within the bound.
  func expectTeardownAnswered(_ run: HostileRun, sourceLocation: SourceLocation = #_sourceLocation)
  {
    let teardown = run.probes.first { $0.label == "teardown" }
    #expect(teardown?.ok == true, "\(run.summary)", sourceLocation: sourceLocation)
    #expect(
      (teardown?.ms ?? .infinity) < Self.answerBound, "\(run.summary)",
      sourceLocation: sourceLocation)
  }

  // MARK: Crashes

  /// A buffer whose stride (800 bytes) is a quarter of what its 800 pixels need:
  /// libwayland's own check (stride ≥ width) lets it through, so the compositor must
  /// refuse it or draw it without reading past the pool.
  @Test func aStrideShorterThanTheRowsPixels() throws {
    let run = try HostileRun(["stride"])
    expectSurvived(run)
    expectProtocolError(run, "wl_shm_pool")
  }

  /// A stride below the width itself: wl_shm's invalid_stride.
  @Test func aStrideBelowTheWidth() throws {
    let run = try HostileRun(["stride", "400"])
    expectSurvived(run)
    expectProtocolError(run, "wl_shm_pool")
  }

  @Test func anOffsetPastInt32MaxTwice() throws {
    expectSurvived(try HostileRun(["offset-overflow"]))
  }

  @Test func aPopupPositionedPastTheInt32Range() throws {
    expectSurvived(try HostileRun(["popup-overflow"]))
  }

  @Test func aPopupThatIsItsOwnParent() throws {
    expectSurvived(try HostileRun(["popup-self-parent"]))
  }

  @Test func twoPopupsThatAreEachOthersParent() throws {
    expectSurvived(try HostileRun(["popup-cycle"]))
  }

  /// 16,000 synchronized subsurfaces, each the child of the one before: no recursion as
  /// deep as the tree, and commits that stay answered.
  /// The kiosk ends the client at 64 levels (wl_subcompositor.bad_surface); the client,
  /// still writing requests, may see its connection closed before it reads the error.
  @Test func sixteenThousandNestedSubsurfaces() throws {
    let run = try HostileRun(["nested-subsurfaces", "16000"], leadIn: 12, limit: 120)
    expectSurvived(run, endings: ["protocol-error", "survived", "disconnected"])
    if run.result?["result"] == "survived" {
      let commit = try #require(run.measures["commit_max_ms"], "\(run.summary)")
      #expect(commit < Self.answerBound, "\(run.summary)")
    }
  }

  // MARK: Stalls

  /// 10,000 sibling subsurfaces: a commit of their parent costs at most a bounded
  /// multiple of what it cost without them (or a tenth of a second, for a compositor
  /// whose bare commit is nearly free), and never the 1.5 s of the issue.
  @Test func tenThousandSiblingSubsurfaces() throws {
    let run = try HostileRun(["sibling-subsurfaces", "10000", "20"], leadIn: 12, limit: 120)
    expectSurvived(run)
    if run.result?["result"] == "survived" {
      let baseline = try #require(run.measures["baseline_commit_median_ms"], "\(run.summary)")
      let loaded = try #require(run.measures["commit_median_ms"], "\(run.summary)")
      let worst = try #require(run.measures["commit_max_ms"], "\(run.summary)")
      #expect(loaded <= max(50 * baseline, 100), "\(run.summary)")
      #expect(worst < Self.answerBound, "\(run.summary)")
    }
  }

  /// 100,000 text inputs, then a disconnect: each one's going took the relay a pass over
  /// all of them, and the teardown stalled the kiosk past its watchdog; now the other
  /// client's next roundtrip is answered within the bound.
  @Test(arguments: ["v1", "v2"])
  func aHundredThousandTextInputsThenADisconnect(textInput: String) throws {
    let run = try HostileRun(
      ["text-input-flood", "100000", textInput, "objects"], privileges: ["input-method"],
      leadIn: 6, limit: 120)
    expectSurvived(run)
    expectTeardownAnswered(run)
  }

  /// 100,000 wl_touch objects, then a disconnect: the other client's next roundtrip,
  /// which waits for the teardown, is answered within the bound (it took 120 s).
  @Test func aHundredThousandTouchObjectsThenADisconnect() throws {
    let run = try HostileRun(["touch-flood", "100000"], leadIn: 6, limit: 120)
    expectSurvived(run)
    expectTeardownAnswered(run)
  }

  /// Connections until the kiosk runs out of descriptors (its limit lowered to 128 once
  /// it runs): it neither spins nor floods its log, serves the clients it has, and takes
  /// new ones once the flood is gone.
  @Test func connectionsUpToTheDescriptorLimit() throws {
    let run = try HostileRun(
      ["fd-flood", "1000", "1500"], fileLimits: (256, 4096), lowerHardLimitTo: 128)
    expectSurvived(run, stderrLines: 100)
    #expect(!run.extra.contains("prlimit-failed"), "\(run.extra)")
    let fields = run.hostileLines("measure held_ms").last.map(Fields.init)
    // Reached the limit: the kiosk held every descriptor it may have.
    #expect(Int(fields?["compositor_fds"] ?? "") ?? 0 >= 120, "\(run.summary)")
    // No busy loop on the listening socket: under a tenth of a core over the hold. cage,
    // which calls accept() about 17,000 times a second there (all EMFILE), measured a
    // fifth to a half of a core in a sandbox that under-counts; an idle kiosk, under 1 %.
    if let fraction = Double(fields?["cpu_fraction"] ?? ""), fraction >= 0 {
      #expect(fraction < 0.1, "\(run.summary)")
    }
    #expect(run.hostileOutput.contains("step new-connection=ok"), "\(run.summary)")
  }

  /// The kiosk raises its soft descriptor limit to the hard one at start.
  @Test func theSoftDescriptorLimitIsRaisedAtStart() throws {
    let run = try HostileRun(
      ["fd-flood", "1", "1"], fileLimits: (256, 4096), lowerHardLimitTo: 4096)
    expectSurvived(run)
    // "Max open files  SOFT  HARD  files", as the kiosk had them before the wrapper ran.
    let words = run.extra.split(separator: "\n").first { $0.hasPrefix("Max open files") }?
      .split(separator: " ")
    #expect(words.map { Array($0.dropFirst(3).prefix(2)) } == ["4096", "4096"], "\(run.extra)")
  }

  // MARK: Text input

  /// A thousand text-input v1 and v2 objects each with state at the limits (3,000-byte
  /// surrounding text, cursor past its end, every content-type bit, a cursor rectangle
  /// at the int32 limits), each activated or enabled twice on the focused window, which is
  /// then destroyed under them: the kiosk takes it all, and its keyboard comes and goes
  /// with them.
  @Test func aThousandTextInputsWithOutOfRangeState() throws {
    let run = try HostileRun(["text-input", "1000"], trace: true)
    expectSurvived(run)
    #expect(run.hostileOutput.contains("step destroyed"), "\(run.summary)")
    #expect(run.standardOutput.contains(" keyboard shown\n"), "\(run.summary)")
    #expect(run.standardOutput.contains(" keyboard hidden\n"), "\(run.summary)")
  }

  /// A virtual keyboard that never gets a keymap while another client has a
  /// `wl_keyboard`: the other client keeps its connection (wlroots 0.15 would send it the
  /// missing keymap's descriptor if the keyboard became the seat's), and the key sent
  /// without a keymap is a protocol error for the attacker.
  @Test func aVirtualKeyboardWithoutAKeymap() throws {
    let run = try HostileRun(["virtual-keyboard"], privileges: ["virtual-keyboard"])
    expectSurvived(run)
    #expect(run.hostileOutput.contains("step bystander=ok"), "\(run.summary)")
    #expect(run.result?["result"] == "protocol-error", "\(run.summary)")
  }

  /// A keymap that says it is a page long in an empty descriptor: wlroots would read past
  /// it (SIGBUS); the attacker gets no_keymap.
  @Test func aVirtualKeyboardKeymapShorterThanItsSize() throws {
    let run = try HostileRun(["virtual-keyboard-short-keymap"], privileges: ["virtual-keyboard"])
    expectSurvived(run)
    expectProtocolError(run, "zwp_virtual_keyboard_v1", code: "0")
  }

  /// 4,000 virtual keyboards with keymaps: the kiosk ends the client past its bound
  /// (wl_display.no_memory, ENOMEM to libwayland-client) instead of holding a keymap and
  /// its descriptor for each.
  @Test func fourThousandVirtualKeyboards() throws {
    let run = try HostileRun(["virtual-keyboard-flood", "4000"], privileges: ["virtual-keyboard"])
    expectEndedPastABound(run)
  }

  /// An input method's preedit and commit of 3,000 bytes each: relayed to a v1 or v2
  /// text input, whose preedit_string carries the text twice, they made the kiosk drop the
  /// text input's client. The input method is ended instead (wl_display.invalid_method,
  /// EINVAL to libwayland-client), and the text input's client is still served.
  @Test(arguments: ["v1", "v2"])
  func anInputMethodsTextOfThreeKilobytes(textInput: String) throws {
    let run = try HostileRun(
      ["input-method-text", "3000", textInput], privileges: ["input-method"])
    expectSurvived(run, endings: ["disconnected"])
    #expect(run.result?["errno"] == "22", "\(run.summary)")
    #expect(run.hostileOutput.contains("step text-input=ok"), "\(run.summary)")
  }

  /// 20,000 commits of a 2,000-byte surrounding text, each relayed to an input method
  /// that reads nothing meanwhile: the kiosk and its other clients are served throughout
  /// (the flooding connections may be dropped as their buffers fill).
  @Test(arguments: ["v1", "v2"])
  func aTextInputRequestFlood(textInput: String) throws {
    let run = try HostileRun(
      ["text-input-flood", "20000", textInput], privileges: ["input-method"])
    expectSurvived(run, endings: ["protocol-error", "survived", "disconnected"])
    #expect(run.probes.contains { $0.label == "during" }, "\(run.summary)")
  }

  // MARK: Layer shell

  /// A layer surface whose size, margins or exclusive zone are at the ends of their types
  /// (each one trapped the kiosk's placement arithmetic): a layer-surface protocol error.
  @Test(arguments: [
    "size-uint32-max", "size-negative", "margins-int32-max", "margins-negative",
    "margin-end-negative", "zone-int32-max", "zone-negative-margin", "zone-margin-max",
  ])
  func aLayerSurfaceWithValuesAtTheEndsOfTheirTypes(variant: String) throws {
    let run = try HostileRun(["layer-values", variant], privileges: ["layer-shell"])
    expectSurvived(run)
    expectProtocolError(run, "zwlr_layer_surface_v1")
  }

  /// A popup given a layer surface as its parent twice, or after an xdg parent: wlroots
  /// would link it into two lists (abort, SIGSEGV); xdg_wm_base.invalid_popup_parent
  /// instead, and the teardown that follows is answered in time.
  @Test(arguments: ["twice", "xdg-parent"])
  func aPopupGivenALayerParentWhenItHasOne(how: String) throws {
    let run = try HostileRun(["layer-popup", how], privileges: ["layer-shell"])
    expectSurvived(run)
    expectProtocolError(run, "xdg_wm_base", code: "3")
  }

  /// 5,000 layer surfaces with exclusive zones, then a disconnect: the kiosk ends the
  /// client past its bound (wl_display.no_memory, which libwayland-client reports as
  /// ENOMEM) instead of arranging thousands of surfaces for each one that comes and goes.
  @Test func fiveThousandLayerSurfaces() throws {
    let run = try HostileRun(["layer-flood", "5000"], privileges: ["layer-shell"])
    expectEndedPastABound(run)
  }

  // MARK: Trust

  /// The globals only a trusted client sees (docs/hostile-clients.md, "Trust model").
  static let privilegedInterfaces = [
    "zwlr_layer_shell_v1", "zwp_input_method_manager_v2", "zwp_virtual_keyboard_manager_v1",
  ]

  /// The interfaces the attacker's registry listed.
  func globals(_ run: HostileRun) -> Set<String> {
    Set(run.hostileLines("global=").compactMap { Fields($0)["global"] })
  }

  /// A client of the app's (its process tree), as a compromised helper would be: it is
  /// not shown layer-shell, input-method or virtual-keyboard, and binding a global it was
  /// not shown (by its name, the gap in the registry's) ends it.
  @Test func anAppsClientSeesNoPrivilegedGlobalAndCannotBindOne() throws {
    let run = try HostileRun(["registry"])
    expectSurvived(run, endings: ["protocol-error"])
    let seen = globals(run)
    #expect(seen.contains("wl_compositor"), "\(run.summary)")
    #expect(seen.contains("zwp_text_input_manager_v3"), "\(run.summary)")
    #expect(seen.isDisjoint(with: Self.privilegedInterfaces), "\(run.summary)")
    #expect(run.result?["interface"] == "wl_registry", "\(run.summary)")
    #expect(run.result?["during"] == "bind-hidden", "\(run.summary)")
  }

  /// `--allow-privileged layer-shell` shows the app layer-shell, and no more.
  @Test func anAllowedProtocolIsShownToTheApp() throws {
    let run = try HostileRun(["registry"], privileges: ["layer-shell"])
    expectSurvived(run, endings: ["protocol-error"])
    let seen = globals(run)
    #expect(seen.contains("zwlr_layer_shell_v1"), "\(run.summary)")
    #expect(!seen.contains("zwp_input_method_manager_v2"), "\(run.summary)")
    #expect(!seen.contains("zwp_virtual_keyboard_manager_v1"), "\(run.summary)")
  }

  // MARK: Forged trace lines

  /// An app_id and a title with newlines, a forged trace line, ESC sequences and a
  /// carriage return: every line of `--trace` is still a trace line, none is forged, and
  /// no control character reaches standard output or error.
  @Test func aTitleWithNewlinesCannotForgeTraceLines() throws {
    let run = try HostileRun(["newline-title"], trace: true)
    expectSurvived(run)
    #expect(run.hostileOutput.contains("touch down"), "the hostile window got no tap")
    let lines = run.standardOutput.split(separator: "\n", omittingEmptySubsequences: false)
      .dropLast()  // after the final newline
    #expect(!lines.isEmpty)
    for line in lines {
      let words = line.split(separator: " ")
      let isTraceLine =
        words.count >= 2 && words[0].contains(".") && Double(words[0]) != nil
        && !line.hasPrefix("0.000 wl_surface@999 ")
      #expect(isTraceLine, "not a trace line: \(line.debugDescription)")
    }
    for (name, text) in [("stdout", run.standardOutput), ("stderr", run.standardError)] {
      let controls = text.unicodeScalars.filter { $0.value < 0x20 && $0 != "\n" && $0 != "\t" }
      #expect(controls.isEmpty, "control characters on \(name): \(controls.map(\.value))")
      #expect(!text.contains("\n0.000 wl_surface@999"), "a forged line on \(name)")
    }
  }

  // MARK: Touches left open

  /// A finger down on the hostile window at 0 s, lifted at 0.5 s; a tap at 1 s after the
  /// window came back.
  static func fingerHeldThenTap(_ device: inout SyntheticRecording.Device) {
    device.frame(0.00, .slot(0), .trackingID(1), .x(300), .y(200))
    device.frame(0.25, .x(320))
    device.frame(0.50, .trackingID(-1))
    device.frame(1.00, .slot(0), .trackingID(2), .x(500), .y(300))
    device.frame(1.05, .trackingID(-1))
  }

  /// Unmapping (or destroying) a toplevel under a finger cancels the touch in the
  /// client before it may get another down: no id is reused while open.
  @Test(arguments: ["unmap", "destroy"])
  func aToplevelTakenAwayMidTouch(how: String) throws {
    let run = try HostileRun(
      ["unmap-mid-touch", how], leadIn: 4, hostileTaps: Self.fingerHeldThenTap)
    expectSurvived(run)
    #expect(run.result?["result"] == "survived", "\(run.summary)")

    var open: Set<String> = []
    var downs = 0
    var cancelledBeforeSecondDown = false
    for line in run.hostileLines("touch ").map(Fields.init) {
      switch line.words.dropFirst().first {
      case "down":
        let id = line["id"] ?? "?"
        #expect(!open.contains(id), "down for id \(id), still open\n\(run.hostileOutput)")
        open.insert(id)
        downs += 1
      case "up": open.remove(line["id"] ?? "?")
      case "cancel":
        if downs == 1 { cancelledBeforeSecondDown = true }
        open.removeAll()
      default: break
      }
    }
    #expect(downs >= 2, "\(run.summary)")
    #expect(cancelledBeforeSecondDown, "no wl_touch.cancel after the \(how)\n\(run.hostileOutput)")
  }

  // MARK: Occlusion

  /// A full-screen overlay layer surface from a second client, mapped before the witness
  /// (the app), with the overlay's client printing every touch event it gets. The attacker
  /// is a child of the app's, which is allowed layer-shell: a helper of the app still does
  /// not take touches over it.
  func overlayRun(_ kind: String) throws -> HostileRun {
    try HostileRun(["overlay", kind], privileges: ["layer-shell"], hostileEnd: "overlay ended")
  }

  /// The overlay's client got no touch event at all.
  func expectOverlayUntouched(_ run: HostileRun, sourceLocation: SourceLocation = #_sourceLocation)
  {
    #expect(run.result?["result"] == "survived", "\(run.summary)", sourceLocation: sourceLocation)
    #expect(
      run.hostileOutput.contains("overlay ended"), "\(run.summary)", sourceLocation: sourceLocation)
    #expect(
      run.hostileLines("touch ").isEmpty, "\(run.hostileOutput)", sourceLocation: sourceLocation)
  }

  /// An overlay that covers the app, opaque or drawn fully transparent, takes none of the
  /// touches meant for the app: they are dropped, and neither client gets them.
  @Test(arguments: ["opaque", "invisible"])
  func anOverlayOfAnotherClientTakesNoTouch(kind: String) throws {
    let run = try overlayRun(kind)
    #expect(!run.killed && run.status == 0 && run.crashLines.isEmpty, "\(run.summary)")
    #expect(run.hostileStatus == 0, "\(run.summary)")
    expectOverlayUntouched(run)
    #expect(run.witnessLines("down").isEmpty, "\(run.summary)")
    #expect(run.standardError.contains(": its client is not trusted"), "\(run.summary)")
  }

  /// An overlay asking for the keyboard exclusively, mapped by a client that got
  /// layer-shell as part of the app's tree and left it: it gets no keyboard focus, so no
  /// key the user types.
  @Test func anOverlayOfAnotherClientGetsNoKeyboard() throws {
    let run = try overlayRun("keyboard")
    #expect(!run.killed && run.status == 0 && run.crashLines.isEmpty, "\(run.summary)")
    #expect(run.hostileOutput.contains("attack=overlay kind=keyboard"), "\(run.summary)")
    #expect(run.hostileOutput.contains("overlay ended"), "\(run.summary)")
    #expect(run.hostileLines("keyboard").isEmpty, "\(run.hostileOutput)")
  }

  /// An overlay whose input region is empty covers nothing: the app gets every touch
  /// through it, and the overlay's client none.
  @Test func aPassThroughOverlayLeavesTheTouchesToTheApp() throws {
    let run = try overlayRun("pass-through")
    expectSurvived(run)
    expectOverlayUntouched(run)
  }

  /// The app's script with a second client started once the witness is up: the witness
  /// prints `configure` as it commits its first buffer, and the second client, which
  /// leaves the app's process tree before it connects, maps after it.
  static func afterTheWitness(_ command: String) -> String {
    """
    "$WITNESS" 2> "$DIR/witness.err" | {
      IFS= read -r line; printf '%s\\n' "$line"
      \(command)
      cat
    } > "$DIR/witness.out"
    """
  }

  /// The command of a client with a full-screen toplevel that leaves the app's process
  /// tree before it connects.
  static let stranger = #""$HOSTILE" stranger-toplevel > "$DIR/hostile.out" 2> "$DIR/hostile.err""#

  /// A full-screen toplevel of another client, mapped over the app's window: it is shown
  /// beneath the app's, so the app gets every tap; the other client gets no touch and
  /// never the keyboard focus (which it got at once when it mapped).
  @Test func aToplevelOfAnotherClientTakesNoTouchAndNoKeyboard() throws {
    let run = try HostileRun(
      [], hostileEnd: "stranger ended",
      appScript: Self.afterTheWitness(Self.stranger))
    #expect(!run.killed && run.status == 0 && run.crashLines.isEmpty, "\(run.summary)")
    #expect(run.hostileOutput.contains("attack=stranger-toplevel"), "\(run.summary)")
    #expect(run.hostileOutput.contains("stranger ended"), "\(run.summary)")
    #expect(run.hostileLines("touch ").isEmpty, "\(run.hostileOutput)")
    #expect(run.hostileLines("keyboard").isEmpty, "\(run.hostileOutput)")
    #expect(witnessTapDowns(run) == HostileRun.witnessTaps.count, "\(run.summary)")
  }

  /// The same toplevel, left alone on the screen: the app's script ends the witness once
  /// the other client's window is up, so the taps land on that window. They are dropped
  /// and logged: neither client gets them.
  @Test func theTouchesOnAnotherClientsToplevelAreDropped() throws {
    let script = """
      mkfifo "$DIR/witness.fifo" "$DIR/stranger.fifo"
      exec 3<> "$DIR/witness.fifo" 4<> "$DIR/stranger.fifo"
      "$WITNESS" >&3 2> "$DIR/witness.err" &
      witness=$!
      IFS= read -r line <&3
      "$HOSTILE" stranger-toplevel >&4 2> "$DIR/hostile.err"
      while IFS= read -r line <&4; do
        printf '%s\\n' "$line" >> "$DIR/hostile.out"
        [ "$line" = attack=stranger-toplevel ] && kill $witness
      done
      """
    let run = try HostileRun([], appScript: script)
    #expect(!run.killed && run.status == 0 && run.crashLines.isEmpty, "\(run.summary)")
    #expect(run.hostileOutput.contains("attack=stranger-toplevel"), "\(run.summary)")
    #expect(run.hostileLines("touch ").isEmpty, "\(run.hostileOutput)")
    #expect(run.standardError.contains(": its client is not trusted"), "\(run.summary)")
  }

  /// An override-redirect window over the whole screen from another X11 client (a Tk
  /// program that leaves the app's process tree first), mapped once the app's Tk window
  /// is: the X server says whose it is, the kiosk shows it beneath the app's, and the app
  /// gets every tap; the other client none.
  @Test func anX11WindowOfAnotherClientTakesNoTap() throws {
    let script = """
      /usr/bin/python3 "$APPS/x11_app.py" buttons 2> "$DIR/app.err" | {
        while IFS= read -r line; do
          printf '%s\\n' "$line"
          [ "$line" = ready ] && break
        done
        /usr/bin/python3 "$APPS/x11_cover.py" > "$DIR/cover.out" 2> "$DIR/cover.err"
        cat
      } > "$DIR/app.out"
      """
    let run = try HostileRun([], leadIn: 6, appScript: script)
    let cover = run.output("cover.out")
    let presses = run.output("app.out").split(separator: "\n").filter { $0 == "button 1" }
    let details = "app: \(run.output("app.out"))\ncover: \(cover)\(run.output("cover.err"))"
    #expect(!run.killed && run.status == 0 && run.crashLines.isEmpty, "\(run.summary)")
    #expect(cover.contains("mapped"), "\(details)\n\(run.summary)")
    #expect(!cover.contains("button"), "\(details)")
    #expect(presses.count >= HostileRun.witnessTaps.count, "\(details)")
  }

  /// A client whose executable the kiosk trusts (`--trust-client`) is shown
  /// layer-shell, input-method and virtual-keyboard, as the keyboard client is.
  @Test func aTrustedExecutableSeesThePrivilegedGlobals() throws {
    let run = try HostileRun(
      ["registry"], kioskArguments: ["--trust-client", HostileRun.hostileClient])
    expectSurvived(run)
    #expect(globals(run).isSuperset(of: Self.privilegedInterfaces), "\(run.summary)")
  }

  /// A toplevel of a client outside the app's process tree whose executable the kiosk
  /// trusts (`--trust-client`), mapped over the app's window: it is shown with the app's,
  /// on top, and takes the taps on it and the keyboard focus.
  @Test func aToplevelOfATrustedExecutableTakesItsTouches() throws {
    let run = try HostileRun(
      [], hostileEnd: "stranger ended",
      kioskArguments: ["--trust-client", HostileRun.hostileClient],
      appScript: Self.afterTheWitness(Self.stranger))
    #expect(!run.killed && run.status == 0 && run.crashLines.isEmpty, "\(run.summary)")
    #expect(run.hostileLines("touch down").count >= 3, "\(run.summary)")
    #expect(run.hostileLines("keyboard enter").count == 1, "\(run.summary)")
    #expect(witnessTapDowns(run) == 0, "\(run.summary)")
  }

  // MARK: The operator's gesture

  /// Swipes in from the left edge of the screen, at 0.5 s near its top and at 1.5 s near
  /// its bottom.
  static func swipesFromTheLeftEdge(_ device: inout SyntheticRecording.Device) {
    for (index, (start, y)) in [(0.5, 60), (1.5, 420)].enumerated() {
      device.frame(start, .slot(0), .trackingID(1 + index), .x(2), .y(y))
      for step in 1...6 { device.frame(start + Double(step) * 0.03, .x(2 + step * 25)) }
      device.frame(start + 0.25, .trackingID(-1))
    }
  }

  /// Four strips down the left edge of one client's window, each excluding system
  /// gestures over all of itself, each within the cap a surface had: the cap is the
  /// client's, so only the lowest 200 points of the edge are excluded. The back gesture
  /// takes the swipe near the top (the client's touch is cancelled), and leaves the one
  /// near the bottom to the client whole.
  @Test func aClientsExclusionIsCappedAcrossItsSurfaces() throws {
    let run = try HostileRun(["exclusion-strips", "4"], hostileTaps: Self.swipesFromTheLeftEdge)
    expectSurvived(run)
    #expect(run.result?["result"] == "survived", "\(run.summary)")
    var touches: [[Substring]] = [[]]
    for line in run.hostileLines("touch ").map(Fields.init) {
      guard let kind = line.words.dropFirst().first, kind != "frame" else { continue }
      touches[touches.count - 1].append(kind)
      if kind == "up" || kind == "cancel" { touches.append([]) }
    }
    #expect(touches.count >= 3, "\(run.hostileOutput)")
    #expect(touches.first?.last == "cancel", "the top swipe\n\(run.hostileOutput)")
    #expect(touches.dropFirst().first?.last == "up", "the bottom swipe\n\(run.hostileOutput)")
    #expect(touches.dropFirst().first?.contains("cancel") == false, "\(run.hostileOutput)")
  }

  /// A tap on the parent as the replay starts, then a swipe in from the left edge of a
  /// 300 × 200 dialog centred on the screen (its left edge at x 250), at 1 s, once the
  /// dialog is up.
  static func swipeFromTheDialogsLeftEdge(_ device: inout SyntheticRecording.Device) {
    device.frame(0.00, .slot(0), .trackingID(2), .x(400), .y(60))
    device.frame(0.01, .trackingID(-1))
    device.frame(1.00, .slot(0), .trackingID(1), .x(253), .y(240))
    for step in 1...5 { device.frame(1.00 + Double(step) * 0.03, .x(253 + step * 20)) }
    device.frame(1.20, .trackingID(-1))
  }

  /// The back gesture starts at the screen's edge only: a swipe from a dialog's left edge
  /// is the dialog's, which gets it whole.
  @Test func aSwipeFromADialogsLeftEdgeIsNotTheBackGesture() throws {
    let run = try HostileRun(["dialog-edge"], hostileTaps: Self.swipeFromTheDialogsLeftEdge)
    expectSurvived(run)
    #expect(run.result?["result"] == "survived", "\(run.summary)")
    let swipe = run.hostileLines("touch ").map(Fields.init)
      .filter { $0.words.dropFirst().first != "frame" }.dropFirst(2)
    let kinds = swipe.compactMap { $0.words.dropFirst().first }
    #expect(kinds.first == "down", "\(run.hostileOutput)")
    // On the dialog, 3 points in from its left edge.
    #expect(swipe.first?["x"] == "3.00", "\(run.hostileOutput)")
    #expect(kinds.last == "up", "\(run.hostileOutput)")
    #expect(!kinds.contains("cancel"), "\(run.hostileOutput)")
  }
}
