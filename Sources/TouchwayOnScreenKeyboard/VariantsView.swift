public import Touchway

/// The accented variants a long press on a key offers, in a row above the key; the
/// finger picks one by sliding along the row, and types it by lifting.
public final class VariantsView: View {
  /// The variants, left to right.
  public let variants: [String]
  /// The index of the variant under the finger.
  public private(set) var selectedIndex = 0

  init(variants: [String], above key: Rect, within width: Double) {
    self.variants = variants
    let rowWidth = key.size.width * Double(variants.count)
    let x = min(max(key.minX, 0), max(width - rowWidth, 0))
    super.init(
      frame: Rect(x: x, y: key.minY - key.size.height, width: rowWidth, height: key.size.height),
      name: "variants")
    // It shows what the long press picks; the press's own finger does the picking.
    isUserInteractionEnabled = false
  }

  /// The frame of each variant, in the view's coordinates.
  public var variantFrames: [Rect] {
    let width = bounds.size.width / Double(variants.count)
    return variants.indices.map {
      Rect(x: Double($0) * width, y: 0, width: width, height: bounds.size.height)
    }
  }

  /// The selected variant.
  public var selected: String { variants[selectedIndex] }

  /// Selects the variant under `x`, in the keyboard's coordinates.
  func select(atX x: Double) {
    let width = bounds.size.width / Double(variants.count)
    let index = Int(((x - frame.minX) / width).rounded(.down))
    selectedIndex = min(max(index, 0), variants.count - 1)
  }
}
