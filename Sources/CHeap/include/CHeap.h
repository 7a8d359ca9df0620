#ifndef CHEAP_H
#define CHEAP_H

#include <stddef.h>

/// Has glibc's malloc serve blocks up to `bytes` from its heap and keep
/// freed memory for the next allocation, instead of mapping each large
/// block afresh and unmapping it when freed. Returns 1 when glibc took both
/// settings, 0 otherwise.
int chartreel_keep_large_blocks(size_t bytes);

/// Gives free heap memory back to the system (malloc_trim): the free
/// blocks of every malloc arena and the main arena's free top.
void chartreel_release_free_memory(void);

#endif
