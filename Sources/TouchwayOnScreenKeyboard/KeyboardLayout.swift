public import Touchway

/// The built-in keyboard's keys and where they go: two pages, letters and symbols, of
/// four rows on a grid ten units wide. Both pages have the same shape, so that changing
/// pages relabels the keys in place.
public struct KeyboardLayout: Sendable {
  /// A key and how many grid units wide it is; a key with no definition is a gap.
  public struct Slot: Sendable {
    /// The key, or `nil` for a gap.
    public let key: KeyDefinition?
    /// How many grid units wide it is.
    public let width: Double
  }

  /// The rows, top to bottom.
  public let rows: [[Slot]]

  /// How many grid units wide a row is.
  public static let columns = 10.0

  /// The letters page (QWERTY), with accented variants on the vowels and a few consonants.
  public static let letters = KeyboardLayout(rows: [
    Self.keys("qwertyuiop"),
    [gap(0.5)] + Self.keys("asdfghjkl") + [gap(0.5)],
    [slot(.init(label: "shift", action: .shift), 1.5)] + Self.keys("zxcvbnm")
      + [slot(.init(label: "backspace", action: .backspace), 1.5)],
    bottomRow(page: .init(label: "symbols", action: .symbols)),
  ])

  /// The symbols page: digits, punctuation and signs.
  public static let symbols = KeyboardLayout(rows: [
    Self.keys("1234567890"),
    [gap(0.5)] + Self.keys("@#$%&-+()") + [gap(0.5)],
    [slot(.text("~"), 1.5)] + Self.keys("*\"':;!?")
      + [slot(.init(label: "backspace", action: .backspace), 1.5)],
    bottomRow(page: .init(label: "letters", action: .letters)),
  ])

  /// Every key with its frame in a keyboard of `size`, row by row, left to right.
  public func frames(in size: Size) -> [(key: KeyDefinition, frame: Rect)] {
    let unit = size.width / Self.columns
    let rowHeight = size.height / Double(rows.count)
    var result: [(KeyDefinition, Rect)] = []
    for (index, row) in rows.enumerated() {
      var x = 0.0
      for slot in row {
        let frame = Rect(
          x: (x * unit).rounded(), y: (Double(index) * rowHeight).rounded(),
          width: ((x + slot.width) * unit).rounded() - (x * unit).rounded(),
          height: (Double(index + 1) * rowHeight).rounded() - (Double(index) * rowHeight).rounded())
        if let key = slot.key { result.append((key, frame)) }
        x += slot.width
      }
    }
    return result
  }

  /// How tall the keyboard is on an output of `size`: four rows, two fifths of the
  /// output's height but no more than three tenths of its width, so keys stay about
  /// square on a landscape screen.
  public static func height(on size: Size) -> Double {
    min(size.height * 0.4, size.width * 0.3).rounded()
  }

  /// The accented variants a long press offers.
  static let variants: [Character: [String]] = [
    "a": ["à", "á", "â", "ä", "æ", "ã", "å"], "c": ["ç"], "e": ["è", "é", "ê", "ë"],
    "i": ["ì", "í", "î", "ï"], "n": ["ñ"], "o": ["ò", "ó", "ô", "ö", "õ", "ø"], "s": ["ß"],
    "u": ["ù", "ú", "û", "ü"], "y": ["ÿ"],
  ]

  private static func keys(_ characters: String) -> [Slot] {
    characters.map { slot(.text(String($0), variants: variants[$0] ?? []), 1) }
  }

  /// The page key, the space bar, Return, and the key that puts the keyboard away, at
  /// the right end as Android's and iPad's keyboards have it.
  private static func bottomRow(page: KeyDefinition) -> [Slot] {
    [
      slot(page, 1.5), slot(.text(","), 1), slot(.init(label: "space", action: .space), 4),
      slot(.text("."), 1), slot(.init(label: "enter", action: .enter), 1.5),
      slot(.init(label: "hide", action: .hide), 1),
    ]
  }

  private static func slot(_ key: KeyDefinition, _ width: Double) -> Slot {
    Slot(key: key, width: width)
  }

  private static func gap(_ width: Double) -> Slot {
    Slot(key: nil, width: width)
  }
}
