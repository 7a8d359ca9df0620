#ifndef CHARTREEL_CCHAFA_SHIM_H
#define CHARTREEL_CCHAFA_SHIM_H

#include <chafa.h>

/* GString's fields are plain C; these keep the Swift side free of glib's
   macros. A printed frame is copied out and the GString freed at once. */
static inline const char *cchafa_string_bytes(GString *s) { return s->str; }
static inline size_t cchafa_string_length(GString *s) { return s->len; }
static inline void cchafa_string_free(GString *s) { g_string_free(s, TRUE); }

#endif
