/// What a text field holds, so that a keyboard can offer the right keys: the purpose and
/// hints of `zwp_text_input_v3.set_content_type`, UIKit's `keyboardType` and text traits.
public struct TextContentType: Hashable, Sendable {
  /// What the text is.
  public enum Purpose: UInt32, Hashable, Sendable {
    case normal, alpha, digits, number, phone, url, email, name, password, pin, date, time,
      datetime, terminal
  }

  /// How the text should be typed; the bits of `zwp_text_input_v3.content_hint`.
  public struct Hints: OptionSet, Hashable, Sendable {
    public let rawValue: UInt32
    /// Creates hints from `zwp_text_input_v3.content_hint` bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let completion = Hints(rawValue: 0x1)
    public static let spellcheck = Hints(rawValue: 0x2)
    public static let autoCapitalization = Hints(rawValue: 0x4)
    public static let lowercase = Hints(rawValue: 0x8)
    public static let uppercase = Hints(rawValue: 0x10)
    public static let titlecase = Hints(rawValue: 0x20)
    public static let hiddenText = Hints(rawValue: 0x40)
    public static let sensitiveData = Hints(rawValue: 0x80)
    public static let latin = Hints(rawValue: 0x100)
    public static let multiline = Hints(rawValue: 0x200)
  }

  /// The purpose; ``Purpose/normal`` by default.
  public var purpose: Purpose
  /// The hints; none by default.
  public var hints: Hints

  /// A content type.
  public init(purpose: Purpose = .normal, hints: Hints = []) {
    self.purpose = purpose
    self.hints = hints
  }

  /// Whether a keyboard should open on its digits: numbers, phone numbers, PINs, dates
  /// and times.
  public var prefersDigits: Bool {
    [.digits, .number, .phone, .pin, .date, .time, .datetime].contains(purpose)
  }
}
