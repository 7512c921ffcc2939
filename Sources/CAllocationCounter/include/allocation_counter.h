// Counts the heap allocations a thread makes between a start and a stop: the allocation
// gate's evidence that a steady-state motion frame allocates nothing. Linking this target
// replaces malloc, calloc and realloc in the whole process with glibc's own behind a
// counter; other threads' allocations are not counted.
#ifndef TOUCHWAY_ALLOCATION_COUNTER_H
#define TOUCHWAY_ALLOCATION_COUNTER_H

// Starts counting the calling thread's allocations from zero.
void touchway_allocation_counting_start(void);

// Stops counting and returns how many allocations the calling thread made since the start.
long touchway_allocation_counting_stop(void);

#endif
