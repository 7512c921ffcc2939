import Testing

@testable import touchway_kiosk

/// The built-in keyboard's slide in and out.
@Suite struct KeyboardSlideTests {
  let slide = KeyboardSlide(from: 480, to: 288, start: 10)

  @Test func itStartsWhereItWasAndEndsWhereItGoes() {
    #expect(slide.position(at: 10) == (480, false))
    #expect(slide.position(at: 10 + KeyboardSlide.duration) == (288, true))
    #expect(slide.position(at: 20) == (288, true))
  }

  @Test func itEasesOut() {
    let halfway = slide.position(at: 10 + KeyboardSlide.duration / 2).top
    // More than half the way at half the time.
    #expect(halfway < 384 && halfway > 288)
  }
}
