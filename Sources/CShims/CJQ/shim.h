#ifndef GHBROWSE_CJQ_SHIM_H
#define GHBROWSE_CJQ_SHIM_H

#include <jq.h>
#include <jv.h>

/*
 * libjq's headers (Debian's libjq-dev) for `--jq`: the types only (`jv`, `jv_kind`, `jq_state`).
 * Nothing links libjq: GHBrowseApp's JQLibrary opens libjq.so.1 with dlopen the first time an
 * expression is compiled and calls it through function pointers, so a launch without `--jq`
 * loads neither libjq nor libonig. Call no function declared here directly (the link would fail).
 */

#endif
