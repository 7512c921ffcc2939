/*
 * touchway-c-api-test: the C API's tests (scripts/test-c-api.sh builds and runs it).
 * Usage: touchway-c-api-test [SEED [ITERATIONS]]: the tests, then the seeded fuzz.
 */
#include <stdio.h>
#include <stdlib.h>

#include <wlr/util/log.h>

#include "harness.h"
#include "tests.h"

int main(int argc, char **argv) {
  wlr_log_init(WLR_ERROR, NULL);
  uint64_t seed = argc > 1 ? strtoull(argv[1], NULL, 0) : 1;
  int iterations = argc > 2 ? atoi(argv[2]) : 20000;
  run_tests();
  run_fuzz(seed, iterations);
  if (harness_failures > 0) {
    fprintf(stderr, "touchway-c-api-test: %d check(s) failed\n", harness_failures);
    return 1;
  }
  printf("touchway-c-api-test: passed (fuzz seed %llu, %d calls)\n", (unsigned long long)seed,
         iterations);
  return 0;
}
