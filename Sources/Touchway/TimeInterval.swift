/// A time or a duration in seconds.
///
/// Touchway's times are monotonic seconds since an arbitrary base chosen by whoever feeds
/// the ``Seat`` (libinput's clock, a recording's first event, a script's zero).
public typealias TimeInterval = Double
