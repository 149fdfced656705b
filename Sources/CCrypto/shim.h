// libcrypto (OpenSSL 3), which libcurl already loads: SHA-256 for the response cache's keys.
#include <openssl/sha.h>
