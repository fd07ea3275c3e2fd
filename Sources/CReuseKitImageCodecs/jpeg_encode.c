#include "jpeg_common.h"

#include <stdlib.h>

typedef struct rk_jpeg_encoder {
    struct jpeg_compress_struct info;
    rk_jpeg_error_manager errors;
    unsigned char *buffer;
    unsigned long length;
} rk_jpeg_encoder;

rk_status rk_jpeg_encode(const uint8_t *pixels, uint32_t width, uint32_t height, uint32_t channels,
                         int quality, int progressive, uint8_t **output, size_t *output_length,
                         rk_error *error) {
    if (pixels == NULL || width == 0 || height == 0 || (channels != 1 && channels != 3 && channels != 4)) {
        if (error != NULL) {
            snprintf(error->message, sizeof error->message, "invalid image for encoding");
        }
        return RK_STATUS_INVALID_ARGUMENT;
    }
    rk_jpeg_encoder *encoder = calloc(1, sizeof *encoder);
    if (encoder == NULL) {
        return RK_STATUS_OUT_OF_MEMORY;
    }
    rk_jpeg_install_errors((j_common_ptr)&encoder->info, &encoder->errors, error);
    if (setjmp(encoder->errors.jump)) {
        rk_status status = encoder->errors.status;
        jpeg_destroy_compress(&encoder->info);
        free(encoder->buffer);
        free(encoder);
        return status;
    }
    struct jpeg_compress_struct *info = &encoder->info;
    jpeg_create_compress(info);
    jpeg_mem_dest(info, &encoder->buffer, &encoder->length);
    info->image_width = width;
    info->image_height = height;
    info->input_components = (int)channels;
    info->in_color_space = channels == 1 ? JCS_GRAYSCALE : channels == 3 ? JCS_RGB : JCS_CMYK;
    jpeg_set_defaults(info);
    jpeg_set_quality(info, quality, TRUE);
    if (progressive) {
        jpeg_simple_progression(info);
    }
    jpeg_start_compress(info, TRUE);
    size_t stride = (size_t)width * channels;
    while (info->next_scanline < info->image_height) {
        JSAMPROW row = (JSAMPROW)(pixels + info->next_scanline * stride);
        jpeg_write_scanlines(info, &row, 1);
    }
    jpeg_finish_compress(info);
    jpeg_destroy_compress(info);
    *output = encoder->buffer;
    *output_length = encoder->length;
    free(encoder);
    return RK_STATUS_OK;
}
