#ifndef CPCRE2_SHIM_H
#define CPCRE2_SHIM_H

#define PCRE2_CODE_UNIT_WIDTH 8
#include <pcre2.h>

/* Swift drops macros that are expressions; re-export the ones the library uses. */
/* PCRE2_UNSET is ~(size_t)0, which Swift's Int cannot hold as a constant: compare in C instead. */
static inline int cpcre2_is_unset(PCRE2_SIZE offset) { return offset == PCRE2_UNSET; }
static const int CPCRE2_ERROR_NOMATCH = PCRE2_ERROR_NOMATCH;
static const int CPCRE2_ERROR_MATCHLIMIT = PCRE2_ERROR_MATCHLIMIT;
static const int CPCRE2_ERROR_DEPTHLIMIT = PCRE2_ERROR_DEPTHLIMIT;
static const int CPCRE2_ERROR_HEAPLIMIT = PCRE2_ERROR_HEAPLIMIT;
static const int CPCRE2_ERROR_JIT_STACKLIMIT = PCRE2_ERROR_JIT_STACKLIMIT;

#endif
