import Touchway
import TouchwayGraphics

/// Where the kiosk shows its picture: the headless ``HeadlessOutput`` in memory, or a
/// screen (TouchwayDRM's `DRMOutput` conforms in the kiosk command).
///
/// The kiosk sets ``renderer`` and ``presentationHandler``, marks changes with
/// ``setNeedsDisplay()`` and calls ``displayIfNeeded()`` once per turn of its loop; the
/// output decides when a frame is drawn and tells when it was shown.
public protocol KioskOutput: AnyObject {
  /// Draws a whole frame into the pixels it is given.
  var renderer: (PixelBuffer) -> Void { get set }
  /// Called with the time (seconds of `CLOCK_MONOTONIC`, the kiosk's clock) a frame was
  /// shown: the moment clients get their frame callbacks.
  var presentationHandler: (TimeInterval) -> Void { get set }
  /// The last frame drawn, for screenshots; `nil` before the first.
  var composedPixels: PixelBuffer? { get }
  /// Something on the output changed: the next ``displayIfNeeded()`` draws a frame.
  func setNeedsDisplay()
  /// Draws and shows a frame if one is due and the output can.
  func displayIfNeeded()
}
