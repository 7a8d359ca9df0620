#include "CHeap.h"

#include <limits.h>
#include <malloc.h>

int chartreel_keep_large_blocks(size_t bytes) {
    if (bytes > INT_MAX / 2) return 0;
    /* Setting either threshold turns off glibc's adaptive thresholds. */
    return mallopt(M_MMAP_THRESHOLD, (int)bytes) == 1 && mallopt(M_TRIM_THRESHOLD, (int)bytes * 2) == 1;
}

void chartreel_release_free_memory(void) {
    malloc_trim(0);
}
