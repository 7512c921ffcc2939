import Touchway
import TouchwayKiosk
import TouchwaySynthesis

extension KioskSession {
  /// Acts on the replay's markers and feeds `verdict`, if the run has one: the replay
  /// holds at a `screenshot` or `wait-frame` marker until the app has taken in the input
  /// before it and the screen shows its answer (the ``Settler``), then the screenshot is
  /// taken; `wait-title` waits for a toplevel's title. The verdict gets the trace (printed
  /// too only when `printsTrace`), the screenshots and the waits that timed out.
  func actOnMarkers(verdict: KioskVerdict?, printsTrace: Bool) {
    let settler = Settler(compositor: compositor)
    var pending: [() -> Void] = []
    settler.settled = {
      let finished = pending
      pending = []
      for work in finished { work() }
    }
    kiosk.markerHandler = { [unowned self] marker, done in
      pending.append { [unowned self] in
        switch marker.action {
        case .screenshot(let name): takeScreenshot(named: name, for: verdict)
        case .unplug(let output): compositor.unplug(output)
        default: break
        }
        done()
      }
      settler.request()
    }
    let titleChanged = compositor.shell.titleChanged
    compositor.shell.titleChanged = { [unowned self] window in
      titleChanged(window)
      kiosk.titleDidChange(of: window, to: window.title ?? "")
    }
    guard let verdict else { return }
    kiosk.markerTimedOut = { verdict.timedOut($0) }
    let printing = kiosk.traceHandler
    kiosk.traceHandler = { line in
      verdict.record(traceLine: line)
      if printsTrace { printing?(line) }
    }
  }

  private func takeScreenshot(named name: String, for verdict: KioskVerdict?) {
    guard let (width, height, pixels) = compositor.mainOutput?.readPixels() else {
      return logger.error("cannot read the output for the screenshot \(name)")
    }
    kiosk.trace("screenshot \(name)")
    verdict?.record(screenshot: name, width: width, height: height, pixels: pixels)
  }
}
