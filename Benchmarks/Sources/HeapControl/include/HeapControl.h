// The allocator settings model-bench's build table needs (glibc's <malloc.h>, which Swift's Glibc
// module does not export). On other C libraries the functions report that they did nothing.
#ifndef HEAP_CONTROL_H
#define HEAP_CONTROL_H

/// Whether the allocator's trimming can be controlled here (1 with glibc, 0 otherwise).
int heap_control_available(void);

/// Keeps freed memory in the heap: no trimming of the heap's top, and blocks up to 32 MiB served
/// from the heap instead of separate mappings. Returns 1 on success.
int heap_control_keep_freed_memory(void);

/// Gives every free page of the heap back to the system (glibc's malloc_trim(0)). Returns 1 if
/// memory was released.
int heap_control_release_free_pages(void);

#endif
