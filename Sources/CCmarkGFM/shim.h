#ifndef GHBROWSE_CCMARKGFM_SHIM_H
#define GHBROWSE_CCMARKGFM_SHIM_H

#include <cmark-gfm.h>
#include <cmark-gfm-extension_api.h>
#include <cmark-gfm-core-extensions.h>

/* The parser options ghbrowse uses: CommonMark defaults, invalid UTF-8 replaced, GFM
   footnotes (macro expressions Swift does not import). */
static inline int ghb_cmark_options(void) {
    return CMARK_OPT_DEFAULT | CMARK_OPT_VALIDATE_UTF8 | CMARK_OPT_FOOTNOTES;
}
#endif
