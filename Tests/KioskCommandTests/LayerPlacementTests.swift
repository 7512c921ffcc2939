import CWlroots
import Testing

@testable import touchway_kiosk

/// Where layer surfaces go and what their exclusive zones leave to the app.
@Suite struct LayerPlacementTests {
  let output = wlr_box(x: 0, y: 0, width: 800, height: 480)
  let top = ZWLR_LAYER_SURFACE_V1_ANCHOR_TOP.rawValue
  let bottom = ZWLR_LAYER_SURFACE_V1_ANCHOR_BOTTOM.rawValue
  let left = ZWLR_LAYER_SURFACE_V1_ANCHOR_LEFT.rawValue
  let right = ZWLR_LAYER_SURFACE_V1_ANCHOR_RIGHT.rawValue

  private func state(
    anchor: UInt32, width: UInt32 = 0, height: UInt32 = 0, zone: Int32 = 0,
    margin: (top: UInt32, right: UInt32, bottom: UInt32, left: UInt32) = (0, 0, 0, 0)
  ) -> wlr_layer_surface_v1_state {
    var state = wlr_layer_surface_v1_state()
    state.anchor = anchor
    state.desired_width = width
    state.desired_height = height
    state.exclusive_zone = zone
    state.margin.top = margin.top
    state.margin.right = margin.right
    state.margin.bottom = margin.bottom
    state.margin.left = margin.left
    return state
  }

  private func tuple(_ box: wlr_box) -> [Int32] { [box.x, box.y, box.width, box.height] }

  @Test func aKeyboardAlongTheBottomStretchesAndTakesItsZone() {
    let keyboard = state(anchor: bottom | left | right, height: 240, zone: 240)
    #expect(tuple(LayerPlacement(keyboard, in: output).box) == [0, 240, 800, 240])
    var usable = output
    LayerPlacement.exclude(keyboard, from: &usable)
    #expect(tuple(usable) == [0, 0, 800, 240])
  }

  @Test func aPanelAtTheTopWithAMarginPushesTheAppDown() {
    let panel = state(anchor: top | left | right, height: 30, zone: 30, margin: (5, 0, 0, 0))
    #expect(tuple(LayerPlacement(panel, in: output).box) == [0, 5, 800, 30])
    var usable = output
    LayerPlacement.exclude(panel, from: &usable)
    #expect(tuple(usable) == [0, 35, 800, 445])
  }

  @Test func anUnanchoredSurfaceIsCentredAndTakesNothing() {
    let dialog = state(anchor: 0, width: 200, height: 100, zone: 50)
    #expect(tuple(LayerPlacement(dialog, in: output).box) == [300, 190, 200, 100])
    var usable = output
    LayerPlacement.exclude(dialog, from: &usable)
    #expect(tuple(usable) == tuple(output))
  }

  @Test func aCornerSurfaceSitsAtItsMarginsAndTakesNothing() {
    let badge = state(
      anchor: bottom | right, width: 50, height: 40, zone: 40, margin: (0, 10, 20, 0))
    #expect(tuple(LayerPlacement(badge, in: output).box) == [740, 420, 50, 40])
    var usable = output
    LayerPlacement.exclude(badge, from: &usable)
    #expect(tuple(usable) == tuple(output))
  }

  @Test func aSideBarTakesItsWidth() {
    let bar = state(anchor: left | top | bottom, width: 60, zone: 60)
    #expect(tuple(LayerPlacement(bar, in: output).box) == [0, 0, 60, 480])
    var usable = output
    LayerPlacement.exclude(bar, from: &usable)
    #expect(tuple(usable) == [60, 0, 740, 480])
  }

  /// Values at the ends of their types are refused, and placed (the commit that maps a
  /// surface places it before the kiosk refuses it) without trapping.
  @Test func valuesAtTheEndsOfTheirTypesAreRefusedAndPlacedWithinTheBound() {
    let all = top | bottom | left | right
    // wlroots keeps a margin as the uint32_t of the request's int32_t.
    let (extreme, largest) = (UInt32(bitPattern: Int32.min), UInt32(Int32.max))
    let states = [
      state(anchor: top, width: .max, height: .max),
      state(anchor: all, margin: (largest, largest, largest, largest)),
      state(anchor: all, margin: (extreme, extreme, extreme, extreme)),
      state(anchor: bottom | right, width: 30, height: 30, margin: (0, extreme, extreme, 0)),
      state(anchor: top | left | right, height: 30, zone: .max, margin: (1, 0, 0, 0)),
      state(anchor: bottom | left | right, height: 30, zone: 10, margin: (0, 0, extreme, 0)),
    ]
    for state in states {
      #expect(LayerPlacement.refusal(of: state) != nil)
      let box = LayerPlacement(state, in: output).box
      #expect(box.width >= 0 && box.height >= 0)
      var usable = output
      LayerPlacement.exclude(state, from: &usable)
      #expect(usable.width >= 0 && usable.height >= 0)
    }
    #expect(LayerPlacement.refusal(of: state(anchor: top, height: 30, zone: -1)) == nil)
  }
}

/// `--keyboard` and `--print-keyboard`.
@Suite struct KeyboardOptionTests {
  @Test func theKeyboardOptionTakesBuiltinNoneOrACommand() throws {
    #expect(try KioskCommand.parse(["--keyboard", "builtin"]).keyboard == .builtin)
    #expect(try KioskCommand.parse(["--keyboard", "none"]).keyboard == KeyboardOption.none)
    #expect(
      try KioskCommand.parse(["--keyboard", "wvkbd-mobintl -L 200"]).keyboard
        == .command("wvkbd-mobintl -L 200"))
    #expect(try KioskCommand.parse([]).keyboard == nil)
  }

  @Test func anEmptyKeyboardCommandIsRefused() {
    #expect(throws: (any Error).self) { try KioskCommand.parse(["--keyboard", ""]) }
  }
}
