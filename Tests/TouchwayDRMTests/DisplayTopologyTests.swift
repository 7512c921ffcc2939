import Testing
import TouchwayDRM

/// Choosing a connector, mode and CRTC from described devices.
@Suite struct DisplayTopologyTests {
  static let panelModes = [
    DisplayMode(width: 1920, height: 1200, refreshMillihertz: 60000, isPreferred: true),
    DisplayMode(width: 1920, height: 1200, refreshMillihertz: 48000),
    DisplayMode(width: 1280, height: 800, refreshMillihertz: 60000),
  ]
  static let monitorModes = [
    DisplayMode(width: 1920, height: 1080, refreshMillihertz: 60000),
    DisplayMode(width: 1920, height: 1080, refreshMillihertz: 59940),
    DisplayMode(width: 1920, height: 1080, refreshMillihertz: 50000),
    DisplayMode(width: 1280, height: 720, refreshMillihertz: 60000, isPreferred: true),
  ]

  /// A laptop-like device: a disconnected DisplayPort, a built-in panel already lit by
  /// CRTC 41, and an HDMI monitor whose encoder can take CRTC 42 or 43.
  let tablet = DisplayTopology(
    connectors: [
      ConnectorDescription(
        id: 10, name: "DP-1", isConnected: false, modes: [], encoderIDs: [20]),
      ConnectorDescription(
        id: 11, name: "eDP-1", isConnected: true, modes: panelModes, encoderIDs: [21],
        currentEncoderID: 21),
      ConnectorDescription(
        id: 12, name: "HDMI-A-1", isConnected: true, modes: monitorModes, encoderIDs: [22]),
    ],
    encoders: [
      EncoderDescription(id: 20, possibleCRTCs: 0b001),
      EncoderDescription(id: 21, currentCRTCID: 41, possibleCRTCs: 0b001),
      EncoderDescription(id: 22, possibleCRTCs: 0b110),
    ],
    crtcIDs: [41, 42, 43])

  @Test func picksThePreferredModeOfTheFirstConnectedOutput() throws {
    let choice = try tablet.choose()
    #expect(choice.connector.name == "eDP-1")
    #expect(choice.mode == Self.panelModes[0])
    #expect(choice.crtcID == 41)
  }

  @Test func picksANamedOutputWhateverItsCase() throws {
    let choice = try tablet.choose(OutputConfiguration(outputName: "hdmi-a-1"))
    #expect(choice.connector.id == 12)
    #expect(choice.mode == Self.monitorModes[3])
    #expect(choice.crtcID == 42)
  }

  @Test func picksTheFirstModeWhenNoneIsPreferred() throws {
    var topology = tablet
    topology.connectors[1].modes = Array(Self.panelModes.dropFirst())
    #expect(try topology.choose().mode == Self.panelModes[1])
  }

  @Test(arguments: [
    ("1920x1200", 0), ("1920x1200@48", 1), ("1920x1200@48.5", 1), ("1280x800@60.4", 2),
  ])
  func picksTheRequestedMode(_ request: String, _ index: Int) throws {
    let choice = try tablet.choose(OutputConfiguration(mode: ModeRequest(request)))
    #expect(choice.mode == Self.panelModes[index])
  }

  @Test func picksTheClosestRateAndPrefersThePreferredModeAmongEquals() throws {
    let hdmi = { (mode: String) in
      try tablet.choose(OutputConfiguration(outputName: "HDMI-A-1", mode: ModeRequest(mode))).mode
    }
    #expect(try hdmi("1920x1080@59.94") == Self.monitorModes[1])
    #expect(try hdmi("1920x1080@59.96") == Self.monitorModes[1])
    #expect(try hdmi("1920x1080") == Self.monitorModes[0])
    #expect(try hdmi("1280x720") == Self.monitorModes[3])
  }

  @Test(arguments: ["1920x1200@50", "1920x1200@61.01", "1024x768", "1200x1920"])
  func refusesAModeTheScreenDoesNotHave(_ request: String) {
    let mode = ModeRequest(request)!
    #expect(
      throws: DRMError.modeUnavailable(request: mode, output: "eDP-1", available: Self.panelModes)
    ) { try tablet.choose(OutputConfiguration(mode: mode)) }
  }

  @Test func refusesAnUnknownOrDisconnectedOutput() {
    #expect(
      throws: DRMError.unknownOutput(
        name: "DSI-1",
        available: ["DP-1 (disconnected)", "eDP-1 (connected)", "HDMI-A-1 (connected)"])
    ) { try tablet.choose(OutputConfiguration(outputName: "DSI-1")) }
    #expect(throws: DRMError.outputDisconnected(name: "DP-1")) {
      try tablet.choose(OutputConfiguration(outputName: "dp-1"))
    }
  }

  @Test func saysSoWhenNoScreenIsConnected() {
    var topology = tablet
    topology.connectors.removeLast(2)
    #expect(throws: DRMError.noConnectedOutput(connectors: ["DP-1 (disconnected)"])) {
      try topology.choose()
    }
  }

  @Test func saysSoWhenNoCRTCCanDriveTheOutput() {
    var topology = tablet
    topology.encoders[2].possibleCRTCs = 0b1000
    #expect(throws: DRMError.noCRTC(output: "HDMI-A-1")) {
      try topology.choose(OutputConfiguration(outputName: "HDMI-A-1"))
    }
  }

  @Test func errorsSayWhatIsAvailable() {
    let error = DRMError.modeUnavailable(
      request: ModeRequest(width: 1024, height: 768), output: "eDP-1",
      available: Array(Self.panelModes.prefix(2)))
    #expect(
      error.description
        == "output eDP-1 has no mode 1024x768; modes: 1920x1200@60 (preferred), 1920x1200@48")
  }
}
