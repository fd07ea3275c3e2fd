// The system's OpenSSL (libssl-dev), for the HTTP client's TLS. A few of the calls it needs are
// macros, which Swift cannot import; they are wrapped here as inline functions.

#ifndef REUSEKIT_COPENSSL_SHIM_H
#define REUSEKIT_COPENSSL_SHIM_H

#include <openssl/err.h>
#include <openssl/pem.h>
#include <openssl/ssl.h>
#include <openssl/x509.h>
#include <openssl/x509_vfy.h>
#include <openssl/x509v3.h>

/// `SSL_CTX_set_min_proto_version`; 1 on success.
static inline int rk_ssl_ctx_set_min_proto_version(SSL_CTX *context, int version) {
    return (int)SSL_CTX_set_min_proto_version(context, version);
}

/// Lets `SSL_write` be retried from another address than the first try (a Swift array's bytes
/// need not stay put between calls) and return after part of a buffer.
static inline void rk_ssl_ctx_allow_moving_partial_writes(SSL_CTX *context) {
    SSL_CTX_set_mode(context, SSL_MODE_ACCEPT_MOVING_WRITE_BUFFER | SSL_MODE_ENABLE_PARTIAL_WRITE);
}

/// Reads a close without `close_notify` as the end of the stream, as HTTP/1.1 servers commonly
/// close; the client checks the body's length or chunks itself.
static inline void rk_ssl_ctx_accept_close_without_notify(SSL_CTX *context) {
    SSL_CTX_set_options(context, SSL_OP_IGNORE_UNEXPECTED_EOF);
}

/// `SSL_set_tlsext_host_name` (SNI); 1 on success.
static inline int rk_ssl_set_server_name(SSL *connection, const char *name) {
    return (int)SSL_set_tlsext_host_name(connection, name);
}

#endif
