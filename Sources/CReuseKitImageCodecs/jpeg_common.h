// Error handling shared by the JPEG decoder and encoder: libjpeg's error_exit must not return, so
// it longjmps back to the call that set up `jump`.

#ifndef RK_JPEG_COMMON_H
#define RK_JPEG_COMMON_H

#include "CReuseKitImageCodecs.h"

#include <setjmp.h>
#include <stdio.h>

#include <jerror.h>
#include <jpeglib.h>

typedef struct rk_jpeg_error_manager {
    struct jpeg_error_mgr manager;
    jmp_buf jump;
    rk_status status;
    rk_error *error;
} rk_jpeg_error_manager;

/// Installs the error manager on `info`: errors (and a premature end of data) longjmp.
void rk_jpeg_install_errors(j_common_ptr info, rk_jpeg_error_manager *errors, rk_error *error);

#endif
