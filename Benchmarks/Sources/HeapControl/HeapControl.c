#include "HeapControl.h"

// Any C library header defines __GLIBC__ under glibc.
#include <stdlib.h>

#if defined(__GLIBC__)
#include <malloc.h>

int heap_control_available(void) { return 1; }

int heap_control_keep_freed_memory(void) {
  int mmap = mallopt(M_MMAP_THRESHOLD, 32 * 1024 * 1024);
  int trim = mallopt(M_TRIM_THRESHOLD, 0x7fffffff);
  return mmap == 1 && trim == 1;
}

int heap_control_release_free_pages(void) { return malloc_trim(0); }

#else

int heap_control_available(void) { return 0; }
int heap_control_keep_freed_memory(void) { return 0; }
int heap_control_release_free_pages(void) { return 0; }

#endif
