import Glibc

/// A program run for a test with its standard error on a pipe, killed when the object
/// goes away. Spawned with `posix_spawn`, which is safe in a process with many threads.
final class ChildProcess {
  let processID: pid_t
  /// The read end of the child's standard error; non-blocking.
  let standardError: Int32

  init(_ path: String, environment: [String]) throws {
    var pipeEnds: [Int32] = [-1, -1]
    guard pipe(&pipeEnds) == 0 else { throw ChildProcessError.pipe }
    for end in pipeEnds { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
    standardError = pipeEnds[0]
    _ = fcntl(standardError, F_SETFL, O_NONBLOCK)
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_adddup2(&actions, pipeEnds[1], 2)
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    let arguments = [strdup(path), nil]
    let environmentStrings = environment.map { strdup($0) } + [nil]
    defer { for string in arguments + environmentStrings { free(string) } }
    var pid: pid_t = 0
    let status = posix_spawn(&pid, path, &actions, nil, arguments, environmentStrings)
    close(pipeEnds[1])
    guard status == 0 else {
      close(standardError)
      throw ChildProcessError.spawn(status)
    }
    processID = pid
  }

  deinit {
    kill(processID, SIGKILL)
    var status: Int32 = 0
    waitpid(processID, &status, 0)
    close(standardError)
  }

  /// What the child wrote to standard error since the last call.
  func readStandardError() -> String {
    var text = ""
    var buffer = [UInt8](repeating: 0, count: 65536)
    while true {
      let count = read(standardError, &buffer, buffer.count)
      guard count > 0 else { return text }
      text += String(decoding: buffer[..<count], as: UTF8.self)
    }
  }
}

enum ChildProcessError: Error {
  case pipe
  case spawn(Int32)
}
