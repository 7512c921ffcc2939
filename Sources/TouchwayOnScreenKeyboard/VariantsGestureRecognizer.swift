public import Touchway

/// A long press on a key that offers variants; on a key that has none (a page may
/// relabel a key), it fails when it would begin, so the key keeps its touch and types.
public final class VariantsGestureRecognizer: LongPressGestureRecognizer {
  public override func timerDidFire() {
    guard let key = view as? KeyView, !key.key.variants.isEmpty else {
      state = .failed
      return
    }
    super.timerDidFire()
  }
}
