/// The range of an absolute axis (the kernel's `struct input_absinfo`, without its value).
public struct AbsoluteAxisInfo: Hashable, Sendable {
  /// The smallest value the axis reports.
  public var minimum: Int32
  /// The largest value the axis reports.
  public var maximum: Int32
  /// The kernel's noise filter: changes smaller than this may be dropped.
  public var fuzz: Int32
  /// The dead zone around the centre (joysticks).
  public var flat: Int32
  /// Units per millimetre; 0 when the device does not say.
  public var resolution: Int32

  /// Creates an axis description.
  public init(
    minimum: Int32, maximum: Int32, fuzz: Int32 = 0, flat: Int32 = 0, resolution: Int32 = 0
  ) {
    self.minimum = minimum
    self.maximum = maximum
    self.fuzz = fuzz
    self.flat = flat
    self.resolution = resolution
  }

  /// A value scaled onto `range` points, the axis's full span onto the range (libinput's
  /// `scale_axis`).
  func scale(_ value: Int32, to range: Double) -> Double {
    (Double(value) - Double(minimum)) * range / Double(Int64(maximum) - Int64(minimum) + 1)
  }
}
