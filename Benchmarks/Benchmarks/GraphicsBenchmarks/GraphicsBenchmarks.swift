import Benchmark
import TouchwayGraphics

/// A full-screen opaque client and a translucent 200×200 overlay on an 800×480 output,
/// and the PNG of a screenshot with trails on it.
let benchmarks: @Sendable () -> Void = {
  Benchmark.defaultConfiguration = .init(
    metrics: [.wallClock, .mallocCountTotal, .throughput], maxDuration: .seconds(3))

  let output = FrameBuffer(width: 800, height: 480)
  let client = FrameBuffer(width: 800, height: 480, color: Color(red: 24, green: 28, blue: 36))
  let overlay = FrameBuffer(
    width: 200, height: 200, format: .argb8888, color: Color(argb: 0x8040_2010))
  let compositor = Compositor()
  let layers = [
    CompositorLayer(pixels: client.pixels, x: 0, y: 0),
    CompositorLayer(pixels: overlay.pixels, x: 300, y: 140),
  ]
  let opaqueOnly = Array(layers.prefix(1))

  // Layers only view their buffers: the closures keep the buffers alive.
  Benchmark("Composite opaque 800x480") { benchmark in
    withExtendedLifetime(client) {
      for _ in benchmark.scaledIterations {
        compositor.composite(opaqueOnly, into: output.pixels)
      }
    }
  }

  Benchmark("Composite opaque 800x480 and translucent 200x200") { benchmark in
    withExtendedLifetime((client, overlay)) {
      for _ in benchmark.scaledIterations {
        compositor.composite(layers, into: output.pixels)
      }
    }
  }

  for step in 0..<20 {
    let y = 40 + Double(step) * 20
    client.pixels.strokeLine(
      from: PixelPoint(x: 20, y: y), to: PixelPoint(x: 780, y: y + 30), width: 6,
      color: Color(red: UInt8(step * 12), green: 200, blue: 120))
  }
  Benchmark("PNG of an 800x480 screenshot with trails") { benchmark in
    for _ in benchmark.scaledIterations {
      blackHole(PNGEncoder.encode(client.pixels))
    }
  }
}
