import Logging
import TouchwayInput
import TouchwaySession

extension LiveInput {
  /// Live input for a tablet: the devices of the session's seat `seatName`, opened through
  /// `session`, with touchscreens mapped onto `output`'s mode.
  public convenience init(
    seat seatName: String, mappedTo output: DRMOutput, session: Session, logger: Logger
  ) throws {
    try self.init(
      backend: .udev(seat: seatName),
      outputs: [
        OutputGeometry(
          name: output.name, pixelWidth: UInt32(output.mode.width),
          pixelHeight: UInt32(output.mode.height))
      ],
      opener: SessionDeviceOpener(session: session), logger: logger)
  }
}
