import Touchway
import TouchwayGraphics
import TouchwayKiosk

/// A stand-in screen: like a page-flipped output, it draws a frame only when none is on
/// its way, and shows it when the test says the flip completed.
final class FakeOutput: KioskOutput {
  var renderer: (PixelBuffer) -> Void = { _ in }
  var presentationHandler: (TimeInterval) -> Void = { _ in }
  private let buffer = FrameBuffer(width: 4, height: 4)
  private var needsDisplay = false
  /// Whether a drawn frame waits for ``completeFlip(at:)``.
  private(set) var flipPending = false
  /// How many frames were drawn.
  private(set) var framesDrawn = 0

  var composedPixels: PixelBuffer? { framesDrawn > 0 ? buffer.pixels : nil }

  func setNeedsDisplay() {
    needsDisplay = true
  }

  func displayIfNeeded() {
    guard needsDisplay, !flipPending else { return }
    needsDisplay = false
    flipPending = true
    framesDrawn += 1
    renderer(buffer.pixels)
  }

  /// The frame on its way reached the screen at `time`.
  func completeFlip(at time: TimeInterval) {
    flipPending = false
    presentationHandler(time)
  }
}
