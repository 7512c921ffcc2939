import Touchway
import TouchwayGraphics

/// A virtual output in memory: a frame is drawn and "shown" at once, at the clock's time.
public final class HeadlessOutput: KioskOutput {
  public var renderer: (PixelBuffer) -> Void = { _ in }
  public var presentationHandler: (TimeInterval) -> Void = { _ in }
  private let buffer: FrameBuffer
  private let clock: TimeSource
  private var needsDisplay = false
  private var hasDrawn = false

  /// An output of `size` pixels whose presentation times come from `clock`.
  public init(size: PixelSize, clock: TimeSource) {
    buffer = FrameBuffer(width: size.width, height: size.height)
    self.clock = clock
  }

  public var composedPixels: PixelBuffer? { hasDrawn ? buffer.pixels : nil }

  public func setNeedsDisplay() {
    needsDisplay = true
  }

  public func displayIfNeeded() {
    guard needsDisplay else { return }
    needsDisplay = false
    hasDrawn = true
    renderer(buffer.pixels)
    presentationHandler(clock.now)
  }
}
