/// A ``WaylandSeat`` as its surface views reach it on the motion path: borrowed, without
/// the checked strong load of an `unowned` reference and its release on every frame.
///
/// The seat holds the application (through its core seat), and so the views, which is why
/// a view cannot hold its seat strongly. The seat owns its link and empties it when it
/// goes, so a view that outlives its seat finds none instead of a dangling reference.
final class SeatLink {
  @exclusivity(unchecked) private(set) var seat: Unmanaged<WaylandSeat>?

  init() {}

  /// Set by the seat once it is initialized, and emptied in its `deinit`.
  func attach(_ seat: WaylandSeat?) {
    self.seat = seat.map(Unmanaged.passUnretained)
  }
}
