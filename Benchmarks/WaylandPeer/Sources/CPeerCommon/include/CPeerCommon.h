/* The harness's clocks and quantiles (common.h in the harness folder), for Swift. */
#include "common.h"

/* Peak resident set of this process, in KiB (getrusage ru_maxrss). */
long peer_maxrss_kb(void);

/* glibc's top padding to 16 KiB and trim threshold to 64 KiB (mallopt), so that the top
   chunk stays below the fast-bin consolidation threshold and freeing libwayland's per-event
   blocks never consolidates the heap (docs/benchmark-history.md). A process-wide setting,
   this server's own: the library has no such call. Returns whether glibc took both. */
int peer_configure_heap(void);
