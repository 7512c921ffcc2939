// glibc's allocator parameters (mallopt) and statistics (mallinfo2), which Swift's Glibc
// module leaves out.
#include <malloc.h>
