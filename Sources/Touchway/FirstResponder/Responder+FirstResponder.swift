extension Responder {
  /// Whether this responder is its application's first responder.
  public var isFirstResponder: Bool {
    chainApplication?.firstResponder === self
  }

  /// The application this responder's chain ends at, or `nil` for a chain that reaches
  /// none (a view in no window, a window not shown).
  var chainApplication: Application? {
    var responder: Responder? = self
    while let current = responder {
      if let application = current as? Application { return application }
      responder = current.next
    }
    return nil
  }
}
