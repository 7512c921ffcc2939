import Testing
import Touchway
import TouchwayScene

/// Reading scenes: defaults, every key, and the screen.
@Suite struct SceneTests {
  @Test func viewsHandleTouchesAndWindowsPassThemOnByDefault() throws {
    let scene = try Scene(
      yaml: """
        windows:
        - name: W
          frame: [0, 0, 400, 600]
          views:
          - {name: A, frame: [10, 20, 30, 40]}
        """, path: "scene.yaml")
    let window = try #require(scene.windows.first)
    let view = try #require(window.subviews.first)
    #expect(!window.handles)
    #expect(view.handles)
    #expect(view.frame == Rect(x: 10, y: 20, width: 30, height: 40))
    #expect(view.isUserInteractionEnabled && !view.isHidden && view.alpha == 1)
    #expect(!view.isExclusiveTouch && !view.isMultipleTouchEnabled)
    #expect(view.line == 5)
    #expect(!scene.applicationHandles)
    #expect(scene.gestures.isEmpty)
  }

  @Test func everyViewKeyIsRead() throws {
    let scene = try Scene(
      yaml: """
        application: {handles: true}
        windows:
        - name: W
          frame: [0, 0, 400, 600]
          handles: true
          views:
          - name: A
            frame: [0, 0, 10, 10]
            handles: false
            userInteractionEnabled: false
            hidden: true
            alpha: 0.5
            exclusiveTouch: true
            multipleTouchEnabled: true
        """, path: "scene.yaml")
    let view = try #require(scene.view(named: "A"))
    #expect(scene.applicationHandles)
    #expect(scene.view(named: "W")?.handles == true)
    #expect(!view.handles && !view.isUserInteractionEnabled && view.isHidden)
    #expect(view.alpha == 0.5 && view.isExclusiveTouch && view.isMultipleTouchEnabled)
  }

  @Test func theScreenIsTheUnionOfTheWindowsUnlessSet() throws {
    let windows = """
      windows:
      - {name: W1, frame: [0, 0, 400, 300]}
      - {name: W2, frame: [100, 200, 400, 600]}
      """
    let union = try Scene(yaml: windows, path: "scene.yaml")
    #expect(union.screen == nil)
    #expect(union.screenBounds == Rect(x: 0, y: 0, width: 500, height: 800))
    let set = try Scene(yaml: "screen: [1080, 1920]\n" + windows, path: "scene.yaml")
    #expect(set.screenBounds == Rect(x: 0, y: 0, width: 1080, height: 1920))
  }

  @Test func gesturesTakeUIKitsDefaults() throws {
    let scene = try Scene(
      yaml: """
        windows: [{name: W, frame: [0, 0, 400, 600]}]
        gestures:
        - {name: t, kind: tap, view: W}
        - {name: l, kind: longPress, view: W}
        - {name: p, kind: pan, view: W}
        - {name: s, kind: swipe, view: W}
        - {name: e, kind: screenEdgePan, view: W}
        """, path: "scene.yaml")
    #expect(
      scene.gestures.map(\.kind) == [
        .tap(taps: 1, touches: 1),
        .longPress(minimumPressDuration: 0.5, allowableMovement: 10),
        .pan(minimumTouches: 1, maximumTouches: nil),
        .swipe(direction: .right),
        .screenEdgePan(edges: []),
      ])
    let tap = try #require(scene.gesture(named: "t"))
    #expect(tap.view == "W" && tap.isEnabled)
    #expect(tap.cancelsTouchesInView && !tap.delaysTouchesBegan && tap.delaysTouchesEnded)
    #expect(tap.requireToFail.isEmpty && tap.simultaneousWith.isEmpty)
  }

  @Test func everyGestureKeyIsRead() throws {
    let scene = try Scene(
      yaml: """
        windows: [{name: W, frame: [0, 0, 400, 600]}]
        gestures:
        - name: t
          kind: tap
          view: W
          taps: 2
          touches: 3
          cancelsTouchesInView: false
          delaysTouchesBegan: true
          delaysTouchesEnded: false
          enabled: false
          requireToFail: [p]
          simultaneousWith: [l, s]
        - {name: l, kind: longPress, view: W, minimumPressDuration: 1, allowableMovement: 5.5}
        - {name: p, kind: pan, view: W, minimumTouches: 2, maximumTouches: 3}
        - {name: s, kind: swipe, view: W, direction: up}
        - {name: e, kind: screenEdgePan, view: W, edges: [left, bottom]}
        - {name: z, kind: pinch, view: W}
        - {name: r, kind: rotation, view: W}
        """, path: "scene.yaml")
    let tap = try #require(scene.gesture(named: "t"))
    #expect(tap.kind == .tap(taps: 2, touches: 3))
    #expect(!tap.cancelsTouchesInView && tap.delaysTouchesBegan && !tap.delaysTouchesEnded)
    #expect(!tap.isEnabled && tap.requireToFail == ["p"] && tap.simultaneousWith == ["l", "s"])
    #expect(tap.line == 3)
    #expect(
      scene.gestures.dropFirst().map(\.kind) == [
        .longPress(minimumPressDuration: 1, allowableMovement: 5.5),
        .pan(minimumTouches: 2, maximumTouches: 3),
        .swipe(direction: .up),
        .screenEdgePan(edges: [.left, .bottom]),
        .pinch,
        .rotation,
      ])
  }
}
