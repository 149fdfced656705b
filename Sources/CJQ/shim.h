#ifndef GHBROWSE_CJQ_SHIM_H
#define GHBROWSE_CJQ_SHIM_H

#include <jq.h>
#include <jv.h>

/*
 * libjq (Debian's libjq-dev) for `--jq`: jq.h and jv.h import into Swift as they are; the
 * helpers below name what Swift cannot (a jv's kind as an int, the dump flags).
 */

static inline int ghb_jv_kind(jv value) {
    return (int)jv_get_kind(value);
}

static inline int ghb_jv_kind_invalid(void) { return (int)JV_KIND_INVALID; }
static inline int ghb_jv_kind_null(void) { return (int)JV_KIND_NULL; }
static inline int ghb_jv_kind_string(void) { return (int)JV_KIND_STRING; }

/* A value on one line, as `jq -c` prints it (consumes `value`). */
static inline jv ghb_jv_dump_compact(jv value) {
    return jv_dump_string(value, 0);
}

#endif
