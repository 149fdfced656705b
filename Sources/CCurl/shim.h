#ifndef GHBROWSE_CCURL_SHIM_H
#define GHBROWSE_CCURL_SHIM_H
#include <curl/curl.h>
#endif
