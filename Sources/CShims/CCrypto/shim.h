// libcrypto (OpenSSL 3), which libcurl already loads: SHA-256 for the response cache's keys.
// OpenSSL 3's one-shot SHA256() fetches the algorithm from the default provider on its first call
// (EVP_MD_fetch building the provider's algorithm table: about 3 M instructions, on the path to the
// browser's first cached rows); SHA256_Init/Update/Final compute it directly. They are deprecated
// in 3.0 but kept, and give the same digest (SHA256Tests).
#define OPENSSL_SUPPRESS_DEPRECATED
#include <openssl/sha.h>

static inline void ghb_sha256(const unsigned char *data, size_t count, unsigned char *digest) {
    SHA256_CTX context;
    SHA256_Init(&context);
    SHA256_Update(&context, data, count);
    SHA256_Final(digest, &context);
}
