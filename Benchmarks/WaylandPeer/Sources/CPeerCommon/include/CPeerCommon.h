/* The harness's clocks and quantiles (common.h in the harness folder), for Swift. */
#include "common.h"

/* Peak resident set of this process, in KiB (getrusage ru_maxrss). */
long peer_maxrss_kb(void);
