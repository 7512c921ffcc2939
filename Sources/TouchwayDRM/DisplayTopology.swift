/// What a DRM device offers to drive screens with: its connectors, encoders and display
/// controllers (CRTCs), as it was when the device was asked.
public struct DisplayTopology: Equatable, Sendable {
  /// The connectors, in the kernel's order.
  public var connectors: [ConnectorDescription]
  /// The encoders.
  public var encoders: [EncoderDescription]
  /// The display controllers' ids, in the kernel's order (the order of the bits of
  /// ``EncoderDescription/possibleCRTCs``).
  public var crtcIDs: [UInt32]

  /// Describes a device.
  public init(
    connectors: [ConnectorDescription], encoders: [EncoderDescription], crtcIDs: [UInt32]
  ) {
    self.connectors = connectors
    self.encoders = encoders
    self.crtcIDs = crtcIDs
  }

  /// Chooses a connector, a mode and a CRTC for `configuration`:
  ///
  /// - the connector named ``OutputConfiguration/outputName``, or else the first one with
  ///   a screen attached;
  /// - the mode closest to ``OutputConfiguration/mode`` (same size, refresh within 1 Hz;
  ///   the preferred one among equals), or else the screen's preferred mode, or else its
  ///   first;
  /// - the CRTC already driving the connector, or else the first that one of its encoders
  ///   can take.
  public func choose(_ configuration: OutputConfiguration = OutputConfiguration())
    throws(DRMError) -> OutputChoice
  {
    let connector = try chooseConnector(named: configuration.outputName)
    let mode = try Self.chooseMode(configuration.mode, on: connector)
    guard let crtc = chooseCRTC(for: connector) else {
      throw DRMError.noCRTC(output: connector.name)
    }
    return OutputChoice(connector: connector, mode: mode, crtcID: crtc)
  }

  private func chooseConnector(named name: String?) throws(DRMError) -> ConnectorDescription {
    guard let name else {
      guard let connector = connectors.first(where: { $0.isConnected && !$0.modes.isEmpty })
      else { throw DRMError.noConnectedOutput(connectors: connectors.map(\.summary)) }
      return connector
    }
    guard let connector = connectors.first(where: { $0.name.lowercased() == name.lowercased() })
    else { throw DRMError.unknownOutput(name: name, available: connectors.map(\.summary)) }
    guard connector.isConnected, !connector.modes.isEmpty else {
      throw DRMError.outputDisconnected(name: connector.name)
    }
    return connector
  }

  private static func chooseMode(_ request: ModeRequest?, on connector: ConnectorDescription)
    throws(DRMError) -> DisplayMode
  {
    guard let request else {
      return connector.modes.first(where: \.isPreferred) ?? connector.modes[0]
    }
    let candidates = connector.modes.compactMap { mode in
      request.distance(to: mode).flatMap { $0 <= 1000 ? (mode, $0) : nil }
    }
    // The closest rate wins; among equals, the preferred mode, then the kernel's order.
    guard
      let best = candidates.min(by: {
        ($0.1, $0.0.isPreferred ? 0 : 1) < ($1.1, $1.0.isPreferred ? 0 : 1)
      })
    else {
      throw DRMError.modeUnavailable(
        request: request, output: connector.name, available: connector.modes)
    }
    return best.0
  }

  private func chooseCRTC(for connector: ConnectorDescription) -> UInt32? {
    let encoders = connector.encoderIDs.compactMap { id in self.encoders.first { $0.id == id } }
    if let current = encoders.first(where: { $0.id == connector.currentEncoderID }),
      let crtc = current.currentCRTCID, crtcIDs.contains(crtc)
    {
      return crtc
    }
    for encoder in encoders {
      if let index = crtcIDs.indices.first(where: { encoder.possibleCRTCs & (1 << $0) != 0 }) {
        return crtcIDs[index]
      }
    }
    return nil
  }
}
