import Glibc
import TouchwaySystem

/// Raises the soft limit on open files to the hard limit: each client costs descriptors
/// (its socket, its buffers' memory), and at the soft limit a compositor can accept no one.
func raiseFileLimit() {
  var limit = rlimit()
  guard getrlimit(__rlimit_resource_t(RLIMIT_NOFILE.rawValue), &limit) == 0,
    limit.rlim_cur < limit.rlim_max
  else { return }
  limit.rlim_cur = limit.rlim_max
  if setrlimit(__rlimit_resource_t(RLIMIT_NOFILE.rawValue), &limit) != 0 {
    logger.warning("cannot raise the open-file limit: \(Errno.current)")
  }
}
