/// What lets hit tests walk an array of views (a view's subviews, the application's
/// windows) without retaining it, and keeps it whole for them when a hit test changes it.
///
/// A hit test reads the arrays it walks in place, lending each view unretained, instead of
/// copying them: retaining a copy for every level, and each view walked, were most of a hit
/// test's time (atomic reference counting). Hit tests must not change the tree (R14), but
/// one that does must neither free a view still being walked nor change what the walks
/// under way see. So a hit test begins a walk before it calls a view's method (the only
/// code that can change the tree, `HitTestDescent`), and while a walk is under way, a change
/// first keeps the array as it was (``willChange(_:)``); each walk then reads the array it
/// began with, as if it had copied it: the copy is made only when something changes.
struct HitTestWalks<Element: View> {
  /// The walks under way.
  private var depth = 0
  /// The arrays as they were before each change made while walks were under way, oldest
  /// first. A walk that began when `count` of them were kept reads the next one, if any.
  private var kept: [[Element]] = []

  /// Starts a walk; it returns the walk's mark for ``element(_:of:walk:)``.
  mutating func begin() -> Int {
    depth += 1
    return kept.count
  }

  /// Ends a walk; the last to end lets go of the kept arrays.
  mutating func end() {
    depth -= 1
    if depth == 0 && !kept.isEmpty { kept = [] }
  }

  /// Called before `elements` (the array walked) changes.
  mutating func willChange(_ elements: [Element]) {
    if depth > 0 { kept.append(elements) }
  }

  /// The element at `index` of the array as it was when the walk marked `walk` began,
  /// unretained: that array keeps it alive until the walk ends.
  func element(_ index: Int, of current: [Element], walk: Int) -> Unmanaged<Element> {
    Unmanaged.passUnretained(walk < kept.count ? kept[walk][index] : current[index])
  }
}
