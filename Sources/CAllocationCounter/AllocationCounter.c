// Counts heap allocations by interposing glibc's allocator: symbols defined in the executable
// take precedence over libc's, and the real implementations stay reachable as __libc_*.
//
// Each thread counts its own: a measurement of synchronous work counts that work, not what the
// test runner or another test allocates on other threads meanwhile. The counter lives in the
// executable's static TLS block (initial-exec), so reading or bumping it never allocates.
#include "CAllocationCounter.h"

#include <stddef.h>

#if defined(__GLIBC__)
extern void *__libc_malloc(size_t size);
extern void *__libc_calloc(size_t count, size_t size);
extern void *__libc_realloc(void *pointer, size_t size);
extern void *__libc_memalign(size_t alignment, size_t size);

static _Thread_local uint64_t allocations __attribute__((tls_model("initial-exec"))) = 0;

void *malloc(size_t size) {
    allocations += 1;
    return __libc_malloc(size);
}

void *calloc(size_t count, size_t size) {
    allocations += 1;
    return __libc_calloc(count, size);
}

void *realloc(void *pointer, size_t size) {
    allocations += 1;
    return __libc_realloc(pointer, size);
}

int posix_memalign(void **result, size_t alignment, size_t size) {
    allocations += 1;
    void *pointer = __libc_memalign(alignment, size);
    if (pointer == NULL) return 12; /* ENOMEM */
    *result = pointer;
    return 0;
}

void *aligned_alloc(size_t alignment, size_t size) {
    allocations += 1;
    return __libc_memalign(alignment, size);
}

uint64_t reusekit_allocation_count(void) {
    return allocations;
}

int reusekit_allocation_counting_enabled(void) { return 1; }
#else
uint64_t reusekit_allocation_count(void) { return 0; }
int reusekit_allocation_counting_enabled(void) { return 0; }
#endif
