/// Client-supplied text (titles, app ids, device names) as one line of plain text: control
/// characters, escapes and quotes are written as Swift escapes, so a client cannot forge
/// trace lines or drive the terminal.
func escaped(_ text: String) -> String {
  var result = ""
  for scalar in text.unicodeScalars {
    switch scalar {
    case "\"", "\\": result += "\\\(scalar)"
    case _ where scalar.properties.generalCategory == .control || scalar == "\u{7f}":
      result += scalar.escaped(asASCII: false)
    default: result.unicodeScalars.append(scalar)
    }
  }
  return result
}
