import Touchway

extension View {
  /// Takes the name, frame and flags of `description`.
  func configure(from description: ViewDescription) {
    name = description.name
    frame = description.frame
    isUserInteractionEnabled = description.isUserInteractionEnabled
    isHidden = description.isHidden
    alpha = description.alpha
    isExclusiveTouch = description.isExclusiveTouch
    isMultipleTouchEnabled = description.isMultipleTouchEnabled
  }
}
