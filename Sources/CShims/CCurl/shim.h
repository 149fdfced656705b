#ifndef GHBROWSE_CCURL_SHIM_H
#define GHBROWSE_CCURL_SHIM_H

#include <curl/curl.h>

/*
 * Swift cannot call C variadic functions, so curl_easy_setopt, curl_easy_getinfo,
 * curl_share_setopt and curl_multi_setopt get one typed wrapper per argument kind here.
 * Macro constants Swift cannot import (CURL_GLOBAL_DEFAULT is an expression) get a function too.
 */

static inline CURLcode ghb_global_init_default(void) {
    return curl_global_init(CURL_GLOBAL_DEFAULT);
}

/* MARK: curl_easy_setopt */

static inline CURLcode ghb_easy_setopt_long(CURL *handle, CURLoption option, long value) {
    return curl_easy_setopt(handle, option, value);
}

static inline CURLcode ghb_easy_setopt_string(CURL *handle, CURLoption option, const char *value) {
    return curl_easy_setopt(handle, option, value);
}

static inline CURLcode ghb_easy_setopt_pointer(CURL *handle, CURLoption option, void *value) {
    return curl_easy_setopt(handle, option, value);
}

static inline CURLcode ghb_easy_setopt_slist(CURL *handle, CURLoption option, struct curl_slist *value) {
    return curl_easy_setopt(handle, option, value);
}

static inline CURLcode ghb_easy_setopt_share(CURL *handle, CURLSH *share) {
    return curl_easy_setopt(handle, CURLOPT_SHARE, share);
}

/* For CURLOPT_WRITEFUNCTION and CURLOPT_HEADERFUNCTION (same signature). */
static inline CURLcode ghb_easy_setopt_write_function(CURL *handle, CURLoption option, curl_write_callback callback) {
    return curl_easy_setopt(handle, option, callback);
}

/* Only http and https, also when following redirects. */
static inline CURLcode ghb_easy_restrict_to_http(CURL *handle) {
#if LIBCURL_VERSION_NUM >= 0x075500
    CURLcode code = curl_easy_setopt(handle, CURLOPT_PROTOCOLS_STR, "http,https");
    if (code != CURLE_OK) return code;
    return curl_easy_setopt(handle, CURLOPT_REDIR_PROTOCOLS_STR, "http,https");
#else
    CURLcode code = curl_easy_setopt(handle, CURLOPT_PROTOCOLS, (long)(CURLPROTO_HTTP | CURLPROTO_HTTPS));
    if (code != CURLE_OK) return code;
    return curl_easy_setopt(handle, CURLOPT_REDIR_PROTOCOLS, (long)(CURLPROTO_HTTP | CURLPROTO_HTTPS));
#endif
}

/*
 * Lets a cancelled transfer that is still resolving a name return at once instead of waiting
 * for the resolver thread (libcurl 7.87+; the thread then cleans up after itself).
 */
static inline CURLcode ghb_easy_allow_quick_exit(CURL *handle) {
#if LIBCURL_VERSION_NUM >= 0x075700
    return curl_easy_setopt(handle, CURLOPT_QUICK_EXIT, 1L);
#else
    (void)handle;
    return CURLE_OK;
#endif
}

/* MARK: curl_easy_getinfo */

static inline CURLcode ghb_easy_getinfo_long(CURL *handle, CURLINFO info, long *value) {
    return curl_easy_getinfo(handle, info, value);
}

/* MARK: curl_share_setopt */

static inline CURLSHcode ghb_share_setopt_share(CURLSH *share, curl_lock_data data) {
    return curl_share_setopt(share, CURLSHOPT_SHARE, data);
}

static inline CURLSHcode ghb_share_setopt_lock_function(CURLSH *share, curl_lock_function function) {
    return curl_share_setopt(share, CURLSHOPT_LOCKFUNC, function);
}

static inline CURLSHcode ghb_share_setopt_unlock_function(CURLSH *share, curl_unlock_function function) {
    return curl_share_setopt(share, CURLSHOPT_UNLOCKFUNC, function);
}

static inline CURLSHcode ghb_share_setopt_userdata(CURLSH *share, void *userdata) {
    return curl_share_setopt(share, CURLSHOPT_USERDATA, userdata);
}

/* MARK: curl_multi_setopt */

static inline CURLMcode ghb_multi_setopt_long(CURLM *multi, CURLMoption option, long value) {
    return curl_multi_setopt(multi, option, value);
}

/* MARK: CURLMsg (its `data` member is a union) */

static inline CURLcode ghb_multi_message_result(const CURLMsg *message) {
    return message->data.result;
}

#endif
