#include "allocation_counter.h"

#include <stdbool.h>
#include <stddef.h>

// glibc's allocator under the names it exports for allocators that wrap it.
extern void *__libc_malloc(size_t size);
extern void *__libc_calloc(size_t count, size_t size);
extern void *__libc_realloc(void *pointer, size_t size);

// Initial-exec thread-locals live in the static TLS block: reading them never allocates.
static __thread bool counting __attribute__((tls_model("initial-exec")));
static __thread long allocations __attribute__((tls_model("initial-exec")));

static void count(void) {
  if (counting) allocations += 1;
}

void *malloc(size_t size) {
  count();
  return __libc_malloc(size);
}

void *calloc(size_t count_, size_t size) {
  count();
  return __libc_calloc(count_, size);
}

void *realloc(void *pointer, size_t size) {
  count();
  return __libc_realloc(pointer, size);
}

void touchway_allocation_counting_start(void) {
  allocations = 0;
  counting = true;
}

long touchway_allocation_counting_stop(void) {
  counting = false;
  return allocations;
}
