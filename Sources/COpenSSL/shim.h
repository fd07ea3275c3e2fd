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

/// Whether `code` (from `ERR_peek_error`) says the TCP connection closed without TLS's
/// `close_notify`: the stream may have been cut short, so a body that runs until the close is
/// not whole. (OpenSSL before 3.0 says so with `SSL_ERROR_SYSCALL` and no error instead.)
static inline int rk_ssl_error_is_unexpected_eof(unsigned long code) {
#ifdef SSL_R_UNEXPECTED_EOF_WHILE_READING
    return ERR_GET_LIB(code) == ERR_LIB_SSL && ERR_GET_REASON(code) == SSL_R_UNEXPECTED_EOF_WHILE_READING;
#else
    (void)code;
    return 0;
#endif
}

/// Checks host names against the certificate's subject alternative names only, never its common
/// name (as browsers do): a certificate without them names no host.
static inline void rk_ssl_never_check_subject(SSL *connection) {
    X509_VERIFY_PARAM_set_hostflags(SSL_get0_param(connection), X509_CHECK_FLAG_NEVER_CHECK_SUBJECT);
}

/// 1 when the server's certificate (the first of the chain it sent) has no subject alternative
/// name, 0 when it has, -1 when no certificate arrived.
static inline int rk_ssl_peer_lacks_subject_alt_name(const SSL *connection) {
    STACK_OF(X509) *chain = SSL_get_peer_cert_chain(connection);
    if (chain == NULL || sk_X509_num(chain) < 1) {
        return -1;
    }
    return X509_get_ext_by_NID(sk_X509_value(chain, 0), NID_subject_alt_name, -1) < 0 ? 1 : 0;
}

/// `SSL_set_tlsext_host_name` (SNI); 1 on success.
static inline int rk_ssl_set_server_name(SSL *connection, const char *name) {
    return (int)SSL_set_tlsext_host_name(connection, name);
}

#endif
