import CLibwacom

/// libwacom's database, as libinput 1.22 consults it for tablets: the axes and buttons of
/// a stylus by its tool id, and whether a Wacom tablet takes AES pens (libinput does not
/// smooth those).
enum StylusDatabase {
  /// Loaded once, on first use; read-only afterwards. `nil` when libwacom's data files
  /// are missing, in which case libinput too falls back to the tablet's own axes.
  private nonisolated(unsafe) static let database = libwacom_database_new()

  /// The tool's axes and buttons from libwacom, as `tool_set_bits_from_libwacom` copies
  /// them (only those the tablet has); `nil` when libwacom does not know the stylus.
  static func capabilities(toolID: UInt32, tabletAxes: TabletAxisSet, tabletCodes: EventCodes)
    -> (axes: TabletAxisSet, buttons: Set<UInt16>)?
  {
    guard let database, let stylus = libwacom_stylus_get_for_id(database, Int32(bitPattern: toolID))
    else { return nil }
    var axes: TabletAxisSet = []
    var buttons: Set<UInt16> = []
    func copyButton(_ code: UInt16) {
      if tabletCodes.contains(type: EventType.key, code: code) { buttons.insert(code) }
    }
    let isPuck = libwacom_stylus_get_type(stylus) == WSTYLUS_PUCK
    let buttonCount = Int(libwacom_stylus_get_num_buttons(stylus))
    if isPuck {
      for offset in 0..<max(0, buttonCount) { copyButton(KeyCode.left + UInt16(offset)) }
    } else {
      if buttonCount >= 2 { copyButton(KeyCode.stylus2) }
      if buttonCount >= 1 { copyButton(KeyCode.stylus) }
    }
    if libwacom_stylus_has_wheel(stylus) != 0 { axes.insert(.wheel) }
    let flags = libwacom_stylus_get_axes(stylus).rawValue
    func has(_ flag: WacomAxisTypeFlags) -> Bool { flags & flag.rawValue != 0 }
    if has(WACOM_AXIS_TYPE_TILT) {
      // A puck's tilt becomes its rotation.
      axes.formUnion(isPuck ? .rotation : .tilt)
    }
    if has(WACOM_AXIS_TYPE_ROTATION_Z) { axes.insert(.rotation) }
    if has(WACOM_AXIS_TYPE_DISTANCE) { axes.insert(.distance) }
    if has(WACOM_AXIS_TYPE_SLIDER) { axes.insert(.slider) }
    if has(WACOM_AXIS_TYPE_PRESSURE) { axes.insert(.pressure) }
    // The puck's rotation is set even where the tablet has no such axis; the rest only
    // where the tablet has it.
    let copied = axes.intersection(tabletAxes)
    return (isPuck && axes.contains(.rotation) ? copied.union(.rotation) : copied, buttons)
  }

  /// Whether libwacom lists Lenovo's AES pen (0x11) for the tablet (`tablet_is_aes`).
  static func isAES(vendor: UInt16, product: UInt16) -> Bool {
    guard vendor == 0x056a, let database,
      let device = libwacom_new_from_usbid(database, Int32(vendor), Int32(product), nil)
    else { return false }
    defer { libwacom_destroy(device) }
    var count: Int32 = 0
    guard let styli = libwacom_get_supported_styli(device, &count) else { return false }
    return (0..<Int(count)).contains { styli[$0] == 0x11 }
  }
}
