#ifndef TESTS_H
#define TESTS_H

#include <stdint.h>

/* Every function of touchway.h, with a real server and client. */
void run_tests(void);

/* Random sequences of API calls from `seed`; none may crash. */
void run_fuzz(uint64_t seed, int iterations);

#endif
