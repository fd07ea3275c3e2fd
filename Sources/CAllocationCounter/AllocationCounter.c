// Counts heap allocations by interposing glibc's allocator: symbols defined in the executable
// take precedence over libc's, and the real implementations stay reachable as __libc_*.
#include "CAllocationCounter.h"

#include <stdatomic.h>
#include <stddef.h>

#if defined(__GLIBC__)
extern void *__libc_malloc(size_t size);
extern void *__libc_calloc(size_t count, size_t size);
extern void *__libc_realloc(void *pointer, size_t size);
extern void *__libc_memalign(size_t alignment, size_t size);

static _Atomic uint64_t allocations = 0;

void *malloc(size_t size) {
    atomic_fetch_add_explicit(&allocations, 1, memory_order_relaxed);
    return __libc_malloc(size);
}

void *calloc(size_t count, size_t size) {
    atomic_fetch_add_explicit(&allocations, 1, memory_order_relaxed);
    return __libc_calloc(count, size);
}

void *realloc(void *pointer, size_t size) {
    atomic_fetch_add_explicit(&allocations, 1, memory_order_relaxed);
    return __libc_realloc(pointer, size);
}

int posix_memalign(void **result, size_t alignment, size_t size) {
    atomic_fetch_add_explicit(&allocations, 1, memory_order_relaxed);
    void *pointer = __libc_memalign(alignment, size);
    if (pointer == NULL) return 12; /* ENOMEM */
    *result = pointer;
    return 0;
}

void *aligned_alloc(size_t alignment, size_t size) {
    atomic_fetch_add_explicit(&allocations, 1, memory_order_relaxed);
    return __libc_memalign(alignment, size);
}

uint64_t reusekit_allocation_count(void) {
    return atomic_load_explicit(&allocations, memory_order_relaxed);
}

int reusekit_allocation_counting_enabled(void) { return 1; }
#else
uint64_t reusekit_allocation_count(void) { return 0; }
int reusekit_allocation_counting_enabled(void) { return 0; }
#endif
