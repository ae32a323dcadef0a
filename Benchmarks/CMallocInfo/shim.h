#ifndef CMALLOCINFO_SHIM_H
#define CMALLOCINFO_SHIM_H

/* glibc's allocator statistics for the benchmark's memory scenario (Swift's Glibc module omits malloc.h). */
#include <malloc.h>
#include <stddef.h>

/* Bytes handed out by malloc and not yet freed: arena chunks in use plus mmap'd blocks. */
static inline size_t cmallocinfo_in_use_bytes(void) {
    struct mallinfo2 info = mallinfo2();
    return info.uordblks + info.hblkhd;
}

#endif
