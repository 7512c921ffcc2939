import Touchway
import TouchwayRecording

/// The frames TouchwayRecording's decoder, libinput's twin, makes of a recording on
/// `output`, optionally moved by `place` (a rotation, say).
func decodedFrames(
  _ path: String, output: Rect, place: (Point) -> Point = { $0 }
) throws -> [Transcript.Frame] {
  let reader = try TouchFrameReader(path: path, output: output)
  var frame = TouchFrame(time: 0)
  var frames: [Transcript.Frame] = []
  while try reader.nextFrame(into: &frame) {
    frames.append(
      Transcript.Frame(
        time: frame.time,
        contacts: frame.contacts.map { contact in
          var moved = contact
          moved.location = contact.location.map(place)
          return moved
        }))
  }
  return frames
}
