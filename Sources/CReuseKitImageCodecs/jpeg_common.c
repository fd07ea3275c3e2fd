#include "jpeg_common.h"

#include <stdlib.h>
#include <string.h>

static void record(j_common_ptr info, rk_status status) {
    rk_jpeg_error_manager *errors = (rk_jpeg_error_manager *)info->err;
    errors->status = status;
    if (errors->error != NULL) {
        char buffer[JMSG_LENGTH_MAX];
        (*info->err->format_message)(info, buffer);
        snprintf(errors->error->message, sizeof errors->error->message, "%s", buffer);
    }
}

static void on_error_exit(j_common_ptr info) {
    rk_jpeg_error_manager *errors = (rk_jpeg_error_manager *)info->err;
    record(info, info->err->msg_code == JERR_OUT_OF_MEMORY ? RK_STATUS_OUT_OF_MEMORY : RK_STATUS_MALFORMED);
    longjmp(errors->jump, 1);
}

static void on_emit_message(j_common_ptr info, int level) {
    rk_jpeg_error_manager *errors = (rk_jpeg_error_manager *)info->err;
    if (level >= 0) {
        return;
    }
    info->err->num_warnings++;
    // libjpeg pads a truncated file with a fake end marker and returns grey rows; a truncated
    // image must be an error, not a half-grey picture.
    if (info->err->msg_code == JWRN_JPEG_EOF) {
        record(info, RK_STATUS_TRUNCATED);
        longjmp(errors->jump, 1);
    }
}

static void on_output_message(j_common_ptr info) {
    // Nothing may reach stderr from a library call.
    (void)info;
}

void rk_jpeg_install_errors(j_common_ptr info, rk_jpeg_error_manager *errors, rk_error *error) {
    info->err = jpeg_std_error(&errors->manager);
    errors->manager.error_exit = on_error_exit;
    errors->manager.emit_message = on_emit_message;
    errors->manager.output_message = on_output_message;
    errors->status = RK_STATUS_MALFORMED;
    errors->error = error;
}

void rk_free(void *pointer) {
    free(pointer);
}
