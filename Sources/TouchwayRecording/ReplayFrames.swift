public import Touchway

/// Every frame a recording replays into a `Seat`: its touchscreen's (``TouchFrameReader``)
/// and its pen's (``PenFrameReader``), merged in time order, so that a finger and a pen
/// recorded together (two devices of one `libinput record` file) meet as they did.
public enum ReplayFrames {
  /// Reads the frames of the first touchscreen and the first tablet of the recording at
  /// `path`, placed on `output` turned by `transform`. Throws the touchscreen's refusal
  /// when the recording has neither, and any error reading it.
  public static func read(path: String, output: Rect, transform: OutputTransform = .normal)
    throws(RecordingError) -> [TouchFrame]
  {
    var touchRefusal: RecordingError?
    var touches: [TouchFrame] = []
    do {
      touches = try frames(of: TouchFrameReader(path: path, output: output, transform: transform))
    } catch  where error.kind == .noTouchDevice {
      touchRefusal = error
    }
    var pens: [TouchFrame] = []
    do {
      pens = try frames(of: PenFrameReader(path: path, output: output, transform: transform))
    } catch  where error.kind == .noTouchDevice {
      if let touchRefusal { throw touchRefusal }
    }
    return merge(touches, pens)
  }

  /// Every frame `reader` has left, in order.
  public static func frames(of reader: some TouchFrameSource) throws(RecordingError)
    -> [TouchFrame]
  {
    var frames: [TouchFrame] = []
    var frame = TouchFrame(time: 0)
    while try reader.nextFrame(into: &frame) { frames.append(frame) }
    return frames
  }

  /// The two lists in time order; at the same time, the touchscreen's first.
  private static func merge(_ first: [TouchFrame], _ second: [TouchFrame]) -> [TouchFrame] {
    var merged: [TouchFrame] = []
    merged.reserveCapacity(first.count + second.count)
    var (i, j) = (0, 0)
    while i < first.count || j < second.count {
      if j == second.count || (i < first.count && first[i].time <= second[j].time) {
        merged.append(first[i])
        i += 1
      } else {
        merged.append(second[j])
        j += 1
      }
    }
    return merged
  }
}

/// A reader of a recording's frames, one at a time.
public protocol TouchFrameSource: AnyObject {
  /// Refills `frame` with the next frame; returns `false` at the end.
  func nextFrame(into frame: inout TouchFrame) throws(RecordingError) -> Bool
}

extension TouchFrameReader: TouchFrameSource {}
extension PenFrameReader: TouchFrameSource {}
