#ifndef CALLOCATION_COUNTER_H
#define CALLOCATION_COUNTER_H

#include <stdint.h>

/// The number of heap allocations (malloc, calloc, realloc, aligned allocations) the calling
/// thread has made since it started, counted by interposing the allocator. Reading it allocates
/// nothing.
uint64_t reusekit_allocation_count(void);

/// Whether the counter is live (the allocator was interposed); when false the count stays 0.
int reusekit_allocation_counting_enabled(void);

#endif
