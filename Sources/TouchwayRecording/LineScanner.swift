import TouchwaySystem

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads a file line by line through one fixed buffer, so that a recording of any length
/// is read in bounded memory.
///
/// A line is handed out as raw bytes that stay valid until the next call to
/// ``nextLine()``. A line longer than the buffer is an error, not a reason to grow.
final class LineScanner {
  /// One line, without its line break.
  struct Line {
    /// The line's bytes.
    var bytes: UnsafeRawBufferPointer
    /// The 1-based line number.
    var number: Int
    /// Whether a line break ended the line (the last line of a file may lack one).
    var isTerminated: Bool
  }

  /// The file's path, for error messages.
  let path: String
  private let descriptor: CInt
  private let buffer: UnsafeMutableRawBufferPointer
  /// The unread bytes are `buffer[start..<end]`.
  private var start = 0
  private var end = 0
  private var reachedEndOfFile = false
  private var lineNumber = 0

  /// Opens the file for reading.
  init(path: String, bufferSize: Int = 1 << 18) throws(RecordingError) {
    self.path = path
    descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else {
      throw RecordingError(.unreadable, path: path, line: 0, "cannot open: \(Errno.current)")
    }
    buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: bufferSize, alignment: 16)
  }

  deinit {
    close(descriptor)
    buffer.deallocate()
  }

  /// The number of the line last returned; 0 before the first.
  var currentLine: Int { lineNumber }

  /// The next line, or `nil` at the end of the file.
  func nextLine() throws(RecordingError) -> Line? {
    while true {
      if let newline = firstNewline() {
        return takeLine(upTo: newline, terminated: true)
      }
      if reachedEndOfFile {
        return start < end ? takeLine(upTo: end, terminated: false) : nil
      }
      try refill()
    }
  }

  private func firstNewline() -> Int? {
    guard start < end, let base = buffer.baseAddress else { return nil }
    guard let found = memchr(base + start, 0x0A, end - start) else { return nil }
    return base.distance(to: UnsafeMutableRawPointer(found))
  }

  private func takeLine(upTo lineEnd: Int, terminated: Bool) -> Line {
    var last = lineEnd
    if last > start, buffer[last - 1] == 0x0D { last -= 1 }  // CRLF files
    let bytes = UnsafeRawBufferPointer(rebasing: buffer[start..<last])
    start = terminated ? lineEnd + 1 : lineEnd
    lineNumber += 1
    return Line(bytes: bytes, number: lineNumber, isTerminated: terminated)
  }

  /// Moves the unread bytes to the front and reads more after them.
  private func refill() throws(RecordingError) {
    if start > 0 {
      if end > start, let base = buffer.baseAddress {
        memmove(base, base + start, end - start)
      }
      end -= start
      start = 0
    }
    guard end < buffer.count else {
      throw RecordingError(
        .malformed, path: path, line: lineNumber + 1,
        "line is longer than \(buffer.count / 1024) KiB")
    }
    let count: Int
    switch retryOnInterrupt({ read(descriptor, buffer.baseAddress! + end, buffer.count - end) }) {
    case .success(let read): count = read
    case .failure(let error):
      throw RecordingError(.unreadable, path: path, line: lineNumber + 1, "cannot read: \(error)")
    }
    if count == 0 { reachedEndOfFile = true }
    end += count
  }
}
