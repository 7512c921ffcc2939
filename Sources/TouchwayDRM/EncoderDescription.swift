/// An encoder of a DRM device: the link between display controllers (CRTCs) and
/// connectors.
public struct EncoderDescription: Equatable, Sendable {
  /// The kernel's id for the encoder.
  public var id: UInt32
  /// The CRTC feeding it now, if any.
  public var currentCRTCID: UInt32?
  /// Which CRTCs can feed it: bit `n` stands for ``DisplayTopology/crtcIDs``[n].
  public var possibleCRTCs: UInt32

  /// Describes an encoder.
  public init(id: UInt32, currentCRTCID: UInt32? = nil, possibleCRTCs: UInt32) {
    self.id = id
    self.currentCRTCID = currentCRTCID
    self.possibleCRTCs = possibleCRTCs
  }
}
